import Foundation
import SpecimenModel

/// Where a command finds its design documents when it is not told with `--content`: what lets
/// `specimen build` run with no argument in any repository.
///
/// In a folder (the current one, or one named on the command line) the first of these wins:
/// 1. `Content/`: a folder of systems, one subfolder or Markdown file each;
/// 2. `DESIGN.md`: one system;
/// 3. `docs/DESIGN.md`: one system.
///
/// A Markdown file named on the command line is one system; a folder with none of the three is
/// taken as a folder of systems itself (`specimen build Content`).
public struct ContentDiscovery: Sendable {
    public static let contentFolder = "Content"
    public static let document = "DESIGN.md"
    /// Where a repository keeps documentation; a `DESIGN.md` in it takes the repository's name.
    package static let documentationFolders: Set<String> = ["docs", "doc", "documentation"]
    package static let fallbackSlug = "design-system"

    /// What was found: a content folder of systems, or one document and its folder.
    public enum Found: Sendable, Equatable {
        case folder(String)
        case document(folder: String, LoneDocument)

        /// The content folder a build reads (`BuildOptions.content`).
        public var content: String {
            switch self {
            case .folder(let folder), .document(let folder, _): folder
            }
        }

        /// The single document, when there is one.
        public var loneDocument: LoneDocument? {
            guard case .document(_, let document) = self else { return nil }
            return document
        }

        /// The document, or the folder, as a path a person can open.
        public var path: String {
            switch self {
            case .folder(let folder): folder
            case .document(let folder, let document): folder == "." ? document.name : folder.appendingPathComponent(document.name)
            }
        }
    }

    public var fileIO: FileIO

    public init(fileIO: FileIO = .local) {
        self.fileIO = fileIO
    }

    /// The documents `path` names (a Markdown file, or a folder to look in), or those of
    /// `directory` when there is no path. Fails, naming what was looked for, when there are none.
    public func find(_ path: String?, in directory: String = ".") throws -> Found {
        guard let path else {
            if let found = look(in: directory) { return found }
            throw SpecimenError(
                "no design documents here: looked for \(Self.contentFolder)/, \(Self.document) and docs/\(Self.document) (pass a document, or --content DIR)",
                file: directory == "." ? FileManager.default.currentDirectoryPath : directory)
        }
        guard let kind = fileIO.kind(path) else { throw SpecimenError("no such file or folder", file: path) }
        if kind == .directory || fileIO.isDirectoryFollowingLinks(path) {
            return look(in: path) ?? .folder(path)
        }
        guard ContentScanner.isMarkdown(path.lastPathComponent) else {
            throw SpecimenError("not a Markdown document (.md or .markdown) or a folder", file: path)
        }
        return document(path)
    }

    private func look(in folder: String) -> Found? {
        let content = join(folder, Self.contentFolder)
        if fileIO.isDirectoryFollowingLinks(content) { return .folder(content) }
        for candidate in [Self.document, "docs/" + Self.document] {
            let path = join(folder, candidate)
            if fileIO.kind(path) != nil, !fileIO.isDirectoryFollowingLinks(path) { return document(path) }
        }
        return nil
    }

    private func document(_ path: String) -> Found {
        let parent = path.deletingLastPathComponent
        let folder = parent.isEmpty ? "." : parent
        return .document(folder: folder, LoneDocument(name: path.lastPathComponent, slug: Self.slug(for: path)))
    }

    private func join(_ folder: String, _ name: String) -> String {
        folder == "." ? name : folder.appendingPathComponent(name)
    }

    /// The slug of a lone document: a file named anything but `DESIGN.md` is named by its file
    /// (`brand.md` is `brand`, as in a content folder); a `DESIGN.md` by the folder holding it,
    /// or by the folder above when that is a documentation folder (`acme-app/docs/DESIGN.md` is
    /// `acme-app`): the repository's name, in the usual layouts.
    public static func slug(for path: String) -> String {
        let name = path.lastPathComponent
        var base = ContentScanner.stripExtension(name)
        if base.caseInsensitiveCompare(ContentScanner.stripExtension(document)) == .orderedSame {
            let absolute = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent()
            let folder = absolute.lastPathComponent
            base = documentationFolders.contains(folder.lowercased()) ? absolute.deletingLastPathComponent().lastPathComponent : folder
        }
        let slug = Slug.make(base, fallback: fallbackSlug)
        return ContentScanner.reservedSlugs.contains(slug) ? slug + "-system" : slug
    }
}

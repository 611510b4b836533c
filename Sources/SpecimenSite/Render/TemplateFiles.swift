import Foundation
import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// The effective templates of a build: the built-in set (`BuiltInTemplates`) with every file of
/// a project's templates folder laid over it, file by file, as a Hugo project's layouts override
/// its theme. Read once per build: the site key digests these bytes, the library parses them
/// and the assets are copied from them. Read three times, as they were, a template saved during
/// a build could leave pages drawn from one version in a cache recorded under the other's key,
/// and the next build would carry those pages over as current.
public struct TemplateFiles: Sendable {
    public struct File: Sendable {
        /// Relative to the folder, with slashes.
        public var path: String
        public var data: Data
        public var digest: String
        /// Whether the file is Specimen's own or the project's.
        public var origin = Origin.folder

        /// Where a message about the file points: the project's file, or the built-in one.
        public func location(in root: String) -> String {
            switch origin {
            case .folder: root.appendingPathComponent(path)
            case .builtIn: BuiltInTemplates.location + "/" + path
            }
        }
    }

    public enum Origin: Sendable {
        case builtIn, folder
    }

    /// The project's templates folder, which need not exist.
    public var root: String
    /// Whether `root` is a folder, so that its files take part.
    public var exists: Bool
    /// Every effective file, in path order: each of the folder's files but hidden ones, and each
    /// built-in file the folder does not have.
    public var files: [File]

    /// `builtIn` is what the folder overrides: Specimen's own set, or none (a test's whole set).
    /// A missing folder overrides nothing; a path that is a file is an error.
    public static func read(_ root: String, fileIO: FileIO, builtIn: [File] = BuiltInTemplates.files) throws -> TemplateFiles {
        var byPath = Dictionary(builtIn.map { ($0.path, $0) }, uniquingKeysWith: { _, last in last })
        let exists = fileIO.isDirectoryFollowingLinks(root)
        if exists {
            for relative in try paths(under: root, prefix: "", fileIO: fileIO) {
                let data = try fileIO.read(root.appendingPathComponent(relative))
                byPath[relative] = File(path: relative, data: data, digest: ContentHash.digest(data))
            }
        } else if fileIO.kind(root) != nil {
            throw SpecimenError("the templates path is not a folder (pass --templates DIR)", file: root)
        }
        let files = byPath.values.sorted { Array($0.path.utf8).lexicographicallyPrecedes(Array($1.path.utf8)) }
        return TemplateFiles(root: root, exists: exists, files: files)
    }

    /// The files the project's folder supplies, in path order.
    public var overrides: [File] { files.filter { $0.origin == .folder } }

    /// One digest of every file's path and bytes.
    public var digest: String {
        ContentHash.digest(Data(files.map { "\($0.path) \($0.digest)\n" }.joined().utf8))
    }

    private static func paths(under folder: String, prefix: String, fileIO: FileIO) throws -> [String] {
        var result: [String] = []
        for name in try fileIO.sortedList(folder) where !name.hasPrefix(".") {
            let path = folder.appendingPathComponent(name)
            let relative = prefix.isEmpty ? name : prefix + "/" + name
            switch fileIO.kind(path) {
            case .directory: result += try paths(under: path, prefix: relative, fileIO: fileIO)
            case .file: result.append(relative)
            default: continue
            }
        }
        return result
    }
}

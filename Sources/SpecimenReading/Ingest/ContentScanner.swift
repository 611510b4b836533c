import Foundation
import SpecimenModel

/// Finds the design systems under the content folder.
///
/// A system is either a folder holding one Markdown document (preferably `DESIGN.md`) and an
/// optional `specimen.yml`, or a lone Markdown file directly in the content folder.
public struct ContentScanner: Sendable {
    public static let sidecarName = "specimen.yml"
    package static let preferredDocument = "DESIGN.md"
    package static let markdownExtensions = [".md", ".markdown"]
    /// URL paths the site itself uses at the top level; a system may not take them.
    package static let reservedSlugs: Set<String> = ["assets", "compare", "index.html", "404.html", "sitemap.xml"]

    public var fileIO: FileIO

    public init(fileIO: FileIO) {
        self.fileIO = fileIO
    }

    public func scan(_ content: String, document: LoneDocument? = nil) throws -> (sources: [SystemSource], diagnostics: [Diagnostic]) {
        if let document { return (try loneSource(document, in: content), []) }
        guard let kind = fileIO.kind(content) else {
            throw SpecimenError("content folder does not exist (create it, or pass --content DIR)", file: content)
        }
        guard kind == .directory || (kind == .symlink && fileIO.isDirectoryFollowingLinks(content)) else {
            throw SpecimenError("content path is not a folder", file: content)
        }
        guard let root = fileIO.resolve(content) else {
            throw SpecimenError("cannot resolve the content folder", file: content)
        }
        var sources: [SystemSource] = []
        var diagnostics: [Diagnostic] = []
        var taken: Set<String> = []
        // Sources carry absolute paths, so `--content Content` and `--content $PWD/Content` name
        // the same documents (the build cache compares them); diagnostics show the relative ones.
        let folder = URL(fileURLWithPath: content).absoluteURL.standardized.path

        for name in try fileIO.sortedList(content) where !name.hasPrefix(".") {
            let path = folder.appendingPathComponent(name)
            guard let target = containedTarget(path, root: root, display: name, diagnostics: &diagnostics) else { continue }
            let isFolder = fileIO.kind(target) == .directory
            let baseSlug: String
            let source: SystemSource?
            if isFolder {
                baseSlug = name
                source = folderSource(path, name: name, root: root, diagnostics: &diagnostics)
            } else if Self.isMarkdown(name) {
                guard name.caseInsensitiveCompare("README.md") != .orderedSame else {
                    diagnostics.append(Diagnostic(.note, "skipped: a README in the content folder is not taken as a design system", file: name))
                    continue
                }
                baseSlug = Self.stripExtension(name)
                source = SystemSource(slug: baseSlug, documentPath: path, displayPath: name, sidecarPath: nil, folder: folder)
            } else {
                continue
            }
            guard var source else { continue }
            source.slug = uniqueSlug(for: baseSlug, display: name, taken: &taken, diagnostics: &diagnostics)
            sources.append(source)
        }
        guard !sources.isEmpty else {
            throw SpecimenError(
                "no design documents found; add a folder with a DESIGN.md (Content/my-system/DESIGN.md) or a Markdown file (Content/my-system.md)",
                file: content)
        }
        return (sources, diagnostics)
    }

    /// The one system of a lone document, with the sidecar beside it: nothing else in its
    /// folder (a repository's root) is looked at.
    private func loneSource(_ document: LoneDocument, in content: String) throws -> [SystemSource] {
        let folder = URL(fileURLWithPath: content).absoluteURL.standardized.path
        let path = folder.appendingPathComponent(document.name)
        guard let kind = fileIO.kind(path) else {
            throw SpecimenError("no such document", file: content.appendingPathComponent(document.name))
        }
        guard kind != .directory, !fileIO.isDirectoryFollowingLinks(path) else {
            throw SpecimenError("is a folder, not a document", file: content.appendingPathComponent(document.name))
        }
        let sidecar = folder.appendingPathComponent(Self.sidecarName)
        return [SystemSource(
            slug: document.slug, documentPath: path, displayPath: document.name,
            sidecarPath: fileIO.kind(sidecar) == nil ? nil : sidecar, folder: folder)]
    }

    private func folderSource(_ folder: String, name: String, root: String, diagnostics: inout [Diagnostic]) -> SystemSource? {
        let entries: [String]
        do {
            entries = try fileIO.sortedList(folder)
        } catch let error as SpecimenError {
            diagnostics.append(Diagnostic(.error, error.reason, file: name))
            return nil
        } catch {
            diagnostics.append(Diagnostic(.error, "cannot list folder", file: name))
            return nil
        }
        let markdown = entries.filter { Self.isMarkdown($0) && !$0.hasPrefix(".") }
        let chosen: String
        if markdown.contains(Self.preferredDocument) {
            chosen = Self.preferredDocument
        } else if markdown.count == 1 {
            chosen = markdown[0]
        } else if markdown.isEmpty {
            diagnostics.append(Diagnostic(.warning, "skipped: the folder holds no Markdown document", file: name))
            return nil
        } else {
            diagnostics.append(Diagnostic(
                .error, "several Markdown documents (\(markdown.joined(separator: ", "))); name the design document DESIGN.md",
                file: name))
            return nil
        }
        let documentPath = folder.appendingPathComponent(chosen)
        guard containedTarget(documentPath, root: root, display: "\(name)/\(chosen)", diagnostics: &diagnostics) != nil else {
            return nil
        }
        let sidecar = entries.contains(Self.sidecarName) ? folder.appendingPathComponent(Self.sidecarName) : nil
        return SystemSource(
            slug: name, documentPath: documentPath, displayPath: "\(name)/\(chosen)",
            sidecarPath: sidecar, folder: folder)
    }

    /// Follows a symlink only when it stays inside the content folder; a link that leaves it or
    /// cannot be resolved (a loop) is reported and skipped rather than followed.
    private func containedTarget(_ path: String, root: String, display: String, diagnostics: inout [Diagnostic]) -> String? {
        guard fileIO.kind(path) == .symlink else { return path }
        guard let resolved = fileIO.resolve(path) else {
            diagnostics.append(Diagnostic(.error, "symlink cannot be resolved (a loop, or its target is missing)", file: display))
            return nil
        }
        guard resolved == root || resolved.hasPrefix(root + "/") else {
            diagnostics.append(Diagnostic(.error, "symlink points outside the content folder (to \(resolved)); refusing to follow it", file: display))
            return nil
        }
        return resolved
    }

    private func uniqueSlug(for base: String, display: String, taken: inout Set<String>, diagnostics: inout [Diagnostic]) -> String {
        var slug = Slug.make(base, fallback: "system")
        if slug != base {
            diagnostics.append(Diagnostic(.note, "published as '\(slug)/' (URL-safe form of '\(base)')", file: display))
        }
        if Self.reservedSlugs.contains(slug) {
            diagnostics.append(Diagnostic(.warning, "'\(slug)' is used by the site itself; published as '\(slug)-system/'", file: display))
            slug += "-system"
        }
        var candidate = slug
        var counter = 2
        while taken.contains(candidate) {
            candidate = "\(slug)-\(counter)"
            counter += 1
        }
        if candidate != slug {
            diagnostics.append(Diagnostic(.warning, "'\(slug)' is taken by another system; published as '\(candidate)/'", file: display))
        }
        taken.insert(candidate)
        return candidate
    }

    package static func isMarkdown(_ name: String) -> Bool {
        markdownExtensions.contains { name.lowercased().hasSuffix($0) }
    }

    package static func stripExtension(_ name: String) -> String {
        guard let dot = name.lastIndex(of: ".") else { return name }
        return String(name[..<dot])
    }
}

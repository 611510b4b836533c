import Foundation
import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// What a `path` or `text` argument of `lint` and `diff` names, read: the whole content
/// folder, one system (its folder or its document, read with its sidecar as a build reads it),
/// another Markdown document in the folder (read alone, as `specimen lint FILE` reads it), or
/// Markdown given as text (read alone, in memory).
struct NamedDocuments {
    /// How reports name it: a path relative to the content folder, or `text`.
    var label: String
    var systems: [AnalyzedSystem]
    /// True for the content folder: every system, compared slug by slug.
    var isFolder: Bool

    /// Above this, text is refused before it is parsed: a design document of this size is a book.
    static let textLimit = 2 << 20

    static func read(path text: String, argument: String, library: ContentLibrary, lint: LintOptions) async throws -> NamedDocuments {
        guard let root = library.root else { throw AgentError("the content folder cannot be resolved", file: library.content) }
        let path = try ContentPath(text, root: root, fileIO: library.fileIO, argument: argument)
        let snapshot = try await library.snapshot()
        if path.relative.isEmpty {
            var systems: [AnalyzedSystem] = []
            for reading in snapshot.readings { systems.append(try reading.result.get()) }
            return NamedDocuments(label: library.content, systems: systems.map { relinted($0, lint) }, isFolder: true)
        }
        let fileIO = library.fileIO
        if let reading = snapshot.readings.first(where: { reading in
            let source = reading.source
            // A lone Markdown file's folder is the content folder, which names every system.
            guard path.isFolder else { return fileIO.resolve(source.documentPath) == path.resolved }
            return source.displayPath.contains("/") && fileIO.resolve(source.folder) == path.resolved
        }) {
            return NamedDocuments(label: reading.source.displayPath, systems: [relinted(try reading.result.get(), lint)], isFolder: false)
        }
        if path.isFolder {
            throw AgentError("'\(text)' is a folder but no system's; name a system's folder, its document, or the content folder itself", argument: argument)
        }
        guard ContentScanner.isMarkdown(path.resolved) else {
            throw AgentError("'\(text)' is not a Markdown document (.md or .markdown)", argument: argument)
        }
        let source = SystemSource(
            slug: Slug.make(ContentScanner.stripExtension(path.resolved.lastPathComponent), fallback: "document"),
            documentPath: path.resolved, displayPath: path.relative, sidecarPath: nil, folder: path.resolved.deletingLastPathComponent)
        let systems = try await analyze(source, fileIO: fileIO, lint: lint)
        return NamedDocuments(label: path.relative, systems: systems, isFolder: false)
    }

    static func read(text: String, argument: String, lint: LintOptions) async throws -> NamedDocuments {
        guard text.utf8.count <= textLimit else {
            throw AgentError("is \(text.utf8.count) bytes; give at most \(textLimit) bytes, or a path in the content folder", argument: argument)
        }
        let name = "DESIGN.md"
        let memory = InMemoryFileSystem(files: [name: text])
        let source = SystemSource(slug: "text", documentPath: "/" + name, displayPath: argument, sidecarPath: nil, folder: "/")
        let systems = try await analyze(source, fileIO: memory.fileIO, lint: lint)
        return NamedDocuments(label: argument, systems: systems, isFolder: false)
    }

    /// The lint as this call asks for it: a system in the cache was linted as a build lints it.
    private static func relinted(_ system: AnalyzedSystem, _ options: LintOptions) -> AnalyzedSystem {
        AnalyzedSystem(system.system, audit: system.audit, lintFindings: Linter(options: options).lint(system.system))
    }

    private static func analyze(_ source: SystemSource, fileIO: FileIO, lint: LintOptions) async throws -> [AnalyzedSystem] {
        let result = await OwnThread.run {
            Result { try Analysis(fileIO: fileIO).analyze(sources: [source], content: source.folder, lint: lint).systems }
        }
        do {
            return try result.get()
        } catch let error as SpecimenError {
            throw AgentError(error)
        }
    }
}

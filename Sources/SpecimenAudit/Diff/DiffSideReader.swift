import Foundation
import SpecimenModel
import SpecimenReading

/// Reads one side of a comparison and analyses it as `specimen audit` and `specimen lint` do,
/// without rendering. A revision is read out of git into a temporary folder (or, for a single
/// document, into memory) and never touches the checkout.
public struct DiffSideReader: Sendable {
    public var revisions: GitRevisionReader
    public var fileIO: FileIO

    public init(revisions: GitRevisionReader = GitRevisionReader(), fileIO: FileIO = .local) {
        self.revisions = revisions
        self.fileIO = fileIO
    }

    /// Checks that a side names something, without reading it: a folder or document that
    /// exists, or a revision this repository knows with the path in it.
    public func check(_ side: DiffSide, missingIsEmpty: Bool = false) throws {
        switch side {
        case .folder(let path), .document(let path):
            guard fileIO.kind(path) != nil else { throw SpecimenError("no such file or folder", file: path) }
        case .revision(let revision, let path):
            let commit = try revisions.commit(revision)
            let inRepository = try revisions.repositoryPath(path)
            if !missingIsEmpty, try revisions.entry(commit, path: inRepository) == .missing {
                throw SpecimenError("\(path) does not exist in revision \(revision)", file: side.label)
            }
        }
    }

    /// `missingIsEmpty`: a revision without the path is a side with no systems (for `--base`,
    /// where the content folder may be new); otherwise it is an error naming the revision.
    public func read(_ side: DiffSide, missingIsEmpty: Bool = false) throws -> DiffInput {
        let analysis = Analysis(fileIO: fileIO)
        switch side {
        case .folder(let folder):
            let state = try relabelling(folder: folder, as: folder) { try analysis.analyze(content: folder) }
            return DiffInput(side: side, systems: state.systems, artifactRoot: Self.repositoryRelative(folder, in: revisions.directory))
        case .document(let path):
            let state = try analysis.analyze(documents: [path])
            return DiffInput(side: side, systems: state.systems, artifactRoot: "")
        case .revision(let revision, let path):
            let commit = try revisions.commit(revision)
            let inRepository = try revisions.repositoryPath(path)
            switch try revisions.entry(commit, path: inRepository) {
            case .missing:
                guard missingIsEmpty else {
                    throw SpecimenError("\(path) does not exist in revision \(revision)", file: side.label)
                }
                return DiffInput(side: side, systems: [], artifactRoot: path,
                                 notes: ["\(path) does not exist in \(revision): every system counts as added"])
            case .file:
                let memory = InMemoryFileSystem()
                let name = side.label
                memory.add(name, try revisions.file(commit, path: inRepository, label: name))
                let state = try Analysis(fileIO: memory.fileIO).analyze(documents: [name])
                var input = DiffInput(side: side, systems: state.systems, artifactRoot: "")
                input.isDocumentRevision = true
                return input
            case .folder:
                let temporary = FileManager.default.temporaryDirectory
                    .appendingPathComponent("specimen-diff-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))").path
                try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
                defer { try? FileManager.default.removeItem(atPath: temporary) }
                try revisions.extractFolder(commit, path: inRepository, into: temporary, label: side.label)
                let entries = (try? FileManager.default.contentsOfDirectory(atPath: temporary)) ?? []
                if entries.isEmpty {
                    return DiffInput(side: side, systems: [], artifactRoot: path)
                }
                let state = try relabelling(folder: temporary, as: side.label) {
                    try Analysis(fileIO: .local).analyze(content: temporary)
                }
                return DiffInput(side: side, systems: state.systems, artifactRoot: Self.repositoryRelative(path, in: revisions.directory))
            }
        }
    }

    /// Errors name documents relative to the content folder, or by the temporary folder a
    /// revision was unpacked into; a person needs `Content/acme/DESIGN.md` or `main:Content/acme/DESIGN.md`.
    private func relabelling<T>(folder: String, as label: String, _ work: () throws -> T) rethrows -> T {
        do {
            return try work()
        } catch var error as SpecimenError {
            if let file = error.file {
                if file.hasPrefix(folder) {
                    error.file = label + file.dropFirst(folder.count)
                } else if !file.hasPrefix("/") {
                    error.file = label.hasSuffix("/") ? label + file : label + "/" + file
                }
            }
            throw error
        }
    }

    /// SARIF locations are relative to the repository root, which CI runs from: a relative
    /// folder as given, an absolute one made relative to the working directory when inside it.
    package static func repositoryRelative(_ folder: String, in directory: String) -> String {
        guard folder.hasPrefix("/") else { return folder }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        return folder.hasPrefix(prefix) ? String(folder.dropFirst(prefix.count)) : folder
    }
}

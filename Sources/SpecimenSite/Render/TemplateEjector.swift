import Foundation
import SpecimenModel
import SpecimenReading

/// Writes the built-in templates and assets into a folder (`specimen templates --eject DIR`),
/// the starting point of a project's own look.
public struct TemplateEjector: Sendable {
    public var fileIO: FileIO

    public init(fileIO: FileIO) {
        self.fileIO = fileIO
    }

    /// Writes every built-in file under `folder`, making folders as needed. A file already
    /// there is kept, and listed, unless `replacing`: it may be the project's own work.
    public func eject(into folder: String, replacing: Bool = false, files: [TemplateFiles.File] = BuiltInTemplates.files)
        throws -> (written: [String], kept: [String]) {
        if let kind = fileIO.kind(folder), kind != .directory, !fileIO.isDirectoryFollowingLinks(folder) {
            throw SpecimenError("exists and is not a folder", file: folder)
        }
        var written: [String] = [], kept: [String] = []
        for file in files {
            let path = folder.appendingPathComponent(file.path)
            if fileIO.kind(path) != nil, !replacing {
                kept.append(file.path)
                continue
            }
            let parent = path.deletingLastPathComponent
            if !fileIO.isDirectoryFollowingLinks(parent) { try fileIO.createDirectory(parent) }
            try fileIO.write(path, file.data)
            written.append(file.path)
        }
        return (written, kept)
    }
}

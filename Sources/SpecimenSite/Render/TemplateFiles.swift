import Foundation
import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// Every file of a templates folder, read once per build. The site key digests these bytes, the
/// library parses them and the assets are copied from them. Read three times, as they were, a
/// template saved during a build could leave pages drawn from one version in a cache recorded
/// under the other's key, and the next build would carry those pages over as current.
public struct TemplateFiles: Sendable {
    public struct File: Sendable {
        /// Relative to the folder, with slashes.
        public var path: String
        public var data: Data
        public var digest: String
    }

    public var root: String
    /// False when `root` is not a folder: loading the library then fails with that error.
    public var exists: Bool
    /// Every file below `root` but hidden ones, in path order.
    public var files: [File]

    public static func read(_ root: String, fileIO: FileIO) throws -> TemplateFiles {
        guard fileIO.isDirectoryFollowingLinks(root) else { return TemplateFiles(root: root, exists: false, files: []) }
        let files = try paths(under: root, prefix: "", fileIO: fileIO).map { relative in
            let data = try fileIO.read(root.appendingPathComponent(relative))
            return File(path: relative, data: data, digest: ContentHash.digest(data))
        }
        return TemplateFiles(root: root, exists: true, files: files)
    }

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

import Foundation
import SpecimenModel

/// A path an agent names, confined to the content folder: relative to it (`acme/DESIGN.md`,
/// `acme`) or absolute inside it. Whatever it names must still lie inside once every symlink is
/// resolved, so a link that leads out is refused as `..` is.
package struct ContentPath: Sendable, Hashable {
    /// Absolute, symlinks resolved.
    package var resolved: String
    /// Relative to the resolved content folder; empty for the folder itself.
    package var relative: String
    package var isFolder: Bool

    /// - Parameters:
    ///   - text: the path as the agent wrote it.
    ///   - root: the content folder, resolved (`ContentLibrary.root`).
    ///   - argument: the argument it came in, for the error.
    package init(_ text: String, root: String, fileIO: FileIO, argument: String) throws {
        guard !text.isEmpty else { throw AgentError("must not be empty", argument: argument) }
        guard !text.contains("\0") else { throw AgentError("must not contain a NUL byte", argument: argument) }
        let segments = text.split(separator: "/", omittingEmptySubsequences: false)
        // Refused before anything is looked up: whether `a/../../x` would land inside is not a
        // question worth answering about a read-only server's paths.
        if segments.contains("..") {
            throw AgentError("'\(text)' has a '..' segment; name a path inside the content folder", argument: argument)
        }
        let joined = text.hasPrefix("/") ? text : root.appendingPathComponent(text)
        guard fileIO.kind(joined) != nil else {
            if text.hasPrefix("/"), !Self.isInside(text, root: root) {
                throw AgentError("'\(text)' is outside the content folder (\(root)); Specimen reads only what is in it", argument: argument)
            }
            throw AgentError("'\(text)' does not exist in the content folder (\(root))", argument: argument)
        }
        guard let resolved = fileIO.resolve(joined) else {
            throw AgentError("'\(text)' cannot be resolved (a symlink loop, or a link to nothing)", argument: argument)
        }
        guard Self.isInside(resolved, root: root) else {
            let how = text.hasPrefix("/") && !Self.isInside(text, root: root) ? "is" : "leads through a symlink to \(resolved),"
            throw AgentError("'\(text)' \(how) outside the content folder (\(root)); Specimen reads only what is in it", argument: argument)
        }
        self.resolved = resolved
        self.relative = resolved == root ? "" : String(resolved.dropFirst(root.count + 1))
        self.isFolder = fileIO.kind(resolved) == .directory
    }

    private static func isInside(_ path: String, root: String) -> Bool {
        path == root || path.hasPrefix(root == "/" ? "/" : root + "/")
    }
}

import Foundation
import SpecimenModel
import SpecimenReading

/// One side of a comparison, as the person running `specimen diff` named it.
public enum DiffSide: Sendable, Hashable {
    /// A single Markdown document, read alone (without a `specimen.yml`), as `specimen lint FILE` reads it.
    case document(String)
    /// A content folder: one system per folder or lone Markdown file, as `specimen build` reads it.
    case folder(String)
    /// The content folder or document at `path` (relative to the current folder) in a git revision.
    case revision(String, path: String)

    /// How reports name the side: the path, or `REV:path` for a revision.
    public var label: String {
        switch self {
        case .document(let path), .folder(let path): path
        case .revision(let revision, let path): "\(revision):\(path)"
        }
    }

    /// `json` names the kind of each side.
    public var kind: String {
        switch self {
        case .document: "document"
        case .folder: "folder"
        case .revision: "revision"
        }
    }

    /// Reads a command-line argument: an existing folder or file is that folder or document;
    /// anything else is a git revision, `REV:PATH` naming a path in it and a bare `REV` the
    /// content folder. A path that exists always wins, so a folder called `main` is a folder.
    public static func parse(_ argument: String, content: String, fileIO: FileIO = .local) -> DiffSide {
        if fileIO.kind(argument) != nil {
            return fileIO.isDirectoryFollowingLinks(argument) ? .folder(argument) : .document(argument)
        }
        if let colon = argument.firstIndex(of: ":"), colon != argument.startIndex {
            let path = String(argument[argument.index(after: colon)...])
            return .revision(String(argument[..<colon]), path: path.isEmpty ? "." : path)
        }
        return .revision(argument, path: content)
    }
}

import Foundation

/// All file access of the pipeline, as a struct of closures (Saga's `FileIO` idea), so most tests
/// run against memory and failure paths such as a full disk can be simulated.
public struct FileIO: Sendable {
    public enum Kind: Sendable, Equatable { case file, directory, symlink, other }

    /// Reads a whole file.
    public var read: @Sendable (_ path: String) throws -> Data
    /// Writes a whole file, creating it or replacing its contents.
    public var write: @Sendable (_ path: String, _ data: Data) throws -> Void
    /// Names of the entries of a folder, in no particular order.
    public var list: @Sendable (_ path: String) throws -> [String]
    /// What is at a path without following a final symlink; nil when nothing is there.
    public var kind: @Sendable (_ path: String) -> Kind?
    /// The entries of a folder with what each is, in no particular order: `list` and `kind` in
    /// one pass where the file system records each entry's kind in the folder itself.
    public var entries: @Sendable (_ path: String) throws -> [Entry]
    /// The canonical absolute path with every symlink resolved; nil when it cannot be resolved.
    public var resolve: @Sendable (_ path: String) -> String?
    public var createDirectory: @Sendable (_ path: String) throws -> Void
    /// Removes a file or a folder with everything in it.
    public var remove: @Sendable (_ path: String) throws -> Void
    /// Renames within one file system; the swap of a finished site relies on it being atomic.
    public var move: @Sendable (_ from: String, _ to: String) throws -> Void
    /// Makes `to` share the bytes of `from` without copying; a hard link on disk. Used to carry
    /// unchanged files into a new site so they keep their modification time.
    public var link: @Sendable (_ from: String, _ to: String) throws -> Void
    public var copy: @Sendable (_ from: String, _ to: String) throws -> Void
    /// A file's size and modification time without reading it; nil when there is no file.
    /// The build cache trusts a file whose stamp is as recorded, as make and git do.
    public var stamp: @Sendable (_ path: String) -> FileStamp?
    /// Whether two paths name one file (a hard link of the other); false when either is missing
    /// or it cannot be told, which costs a new link, never a wrong answer.
    public var sameFile: @Sendable (_ first: String, _ second: String) -> Bool

    public init(
        read: @escaping @Sendable (String) throws -> Data,
        write: @escaping @Sendable (String, Data) throws -> Void,
        list: @escaping @Sendable (String) throws -> [String],
        kind: @escaping @Sendable (String) -> Kind?,
        resolve: @escaping @Sendable (String) -> String?,
        createDirectory: @escaping @Sendable (String) throws -> Void,
        remove: @escaping @Sendable (String) throws -> Void,
        move: @escaping @Sendable (String, String) throws -> Void,
        link: @escaping @Sendable (String, String) throws -> Void,
        copy: @escaping @Sendable (String, String) throws -> Void,
        stamp: @escaping @Sendable (String) -> FileStamp? = { _ in nil },
        sameFile: @escaping @Sendable (String, String) -> Bool = { _, _ in false },
        entries: (@Sendable (String) throws -> [Entry])? = nil
    ) {
        self.read = read
        self.write = write
        self.list = list
        self.kind = kind
        self.resolve = resolve
        self.createDirectory = createDirectory
        self.remove = remove
        self.move = move
        self.link = link
        self.copy = copy
        self.stamp = stamp
        self.sameFile = sameFile
        self.entries = entries ?? { path in
            try list(path).map { Entry(name: $0, kind: kind(path.appendingPathComponent($0))) }
        }
    }

    /// A folder's entry: its name, and what it is (nil when it went before it could be told).
    public struct Entry: Sendable, Equatable {
        public var name: String
        public var kind: Kind?
        public init(name: String, kind: Kind?) {
            self.name = name
            self.kind = kind
        }
    }

    public func exists(_ path: String) -> Bool { kind(path) != nil }
    public func isDirectory(_ path: String) -> Bool { kind(path) == .directory }

    /// Entry names sorted by their UTF-8 bytes, so output never depends on listing order.
    public func sortedList(_ path: String) throws -> [String] {
        try list(path).sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }
}

/// What `FileIO.stamp` reports: enough to tell, without reading a file, that it has not been
/// written since it was stamped.
public struct FileStamp: Sendable, Codable, Hashable {
    public var size: Int64
    /// Nanoseconds since 1970 on disk; a write counter in memory.
    public var modified: Int64

    public init(size: Int64, modified: Int64) {
        self.size = size
        self.modified = modified
    }
}

/// A file's digest with the stamp it had when digested, as one line of text: `digest size
/// modified`, or the digest alone when there was no stamp. The build cache records each
/// produced file so, and the font converter each font it has converted.
package struct StampedDigest: Sendable, Equatable {
    package var digest: String
    package var stamp: FileStamp?

    package init(digest: String, stamp: FileStamp?) {
        self.digest = digest
        self.stamp = stamp
    }

    /// Nil for text that is neither form.
    package init?(_ text: some StringProtocol) {
        let fields = text.split(separator: " ")
        guard let digest = fields.first else { return nil }
        self.digest = String(digest)
        switch fields.count {
        case 1: stamp = nil
        case 3:
            guard let size = Int64(fields[1]), let modified = Int64(fields[2]) else { return nil }
            stamp = FileStamp(size: size, modified: modified)
        default: return nil
        }
    }

    package var text: String { stamp.map { "\(digest) \($0.size) \($0.modified)" } ?? digest }
}

extension FileIO {
    /// Whether the path is a folder once symlinks are followed.
    public func isDirectoryFollowingLinks(_ path: String) -> Bool {
        guard let resolved = resolve(path) else { return false }
        return kind(resolved) == .directory
    }
}

extension String {
    /// Joins a path component with exactly one slash, as `NSString.appendingPathComponent` does.
    public func appendingPathComponent(_ component: String) -> String {
        if isEmpty { return component }
        return hasSuffix("/") ? self + component : self + "/" + component
    }

    /// A file or folder beside this one, its name extended by `suffix`: `Public/` and `Public`
    /// both give `Public.specimen-lock`, never a path inside the folder.
    public func siblingPath(_ suffix: String) -> String {
        var trimmed = self
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        return trimmed + suffix
    }
}

/// Path parts, as `NSString`'s methods give them. Foundation's own trap on a one-character
/// path on Linux (`--output o`), so nothing here goes through `NSString`.
extension String {
    /// Without trailing slashes, except the root's own.
    private var trimmedPath: Substring {
        var path = self[...]
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        return path
    }

    /// `a/b.md` → `b.md`; `a/` → `a`; `/` → `/`.
    public var lastPathComponent: String {
        let path = trimmedPath
        guard path != "/", let slash = path.lastIndex(of: "/") else { return String(path) }
        return String(path[path.index(after: slash)...])
    }

    /// `a/b.md` → `a`; `b.md` → ``; `/b` → `/`.
    public var deletingLastPathComponent: String {
        let path = trimmedPath
        guard path != "/", let slash = path.lastIndex(of: "/") else { return path == "/" ? "/" : "" }
        if slash == path.startIndex { return "/" }
        var parent = path[..<slash]
        while parent.count > 1, parent.hasSuffix("/") { parent = parent.dropLast() }
        return String(parent)
    }

    /// `b.tar.gz` → `gz`; `.profile` → ``.
    public var pathExtension: String {
        let name = lastPathComponent
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }

    /// `a/b.md` → `a/b`.
    public var deletingPathExtension: String {
        let suffix = pathExtension
        guard !suffix.isEmpty else { return String(trimmedPath) }
        return String(trimmedPath.dropLast(suffix.count + 1))
    }
}

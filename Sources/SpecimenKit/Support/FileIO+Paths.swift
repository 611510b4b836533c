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

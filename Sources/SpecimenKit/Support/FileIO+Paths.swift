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
}

import Foundation

/// Notices edits in the content and templates folders by polling.
///
/// Polling paths, sizes and modification times is portable (no inotify or FSEvents) and cheap for
/// folders of a few hundred files. A change is reported only once the folders have stayed the same
/// for one more poll, so an editor that saves in several steps, or a `git checkout` that rewrites
/// many files, causes one rebuild instead of a burst.
public struct ContentWatcher: Sendable {
    /// What the watcher compares: one entry per file, keyed by path.
    public struct Snapshot: Sendable, Equatable {
        public var files: [String: Stamp]
    }

    public struct Stamp: Sendable, Equatable {
        public var size: Int64
        public var seconds: Int
        /// Nanoseconds too: two saves within one second must still differ.
        public var nanoseconds: Int
    }

    public var folders: [String]
    public var interval: Duration

    public init(folders: [String], interval: Duration = .milliseconds(300)) {
        self.folders = folders
        self.interval = interval
    }

    public func snapshot() -> Snapshot {
        var files: [String: Stamp] = [:]
        for folder in folders { collect(folder, into: &files) }
        return Snapshot(files: files)
    }

    /// Waits until the folders differ from `previous` and have then stayed unchanged for one
    /// interval; returns the settled snapshot. Throws `CancellationError` when the task is cancelled.
    public func nextChange(after previous: Snapshot) async throws -> Snapshot {
        var last = previous
        var changed = false
        while true {
            try await Task.sleep(for: interval)
            let current = snapshot()
            if current != last {
                changed = true
                last = current
            } else if changed {
                return current
            }
        }
    }

    /// The folders a build writes beside the output while it runs.
    static func isBuildDebris(_ name: String) -> Bool {
        name.hasSuffix(".specimen-staging") || name.hasSuffix(".specimen-old") || name.hasSuffix(".specimen-spare")
            || name.hasSuffix(".specimen-columns")
    }

    private func collect(_ folder: String, into files: inout [String: Stamp]) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        // A site Specimen wrote (say `--output` inside `--templates`) is output, never input:
        // watching it would make every build trigger the next.
        if names.contains(SiteWriter.markerName) { return }
        // Editors' swap and backup files (.DESIGN.md.swp, DESIGN.md~) are not input.
        for name in names where !name.hasPrefix(".") && !name.hasSuffix("~") && !Self.isBuildDebris(name) {
            let path = folder.appendingPathComponent(name)
            var info = stat()
            // stat, not lstat: a symlinked document changes when its target does.
            guard stat(path, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                // A folder symlinked into itself must not loop forever.
                if FileIO.local.kind(path) == .directory { collect(path, into: &files) }
            case S_IFREG:
                files[path] = Stamp(size: Int64(info.st_size), seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec))
            default:
                continue
            }
        }
    }
}

import Foundation
import SpecimenAudit
import SpecimenModel
import SpecimenReading
import SpecimenSite

/// Notices edits in the content and templates folders.
///
/// What changed is always read from a snapshot of paths, sizes and modification times, which is
/// portable and cheap for folders of a few hundred files. On Linux the kernel's file events
/// (`FolderEvents`, inotify) wake the watcher as soon as something is written, so a save is seen
/// at once; elsewhere, or when the events are not available, it polls every `interval`. A change
/// is reported only once the folders have stayed the same for `settle`, so an editor that saves
/// in several steps, or a `git checkout` that rewrites many files, causes one rebuild instead of
/// a burst. Polling alone made a save wait for the next poll and then one more, most of the time
/// from a save to its rebuilt site.
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
    /// How often the folders are compared when no file event says so sooner.
    public var interval: Duration
    /// How long the folders must stay unchanged before a change is reported.
    public var settle: Duration
    private let events: FolderEvents?

    public init(folders: [String], interval: Duration = .milliseconds(300), settle: Duration = .milliseconds(100), events: Bool = true) {
        self.folders = folders
        self.interval = interval
        self.settle = settle
        self.events = events ? FolderEvents() : nil
    }

    public func snapshot() -> Snapshot { scan().snapshot }

    /// The snapshot, and the folders its files were read from (what file events must watch),
    /// in one walk.
    package func scan() -> (snapshot: Snapshot, folders: [String]) {
        var files: [String: Stamp] = [:]
        var found: [String] = []
        for folder in folders { collect(folder, into: &files, folders: &found) }
        return (Snapshot(files: files), found)
    }

    /// Waits until the folders differ from `previous` and have then stayed unchanged for
    /// `settle`; returns the settled snapshot. Throws `CancellationError` when the task is cancelled.
    public func nextChange(after previous: Snapshot) async throws -> Snapshot {
        let clock = ContinuousClock()
        var last = previous
        // When the folders were last seen to change; nil until they first do.
        var changedAt: ContinuousClock.Instant?
        // Folders made since the last change are watched too; without events, polling alone.
        let woken = events.flatMap { $0.watch(scan().folders) ? $0 : nil }
        while true {
            // An event may end a wait early (an ignored swap file, say): the quiet time left is
            // waited out, so a change is reported only after `settle` without one.
            let pause = changedAt.map { settle - $0.duration(to: clock.now) } ?? interval
            var event = false
            if let woken {
                // In slices, so a cancelled watcher (the server stopping) ends within one.
                let deadline = clock.now + pause
                repeat {
                    event = await woken.wait(upTo: min(clock.now.duration(to: deadline), Self.slice))
                } while !event && clock.now < deadline && !Task.isCancelled
            } else {
                try await Task.sleep(for: max(pause, .zero))
            }
            try Task.checkCancellation()
            let (current, found) = scan()
            // A folder just made (empty, so no change yet) must be watched before its first file.
            if event, let woken { _ = woken.watch(found) }
            if current != last {
                changedAt = clock.now
                last = current
            } else if let changedAt, changedAt.duration(to: clock.now) >= settle {
                return current
            }
        }
    }

    /// The longest a wait for file events blocks before the watcher looks at cancellation.
    package static let slice = Duration.milliseconds(250)

    /// The names in `folder` that are input: nil for a folder that cannot be read or is a site
    /// Specimen wrote (say `--output` inside `--templates`), which watching would make every
    /// build trigger the next; never editors' swap and backup files (.DESIGN.md.swp,
    /// DESIGN.md~) or a build's own folders.
    private func inputNames(in folder: String) -> [String]? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder),
              !names.contains(SiteWriter.markerName) else { return nil }
        return names.filter { !$0.hasPrefix(".") && !$0.hasSuffix("~") && !Self.isBuildDebris($0) }
    }

    /// The folders a build writes beside the output while it runs.
    package static func isBuildDebris(_ name: String) -> Bool {
        name.hasSuffix(".specimen-staging") || name.hasSuffix(".specimen-old") || name.hasSuffix(".specimen-spare")
            || name.hasSuffix(".specimen-columns")
    }

    private func collect(_ folder: String, into files: inout [String: Stamp], folders: inout [String]) {
        // A file watched on its own (a lone document, its sidecar): its folder's events wake
        // the watcher, but nothing else in that folder is compared.
        var own = stat()
        if stat(folder, &own) == 0, own.st_mode & S_IFMT == S_IFREG {
            files[folder] = Stamp(size: Int64(own.st_size), seconds: Int(own.st_mtim.tv_sec), nanoseconds: Int(own.st_mtim.tv_nsec))
            let parent = folder.deletingLastPathComponent
            folders.append(parent.isEmpty ? "." : parent)
            return
        }
        guard let names = inputNames(in: folder) else { return }
        folders.append(folder)
        for name in names {
            let path = folder.appendingPathComponent(name)
            var info = stat()
            // stat, not lstat: a symlinked document changes when its target does.
            guard stat(path, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                // A folder symlinked into itself must not loop forever.
                if FileIO.local.kind(path) == .directory { collect(path, into: &files, folders: &folders) }
            case S_IFREG:
                files[path] = Stamp(size: Int64(info.st_size), seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec))
            default:
                continue
            }
        }
    }
}

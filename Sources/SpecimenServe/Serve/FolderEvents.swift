import Foundation

#if canImport(Glibc)
import Glibc
import SpecimenModel
import SpecimenReading
import SpecimenAudit
import SpecimenSite
#endif

/// Wakes the content watcher when the kernel reports a change in the watched folders (inotify on
/// Linux), so a save is noticed at once rather than at the next poll. It only wakes: what changed
/// is still read from a snapshot, and where it is not available (another system, the watch limit
/// reached) the watcher polls as before.
package final class FolderEvents: @unchecked Sendable {
    #if os(Linux)
    private let descriptor: Int32
    // Registration and draining are serialised; the descriptor itself is only ever read by one
    // `wait` at a time in the server, but a test may share a watcher between tasks.
    private let lock = NSLock()

    package init?() {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
    }

    deinit { close(descriptor) }

    /// Watches `folders` (the watcher's own choice of subfolders). A folder made since the last
    /// call is added; one already watched costs a system call and keeps its watch. False when a
    /// folder could not be watched (the per-user watch limit), and polling must carry the load.
    package func watch(_ folders: [String]) -> Bool {
        let mask = UInt32(IN_CLOSE_WRITE | IN_MODIFY | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_ATTRIB
            | IN_DELETE_SELF | IN_MOVE_SELF)
        return lock.withLock {
            folders.allSatisfy { inotify_add_watch(descriptor, $0, mask) >= 0 || errno == ENOENT }
        }
    }

    /// Returns when an event arrives (true) or `timeout` has passed (false), whichever is
    /// first, having discarded the events read. Blocks a dispatch thread, never a task's.
    package func wait(upTo timeout: Duration) async -> Bool {
        let milliseconds = Int32(clamping: timeout.components.seconds * 1000 + timeout.components.attoseconds / 1_000_000_000_000_000)
        return await withCheckedContinuation { (done: CheckedContinuation<Bool, Never>) in
            DispatchQueue.global().async { [self] in
                var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                let woken = poll(&request, 1, max(milliseconds, 0)) > 0
                if woken { drain() }
                done.resume(returning: woken)
            }
        }
    }

    private func drain() {
        lock.withLock {
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while buffer.withUnsafeMutableBytes({ read(descriptor, $0.baseAddress, $0.count) }) > 0 {}
        }
    }
    #else
    package init?() { nil }
    package func watch(_ folders: [String]) -> Bool { false }
    package func wait(upTo timeout: Duration) async -> Bool { false }
    #endif
}

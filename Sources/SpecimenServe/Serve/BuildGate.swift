import SpecimenAudit
import SpecimenModel
import SpecimenReading
import SpecimenSite
import Synchronization

/// Lets requests wait out a rebuild.
///
/// A build swaps the new site into place with two renames, and for a moment between them the
/// output folder does not exist. A request that finds nothing while a build runs waits for it
/// and looks again, instead of showing a 404 for a page that is about to be there.
package final class BuildGate: Sendable {
    private struct State {
        /// A count, not a flag, so overlapping callers of `SiteServer.rebuild` cannot release early.
        var builds = 0
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Mutex(State())

    package var isBuilding: Bool { state.withLock { $0.builds > 0 } }

    package func begin() {
        state.withLock { $0.builds += 1 }
    }

    package func end() {
        let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.builds -= 1
            guard state.builds == 0 else { return [] }
            defer { state.waiters.removeAll() }
            return state.waiters
        }
        for waiter in waiters { waiter.resume() }
    }

    /// Returns when no build is running.
    package func idle() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let resumeNow = state.withLock { state in
                guard state.builds > 0 else { return true }
                state.waiters.append(continuation)
                return false
            }
            if resumeNow { continuation.resume() }
        }
    }
}

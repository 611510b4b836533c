import ServiceLifecycle
import SpecimenAudit
import SpecimenModel
import SpecimenReading
import SpecimenSite

/// The watch-and-rebuild loop of `specimen serve`, as a service beside the HTTP server so the
/// same signal stops both.
package struct LiveReloadService: Service {
    package let server: SiteServer
    package let baseline: ContentWatcher.Snapshot
    package var keepAliveInterval: Duration = .seconds(15)

    package func run() async throws {
        let server = self.server
        let baseline = self.baseline
        await withGracefulShutdownHandler {
            // Cancellation (the sleep between polls throws) is the normal way out.
            try? await cancelWhenGracefulShutdown { [keepAliveInterval] in
                try await withThrowingTaskGroup(of: Void.self) { group in
                    group.addTask { try await server.watch(from: baseline) }
                    group.addTask {
                        while true {
                            try await Task.sleep(for: keepAliveInterval)
                            server.broadcaster.send(.keepAlive)
                        }
                    }
                    try await group.next()
                    group.cancelAll()
                }
            }
        } onGracefulShutdown: {
            server.stop()
        }
        server.broadcaster.finish()
    }
}

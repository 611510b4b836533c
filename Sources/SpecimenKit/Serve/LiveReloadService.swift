import ServiceLifecycle

/// The watch-and-rebuild loop of `specimen serve`, as a service beside the HTTP server so the
/// same signal stops both.
struct LiveReloadService: Service {
    let server: SiteServer
    let baseline: ContentWatcher.Snapshot

    func run() async throws {
        let server = self.server
        let baseline = self.baseline
        await withGracefulShutdownHandler {
            // Cancellation (the sleep between polls throws) is the normal way out.
            try? await cancelWhenGracefulShutdown {
                try await server.watch(from: baseline)
            }
        } onGracefulShutdown: {
            server.stop()
        }
        server.broadcaster.finish()
    }
}

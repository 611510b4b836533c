import Foundation
import Hummingbird
import Logging
import ServiceLifecycle
import SpecimenAudit
import SpecimenModel
import SpecimenReading
import SpecimenSite
import Synchronization

/// `specimen serve`: builds the site, serves the output folder on loopback, rebuilds when the
/// content or templates change, and tells open pages to reload.
///
/// The files on disk are exactly what `specimen build` writes; the live-reload script exists
/// only in the HTTP responses, added to HTML pages as they are served.
public final class SiteServer: Sendable {
    /// Reserved paths, under a prefix no design-system slug is likely to take.
    public static let reservedPrefix = "/__specimen/"
    public static let eventsPath = "/__specimen/events"
    public static let scriptPath = "/__specimen/live.js"
    /// Where the script lives in the templates folder: outside `assets/`, so builds never copy it.
    public static let scriptFile = "serve/live.js"

    public let options: BuildOptions
    public let host: String
    public let port: Int
    public let fileIO: SpecimenModel.FileIO
    /// Taken around each build, so a `specimen build` of the same output waits its turn.
    public let lock: BuildLock
    public let broadcaster = ReloadBroadcaster()
    public let watcher: ContentWatcher
    /// The live-reload script, read once at start; nil when the templates folder has none.
    public let liveScript: String?
    package let gate = BuildGate()
    /// The templates one rebuild parsed, for the next while they are unchanged.
    package let memo = BuildMemo()
    /// Tells this run of the server from an earlier one, so pages left open across a restart reload.
    package let instance = String(UInt64.random(in: 0...UInt64.max), radix: 36)
    package let generation = Atomic<Int>(0)
    package let stopping = Atomic<Bool>(false)
    package let log: @Sendable (String) -> Void
    package let warn: @Sendable (String) -> Void

    /// - Parameters:
    ///   - log: progress lines (stdout in the command-line tool).
    ///   - warn: build errors and warnings (stderr).
    public init(
        options: BuildOptions,
        host: String = "127.0.0.1",
        port: Int = 8000,
        fileIO: SpecimenModel.FileIO = .local,
        lock: BuildLock = .none,
        pollInterval: Duration = .milliseconds(300),
        log: @escaping @Sendable (String) -> Void = { _ in },
        warn: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.options = options
        self.host = host
        self.port = port
        self.fileIO = fileIO
        self.lock = lock
        // A lone document's folder is a repository's root: only the document and its sidecar
        // are watched there, not the whole tree.
        let inputs = options.document.map { _ in
            [options.contentPath, options.content.appendingPathComponent(ContentScanner.sidecarName)]
        } ?? [options.content]
        self.watcher = ContentWatcher(folders: inputs + [options.templates], interval: pollInterval)
        // The project's script, or the built-in one.
        let script = (try? TemplateFiles.read(options.templates, fileIO: fileIO))?.files.first { $0.path == Self.scriptFile }?.data
        self.liveScript = script.map { String(decoding: $0, as: UTF8.self) }
        self.log = log
        self.warn = warn
    }

    /// Names the site currently on disk: it changes with every successful build.
    public var buildID: String { "\(instance)-\(generation.load(ordering: .relaxed))" }

    /// The tag added to HTML responses. It carries the build the page came from, so a page that
    /// missed a reload (the site was rebuilt while it loaded, or the server restarted) notices
    /// when its event stream connects.
    public var scriptTag: String { "<script src=\"\(Self.scriptPath)\" data-build=\"\(buildID)\"></script>" }

    package var files: StaticFileResponder {
        StaticFileResponder(root: options.output, fileIO: fileIO, htmlInjection: liveScript == nil ? nil : scriptTag)
    }

    package var isStopping: Bool { stopping.load(ordering: .relaxed) }

    /// Asks a running build to stop at its next safe point; the previous site stays in place.
    package func stop() { stopping.store(true, ordering: .relaxed) }

    // MARK: Building

    /// Builds the site once and tells open pages the outcome: `reload` on success, `error` with
    /// the message on failure (the last good site stays on disk and keeps being served).
    /// Returns whether the build succeeded. Builds share one staging folder, so callers run them
    /// one at a time, as the watch loop does.
    @discardableResult
    public func rebuild(verbose: Bool = false) async -> Bool {
        let builder = SiteBuilder(fileIO: fileIO, lock: lock, memo: memo, isCancelled: { [weak self] in self?.isStopping ?? true })
        let options = self.options
        let progress = self.log
        let log: @Sendable (String) -> Void = { line in if verbose { progress(line) } }
        let started = ContinuousClock.now
        gate.begin()
        // The build is synchronous and CPU-bound; on a thread of its own it does not hold up one
        // of the few threads that run every task, so pages keep being served meanwhile.
        let result: Result<BuildState, any Error> = await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(returning: Result { try builder.build(options, log: log) })
            }
        }
        // Before the gate opens, so no page of the new site is served with the old build's id.
        if case .success = result { generation.add(1, ordering: .relaxed) }
        gate.end()
        switch result {
        case .success(let state):
            for diagnostic in state.diagnostics where diagnostic.severity != .note {
                warn(diagnostic.located(in: options.content == "." ? "" : options.content).formatted)
            }
            let pages = state.paths.filter { $0.hasSuffix(".html") }.count
            self.log("Built \(counted(state.rendered.count + state.reused.count, "system")), \(counted(pages, "page")) in \(Self.seconds(since: started)) s")
            broadcaster.send(.reload)
            return true
        case .failure(let error):
            let message = (error as? SpecimenError)?.formatted ?? "error: \(error)"
            warn(message)
            if !isStopping {
                warn("Build failed; still serving the last good site. Fix the error and save to rebuild.")
                broadcaster.send(.buildFailed(message))
            }
            return false
        }
    }

    /// Rebuilds after every settled change under the content and templates folders, until the
    /// task is cancelled.
    package func watch(from baseline: ContentWatcher.Snapshot) async throws {
        var current = baseline
        while !Task.isCancelled {
            current = try await watcher.nextChange(after: current)
            log("Change detected, rebuilding…")
            await rebuild()
        }
    }

    // MARK: Serving

    /// The HTTP application without the watcher: what tests drive directly.
    public func makeApplication(
        onServerRunning: @escaping @Sendable (_ port: Int) async -> Void = { _ in }
    ) -> Application<CallbackResponder<BasicRequestContext>> {
        let responder = CallbackResponder<BasicRequestContext> { [self] request, _ in
            await self.respond(to: request)
        }
        let port = self.port
        return Application(
            responder: responder,
            configuration: ApplicationConfiguration(address: .hostname(host, port: port)),
            onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? port) },
            logger: Self.logger
        )
    }

    package func respond(to request: Request) async -> Response {
        guard request.method == .get || request.method == .head else {
            var response = StaticFileResponder.plain(.methodNotAllowed, "Method not allowed\n", includeBody: true)
            response.headers[.allow] = "GET, HEAD"
            return response
        }
        let includeBody = request.method == .get
        let path = request.uri.path
        if path.hasPrefix(Self.reservedPrefix) {
            switch path {
            case Self.eventsPath:
                guard includeBody else {
                    return Response(status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-cache"])
                }
                return eventStream()
            case Self.scriptPath:
                guard let liveScript else { break }
                let headers: HTTPFields = [.contentType: "text/javascript; charset=utf-8", .cacheControl: "no-cache"]
                return Response(status: .ok, headers: headers, body: includeBody ? ResponseBody(byteBuffer: ByteBuffer(string: liveScript)) : ResponseBody())
            default: break
            }
            return StaticFileResponder.plain(.notFound, "Not found\n", includeBody: includeBody)
        }
        let ifNoneMatch = request.headers[.ifNoneMatch]
        let files = self.files
        var response = files.respond(path: path, query: request.uri.query, ifNoneMatch: ifNoneMatch, includeBody: includeBody)
        if response.status == .notFound, gate.isBuilding {
            await gate.idle()
            response = self.files.respond(path: path, query: request.uri.query, ifNoneMatch: ifNoneMatch, includeBody: includeBody)
        }
        return response
    }

    /// One page's `text/event-stream`: open until the page goes away or the server stops.
    package func eventStream() -> Response {
        let broadcaster = self.broadcaster
        let server = self
        let headers: HTTPFields = [.contentType: "text/event-stream", .cacheControl: "no-cache"]
        return Response(status: .ok, headers: headers, body: ResponseBody { writer in
            let events = broadcaster.subscribe()
            // Reconnect soon after `specimen serve` restarts, not after the browser's default delay.
            try await writer.write(ByteBuffer(string: "retry: 1000\n\n"))
            // Read after subscribing: a build finishing in between still arrives as `reload`.
            try await writer.write(ByteBuffer(string: LiveEvent.connected(build: server.buildID).serverSentEvent))
            for await event in events {
                try await writer.write(ByteBuffer(string: event.serverSentEvent))
            }
            try await writer.finish(nil)
        })
    }

    // MARK: Running

    /// Checks the folders, builds, then serves and watches until SIGINT or SIGTERM (when
    /// `handlesSignals`; otherwise until the task is cancelled). `onListening` receives the URL
    /// once the socket is bound, with the real port when `port` is 0.
    public func run(handlesSignals: Bool = true, onListening: @escaping @Sendable (String) -> Void = { _ in }) async throws {
        try SiteWriter(fileIO: fileIO).checkOutput(options.output, content: options.contentPath)
        // A templates folder that does not exist overrides nothing; the built-in set is used.
        if options.document == nil, !fileIO.isDirectoryFollowingLinks(options.content) {
            throw SpecimenError("content folder does not exist (pass --content DIR)", file: options.content)
        }
        if liveScript == nil {
            warn("\(options.templates.appendingPathComponent(Self.scriptFile)): warning: no live-reload script; pages will not reload by themselves")
        }
        // Taken before the first build, so an edit made while it runs still causes a rebuild.
        let baseline = watcher.snapshot()
        await rebuild(verbose: true)
        let host = self.host.contains(literal: ":") ? "[\(self.host)]" : self.host
        let app = makeApplication { port in onListening("http://\(host):\(port)/") }
        // Services stop in reverse order: the watcher first, which ends every event stream, so
        // the HTTP server's graceful shutdown is not left waiting on responses that never end.
        var configuration = ServiceGroupConfiguration(
            services: [app, LiveReloadService(server: self, baseline: baseline)],
            gracefulShutdownSignals: handlesSignals ? [.sigterm, .sigint] : [],
            logger: Self.logger
        )
        // A client holding a connection open must not keep Ctrl-C from ending the process.
        configuration.maximumGracefulShutdownDuration = .seconds(5)
        let group = ServiceGroup(configuration: configuration)
        do {
            try await group.run()
        } catch let error as SpecimenError {
            throw error
        } catch {
            throw SpecimenError("cannot serve on \(host):\(port): \(error)")
        }
    }

    /// Hummingbird's own logging says little a user of `serve` needs; only its problems show.
    package static let logger: Logger = {
        var logger = Logger(label: "specimen.serve")
        logger.logLevel = .warning
        return logger
    }()

    package static func seconds(since start: ContinuousClock.Instant) -> String {
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return String(format: "%.2f", seconds)
    }
}

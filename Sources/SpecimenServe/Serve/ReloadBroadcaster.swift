import SpecimenAudit
import SpecimenModel
import SpecimenReading
import SpecimenSite
import Synchronization

/// Fans build results out to every open page's event stream.
///
/// The broadcaster remembers a failed build until the next good one, so a page opened (or
/// reloaded) while the site is broken shows the error at once instead of the stale site alone.
public final class ReloadBroadcaster: Sendable {
    private struct State {
        var subscribers: [Int: AsyncStream<LiveEvent>.Continuation] = [:]
        var nextID = 0
        var failure: String?
        var finished = false
    }

    private let state = Mutex(State())

    public init() {}

    /// A stream of events for one page. It starts with the current failure, if any, and ends
    /// when the broadcaster finishes or the page goes away.
    public func subscribe() -> AsyncStream<LiveEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: LiveEvent.self, bufferingPolicy: .bufferingNewest(8))
        let id: Int? = state.withLock { state in
            if let failure = state.failure { continuation.yield(.buildFailed(failure)) }
            guard !state.finished else { return nil }
            let id = state.nextID
            state.nextID += 1
            state.subscribers[id] = continuation
            return id
        }
        guard let id else {
            continuation.finish()
            return stream
        }
        continuation.onTermination = { [weak self] _ in
            self?.state.withLock { _ = $0.subscribers.removeValue(forKey: id) }
        }
        return stream
    }

    public func send(_ event: LiveEvent) {
        let subscribers = state.withLock { state in
            switch event {
            case .reload: state.failure = nil
            case .buildFailed(let message): state.failure = message
            case .connected, .keepAlive: break
            }
            return Array(state.subscribers.values)
        }
        for subscriber in subscribers { subscriber.yield(event) }
    }

    /// Ends every stream. The HTTP server's graceful shutdown waits for open responses, and an
    /// event stream never ends by itself, so this must happen before the server stops.
    public func finish() {
        let subscribers = state.withLock { state in
            state.finished = true
            defer { state.subscribers.removeAll() }
            return Array(state.subscribers.values)
        }
        for subscriber in subscribers { subscriber.finish() }
    }

    public var subscriberCount: Int { state.withLock { $0.subscribers.count } }

    /// The message of the last build if it failed.
    public var failure: String? { state.withLock { $0.failure } }
}

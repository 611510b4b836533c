import Foundation

/// Work started on another thread now and waited for when its result is first needed, so that
/// work nothing else waits on (loading templates, compiling ICU's transliteration rules) fills
/// a core left idle while the stages before it run.
package final class Pending<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchGroup()
    private let lock = NSLock()
    private var result: Result<Value, any Error>?

    package init(_ work: @escaping @Sendable () throws -> Value) {
        done.enter()
        // A thread of its own, not a dispatch queue's: the stages' `concurrentPerform` keeps
        // every pool thread busy, and queued work would wait for the stage to end.
        let thread = Thread { [self] in
            let result = Result { try work() }
            lock.withLock { self.result = result }
            done.leave()
        }
        thread.qualityOfService = .userInitiated
        thread.start()
    }

    /// A value already at hand: no thread, nothing to wait for.
    package init(ready value: Value) {
        result = .success(value)
    }

    /// The result, once the work has finished; the work's error, rethrown.
    package func value() throws -> Value {
        done.wait()
        guard let result = lock.withLock({ result }) else { preconditionFailure("pending work left no result") }
        return try result.get()
    }

    /// The result once the work has finished, or `fallback` if it failed: for work whose failure
    /// leaves a usable answer (no fonts listed, nothing inherited, a name kept as written).
    package func value(or fallback: @autoclosure () -> Value) -> Value {
        (try? value()) ?? fallback()
    }
}

import Foundation

/// Runs synchronous work on a thread of its own and awaits it. Reading a system keeps every
/// core busy (`concurrentPerform`); on Swift's cooperative pool it would leave the server no
/// thread to answer other requests with.
enum OwnThread {
    static func run<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value {
        await withCheckedContinuation { continuation in
            let thread = Thread { continuation.resume(returning: work()) }
            thread.qualityOfService = .userInitiated
            // The readers recurse over deep Markdown trees; the main thread's 8 MiB, not a
            // secondary thread's default 512 KiB.
            thread.stackSize = 8 << 20
            thread.start()
        }
    }
}

import Foundation

/// Rendered files kept in memory, for builds that want the site as values (tests, and the
/// in-memory writer that a streamed build is checked against).
final class CollectedFiles: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [OutputFile] = []

    var files: [OutputFile] { lock.withLock { stored } }

    @Sendable func add(_ file: OutputFile) {
        lock.withLock { stored.append(file) }
    }
}

import Foundation
import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// Rendered files kept in memory, for builds that want the site as values (tests, and the
/// in-memory writer that a streamed build is checked against).
package final class CollectedFiles: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [OutputFile] = []

    package var files: [OutputFile] { lock.withLock { stored } }

    @Sendable package func add(_ file: OutputFile) {
        lock.withLock { stored.append(file) }
    }
}

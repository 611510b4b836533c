import Foundation
import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// Keeps two builds from writing the same output at once. The second build waits for the
/// first (saying so), then builds on top of its result, so the output is never interleaved.
///
/// The lock is an advisory `flock` on `<output>.specimen-lock`, beside the output folder because
/// the folder itself is swapped. The kernel drops the lock if the process dies, so a killed
/// build never leaves a stale lock behind.
public struct BuildLock: Sendable {
    /// Acquires the lock for an output path, reporting through `waiting` if it has to wait;
    /// returns the function that releases it.
    public var acquire: @Sendable (_ output: String, _ waiting: (String) -> Void) throws -> @Sendable () -> Void

    public init(acquire: @escaping @Sendable (String, (String) -> Void) throws -> @Sendable () -> Void) {
        self.acquire = acquire
    }

    public static let none = BuildLock { _, _ in {} }

    public static let local = BuildLock { output, waiting in
        let path = Self.lockPath(for: output)
        let descriptor = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw SpecimenError("cannot create the build lock: \(String(cString: strerror(errno)))", file: path)
        }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK else {
                close(descriptor)
                throw SpecimenError("cannot lock the output: \(String(cString: strerror(errno)))", file: path)
            }
            waiting("another specimen build is writing \(output); waiting for it to finish")
            guard flock(descriptor, LOCK_EX) == 0 else {
                close(descriptor)
                throw SpecimenError("cannot lock the output: \(String(cString: strerror(errno)))", file: path)
            }
        }
        return {
            flock(descriptor, LOCK_UN)
            close(descriptor)
        }
    }

    package static func lockPath(for output: String) -> String { output.siblingPath(".specimen-lock") }
}

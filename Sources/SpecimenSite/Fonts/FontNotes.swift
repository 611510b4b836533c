import SpecimenModel
import Synchronization

/// Notes a font packager made while the site pages were drawn on several threads (a font shipped
/// whole), collected for the build to print with its other diagnostics.
public final class FontNotes: Sendable {
    private let notes = Mutex<[Diagnostic]>([])

    public init() {}

    package func add(_ note: Diagnostic) {
        notes.withLock { $0.append(note) }
    }

    /// The notes so far, in path order (faces are shipped concurrently), emptying the list.
    public func take() -> [Diagnostic] {
        notes.withLock { notes in
            defer { notes = [] }
            return notes.sorted { $0.file < $1.file }
        }
    }
}

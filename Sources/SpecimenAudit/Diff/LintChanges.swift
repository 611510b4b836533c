import SpecimenModel
import SpecimenReading

/// Lint findings the after side has and the before side had not, and the other way round.
public struct LintChanges: Sendable, Hashable, Codable {
    public var added: [LintFinding]
    public var removed: [LintFinding]

    public init(added: [LintFinding] = [], removed: [LintFinding] = []) {
        self.added = added
        self.removed = removed
    }

    public var isEmpty: Bool { added.isEmpty && removed.isEmpty }

    /// New errors regress; new warnings and info never do, as they never fail `specimen lint`.
    public var newErrors: [LintFinding] { added.filter { $0.severity == .error } }
}

import SpecimenModel
import SpecimenReading

/// One run of the audit over one or more systems, at the level a gate checks: what every
/// formatter renders, and the top level of the JSON schema.
public struct AuditRun: Sendable, Hashable, Codable {
    /// Bumped when a field changes meaning or disappears.
    /// 2: colours are written as stated (`hex`) with the measured colour as `composited`.
    public static let currentSchemaVersion = 2

    public var schemaVersion: Int
    public var level: WCAGLevel
    /// False when any used pair fails at `level` or any claim is contradicted.
    public var passed: Bool
    public var systems: [AuditReport]
    public var summary: AuditSummary

    public init(reports: [AuditReport], level: WCAGLevel) {
        self.schemaVersion = Self.currentSchemaVersion
        self.level = level
        self.systems = reports.sorted { $0.system < $1.system }
        self.summary = AuditSummary(reports: reports)
        self.passed = summary.failures(at: level) == 0
    }

    /// The exit status a gate uses: 0 when nothing fails at the level, 1 otherwise.
    public var exitStatus: Int32 { passed ? 0 : 1 }
}

import SpecimenModel
import SpecimenReading

/// A comparison of two sides (documents, content folders or revisions): what every diff
/// formatter renders, and the top level of the JSON schema.
public struct ContentDiff: Sendable, Hashable, Codable {
    /// Bumped when a field changes meaning or disappears.
    public static let currentSchemaVersion = 1

    public struct Side: Sendable, Hashable, Codable {
        /// `Content`, `docs/DESIGN.md`, `origin/main:Content`, or `baseline audit-baseline.json`.
        public var label: String
        /// `folder`, `document`, `revision` or `baseline`.
        public var kind: String

        public init(label: String, kind: String) {
            self.label = label
            self.kind = kind
        }
    }

    public var schemaVersion: Int
    public var before: Side
    public var after: Side
    /// The WCAG level pairs were compared at.
    public var level: WCAGLevel
    /// True when the after side regresses: a new failing pair, contradicted claim or lint error.
    public var regressed: Bool
    /// False when there is nothing to report.
    public var changed: Bool
    public var summary: DiffSummary
    /// Every system of either side that has changes, by slug; unchanged systems are left out.
    public var systems: [SystemDiff]

    public init(before: Side, after: Side, level: WCAGLevel, systems: [SystemDiff]) {
        self.schemaVersion = Self.currentSchemaVersion
        self.before = before
        self.after = after
        self.level = level
        let changed = systems.filter(\.hasChanges).sorted { $0.system < $1.system }
        self.systems = changed
        self.summary = DiffSummary(systems: changed)
        // Failures on both sides are counted in systems with nothing else to report too.
        self.summary.unchangedFailures = systems.reduce(0) { $0 + $1.unchangedFailures }
        self.regressed = changed.contains(where: \.regressed)
        self.changed = !changed.isEmpty
    }

    /// 1 when the after side regresses, else 0, however much changed.
    public var exitStatus: Int32 { regressed ? 1 : 0 }
}

import SpecimenModel
import SpecimenReading

/// One `specimen lint` over one or more documents: what every format renders. Encoded, it is
/// the JSON format: `{"findings": [...], "summary": {"errors", "warnings", "info"}}`.
public struct LintRun: Sendable, Hashable, Codable {
    public struct Summary: Sendable, Hashable, Codable {
        public var errors: Int
        public var warnings: Int
        public var info: Int
    }

    public var findings: [LintFinding]
    public var summary: Summary
    /// How many documents were linted; for the text summary only.
    public var documents: Int

    package enum CodingKeys: String, CodingKey { case findings, summary }

    public init(findings: [LintFinding], documents: Int) {
        self.findings = findings
        self.documents = documents
        self.summary = Summary(
            errors: findings.filter { $0.severity == .error }.count,
            warnings: findings.filter { $0.severity == .warning }.count,
            info: findings.filter { $0.severity == .info }.count)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        findings = try container.decode([LintFinding].self, forKey: .findings)
        summary = try container.decode(Summary.self, forKey: .summary)
        documents = Set(findings.map(\.file)).count
    }

    /// 1 when any finding is an error, else 0: warnings and info never fail the lint.
    public var exitStatus: Int32 { summary.errors > 0 ? 1 : 0 }

    /// "2 errors, 5 warnings, 1 info in 3 documents"
    public var summaryText: String {
        return "\(counted(summary.errors, "error")), \(counted(summary.warnings, "warning")), \(summary.info) info in \(counted(documents, "document"))"
    }
}

import SpecimenModel
import SpecimenReading

/// The run as SARIF 2.1.0, the audit's shape: one rule per lint rule, one result per finding at
/// its line, with the finding's severity as the level.
public struct LintSARIFFormatter: LintReportFormatter {
    /// Prefix that turns a content-relative document path into one relative to the repository
    /// root; documents given by path are used as given.
    public var artifactRoot: String
    public var rules: [any LintRule]

    public init(artifactRoot: String = "", rules: [any LintRule] = Linter.rules) {
        self.artifactRoot = artifactRoot
        self.rules = rules
    }

    package static let specURI = "https://github.com/google-labs-code/design.md/blob/main/docs/spec.md"

    public func format(_ run: LintRun) -> String {
        let sarifRules = rules.map { rule in
            SARIFLog.Rule(
                id: rule.id, name: Self.pascalCase(rule.id), shortDescription: .init(text: rule.summary),
                fullDescription: .init(text: rule.summary), helpUri: Self.specURI,
                defaultConfiguration: .init(level: rule.severity.sarifLevel))
        }
        var seen: [String: Int] = [:]
        let results = run.findings.map { finding in
            // Stable across edits that move lines; light and dark findings of one path differ.
            let identity = "\(finding.file):\(finding.rule):\(finding.path)"
            let occurrence = seen[identity, default: 0]
            seen[identity] = occurrence + 1
            return SARIFLog.Result(
                ruleId: finding.rule, ruleIndex: rules.firstIndex { $0.id == finding.rule } ?? 0,
                level: finding.severity.sarifLevel, message: .init(text: finding.message),
                locations: SARIFLog.location(file: finding.file, line: finding.line, artifactRoot: artifactRoot),
                partialFingerprints: ["specimenLintId": occurrence == 0 ? identity : "\(identity)#\(occurrence + 1)"])
        }
        return SARIFLog(informationUri: Self.specURI, rules: sarifRules, results: results).text
    }

    /// `broken-ref` → `BrokenRef`, `model:invalid-color` → `ModelInvalidColor`: SARIF's rule name.
    package static func pascalCase(_ id: String) -> String {
        id.split(whereSeparator: { $0 == "-" || $0 == ":" || $0 == "_" }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}

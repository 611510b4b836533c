import SpecimenModel
import SpecimenReading

/// The regressions of a comparison as SARIF 2.1.0: new failing pairs, newly contradicted claims
/// and new lint errors only, located at the after side's lines, so a code-scanning service
/// annotates what a pull request broke and nothing it inherited.
public struct DiffSARIFFormatter: DiffReportFormatter {
    /// Prefix that turns the after side's document paths into ones relative to the repository root.
    public var artifactRoot: String

    public init(artifactRoot: String = "Content") {
        self.artifactRoot = artifactRoot
    }

    public func format(_ diff: ContentDiff) -> String {
        let auditRules = AuditSARIFFormatter.rules
        let lintRules = Linter.rules.map { rule in
            SARIFLog.Rule(
                id: rule.id, name: LintSARIFFormatter.pascalCase(rule.id), shortDescription: .init(text: rule.summary),
                fullDescription: .init(text: rule.summary), helpUri: LintSARIFFormatter.specURI,
                defaultConfiguration: .init(level: rule.severity.sarifLevel))
        }
        let rules = auditRules + lintRules
        func index(_ id: String) -> Int { rules.firstIndex { $0.id == id } ?? 0 }
        var results: [SARIFLog.Result] = []
        for system in diff.systems {
            for pair in system.newFailures {
                guard let after = pair.after else { continue }
                let rule = pair.category.isText ? "contrast-text-\(diff.level.rawValue.lowercased())" : "contrast-non-text"
                let was = pair.before.map { " (was \($0.ratioText):1)" } ?? ""
                let text = "New failure: \(after.foreground.name) (\(after.foreground.hex)) on \(after.background.name) (\(after.background.hex)) "
                    + "is \(after.ratioText):1\(was); \(pair.category.label) needs \(pair.needs):1 at \(diff.level.rawValue). \(pair.context)."
                results.append(SARIFLog.Result(
                    ruleId: rule, ruleIndex: index(rule), message: .init(text: text),
                    locations: SARIFLog.location(file: after.source.file, line: after.source.line, artifactRoot: artifactRoot),
                    partialFingerprints: ["specimenPairId": pair.id]))
            }
            for claim in system.newContradictedClaims {
                guard let after = claim.after else { continue }
                results.append(SARIFLog.Result(
                    ruleId: "contrast-claim", ruleIndex: index("contrast-claim"),
                    message: .init(text: "Newly contradicted: the document claims \(claim.claimed) (\"\(claim.text)\"), but \(after.measured)."),
                    locations: SARIFLog.location(file: after.source.file, line: after.source.line, artifactRoot: artifactRoot),
                    partialFingerprints: ["specimenClaim": "\(system.system):\(claim.claimed):\(claim.text)"]))
            }
            for finding in system.lint.newErrors {
                results.append(SARIFLog.Result(
                    ruleId: finding.rule, ruleIndex: index(finding.rule), level: finding.severity.sarifLevel,
                    message: .init(text: finding.message),
                    locations: SARIFLog.location(file: finding.file, line: finding.line, artifactRoot: artifactRoot),
                    partialFingerprints: ["specimenLintId": "\(finding.file):\(finding.rule):\(finding.path)"]))
            }
        }
        return SARIFLog(informationUri: "https://www.w3.org/TR/WCAG22/", rules: rules, results: results).text
    }
}

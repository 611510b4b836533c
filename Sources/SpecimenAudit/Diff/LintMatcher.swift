import SpecimenModel
import SpecimenReading

// Compiled once: a regex literal inside a function is parsed again on every call.
nonisolated(unsafe) private let lineMention = #/\bline \d+/#

/// Matches lint findings across two sides by what they say (rule, severity, path, message),
/// never by line, so an edit above a finding does not make it new. Lines a message mentions
/// ("repeats the section 'Colors' of line 12") are left out of the comparison too.
package struct LintMatcher {
    package struct Key: Hashable {
        package var rule: String
        package var severity: LintSeverity
        package var path: String
        package var message: String

        package init(_ finding: LintFinding) {
            rule = finding.rule
            severity = finding.severity
            path = finding.path
            message = finding.message.replacing(lineMention, with: "line …")
        }
    }

    /// The findings a comparison looks at: not the token summary, whose counts change with
    /// every token added or removed, which the report already lists one by one.
    package static func compared(_ findings: [LintFinding]) -> [LintFinding] {
        findings.filter { $0.rule != TokenSummaryRule().id }
    }

    package static func compare(before: [LintFinding], after: [LintFinding]) -> LintChanges {
        var remaining = compared(before).map { (key: Key($0), finding: $0) }
        var added: [LintFinding] = []
        for finding in compared(after) {
            let key = Key(finding)
            if let index = remaining.firstIndex(where: { $0.key == key }) {
                remaining.remove(at: index)
            } else {
                added.append(finding)
            }
        }
        return LintChanges(added: added, removed: remaining.map(\.finding))
    }
}

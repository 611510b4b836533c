/// Matches lint findings across two sides by what they say (rule, severity, path, message),
/// never by line, so an edit above a finding does not make it new.
struct LintMatcher {
    struct Key: Hashable {
        var rule: String
        var severity: LintSeverity
        var path: String
        var message: String

        init(_ finding: LintFinding) {
            rule = finding.rule
            severity = finding.severity
            path = finding.path
            message = finding.message
        }
    }

    static func compare(before: [LintFinding], after: [LintFinding]) -> LintChanges {
        var remaining = before
        var added: [LintFinding] = []
        for finding in after {
            if let index = remaining.firstIndex(where: { Key($0) == Key(finding) }) {
                remaining.remove(at: index)
            } else {
                added.append(finding)
            }
        }
        return LintChanges(added: added, removed: remaining)
    }
}

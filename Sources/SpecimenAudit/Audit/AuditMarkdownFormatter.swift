import Foundation
import SpecimenModel
import SpecimenReading

/// The audit as Markdown for a pull-request comment: a summary table, then the failures and
/// contradicted claims of each system (the first few; the full list is in the other formats).
public struct AuditMarkdownFormatter: AuditReportFormatter {
    public var failureLimit: Int

    public init(failureLimit: Int = 15) {
        self.failureLimit = failureLimit
    }

    public func format(_ run: AuditRun) -> String {
        let level = run.level
        var out: [String] = []
        out.append("## Contrast audit (WCAG \(level.rawValue)): \(run.passed ? "passed" : "failed")")
        out.append("")
        out.append("| System | Pairs | Failing AA | Failing AAA | Exempt | Claims contradicted | Result |")
        out.append("|---|---:|---:|---:|---:|---:|---|")
        for report in run.systems {
            let summary = report.summary
            let result = summary.failures(at: level) == 0 ? "pass" : "**fail**"
            out.append("| \(cell(report.name)) (`\(report.system)`) | \(summary.pairs) | \(summary.aa.failingPairs) | \(summary.aaa.failingPairs) | \(summary.exemptPairs) | \(summary.contradictedClaims) of \(summary.claims) | \(result) |")
        }
        let total = run.summary
        out.append("| **All** | \(total.pairs) | \(total.aa.failingPairs) | \(total.aaa.failingPairs) | \(total.exemptPairs) | \(total.contradictedClaims) of \(total.claims) | \(run.passed ? "pass" : "**fail**") |")
        for report in run.systems {
            let failing = report.failingPairs(at: level)
            let claims = report.contradictedClaims
            guard !failing.isEmpty || !claims.isEmpty else { continue }
            out.append("")
            out.append("### \(cell(report.name))")
            if !failing.isEmpty {
                out.append("")
                out.append("| Ratio | Needs | Foreground | Background | Where | Source |")
                out.append("|---:|---:|---|---|---|---|")
                for pair in failing.prefix(failureLimit) {
                    let needs = ContrastRatio(pair.verdicts[level].minimum).formatted
                    out.append("| \(pair.ratioText):1 | \(needs):1 | `\(pair.foreground.hex)` \(cell(pair.foreground.name)) | `\(pair.background.hex)` \(cell(pair.background.name)) | \(cell(pair.context.summary(namingAppearance: report.backgrounds.count > 1))) | `\(pair.source.location)` |")
                }
                if failing.count > failureLimit { out.append("") ; out.append("…and \(failing.count - failureLimit) more failing pairs.") }
            }
            if !claims.isEmpty {
                out.append("")
                out.append("Contradicted claims:")
                out.append("")
                for claim in claims {
                    out.append("- `\(claim.source.location)` “\(cell(claim.text))”: claimed \(claim.claimed.text); \(cell(claim.measured.text))")
                }
            }
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// Table cells cannot hold pipes or line breaks, and must not open HTML.
    private func cell(_ text: String) -> String {
        text.replacing(literal: "|", with: "\\|").replacing(literal: "\n", with: " ")
            .replacing(literal: "<", with: "&lt;")
    }
}

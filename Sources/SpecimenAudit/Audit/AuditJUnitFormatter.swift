import SpecimenModel
import SpecimenReading

/// The audit as JUnit XML, which every CI system can show: one test suite per system with one
/// test case per used pair (exempt pairs are skipped), and one suite per system for its claims.
public struct AuditJUnitFormatter: AuditReportFormatter {
    public init() {}

    public func format(_ run: AuditRun) -> String {
        let level = run.level
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
        let total = run.systems.reduce(0) { $0 + $1.pairs.count + $1.claims.count }
        lines.append("<testsuites name=\"specimen audit \(level.rawValue)\" tests=\"\(total)\" failures=\"\(run.summary.failures(at: level))\">")
        for report in run.systems {
            let failures = report.failingPairs(at: level).count
            let skipped = report.pairs.filter { $0.exemption != nil }.count
            lines.append("  <testsuite name=\"\(Self.escape(report.system))\" tests=\"\(report.pairs.count)\" failures=\"\(failures)\" skipped=\"\(skipped)\">")
            for pair in report.pairs {
                let open = "    <testcase classname=\"specimen.audit.\(Self.escape(report.system))\" name=\"\(Self.escape(pair.id))\" file=\"\(Self.escape(pair.source.file))\" line=\"\(pair.source.line)\""
                let verdict = pair.verdicts[level]
                if let exemption = pair.exemption {
                    lines.append(open + ">")
                    lines.append("      <skipped message=\"\(Self.escape(exemption))\"/>")
                    lines.append("    </testcase>")
                } else if !verdict.passes {
                    let message = "\(pair.ratioText):1 is below \(ContrastRatio(verdict.minimum).formatted):1 for \(pair.category.label) (WCAG \(verdict.criterion), \(level.rawValue))"
                    let fix = pair.suggestions.first { $0.level == level } ?? pair.suggestions.first
                    var body = "\(pair.description)\nforeground \(pair.foreground.hex), background \(pair.background.hex)\nat \(pair.source.location)"
                    for change in fix?.fixes ?? [] { body += "\nnearest passing \(change.changes): \(change.hex) (\(change.ratioText)):1" }
                    if let match = fix?.palette.first { body += "\nnearest passing token: \(match.name) \(match.hex)" }
                    lines.append(open + ">")
                    lines.append("      <failure message=\"\(Self.escape(message))\" type=\"\(AuditSARIFFormatter.ruleID(for: pair, level: level))\">\(Self.escape(body))</failure>")
                    lines.append("    </testcase>")
                } else {
                    lines.append(open + "/>")
                }
            }
            lines.append("  </testsuite>")
            if !report.claims.isEmpty {
                let contradicted = report.contradictedClaims.count
                lines.append("  <testsuite name=\"\(Self.escape(report.system)).claims\" tests=\"\(report.claims.count)\" failures=\"\(contradicted)\">")
                for claim in report.claims {
                    let open = "    <testcase classname=\"specimen.audit.\(Self.escape(report.system)).claims\" name=\"\(Self.escape("line \(claim.source.line): \(claim.text)"))\" file=\"\(Self.escape(claim.source.file))\" line=\"\(claim.source.line)\""
                    if claim.holds {
                        lines.append(open + "/>")
                    } else {
                        lines.append(open + ">")
                        lines.append("      <failure message=\"\(Self.escape("claimed \(claim.claimed.text); measured \(claim.measured.text)"))\" type=\"contrast-claim\">\(Self.escape(claim.measured.failingPairs.joined(separator: "\n")))</failure>")
                        lines.append("    </testcase>")
                    }
                }
                lines.append("  </testsuite>")
            }
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Escapes for attribute values and text alike, and drops the control characters XML 1.0
    /// cannot carry at all.
    package static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\t": out += "&#9;"
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

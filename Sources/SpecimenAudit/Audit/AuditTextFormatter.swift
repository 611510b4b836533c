import SpecimenModel
import SpecimenReading

/// The audit as an aligned terminal table: one row per used pair, then the claims, the
/// colour-vision findings and a summary. ANSI colour is a parameter; the command turns it on only
/// for a terminal without NO_COLOR.
public struct AuditTextFormatter: AuditReportFormatter {
    public var color: Bool

    public init(color: Bool) {
        self.color = color
    }

    package enum Tint: String {
        case red = "31", green = "32", yellow = "33", dim = "2", bold = "1"
    }

    package func paint(_ text: String, _ tint: Tint) -> String {
        color ? "\u{1B}[\(tint.rawValue)m\(text)\u{1B}[0m" : text
    }

    public func format(_ run: AuditRun) -> String {
        var out: [String] = []
        for report in run.systems {
            out.append(paint("\(report.name) (\(report.system)) — \(report.document)", .bold))
            // One appearance is no mode: its page may be dark, so it is not called light.
            let namesAppearances = report.backgrounds.count > 1
            for background in report.backgrounds {
                let mode = namesAppearances ? " (\(background.mode.rawValue))" : ""
                out.append("  background\(mode): \(background.name) \(background.colors.joined(separator: " → "))")
            }
            let header = ["RESULT", "RATIO", "NEEDS", "FOREGROUND", "BACKGROUND", "CATEGORY", "WHERE", "SOURCE"]
            let rows: [(cells: [String], tint: Tint)] = report.pairs.map { pair in
                let verdict = pair.verdicts[run.level]
                let result = pair.exemption != nil ? "EXEMPT" : (verdict.passes ? "PASS" : "FAIL")
                let tint: Tint = pair.exemption != nil ? .yellow : (verdict.passes ? .green : .red)
                return ([
                    result, pair.ratioText + ":1", ContrastRatio(verdict.minimum).formatted + ":1",
                    "\(pair.foreground.hex) \(pair.foreground.name)", "\(pair.background.hex) \(pair.background.name)",
                    pair.category.label, pair.context.summary(namingAppearance: namesAppearances), pair.source.location,
                ], tint)
            }
            out += table(header: header, rows: rows)
            if !report.skipped.isEmpty {
                out.append("")
                out.append(paint("  Not measured", .bold))
                let skippedRows: [(cells: [String], tint: Tint)] = report.skipped.map { skipped in
                    (["SKIPPED", skipped.context.summary(namingAppearance: namesAppearances), skipped.source.location, skipped.reason], .yellow)
                }
                out += table(header: ["RESULT", "WHERE", "SOURCE", "REASON"], rows: skippedRows)
            }
            if !report.claims.isEmpty {
                out.append("")
                out.append(paint("  Claims", .bold))
                let claimRows: [(cells: [String], tint: Tint)] = report.claims.map { claim in
                    let result = claim.holds ? (claim.verifiable ? "HOLDS" : "UNCHECKED") : "CONTRADICTED"
                    return ([result, claim.claimed.text, claim.measured.text, claim.source.location, claim.text],
                            claim.holds ? (claim.verifiable ? .green : .yellow) : .red)
                }
                out += table(header: ["RESULT", "CLAIMED", "MEASURED", "SOURCE", "TEXT"], rows: claimRows)
            }
            for finding in report.colorVision where !finding.confusions.isEmpty {
                let pairs = finding.confusions.map { "\($0.first)/\($0.second) (\($0.deficiency.rawValue))" }.joined(separator: ", ")
                let cue = finding.nonColorCue.map { "text/icon cue at \($0.source.location)" } ?? "no text or icon cue stated"
                out.append(paint("  colour vision: \(finding.set): \(pairs); \(cue)", finding.isRisk ? .yellow : .dim))
            }
            out.append("")
        }
        let summary = run.summary
        let counts = summary[run.level]
        let line = "\(summary.systems) systems, \(summary.pairs) pairs: \(counts.failingPairs) failing \(run.level.rawValue), "
            + "\(summary.exemptPairs) exempt; \(summary.contradictedClaims) of \(summary.claims) claims contradicted; "
            + "\(summary.paletteCombinations) palette combinations (informative)"
        out.append(paint(line, run.passed ? .green : .red))
        return out.joined(separator: "\n") + "\n"
    }

    /// Columns padded to the widest cell by display width; colour codes are added after padding
    /// so they never shift the columns.
    package func table(header: [String], rows: [(cells: [String], tint: Tint)]) -> [String] {
        var widths = header.map { DisplayWidth.of($0) }
        for row in rows {
            for (index, cell) in row.cells.enumerated() where index < widths.count {
                widths[index] = max(widths[index], DisplayWidth.of(cell))
            }
        }
        func render(_ cells: [String], tint: Tint?) -> String {
            let padded = cells.enumerated().map { index, cell in
                index == cells.count - 1 ? cell : cell + String(repeating: " ", count: widths[index] - DisplayWidth.of(cell))
            }
            var first = padded[0]
            if let tint { first = paint(first, tint) }
            return "  " + ([first] + padded.dropFirst()).joined(separator: "  ")
        }
        return [render(header, tint: nil)] + rows.map { render($0.cells, tint: $0.tint) }
    }
}

import SpecimenModel
import SpecimenReading

/// The comparison as aligned terminal tables, one block per system, then a summary line. ANSI
/// colour is a parameter; the command turns it on only for a terminal without NO_COLOR.
public struct DiffTextFormatter: DiffReportFormatter {
    public var color: Bool

    public init(color: Bool) {
        self.color = color
    }

    package enum Tint: String {
        case red = "31", green = "32", yellow = "33", dim = "2", bold = "1"
    }

    package func paint(_ text: String, _ tint: Tint?) -> String {
        guard color, let tint else { return text }
        return "\u{1B}[\(tint.rawValue)m\(text)\u{1B}[0m"
    }

    public func format(_ diff: ContentDiff) -> String {
        var out: [String] = []
        let isBaseline = diff.before.kind == "baseline"
        out.append(paint("\(isBaseline ? "baseline " : "")\(diff.before.label) → \(diff.after.label) (WCAG \(diff.level.rawValue))", .bold))
        let carried = diff.summary.unchangedFailures
        guard diff.changed else {
            var line = "no changes"
            if carried > 0 {
                line += isBaseline ? "; \(carried) failures, all in the baseline" : "; \(carried) failures on both sides, none new"
            }
            out.append(line)
            return out.joined(separator: "\n") + "\n"
        }
        for system in diff.systems {
            out.append("")
            out += block(system, level: diff.level)
        }
        out.append("")
        out.append(paint(summaryLine(diff), diff.regressed ? .red : .green))
        if isBaseline, diff.summary.fixedFailures > 0 {
            out.append("\(diff.summary.fixedFailures) failures in the baseline are fixed: tighten it with `specimen audit --write-baseline \(diff.before.label)`.")
        }
        return out.joined(separator: "\n") + "\n"
    }

    package func block(_ system: SystemDiff, level: WCAGLevel) -> [String] {
        var out: [String] = []
        let document = system.documentAfter ?? system.documentBefore ?? ""
        out.append(paint("\(system.name) (\(system.system)): \(system.status.rawValue)", .bold) + " — \(document)")
        if system.status == .removed { return out }
        if !system.tokens.isEmpty {
            out.append("  Tokens")
            let rows = system.tokens.map { token -> (cells: [String], tint: Tint?) in
                ([token.change.rawValue, token.displayName, token.mode?.rawValue ?? "-", token.kind,
                  token.before?.value ?? "", token.after?.value ?? "", SourceReference.lineChange(token.before?.source, token.after?.source)],
                 tint(token.change))
            }
            out += table(header: ["CHANGE", "NAME", "MODE", "KIND", "BEFORE", "AFTER", "LINE"], rows: rows)
        }
        if !system.components.isEmpty {
            out.append("  Components")
            var rows: [(cells: [String], tint: Tint?)] = []
            for component in system.components {
                var kind = component.kind.rawValue
                if let previous = component.previousKind { kind = "\(previous.rawValue) → \(kind)" }
                rows.append(([component.change.rawValue, component.name, kind, "", "", SourceReference.lineChange(component.before, component.after)], tint(component.change)))
                for property in component.properties {
                    rows.append(([" " + property.change.rawValue, "  " + property.location, "", property.before?.text ?? "",
                                  property.after?.text ?? "", SourceReference.lineChange(property.before?.source, property.after?.source)], nil))
                }
            }
            out += table(header: ["CHANGE", "COMPONENT", "KIND", "BEFORE", "AFTER", "LINE"], rows: rows)
        }
        if !system.newFailures.isEmpty {
            out.append(paint("  New failures at \(level.rawValue)", .red))
            out += pairTable(system.newFailures, tint: .red)
        }
        if !system.fixedFailures.isEmpty {
            out.append(paint("  Fixed", .green))
            out += pairTable(system.fixedFailures, tint: .green)
        }
        if !system.newContradictedClaims.isEmpty {
            out.append(paint("  Claims newly contradicted", .red))
            out += claimTable(system.newContradictedClaims, after: true)
        }
        if !system.resolvedClaims.isEmpty {
            out.append(paint("  Claims no longer contradicted", .green))
            out += claimTable(system.resolvedClaims, after: false)
        }
        if !system.lint.isEmpty {
            out.append("  Lint")
            for finding in system.lint.added {
                out.append("  " + paint("+ ", finding.severity == .error ? .red : .yellow) + finding.formatted)
            }
            for finding in system.lint.removed {
                out.append("  " + paint("- ", .green) + finding.formatted)
            }
        }
        return out
    }

    package func pairTable(_ pairs: [PairChange], tint: Tint) -> [String] {
        let rows = pairs.map { pair -> (cells: [String], tint: Tint?) in
            let shown = pair.shown
            return ([pair.ratioChange, pair.needs + ":1", "\(shown.foreground.hex) \(shown.foreground.name)",
                     "\(shown.background.hex) \(shown.background.name)", pair.context, shown.source.location], tint)
        }
        return table(header: ["RATIO", "NEEDS", "FOREGROUND", "BACKGROUND", "WHERE", "SOURCE"], rows: rows)
    }

    package func claimTable(_ claims: [ClaimChange], after: Bool) -> [String] {
        let rows = claims.map { claim -> (cells: [String], tint: Tint?) in
            let check = (after ? claim.after : claim.before) ?? claim.after ?? claim.before
            let measured = after ? (claim.after?.measured ?? "") : (claim.after.map { $0.measured } ?? "claim removed")
            return ([claim.claimed, measured, check?.source.location ?? "", claim.text], nil)
        }
        return table(header: ["CLAIMED", "MEASURED", "SOURCE", "TEXT"], rows: rows)
    }

    package func tint(_ change: ChangeKind) -> Tint? {
        switch change {
        case .added: .green
        case .removed: .red
        case .modified, .renamed: .yellow
        }
    }

    /// Every count that is not zero, and the pairs always: "pairs: 1 newly failing, 0 fixed…".
    package func summaryLine(_ diff: ContentDiff) -> String {
        let s = diff.summary
        var parts: [String] = []
        if s.systemsChanged + s.systemsAdded + s.systemsRemoved > 0 {
            parts.append("systems: \(s.systemsChanged) changed, \(s.systemsAdded) added, \(s.systemsRemoved) removed")
        }
        if s.tokensModified + s.tokensRenamed + s.tokensAdded + s.tokensRemoved > 0 {
            parts.append("tokens: \(s.tokensModified) modified, \(s.tokensRenamed) renamed, \(s.tokensAdded) added, \(s.tokensRemoved) removed")
        }
        if s.componentsModified + s.componentsAdded + s.componentsRemoved > 0 {
            parts.append("components: \(s.componentsModified) modified, \(s.componentsAdded) added, \(s.componentsRemoved) removed")
        }
        parts.append("pairs: \(s.newFailures) newly failing, \(s.fixedFailures) fixed, \(s.unchangedFailures) failing on both sides")
        if s.newContradictedClaims + s.resolvedClaims > 0 {
            parts.append("claims: \(s.newContradictedClaims) newly contradicted, \(s.resolvedClaims) no longer contradicted")
        }
        if s.lintAdded + s.lintRemoved > 0 {
            parts.append("lint: \(s.lintAdded) added (\(s.newLintErrors) errors), \(s.lintRemoved) removed")
        }
        return parts.joined(separator: "; ") + ". " + (diff.regressed ? "Regressed." : "No regressions.")
    }

    /// Columns padded to the widest cell by display width; colour codes are added after padding
    /// so they never shift the columns, and no line ends in spaces.
    package func table(header: [String], rows: [(cells: [String], tint: Tint?)]) -> [String] {
        var widths = header.map { DisplayWidth.of($0) }
        for row in rows {
            for (index, cell) in row.cells.enumerated() where index < widths.count {
                widths[index] = max(widths[index], DisplayWidth.of(cell))
            }
        }
        func render(_ cells: [String], tint: Tint?) -> String {
            var padded = cells.enumerated().map { index, cell in
                index == cells.count - 1 ? cell : cell + String(repeating: " ", count: widths[index] - DisplayWidth.of(cell))
            }
            padded[0] = paint(padded[0], tint)
            var line = "    " + padded.joined(separator: "  ")
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
        return [render(header, tint: nil)] + rows.map { render($0.cells.map(ExportText.singleLine), tint: $0.tint) }
    }
}

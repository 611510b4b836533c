import SpecimenModel
import SpecimenReading

/// The comparison as Markdown for a pull-request comment: a verdict, a table of systems, then
/// per system the new failures with their ratios, the changed tokens and components, claims and
/// lint findings.
///
/// Colour chips: GitHub strips inline styles, `<span>`s with colour and data URIs from comments,
/// and images would need a network. What it does keep is its own rendering of a colour written
/// alone in a code span: in issues, pull requests and discussions, `` `#1F6FEB` `` (HEX, `rgb()`
/// or `hsl()`) is drawn with a small swatch of that colour beside it ("Supported color models",
/// GitHub Docs, basic writing and formatting syntax). So every colour is a code span holding
/// exactly `#RRGGBB`: a chip on GitHub, and still the exact value in any other Markdown viewer
/// or in a terminal. A translucent colour is chipped by its opaque part, with its alpha written out.
/// No HTML is emitted at all.
public struct DiffMarkdownFormatter: DiffReportFormatter {
    /// Longer lists are cut, with a count of the rest: comments have a size limit and reviewers
    /// have patience limits. The JSON has everything.
    public var rowLimit: Int

    public init(rowLimit: Int = 40) {
        self.rowLimit = rowLimit
    }

    public func format(_ diff: ContentDiff) -> String {
        var out: [String] = []
        if diff.before.kind == "baseline" {
            out.append("## Contrast audit of \(code(diff.after.label, inTable: false)) against the baseline \(code(diff.before.label, inTable: false))")
        } else {
            out.append("## Design system changes: \(code(diff.before.label, inTable: false)) → \(code(diff.after.label, inTable: false))")
        }
        out.append("")
        guard diff.changed else {
            out.append("No changes.")
            return out.joined(separator: "\n") + "\n"
        }
        let s = diff.summary
        if diff.regressed {
            var what: [String] = []
            if s.newFailures > 0 { what.append(count(s.newFailures, "new failing contrast pair")) }
            if s.newContradictedClaims > 0 { what.append(count(s.newContradictedClaims, "newly contradicted claim")) }
            if s.newLintErrors > 0 { what.append(count(s.newLintErrors, "new lint error")) }
            out.append("**Regression** at WCAG \(diff.level.rawValue): \(what.joined(separator: ", ")).")
        } else {
            out.append("No regressions at WCAG \(diff.level.rawValue).")
        }
        out.append("")
        out.append("| System | Status | Tokens | Components | New failures | Fixed | Claims newly contradicted | Lint |")
        out.append("|---|---|---|---|---:|---:|---:|---|")
        for system in diff.systems {
            let newFailures = system.newFailures.isEmpty ? "0" : "**\(system.newFailures.count)**"
            let claims = system.newContradictedClaims.isEmpty ? "0" : "**\(system.newContradictedClaims.count)**"
            out.append("| \(cell(system.name)) (\(code(system.system))) | \(system.status.rawValue) | \(tally(system.tokens.map(\.change))) | \(tally(system.components.map(\.change))) | \(newFailures) | \(system.fixedFailures.count) | \(claims) | +\(system.lint.added.count) −\(system.lint.removed.count) |")
        }
        for system in diff.systems where system.status != .removed {
            out += section(system, level: diff.level)
        }
        return out.joined(separator: "\n") + "\n"
    }

    package func section(_ system: SystemDiff, level: WCAGLevel) -> [String] {
        var out = ["", "### \(cell(system.name))"]
        if !system.newFailures.isEmpty {
            out += ["", "**New failures at \(level.rawValue)**", ""]
            out += pairTable(system.newFailures)
        }
        if !system.fixedFailures.isEmpty {
            out += ["", "**Fixed**", ""]
            out += pairTable(system.fixedFailures)
        }
        if !system.newContradictedClaims.isEmpty {
            out += ["", "**Claims newly contradicted**", ""]
            for claim in system.newContradictedClaims.prefix(rowLimit) {
                let location = claim.after.map { " (\(code($0.source.location, inTable: false)))" } ?? ""
                out.append("- “\(inline(claim.text))”\(location): claims \(inline(claim.claimed)); \(inline(claim.after?.measured ?? ""))")
            }
            out += more(system.newContradictedClaims.count, "claims")
        }
        if !system.resolvedClaims.isEmpty {
            out += ["", "**Claims no longer contradicted**", ""]
            for claim in system.resolvedClaims.prefix(rowLimit) {
                let now = claim.after.map { "now \(inline($0.measured))" } ?? "the claim is gone"
                out.append("- “\(inline(claim.text))”: claims \(inline(claim.claimed)); \(now)")
            }
            out += more(system.resolvedClaims.count, "claims")
        }
        if !system.tokens.isEmpty {
            out += ["", "**Tokens**", "", "| Change | Token | Mode | Before | After | Line |", "|---|---|---|---|---|---|"]
            for token in system.tokens.prefix(rowLimit) {
                out.append("| \(token.change.rawValue) | \(cell(token.displayName)) | \(token.mode?.rawValue ?? "") | \(value(token.before)) | \(value(token.after)) | \(SourceReference.lineChange(token.before?.source, token.after?.source)) |")
            }
            out += more(system.tokens.count, "tokens")
        }
        if !system.components.isEmpty {
            out += ["", "**Components**", "", "| Change | Component | Property | Before | After | Line |", "|---|---|---|---|---|---|"]
            var rows: [String] = []
            for component in system.components {
                var kind = component.kind.rawValue
                if let previous = component.previousKind { kind = "\(previous.rawValue) → \(kind)" }
                if component.properties.isEmpty {
                    rows.append("| \(component.change.rawValue) | \(cell(component.name)) (\(kind)) | | | | \(SourceReference.lineChange(component.before, component.after)) |")
                }
                for property in component.properties {
                    rows.append("| \(property.change.rawValue) | \(cell(component.name)) | \(cell(property.location)) | \(value(property.before)) | \(value(property.after)) | \(SourceReference.lineChange(property.before?.source, property.after?.source)) |")
                }
            }
            out += rows.prefix(rowLimit)
            out += more(rows.count, "component changes")
        }
        if !system.lint.isEmpty {
            out += ["", "**Lint**", ""]
            let findings = system.lint.added.map { ("added", $0) } + system.lint.removed.map { ("removed", $0) }
            for (change, finding) in findings.prefix(rowLimit) {
                out.append("- \(change) \(finding.severity == .error ? "**error**" : finding.severity.rawValue) \(code(finding.rule, inTable: false)) \(code(finding.file + ":" + String(finding.line), inTable: false)): \(inline(finding.message))")
            }
            out += more(findings.count, "findings")
        }
        return out
    }

    package func pairTable(_ pairs: [PairChange]) -> [String] {
        var out = ["| Ratio | Needs | Foreground | Background | Where | Source |", "|---|---:|---|---|---|---|"]
        for pair in pairs.prefix(rowLimit) {
            let shown = pair.shown
            out.append("| \(cell(pair.ratioChange)) | \(pair.needs):1 | \(chip(shown.foreground)) | \(chip(shown.background)) | \(cell(pair.context)) | \(code(shown.source.location)) |")
        }
        return out + more(pairs.count, "pairs")
    }

    package func more(_ total: Int, _ noun: String) -> [String] {
        total > rowLimit ? ["", "…and \(total - rowLimit) more \(noun) (the JSON format lists all)."] : []
    }

    /// A colour as GitHub draws a chip for it: `#RRGGBB` alone in a code span, then its name.
    package func chip(_ color: AuditColor) -> String {
        var text = code(String(color.hex.prefix(7)))
        if let declared = color.declared { text += " (\(code(declared)) composited)" }
        return text + " " + cell(color.name)
    }

    package func value(_ definition: TokenChange.Definition?) -> String {
        guard let definition else { return "" }
        return swatch(definition.value, color: definition.color)
    }

    package func value(_ property: PropertyChange.Value?) -> String {
        guard let property else { return "" }
        return swatch(property.text, color: property.color)
    }

    /// A value with its chip: the value itself when it is exactly `#RRGGBB`, else the chip then the value.
    package func swatch(_ text: String, color: String?) -> String {
        guard let color else { return code(text) }
        return text == color ? code(color) : "\(code(color)) \(code(text))"
    }

    package func tally(_ changes: [ChangeKind]) -> String {
        guard !changes.isEmpty else { return "" }
        return ChangeKind.allCases.compactMap { kind in
            let n = changes.filter { $0 == kind }.count
            return n == 0 ? nil : "\(n) \(kind.rawValue)"
        }.joined(separator: ", ")
    }

    package func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

    /// A code span that survives any backticks in the text; in a table cell, pipes are escaped
    /// (GFM unescapes them there, even inside code), elsewhere a backslash would show.
    package func code(_ text: String, inTable: Bool = true) -> String {
        var flat = ExportText.singleLine(text)
        if inTable { flat = flat.replacing(literal: "|", with: "\\|") }
        var longest = 0
        var run = 0
        for character in flat {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let pad = flat.hasPrefix("`") || flat.hasSuffix("`") ? " " : ""
        return fence + pad + flat + pad + fence
    }

    /// Document text in a table cell: no pipes, no line breaks, and nothing that opens HTML or
    /// emphasis by accident.
    package func cell(_ text: String) -> String {
        inline(text).replacing(literal: "|", with: "\\|")
    }

    package func inline(_ text: String) -> String {
        var out = ""
        for character in ExportText.singleLine(text) {
            if "\\`*_[]<>#!~".contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }
}

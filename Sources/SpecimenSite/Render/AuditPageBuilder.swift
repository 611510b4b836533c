import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// Builds a system's audit page from its `AuditReport`.
package struct AuditPageBuilder {
    package var system: AnalyzedSystem
    package var report: AuditReport
    package var linker: SourceLinker

    package func source(_ reference: SourceReference) -> SourceView {
        let origin: Provenance.Origin = reference.file == system.source.displayPath ? .document : .sidecar
        return linker.view(Provenance(file: reference.file, line: reference.line, excerpt: "", origin: origin), prefix: "../")
    }

    package static func css(_ hex: String) -> String {
        RGBAColor(css: hex)?.css ?? "transparent"
    }

    package func build(sidebar: SidebarView) -> AuditPageView {
        let pairs = report.pairs.map(pair)
        let colors = paletteColors()
        return AuditPageView(
            systemName: system.name, sidebar: sidebar,
            pairCount: report.pairs.count,
            failingAA: report.failingPairs(at: .aa).count, failingAAA: report.failingPairs(at: .aaa).count,
            claimCount: report.claims.count, contradicted: report.contradictedClaims.count,
            visionRisks: report.colorVision.filter(\.isRisk).count,
            anyFailingAA: !report.failingPairs(at: .aa).isEmpty, anyContradicted: !report.contradictedClaims.isEmpty,
            anyPairs: !report.pairs.isEmpty,
            // One appearance is no mode: its page may be dark ("Tema Oscuro" alone), so it is not called Light.
            backgrounds: report.backgrounds.map { background in
                let mode = report.backgrounds.count > 1 ? "\(background.mode.rawValue.capitalized): " : ""
                return "\(mode)\(background.name) (\(background.colors.joined(separator: " → ")))"
            },
            claims: report.claims.map(claim),
            failing: pairs.filter { !$0.passesAA && $0.exempt == nil },
            passing: pairs.filter { $0.passesAA || $0.exempt != nil },
            skipped: report.skipped.map { SkippedPairView(context: $0.context.summary(namingAppearance: namesAppearances), reason: $0.reason, source: source($0.source)) },
            vision: report.colorVision.map(vision),
            paletteNames: colors.map(\.name),
            palette: paletteRows(colors), hasPalette: colors.count > 1,
            paletteLimit: report.paletteColors.map { "The palette has \($0) colours; the matrix compares the first \(PaletteContrast.colorLimit)." })
    }

    /// One appearance is no mode: its page may be dark, so no row calls it light.
    private var namesAppearances: Bool { report.backgrounds.count > 1 }

    private func pair(_ pair: ContrastPair) -> PairView {
        let size = pair.context.textSize ?? 16
        let weight = pair.context.textWeight ?? 400
        return PairView(
            fails: !pair.verdicts.aa.passes && pair.exemption == nil,
            passesAA: pair.verdicts.aa.passes, passesAAA: pair.verdicts.aaa.passes, exempt: pair.exemption,
            ratioText: pair.ratioText, category: pair.category.label,
            foreground: pair.foreground.hex, foregroundName: pair.foreground.name,
            background: pair.background.hex, backgroundName: pair.background.name,
            context: pair.context.summary(namingAppearance: namesAppearances), origin: pair.origin.rawValue.replacing(literal: "-", with: " "),
            gradientNote: pair.gradient.map {
                "Over the gradient: worst \($0.worstRatioText):1 on \($0.worstBackground), best \($0.bestRatioText):1 on \($0.bestBackground)"
            },
            notes: pair.context.notes,
            swatch: SpecimenSwatch(
                foreground: Self.css(pair.foreground.hex), background: Self.css(pair.background.hex),
                fontSize: "\(RGBAColor.format(max(8, min(size, 64))))px", fontWeight: "\(weight)",
                isText: pair.category != .nonText),
            source: source(pair.source),
            suggestions: pair.suggestions.flatMap { suggestion -> [SuggestionView] in
                let level = suggestion.level.rawValue
                var out = suggestion.fixes.map { fix in
                    let kept = fix.changes == "fill" ? ", text kept" : ""
                    return SuggestionView(label: "Nearest passing \(fix.changes), same hue\(kept) (\(level))", hex: fix.hex, css: Self.css(fix.hex), ratioText: fix.ratioText)
                }
                for option in suggestion.palette.prefix(2) {
                    out.append(SuggestionView(label: "From the palette: \(option.name) (\(level))", hex: option.hex, css: Self.css(option.hex), ratioText: option.ratioText))
                }
                return out
            })
    }

    private func claim(_ claim: ContrastClaim) -> ClaimView {
        ClaimView(
            text: claim.text, holds: claim.holds, verifiable: claim.verifiable,
            claimed: claim.claimed.text, measured: claim.measured.text, source: source(claim.source))
    }

    private func vision(_ finding: ColorVisionFinding) -> VisionView {
        VisionView(
            set: finding.set, mode: finding.mode.rawValue,
            members: finding.members.map { SuggestionView(label: $0.name, hex: $0.hex, css: Self.css($0.hex), ratioText: "") },
            confusions: finding.confusions.map { "\($0.first) and \($0.second) look alike with \($0.deficiency.rawValue)" },
            cue: finding.nonColorCue?.excerpt, isRisk: finding.isRisk, source: finding.source.map(source))
    }

    /// The distinct light-mode colours of the palette matrix, in the report's order.
    private func paletteColors() -> [(name: String, hex: String)] {
        var seen: Set<String> = []
        var colors: [(name: String, hex: String)] = []
        for cell in report.palette where cell.mode == .light {
            for color in [cell.first, cell.second] where seen.insert(color.name).inserted {
                colors.append((color.name, color.hex))
            }
        }
        return colors
    }

    private func paletteRows(_ colors: [(name: String, hex: String)]) -> [PaletteRowView] {
        var ratios: [String: PaletteContrast] = [:]
        for cell in report.palette where cell.mode == .light {
            ratios[cell.first.name + "\u{0}" + cell.second.name] = cell
            ratios[cell.second.name + "\u{0}" + cell.first.name] = cell
        }
        return colors.map { row in
            PaletteRowView(name: row.name, css: Self.css(row.hex), cells: colors.map { column in
                guard column.name != row.name, let cell = ratios[row.name + "\u{0}" + column.name] else {
                    return PaletteCellView(ratioText: "–", grade: "none")
                }
                let grade = cell.ratio >= 7 ? "aaa" : cell.ratio >= 4.5 ? "aa" : cell.ratio >= 3 ? "large" : "fail"
                return PaletteCellView(ratioText: cell.ratioText, grade: grade)
            })
        }
    }
}

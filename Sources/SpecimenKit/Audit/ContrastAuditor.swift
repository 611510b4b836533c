/// Audits one resolved design system. Pure: it reads the system and returns a report.
public struct ContrastAuditor: Sendable {
    public init() {}

    public func audit(_ system: DesignSystem) -> AuditReport {
        let modes: [TokenMode] = system.tokens.hasDarkMode ? [.light, .dark] : [.light]
        let prose = DocumentProse(system.document)
        let file = system.document.file
        var pairs: [ContrastPair] = []
        var skipped: [SkippedPair] = []
        var backgrounds: [AuditReport.Background] = []
        var palettes: [PaletteContrast] = []
        var colorVision: [ColorVisionFinding] = []
        let backdrop = Backdrop(system: system)
        // The document's own statement that states are not told by colour alone: one per document.
        let cue = ColorVisionFinding.nonColorCue(in: system.document)
        for mode in modes {
            let page = backdrop.page(for: mode)
            let palette = AuditPalette(tokens: system.tokens, mode: mode)
            backgrounds.append(AuditReport.Background(page, mode: mode))
            let components = mode == .dark ? system.darkComponents : system.components
            let collected = ComponentPairCollector(page: page, palette: palette.colors).collect(components, mode: mode)
            var drafts = collected.drafts
            skipped += collected.skipped
            drafts += StatedPairingCollector(tokens: system.tokens, palette: palette, file: file).collect(prose)
            drafts += TextTokenPairCollector(palette: palette, page: page).collect()
            for pair in drafts.map({ ContrastPair(measuring: $0, system: system.slug, page: page, palette: palette.colors) }) {
                // No pair of a colour on itself: it is listed, not measured at 1:1.
                if let same = SkippedPair.sameColor(pair) { skipped.append(same) } else { pairs.append(pair) }
            }
            palettes += PaletteContrast.matrix(palette, backdrop: page.representativeColor)
            colorVision += ColorVisionFinding.find(components: components, palette: palette, page: page, cue: cue)
        }
        pairs = Self.ordered(pairs, system: system.slug)
        let lightPalette = AuditPalette(tokens: system.tokens, mode: .light)
        let statements = ClaimExtractor(tokens: system.tokens, palette: lightPalette).extract(prose)
        let claims = ContrastClaim.check(statements, pairs: pairs, system: system.slug, file: file)
        var report = AuditReport(
            system: system.slug, name: system.name, document: file, backgrounds: backgrounds, pairs: pairs, skipped: skipped,
            claims: claims, palette: palettes, colorVision: colorVision, summary: AuditSummary(reports: []))
        report.summary = AuditSummary(reports: [report])
        return report
    }

    /// Light before dark, then by origin and source line; ids come from the context and are made
    /// unique with a counter, so the same document always gives the same ids in the same order.
    static func ordered(_ pairs: [ContrastPair], system: String) -> [ContrastPair] {
        let modeOrder: [TokenMode: Int] = [.light: 0, .dark: 1]
        let sorted = pairs.enumerated().sorted { lhs, rhs in
            let (a, b) = (lhs.element, rhs.element)
            if a.context.mode != b.context.mode { return modeOrder[a.context.mode]! < modeOrder[b.context.mode]! }
            if a.origin != b.origin { return a.origin < b.origin }
            if a.source != b.source { return a.source < b.source }
            return lhs.offset < rhs.offset
        }.map(\.element)
        var used: [String: Int] = [:]
        return sorted.map { pair in
            var pair = pair
            let context = pair.context
            let parts: [String] = [
                system, context.mode.rawValue, pair.origin.rawValue,
                context.component ?? pair.foreground.name,
                context.variant ?? pair.background.name,
                context.state?.rawValue ?? "-",
                context.element,
            ]
            let base = parts.map { DesignToken.slug(for: $0) }.map { $0.isEmpty ? "-" : $0 }.joined(separator: "/")
            let count = used[base, default: 0] + 1
            used[base] = count
            pair.id = count == 1 ? base : "\(base)-\(count)"
            return pair
        }
    }
}

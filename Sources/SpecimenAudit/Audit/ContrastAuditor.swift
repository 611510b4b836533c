import SpecimenModel
import SpecimenReading

/// Audits one resolved design system. Pure: it reads the system and returns a report.
public struct ContrastAuditor: Sendable {
    public init() {}

    public func audit(_ system: DesignSystem) -> AuditReport {
        let audit = SystemAudit(system)
        return audit.report(SystemAudit.Part.allCases.map(audit.run))
    }

    /// Light before dark, then by origin and source line; ids come from the context and are made
    /// unique with a counter, so the same document always gives the same ids in the same order.
    package static func ordered(_ pairs: [ContrastPair], system: String) -> [ContrastPair] {
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

/// One system's audit in three parts that need nothing of each other: the pairings the prose
/// states, the claims it makes, and what the components and palette show. The Audit stage runs
/// the parts of every system of a batch as jobs in one pool, so a long document's audit takes
/// more cores than one; `report` puts them together as one pass would.
package struct SystemAudit: Sendable {
    package let system: DesignSystem
    package let modes: [TokenMode]
    package let pages: [PageBackground]
    package let palettes: [AuditPalette]
    /// The appearance whose looks the components' unmarked colours are: dark where the document
    /// says dark is its default and measures both (`ResolvedTokens.defaultAppearance`).
    package let defaultMode: TokenMode

    package enum Part: CaseIterable, Sendable { case prose, claims, components }

    package enum Findings: Sendable {
        /// Per mode, the measured pairings the prose states.
        case prose(stated: [[ContrastPair]], skipped: [[SkippedPair]])
        /// The claims the prose makes.
        case claims([ClaimExtractor.Statement])
        case components([ModeFindings])
    }

    /// What one appearance's components, text tokens and palette give.
    package struct ModeFindings: Sendable {
        package var skipped: [SkippedPair]
        package var componentPairs: [ContrastPair]
        package var textTokenPairs: [ContrastPair]
        package var palette: [PaletteContrast]
        package var colorVision: [ColorVisionFinding]
    }

    package init(_ system: DesignSystem) {
        self.system = system
        let backdrop = Backdrop(system: system)
        // A document that describes only a dark appearance has one page, its dark one
        // (`Backdrop.onlyDark`): one appearance, measured there.
        modes = backdrop.dark != nil ? [.light, .dark] : [.light]
        pages = modes.map { backdrop.page(for: $0) }
        palettes = modes.map { AuditPalette(tokens: system.tokens, mode: $0) }
        defaultMode = modes.count == 2 ? system.tokens.defaultAppearance?.mode ?? .light : .light
    }

    package func run(_ part: Part) -> Findings {
        switch part {
        case .prose:
            // The sentences and tables the Extract stage read: the audit never walks the document.
            let prose = system.prose
            let groundValues = StatedSection.groundValues(of: system.tokens)
            let collected = modes.indices.map { index in
                var collector = StatedPairingCollector(tokens: system.tokens, palette: palettes[index], file: prose.file)
                collector.components = modes[index] == .dark ? system.darkComponents : system.components
                collector.page = pages[index]
                collector.groundValues = groundValues
                return collector.collectAll(prose)
            }
            let grounded = modes.indices.map { onKnownGround(collected[$0].drafts, mode: $0) }
            let stated = modes.indices.map { measured(grounded[$0].drafts, mode: $0) }
            return .prose(stated: stated, skipped: modes.indices.map { collected[$0].skipped + grounded[$0].skipped })
        case .claims:
            // Claims name colours as the light palette does (modes start with light).
            return .claims(ClaimExtractor(tokens: system.tokens, palette: palettes[0]).extract(system.prose))
        case .components:
            // The document's own statement that states are not told by colour alone: one per document.
            let cue = ColorVisionFinding.nonColorCue(in: system.prose)
            // Both appearances describe their components in the same lines.
            let lineWords = ComponentPairCollector.LineWords()
            let groundValues = StatedSection.groundValues(of: system.tokens)
            return .components(modes.indices.map { index in
                let mode = modes[index], page = pages[index], palette = palettes[index]
                let components = mode == .dark ? system.darkComponents : system.components
                var collector = ComponentPairCollector(page: page, palette: palette.colors)
                collector.text = system.prose
                collector.lineWords = lineWords
                collector.components = components
                collector.groundValues = groundValues
                collector.groundsByLightness = !system.tokens.hasDarkMode
                collector.measuresBothAppearances = modes.count == 2
                collector.defaultMode = defaultMode
                if mode != defaultMode {
                    let described = defaultMode == .dark ? system.darkComponents : system.components
                    collector.defaultLook = Dictionary(described.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
                }
                let collected = collector.collect(components, mode: mode)
                let drawn = onKnownGround(collected.drafts, mode: index)
                var textTokens = TextTokenPairCollector(palette: palette, page: page, tokens: system.tokens, components: components)
                textTokens.proseNotes = TextTokenPairCollector.proseNotes(in: system.prose)
                let text = onKnownGround(textTokens.collect(), mode: index)
                let (textTokenPairs, unsized) = sized(text.drafts, mode: index)
                return ModeFindings(
                    skipped: collected.skipped + drawn.skipped + text.skipped + unsized,
                    componentPairs: measured(drawn.drafts, mode: index),
                    textTokenPairs: textTokenPairs,
                    palette: PaletteContrast.matrix(palette, backdrop: page.representativeColor),
                    colorVision: ColorVisionFinding.find(components: components, palette: palette, page: page, cue: cue))
            })
        }
    }

    /// The drafts that can be measured in an appearance, and the rest listed. In the dark
    /// appearance of a document that names no dark background, what sits straight on the page
    /// sits on a colour no one knows: the browser's white canvas is no dark page, and measuring
    /// light text on it would report failures the document never made.
    private func onKnownGround(_ drafts: [ContrastPair.Draft], mode index: Int) -> (drafts: [ContrastPair.Draft], skipped: [SkippedPair]) {
        guard pages[index] == .unnamedDarkCanvas else { return (drafts, []) }
        var kept: [ContrastPair.Draft] = []
        var skipped: [SkippedPair] = []
        for draft in drafts {
            guard draft.fill == nil else { kept.append(draft); continue }
            skipped.append(SkippedPair(
                context: draft.context,
                reason: "\(draft.foregroundName) sits on the dark appearance's page, and the document names no dark background: not verifiable",
                source: draft.source, cause: .unverifiable))
        }
        return (kept, skipped)
    }

    private func measured(_ drafts: [ContrastPair.Draft], mode index: Int) -> [ContrastPair] {
        drafts.map { ContrastPair(measuring: $0, system: system.slug, page: pages[index], palette: palettes[index].colors) }
    }

    /// Measured, except text of unknown size whose verdict hangs on its size (it passes as large
    /// text and fails as normal text): listed as not verifiable, with both ratios' meaning.
    private func sized(_ drafts: [ContrastPair.Draft], mode index: Int) -> ([ContrastPair], [SkippedPair]) {
        var pairs: [ContrastPair] = []
        var skipped: [SkippedPair] = []
        for draft in drafts {
            let pair = ContrastPair(measuring: draft, system: system.slug, page: pages[index], palette: palettes[index].colors)
            if draft.sizeUnknown, pair.exemption == nil, !pair.passes(.aa), ContrastRequirement.nonText.isMet(by: pair.contrast) {
                skipped.append(SkippedPair(
                    context: pair.context,
                    reason: "\(pair.foreground.name) on \(pair.background.name) is \(pair.ratioText):1, which passes as large text and fails as normal text, and the document gives no size for it: not verifiable",
                    source: pair.source, cause: .unverifiable))
            } else {
                pairs.append(pair)
            }
        }
        return (pairs, skipped)
    }

    /// What makes two findings one measurement: the same colours, from the same line.
    private struct OneLinePair: Hashable {
        let foreground: String, background: String, line: Int

        init(_ pair: ContrastPair) {
            (foreground, background, line) = (pair.foreground.hex, pair.background.hex, pair.source.line)
        }
    }

    /// The note on a pair the dark appearance draws in the same colours on the same ground.
    package static let sameInDark = "the same in the dark appearance: the document gives none of its colours a dark value"

    /// The report of both parts' findings, in the order one pass would list them: per mode,
    /// component pairs, stated pairings, then text tokens.
    package func report(_ findings: [Findings]) -> AuditReport {
        var stated: [[ContrastPair]] = modes.map { _ in [] }
        var statements: [ClaimExtractor.Statement] = []
        var shown: [ModeFindings] = []
        var statedSkipped: [[SkippedPair]] = modes.map { _ in [] }
        for finding in findings {
            switch finding {
            case .prose(let pairs, let unmeasured): (stated, statedSkipped) = (pairs, unmeasured)
            case .claims(let claims): statements = claims
            case .components(let found): shown = found
            }
        }
        var pairs: [ContrastPair] = []
        var skipped: [SkippedPair] = []
        // Each light pair, as the dark appearance would list it unchanged, and where it is.
        var lightPairs: [ContrastPair: Int] = [:]
        for index in modes.indices {
            skipped += shown[index].skipped + statedSkipped[index]
            // One line may give a pair more than one way: a component's colours also stated as
            // a pairing (a table row of a look's fill and text) or defining a text colour of
            // that name (`placeholder: text-gray-400` in a field's block), or a text colour's
            // note that is a pairing too ("Footer links on the dark footer"). One pair, listed
            // with the component, else with the text colour.
            let drawn = Set(shown[index].componentPairs.map { OneLinePair($0) })
            let textTokens = shown[index].textTokenPairs.filter { !drawn.contains(OneLinePair($0)) }
            let listed = drawn.union(textTokens.map { OneLinePair($0) })
            let statedPairs = stated[index].filter { !listed.contains(OneLinePair($0)) }
            for pair in shown[index].componentPairs + statedPairs + textTokens {
                // No pair of a colour on itself: it is listed, not measured at 1:1.
                if let same = SkippedPair.sameColor(pair) { skipped.append(same); continue }
                // A pair the dark appearance draws exactly as the light one does (the document
                // gives none of its colours, nor the page under it, a dark value) is one pair in
                // one look: measured once, never counted twice.
                var unchanged = pair
                // Its suggestions name the appearance's own palette, so they do not count.
                (unchanged.context.mode, unchanged.id, unchanged.suggestions) = (.light, "", [])
                if modes[index] == .dark, let at = lightPairs[unchanged] {
                    if !pairs[at].context.notes.contains(Self.sameInDark) { pairs[at].context.notes.append(Self.sameInDark) }
                    continue
                }
                if modes[index] == .light, lightPairs[unchanged] == nil { lightPairs[unchanged] = pairs.count }
                pairs.append(pair)
            }
        }
        // Two names for one colour on one line ("Black on Canvas" where both are #131313) give
        // the same note twice: it is listed once.
        var seenSkipped: Set<SkippedPair> = []
        skipped = skipped.filter { seenSkipped.insert($0).inserted }
        pairs = ContrastAuditor.ordered(pairs, system: system.slug)
        let file = system.prose.file
        let claims = ContrastClaim.check(statements, pairs: pairs, skipped: skipped, system: system.slug, file: file)
        var report = AuditReport(
            system: system.slug, name: system.name, document: file,
            backgrounds: modes.indices.map { AuditReport.Background(pages[$0], mode: modes[$0]) }, pairs: pairs, skipped: skipped,
            claims: claims, palette: shown.flatMap(\.palette), colorVision: shown.flatMap(\.colorVision), summary: AuditSummary(reports: []))
        if palettes[0].entries.count > PaletteContrast.colorLimit { report.paletteColors = palettes[0].entries.count }
        report.summary = AuditSummary(reports: [report])
        return report
    }
}

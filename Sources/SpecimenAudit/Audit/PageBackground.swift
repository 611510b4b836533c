import SpecimenModel
import SpecimenReading

/// Where a usage note's clauses end.
private let clauseBreaks = CharacterList(",;.:—–()（）、。")

/// The surface a system's screens are painted on: what shows through a translucent or missing fill.
///
/// Chosen by `choose(in:mode:)`, which only reads names, roles and usage notes, so any document
/// that says which colour or gradient is its background is understood:
/// 1. a gradient token whose name, role, group or usage says background, canvas or app/screen
///    backdrop wins, because a document that specifies a background gradient paints every screen
///    with it (solid "background" colours next to it are then fallbacks);
/// 2. otherwise the colour token that scores highest: background words in the name or role count
///    most, in the usage less; a usage that calls it the background of content or containers counts
///    more than a name alone, because text without a fill of its own sits on the content surface,
///    not on an outer app frame; usage that calls it a fallback or loading colour counts against it;
///    in dark mode a dark value of the token (or a token described as dark) is taken;
/// 3. otherwise the browser's default white canvas, and the report says so.
/// A colour that is a component's or a part's fill (a tag's `Background` column, a button's
/// `Primary Bg`, a fill with hover and pressed siblings) is never the page, whatever its name
/// says about backgrounds (`componentFills(in:)`); words that name the page (`Page`, "Page
/// background", `ページ`) count most.
/// Ties go to a neutral colour over a tinted one, then to the token defined first in the
/// document.
public struct PageBackground: Sendable, Hashable {
    public enum Fill: Sendable, Hashable {
        case solid(RGBAColor)
        case gradient([ColorStop])
    }

    public var fill: Fill
    /// The token's name, or "default canvas".
    public var name: String
    /// Why this background was chosen, for the report.
    public var reason: String
    public var provenance: Provenance?

    public init(fill: Fill, name: String, reason: String, provenance: Provenance? = nil) {
        self.fill = fill
        self.name = name
        self.reason = reason
        self.provenance = provenance
    }

    public static let defaultCanvas = PageBackground(
        fill: .solid(RGBAColor(red: 1, green: 1, blue: 1)), name: "default canvas",
        reason: "no token is described as the background; browsers paint the canvas white")

    /// The dark appearance's page where the document names none: still the browser's canvas for
    /// the gallery, but no colour the audit measures on (`SystemAudit`).
    public static let unnamedDarkCanvas = PageBackground(
        fill: .solid(RGBAColor(red: 1, green: 1, blue: 1)), name: "default canvas",
        reason: "no token is described as the dark background; what sits on the dark page is not measured")

    /// A colour that stands for the background where one colour is needed (colour-vision checks,
    /// the palette matrix): the solid colour, or a gradient's first stop.
    public var representativeColor: RGBAColor {
        switch fill {
        case .solid(let color): color
        case .gradient(let stops): stops.first?.color ?? RGBAColor(red: 1, green: 1, blue: 1)
        }
    }

    /// With the document's prose, a front-matter colour that has no note of its own is read with
    /// what the prose's colour list says of it (`**Canvas Dark** ({colors.canvas-dark}): The
    /// primary page floor`), as the text-token audit reads it: `noted(_:prose:)`.
    public static func choose(in tokens: ResolvedTokens, mode: TokenMode, prose: DocumentProse? = nil) -> PageBackground {
        Reading(tokens, prose: prose).choose(mode)
    }

    /// What `choose(in:mode:prose:)` reads of the tokens and the prose, which no mode changes:
    /// read once for a system's light and dark pages.
    package struct Reading {
        private let tokens: ResolvedTokens
        private let fills: Set<String>
        private let withNotes: ResolvedTokens
        private let notes: [String: Int]
        private let described: [String: Int]

        package init(_ tokens: ResolvedTokens, prose: DocumentProse?) {
            self.tokens = tokens
            // What is a component's fill is read from the colours' own words, as ever: a note listing
            // what a colour paints ("Pure black hero, feature pages, footer") does not make it one.
            fills = componentFills(in: tokens)
            (withNotes, notes) = prose.map { noted(tokens, prose: $0) } ?? (tokens, [:])
            described = descriptions(of: withNotes, fills: fills)
        }

        package func choose(_ mode: TokenMode) -> PageBackground {
            if let gradient = bestGradient(in: withNotes, mode: mode, described: described) { return gradient }
            guard var color = bestColor(in: withNotes, mode: mode, described: described) else {
                return mode == .dark ? translucentDarkPage(in: withNotes, described: described) ?? unnamedDarkCanvas : defaultCanvas
            }
            // The reason names the prose's note where the note chose the page: where the colours'
            // own words choose another.
            if let line = notes[DesignToken.slug(for: color.name)],
               bestColor(in: tokens, mode: mode, described: descriptions(of: tokens, fills: fills))?.name != color.name {
                let note = "its note in the prose (line \(line))"
                color.reason = color.reason.hasSuffix("its usage note")
                    ? String(color.reason.dropLast("its usage note".count)) + note : color.reason + " and " + note
            }
            return color
        }
    }

    /// The tokens, each colour without a usage note of its own given the note the prose's colour
    /// list writes for it (`TextTokenPairCollector.proseNotes(in:)`), and the line of each note
    /// given, by slug. An item that names two colours (`**Pure White** ({colors.on-primary},
    /// {colors.canvas})`, `**Brick** (brick) on **Tint** (tint): …`) describes neither alone, and is
    /// not taken. The note is read without its
    /// code spans and references: "primary text on `{colors.canvas-light}`" names another
    /// colour's canvas, not this one's.
    package static func noted(_ tokens: ResolvedTokens, prose: DocumentProse) -> (ResolvedTokens, [String: Int]) {
        let notes = TextTokenPairCollector.proseNotes(in: prose)
        guard !notes.isEmpty else { return (tokens, [:]) }
        var lines: [String: Int] = [:]
        let list = tokens.tokens.map { token -> DesignToken in
            guard (token.usage ?? "").isEmpty, let note = notes[token.name.lowercased()],
                  tokens.resolvedKind(of: token) == .color else { return token }
            let item = prose.line(note.line)
            let head = item.range(of: note.note).map { String(item[..<$0.lowerBound]) } ?? item
            // One reference, or one bracket holding the key alone (`**Linen** (linen): …`).
            let references = head.components(separatedBy: "{colors.").count - 1
            guard references == 1 || (references == 0 && head.count(where: { $0 == "(" || $0 == "（" }) == 1) else { return token }
            var noted = token
            noted.usage = AuditContext.withoutCode(note.note)
            lines[token.slug] = note.line
            return noted
        }
        return lines.isEmpty ? (tokens, [:]) : (ResolvedTokens(tokens: list, diagnostics: tokens.diagnostics), lines)
    }

    /// Each token's score by slug: a token's light and dark definitions are one colour, so what
    /// either says (`/* page canvas */` on the light value only) describes both. A component's
    /// fill (`componentFills(in:)`) scores nothing, whatever its name says.
    private static func descriptions(of tokens: ResolvedTokens, fills: Set<String>) -> [String: Int] {
        var described: [String: Int] = [:]
        for token in tokens.tokens {
            described[token.slug] = fills.contains(token.slug) ? 0 : max(described[token.slug] ?? 0, score(token))
        }
        return described
    }

    package static func score(_ token: DesignToken) -> Int {
        let own = ComponentKind.words(of: [token.name, token.role ?? ""].joined(separator: " "))
        let usage = ComponentKind.words(of: token.usage ?? "")
        let group = ComponentKind.words(of: token.group ?? "")
        let words = Vocabulary.standard.pageBackground
        var score = 0
        let named = words.background.occurs(in: own) && namesItABackground(own)
        if named {
            score += 4
            // `Background` or `Page background` outranks `Accent Bg` and `Selected Background`:
            // a name that says nothing but background is the page's.
            if words.background.covers(own, with: words.screen) { score += 1 }
        }
        // A colour named just "surface" (the DESIGN.md spec's recommended name) is the page
        // when nothing is named background or canvas.
        else if words.surface.covers(own) { score += 2 }
        if words.background.occurs(in: usage), describesAsBackground(token.usage ?? "") {
            // A qualified name and a note that both say background say it once: "Batch
            // Background", "background of the batch-edit strip" is some area's background, and
            // only a note that says whose (the screen's, the content's) adds to the name. A name
            // or role that is the background as a whole (`Chalk (background)`) is not
            // qualified.
            let whole = [token.name, token.role ?? ""].contains { words.background.covers(ComponentKind.words(of: $0), with: words.screen) }
            let restated = named && !whole && !words.screen.occurs(in: usage) && !words.content.occurs(in: usage) && !words.page.occurs(in: usage)
            if !restated { score += 2 }
            if words.screen.occurs(in: usage) { score += 1 }
            // `Fundo` or `Background` alone, in a use column beside `Fundo do mapa`: a note that
            // says nothing but background is the page's, not some area's.
            else if clauses(of: token.usage ?? "").contains(where: { words.background.covers(ComponentKind.words(of: $0)) }) { score += 1 }
            if words.content.occurs(in: usage) { score += 3 }
            // "Base — Page background" outranks "a deeper background for code blocks" and a
            // name that only says background.
            if usageCallsItTheBackground(token.usage ?? "", of: words.page) { score += 2 }
            // "The primary page floor" beside "the page floor on transactional pages": the
            // page by default outranks a page of some screens.
            if callsItTheDefaultPage(token.usage ?? "") { score += 2 }
        } else if clause(of: token.usage ?? "", has: words.surface, after: words.screen) {
            // "Primary light surface", "the app surface": a surface the note calls the screen's,
            // which outranks a colour merely named `Surface` (a quick reference's `Surface:` line).
            score += 3
        } else if usageIsThePage(token.usage ?? "") {
            // `- **Paper**: The page.`: a note that is the page and nothing else says it as
            // plainly as a `Page` row under a Background heading.
            score += 5
        }
        // `| Page | #FFFFFF |` under `### Background`: the row names the page, the heading says
        // what it is the page's.
        if score == 0, words.background.occurs(in: group), words.page.covers(own) { score += 5 }
        if score == 0, words.background.occurs(in: group) { score += 1 }
        if score > 0, words.secondary.occurs(in: usage) || words.secondary.occurs(in: own) { score -= 3 }
        // `Green Background` under `Success`, `Error Bg`: a status's fill, a badge's or an alert's.
        // (So is a background under `Expiry Status Colors`, whatever its statuses are called.)
        if score > 0, words.statuses.occurs(in: own) || words.statuses.occurs(in: group) || words.statusGroups.occurs(in: group) { score -= 4 }
        // `Hero Card background` or `Bottom Nav background` is that component's fill.
        if score > 0, let kind = ComponentKind.classify(token.name), kind != .other { score -= 3 }
        // `background: #3A4750` under `/* Rail */`: a bare property filed under a control's part
        // (a track, a thumb) is that part's fill, however plainly it is named.
        if score > 0, namesControlPart(group) { score -= 3 }
        return score
    }

    /// Whether a group's words are a control's track or mark (`Track`, `Thumb`, `Knob`).
    static func namesControlPart(_ group: [String]) -> Bool {
        guard !group.isEmpty else { return false }
        let shapes = Vocabulary.standard.controlShapes
        return shapes.track.covers(group) || shapes.marks.values.contains { $0.covers(group) }
    }

    /// Whether a name's background phrase says what the colour is, not what it relates to:
    /// `Atop Background` and `On Background` name what the colour is drawn on (a relation word
    /// before the phrase), and `Background Overlay` is an overlay for the background (a word of
    /// `pageBackground.others` after it). `Page Background`, `Background Secondary` and
    /// `Batch Background` are backgrounds.
    package static func namesItABackground(_ own: [String]) -> Bool {
        let words = Vocabulary.standard.pageBackground
        guard let first = firstStart(of: words.background, in: own) else { return false }
        if own[..<first].contains(where: words.relations.contains) { return false }
        return !own[first...].contains(where: words.others.contains)
    }

    /// Whether a usage note says the colour is a background, rather than what it sits on or is
    /// set apart from: some clause names a background with no relation word before it ("The
    /// primary page background", not "a distinction from the page background").
    package static func describesAsBackground(_ usage: String) -> Bool {
        let words = Vocabulary.standard.pageBackground
        return usage.split(whereSeparator: clauseBreaks.contains).contains { clause in
            let clauseWords = ComponentKind.words(of: String(clause))
            guard let first = words.background.phrases.compactMap({ phrase in
                (0...max(0, clauseWords.count - phrase.count)).first { start in
                    start + phrase.count <= clauseWords.count && clauseWords[start..<start + phrase.count].elementsEqual(phrase)
                }
            }).min() else { return false }
            return !clauseWords[..<first].contains(where: words.relations.contains)
        }
    }

    /// Whether a clause of the usage note names `phrases` as what the colour is (no relation word
    /// before it, as `describesAsBackground` asks), with one of `qualifiers` before it: "primary
    /// light surface", not "text on the primary surface".
    package static func clause(of usage: String, has phrases: WordPhrases, after qualifiers: WordPhrases) -> Bool {
        let relations = Vocabulary.standard.pageBackground.relations
        return clauses(of: usage).contains { clause in
            let words = ComponentKind.words(of: clause)
            guard let first = firstStart(of: phrases, in: words), first > 0 else { return false }
            let before = Array(words[..<first])
            return !before.contains(where: relations.contains) && qualifiers.occurs(in: before)
        }
    }

    /// Whether some clause of a usage note is the page itself ("The page.", "The whole app
    /// window."): its words, determiners and default words aside, are words for the page itself.
    package static func usageIsThePage(_ usage: String) -> Bool {
        let words = Vocabulary.standard.pageBackground
        return clauses(of: usage).contains { clause in
            let own = ComponentKind.words(of: clause).filter { !words.determiners.contains($0) && !words.defaults.contains($0) }
            return !own.isEmpty && words.itself.covers(own)
        }
    }

    /// Whether a clause of the usage note calls the colour the page's background by default: a
    /// default word (`pageBackground.defaults`) before a background phrase, in a clause that
    /// names the page ("The primary page floor", "the default canvas"), with no relation word
    /// before the phrase.
    /// `namingThePage`: false where the document has one appearance, whose "Primary background"
    /// is its page though the note does not say page.
    package static func callsItTheDefaultPage(_ usage: String, namingThePage: Bool = true) -> Bool {
        let words = Vocabulary.standard.pageBackground
        return clauses(of: usage).contains { clause in
            let clauseWords = ComponentKind.words(of: clause)
            guard let first = firstStart(of: words.background, in: clauseWords), first > 0,
                  !namingThePage || words.page.occurs(in: clauseWords) else { return false }
            let before = clauseWords[..<first]
            return !before.contains(where: words.relations.contains) && before.contains(where: words.defaults.contains)
        }
    }

    /// Where the first of the phrases starts in the words.
    private static func firstStart(of phrases: WordPhrases, in words: [String]) -> Int? {
        phrases.phrases.compactMap { phrase in
            phrase.isEmpty || phrase.count > words.count ? nil : (0...(words.count - phrase.count)).first { start in
                words[start..<start + phrase.count].elementsEqual(phrase)
            }
        }.min()
    }

    private static func mentionsDark(_ token: DesignToken) -> Bool {
        let words = Set(ComponentKind.words(of: [token.name, token.usage ?? "", token.role ?? ""].joined(separator: " ")))
        return words.contains("dark")
    }

    private static func candidates(
        in tokens: ResolvedTokens, kind: TokenKind, mode: TokenMode, described: [String: Int]
    ) -> [(token: DesignToken, score: Int)] {
        tokens.tokens.compactMap { token -> (DesignToken, Int, Bool)? in
            guard tokens.resolvedKind(of: token) == kind else { return nil }
            // The page is the bottom layer: nothing shows through it, so a translucent colour
            // (`rgba(255, 38, 38, 0.08)`) is an overlay, never the canvas.
            let value: RGBAColor? = if case .color(let color)? = tokens.value(of: token, mode: mode) { color } else { nil }
            if let value, !value.isOpaque { return nil }
            var score = described[token.slug] ?? score(token)
            guard score > 0 else { return nil }
            switch (mode, token.mode) {
            case (.light, .dark): return nil
            case (.dark, .light): return nil
            // A dark colour the document calls its page by default ("The primary page floor",
            // `Night: Primary background`) is the page where the document gives no
            // dark-mode values.
            // A light colour whose note only mentions dark things ("text on dark buttons") is no
            // dark variant.
            case (.light, nil):
                if mentionsDark(token), tokens.hasDarkMode || !callsItTheDefaultPage(token.usage ?? "", namingThePage: false),
                   (value?.relativeLuminance ?? 0) < 0.5 { score -= 2 }
            case (.dark, nil): if mentionsDark(token) { score += 2 } else { score -= 1 }
            case (.dark, .dark): score += 2
            // `Background (Light)` beside a `Background` whose words say it is the dark page:
            // the definition made for this mode outranks the one made for none.
            case (.light, .light): score += 1
            default: break
            }
            return score > 0 ? (token, score, value.map(Self.isTinted) ?? false) : nil
        }
        .sorted { lhs, rhs in
            if lhs.1 != rhs.1 { return lhs.1 > rhs.1 }
            // `Blue Background` under Primary beside `Gray Background` under Neutrals, each
            // named a background and nothing more: the tint is a surface for what stands out,
            // the neutral one the page.
            if lhs.2 != rhs.2 { return !lhs.2 }
            if lhs.0.provenance.line != rhs.0.provenance.line { return lhs.0.provenance.line < rhs.0.provenance.line }
            return lhs.0.name < rhs.0.name
        }
        .map { ($0.0, $0.1) }
    }

    /// Whether a colour is a light tint of a hue (`#E6F2FF`), not a white, grey or near-neutral
    /// off-white (`#F9FAFB`, a warm `#FAF7F2`), by its OKLCH lightness and chroma. Dark colours
    /// are no tints: a dark theme's page beside a light theme's is no surface of the other.
    static func isTinted(_ color: RGBAColor) -> Bool {
        let lch = OKLCH(color)
        return lch.lightness > 0.8 && lch.chroma > 0.012
    }

    /// `background: "rgba(26, 26, 26, 0.85)"` under `// Dark Theme`, and no opaque dark page: the
    /// document's dark background laid on black, the canvas a dark screen shows beneath it. A
    /// translucent colour is never the page in light mode, nor one made for no mode.
    private static func translucentDarkPage(in tokens: ResolvedTokens, described: [String: Int]) -> PageBackground? {
        let found = tokens.tokens.compactMap { token -> (token: DesignToken, color: RGBAColor, score: Int)? in
            let score = described[token.slug] ?? score(token)
            guard token.mode == .dark, tokens.resolvedKind(of: token) == .color, score >= 4,
                  case .color(let color)? = tokens.value(of: token, mode: .dark), !color.isOpaque, color.alpha >= 0.5 else { return nil }
            return (token, color, score)
        }
        // The highest score, then the first defined.
        guard let (best, color, _) = found.max(by: { ($0.score, -$0.token.provenance.line) < ($1.score, -$1.token.provenance.line) }) else { return nil }
        return PageBackground(
            fill: .solid(color.composited(over: RGBAColor(red: 0, green: 0, blue: 0))), name: "\(best.name) over black",
            reason: "the dark background the document gives is translucent; laid on black, the canvas of a dark screen",
            provenance: best.provenance)
    }

    private static func bestGradient(in tokens: ResolvedTokens, mode: TokenMode, described: [String: Int]) -> PageBackground? {
        // A gradient stated without a mode is the background in both appearances, unless dark
        // mode has a background colour of its own.
        let found = candidates(in: tokens, kind: .gradient, mode: mode, described: described)
        guard let best = found.first, case .gradient(let gradient)? = tokens.value(of: best.token, mode: mode) else { return nil }
        if mode == .dark, best.token.mode == nil,
           let dark = candidates(in: tokens, kind: .color, mode: .dark, described: described).first, dark.token.mode == .dark {
            return nil
        }
        return PageBackground(
            fill: .gradient(gradient.colorStops), name: best.token.name,
            reason: "gradient token described as the background", provenance: best.token.provenance)
    }

    private static func bestColor(in tokens: ResolvedTokens, mode: TokenMode, described: [String: Int]) -> PageBackground? {
        guard let best = candidates(in: tokens, kind: .color, mode: mode, described: described).first,
              case .color(let color)? = tokens.value(of: best.token, mode: mode) else { return nil }
        // Say what described it: a role that says background (`Canvas (Background)`), else the
        // name, else the usage note. A role such as a utility step (`gray-50`) describes nothing.
        func describes(_ name: String) -> Bool {
            var alone = best.token
            (alone.name, alone.role, alone.usage) = (name, nil, nil)
            return score(alone) >= 4
        }
        let how = if let role = best.token.role, describes(role) { "role \"\(role)\"" }
            else if describes(best.token.name) { "its name" } else { "its usage note" }
        return PageBackground(
            fill: .solid(color), name: best.token.name,
            reason: "colour token described as the background by \(how)", provenance: best.token.provenance)
    }
}

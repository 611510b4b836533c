import SpecimenModel
import SpecimenReading

/// Where the items of a note about headings end.
private let headingItemBreaks = CharacterList(",;、。；/・")

/// Where a usage note's items end.
private let itemBreaks = CharacterList(",;/&.()（）、。—–:")

/// Where a note's clauses end.
private let clauseBreaks = CharacterList(",;:()、。；：（）")

// Compiled once: a regex literal inside a function is parsed again on every call.
/// `**Body** (`{colors.body}` — `#7e7e7e`): Secondary body text`: a name, a colour token in
/// brackets, then a note after a colon or a dash.
nonisolated(unsafe) let namedColorNote = /^\s*[^:(（{}]{1,40}?\s*[(（]`?\{colors\.([A-Za-z0-9_.-]+)\}`?[^)）]*[)）]\s*[:：—–]\s*(\S.*)$/
/// `**Linen** (linen): the ground everything rests on`: the token's key alone in the brackets,
/// lower case as a front matter's keys are.
nonisolated(unsafe) let namedKeyNote = /^\s*[^:(（{}]{1,40}?\s*[(（]`?([a-z][a-z0-9]*(?:[-_.][a-z0-9]+)*)`?[)）]\s*[:：—–]\s*(\S.*)$/

/// The column words of other scripts (`ライト`) that say light or dark, in the order of their
/// text: `appearances(named:)` looks for each anywhere in every name and note it is asked of,
/// and sorted them again each time.
private let nonLatinAppearances: [(phrase: String, mode: TokenMode)] = Vocabulary.standard.columns
    .sorted { $0.key < $1.key }
    .compactMap { phrase, meaning in
        guard !phrase.allSatisfy(\.isASCII) else { return nil }
        switch meaning {
        case .light: return (phrase, .light)
        case .dark: return (phrase, .dark)
        default: return nil
        }
    }

/// Tokens that say they are text ("Fade (Secondary Text)", `text.secondary`) on the page
/// background, the surface they are read on when no component says otherwise.
///
/// The name and role count, and so does a usage note that lists text among the colour's roles
/// ("Secondary text", "Tertiary text, muted links, footer elements", "De-emphasized body text,
/// metadata"): a colour used for text is read as text wherever else it is used. Tokens meant for
/// other surfaces ("inverse", "on primary", "button text") are left to the pairs that use them.
///
/// A colour described by its role is read where the document puts that role: a link colour
/// (`Link Blue`, "links and calls to action") on the page, a placeholder colour on the fill of
/// the system's field, "footer links on the dark footer" on the fill of the component the note
/// names, and at the size the note states ("small print, 12px").
package struct TextTokenPairCollector {
    package var palette: AuditPalette
    package var page: PageBackground
    /// The system's tokens, to tell a text colour with a dark value from one without.
    package var tokens: ResolvedTokens?
    /// This appearance's components, whose fills are the surfaces a note may name.
    package var components: [ResolvedComponent] = []
    /// What the prose's colour list says of colours that have no note of their own (a
    /// front-matter colour listed as `**Stone** ({colors.stone}): de-emphasised labels`), by the
    /// colour's lower-cased name: `proseNotes(in:)`.
    package var proseNotes: [String: (note: String, line: Int)] = [:]

    /// `**Body** (`{colors.body}` — `#7e7e7e`): Secondary body text …`: each list item or
    /// paragraph that opens with a name and, in brackets, a reference to a colour token or the
    /// token's bare key (`**Linen** (linen): …`), then a note after a colon or a dash. The first
    /// note for each token counts; a bare key is looked up as a colour's name, so it notes only a
    /// colour of that name.
    package static func proseNotes(in prose: DocumentProse) -> [String: (note: String, line: Int)] {
        var out: [String: (note: String, line: Int)] = [:]
        for (text, line, _) in prose.paragraphs {
            // Both forms open with a short name and a bracket: a paragraph with none near its
            // start is passed over before any regex runs.
            guard text.utf8.prefix(160).contains(where: { $0 == UInt8(ascii: "(") || $0 == 0xEF }) else { continue }
            let reference = text.contains(literal: "{colors.")
            guard mayOpenNote(text, reference: reference) else { continue }
            // Both patterns open with `^`: a match starts where the text does, and only there is
            // one looked for (a search tried every later start of a long paragraph too).
            let match = reference
                ? text.prefixMatch(of: namedColorNote).map { ($0.1, $0.2) }
                : text.prefixMatch(of: namedKeyNote).map { ($0.1, $0.2) }
            guard let (key, note) = match else { continue }
            let name = String(key).lowercased()
            if out[name] == nil { out[name] = (String(note).trimmingWhitespace, line) }
        }
        return out
    }

    /// Whether the bracket `namedColorNote` or `namedKeyNote` wants can open the text: its first
    /// bracket, after a name without a colon or a brace, holding a `{colors.` reference or a
    /// key's first lower-case letter. Most paragraphs with a bracket are no such note, and a
    /// look at a few Characters costs far less than the regex.
    static func mayOpenNote(_ text: String, reference: Bool) -> Bool {
        // The first bracket found from the bytes: most paragraphs that reach here are long, and
        // reading every Character of them cost more than the rest of the look.
        guard let open = text.firstIndex(ofSingleScalar: openingBrackets), open > text.startIndex,
              !text[..<open].contains(where: { $0 == ":" || $0 == "{" || $0 == "}" }) else { return false }
        var inside = text[text.index(after: open)...]
        if inside.first == "`" { inside = inside.dropFirst() }
        if reference { return inside.hasPrefix("{colors.") }
        return inside.unicodeScalars.first.map { ("a"..."z").contains($0) } ?? false
    }

    private static let openingBrackets: [Character] = ["(", "（"]

    package func collect() -> [ContrastPair.Draft] {
        return palette.entries.flatMap { entry -> [ContrastPair.Draft] in
            var token = entry.token
            // A front-matter colour described in the prose's colour list: its note there.
            let proseNote = (token.usage ?? "").isEmpty ? proseNotes[token.name.lowercased()] : nil
            if let proseNote { token.usage = proseNote.note }
            // "Secondary text (dark) / disabled (light)": in this appearance, only its own role.
            token.usage = Self.rolesOfAppearance(token.usage, mode: palette.mode)
            token.role = Self.rolesOfAppearance(token.role, mode: palette.mode)
            let ownWords = ComponentKind.words(of: [token.name, token.role ?? ""].joined(separator: " "))
            let words = Set(ownWords)
            let usage = Set(ComponentKind.words(of: token.usage ?? ""))
            // "Success badge text color": text named for a component is read on that component's fill.
            let namedText = !words.isDisjoint(with: Vocabulary.standard.textTokens.text) && usage.isDisjoint(with: Vocabulary.standard.textTokens.excluded)
                && (ComponentKind.classify(token.usage ?? "") ?? .other) == .other
            // `Link Blue`, `placeholderGray`: a role the name says, unless the note says the colour
            // draws something that is not text ("Link underlines").
            let namedRole = !words.isDisjoint(with: Vocabulary.standard.textTokens.namedRoles)
                && !(Vocabulary.standard.textTokens.notText.occurs(in: Array(usage)) && !Vocabulary.standard.textTokens.roles.occurs(in: Array(usage)))
            let excluded = words.subtracting(namedRole ? Vocabulary.standard.textTokens.namedRoles : [])
            let item = textItem(token.usage)
            let ground = otherGround(of: token)
            let pair = partner(of: token.name)
            let named = pair ?? surface(for: ownWords, item: item ?? "")
            let surface = named ?? ground
            // "Works on both light and dark canvas", "Tertiary text on light, secondary text on
            // dark": every ground the note names, each measured, beside a component an item names
            // ("Footer links, captions. Works on both light and dark canvas").
            let stated = pair == nil ? statedGrounds(of: token).map { grounds in
                guard let named else { return grounds }
                return [named] + grounds.filter { ($0?.color ?? page.representativeColor).withAlpha(1) != named.color.withAlpha(1) }
            } : nil
            // "Very dark grey for text on dark surfaces" on a dark page: text on the page; "text
            // on light surfaces" on a dark page, text on the light ground.
            let onPage = Self.textOnSurfaces(like: page, usage: token.usage)
                || ground.map { Self.textOnSurfaces(like: PageBackground(fill: .solid($0.color), name: $0.name, reason: ""), usage: token.usage) } ?? false
            // A note that names text and the grounds it sits on ("Tertiary text on light", "Body
            // text on light canvas; identical hex to the dark canvas") is read on those grounds,
            // though its items name another surface.
            let statedText = stated != nil && (ColorReference.namesTextRole(token.usage)
                || !StatedSection.groundTones(in: token.usage ?? "", textOnly: true).isEmpty)
            guard namedText || namedRole || item != nil || onPage || statedText, excluded.isDisjoint(with: Vocabulary.standard.textTokens.excluded),
                  !Self.valueDrawsNoText(token.provenance.excerpt, name: token.name, color: entry.color),
                  !Vocabulary.standard.pageBackground.background.occurs(in: ownWords),
                  !Self.namesOtherMode(ownWords, than: palette.mode),
                  stated != nil || surface != nil || !namesOtherLightness(token) else { return [] }
            // A text colour without a dark value, on the dark page, is no appearance the document
            // describes.
            if palette.mode == .dark, let tokens, !Self.hasDarkValue(token, in: tokens) { return [] }
            var notes = ["token named as text, read on the page background"]
            let size = token.usage.flatMap { ValueScanner.length(in: $0)?.cssPixels }.flatMap { (6...200).contains($0) ? $0 : nil }
            // A colour used only for headings ("H2/H3", "display headings") is read at the size
            // the type scale gives them; with none, its size is unknown, not body size.
            let heading = size == nil ? headingSize(of: token, color: entry.color) : nil
            var sizeUnknown = false
            switch heading {
            case .some(.stated(_, _, let why)): notes.append(why)
            case .some(.unknown):
                notes.append("used for headings only, and the document gives no size for them: the text size is unknown")
                sizeUnknown = true
            case nil:
                if size == nil { notes.append("no text size stated: normal text assumed") }
            }
            var textSize = size ?? ComponentPairCollector.defaultTextSize
            var weight = ComponentPairCollector.defaultTextWeight
            if case .some(.stated(let px, let stated, _)) = heading { (textSize, weight) = (px, stated) }
            // "Watermark numerals, decorative only": WCAG 1.4.3 asks nothing of decoration.
            let described = [token.name, token.role ?? "", token.usage ?? ""].filter { !$0.isEmpty }.joined(separator: ": ")
            let decorative = AuditContext.decorativeWords(in: described).map { _ in described }
            let grounds: [(color: RGBAColor, name: String, why: String)?] = stated ?? [surface]
            return grounds.map { surface in
                var notes = notes
                var fill: RGBAColor?
                var fillName: String?
                if let surface {
                    (fill, fillName) = (surface.color, surface.name)
                    notes[0] = "token named as text, read on \(surface.name) (\(surface.why))"
                }
                // "Text Clickable Icon: clickable icons": a colour for icons, a graphic WCAG 1.4.11
                // holds to 3:1, though its name opens with the text group's word.
                let usageWords = ComponentKind.words(of: token.usage ?? "")
                if Vocabulary.standard.graphicPartPhrases.occurs(in: ownWords + usageWords), !Vocabulary.standard.textTokens.roles.occurs(in: usageWords) {
                    notes[0] = notes[0].replacingOccurrences(of: "token named as text", with: "token named for icons (a graphic, 3:1)")
                    return ContrastPair.Draft(
                        origin: .textToken, category: .nonText, foreground: entry.color, foregroundName: entry.name,
                        fill: fill, fillName: fillName,
                        context: PairContext(mode: palette.mode, element: "icon",
                                             notes: [notes[0]] + (proseNote.map { ["its role is stated in the prose at line \($0.line)"] } ?? [])),
                        source: SourceReference(token.provenance), exemption: nil)
                }
                if let proseNote { notes.append("its role is stated in the prose at line \(proseNote.line)") }
                if surface == nil, !hasField, Vocabulary.standard.textTokens.placeholder.occurs(in: ownWords + ComponentKind.words(of: token.usage ?? "")) {
                    notes.append("a placeholder, and the system states no field for it: read on the page")
                }
                return ContrastPair.Draft(
                    origin: .textToken, category: ContrastCategory(textSize: TextSizeCategory(pixelSize: textSize, weight: weight)),
                    foreground: entry.color, foregroundName: entry.name,
                    fill: fill, fillName: fillName,
                    context: PairContext(mode: palette.mode, element: "text", textSize: textSize, textWeight: weight, notes: notes),
                    source: SourceReference(token.provenance),
                    exemption: decorative.map { AuditContext.decorativeExemption(words: $0, line: token.provenance.line) },
                    sizeUnknown: sizeUnknown)
            }
        }
    }

    package enum HeadingSize: Equatable {
        /// The smallest size the type scale gives the headings the note names, its weight, and
        /// where it comes from.
        case stated(Double, Int, String)
        case unknown
    }

    /// The size of a colour the note says is used for headings only ("hero H2/H3", "display
    /// headings"), and for nothing else: the smallest size of the type styles named for those
    /// headings (`H2 Sub`, `Hero H3`) or whose row states this colour; `.unknown` when the
    /// scale gives none; nil when the colour is not for headings only.
    package func headingSize(of token: DesignToken, color: RGBAColor) -> HeadingSize? {
        let context = Vocabulary.standard.auditContext
        // Headings only: an item of the note names headings, and none names other text
        // ("Primary text, headings" is body text too). Code spans are class names, not roles.
        let note = AuditContext.withoutCode([token.role ?? "", token.usage ?? ""].joined(separator: ", "))
        let items = note.split(whereSeparator: headingItemBreaks.contains).flatMap { $0.components(separatedBy: " and ") }
        var words = AuditContext.words(of: token.name)
        var heading = context.headings.occurs(in: words)
        for item in items {
            let itemWords = AuditContext.words(of: item)
            if context.bodyRoles.occurs(in: itemWords) { return nil }
            if context.headings.occurs(in: itemWords) {
                heading = true
            } else if Vocabulary.standard.textTokens.roles.occurs(in: itemWords) {
                return nil
            }
            words += itemWords
        }
        guard heading, !context.bodyRoles.occurs(in: AuditContext.words(of: token.name)) else { return nil }
        // The heading words of the note ("h2", "display"), each matched against a style's name.
        let named = Set(words.filter { context.headings.occurs(in: [$0]) })
        let hex = color.opaqueHex.lowercased()
        let styles: [(token: DesignToken, size: Double, weight: Int)] = (tokens?.tokens ?? []).compactMap { style in
            guard case .typeStyle(let type) = style.value, let size = type.size?.cssPixels, size > 0 else { return nil }
            let styleWords = Set(ComponentKind.words(of: style.name))
            let rowNamesColor = style.provenance.excerpt.lowercased().contains(hex)
            guard rowNamesColor || !styleWords.isDisjoint(with: named) else { return nil }
            return (style, size, CSSFontWeight.parse(type.weight) ?? ComponentPairCollector.defaultTextWeight)
        }
        guard let smallest = styles.min(by: { ($0.size, $0.token.provenance.line) < ($1.size, $1.token.provenance.line) }) else { return .unknown }
        let size = smallest.size == smallest.size.rounded() ? String(Int(smallest.size)) : String(smallest.size)
        return .stated(smallest.size, smallest.weight,
                       "used for headings only: read at \(size)px, the smallest of them in the type scale (\(smallest.token.name), line \(smallest.token.provenance.line))")
    }

    /// Where a role's text sits when it is not the page: a placeholder in the system's field,
    /// "footer links on the dark footer" on the component the note names. Only an opaque fill
    /// of a component's first variant counts; anything else leaves the page.
    /// "Primary CTA text" beside "Primary CTA": a text colour named for a component ("CTA",
    /// "badge") whose own colour the palette also names is the text on that colour, as a quick
    /// colour reference lists a fill and then its text. The partner is opaque and is not itself
    /// a text colour.
    private func partner(of name: String) -> (color: RGBAColor, name: String, why: String)? {
        var words = ComponentKind.words(of: name)
        guard words.count >= 2, let last = words.last, Vocabulary.standard.textTokens.text.contains(last) else { return nil }
        words.removeLast()
        guard let kind = ComponentKind.classifyComponentName(words.joined(separator: " ")), kind != .other else { return nil }
        guard let entry = palette.entries.first(where: { ComponentKind.words(of: $0.token.name) == words }),
              entry.color.isOpaque else { return nil }
        return (entry.color, entry.name, "the colour its name pairs it with")
    }

    /// Whether the system has a field (a text input or editor) for a placeholder to sit in.
    private var hasField: Bool { components.contains { [.textInput, .textEditor].contains($0.kind) } }

    private func surface(for nameWords: [String], item: String) -> (color: RGBAColor, name: String, why: String)? {
        let itemWords = ComponentKind.words(of: item)
        func opaqueFill(_ component: ResolvedComponent) -> RGBAColor? {
            guard let fill = component.variants.first?[.default]?.fill, fill.isOpaque else { return nil }
            return fill
        }
        // A labelled control (a button, a badge) carries its own text, paired on its fill.
        let labelled: Set<ComponentKind> = [.button, .pill, .statusBadge, .floatingActionButton]
        if !itemWords.isEmpty, let named = components.first(where: { component in
            let name = ComponentKind.words(of: component.name).filter { !Vocabulary.standard.textTokens.roles.occurs(in: [$0]) }
            // `link-on-dark` in "secondary text on dark": what is left of the name once its text
            // role is gone only names a ground, which the note's "on dark" says, not the component.
            let saysMore = name.contains { $0 != "on" && StatedSection.lightness(of: [$0]) == nil }
            return !labelled.contains(component.kind) && saysMore && Set(name).isSubset(of: Set(itemWords)) && opaqueFill(component) != nil
        }), let fill = opaqueFill(named) {
            return (fill, named.name, "the component its note names")
        }
        // "Footer links" and a `footer-light`: the id's light or dark word says which ground the
        // component is, not what the note must say. Only when exactly one component is named so.
        if !itemWords.isEmpty {
            let loose = components.filter { component in
                let name = ComponentKind.words(of: component.name).filter {
                    !Vocabulary.standard.textTokens.roles.occurs(in: [$0]) && $0 != "on" && StatedSection.lightness(of: [$0]) == nil
                }
                return !labelled.contains(component.kind) && !name.isEmpty && Set(name).isSubset(of: Set(itemWords)) && opaqueFill(component) != nil
            }
            if loose.count == 1, let named = loose.first, let fill = opaqueFill(named) {
                return (fill, named.name, "the component its note names")
            }
        }
        if Vocabulary.standard.textTokens.placeholder.occurs(in: nameWords) || Vocabulary.standard.textTokens.placeholder.occurs(in: itemWords),
           let field = components.first(where: { [.textInput, .textEditor].contains($0.kind) && opaqueFill($0) != nil }),
           let fill = opaqueFill(field) {
            return (fill, field.name, "a placeholder is read in the field")
        }
        return nil
    }

    /// "Text on dark surfaces", "labels on light backgrounds": a note that gives the colour a
    /// text role on surfaces of one lightness (`columns`' light and dark words), the page's.
    /// Surfaces of the other lightness are not named, so nothing is measured for those.
    package static func textOnSurfaces(like page: PageBackground, usage: String?) -> Bool {
        guard let usage, ColorReference.namesTextRole(usage) else { return false }
        let grounds = Vocabulary.standard.pageBackground
        let pageIsDark = page.representativeColor.withAlpha(1).relativeLuminance < 0.18
        for clause in usage.split(whereSeparator: clauseBreaks.contains) {
            let words = ComponentKind.words(of: String(clause))
            guard let on = words.firstIndex(of: "on") else { continue }
            let after = Array(words[(on + 1)...])
            guard grounds.background.occurs(in: after) || grounds.surface.occurs(in: after) else { continue }
            // "on both light and dark canvas": each lightness named before the surface counts.
            let lightness = after.prefix(4).compactMap { word -> Bool? in
                switch Vocabulary.standardColumn(word) {
                case .dark: true
                case .light: false
                default: nil
                }
            }
            if lightness.contains(pageIsDark) { return true }
        }
        return false
    }

    /// The grounds a colour's note puts its text on ("Works on both light and dark canvas",
    /// "Tertiary text on light, secondary text on dark": `StatedSection.groundTones`), nil for
    /// the page: a ground of the page's lightness is the page, one of the other lightness the
    /// document's ground of that lightness (`canvas-light`), when it names one. Only where the
    /// document gives no dark-mode values, and only when the note names a ground whose colour is
    /// known; nil otherwise, when the colour is read as before.
    private func statedGrounds(of token: DesignToken) -> [(color: RGBAColor, name: String, why: String)?]? {
        guard tokens.map({ !$0.hasDarkMode }) ?? false, let usage = token.usage else { return nil }
        let tones = StatedSection.groundTones(in: usage)
        guard !tones.isEmpty else { return nil }
        let pageIsDark = page.representativeColor.withAlpha(1).relativeLuminance < 0.18
        var grounds: [(color: RGBAColor, name: String, why: String)?] = []
        for tone in tones {
            if (tone == .dark) == pageIsDark {
                if !grounds.contains(where: { $0 == nil }) { grounds.append(nil) }
                continue
            }
            guard let ground = StatedSection.namedGround(tone, noun: nil, palette: palette.colors),
                  ground.color.withAlpha(1) != page.representativeColor.withAlpha(1),
                  !grounds.contains(where: { $0?.color == ground.color }) else { continue }
            grounds.append((ground.color, ground.name, "the \(tone == .dark ? "dark" : "light") ground its words name"))
        }
        return grounds.isEmpty ? nil : grounds
    }

    /// "The strongest text on light surfaces", `body-on-light`, on a dark page: a colour whose
    /// name or note names only the other lightness is read on the document's ground of that
    /// lightness (`StatedSection.namedGround`: `canvas-light`), when it names one. Only where the
    /// document gives no dark-mode values: with them, light and dark are its appearances.
    private func otherGround(of token: DesignToken) -> (color: RGBAColor, name: String, why: String)? {
        guard tokens.map({ !$0.hasDarkMode }) ?? false, namesOtherLightness(token),
              let first = Self.appearances(of: token).first else { return nil }
        let tone: Vocabulary.ColumnMeaning = first == .dark ? .dark : .light
        guard let ground = StatedSection.namedGround(tone, noun: nil, palette: palette.colors) else { return nil }
        return (ground.color, ground.name, "the \(tone == .dark ? "dark" : "light") ground its \(token.usage == nil ? "name" : "words") name")
    }

    /// `--ink: #E9E6DD; /* dark mode */`, "body text on light backgrounds": a colour whose note
    /// names one appearance is read only on a page of that lightness, whatever the appearance is
    /// called.
    private func namesOtherLightness(_ token: DesignToken) -> Bool {
        let named = Self.appearances(of: token)
        guard let first = named.first, named.allSatisfy({ $0 == first }) else { return false }
        let pageIsDark = page.representativeColor.withAlpha(1).relativeLuminance < 0.18
        return (first == .dark) != pageIsDark
    }

    /// The appearances a token's name names (`Text Primary (Light)`, `body-on-dark`), then those
    /// its note names where the words around a lightness say it is one: after `on`, `in`, `for`
    /// ("text on light backgrounds", "for dark"), before a ground's or an appearance's word ("dark
    /// mode", "light surfaces"), or alone in brackets ("(dark)"). "Warm dark, slightly off-black"
    /// describes the colour itself, not where it is read.
    package static func appearances(of token: DesignToken) -> [TokenMode] {
        var found = appearances(named: token.name)
        guard let usage = token.usage, !usage.isEmpty else { return found }
        let lower = usage.lowercased()
        let words = lower.split { !$0.isLetter }.map(String.init)
        let appearanceWords = Vocabulary.standard.auditContext.appearances
        for (index, word) in words.enumerated() {
            let mode: TokenMode
            switch Vocabulary.standardColumn(word) {
            case .dark: mode = .dark
            case .light: mode = .light
            default: continue
            }
            let before = index > 0 ? words[index - 1] : ""
            let after = index + 1 < words.count ? words[index + 1] : ""
            if ["on", "in", "for", "over", "under"].contains(before) || appearanceWords.contains(after)
                || StatedSection.groundNoun(after) != nil || lower.contains(literal: "(\(word))") {
                found.append(mode)
            }
        }
        for (phrase, mode) in nonLatinAppearances where lower.contains(literal: phrase) { found.append(mode) }
        return found
    }

    /// `Secondary text (dark) / disabled (light)`: a note that gives one role per appearance, each
    /// marked with its appearance in brackets, says in this appearance only the roles marked with
    /// it (and any unmarked). A note with no such mark is kept whole; one whose every role is the
    /// other appearance's says nothing here.
    package static func rolesOfAppearance(_ note: String?, mode: TokenMode) -> String? {
        guard let note, note.contains(where: { $0 == "/" || $0 == "／" }) else { return note }
        var kept: [Substring] = []
        var marked = false
        for item in note.split(whereSeparator: { $0 == "/" || $0 == "／" }) {
            let trimmed = item.trimmingWhitespace
            guard trimmed.last == ")" || trimmed.last == "）", let open = trimmed.lastIndex(where: { $0 == "(" || $0 == "（" }) else {
                kept.append(item)
                continue
            }
            let modes = Set(appearances(named: String(trimmed[open...])))
            guard modes.count == 1, let only = modes.first else { kept.append(item); continue }
            marked = true
            if only == mode { kept.append(item) }
        }
        guard marked else { return note }
        return kept.map { $0.trimmingWhitespace }.joined(separator: " / ")
    }

    /// The appearances a name names: whole words (`Text Primary (Light)`, "dark mode"),
    /// parentheses included, and the non-Latin words of `columns` anywhere ("ライト背景上").
    package static func appearances(named text: String) -> [TokenMode] {
        let lower = text.lowercased()
        let words = lower.split { !$0.isLetter }.map(String.init)
        var found: [TokenMode] = words.compactMap { word in
            switch Vocabulary.standardColumn(word) {
            case .dark: .dark
            case .light: .light
            default: nil
            }
        }
        for (phrase, mode) in nonLatinAppearances where lower.contains(literal: phrase) { found.append(mode) }
        return found
    }

    /// The item of the usage note that names text: read on the page (see `usageNamesText`), or
    /// on the surface it names ("Placeholder text in search fields", "Footer links on the dark
    /// footer"), when the system has that surface.
    func textItem(_ usage: String?) -> String? {
        guard let usage, !usage.isEmpty else { return nil }
        let items: [String] = usage.split(whereSeparator: itemBreaks.contains)
            .flatMap { $0.components(separatedBy: " and ") }.flatMap { $0.components(separatedBy: " or ") }.map { String($0) }
        if Self.usageNamesText(usage, mode: palette.mode) {
            return items.first { Self.usageNamesText($0, mode: palette.mode) } ?? usage
        }
        let words = Vocabulary.standard.textTokens
        return items.first { item in
            let itemWords = ComponentKind.words(of: item)
            // A placeholder with no field to sit in ("Gray 400: placeholder") is read on the page.
            let placeholder = words.placeholder.occurs(in: itemWords)
            return (words.roles.occurs(in: itemWords) || placeholder) && !words.notText.occurs(in: itemWords)
                && Set(itemWords).isDisjoint(with: Vocabulary.standard.pairingElements.inactive)
                && (surface(for: [], item: item) != nil || (placeholder && !hasField))
        }
    }

    /// Whether an item of the usage note ("muted links" in "Outlined button borders, muted
    /// links") names text read on the page: a text role, and no word for something drawn that is
    /// not text, another surface, a component or the other appearance.
    package static func usageNamesText(_ usage: String?, mode: TokenMode) -> Bool {
        guard let usage, !usage.isEmpty else { return false }
        let words = Vocabulary.standard.textTokens
        // "Disabled or de-emphasised labels": each alternative is an item of its own.
        let items = usage.split(whereSeparator: itemBreaks.contains).flatMap { $0.components(separatedBy: " and ") }
            .flatMap { $0.components(separatedBy: " or ") }
        // "Text, backgrounds": a colour that is also a surface carries its text on other
        // surfaces (white text on dark fills, under dark text on white ones), not on the page.
        let background = Vocabulary.standard.pageBackground
        if items.contains(where: { item in
            let itemWords = ComponentKind.words(of: item)
            return background.background.occurs(in: itemWords) || background.surface.occurs(in: itemWords)
        }) { return false }
        return items.contains { item in
            // "black text (`#000000`)": the text of that item is another colour.
            if !ColorValueScanner.matches(in: String(item)).isEmpty { return false }
            let itemWords = ComponentKind.words(of: item)
            guard words.roles.occurs(in: itemWords), !words.notText.occurs(in: itemWords),
                  !itemWords.contains(where: { Vocabulary.standard.basicColors[$0] != nil }),
                  Set(itemWords).isDisjoint(with: words.excluded.subtracting(["link"])),
                  !namesOtherMode(itemWords, than: mode) else { return false }
            // "button labels", "badge text": text on a component's own fill, paired there.
            if let kind = ComponentKind.classify(item), kind != .other { return false }
            return true
        }
    }

    /// "Queued: Mist fill (`#ecebe6` light / `#2a2a28` dark), Slate text": where the colour's
    /// line writes its own value, the words of that clause, its name aside, say what the colour
    /// draws. A fill, a border or a glow is no text, though another item of the line names text
    /// (another colour's).
    package static func valueDrawsNoText(_ line: String, name: String, color: RGBAColor) -> Bool {
        guard let words = AuditContext.wordsAround(color, in: line, name: name) else { return false }
        let text = Vocabulary.standard.textTokens
        let drawsOther = text.notText.occurs(in: words) || Vocabulary.standard.pairingElements.decorative.occurs(in: words)
        return drawsOther && !text.roles.occurs(in: words)
    }

    /// Whether the document gives the colour a dark value of its own, or through what it points at.
    package static func hasDarkValue(_ token: DesignToken, in tokens: ResolvedTokens) -> Bool {
        if token.mode == .dark || tokens.tokens.contains(where: { $0.slug == token.slug && $0.mode == .dark }) { return true }
        return tokens.value(of: token, mode: .light) != tokens.value(of: token, mode: .dark)
    }

    /// `textPrimaryDark` is the text of the dark appearance: read on the light page it would
    /// fail for a reason the document never gave.
    package static func namesOtherMode(_ words: [String], than mode: TokenMode) -> Bool {
        words.contains { word in
            switch Vocabulary.standardColumn(word) {
            case .dark: mode == .light
            case .light: mode == .dark
            default: false
            }
        }
    }
}

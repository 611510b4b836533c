import SpecimenModel
import SpecimenReading

/// Commas and semicolons.
private let commas = CharacterList(",;")

/// Where a label ends.
private let colons = CharacterList(":：")

/// Where the clause before a phrase begins.
private let sentenceBreaks = CharacterList(".;:!?—–。；：！？")

/// Where a note's clauses end.
private let clauseBreaks = CharacterList(",;()、。；：（）.!?")

/// Whether the text holds any of these scalars. Each is a character of its own that no other
/// spelling is canonically equal to, so text without them has none of those characters; this
/// walk over scalars costs a small part of finding the character a Character at a time, which
/// most sentences, having none, did to their end.
private func holdsAny(_ text: String, _ scalars: Unicode.Scalar...) -> Bool {
    text.unicodeScalars.contains(where: scalars.contains)
}

/// Pairings the document states: tables with foreground and background columns, and "X on Y"
/// phrases in prose and table cells. A group on either side ("semantic colors") gives one pair
/// per member. Stated pairings have no size, so they are held to the normal-text threshold.
package struct StatedPairingCollector {
    package var tokens: ResolvedTokens
    package var palette: AuditPalette
    package var file: String
    /// This appearance's components, whose fills are the surfaces a sentence may put text on
    /// ("orange text on the cards").
    package var components: [ResolvedComponent] = []
    /// This appearance's page, and the grounds the tokens give (`StatedSection.groundValues`):
    /// where a style named "… on Light" or "… on Dark" is seen (`groundLabel`).
    package var page: PageBackground?
    package var groundValues: [(name: String, color: RGBAColor)] = []

    package func collect(_ prose: DocumentProse) -> [ContrastPair.Draft] { collectAll(prose).drafts }

    /// The pairings to measure, and those stated on a backdrop no one ratio holds over (a photo,
    /// a gradient named in words), listed as not verifiable.
    package func collectAll(_ prose: DocumentProse) -> (drafts: [ContrastPair.Draft], skipped: [SkippedPair]) {
        var drafts: [ContrastPair.Draft] = []
        var skipped: [SkippedPair] = []
        var seen: Set<String> = []
        func add(_ foreground: ColorReference, _ background: ColorReference, line: Int, text: String, sentence: String? = nil) {
            // "Heavy shadows on elevated elements", "border treatments on white panels": a
            // decoration on a surface, which WCAG asks no contrast of; "white icons on teal" is a
            // graphic, held to 3:1.
            let drawn = sentence.flatMap { Self.element(labelledBy: text, in: $0) } ?? Self.element(drawnBy: text)
            guard drawn != .decoration else { return }
            let graphic = drawn == .graphic
            // "White headlines on hero photography": no one ratio holds over a picture.
            if let on = text.lowercased().range(ofLiteral: " on "), AuditContext.namesImage(String(text.lowercased()[on.upperBound...]), gradients: true) {
                guard seen.insert("image\u{1}\(text)").inserted else { return }
                skipped.append(SkippedPair(
                    context: PairContext(mode: palette.mode, element: graphic ? "icon" : "text", notes: ["stated: \(text)"]),
                    reason: "stated on a picture or a gradient (‘\(text)’): not verifiable unless a solid backdrop is stated",
                    source: SourceReference(file: file, line: line), cause: .unverifiable))
                return
            }
            // "Watermark numerals in Sand on Canvas": decoration, which WCAG 1.4.3 exempts.
            let exemption = graphic ? nil : AuditContext.decorativeWords(in: sentence ?? text)
                .map { _ in AuditContext.decorativeExemption(words: sentence ?? text, line: line) }
            for fg in foreground.colors {
                for bg in surfaces(under: fg.color, in: background) where fg.name != bg.name {
                    guard seen.insert("\(fg.name)\u{1}\(bg.name)").inserted else { continue }
                    drafts.append(ContrastPair.Draft(
                        origin: .statedPairing, category: graphic ? .nonText : .normalText, foreground: fg.color, foregroundName: fg.name,
                        fill: bg.color, fillName: bg.name,
                        context: PairContext(
                            mode: palette.mode, element: graphic ? "icon" : "text",
                            textSize: graphic ? nil : ComponentPairCollector.defaultTextSize,
                            textWeight: graphic ? nil : ComponentPairCollector.defaultTextWeight,
                            notes: ["stated: \(text)"] + (graphic ? [] : ["no text size stated: normal text assumed"])),
                        source: SourceReference(file: file, line: line), exemption: exemption))
                }
            }
        }
        // The units of one section share its headings: whether they are an example's is asked
        // once per run of units under the same headings, not once per sentence.
        var headingsAsked: (headings: [String], isExample: Bool)?
        func isExample(_ headings: [String]) -> Bool {
            if let asked = headingsAsked, asked.headings == headings { return asked.isExample }
            let answer = ClaimExtractor.isExample(headings, prompts: false)
            headingsAsked = (headings, answer)
            return answer
        }
        for unit in prose.units {
            switch unit {
            case .sentence(let sentence):
                // An example is text for someone to copy, not a pair the system uses. (A prompt
                // describes the system's own components, so its pairs stay.)
                if isExample(sentence.headings) { continue }
                // `**Forbidden combinations:**` over `- Ink text on Navy ❌`: pairs the document
                // says never to use are no pairs in use.
                if Self.listsForbidden(sentence) { continue }
                // `✗ Grey on White: 2.8:1` in a checklist: a pair the document reports failing,
                // which its claim states; no pair the system puts in use.
                if sentence.isVerdictLine, Vocabulary.standard.contrastClaims.shortfallMarks.contains(where: { sentence.text.contains(literal: $0) }) { continue }
                // "Harbour Blue on Light: `#1f5fd0`": a style named for the ground it is used on,
                // its colour on that ground; the name is no pairing of two palette colours.
                let named = groundLabel(in: sentence.text)
                if let named {
                    addOnGround(named, line: sentence.line, drafts: &drafts, skipped: &skipped, seen: &seen)
                }
                var phrases = PairingPhrase.find(
                    in: sentence.text, tokens: tokens, palette: palette,
                    defining: ColorReference.defined(by: sentence.text, tokens: tokens, mode: palette.mode))
                // `Harbor Green (#00AA69) on White`: a literal beside a name, as contrast lists write it.
                if phrases.isEmpty, let literal = PairingPhrase.literalPair(in: sentence.text, tokens: tokens, mode: palette.mode) {
                    phrases = [literal]
                }
                // "`#1c1e54` backgrounds with white text": the fill written first.
                if phrases.isEmpty, let written = PairingPhrase.fillWithText(in: sentence.text, tokens: tokens, mode: palette.mode) {
                    phrases = [written]
                }
                if let named { phrases.removeAll { named.label.contains($0.text) } }
                let own = ownItem(sentence.text)
                for phrase in phrases where !Self.isForbidden(phrase.text, in: sentence.text) && !Self.endsAList(phrase.text, in: sentence.text)
                    && !Self.sitsOnAFill(phrase.text, in: sentence.text) {
                    add(ownText(of: phrase, in: own, sentence.text), phrase.background, line: sentence.line, text: phrase.text, sentence: sentence.text)
                }
                // "Kelp Deep: deeper green for text on pale-green badges": the colour the sentence
                // defines, as text on the one palette colour its words name.
                if let phrase = definedTextOnSurface(in: sentence.text), !Self.isForbidden(phrase.text, in: sentence.text) {
                    add(phrase.foreground, phrase.background, line: sentence.line, text: phrase.text, sentence: sentence.text)
                }
                // "Small print in Slate on the ink footer", "orange text on interactive cards":
                // text put on a surface the sentence names, paired with that surface's fill.
                for phrase in surfacePhrases(in: sentence.text) where !Self.isForbidden(phrase.text, in: sentence.text)
                    && !Self.sitsOnAFill(phrase.text, in: sentence.text) {
                    add(ownText(of: phrase, in: own, sentence.text), phrase.background, line: sentence.line, text: phrase.text, sentence: sentence.text)
                }
            case .table(let table):
                if isExample(table.headings) { continue }
                let header = table.header.map { Set(ComponentKind.words(of: $0)) }
                let columns = Vocabulary.standard.pairingColumns
                let fgColumn = header.firstIndex { !$0.isDisjoint(with: columns.foreground) && $0.isDisjoint(with: columns.background) }
                let bgColumn = header.firstIndex { !$0.isDisjoint(with: columns.background) }
                for row in table.rows {
                    if let fgColumn, let bgColumn, fgColumn != bgColumn, fgColumn < row.cells.count, bgColumn < row.cells.count,
                       let fg = ColorReference.single(row.cells[fgColumn], tokens: tokens, mode: palette.mode),
                       let bg = ColorReference.singleOrGroup(row.cells[bgColumn], tokens: tokens, palette: palette) {
                        add(fg, bg, line: row.line, text: row.cells.joined(separator: " | "))
                        continue
                    }
                    for cell in row.cells {
                        for phrase in PairingPhrase.find(in: cell, tokens: tokens, palette: palette) {
                            add(phrase.foreground, phrase.background, line: row.line, text: phrase.text)
                        }
                    }
                }
            }
        }
        return (drafts, skipped)
    }

    /// A list item whose label names a style by the ground it is used on (`**Harbour Blue on
    /// Light**: \`#1f5fd0\`, underlined on hover`, "Pale on Dark surfaces: …"): the label, the
    /// ground's lightness and noun, and the style's colours, the literals of the first clause after
    /// the colon ("`#0f5cf5` or `#3d8bff`": each), else the colour the words before "on" name.
    struct GroundLabel {
        var label: String
        var tone: Vocabulary.ColumnMeaning
        var noun: String?
        var colors: [(name: String, color: RGBAColor)]
    }

    func groundLabel(in sentence: String) -> GroundLabel? {
        guard holdsAny(sentence, ":", "："), let colon = sentence.firstIndex(where: colons.contains) else { return nil }
        var label = String(sentence[..<colon])
        // `Foam On Dark (`{colors.foam-on-dark}` — #d8f1ff): …`: a name with its value in
        // brackets, which is the style's colour.
        var bracketed = ""
        if let open = label.firstIndex(where: { $0 == "(" || $0 == "（" }) {
            bracketed = String(label[open...])
            label = String(label[..<open]).trimmingWhitespace
        }
        let words = ComponentKind.words(of: label)
        guard words.count <= 6, let on = words.lastIndex(of: "on"), on > 0 else { return nil }
        var end = on + 1
        while end < words.count, StatedSection.lightness(of: [words[end]]) != nil { end += 1 }
        guard let tone = StatedSection.lightness(of: Array(words[(on + 1)..<end])) else { return nil }
        var noun: String?
        if end < words.count {
            guard end + 1 == words.count, let found = StatedSection.groundNoun(words[end]) else { return nil }
            noun = found
        }
        // "Cards on Dark: `#1a1a1a` background": a component or a surface on the ground, whose
        // colour is its fill, not text; "Borders on Light: …": no text at all.
        let before = Array(words[..<on])
        let vocabulary = Vocabulary.standard
        guard (ComponentKind.classify(before.joined(separator: " ")) ?? .other) == .other,
              !vocabulary.pageBackground.background.occurs(in: before), !vocabulary.pageBackground.surface.occurs(in: before),
              !vocabulary.textTokens.notText.occurs(in: before) else { return nil }
        let rest = sentence[sentence.index(after: colon)...]
        let clause = rest.split(whereSeparator: commas.contains).first.map(String.init) ?? ""
        guard vocabulary.textTokens.notText.occurs(in: ComponentKind.words(of: clause)) == false else { return nil }
        var colors: [(name: String, color: RGBAColor)] = []
        for found in ColorValueScanner.matches(in: bracketed.isEmpty ? clause : bracketed) {
            guard case .success(let color) = found.color, !colors.contains(where: { $0.color == color }) else { continue }
            // Under the palette's name for that colour, if it has one that is no ground's
            // (`#ffffff` is not text called "Light bg").
            let grounds = Vocabulary.standard.auditContext.surfaceTokens
            let name = palette.entries.first { $0.color == color && grounds.isDisjoint(with: ComponentKind.words(of: $0.name)) }?.name ?? found.text
            colors.append((name, color))
        }
        if colors.isEmpty {
            // The token the whole name is (`body-on-light`), else the label's own words before
            // "on", as written ("Harbour Blue").
            let name = label.trimming(charactersIn: "*_` -•")
            guard let at = name.range(of: " on ", options: [.caseInsensitive, .backwards]),
                  let named = ColorReference.single(name, tokens: tokens, mode: palette.mode)
                    ?? PairingPhrase.foregroundReference(String(name[..<at.lowerBound]), tokens: tokens, mode: palette.mode) else { return nil }
            colors = named.colors
        }
        return GroundLabel(label: label, tone: tone, noun: noun, colors: colors)
    }

    /// The pairs of a `GroundLabel`: each colour as text on the ground its label names, the
    /// colour `StatedSection.namedGround` chooses for the gallery and the component pairs alike
    /// (a colour named just "Light" or "Dark" first); with none, the page when the page is of
    /// that lightness or the ground is light, else a dark ground of unknown colour: not verifiable.
    func addOnGround(
        _ named: GroundLabel, line: Int, drafts: inout [ContrastPair.Draft], skipped: inout [SkippedPair], seen: inout Set<String>
    ) {
        let entries = palette.entries.map { (name: $0.name, color: $0.color) }
        let toneWords = [named.tone == .dark ? "dark" : "light"]
        var ground: (name: String, color: RGBAColor)?
        if let exact = entries.first(where: { ComponentKind.words(of: $0.name) == toneWords && $0.color.isOpaque }) {
            ground = exact
        } else {
            ground = StatedSection.namedGround(named.tone, noun: named.noun, palette: entries, groundValues: groundValues)
        }
        let pageColor = page?.representativeColor.withAlpha(1)
        let pageIsDark = pageColor.map { $0.relativeLuminance < 0.18 } ?? false
        let onPage = ground == nil && (named.tone == .light ? !pageIsDark || page == nil : pageIsDark)
        for text in named.colors {
            let groundName = ground?.name ?? (onPage ? "page" : "dark ground")
            guard seen.insert("ground\u{1}\(text.name)\u{1}\(text.color)\u{1}\(groundName)").inserted else { continue }
            let notes = ["stated: \(named.label)", "its name puts it on the \(named.tone == .dark ? "dark" : "light") ground",
                         "no text size stated: normal text assumed"]
            if ground == nil, !onPage {
                skipped.append(SkippedPair(
                    context: PairContext(mode: palette.mode, element: "text", notes: notes),
                    reason: "‘\(named.label)’ puts \(text.name) on a dark ground the document gives no colour for: not verifiable",
                    source: SourceReference(file: file, line: line), cause: .unverifiable))
                continue
            }
            drafts.append(ContrastPair.Draft(
                origin: .statedPairing, category: .normalText, foreground: text.color, foregroundName: text.name,
                fill: ground?.color, fillName: ground?.name,
                context: PairContext(
                    mode: palette.mode, element: "text",
                    textSize: ComponentPairCollector.defaultTextSize, textWeight: ComponentPairCollector.defaultTextWeight, notes: notes),
                source: SourceReference(file: file, line: line)))
        }
    }

    /// "Kelp Deep (#12805a): deeper green for text on pale-green badges": a palette colour's
    /// own definition that gives it a text role on a surface named by words before a surface or
    /// component noun ("pale-green badges", "the pale panel"). The surface is the one palette colour,
    /// other than the defined one and not itself a text colour (`ColorReference.isText`: an
    /// `on-dark-soft` is text on dark, never a dark surface), whose name holds those words
    /// (`Kelp Pale Green`) or whose note says them, not after "on" (`Pale green surface`);
    /// when none or several colours answer, nothing is measured: a surface is never guessed.
    func definedTextOnSurface(in sentence: String) -> PairingPhrase? {
        guard PairingPhrase.containsIgnoringCase(sentence, " on "),
              let defined = ColorReference.defined(by: sentence, tokens: tokens, mode: palette.mode),
              let text = defined.colors.first, defined.colors.count == 1,
              let colon = sentence.firstIndex(where: { $0 == ":" || $0 == "：" || $0 == "—" || $0 == "–" }) else { return nil }
        let vocabulary = Vocabulary.standard
        let note = String(sentence[sentence.index(after: colon)...])
        for clause in AuditContext.withoutCode(note).split(whereSeparator: clauseBreaks.contains) {
            let words = ComponentKind.words(of: String(clause))
            guard let on = words.firstIndex(of: "on"), on > 0, vocabulary.textOnSurfaceWords.contains(words[on - 1]) else { continue }
            var after = Array(words[(on + 1)...])
            if let first = after.first, ["the", "a", "an"].contains(first) { after.removeFirst() }
            guard after.count >= 2, after.count <= 3, let noun = after.last else { continue }
            let single = noun.hasSuffix("s") ? String(noun.dropLast()) : noun
            guard vocabulary.auditContext.surfaces.occurs(in: [single]) || StatedSection.groundNoun(noun) != nil
                    || ComponentKind.classify(noun) != nil else { continue }
            let modifiers = Array(after.dropLast())
            var found: [(name: String, color: RGBAColor)] = []
            for entry in palette.entries where entry.color.isOpaque && entry.color != text.color
                && !ColorReference.isText(name: entry.token.name, usage: entry.token.usage) {
                let name = ComponentKind.words(of: entry.token.name)
                let usage = ComponentKind.words(of: entry.token.usage ?? "")
                // "Works on both surfaces; for the dark surface, a brighter one": a colour used on
                // a surface is not that surface.
                let saysIt = usage.indices.contains { start in
                    guard start + modifiers.count <= usage.count, Array(usage[start..<start + modifiers.count]) == modifiers else { return false }
                    let before = usage[..<start].last { !["the", "a", "an", "both", "either"].contains($0) }
                    return !["on", "for", "against", "over", "under"].contains(before ?? "")
                }
                guard Set(modifiers).isSubset(of: Set(name)) || saysIt else { continue }
                if !found.contains(where: { $0.color == entry.color }) { found.append((entry.name, entry.color)) }
            }
            guard found.count == 1 else { return nil }
            let written = clause.trimmingWhitespace
            return PairingPhrase(foreground: ColorReference(colors: [text], isGroup: false),
                                 background: ColorReference(colors: found, isGroup: false), text: String(written))
        }
        return nil
    }

    /// A colour's own list item: its name, its token or value in brackets, then a note
    /// (**Slate** (`{colors.slate}` — `#2b2f36`): primary text on white surfaces): the colour, and
    /// where the note begins.
    func ownItem(_ sentence: String) -> (color: ColorReference, note: String.Index)? {
        guard holdsAny(sentence, "(", "（"), holdsAny(sentence, "{", "#"), holdsAny(sentence, ":", "：", "—", "–"),
              let open = sentence.firstIndex(where: { $0 == "(" || $0 == "（" }),
              let close = sentence[open...].firstIndex(where: { $0 == ")" || $0 == "）" }),
              sentence[open..<close].contains(where: { $0 == "{" || $0 == "#" }),
              let colon = sentence[close...].firstIndex(where: { $0 == ":" || $0 == "：" || $0 == "—" || $0 == "–" }),
              sentence[sentence.index(after: close)..<colon].allSatisfy({ $0.isWhitespace || $0 == "*" || $0 == "_" }),
              let defined = ColorReference.defined(by: String(sentence[..<open]) + ":", tokens: tokens, mode: palette.mode),
              defined.colors.count == 1 else { return nil }
        return (defined, sentence.index(after: colon))
    }

    /// The text a phrase in a colour's own item puts on its ground: the item's colour, unless the
    /// note names another colour as the text explicitly: a reference (`{colors.ink}`), a value, a
    /// basic colour or hue word ("white text"), or a capitalised name inside the note ("Slate
    /// text"). A token's name written as an ordinary word ("primary text", "muted text") is the
    /// text's rank, not that token.
    func ownText(of phrase: PairingPhrase, in own: (color: ColorReference, note: String.Index)?, _ sentence: String) -> ColorReference {
        guard let own, let words = phrase.foregroundWords, words.lowerBound >= own.note,
              phrase.foreground.colors.map(\.color) != own.color.colors.map(\.color) else { return phrase.foreground }
        // The words that named the colour, as `PairingPhrase.foregroundReference` reads them:
        // all, else the first, else the last ("set Primary").
        let all = sentence[words]
        let split = all.split(whereSeparator: \.fastIsWhitespace)
        let written = ([all] + (split.count > 1 ? [split[0], split[split.count - 1]] : [])).first {
            ColorReference.single(String($0), tokens: tokens, mode: palette.mode) != nil
        } ?? all
        let before = sentence[own.note..<written.startIndex]
        if written.hasPrefix("#") || before.last == "{" || written.contains(".") { return phrase.foreground }
        let first = ComponentKind.words(of: String(written)).first ?? ""
        if Vocabulary.standard.basicColors[first] != nil || Vocabulary.standard.colorHueWords.contains(first) { return phrase.foreground }
        if written.first?.isUppercase == true, before.contains(where: \.isLetter) { return phrase.foreground }
        return own.color
    }

    /// The members of a group a text colour is put on. "Button text on green", where several
    /// colours are green (a group named by a hue; "on light" keeps every light surface): those the document's own components put this text colour on (once per
    /// colour), when any does; else every member.
    func surfaces(under text: RGBAColor, in background: ColorReference) -> [(name: String, color: RGBAColor)] {
        guard background.isGroup, background.byHue else { return background.colors }
        var paired: [(name: String, color: RGBAColor)] = []
        for member in background.colors where !paired.contains(where: { $0.color == member.color }) {
            let used = components.contains { component in
                component.variants.contains { variant in
                    variant.states.values.contains { $0.textColor == text && $0.fill == member.color }
                }
            }
            if used { paired.append(member) }
        }
        return paired.isEmpty ? background.colors : paired
    }

    /// "<colour> text … on <surface>" and "<text> in <colour> on <surface>", where the surface is
    /// a `auditContext.surfaces` word ("footer", "cards"), with up to two words before it.
    nonisolated(unsafe) private static let surfacePatterns: [Regex<AnyRegexOutput>] = {
        let nouns = Vocabulary.standard.auditContext.surfaces.phrases.compactMap { $0.count == 1 && $0[0].allSatisfy(\.isASCII) ? $0[0] : nil }
        guard !nouns.isEmpty else { return [] }
        let surface = "((?:[A-Za-z][\\w-]*\\s+){0,2}?)(\(nouns.joined(separator: "|")))(?:s|es)?\\b(?:\\s+(?:images?|imagery|photos?|photography|videos?|gradients?)\\b)?"
        let text = "(?:text|type|copy|labels?|links?|captions?|small\\s+print|fine\\s+print)"
        return [
            "(?i)\\b([A-Za-z][\\w-]*(?:\\s+[A-Za-z][\\w-]*)?)\\s+\(text)\\b(?:\\s+[a-z]+){0,2}?\\s+on\\s+(?:the\\s+|an?\\s+)?\(surface)",
            "(?i)\\b\(text)\\s+in\\s+([A-Za-z][\\w-]*(?:\\s+[A-Za-z][\\w-]*)?)\\s+on\\s+(?:the\\s+|an?\\s+)?\(surface)",
        ].compactMap { try? Regex($0) }
    }()

    /// Text on a surface the sentence names: the colour the words before the surface give ("the
    /// ink footer"), else the opaque fills of the components it names ("cards": every card's
    /// fill), else the colour whose note calls it that surface ("the footer surface").
    func surfacePhrases(in sentence: String) -> [PairingPhrase] {
        guard PairingPhrase.containsIgnoringCase(sentence, " on "), Self.mayNameSurface(sentence) else { return [] }
        var found: [PairingPhrase] = []
        for pattern in Self.surfacePatterns {
            for match in sentence.matches(of: pattern) {
                guard match.output.count >= 4, let written = match.output[1].substring, let modifiers = match.output[2].substring,
                      let noun = match.output[3].substring else { continue }
                if written.startIndex > sentence.startIndex, "-‐".contains(sentence[sentence.index(before: written.startIndex)]) { continue }
                guard let foreground = PairingPhrase.foregroundReference(String(written), tokens: tokens, mode: palette.mode)
                        ?? onlyColor(named: String(written)),
                      let background = surface(named: String(noun), modifiers: String(modifiers)) else { continue }
                found.append(PairingPhrase(
                    foreground: foreground, background: background, text: String(match.output[0].substring ?? ""),
                    foregroundWords: written.startIndex..<written.endIndex))
            }
        }
        return found
    }

    /// The surface words the patterns look for, lower-cased ASCII (`surfacePatterns`).
    private static let surfaceNouns: [[UInt8]] = Vocabulary.standard.auditContext.surfaces.phrases
        .compactMap { $0.count == 1 && $0[0].allSatisfy(\.isASCII) ? Array($0[0].lowercased().utf8) : nil }

    /// Whether the patterns can match at all: an ASCII sentence without any surface word in it,
    /// in any case, cannot, and most sentences with an "on" have none. The patterns are
    /// searched only where one is. (A sentence with other characters is searched as before:
    /// case-insensitive matching may fold some of them into ASCII letters.)
    static func mayNameSurface(_ sentence: String) -> Bool {
        let bytes = sentence.utf8
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return true }
        let lower = bytes.map { $0 &- UInt8(ascii: "A") < 26 ? $0 | 0x20 : $0 }
        return surfaceNouns.contains { noun in
            guard let first = noun.first, noun.count <= lower.count else { return false }
            var index = 0
            while index + noun.count <= lower.count {
                if lower[index] == first, lower[index..<index + noun.count].elementsEqual(noun) { return true }
                index += 1
            }
            return false
        }
    }

    /// "Orange" where the palette's only orange is `PostHog Orange` (under one or more names of
    /// the same value): the colour every token whose name holds the words has, when they agree.
    private func onlyColor(named written: String) -> ColorReference? {
        let words = ComponentKind.words(of: written)
        guard !words.isEmpty else { return nil }
        let named = palette.entries.filter { Set(words).isSubset(of: Set(ComponentKind.words(of: $0.name))) && $0.color.isOpaque }
        // Under the plainest of its names (`PostHog Orange` before `Hidden brand orange`).
        guard let first = named.min(by: { (ComponentKind.words(of: $0.name).count, $0.name) < (ComponentKind.words(of: $1.name).count, $1.name) }),
              named.allSatisfy({ $0.color == first.color }) else { return nil }
        return ColorReference(colors: [(first.name, first.color)], isGroup: false)
    }

    private func surface(named noun: String, modifiers: String) -> ColorReference? {
        let trimmed = modifiers.trimmingWhitespace
        if !trimmed.isEmpty, let stated = ColorReference.single(trimmed, tokens: tokens, mode: palette.mode) { return stated }
        let nounWords = ComponentKind.words(of: noun)
        guard let word = nounWords.first else { return nil }
        let kind = ComponentKind.classify(noun) ?? .other
        var fills: [(name: String, color: RGBAColor)] = []
        for component in components where ComponentKind.words(of: component.name).contains(word) || (kind != .other && component.kind == kind) {
            for variant in component.variants {
                guard let fill = variant[.default]?.fill, fill.isOpaque, !fills.contains(where: { $0.color == fill }) else { continue }
                let name = variant[.default]?.tokenNames["fill"] ?? (component.variants.count > 1 ? variant.name : component.name)
                fills.append((name, fill))
            }
        }
        if !fills.isEmpty { return ColorReference(colors: fills, isGroup: fills.count > 1) }
        // "Ink Black: … and the footer surface".
        let background = Vocabulary.standard.pageBackground
        for entry in palette.entries where !ColorReference.isText(name: entry.token.name, usage: entry.token.usage) {
            let note = ComponentKind.words(of: [entry.token.name, entry.token.usage ?? ""].joined(separator: " "))
            guard let at = note.firstIndex(of: word), at + 1 < note.count,
                  background.surface.occurs(in: [note[at + 1]]) || background.background.occurs(in: [note[at + 1]]),
                  entry.color.isOpaque else { continue }
            return ColorReference(colors: [(entry.name, entry.color)], isGroup: false)
        }
        return nil
    }

    package enum DrawnElement { case text, graphic, decoration }

    /// What the side before "on" draws: text unless its words name a decoration or a graphic
    /// (`pairingElements`). A table row's pairing names text.
    package static func element(drawnBy phrase: String) -> DrawnElement {
        guard let on = phrase.lowercased().range(ofLiteral: " on ") else { return .text }
        let words = ComponentKind.words(of: String(phrase.lowercased()[..<on.lowerBound]))
        let elements = Vocabulary.standard.pairingElements
        if elements.graphic.occurs(in: words) { return .graphic }
        if elements.decorative.occurs(in: words) { return .decoration }
        return .text
    }

    /// "Tray card: white on sand", "Caption: slate on white": a pairing that opens the note of a
    /// label, and whose side before "on" is a colour alone, draws what the label names: a
    /// surface or a decoration (no pair WCAG asks of), a graphic, or text. Nil when the phrase
    /// says what it draws itself, opens no label's note, or the label names none of these.
    package static func element(labelledBy phrase: String, in sentence: String) -> DrawnElement? {
        guard let on = phrase.lowercased().range(ofLiteral: " on "), let range = sentence.range(ofLiteral: phrase) else { return nil }
        let side = ComponentKind.words(of: String(phrase.lowercased()[..<on.lowerBound]))
        let elements = Vocabulary.standard.pairingElements
        let text = Vocabulary.standard.textTokens
        if text.roles.occurs(in: side) || elements.graphic.occurs(in: side) || elements.decorative.occurs(in: side) { return nil }
        let before = sentence[..<range.lowerBound]
        guard let colon = before.lastIndex(where: { $0 == ":" || $0 == "：" }),
              before[before.index(after: colon)...].allSatisfy({ $0.isWhitespace || $0 == "*" || $0 == "_" }) else { return nil }
        let label = before[..<colon]
        let opening = label.lastIndex(where: sentenceBreaks.contains).map { label[label.index(after: $0)...] } ?? label
        let words = ComponentKind.words(of: String(opening))
        guard !words.isEmpty, words.count <= 4 else { return nil }
        if text.roles.occurs(in: words) { return .text }
        if elements.graphic.occurs(in: words) { return .graphic }
        if elements.decorative.occurs(in: words) { return .decoration }
        return nil
    }

    /// "Every headline, body paragraph, button and footer link on the page": the phrase closes
    /// a list of uses, so its "on" places the whole list, and its first word is no text colour.
    /// The text before it, in its clause, holds a comma and ends with one or with "and"/"or".
    package static func endsAList(_ phrase: String, in sentence: String) -> Bool {
        guard let range = sentence.range(ofLiteral: phrase) else { return false }
        let before = sentence[..<range.lowerBound]
        let clause = before.lastIndex(where: sentenceBreaks.contains).map { before[before.index(after: $0)...] } ?? before
        let trimmed = String(clause).trimmingWhitespace.lowercased()
        guard trimmed.filter({ $0 == "," || $0 == "、" }).count >= 1 else { return false }
        return trimmed.hasSuffix(",") || trimmed.hasSuffix("、") || trimmed.hasSuffix(" and") || trimmed.hasSuffix(" or")
    }

    /// "filled black-violet with white type on light surfaces": text "with" a fill its clause
    /// names sits on that fill, and the "on" places the filled thing; the text is not put on the
    /// surface (its pair is the component's own).
    package static func sitsOnAFill(_ phrase: String, in sentence: String) -> Bool {
        guard let range = sentence.range(ofLiteral: phrase) else { return false }
        let before = String(sentence[..<range.lowerBound])
        // Its clause: after the last break, a stop only where a space follows (`{colors.primary}` is one word).
        let breaks = [". ", "; ", ": ", "! ", "? ", ", ", "—", "–", "。", "；", "：", "、"]
        let start = breaks.compactMap { before.range(of: $0, options: .backwards)?.upperBound }.max() ?? before.startIndex
        var words = ComponentKind.words(of: String(before[start...]))
        if ComponentKind.words(of: phrase).first == "with" { words.append("with") }
        guard words.last == "with" else { return false }
        return !Vocabulary.standard.pairingElements.filled.isDisjoint(with: words)
    }

    /// An item of a list whose caption, or else nearest heading, says its pairs are not to be
    /// used (`Forbidden combinations:`, `### Don'ts`: `forbiddingCaptions`, whole words).
    package static func listsForbidden(_ sentence: DocumentProse.Sentence) -> Bool {
        let vocabulary = Vocabulary.standard
        for said in [sentence.caption, sentence.caption == nil ? sentence.headings.last : nil].compactMap({ $0 }) {
            let words = ComponentKind.words(of: said)
            if vocabulary.forbiddingCaptions.occurs(in: words), !vocabulary.approvingCaptions.occurs(in: words) { return true }
        }
        return false
    }

    /// "Don't put ink on Harbor Blue", "never use grey text on teal": a pairing the document
    /// forbids is no pair the system uses. Only a prohibition before the phrase, in its own
    /// clause, counts: "Ink on Paper — never below 7:1" uses the pair.
    package static func isForbidden(_ phrase: String, in sentence: String) -> Bool {
        guard let range = sentence.range(ofLiteral: phrase) else { return false }
        let before = sentence[..<range.lowerBound]
        let clause = before.lastIndex(where: sentenceBreaks.contains).map { before[before.index(after: $0)...] } ?? before
        // (`Avoid Lime text on Paper`: the phrase found may open with the prohibition itself.)
        let opening = phrase.range(ofLiteral: " on ").map { phrase[..<$0.lowerBound] } ?? ""
        return Vocabulary.standardProhibits(String(clause) + " " + opening)
    }
}

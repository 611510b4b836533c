import SpecimenModel
import SpecimenReading

/// Where a note's clauses end, for the grounds they name.
private let groundClauseBreaks = CharacterList(",;:()、。；：（）.!?—–")

/// The section a component's own description puts it on ("sits on the ink hero", "Used on
/// dark-green feature bands", "for use on `{colors.canvas-dark}` hero bands"): what shows
/// through a missing or translucent fill, in the audit and in the gallery alike.
package struct StatedSection: Sendable, Hashable {
    /// The section's colour; nil when the words name a dark section whose colour the document
    /// does not give, so nothing drawn or measured on the page would be what it describes.
    package var color: RGBAColor?
    /// "ink hero (line 12)": the words, and their line.
    package var name: String
    package var line: Int
    /// True for a light or dark ground ("on light surfaces", "on the dark canvas", a name that
    /// says "on Dark"): what the component is seen against whatever its own fill, since its edge
    /// and its shape show against it. Any other section only shows through a missing or
    /// translucent fill.
    package var isGround = false
    /// True for a variant named for an appearance ("Dark mode"): of unknown colour, it is not
    /// drawn at all, since no stand-in would be the document's dark.
    package var isAppearance = false
    /// True for a gradient the document gives only as one colour ("on purple gradient", its
    /// colour the one whose use says gradient): drawn on that colour, but text on it is not
    /// verifiable, since the gradient's other tones are not given.
    package var isGradient = false

    /// Whether the component is drawn on this section, and its boundary measured against it: a
    /// section shows through a missing or translucent fill; a light or dark ground of known
    /// colour places a filled component too.
    package func places(_ properties: ResolvedProperties) -> Bool {
        !(properties.fill?.isOpaque ?? false) || (isGround && color != nil)
    }

    /// The section the component's description names, if any. First "on <colour> <surface>"
    /// in the lines from the component's heading to its text colour's line, as ever; then, in
    /// the blocks of every line its values come from, "on [the] <words>
    /// <surface>", whose colour is a palette colour the words name (`{colors.canvas-dark}`), or
    /// the opaque fill of another component they name ("feature band"); with neither, a section
    /// the words call dark ("dark-green") has an unknown colour.
    ///
    /// A light or dark ground ("on light surfaces", "on the dark track", "top nav on light
    /// pages") is the colour token named by a surface word and that lightness (`canvas-light`,
    /// `surface-dark`, `canvas-night`); a dark one the document names no colour for is unknown, as
    /// above, and a light one is the page. Last, a name or variant name that says "on Dark" or
    /// `-on-light` names its ground the same way. A ground the colour of `page` is the page: no
    /// section.
    ///
    /// `lineWords`: `AuditContext.words` of a line of the document, for a caller that asks of
    /// every component and state and keeps each line's words rather than reading them again.
    package static func find(
        component: ResolvedComponent, variant: String? = nil, properties: ResolvedProperties, document: DocumentProse,
        palette: [(name: String, color: RGBAColor)], components: [ResolvedComponent], page: RGBAColor? = nil,
        groundValues: [(name: String, color: RGBAColor)] = [],
        lineWords: ((Int) -> [String])? = nil
    ) -> StatedSection? {
        let own = [variant, component.name].compactMap { $0 }
        // Without a fill of its own, the component's text sits on the ground, so its text
        // colour's name says it too (`body-on-light`).
        let text = (properties.fill?.isOpaque ?? false) ? [] : [properties.tokenNames["textColor"]].compactMap { $0 }
        let words = lineWords ?? { AuditContext.words(of: document.line($0)) }
        let found = described(component: component, variant: variant, properties: properties, document: document, lineWords: words, palette: palette, components: components, groundValues: groundValues)
            ?? appearance(variant, of: component, properties: properties, palette: palette, groundValues: groundValues)
            ?? named(own, said: "its name", line: component.spec.provenance.line, palette: palette, groundValues: groundValues)
            ?? (properties.fill?.isOpaque ?? false ? nil : holder(of: component.name, in: components))
            ?? named(text, said: "its text colour", line: component.spec.provenance.line, palette: palette, groundValues: groundValues)
        // A ground the page already is, or a dark ground of unknown colour on a dark page: drawn
        // and measured on the page, as ever.
        if let found, found.isGround, let page {
            if let color = found.color, color.withAlpha(1) == page.withAlpha(1) { return nil }
            if found.color == nil, page.withAlpha(1).relativeLuminance < 0.18 { return nil }
        }
        return found
    }

    /// The component that holds this one as a part ("Each row uses `{component.markets-row}`"),
    /// when exactly one does: its opaque fill, else what holds it in turn. A component held by
    /// several is drawn on the page, since no one of them is its section.
    private static func holder(of name: String, in components: [ResolvedComponent], depth: Int = 0) -> StatedSection? {
        guard depth < 4 else { return nil }
        let key = Slug.make(name, fallback: "")
        let holders = components.filter { candidate in
            candidate.name != name && candidate.parts.contains { $0.child.map { Slug.make($0, fallback: "") } == key }
        }
        guard holders.count == 1, let holder = holders.first else { return nil }
        let line = holder.parts.first { $0.child.map { Slug.make($0, fallback: "") } == key }?.line ?? holder.spec.provenance.line
        if let fill = holder.variants.first?[.default]?.fill, fill.isOpaque {
            return StatedSection(color: fill, name: "\(holder.name) (it holds it, line \(line))", line: line)
        }
        return self.holder(of: holder.name, in: components, depth: depth + 1)
    }

    /// A name that says "on Dark" or `-on-light` (`Ghost on Dark`, `text-input-on-light`): that
    /// ground, as "on dark surfaces" would name it.
    private static func named(
        _ names: [String], said what: String, line: Int, palette: [(name: String, color: RGBAColor)], groundValues: [(name: String, color: RGBAColor)]
    ) -> StatedSection? {
        for name in names {
            var words = ComponentKind.words(of: name)
            // `Outlined Button (Light Surface)`: a ground in brackets closing the name (which its
            // words leave out) says where it sits, as "on light surface" would.
            if name.hasSuffix(")"), let open = name.lastIndex(of: "("),
               case let inner = ComponentKind.words(of: String(name[name.index(after: open)..<name.index(before: name.endIndex)])),
               inner.count == 2, lightness(of: [inner[0]]) != nil, groundNoun(inner[1]) != nil {
                words += ["on"] + inner
            }
            for index in words.indices where words[index] == "on" {
                var end = index + 1
                while end < words.count, lightness(of: [words[end]]) != nil { end += 1 }
                let modifiers = Array(words[(index + 1)..<end])
                guard let tone = lightness(of: modifiers) else { continue }
                // "on dark", "on light", or "on dark surfaces": nothing else after the words.
                guard end == words.count || (end + 1 == words.count && groundNoun(words[end]) != nil) else { continue }
                let said = "\(what), “\(name)”"
                if let color = palette.first(where: { ComponentKind.words(of: $0.name) == modifiers })?.color, color.isOpaque {
                    let token = palette.first { ComponentKind.words(of: $0.name) == modifiers }?.name ?? modifiers.joined(separator: " ")
                    return StatedSection(color: color, name: "\(token) (\(said))", line: line, isGround: true)
                }
                if let ground = namedGround(tone, noun: nil, palette: palette, groundValues: groundValues) {
                    return StatedSection(color: ground.color, name: "\(ground.name) (\(said))", line: line, isGround: true)
                }
                if tone == .dark {
                    return StatedSection(color: nil, name: "a dark ground (\(said))", line: line, isGround: true)
                }
            }
        }
        return nil
    }

    /// A variant named for an appearance ("Dark mode", "Light theme": the component's look in
    /// that mode, as bullets under it): the ground of that lightness, as "on dark" names it;
    /// a dark one with no such ground stands on its own dark fill, the surface it states for
    /// that mode; else its ground is unknown. Never a dark colour the document does not give.
    private static func appearance(
        _ variant: String?, of component: ResolvedComponent, properties: ResolvedProperties,
        palette: [(name: String, color: RGBAColor)], groundValues: [(name: String, color: RGBAColor)]
    ) -> StatedSection? {
        guard let variant, let mode = appearance(named: variant) else { return nil }
        let tone: Vocabulary.ColumnMeaning = mode == .dark ? .dark : .light
        let line = component.spec.variants.first { $0.name == variant }?.provenance.line ?? component.spec.provenance.line
        let said = "its name, “\(variant)”"
        if let ground = namedGround(tone, noun: nil, palette: palette, groundValues: groundValues) {
            return StatedSection(color: ground.color, name: "\(ground.name) (\(said))", line: line, isGround: true, isAppearance: true)
        }
        // A light appearance with no light ground of its own is the page's.
        guard tone == .dark else { return nil }
        if let fill = properties.fill, fill.isOpaque, fill.relativeLuminance < 0.18 {
            let name = properties.tokenNames["fill"] ?? fill.opaqueHex
            return StatedSection(color: fill, name: "\(name), its own dark fill (\(said))", line: line, isGround: true, isAppearance: true)
        }
        return StatedSection(color: nil, name: "a dark ground (\(said))", line: line, isGround: true, isAppearance: true)
    }

    /// The mode a variant's name says it is the appearance of: a light or dark word and a word
    /// of `appearances` ("Dark mode", "Light theme"), nothing else, or such words in a bracket
    /// that closes the name (`Primary (Dark Mode)` beside `Primary (Light Mode)`: the primary
    /// look in each appearance). "Dark" alone may be a dark variant of a light design (a
    /// dark-filled button), so it is none.
    package static func appearance(named variant: String) -> TokenMode? {
        if let mode = appearance(namedOnly: variant) { return mode }
        let trimmed = variant.trimmingWhitespace
        guard trimmed.last == ")", let open = trimmed.lastIndex(of: "("), open > trimmed.startIndex else { return nil }
        return appearance(namedOnly: String(trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]))
    }

    private static func appearance(namedOnly variant: String) -> TokenMode? {
        guard let mode = Vocabulary.standardMode(ofHeading: variant),
              !Vocabulary.standard.auditContext.appearances.isDisjoint(with: ComponentKind.words(of: variant)) else { return nil }
        return mode
    }

    /// Light or dark, when every one of the words says the same (`light`; `dark`, `night`).
    static func lightness(of words: [String]) -> Vocabulary.ColumnMeaning? {
        guard let first = words.first.flatMap({ Vocabulary.standardColumn($0) }), [.light, .dark].contains(first),
              words.allSatisfy({ Vocabulary.standardColumn($0) == first }) else { return nil }
        return first
    }

    /// A ground noun ("surfaces", "canvas", "track"), singular.
    static func groundNoun(_ word: String) -> String? {
        let grounds = Vocabulary.standard.auditContext.grounds
        if grounds.contains(word) { return word }
        for suffix in ["es", "s"] where word.hasSuffix(suffix) && grounds.contains(String(word.dropLast(suffix.count))) {
            return String(word.dropLast(suffix.count))
        }
        return nil
    }

    /// The colour token that is the document's light or dark ground: its name surface words
    /// (`canvas`, `surface`) and words of that lightness alone (`canvas-light`, `surface-dark`,
    /// `surface-canvas-dark`, `canvas-night`), opaque, and as light or dark as it says. The one whose surface word is
    /// the noun written ("light surfaces": `surface-light` before `canvas-light`), else the first.
    /// A dark ground with no such token is the dark-mode value of a token named by surface words
    /// alone (`canvas`, `background`: `groundValues`), when the document gives one: its dark page.
    /// The one chooser of a ground for the audit and the gallery alike, so that the gallery never
    /// draws a component on a ground the audit calls unknown.
    package static func namedGround(
        _ tone: Vocabulary.ColumnMeaning, noun: String?, palette: [(name: String, color: RGBAColor)],
        groundValues: [(name: String, color: RGBAColor)] = []
    ) -> (name: String, color: RGBAColor)? {
        let surfaces = Vocabulary.standard.auditContext.surfaceTokens
        let found = palette.filter { entry in
            let words = ComponentKind.words(of: entry.name)
            let surface = words.filter(surfaces.contains)
            guard !surface.isEmpty, lightness(of: words.filter { !surfaces.contains($0) }) == tone,
                  entry.color.isOpaque else { return false }
            return tone == .dark ? entry.color.relativeLuminance < 0.18 : entry.color.relativeLuminance > 0.5
        }
        let pick = found.first { entry in noun.map { ComponentKind.words(of: entry.name).contains($0) } ?? false } ?? found.first
        if let pick { return (pick.name, pick.color) }
        return groundValues.first { groundTone(of: $0.name) == tone }.map { ($0.name, $0.color) }
    }

    /// The lightness a `groundValues` entry's brackets give it: "canvas (dark)", "Shell (light
    /// surface)".
    private static func groundTone(of name: String) -> Vocabulary.ColumnMeaning? {
        guard name.hasSuffix(")"), let open = name.lastIndex(of: "(") else { return nil }
        let words = ComponentKind.words(of: String(name[name.index(after: open)..<name.index(before: name.endIndex)])).filter { groundNoun($0) == nil && !Vocabulary.standard.auditContext.surfaceTokens.contains($0) }
        return lightness(of: words)
    }

    /// The grounds tokens give other than by their names, for `namedGround` when no token is
    /// named for the ground: first the dark-mode values of the tokens named by surface words
    /// alone (`canvas`, `background`; a front matter's `canvas-dark` read as the canvas's dark
    /// value), opaque and dark, named "canvas (dark)", the document's dark page; then the opaque
    /// colours whose use says they are a light or dark ground (`**Shell** (#fff): Primary light
    /// surface`, `Light section background`), named "Shell (light surface)".
    package static func groundValues(of tokens: ResolvedTokens) -> [(name: String, color: RGBAColor)] {
        var out = darkPageValues(of: tokens)
        for token in tokens.tokens where token.mode != .dark {
            guard let usage = token.usage, case .color(let color)? = tokens.value(of: token), color.isOpaque,
                  let (tone, noun) = groundNamed(in: usage),
                  tone == .dark ? color.relativeLuminance < 0.18 : color.relativeLuminance > 0.5,
                  !out.contains(where: { $0.name.hasPrefix(token.name + " (") }) else { continue }
            out.append(("\(token.name) (\(tone == .dark ? "dark" : "light") \(noun))", color))
        }
        // A gradient given only as a colour: a colour whose name or use says gradient ("Hero
        // gradient background"), named "Dusk Violet (gradient)" for `section` to find by its name.
        let gradients = Vocabulary.standard.auditContext.gradientBackdrops
        for token in tokens.tokens where token.mode != .dark {
            guard case .color(let color)? = tokens.value(of: token), color.isOpaque,
                  gradients.occurs(in: ComponentKind.words(of: token.name + " " + (token.usage ?? ""))),
                  !out.contains(where: { $0.name == "\(token.name)\(Self.gradientSuffix)" }) else { continue }
            out.append(("\(token.name)\(Self.gradientSuffix)", color))
        }
        return out
    }

    /// What `groundValues` adds to the name of a colour that is a gradient's.
    private static let gradientSuffix = " (gradient)"

    /// The first "light surface", "dark background" a use note says, when it says so of the
    /// colour itself, not of what it is used on ("text on dark surfaces").
    private static func groundNamed(in usage: String) -> (Vocabulary.ColumnMeaning, String)? {
        let words = ComponentKind.words(of: usage)
        for index in words.indices.dropLast() {
            guard let tone = lightness(of: [words[index]]), let noun = groundNoun(words[index + 1]) ?? (Vocabulary.standard.auditContext.surfaceTokens.contains(words[index + 1]) ? words[index + 1] : nil) else { continue }
            // "text on dark surfaces", "borders on light backgrounds": another thing's ground.
            if index > 0, ["on", "for", "against", "over"].contains(words[index - 1]) { return nil }
            return (tone, noun)
        }
        return nil
    }

    private static func darkPageValues(of tokens: ResolvedTokens) -> [(name: String, color: RGBAColor)] {
        guard tokens.hasDarkMode else { return [] }
        let surfaces = Vocabulary.standard.auditContext.surfaceTokens
        var out: [(name: String, color: RGBAColor)] = []
        for token in tokens.tokens where token.mode == .dark {
            let words = ComponentKind.words(of: token.name)
            guard !words.isEmpty, words.allSatisfy(surfaces.contains), !out.contains(where: { $0.name == "\(token.name) (dark)" }),
                  case .color(let dark)? = tokens.value(of: token, mode: .dark),
                  dark.isOpaque, dark.relativeLuminance < 0.18 else { continue }
            out.append(("\(token.name) (dark)", dark))
        }
        return out
    }

    /// The light and dark grounds a note puts a colour's text on, each once, in the order
    /// written: "Works on both light and dark canvas", "yellow on dark, also yellow on light",
    /// "Tertiary text on light, secondary text on dark". A clause counts when the words before
    /// its "on" name a text role (and nothing drawn that is not text, a surface or a component),
    /// or are only colour words and words of use (`auditContext.groundUse`); the light and dark
    /// words after it end the clause or come before a ground noun ("canvas"). "deep on dark",
    /// "chip background on light" and "text on dark buttons" name no ground. With `textOnly`, only
    /// the clauses that name a text role count ("Body text on light canvas").
    package static func groundTones(in note: String, textOnly: Bool = false) -> [Vocabulary.ColumnMeaning] {
        // The vocabulary's parts, not a copy of the whole of it (a retain of each of its fields).
        let text = Vocabulary.standard.textTokens, grounds = Vocabulary.standard.pageBackground
        let groundUse = Vocabulary.standard.auditContext.groundUse, basicColors = Vocabulary.standard.basicColors
        let hues = Vocabulary.standard.colorHueWords
        var tones: [Vocabulary.ColumnMeaning] = []
        for clause in AuditContext.withoutCode(note).split(whereSeparator: groundClauseBreaks.contains) {
            let words = ComponentKind.words(of: String(clause))
            guard let on = words.firstIndex(of: "on"), on > 0 else { continue }
            let before = Array(words[..<on])
            let textual = text.roles.occurs(in: before) && !text.notText.occurs(in: before)
                && !grounds.background.occurs(in: before) && !grounds.surface.occurs(in: before)
                && (ComponentKind.classify(before.joined(separator: " ")) ?? .other) == .other
            let plain = before.allSatisfy { word in
                groundUse.contains(word) || basicColors[word] != nil || hues.contains(word)
            }
            guard textual || (plain && !textOnly) else { continue }
            var at = on + 1
            if at < words.count, ["the", "a", "an", "both", "either"].contains(words[at]) { at += 1 }
            var named: [Vocabulary.ColumnMeaning] = []
            while at < words.count {
                if let tone = lightness(of: [words[at]]) {
                    named.append(tone)
                } else if !named.isEmpty, ["and", "or"].contains(words[at]) {
                    // "light and dark"
                } else {
                    break
                }
                at += 1
            }
            guard !named.isEmpty, at == words.count || groundNoun(words[at]) != nil else { continue }
            for tone in named where !tones.contains(tone) { tones.append(tone) }
        }
        return tones
    }

    /// The section the component's description names: `find` without its name.
    private static func described(
        component: ResolvedComponent, variant: String?, properties: ResolvedProperties, document: DocumentProse, lineWords: (Int) -> [String],
        palette: [(name: String, color: RGBAColor)], components: [ResolvedComponent], groundValues: [(name: String, color: RGBAColor)]
    ) -> StatedSection? {
        guard component.spec.provenance.file == document.file else { return nil }
        let context = Vocabulary.standard.auditContext
        if let textLine = properties.provenance["textColor"], textLine.file == document.file {
            let start = component.spec.provenance.line
            if start <= textLine.line, textLine.line - start <= 40 {
                for number in start...textLine.line where mayPlace(document.line(number)) {
                    let words = lineWords(number)
                    for index in words.indices where words[index] == "on" {
                        // "on [the|a] <colour, one or two words> <surface>"
                        var at = index + 1
                        if at < words.count, ["the", "a", "an"].contains(words[at]) { at += 1 }
                        for length in [2, 1] where at + length < words.count && context.surfaces.occurs(in: [words[at + length]]) {
                            let name = words[at..<at + length].joined(separator: " ")
                            if let color = palette.first(where: { ComponentKind.words(of: $0.name) == Array(words[at..<at + length]) })?.color
                                ?? Vocabulary.standard.basicColors[name], color.isOpaque {
                                return StatedSection(color: color, name: "\(name) \(words[at + length]) (line \(number))", line: number)
                            }
                        }
                    }
                }
            }
        }
        // The blocks of the lines its values come from: a front-matter component's prose
        // description, a note below its text colour ("Used on …"). Not the lines from the
        // heading, which may hold other variants' notes.
        var lines: Set<Int> = []
        // Most of a component's values come from a few lines; each line's block is read once.
        var blocked: Set<Int> = []
        for (key, provenance) in properties.provenance where provenance.file == document.file {
            // A type scale's row the component takes its type from is the kind's, and the rows
            // around it other roles' ("Lighter weight on dark footer"): no notes of its own; so
            // is a spacing scale's row its padding comes from ("Section gaps within cards").
            if ["font", "paddingVertical", "paddingHorizontal"].contains(key), document.line(provenance.line).trimmingWhitespace.hasPrefix("|") { continue }
            guard blocked.insert(provenance.line).inserted else { continue }
            lines.formUnion(AuditContext.block(around: provenance.line, in: document).map(\.line))
        }
        // A front-matter component's prose caption (`**`nav-link`** — the link items inside
        // `nav-strip`) and the lines below it.
        for line in component.spec.describedAt {
            lines.formUnion(AuditContext.block(around: line, in: document).map(\.line))
        }
        // A table of variants, one a row: a stage one row states ("Premium CTAs on dark
        // backgrounds" in the Accent row) is that row's variant's, never its neighbours'.
        if let variant {
            let own = Set(properties.provenance.values.filter { $0.file == document.file }.map(\.line))
            for other in component.variants where other.name != variant {
                for state in other.states.values {
                    for provenance in state.provenance.values where lines.contains(provenance.line) && provenance.file == document.file
                        && !own.contains(provenance.line) && document.line(provenance.line).hasPrefix("|") {
                        lines.remove(provenance.line)
                    }
                }
            }
        }
        for number in lines.sorted() {
            let text = document.line(number)
            if mayPlace(text), let found = section(in: text, words: lineWords(number), line: number, own: component, palette: palette, components: components, groundValues: groundValues) {
                return found
            }
        }
        return nil
    }

    /// Whether a line may have "on", "for" or a word of `within` among its words, all that the lines
    /// are searched for: a look at its bytes, since reading the words of a line (of Japanese
    /// above all) costs far more. A word is the line's letters lower-cased, less a plural `s`,
    /// so the line holds each of its letters in ASCII in some case.
    private static func mayPlace(_ text: String) -> Bool {
        text.mayContain(caseInsensitive: "on") || text.mayContain(caseInsensitive: "for") || Vocabulary.standard.auditContext.within.contains { text.mayContain(caseInsensitive: $0) }
    }

    /// The words as the line writes them ("dark-green feature bands", "`{colors.canvas-dark}`
    /// hero bands"): from the first word to the end of the last, else the words joined.
    private static func written(_ words: ArraySlice<String>, in text: String, after preposition: String = "on") -> String {
        let lower = text.lowercased()
        guard let first = words.first, let last = words.last,
              let start = lower.range(of: " \(preposition) ").flatMap({ on in lower.range(of: first, range: on.upperBound..<lower.endIndex) }),
              let end = lower.range(of: last, range: start.upperBound..<lower.endIndex) else { return words.joined(separator: " ") }
        var from = start.lowerBound
        // Back to the start of the code span or reference the first word is in.
        while from > lower.startIndex, !" ".contains(lower[lower.index(before: from)]) { from = lower.index(before: from) }
        var to = end.upperBound
        while to < lower.endIndex, lower[to].isLetter { to = lower.index(after: to) }
        let offset = (lower.distance(from: lower.startIndex, to: from), lower.distance(from: lower.startIndex, to: to))
        let original = Array(text)
        guard offset.1 <= original.count, lower.count == text.count else { return words.joined(separator: " ") }
        return String(original[offset.0..<offset.1])
    }

    /// Whether a sentence of the line opens "On [the] <word>, …" (a capital "On", at the line's
    /// start or after a full stop), a condition rather than a place.
    private static func opensSentence(_ word: String, in text: String) -> Bool {
        let trimmed = text.trimmingWhitespace.trimming(charactersIn: "-*+ ")
        let starts = [trimmed] + text.components(separatedBy: ". ").dropFirst().map { $0.trimmingWhitespace }
        return starts.contains { sentence in
            guard sentence.hasPrefix("On ") else { return false }
            var rest = sentence.dropFirst(3).lowercased()
            for article in ["the ", "a ", "an "] where rest.hasPrefix(article) { rest = String(rest.dropFirst(article.count)) }
            guard rest.hasPrefix(word), let comma = rest.firstIndex(of: ",") else { return false }
            return !rest[..<comma].contains(".")
        }
    }

    /// "on [the|a] <up to four words> <surface>[s]" in one line, whose `AuditContext.words` are `words`.
    private static func section(
        in text: String, words: [String], line: Int, own: ResolvedComponent, palette: [(name: String, color: RGBAColor)], components: [ResolvedComponent],
        groundValues: [(name: String, color: RGBAColor)]
    ) -> StatedSection? {
        let surfaces = Vocabulary.standard.auditContext.surfaces
        func surface(_ word: String) -> String? {
            if surfaces.occurs(in: [word]) { return word }
            for suffix in ["es", "s"] where word.hasSuffix(suffix) && surfaces.occurs(in: [String(word.dropLast(suffix.count))]) {
                return String(word.dropLast(suffix.count))
            }
            return nil
        }
        // "(inverted for dark backgrounds)": "for" puts it on a ground as "on" does, when light or
        // dark words and a ground noun follow; any other section needs "on".
        for index in words.indices where words[index] == "on" || words[index] == "for" {
            var at = index + 1
            if at < words.count, ["the", "a", "an"].contains(words[at]) { at += 1 }
            // "On dark hero surfaces, add the glow": a sentence that opens so says what to do
            // there, not where the component sits.
            if at < words.count, Self.opensSentence(words[at], in: text) { continue }
            // "on light surfaces", "on the dark track": a ground noun after light or dark words.
            if at < words.count, let tone = lightness(of: [words[at]]) {
                var end = at
                while end + 1 < words.count, lightness(of: [words[end + 1]]) != nil { end += 1 }
                if end + 1 < words.count, let noun = groundNoun(words[end + 1]) {
                    let modifiers = Array(words[at...end])
                    // "on light light canvas" where a key (`button-on-light`) runs into its caption
                    // ("Light-canvas equivalent"): each word once.
                    let said = words[at...(end + 1)].enumerated().filter { $0.offset == 0 || words[at + $0.offset - 1] != $0.element }.map(\.element)
                    let name = "\(said.count == end + 2 - at ? Self.written(words[at...(end + 1)], in: text, after: words[index]) : said.joined(separator: " ")) (line \(line))"
                    if let color = palette.first(where: { ComponentKind.words(of: $0.name) == modifiers })?.color, color.isOpaque {
                        return StatedSection(color: color, name: name, line: line, isGround: true)
                    }
                    if let ground = namedGround(tone, noun: noun, palette: palette, groundValues: groundValues) {
                        return StatedSection(color: ground.color, name: "\(name): \(ground.name)", line: line, isGround: true)
                    }
                    // A light ground the document names no colour for is the page; a dark one is
                    // unknown, as below.
                    if tone == .dark { return StatedSection(color: nil, name: name, line: line, isGround: true) }
                    continue
                }
            }
            guard words[index] == "on" else { continue }
            // "on purple gradient", "on the dusk gradient hero": a gradient, whose colour is the
            // one the document gives it (its name holds the words, its name or use says gradient),
            // when there is exactly one; never a colour the words alone would name.
            let gradientWords = Vocabulary.standard.auditContext.gradientBackdrops
            // ("on white cards with a gradient rim" puts it on the cards, not on a gradient.)
            if let gradient = (at..<min(words.count, at + 4)).first(where: { gradientWords.occurs(in: [words[$0]]) }),
               words[at..<gradient].allSatisfy({ surface($0) == nil }) {
                let modifiers = Set(words[at..<gradient].filter { !Vocabulary.standard.colorFillerWords.contains($0) })
                let last = gradient + 1 < words.count && surface(words[gradient + 1]) != nil ? gradient + 1 : gradient
                let name = "\(Self.written(words[at...last], in: text)) (line \(line))"
                let given = groundValues.filter { entry in
                    entry.name.hasSuffix(gradientSuffix)
                        && modifiers.isSubset(of: ComponentKind.words(of: String(entry.name.dropLast(gradientSuffix.count))))
                }
                if let first = given.first, given.allSatisfy({ $0.color == first.color }) {
                    return StatedSection(color: first.color, name: "\(name): \(first.name.dropLast(gradientSuffix.count))", line: line, isGradient: true)
                }
                if modifiers.contains(where: { Vocabulary.standardColumn($0) == .dark }) {
                    return StatedSection(color: nil, name: name, line: line)
                }
                continue
            }
            guard var end = (at..<min(words.count, at + 5)).first(where: { surface(words[$0]) != nil }) else { continue }
            // "hero bands": the last of the surface words in a row.
            while end + 1 < words.count, surface(words[end + 1]) != nil { end += 1 }
            guard let noun = surface(words[end]) else { continue }
            // `{colors.canvas-dark}`: the group's word says "a colour", not which.
            let modifiers = words[at..<end].filter { word in
                !Vocabulary.standard.colorFillerWords.contains(word) && !Vocabulary.standard.colorFillerWords.contains(String(word.dropLast()))
            }
            let name = "\(Self.written(words[at...end], in: text)) (line \(line))"
            // "on dark hero bands", "on light tiles": a lightness, then surface words alone, so a
            // ground of that lightness, on which a filled component is seen too ("dark-green
            // feature bands" names a colour; "dark rounded hero" is no plain section name). Its
            // colour is a component's or a palette colour the words name, never the document's
            // dark surface: a dark hero is not said to be the dark canvas.
            let tone = lightness(of: [words[at]]).flatMap { tone in
                words[at..<end].allSatisfy { lightness(of: [$0]) == tone || surface($0) != nil } ? tone : nil
            }
            // A colour the words name: the longest run of them that is a palette colour's name.
            for length in stride(from: modifiers.count, through: 1, by: -1) {
                for from in 0...(modifiers.count - length) {
                    let run = Array(modifiers[from..<from + length])
                    if let color = palette.first(where: { ComponentKind.words(of: $0.name) == run })?.color
                        ?? (length == 1 ? Vocabulary.standard.basicColors[run[0]] : nil), color.isOpaque {
                        return StatedSection(color: color, name: name, line: line, isGround: tone != nil)
                    }
                }
            }
            // "feature bands": the fill of the component named so; a ground's as light or dark as
            // the words say (`hero-band-dark` for "dark hero bands").
            let named = Set(modifiers + [noun])
            if let other = components.first(where: { candidate in
                let words = ComponentKind.words(of: candidate.name)
                guard candidate.name != own.name, words.contains(noun), Set(words).isSubset(of: named),
                      let fill = candidate.variants.first?[.default]?.fill, fill.isOpaque else { return false }
                return tone.map { $0 == .dark ? fill.relativeLuminance < 0.18 : fill.relativeLuminance > 0.5 } ?? true
            }), let fill = other.variants.first?[.default]?.fill {
                return StatedSection(color: fill, name: tone == nil ? name : "\(name): \(other.name)", line: line, isGround: tone != nil)
            }
            if modifiers.contains(where: { Vocabulary.standardColumn($0) == .dark }) {
                return StatedSection(color: nil, name: name, line: line, isGround: tone != nil)
            }
        }
        // "inside `nav-strip`": the opaque fill of the component named right after.
        let within = Vocabulary.standard.auditContext.within
        for index in words.indices where within.contains(words[index]) {
            let after = words[(index + 1)...]
            if let other = components.first(where: { candidate in
                let name = ComponentKind.words(of: candidate.name)
                return candidate.name != own.name && !name.isEmpty && after.starts(with: name)
                    && (candidate.variants.first?[.default]?.fill?.isOpaque ?? false)
            }), let fill = other.variants.first?[.default]?.fill {
                return StatedSection(color: fill, name: "\(other.name) (\(words[index]) it, line \(line))", line: line)
            }
        }
        return nil
    }
}

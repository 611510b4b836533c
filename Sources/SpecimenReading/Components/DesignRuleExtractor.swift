import Foundation
import SpecimenModel

// Compiled once: a regex literal inside a function is parsed again on every call.
nonisolated(unsafe) private let radiusWords = Vocabulary.standard.radiusRules
// A radius word, a comparison within 30 characters, then the limit; the words are data.
nonisolated(unsafe) private let radiusRule = Vocabulary.pattern(
    Vocabulary.alternation(radiusWords.radius) + #"[^0-9]{0,30}?"# + Vocabulary.alternation(radiusWords.above) + #"\s*(\d+(?:\.\d+)?)"#)

/// Finds the system-wide rules a document states in prose, in any section: a largest corner
/// radius and colours that must never be used.
public struct DesignRuleExtractor: Sendable {
    public init() {}

    /// A document read on its own (a build reads its rules from the Extract stage's prose).
    public func extract(from document: MarkdownDocument) -> [DesignRule] {
        extract(from: DocumentProse(document))
    }

    /// The rules the document's paragraphs state, as the Extract stage's walk read them.
    public func extract(from prose: DocumentProse) -> [DesignRule] {
        var rules: [DesignRule] = []
        // Table cells list mistakes as often as rules, so only prose counts.
        for (text, line, headings) in prose.paragraphs {
            let provenance = Provenance(file: prose.file, line: line, excerpt: prose.line(line))
            for sentence in text.nonEmptyPieces(separatedBy: ".!\n").map(String.init) {
                rules += Self.rules(in: sentence, provenance: provenance, paragraph: text, headings: headings).map { rule in
                    Self.stated(rule, in: sentence, paragraphLine: line, prose: prose)
                }
            }
        }
        // The first statement of each rule; a rule about the page is not the same rule as one
        // about every component.
        // Keyed by the values, not by their printed form: printing an enum's associated values
        // goes through reflection, a sixth of this reading's time.
        struct Key: Hashable { var kind: DesignRule.Kind; var aboutPage: Bool; var components: Set<ComponentKind>?; var mode: TokenMode? }
        var seen: Set<Key> = []
        return rules.filter { seen.insert(Key(kind: $0.kind, aboutPage: $0.aboutPage, components: $0.components, mode: $0.mode)).inserted }
    }

    /// The rules a sentence states. `paragraph` is the paragraph or list item it is in: one that
    /// gives a colour of its own is describing that colour. `headings`: the headings it sits
    /// under, which may put it in the dark appearance.
    package static func rules(in sentence: String, provenance: Provenance, paragraph: String = "", headings: [String] = []) -> [DesignRule] {
        guard mayBeNegated(sentence) else { return [] }
        let lower = sentence.lowercased()
        var out: [DesignRule] = []
        guard isNegated(lower), !isCheck(lower), !isCaution(lower) else { return [] }
        let mode: TokenMode? = ([sentence] + headings).contains(where: Self.namesDarkModeOnly) ? .dark : nil
        if radiusWords.radius.contains(where: { lower.contains(literal: $0) }),
           let match = lower.matches(of: radiusRule).first(where: { !namesOtherRadius(before: lower[..<$0.range.lowerBound]) }),
           let limit = Double(match.1) {
            out.append(DesignRule(kind: .maxRadius(limit), provenance: provenance, mode: mode))
        }
        // A sentence about surfaces forbids the colour as a fill, one about text as a text colour.
        let wordList = ComponentKind.words(of: lower)
        // "Pure white text on coloured backgrounds": the backgrounds are where the text sits,
        // not a property the rule forbids the colour for.
        let propertyWords = Set(wordsOutsideSettings(wordList))
        var scope: Set<String>?
        if !propertyWords.isDisjoint(with: Vocabulary.standard.ruleScopes.fill) { scope = ["fill"] }
        if !propertyWords.isDisjoint(with: Vocabulary.standard.ruleScopes.text) { scope = (scope ?? []).union(["textColor"]) }
        // "Never pure white for main surfaces", "don't use pure black as primary text": the page
        // and its running text, unless a component is named too.
        let kind = ComponentKind.classify(lower) ?? .other
        let aboutPage = Vocabulary.standard.ruleScopes.page.occurs(in: wordList) && kind == .other
        // "Buttons use Warm Cream, not pure white": a rule naming a kind of component is about
        // that kind only, and, naming no property, about its colour: its fill.
        let components: Set<ComponentKind>? = kind == .other || aboutPage ? nil : [kind]
        if components != nil, scope == nil { scope = ["fill"] }
        for (phrase, color) in Vocabulary.standard.ruleColors where lower.containsText(phrase) && isForbidden(phrase, in: lower)
            && !describesAnotherColor(than: color, sentence: lower, paragraph: paragraph.isEmpty ? sentence : paragraph) {
            out.append(DesignRule(kind: .forbiddenColor(color), provenance: provenance, properties: scope, aboutPage: aboutPage,
                                  components: components, mode: mode))
        }
        return out
    }

    /// "Dark mode guidelines", "in dark mode, never …": a text naming dark mode and no light word
    /// ("Light and dark mode colours" is about both appearances).
    package static func namesDarkModeOnly(_ text: String) -> Bool {
        let words = ComponentKind.words(of: text)
        return Vocabulary.standard.ruleScopes.darkMode.occurs(in: words) && !words.contains { Vocabulary.standard.column($0) == .light }
    }

    /// "Avoid spread radius > 8px", "no blur radius above 24": the word before the radius
    /// (`radiusRules.otherProperties`) makes it a shadow's radius, which no corner breaks.
    package static func namesOtherRadius(before text: Substring) -> Bool {
        guard let word = text.split(whereSeparator: { !$0.isLetter }).last else { return false }
        return radiusWords.otherProperties.contains(String(word))
    }

    /// "Check that all text uses the olive family, not pure black": a line of a review check
    /// list, opening with a verb of checking (`ruleScopes.checks`), tells someone what to look
    /// for on a screen; it forbids nothing a component may state.
    package static func isCheck(_ lower: String) -> Bool {
        let words = ComponentKind.words(of: lower)
        guard let first = words.first(where: { Int($0) == nil }) else { return false }
        return Vocabulary.standard.ruleScopes.checks.contains(first)
    }

    /// The rule with the line that states it: a paragraph whose lines are joined by soft breaks
    /// ("❌ Don't … ❌ Don't use pure white …") is read as one text, but each line is its own
    /// statement. The line is the first, from where the sentence starts, that says the colour's
    /// phrase; without one, the paragraph's first line.
    package static func stated(_ rule: DesignRule, in sentence: String, paragraphLine: Int, prose: DocumentProse) -> DesignRule {
        guard case .forbiddenColor(let color) = rule.kind,
              let phrase = Vocabulary.standard.ruleColors.first(where: { $0.color == color })?.phrase else { return rule }
        func plain(_ text: String) -> String { text.lowercased().filter { !"*_`".contains($0) } }
        let probe = String(plain(sentence).trimmingWhitespace.prefix(16))
        var number = paragraphLine
        var started = probe.isEmpty
        while !prose.line(number).isEmpty {
            let text = plain(prose.line(number))
            if !started, text.contains(probe) { started = true }
            if started, text.contains(phrase) {
                var moved = rule
                moved.provenance = Provenance(file: prose.file, line: number, excerpt: prose.line(number))
                return moved
            }
            number += 1
        }
        return rule
    }

    /// "Don't use pure white text on coloured backgrounds without checking contrast", "never
    /// pure black unless the contrast is checked", "make sure pure white labels keep their
    /// contrast": a caution (`ruleScopes.cautions`, or a verb of checking with a word for
    /// contrast) tells someone to take care, and forbids nothing a component may state.
    package static func isCaution(_ lower: String) -> Bool {
        let scopes = Vocabulary.standard.ruleScopes
        let words = ComponentKind.words(of: lower)
        if scopes.cautions.occurs(in: words) { return true }
        return scopes.cautionVerbs.occurs(in: words) && !scopes.contrastWords.isDisjoint(with: words)
    }

    /// The words of a sentence without its settings: "on coloured backgrounds", "over dark
    /// surfaces" (`ruleScopes.settings` and the words after it, to the end of the clause) say
    /// where the thing forbidden sits.
    package static func wordsOutsideSettings(_ words: [String]) -> [String] {
        let settings = Vocabulary.standard.ruleScopes.settings
        var out: [String] = []
        var inSetting = false
        for word in words {
            if settings.contains(word) { inSetting = true; continue }
            // "… on dark screens for button fills": what the colour is for ends the setting.
            if inSetting, ["but", "for", "as"].contains(word) { inSetting = false }
            if !inSetting { out.append(word) }
        }
        return out
    }

    /// "Never pure white", "backgrounds are not pure black": the negation comes before the colour
    /// in its own clause. "Pure white, chroma zero — no hidden warmth" forbids the warmth, and
    /// asks for white.
    package static func isForbidden(_ phrase: String, in lower: String) -> Bool {
        guard let range = lower.range(ofLiteral: phrase) else { return false }
        let before = lower[..<range.lowerBound]
        let clause = before.lastIndex(where: { ",;:—–".contains($0) }).map { before[before.index(after: $0)...] } ?? before
        guard isNegated(String(clause)) else { return false }
        return !isComparison(clause: String(clause), after: String(lower[range.upperBound...]))
    }

    /// "Not pure black, but a hair warmer", "almost-but-not-quite pure black": a bare "not"
    /// that compares the colour being described with the one named. "Never", "avoid", "no" and
    /// "don't" always forbid.
    package static func isComparison(clause: String, after: String) -> Bool {
        let words = clause.split { !$0.isLetter && $0 != "'" && $0 != "’" }.map(String.init)
        guard words.contains("not"), !words.contains(where: { ["no", "never", "avoid", "don't", "don’t"].contains($0) }),
              !(words.contains("do") && words.contains("not")) else { return false }
        let comparisons = Vocabulary.standard.ruleScopes.comparisons
        if let not = words.lastIndex(of: "not"), words[(not + 1)...].contains(where: comparisons.contains) { return true }
        let next = after.split { !$0.isLetter }.first.map(String.init)
        return next.map(comparisons.contains) ?? false
    }

    /// "**Canvas** (`#f9f7f3`): the page. Warm cream, never pure white", "`{colors.surface-soft}`
    /// (#f7f7f7 — not pure white — soft grey)": a paragraph that gives a colour of its own (a
    /// literal of another colour, or a reference to a colour token) and a sentence that tells no
    /// one to do anything (no `ruleScopes.directives` word) describe that colour by what it is
    /// not. "Never use pure black (#000000)" still forbids: its literal is the forbidden colour.
    package static func describesAnotherColor(than forbidden: RGBAColor, sentence lower: String, paragraph: String) -> Bool {
        let words = Set(ComponentKind.words(of: lower))
        guard words.isDisjoint(with: Vocabulary.standard.ruleScopes.directives) else { return false }
        if paragraph.containsText("{colors.") { return true }
        return ColorValueScanner.matches(in: paragraph).contains { match in
            guard case .success(let color) = match.color else { return false }
            return color.withAlpha(1) != forbidden.withAlpha(1) || color.alpha < 1
        }
    }

    /// Words that make a sentence a rule rather than a description. `do not` is `not`.
    private static let negations: Set<Substring> = ["no", "never", "avoid", "not"]

    /// Whether the lower-cased sentence says no, never, avoid, not or don't, as whole words: a
    /// word is a run of letters, digits, marks and connectors (`_`), so `note` and `another`
    /// say nothing. Read by scalars rather than with a regular expression, for every sentence
    /// of every paragraph.
    package static func isNegated(_ lower: String) -> Bool {
        let scalars = lower.unicodeScalars
        var index = scalars.startIndex
        var previous: Substring.UnicodeScalarView?
        while index < scalars.endIndex {
            guard isWordScalar(scalars[index]) else {
                index = scalars.index(after: index)
                continue
            }
            let start = index
            while index < scalars.endIndex, isWordScalar(scalars[index]) { index = scalars.index(after: index) }
            let word = Substring(scalars[start..<index])
            if negations.contains(word) { return true }
            // don't: "don", an apostrophe, "t".
            if word == "t", let previous, String(previous) == "don",
               scalars.index(after: previous.endIndex) == start, scalars[previous.endIndex] == "'" {
                return true
            }
            previous = scalars[start..<index]
        }
        return false
    }

    /// Whether the bytes hold a pair every negation word has, in any case: "no" (no, not), "ne"
    /// (never), "av" (avoid) or "n'" (don't). Lowercasing makes no ASCII letter of anything
    /// else but the Kelvin sign (`k`), so a sentence without these needs neither lowercasing
    /// nor reading word by word; most sentences of a document in Japanese have none.
    package static func mayBeNegated(_ sentence: String) -> Bool {
        var previous: UInt8 = 0
        for byte in sentence.utf8 {
            let folded = byte | 0x20
            switch (previous, folded) {
            case (UInt8(ascii: "n"), UInt8(ascii: "o")), (UInt8(ascii: "n"), UInt8(ascii: "e")),
                 (UInt8(ascii: "a"), UInt8(ascii: "v")), (UInt8(ascii: "n"), UInt8(ascii: "'")):
                return true
            default:
                previous = folded
            }
        }
        return false
    }

    /// What a regular expression's `\w` takes: letters, marks, decimal digits and connector
    /// punctuation (`_`), with the zero-width joiners.
    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let byte = UInt8(scalar.value)
            return Ascii.isLetter(byte) || Ascii.isDigit(byte) || byte == Ascii.underscore
        }
        if scalar.value == 0x200C || scalar.value == 0x200D { return true }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .connectorPunctuation: return true
        default: return properties.isAlphabetic
        }
    }
}

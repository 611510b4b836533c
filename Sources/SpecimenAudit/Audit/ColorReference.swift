import Foundation
import SpecimenModel
import SpecimenReading

/// Where a note's clauses end.
private let clauseBreaks = CharacterList(",;:()、。；：（）")

/// A colour named in prose ("Yellow", "Canvas", "black", "semantic colors"), resolved against a
/// system's palette: one colour, or a group of them.
package struct ColorReference {
    package var colors: [(name: String, color: RGBAColor)]
    package var isGroup: Bool
    /// A group named by a hue word ("on green"): the colours of that hue.
    package var byHue = false

    /// A single colour: a colour token, or one of the vocabulary's `basicColors` (black, white):
    /// the colours prose names without defining them.
    package static func single(_ phrase: String, tokens: ResolvedTokens, mode: TokenMode) -> ColorReference? {
        let cleaned = phrase.trimmingCharacters(in: .spaceOrPunctuation)
        guard !cleaned.isEmpty, cleaned.count <= 40 else { return nil }
        if let token = tokens.index.lookup(cleaned, mode: mode), case .color(let color)? = tokens.value(of: token, mode: mode) {
            return ColorReference(colors: [(token.name, color)], isGroup: false)
        }
        if let basic = Vocabulary.standard.basicColors[cleaned.lowercased()] {
            return ColorReference(colors: [(cleaned.lowercased(), basic)], isGroup: false)
        }
        // `Primary-500 (Forest)`: a colour's name with its nickname in brackets is that colour.
        if let open = cleaned.firstIndex(where: { $0 == "(" || $0 == "（" }), open > cleaned.startIndex {
            let name = cleaned[..<open].trimmingWhitespace
            if let token = tokens.index.lookup(name, mode: mode), case .color(let color)? = tokens.value(of: token, mode: mode) {
                return ColorReference(colors: [(token.name, color)], isGroup: false)
            }
        }
        return nil
    }

    /// A group of surfaces: the colour tokens whose group, name or usage carries every remaining
    /// word of the phrase ("semantic colors" → the tokens grouped or described as semantic), once
    /// the words that only say "a colour" (`colorFillerWords`) are dropped, and that are not
    /// named as text colours. Needs two or more.
    package static func group(_ phrase: String, palette: AuditPalette) -> ColorReference? {
        let fillerWords = Vocabulary.standard.colorFillerWords
        let wanted = ComponentKind.words(of: phrase).filter { !fillerWords.contains($0) }
        guard !wanted.isEmpty, wanted.count <= 3 else { return nil }
        let hues = Vocabulary.standard.colorHueWords
        // "On dark" names dark surfaces: a colour whose usage merely mentions dark ones (amber
        // "against dark surfaces") is not one of them.
        let lightness = wanted.compactMap { Vocabulary.standardColumn($0) }.first { $0 == .dark || $0 == .light }
        // "Glass background" names the glass fills, not the glass border beside them: an edge
        // colour is a ground only when the phrase asks for an edge.
        let wantsEdge = wanted.contains { Vocabulary.standardProperty($0) == .border }
        let appearance: Vocabulary.ColumnMeaning = palette.mode == .dark ? .dark : .light
        let members = zip(palette.entries, palette.surfaces).filter { entry, surface in
            // A tint mostly see-through ("a 10% dark glass on light sections") is as light as
            // what lies under it: no surface of either lightness. A scrim mostly opaque is one.
            if lightness != nil, entry.color.alpha < 0.5 { return false }
            if lightness == .dark, entry.color.relativeLuminance > 0.18 { return false }
            if lightness == .light, entry.color.relativeLuminance < 0.4 { return false }
            if surface.forText { return false }
            // "On green": a colour named green, or whose note calls it green ("soft green
            // surface"); not one whose note only mentions the hue ("a warm green undertone").
            return wanted.allSatisfy { word in
                guard hues.contains(word) else { return surface.words.contains(word) }
                return surface.named.contains(word) || usage(entry.token.usage, callsIt: word)
            }
        }
        guard members.count >= 2 else { return nil }
        // Of the colours the phrase names, those that are grounds on this page: not an edge
        // colour (unless an edge is asked for), not a token of the other appearance ("Dark Mode
        // Glass background" lies on the dark page only).
        let grounds = members.filter { _, surface in
            !(surface.isEdge && !wantsEdge) && (surface.appearance.map { $0 == appearance } ?? true)
        }.map(\.0)
        guard !grounds.isEmpty else { return nil }
        return ColorReference(colors: grounds.map { ($0.name, $0.color) }, isGroup: true, byHue: wanted.contains(where: hues.contains))
    }

    /// What `group` asks of a palette's colour whatever the phrase.
    package struct Surface: Sendable {
        /// The words of its group, usage and name.
        let words: Set<String>
        /// The words of its name and group.
        let named: Set<String>
        /// A colour for text on surfaces, never a surface: `on-crimson` and `ink-dark` are
        /// colours for text on such surfaces (`isText`, or a foreground word in the name).
        let forText: Bool
        /// A colour its name gives an edge (`Glass border`, `divider`): drawn round a fill, not under text.
        let isEdge: Bool
        /// The appearance its name or group is for (`Dark Mode Glass …`, `Light theme`): a light
        /// or dark word followed by an appearance word; nil when it names none.
        let appearance: Vocabulary.ColumnMeaning?

        init(_ token: DesignToken) {
            words = Set(ComponentKind.words(of: [token.group ?? "", token.usage ?? "", token.name].joined(separator: " ")))
            let name = ComponentKind.words(of: token.name)
            isEdge = name.contains { Vocabulary.standardProperty($0) == .border }
            let appearanceWords = Vocabulary.standard.auditContext.appearances
            let titled = name + ComponentKind.words(of: token.group ?? "")
            appearance = titled.indices.dropLast().lazy.compactMap { index -> Vocabulary.ColumnMeaning? in
                guard appearanceWords.contains(titled[index + 1]), let column = Vocabulary.standardColumn(titled[index]),
                      column == .light || column == .dark else { return nil }
                return column
            }.first
            forText = ColorReference.isText(name: token.name, usage: token.usage) || !Vocabulary.standard.pairingColumns.foreground.isDisjoint(with: name)
            named = Set(name + ComponentKind.words(of: token.group ?? ""))
        }
    }

    /// Whether a colour is one for text, never a ground text is put on: named `on-…` (what sits
    /// on a ground, as `on-crimson` sits on crimson), or its note gives it a text role ("Very
    /// dark grey for text on dark surfaces", "body text variants").
    package static func isText(name: String, usage: String?) -> Bool {
        ComponentKind.words(of: name).first == "on" || namesTextRole(usage)
    }

    /// Whether a colour's note gives it a text role and no surface role: some clause names text
    /// (`textTokens.roles`) before any "on" (what follows is where the text sits), and no
    /// clause names a background or a surface of its own ("Card surface, text on top").
    package static func namesTextRole(_ usage: String?) -> Bool {
        guard let usage, !usage.isEmpty else { return false }
        // The vocabulary's parts, not the whole of it: a copy of the whole is a retain of each
        // of its many fields, and the audit asks this of every colour for every phrase.
        let grounds = Vocabulary.standard.pageBackground, textTokens = Vocabulary.standard.textTokens
        var text = false
        for clause in usage.split(whereSeparator: clauseBreaks.contains) {
            var words = ComponentKind.words(of: String(clause))
            if let on = words.firstIndex(of: "on") { words = Array(words[..<on]) }
            if grounds.background.occurs(in: words) || grounds.surface.occurs(in: words)
                || textTokens.notText.occurs(in: words) { return false }
            if textTokens.roles.occurs(in: words) { text = true }
        }
        return text
    }

    /// Whether a colour's note calls it the hue `word`: in one of its clauses the word stands
    /// before a `colorHueNouns` noun ("soft green surface") or ends the clause ("accent, deep
    /// green"), and is not what something sits on ("text on green").
    static func usage(_ usage: String?, callsIt word: String) -> Bool {
        guard let usage else { return false }
        let nouns = Vocabulary.standard.colorHueNouns
        for clause in usage.split(whereSeparator: clauseBreaks.contains) {
            let words = ComponentKind.words(of: String(clause))
            for (index, found) in words.enumerated() where found == word {
                if index > 0, words[index - 1] == "on" { continue }
                if index == words.count - 1 || nouns.contains(words[index + 1]) { return true }
            }
        }
        return false
    }

    /// The colour a sentence defines, by the label it opens with (`Snow: …`, `Ink (#222222): …`,
    /// `Harbor — …`): what its generic words ("text on dark") are about.
    package static func defined(by sentence: String, tokens: ResolvedTokens, mode: TokenMode) -> ColorReference? {
        guard let end = sentence.firstIndex(where: { $0 == ":" || $0 == "：" || $0 == "—" || $0 == "–" }) else { return nil }
        var label = String(sentence[..<end])
        if let open = label.firstIndex(where: { $0 == "(" || $0 == "（" }) { label = String(label[..<open]) }
        let words = label.split(whereSeparator: \.fastIsWhitespace)
        guard (1...4).contains(words.count) else { return nil }
        return single(label, tokens: tokens, mode: mode)
    }

    package static func singleOrGroup(_ phrase: String, tokens: ResolvedTokens, palette: AuditPalette) -> ColorReference? {
        single(phrase, tokens: tokens, mode: palette.mode) ?? group(phrase, palette: palette)
    }
}

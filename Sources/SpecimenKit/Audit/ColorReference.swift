import Foundation

/// A colour named in prose ("Yellow", "Canvas", "black", "semantic colors"), resolved against a
/// system's palette: one colour, or a group of them.
struct ColorReference {
    var colors: [(name: String, color: RGBAColor)]
    var isGroup: Bool

    /// A single colour: a colour token, or one of the vocabulary's `basicColors` (black, white):
    /// the colours prose names without defining them.
    static func single(_ phrase: String, tokens: ResolvedTokens, mode: TokenMode) -> ColorReference? {
        let cleaned = phrase.trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters))
        guard !cleaned.isEmpty, cleaned.count <= 40 else { return nil }
        if let token = tokens.index.lookup(cleaned, mode: mode), case .color(let color)? = tokens.value(of: token, mode: mode) {
            return ColorReference(colors: [(token.name, color)], isGroup: false)
        }
        if let basic = Vocabulary.standard.basicColors[cleaned.lowercased()] {
            return ColorReference(colors: [(cleaned.lowercased(), basic)], isGroup: false)
        }
        return nil
    }

    /// A group: the colour tokens whose group, name or usage carries every remaining word of the
    /// phrase ("semantic colors" → the tokens grouped or described as semantic), once the words
    /// that only say "a colour" (`colorFillerWords`) are dropped. Needs two or more.
    static func group(_ phrase: String, palette: AuditPalette) -> ColorReference? {
        let fillerWords = Vocabulary.standard.colorFillerWords
        let wanted = ComponentKind.words(of: phrase).filter { !fillerWords.contains($0) }
        guard !wanted.isEmpty, wanted.count <= 3 else { return nil }
        let members = palette.entries.filter { entry in
            let words = Set(ComponentKind.words(of: [entry.token.group ?? "", entry.token.usage ?? "", entry.token.name].joined(separator: " ")))
            return wanted.allSatisfy(words.contains)
        }
        guard members.count >= 2 else { return nil }
        return ColorReference(colors: members.map { ($0.name, $0.color) }, isGroup: true)
    }

    static func singleOrGroup(_ phrase: String, tokens: ResolvedTokens, palette: AuditPalette) -> ColorReference? {
        single(phrase, tokens: tokens, mode: palette.mode) ?? group(phrase, palette: palette)
    }
}

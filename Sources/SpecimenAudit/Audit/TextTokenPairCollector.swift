import SpecimenModel
import SpecimenReading

/// Tokens that say they are text ("Fade (Secondary Text)", `text.secondary`) on the page
/// background, the surface they are read on when no component says otherwise.
///
/// The name and role count, and a usage note that says only which text it is ("Secondary
/// text"): one such as "Primary text, borders" is too loose, and tokens meant for other surfaces
/// ("inverse", "on primary") are left to the pairs that use them.
package struct TextTokenPairCollector {
    package var palette: AuditPalette
    package var page: PageBackground
    /// The system's tokens, to tell a text colour with a dark value from one without.
    package var tokens: ResolvedTokens?

    package func collect() -> [ContrastPair.Draft] {
        let vocabulary = Vocabulary.standard
        return palette.entries.compactMap { entry in
            let token = entry.token
            let ownWords = ComponentKind.words(of: [token.name, token.role ?? ""].joined(separator: " "))
            let words = Set(ownWords)
            let usageWords = ComponentKind.words(of: token.usage ?? "")
            let usage = Set(usageWords)
            // `Secondary text` as the whole usage note names the colour's role as a name would;
            // `Primary text, borders` is too loose to.
            let text = vocabulary.textTokens
            let usageNamesText = !usage.isDisjoint(with: text.text) && usageWords.count <= 3
                && usageWords.allSatisfy { text.text.contains($0) || text.ranks.contains($0) }
            guard !words.isDisjoint(with: vocabulary.textTokens.text) || usageNamesText, words.isDisjoint(with: vocabulary.textTokens.excluded),
                  usage.isDisjoint(with: vocabulary.textTokens.excluded),
                  !vocabulary.pageBackground.background.occurs(in: ownWords),
                  !Self.namesOtherMode(ownWords, than: palette.mode) else { return nil }
            // A text colour without a dark value, on the dark page, is no appearance the document
            // describes.
            if palette.mode == .dark, let tokens, !Self.hasDarkValue(token, in: tokens) { return nil }
            return ContrastPair.Draft(
                origin: .textToken, category: .normalText, foreground: entry.color, foregroundName: entry.name,
                fill: nil, fillName: nil,
                context: PairContext(
                    mode: palette.mode, element: "text",
                    textSize: ComponentPairCollector.defaultTextSize, textWeight: ComponentPairCollector.defaultTextWeight,
                    notes: ["token named as text, read on the page background", "no text size stated: normal text assumed"]),
                source: SourceReference(token.provenance), exemption: nil)
        }
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
            switch Vocabulary.standard.column(word) {
            case .dark: mode == .light
            case .light: mode == .dark
            default: false
            }
        }
    }
}

import SpecimenModel
import SpecimenReading

/// Tokens that say they are text ("Fade (Secondary Text)", `text.secondary`) on the page
/// background, the surface they are read on when no component says otherwise.
///
/// The name and role count, and so does a usage note that lists text among the colour's roles
/// ("Secondary text", "Tertiary text, muted links, footer elements", "De-emphasized body text,
/// metadata"): a colour used for text is read as text wherever else it is used. Tokens meant for
/// other surfaces ("inverse", "on primary", "button text") are left to the pairs that use them.
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
            let usage = Set(ComponentKind.words(of: token.usage ?? ""))
            // "Success badge text color": text named for a component is read on that component's fill.
            let namedText = !words.isDisjoint(with: vocabulary.textTokens.text) && usage.isDisjoint(with: vocabulary.textTokens.excluded)
                && (ComponentKind.classify(token.usage ?? "") ?? .other) == .other
            guard namedText || Self.usageNamesText(token.usage, mode: palette.mode), words.isDisjoint(with: vocabulary.textTokens.excluded),
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

    /// Whether an item of the usage note ("muted links" in "Outlined button borders, muted
    /// links") names text read on the page: a text role, and no word for something drawn that is
    /// not text, another surface, a component or the other appearance.
    package static func usageNamesText(_ usage: String?, mode: TokenMode) -> Bool {
        guard let usage, !usage.isEmpty else { return false }
        let vocabulary = Vocabulary.standard
        let words = vocabulary.textTokens
        let items = usage.split { ",;/&.()（）、。—–:".contains($0) }.flatMap { $0.components(separatedBy: " and ") }
        // "Text, backgrounds": a colour that is also a surface carries its text on other
        // surfaces (white text on dark fills, under dark text on white ones), not on the page.
        let background = vocabulary.pageBackground
        if items.contains(where: { item in
            let itemWords = ComponentKind.words(of: item)
            return background.background.occurs(in: itemWords) || background.surface.occurs(in: itemWords)
        }) { return false }
        return items.contains { item in
            // "black text (`#000000`)": the text of that item is another colour.
            if !ColorValueScanner.matches(in: String(item)).isEmpty { return false }
            let itemWords = ComponentKind.words(of: item)
            guard words.roles.occurs(in: itemWords), !words.notText.occurs(in: itemWords),
                  !itemWords.contains(where: { vocabulary.basicColors[$0] != nil }),
                  Set(itemWords).isDisjoint(with: words.excluded.subtracting(["link"])),
                  !namesOtherMode(itemWords, than: mode) else { return false }
            // "button labels", "badge text": text on a component's own fill, paired there.
            if let kind = ComponentKind.classify(item), kind != .other { return false }
            return true
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

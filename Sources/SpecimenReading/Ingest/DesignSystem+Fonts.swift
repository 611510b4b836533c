import SpecimenModel

extension ResolvedTokens {
    /// The families the system's text is set in, in the document's order, each with its name's
    /// words: its font family tokens past icon fonts (`**Icon Font**: …`, a family called `…
    /// Symbols`), which set glyphs, never text.
    package var textFontFamilies: [(name: [String], family: String)] {
        let iconWords = Vocabulary.standard.fontFamilyLabels.icon
        return tokens.compactMap { token in
            guard case .fontFamily(let stack)? = value(of: token), case let name = ComponentKind.words(of: token.name),
                  !(name + ComponentKind.words(of: stack.family)).contains(where: iconWords.contains) else { return nil }
            return (name, stack.family)
        }
    }

    /// The family the system's text is set in: the first of `textFontFamilies`.
    package var textFontFamily: String? {
        textFontFamilies.first?.family
    }
}

extension DesignSystem {
    /// The family the document sets its text in (`ResolvedTokens.textFontFamily`).
    package var declaredFontFamily: String? {
        tokens.textFontFamily
    }

    /// The family previews use when a spec names none: of the document's font families, the
    /// one named for body text (`**Body Font**: …`), else the first not named for headings or
    /// display, else the first; without font families, the same choice among the type styles
    /// (`body`, `paragraph`, then the first that is not a heading's or display's). A display
    /// serif that opens the list or the type scale sets headlines, not buttons and inputs.
    /// Families named for what they are (`--serif`, `--sans`) leave the choice to a body type
    /// style's family.
    package var previewFontFamily: String? {
        let words = Vocabulary.standard
        func bodyNamed(_ named: [(name: [String], family: String)]) -> String? {
            named.first { words.claimScopes.body.occurs(in: $0.name) }?.family
        }
        func bodyFamily(_ named: [(name: [String], family: String)]) -> String? {
            bodyNamed(named)
                ?? named.first { !words.auditContext.headings.occurs(in: $0.name) }?.family
                ?? named.first?.family
        }
        let families = tokens.textFontFamilies
        let styles: [(name: [String], family: String)] = tokens.tokens.compactMap { token in
            guard case .typeStyle(let style)? = tokens.value(of: token), let family = style.family else { return nil }
            return (ComponentKind.words(of: token.name), family)
        }
        if !families.isEmpty { return bodyNamed(families) ?? bodyNamed(styles) ?? bodyFamily(families) }
        return bodyFamily(styles)
    }
}

import SpecimenModel

extension ResolvedTokens {
    /// The family the system's text is set in: the first font family token the document
    /// defines, past icon fonts (`**Icon Font**: …`, a family called `… Symbols`), which set
    /// glyphs, never text.
    package var textFontFamily: String? {
        let iconWords = Vocabulary.standard.fontFamilyLabels.icon
        for token in tokens {
            guard case .fontFamily(let stack)? = value(of: token) else { continue }
            let words = ComponentKind.words(of: token.name) + ComponentKind.words(of: stack.family)
            if words.contains(where: iconWords.contains) { continue }
            return stack.family
        }
        return nil
    }
}

extension DesignSystem {
    /// The family the document sets its text in (`ResolvedTokens.textFontFamily`).
    package var declaredFontFamily: String? {
        tokens.textFontFamily
    }

    /// The family previews use when a spec names none: of the document's font families, the
    /// one named for body text (`**Body Font**: …`), else the first not named for headings or
    /// display, else the first; without font families, the family of the type style for body
    /// text (`body`, `paragraph`), else of the first style that is not a heading's or display's,
    /// else the first family a type style names. A display serif that opens the list or the type
    /// scale sets headlines, not buttons and inputs.
    package var previewFontFamily: String? {
        let words = Vocabulary.standard
        let families = tokens.tokens.compactMap { token -> (name: [String], family: String)? in
            guard case .fontFamily(let stack)? = tokens.value(of: token), case let name = ComponentKind.words(of: token.name),
                  !(name + ComponentKind.words(of: stack.family)).contains(where: words.fontFamilyLabels.icon.contains) else { return nil }
            return (name, stack.family)
        }
        if let first = families.first {
            return families.first { words.claimScopes.body.occurs(in: $0.name) }?.family
                ?? families.first { !words.auditContext.headings.occurs(in: $0.name) }?.family
                ?? first.family
        }
        let styles = tokens.tokens.compactMap { token -> (name: [String], family: String)? in
            guard case .typeStyle(let style)? = tokens.value(of: token), let family = style.family else { return nil }
            return (ComponentKind.words(of: token.name), family)
        }
        return styles.first { words.claimScopes.body.occurs(in: $0.name) }?.family
            ?? styles.first { !words.auditContext.headings.occurs(in: $0.name) }?.family
            ?? styles.first?.family
    }
}

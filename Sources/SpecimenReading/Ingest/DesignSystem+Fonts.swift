import SpecimenModel

extension DesignSystem {
    /// The first font family token the document defines.
    package var declaredFontFamily: String? {
        for token in tokens.tokens {
            if case .fontFamily(let stack)? = tokens.value(of: token) { return stack.family }
        }
        return nil
    }

    /// The family previews use when a spec names none: the declared family, else the first
    /// family a type style names.
    package var previewFontFamily: String? {
        if let family = declaredFontFamily { return family }
        for token in tokens.tokens {
            if case .typeStyle(let style)? = tokens.value(of: token), let family = style.family { return family }
        }
        return nil
    }
}

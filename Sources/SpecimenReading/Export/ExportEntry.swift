import SpecimenModel

/// One exported token: the light (or mode-less) definition and the dark one under a single
/// key, because every export format pairs them rather than listing them apart.
package struct ExportEntry: Sendable {
    /// Unique across the export; a hyphenated slug safe as a JSON key, a CSS custom property
    /// name and a DTCG path segment (no `.`, `{`, `}` or leading `$`).
    package var key: String
    /// The kind the value has after following aliases; never `.alias`.
    package var kind: TokenKind
    package var light: DesignToken?
    package var dark: DesignToken?
    /// Position of the first definition in the resolved tokens, for document order.
    package var firstIndex: Int

    /// The definition shown when only one is: light, or dark for a dark-only token.
    package var primary: DesignToken {
        // An entry is only ever made from at least one token.
        light ?? dark!
    }

    /// The definition that applies in a mode; dark falls back to light, as a CSS cascade does.
    package func token(in mode: TokenMode) -> DesignToken? {
        mode == .dark ? (dark ?? light) : light
    }

    /// The name as written, for descriptions and tables.
    package var displayName: String { primary.name }
}

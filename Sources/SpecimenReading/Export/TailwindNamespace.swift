import SpecimenModel

/// One kind of Tailwind theme value: a key of the v3 `theme.extend` object and, where Tailwind v4
/// has one, the theme-variable namespace that plays the same part (`colors` and `--color-*`).
/// The cases are in the order both exports list them.
package enum TailwindNamespace: CaseIterable, Sendable {
    case colors, fontFamily, fontSize, fontWeight, lineHeight, letterSpacing, borderRadius, spacing
    case borderWidth, boxShadow, opacity, backgroundImage

    /// The key under `theme.extend` in Tailwind v3.
    package var themeKey: String {
        switch self {
        case .colors: "colors"
        case .fontFamily: "fontFamily"
        case .fontSize: "fontSize"
        case .fontWeight: "fontWeight"
        case .lineHeight: "lineHeight"
        case .letterSpacing: "letterSpacing"
        case .borderRadius: "borderRadius"
        case .spacing: "spacing"
        case .borderWidth: "borderWidth"
        case .boxShadow: "boxShadow"
        case .opacity: "opacity"
        case .backgroundImage: "backgroundImage"
        }
    }

    /// The Tailwind v4 variable stem (`--color-` + name). The v4 export writes only these
    /// namespaces; the rest have no v4 namespace of the same meaning, or none the export uses.
    package var variablePrefix: String? {
        switch self {
        case .colors: "--color-"
        case .fontFamily: "--font-"
        case .fontSize: "--text-"
        case .fontWeight: "--font-weight-"
        case .lineHeight: "--leading-"
        case .letterSpacing: "--tracking-"
        case .borderRadius: "--radius-"
        case .spacing: "--spacing-"
        case .borderWidth, .boxShadow, .opacity, .backgroundImage: nil
        }
    }

    /// Names Tailwind v4 would read as another namespace: `--font-weight-bold` is a weight, not
    /// a family called "weight-bold", and `--text-shadow-sm` (v4.1) a text shadow.
    package func isReserved(_ name: String) -> Bool {
        let word: String? = switch self {
        case .fontFamily: "weight"
        case .fontSize: "shadow"
        default: nil
        }
        guard let word else { return false }
        return name == word || name.hasPrefix(word + "-")
    }

    /// Put in front of a name that `isReserved` refuses, so the name keeps its words.
    package var tag: String {
        switch self {
        case .colors: "color"
        case .fontFamily: "family"
        case .fontSize: "style"
        case .fontWeight: "weight"
        case .lineHeight: "leading"
        case .letterSpacing: "tracking"
        case .borderRadius: "radius"
        case .spacing: "space"
        case .borderWidth: "border"
        case .boxShadow: "shadow"
        case .opacity: "opacity"
        case .backgroundImage: "gradient"
        }
    }

    /// The namespaces a token of a kind can feed. A type style spreads over five (its family,
    /// size and the size's companions); plain numbers have no Tailwind home.
    package static func namespaces(for kind: TokenKind) -> [TailwindNamespace] {
        switch kind {
        case .color: [.colors]
        case .spacing, .size: [.spacing]
        case .radius: [.borderRadius]
        case .typeStyle: [.fontFamily, .fontSize, .fontWeight, .lineHeight, .letterSpacing]
        case .fontFamily: [.fontFamily]
        case .borderWidth: [.borderWidth]
        case .shadow: [.boxShadow]
        case .opacity: [.opacity]
        case .gradient: [.backgroundImage]
        case .number, .alias: []
        }
    }
}

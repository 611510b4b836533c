import Foundation
import SpecimenModel

// Compiled once: a regex literal inside a function is parsed again on every call.
nonisolated(unsafe) private let emLength = #/(?i)(?:^|[^\d.])(-?\d*\.?\d+)\s*em\b/#
nonisolated(unsafe) private let bareNumber = #/(?:^|[^\d.\-])(\d*\.?\d+)(?![\d.]*\s*(?:px|pt|rem|em|%|dp))/#
nonisolated(unsafe) private let colorLiteral = #/(?i)(?:\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\([^)]*\))|(?:#[0-9a-f]{3,8}\b)/#
nonisolated(unsafe) private let percentNumber = #/(?:^|[^\d.])(\d+(?:\.\d+)?)\s*%/#

/// The type of a component, aspect by aspect, as a spec line or a CSS declaration names it:
/// `Font Size: 12px / 700`, `fontWeight 700`, `Font Family: "Kelp Sans", sans-serif`,
/// `letter-spacing: 1.4px`, `line-height: 1.5`, `text-transform: uppercase`,
/// `text-decoration: underline dotted`.
extension PropertyPhraseReader {
    /// What a line labelled with one aspect of the type sets; nil when its words give no value
    /// (`Font Size: varies`), which then stays the document's words.
    package func typeAspect(_ meaning: LabelMeaning, in text: String) -> FontSpec? {
        var font = FontSpec()
        let lower = text.lowercased()
        switch meaning {
        case .fontSize:
            font.size = ValueScanner.length(in: text) ?? ValueScanner.unitLength(in: text) ?? ValueScanner.bareLength(ValueScanner.clean(text))
            // `12px / 700`: the weight after a slash; `14px / 20px`: the line height.
            if let slash = text.firstIndex(where: { $0 == "/" || $0 == "／" }) {
                let after = String(text[text.index(after: slash)...])
                if let weight = Self.weight(in: after, strict: false) {
                    font.weight = weight
                } else if let length = ValueScanner.length(in: after) {
                    font.lineHeightLength = length
                }
            }
        case .fontWeight:
            font.weight = Self.weight(in: text, strict: false)
        case .fontFamily:
            font.family = Self.family(inStack: text)
        case .letterSpacing:
            if let match = text.firstMatch(of: emLength), let value = Double(match.1) {
                font.letterSpacingEms = value
            } else if let length = ValueScanner.length(in: text) {
                font.letterSpacing = length
            }
        case .lineHeight:
            if let match = text.firstMatch(of: percentNumber), let value = Double(match.1), value > 0 {
                font.lineHeight = value / 100
            } else if let length = ValueScanner.length(in: text) {
                font.lineHeightLength = length
            } else if let match = text.firstMatch(of: bareNumber), let value = Double(match.1), value > 0, value <= 4 {
                font.lineHeight = value
            }
        case .textTransform:
            applyCase(lower, text: text, to: &font)
        case .textDecoration:
            applyDecoration(lower, to: &font)
        default:
            return nil
        }
        return font.isEmpty ? nil : font
    }

    /// The case a phrase sets: upper, lower or capitalised.
    package func applyCase(_ lower: String, text: String, to font: inout FontSpec) {
        let flags = Vocabulary.standard.phraseFlags
        if LetterCase.saysUppercase(text) {
            font.uppercase = true
        } else if flags.lowercase.contains(where: { lower.contains(literal: $0) }) {
            font.textCase = "lowercase"
        } else if flags.capitalize.contains(where: { lower.contains(literal: $0) }) {
            font.textCase = "capitalize"
        }
    }

    /// The decoration a phrase sets: an underline (dotted when it says so), or none.
    package func applyDecoration(_ lower: String, to font: inout FontSpec) {
        let flags = Vocabulary.standard.phraseFlags
        if flags.noUnderline.contains(where: { lower.contains(literal: $0) }) || lower.trimmingWhitespace == "none" {
            font.decoration = "none"
        } else if flags.underline.contains(where: { lower.contains(literal: $0) }) {
            font.decoration = flags.dotted.contains(where: { lower.contains(literal: $0) }) ? "underline dotted" : "underline"
        }
    }

    /// A weight: a number (`700`, `450`) or a weight word. `strict`: in a phrase that also says
    /// other things, a weight word that is also a colour's (`black`, `light`) counts only where
    /// the words are about type (a size, `weight`, `font`) and no colour is written.
    package static func weight(in text: String, strict: Bool) -> String? {
        // A colour's numbers (`rgba(255,255,255,0.95)`, `#700`) are no weight.
        // A colour literal has a `#` or a bracket: the regex runs only on text with one.
        let mayHoldColor = text.utf8.contains { $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "(") }
        let words = (mayHoldColor ? text.replacing(colorLiteral, with: " ") : text).split(whereSeparator: { !$0.fastIsLetter && !$0.fastIsNumber })
        // A number first: `weight 700, black text` is bold, whatever colour its text is.
        for word in words {
            if let number = Int(word), (100...950).contains(number) {
                return number % 100 == 0 ? CSSFontWeight.name(for: number) : String(number)
            }
        }
        guard let found = ValueScanner.weight(in: text) else { return nil }
        guard strict, ValueScanner.namedColor(found, includingClear: false) != nil || found == "light" else { return found }
        let lower = text.lowercased()
        let aboutType = ValueScanner.length(in: text) != nil || ["weight", "font", "type"].contains(where: { lower.contains(literal: $0) })
        let namesColor = !ColorValueScanner.matches(in: text).isEmpty
            || lower.split(whereSeparator: { !$0.fastIsLetter }).contains { word in
                // `black text`, `light gray`: the weight word is a colour's.
                ["text", "background", "fill", "border", "gray", "grey"].contains(String(word))
            }
        return aboutType && !namesColor ? found : nil
    }

    /// The family a stack names first (`"Kelp Sans", Helvetica, sans-serif` → Kelp Sans), past
    /// the keywords that name the platform's own (`-apple-system`, `system-ui`); a generic alone
    /// (`monospace`) is that design, which a preview draws in the system's monospaced family.
    package static func family(inStack text: String) -> String? {
        let items = text.replacing(literal: "`", with: "").split(separator: ",").map {
            $0.trimming(charactersIn: " \"'“”;").trimmingWhitespace
        }.filter { !$0.isEmpty }
        let generics = ["monospace": "Monospace", "serif": "Serif", "sans-serif": "Sans-Serif"]
        let platformKeywords: Set<String> = ["system-ui", "-apple-system", "blinkmacsystemfont", "ui-monospace", "ui-sans-serif", "ui-serif", "ui-rounded", "inherit"]
        for item in items {
            let lower = item.lowercased()
            if platformKeywords.contains(lower) { continue }
            if let generic = generics[lower] { return generic }
            // A family's name: letters, digits, spaces and hyphens, a few words.
            guard item.count <= 40, item.split(separator: " ").count <= 4, item.contains(where: \.isLetter),
                  item.allSatisfy({ $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" }) else { return nil }
            return item
        }
        return nil
    }
}

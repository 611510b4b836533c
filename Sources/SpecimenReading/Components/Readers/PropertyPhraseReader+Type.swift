import Foundation
import SpecimenModel

// Compiled once: a regex literal inside a function is parsed again on every call.
nonisolated(unsafe) private let emLength = #/(?i)(?:^|[^\d.])(-?\d*\.?\d+)\s*em\b/#
nonisolated(unsafe) private let bareNumber = #/(?:^|[^\d.\-])(\d*\.?\d+)(?![\d.]*\s*(?:px|pt|rem|em|%|dp))/#
nonisolated(unsafe) private let colorLiteral = #/(?i)(?:\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\([^)]*\))|(?:#[0-9a-f]{3,8}\b)/#
nonisolated(unsafe) private let percentNumber = #/(?:^|[^\d.])(\d+(?:\.\d+)?)\s*%/#
/// `14px/500`, `13/700`, `13sp w600`: a size over a weight, or before Flutter's, the whole clause.
nonisolated(unsafe) private let sizeSlashWeight = #/\d{1,2}(?:\.\d+)?(?:px|pt|sp|dp)?\s*(?:\/\s*[1-9]00|w[1-9]00)/#
/// `"tidewell"`, `“Sign in”`: quoted copy, left out where only the words around it count.
nonisolated(unsafe) private let quotedRun = #/"[^"]*"|“[^”]*”/#
/// `600`: a weight as CSS writes it, alone.
nonisolated(unsafe) private let weightNumber = #/[1-9]00/#
/// `11px`, `0.75rem`: a length alone.
nonisolated(unsafe) private let loneLength = #/\d{1,2}(?:\.\d+)?\s*(?:px|pt|rem)/#
/// `monospace`, `mono font`, `a serif face`: a generic design alone.
nonisolated(unsafe) private let loneGeneric = #/(?i)(?:an? )?(monospace|monospaced|mono|serif|sans-serif)(?: (?:font|face|type|typeface))?/#

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

    /// A clause of a component's phrase about its type alone, among its other properties: a
    /// size over a weight (`14px/500`), a case word before a labelled aspect (`uppercase tracking
    /// 0.04em`), a generic design (`monospace`), or a family the document names among its fonts
    /// with its size (`Quarry Mono 13px`, `wordmark in Fernline Sans 700 20px`). Nil for any other
    /// clause. A family is only ever the document's own: capitalised words are no family.
    package func typeClause(_ clause: String, provenance: Provenance) -> FontSpec? {
        let bare = Self.typeClauseText(clause)
        if bare.wholeMatch(of: sizeSlashWeight) != nil { return font(in: bare, provenance: provenance)?.value }
        if let match = bare.wholeMatch(of: loneGeneric) {
            let name = match.1.lowercased()
            var font = FontSpec()
            font.family = name.hasPrefix("mono") ? "Monospace" : name == "serif" ? "Serif" : "Sans-Serif"
            return font
        }
        let words = bare.split(separator: " ")
        if words.count >= 3, LetterCase.opensWithUppercase(String(words[0])),
           let (label, rest) = Self.leadingPropertyLabel(of: words.dropFirst().joined(separator: " ")),
           let meaning = Self.meaning(ofLabel: label), meaning.isType, var font = typeAspect(meaning, in: rest) {
            font.uppercase = true
            return font
        }
        // `Karla 700`: one of the document's families and its weight as a number, nothing else.
        if let (family, range) = documentFamily(in: bare), range.lowerBound == bare.startIndex,
           case let rest = bare[range.upperBound...].trimmingWhitespace, rest.wholeMatch(of: weightNumber) != nil {
            var font = FontSpec()
            font.family = family
            font.weight = Self.weight(in: rest, strict: true)
            return font
        }
        // The family with its size and nothing else but a weight, after no words or the component's
        // own text (`"tidewell" wordmark in …`): `Product name in …`, `… for app names` type a
        // part, and a colour (`Fog at 14px Fernline Sans`) is read as the colour's clause.
        guard let (family, range) = documentFamily(in: bare), var font = font(in: bare, provenance: provenance)?.value,
              font.size != nil,
              Self.ownTextBefore(bare[..<range.lowerBound]), Self.onlyTypeValues(bare[range.upperBound...]),
              color(in: bare, provenance: provenance) == nil else { return nil }
        font.family = family
        return font
    }

    /// The family of the document's fonts a clause names, as a whole name (`Quarry Mono`, not the
    /// `Mono` of another word), and where; the longest when several fit. Without one of the
    /// document's, a family common enough to be known by its name (`knownFamily(in:)`).
    func documentFamily(in clause: String) -> (String, Range<String.Index>)? {
        declaredFamily(in: clause) ?? knownFamily(in: clause)
    }

    private func declaredFamily(in clause: String) -> (String, Range<String.Index>)? {
        var found: (String, Range<String.Index>)?
        for token in context.tokens.tokens(of: .fontFamily) {
            guard case .fontFamily(let stack) = token.value, !stack.family.isEmpty, stack.family.count > (found?.0.count ?? 0),
                  let range = clause.range(of: stack.family) else { continue }
            let before = range.lowerBound == clause.startIndex ? nil : clause[clause.index(before: range.lowerBound)]
            let after = range.upperBound == clause.endIndex ? nil : clause[range.upperBound]
            if before?.isLetter != true, after?.isLetter != true { found = (stack.family, range) }
        }
        return found
    }

    /// Nothing, or the component's own text set in the family (`"tidewell" wordmark in`, `label
    /// in`: quoted copy, `ownTextLabels` words, then `in`).
    static func ownTextBefore(_ text: Substring) -> Bool {
        var words = ComponentKind.words(of: String(text).replacing(quotedRun, with: " "))
        guard !words.isEmpty else { return true }
        guard words.removeLast() == "in" else { return false }
        return words.allSatisfy(Vocabulary.standard.ownTextLabels.contains)
    }

    /// Sizes, weights and their words alone (`13px`, `700, 20px`, `14px weight 500`).
    static func onlyTypeValues(_ text: Substring) -> Bool {
        text.split(whereSeparator: { $0 == " " || $0 == "," }).allSatisfy { piece in
            piece.contains(where: \.isNumber) || ["weight", "size", "font", "at"].contains(piece.lowercased())
                || ValueScanner.weight(in: String(piece)) != nil
        }
    }

    /// A clause without its code marks and the stop after it (`` `14px/500`. ``).
    static func typeClauseText(_ clause: String) -> String {
        clause.replacing(literal: "`", with: "").trimmingWhitespace.trimming(charactersIn: ".;:").trimmingWhitespace
    }

    /// `11px`, `` `0.75rem` ``: a clause that is a type's size and nothing else.
    static func loneTypeSize(_ clause: String) -> Length? {
        let bare = typeClauseText(clause)
        guard bare.wholeMatch(of: loneLength) != nil, let size = ValueScanner.length(in: bare) else { return nil }
        return (6...96).contains(size.value) ? size : nil
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
        // A shade in a name (`gray-700`, `mw-blue-600`) is no weight either.
        let words = ValueScanner.withoutShadeNames(mayHoldColor ? text.replacing(colorLiteral, with: " ") : text)
            .split(whereSeparator: { !$0.fastIsLetter && !$0.fastIsNumber })
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

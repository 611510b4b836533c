import Foundation
import SpecimenModel

// Compiled once: a regex literal inside a function is parsed again on every call.
// Unanchored searches that open with a number start with `(?:^|[^\d.])`: without it the
// backtracking engine retries from every digit of a long digit run, which is quadratic and let
// one line of digits stall a build for minutes.
// `80px × 80px`, `48×48pt`: the `×` sign or a lone `x` between two numbers.
nonisolated(unsafe) private let dimensionPair = #/(?:^|[^\d.])(\d+(?:\.\d+)?)\s*((?i)px|pt)?\s*[×xX]\s*(\d+(?:\.\d+)?)\s*((?i)px|pt)?(?!\w)/#
/// A number, the `×` sign or a lone `x`, another number, written as one word (`12×16`, `8x12`).
nonisolated(unsafe) private let joinedPair = #/(^|[^\w.])(\d+(?:\.\d+)?(?:px|pt)?)[×xX](\d+(?:\.\d+)?(?:px|pt)?)(?![\w.])/#
nonisolated(unsafe) private let colorFunctionOrHex = #/(?i)(?:rgba?|hsla?)\([^)\n]*\)|#[0-9A-Za-z]{3,}/#
nonisolated(unsafe) private let lengthInText = #/(?i)(?:^|[^\d.])(-?\d+(?:\.\d+)?)\s*(pt|px|rpx)\b/#
nonisolated(unsafe) private let wholeLength = #/(?i)(\d+(?:\.\d+)?)\s*(pt|px)?/#
nonisolated(unsafe) private let percentage = #/(?:^|[^\d.])(\d+(?:\.\d+)?)\s*%/#
/// `--moss-hover`: a CSS custom property's name.
nonisolated(unsafe) private let customPropertyName = #/--[A-Za-z][A-Za-z0-9_-]*/#
// The words of colour and shadow phrases (`black at 5% opacity`, `8pt blur, 4pt offset`) are
// the vocabulary's `valuePhraseWords`; the numbers and units around them are grammar.
private let phraseWords = Vocabulary.standard.valuePhraseWords
private let opacityWord = Vocabulary.alternation(phraseWords.opacity)
private let atWord = Vocabulary.alternation(phraseWords.at)
nonisolated(unsafe) private let opacityPercent = Vocabulary.pattern(#"(?i)(?:^|[^\d.])(\d+(?:\.\d+)?)\s*%\s*"# + opacityWord)
// `10% opacity reduction`, `opacity reduced by 10%`, `reduce opacity by 10%`: by how much the
// opacity falls, not what it falls to.
private let reductionWord = Vocabulary.alternation(phraseWords.reduction)
private let byWord = Vocabulary.alternation(phraseWords.by)
nonisolated(unsafe) private let opacityReducedBy = [
    Vocabulary.pattern(#"(?i)(?:^|[^\d.])(\d+(?:\.\d+)?)\s*%\s*"# + opacityWord + #"\s+"# + reductionWord + #"\b"#),
    Vocabulary.pattern("(?i)" + opacityWord + #"\s+"# + reductionWord + #"\s+"# + byWord + #"\s+(\d+(?:\.\d+)?)\s*%"#),
    Vocabulary.pattern("(?i)" + reductionWord + #"\s+(?:the\s+)?"# + opacityWord + #"\s+"# + byWord + #"\s+(\d+(?:\.\d+)?)\s*%"#),
]
// `opacity: 0.6`, `.opacity(0.6)`, and after a space a fraction or a percentage (`opacity 0.5`,
// `opacity 50%`, `opacity reduction to 0.7`; never `opacity 50`).
nonisolated(unsafe) private let opacityValue = Vocabulary.pattern("(?i)" + opacityWord
    + #"(?:\s*[(:=]\s*|(?:\s+[a-z]+){0,2}\s+(?:to\s+)?(?=0?\.\d|[01](?![\d.%])|\d{1,3}(?:\.\d+)?%))(\d*\.?\d+)"#)
nonisolated(unsafe) private let leadingAlpha = Vocabulary.pattern(#"^\s*(?:"# + atWord + #"\s+)?(\d+(?:\.\d+)?)\s*%(?:\s*"# + opacityWord + ")?")
nonisolated(unsafe) private let atPercent = Vocabulary.pattern(#"^\s*(?:"# + atWord + #"\s+)?(\d+(?:\.\d+)?)\s*%"#)
nonisolated(unsafe) private let blurAfterLength = Vocabulary.lengthPattern("(?i)" + Vocabulary.alternation(phraseWords.blur) + #"\s*(\d+(?:\.\d+)?)\s*(pt|px)?"#)
nonisolated(unsafe) private let lengthBeforeBlur = Vocabulary.lengthPattern(#"(?i)(?:^|[^\d.])(\d+(?:\.\d+)?)\s*(pt|px)?\s*"# + Vocabulary.alternation(phraseWords.blur))
nonisolated(unsafe) private let shadowOffset = Vocabulary.lengthPattern(#"(?i)(?:^|[^\d.])(\d+(?:\.\d+)?)\s*(pt|px)?\s*"# + Vocabulary.alternation(phraseWords.offset))
nonisolated(unsafe) private let offsetPair = #/(?i)(?:^|[^\d.])(-?\d+(?:\.\d+)?)\s*(pt|px)?\s*x\s*(-?\d+(?:\.\d+)?)\s*(pt|px)?/#
nonisolated(unsafe) private let lengths = #/(-?\d*\.?\d+)(rpx|px|pt)?/#
// `clamp(24px, 3vw, 38px)`, `min(…)`, `max(…)`, `calc(…)`: CSS's math functions.
nonisolated(unsafe) private let cssMathFunction = #/(?i)(?:^|[^\w-])(?:clamp|min|max|calc)\(/#
nonisolated(unsafe) private let degrees = #/(?:^|[^\d.])(-?\d+(?:\.\d+)?)\s*deg/#

/// Reads values out of the short pieces of text extractors hand it: a table cell, the rest of
/// a bullet, the right-hand side of a code line. Public so the component extractors can read
/// `black at 5% opacity` or `0pt x 2pt blur 8pt` the same way.
public enum ValueScanner {
    /// The CSS custom properties a text names (`--moss-hover`), lower-cased, in order.
    package static func customProperties(in text: String) -> [String] {
        guard text.contains(literal: "--") else { return [] }
        return text.matches(of: customPropertyName).map { $0.output.lowercased() }
    }

    /// The text without the CSS custom properties it names (`var(--white-100)` keeps no `100`).
    package static func withoutCustomProperties(_ text: String) -> String {
        text.contains(literal: "--") ? text.replacing(customPropertyName, with: "") : text
    }

    /// A colour literal candidate and where it sits in the scanned text. Candidates include
    /// malformed ones (`#GGG`) so the caller can report them instead of skipping them silently.
    public struct ColorLiteral: Sendable, Hashable {
        public var text: String
        public var range: Range<String.Index>
    }

    /// Every `#…` of three or more characters (so `rule #1` is not a colour), `rgb(…)`,
    /// `rgba(…)`, `hsl(…)` and `hsla(…)` in the text, in order.
    public static func colorLiterals(in text: String) -> [ColorLiteral] {
        // Every match holds `#`, or `(` after rgb or hsl; most text has neither, and skips the regex.
        guard text.utf8.contains(UInt8(ascii: "#"))
            || (text.utf8.contains(UInt8(ascii: "(")) && (text.mayContain(caseInsensitive: "rgb") || text.mayContain(caseInsensitive: "hsl")))
        else { return [] }
        var found: [ColorLiteral] = []
        for match in text.matches(of: colorFunctionOrHex) {
            // `&#123;` is an HTML entity and `C#7` a word, not colours.
            if match.range.lowerBound > text.startIndex, text[match.range].hasPrefix("#") {
                let before = text[text.index(before: match.range.lowerBound)]
                if before.fastIsLetter || before.fastIsNumber || before == "&" { continue }
            }
            found.append(ColorLiteral(text: String(text[match.range]), range: match.range))
        }
        return found
    }

    /// A hex literal written without `#`, as Swift `Color(hex: "FFD84D")` calls often are.
    public static func normalisedHex(_ text: String) -> String {
        let trimmed = text.trimmingWhitespace
        if trimmed.hasPrefix("#") || trimmed.contains(literal: "(") { return trimmed }
        if trimmed.hasPrefix("0x") || trimmed.hasPrefix("0X") { return "#" + trimmed.dropFirst(2) }
        return "#" + trimmed
    }

    /// A cheap test before a pattern whose number is read with `Double`.
    package static func hasASCIIDigit(_ text: some StringProtocol) -> Bool {
        text.utf8.contains { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    /// The first percentage, as a fraction: `(at ~50%)` → 0.5.
    public static func fraction(in text: String) -> Double? {
        guard text.utf8.contains(UInt8(ascii: "%")), let match = text.firstMatch(of: percentage), let value = Double(match.1) else { return nil }
        return value / 100
    }

    /// Whether the text holds a CSS math function (`clamp(24px, 3vw, 38px)`, `calc(100% - 2rem)`):
    /// one value the browser works out from the viewport, whose lengths are its arguments,
    /// never the sides of a shorthand or the value alone.
    package static func holdsCSSMathFunction(_ text: String) -> Bool {
        text.utf8.contains(UInt8(ascii: "(")) && text.contains(cssMathFunction)
    }

    /// The first length with a unit (`24pt`, `1.5 px`).
    public static func length(in text: String) -> Length? {
        guard hasASCIIDigit(text) else { return nil }
        guard text.mayContain(caseInsensitive: "pt") || text.mayContain(caseInsensitive: "px"),
              let match = text.firstMatch(of: lengthInText),
              let value = Double(match.1) else { return unitLength(in: text) }
        // `1e309px`: the digits after an exponent's `e` are no length of their own; the whole
        // is a number no length is, so the words stay words.
        if isExponent(before: match.1.startIndex, in: text) { return nil }
        let unitText = match.2.lowercased()
        let unit: Length.Unit = unitText == "pt" ? .pt : .px
        let scale = unitText == "rpx" ? rpxInPixels : 1
        // A range (`16-24px`, `8〜20px`, `72–128px`) is drawn at its lower end, whose unit is the
        // one written after the upper: the smallest size the document allows, which the audit
        // must judge (text set at the small end needs the stricter ratio).
        if let lower = rangeStart(before: match.1.startIndex, in: text) { return Length(lower * scale, unit) }
        return Length(value * scale, unit)
    }

    /// Whether the number starting at `index` is the exponent of one written before it (`1e309`,
    /// `2.5E-3`, `1e+4`): an `e` right after a digit, with at most a sign between.
    package static func isExponent(before index: String.Index, in text: String) -> Bool {
        var head = text[..<index]
        if let last = head.last, last == "+" || last == "-" { head.removeLast() }
        guard let e = head.popLast(), e == "e" || e == "E", let digit = head.last else { return false }
        return digit.isASCII && (digit.isNumber || digit == ".")
    }

    /// `80px × 80px`, `48×48pt`, `120 x 40 px`: a width and a height, the unit written after
    /// either number serving both. `unitless` also takes `40×40` with no unit, in pixels, where
    /// the words around it say it is a size (under a size label, or a clause that is the pair
    /// and shape words alone): elsewhere `3×3` is as often a grid.
    package static func dimensions(in text: String, unitless: Bool = false) -> (width: Length, height: Length)? {
        guard hasASCIIDigit(text), let match = text.firstMatch(of: dimensionPair),
              let width = Double(match.1), let height = Double(match.3) else { return nil }
        guard let unitText = match.4 ?? match.2 else {
            return unitless && width > 0 && height > 0 ? (Length(width, .px), Length(height, .px)) : nil
        }
        let unit: Length.Unit = unitText.lowercased() == "px" ? .px : .pt
        return (Length(width, (match.2?.lowercased()).map { $0 == "px" ? .px : .pt } ?? unit), Length(height, unit))
    }

    /// `12×16` → `12 16`: a pair of lengths written as one word, split into the two words CSS's
    /// shorthand writes.
    package static func separatingPairs(_ text: String) -> String {
        guard text.contains(where: { $0 == "×" || $0 == "x" || $0 == "X" }), hasASCIIDigit(text) else { return text }
        return text.replacing(joinedPair) { "\($0.1)\($0.2) \($0.3)" }
    }

    /// The text with its first width-by-height pair taken out (`40×40 circle` → ` circle`).
    package static func withoutDimensions(_ text: String) -> String {
        guard let match = text.firstMatch(of: dimensionPair) else { return text }
        return String(text[..<match.1.startIndex]) + String(text[match.range.upperBound...])
    }

    /// The number a range opens with, when the text just before `index` is `N-`, `N – `,
    /// `N〜`, `N~` or `N to ` (`16-24px`); nil otherwise (`0 -2px` is two numbers).
    package static func rangeStart(before index: String.Index, in text: String) -> Double? {
        var head = text[..<index]
        while head.last == " " { head.removeLast() }
        if head.lowercased().hasSuffix(" to") { head.removeLast(3) }
        else if let last = head.last, "-–—〜~～".contains(last) { head.removeLast() }
        else { return nil }
        while head.last == " " { head.removeLast() }
        let digits = head.reversed().prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
        guard !digits.isEmpty, let number = Double(String(digits.reversed())) else { return nil }
        let before = head.dropLast(digits.count).last
        // `-16-24px` or `1.2.3-4px` are no range.
        guard before != "-", before != "." else { return nil }
        return number
    }

    /// A cell or value that is only a length, with or without a unit: `16pt`, `4`, `1.5pt`.
    /// Unitless numbers are read as points, the documents' native unit.
    public static func bareLength(_ text: String) -> Length? {
        let trimmed = text.trimmingWhitespace
        guard let match = trimmed.wholeMatch(of: wholeLength),
              let value = Double(match.1) else { return nil }
        return Length(value, match.2?.lowercased() == "px" ? .px : .pt)
    }

    /// A value that is only a range of lengths, with or without a unit (`18–20`, `12-16pt`,
    /// `4 to 8`): its lower end, as every range is drawn, in the unit written after the upper.
    package static func bareLengthRange(_ text: String) -> Length? {
        let trimmed = text.trimmingWhitespace
        guard hasASCIIDigit(trimmed), let upperStart = trimmed.lastIndex(where: { !($0.isASCII && ($0.isNumber || $0.isLetter || $0 == ".")) }),
              let low = rangeStart(before: trimmed.index(after: upperStart), in: trimmed),
              let high = bareLength(String(trimmed[trimmed.index(after: upperStart)...])), low <= high.value else { return nil }
        // Only the two numbers and what joins them: `4 to 8` or `18–20`, not `grid 4-8`.
        let head = trimmed[..<upperStart].trimming(charactersIn: " -–—〜~～").lowercased()
        let lowText = head.hasSuffix(" to") ? String(head.dropLast(3)).trimmingWhitespace : head
        guard Double(lowText) != nil else { return nil }
        return Length(low, high.unit)
    }

    /// A font weight keyword (`Semibold`, `.heavy`, `600`), lower-cased.
    public static func weight(in text: String) -> String? {
        for word in withoutShadeNames(text).split(whereSeparator: { !$0.fastIsLetter && !$0.fastIsNumber }) {
            let lower = word.lowercased()
            if TypeStyle.weights[lower] != nil { return lower }
            // `w600`, Flutter's `FontWeight.w600`: the number is the CSS weight.
            if let number = Int(lower.hasPrefix("w") ? lower.dropFirst() : Substring(lower)), (100...900).contains(number), number % 100 == 0 {
                return CSSFontWeight.name(for: number)
            }
        }
        return nil
    }

    /// A text less the names that hold a shade's number (`gray-700`, `primary_500`,
    /// `mw-blue-600`): their digits are a step of a palette, never a weight or a size.
    /// So is a step written after a colour's word or a hue's (`Brand Color 600`, `Red 700`), as a
    /// token system the document does not define names its palette's steps.
    package static func withoutShadeNames(_ text: String) -> String {
        guard hasASCIIDigit(text) else { return text }
        let words = text.split(separator: " ", omittingEmptySubsequences: false)
        return words.indices.map { index -> Substring in
            let word = words[index]
            let core = word.trimming(charactersIn: "`.,;:()[]{}'\"")
            let joined = core.contains("-") || core.contains("_")
            if joined && core.contains(where: \.fastIsLetter) && core.contains(where: \.fastIsNumber) { return "" }
            if index > 0, !core.isEmpty, core.allSatisfy(\.fastIsNumber), isShadeLead(String(words[index - 1])) { return "" }
            return word
        }.joined(separator: " ")
    }

    /// A word naming a colour (`color`, `colour`, `couleur`: a fill's label) or a hue (`green`,
    /// `slate`): a number after it is a palette's step. A weight's own word (`Black 900`) is none.
    private static func isShadeLead(_ word: String) -> Bool {
        let lower = word.trimming(charactersIn: "`.,;:()[]{}'\"").lowercased()
        guard !lower.isEmpty, lower.allSatisfy(\.fastIsLetter), TypeStyle.weights[lower] == nil else { return false }
        return Vocabulary.standard.property(lower) == .fill || namedColor(lower, includingClear: false) != nil
            || TailwindPalette.color("\(lower)-500") != nil
    }

    /// Opacity written as `at 90% opacity`, `40% opacity`, `.opacity(0.6)` or `opacity: 0.6`.
    public static func opacity(in text: String) -> Double? {
        // A value is read with `Double`, which takes ASCII digits only: text without them is
        // no opacity, whatever the patterns would match. Both patterns need an opacity word.
        guard hasASCIIDigit(text), phraseWords.opacity.contains(where: text.mayContain(caseInsensitive:)) else { return nil }
        if phraseWords.reduction.contains(where: text.mayContain(caseInsensitive:)) {
            for pattern in opacityReducedBy {
                if let match = text.firstMatch(of: pattern), let value = Double(match.1) { return value <= 100 ? 1 - value / 100 : nil }
            }
        }
        if let match = text.firstMatch(of: opacityPercent), let value = Double(match.1) {
            return value <= 100 ? value / 100 : nil
        }
        if let match = text.firstMatch(of: opacityValue), let value = Double(match.1) {
            // `opacity 50%`, `opacity: 40%`: a percentage.
            if text[match.range.upperBound...].first == "%" { return value <= 100 ? value / 100 : nil }
            if value <= 1 { return value }
        }
        return nil
    }

    /// Colour words documents use inside phrases such as `black at 5% opacity`.
    public static func namedColor(_ word: String) -> RGBAColor? {
        namedColor(word, includingClear: true)
    }

    package static func namedColor(_ word: String, includingClear: Bool) -> RGBAColor? {
        let lower = word.lowercased()
        if let color = Vocabulary.standard.basicColors[lower] { return color }
        return includingClear && Vocabulary.standard.clearColorWords.contains(lower) ? RGBAColor(red: 0, green: 0, blue: 0, alpha: 0) : nil
    }

    /// The first of the vocabulary's colour words in a phrase (`black at 5% opacity`), as a
    /// whole word, and where it ends. `clear` only with `includingClear`.
    package static func colorWord(in text: String, includingClear: Bool) -> (color: RGBAColor, end: String.Index)? {
        firstColorWord(in: text, includingClear: includingClear) { !isApproximated(text, before: $0.lowerBound) }
            .map { ($0.color, $0.range.upperBound) }
    }

    /// Whether the phrase names a colour word made another colour (`the off-white background`):
    /// a colour stated, not the plain one.
    package static func namesApproximateColor(_ text: String) -> Bool {
        firstColorWord(in: text, includingClear: false) { isApproximated(text, before: $0.lowerBound) } != nil
    }

    /// The first whole word of the phrase that is one of the vocabulary's colours and that
    /// `accept` takes, with where it is.
    private static func firstColorWord(in text: String, includingClear: Bool, where accept: (Range<String.Index>) -> Bool)
        -> (color: RGBAColor, range: Range<String.Index>)? {
        var index = text.startIndex
        while index < text.endIndex {
            guard text[index].fastIsLetter else {
                index = text.index(after: index)
                continue
            }
            let start = index
            while index < text.endIndex, text[index].fastIsLetter { index = text.index(after: index) }
            if let color = namedColor(String(text[start..<index]), includingClear: includingClear), accept(start..<index) {
                return (color, start..<index)
            }
        }
        return nil
    }

    /// Whether the word at `start` follows one that makes it another colour (`off-white`, `near black`).
    private static func isApproximated(_ text: String, before start: String.Index) -> Bool {
        guard start > text.startIndex, case let joint = text[text.index(before: start)], joint == "-" || joint == " " else { return false }
        let head = text[..<text.index(before: start)]
        let wordStart = head.lastIndex { !$0.fastIsLetter }.map(head.index(after:)) ?? head.startIndex
        let word = head[wordStart...].lowercased()
        guard !word.isEmpty else { return false }
        if Vocabulary.standard.approximateColorWords.contains(word) { return true }
        // `semi-transparent white`: a colour at an opacity the words do not give.
        return namedColor(word, includingClear: true)?.alpha == 0 && isApproximated(text, before: wordStart)
    }

    /// A colour phrase: a literal or a colour word, optionally with an opacity after it
    /// (`#000000 70%`, `black at 5% opacity`, `white.opacity(0.3)`).
    public static func colorPhrase(_ text: String) -> RGBAColor? {
        var base: RGBAColor?
        var rest = Substring(text)
        if let literal = colorLiterals(in: text).first, case .success(let color) = RGBAColor.parse(literal.text) {
            base = color
            rest = text[literal.range.upperBound...]
        } else if let word = colorWord(in: text, includingClear: true) {
            base = word.color
            rest = text[word.end...]
        }
        guard let color = base else { return nil }
        if let alpha = opacity(in: String(rest)) { return color.withAlpha(alpha) }
        if let match = rest.firstMatch(of: atPercent), let value = Double(match.1), value <= 100 {
            return color.withAlpha(value / 100)
        }
        return color
    }

    /// A shadow in CSS order (`0 2px 8px rgba(0,0,0,.05)`) or in words
    /// (`0pt x 2pt blur 8pt, black at 5% opacity`, `8pt blur, 4pt offset`).
    public static func shadow(in text: String) -> Shadow? {
        var shadow = Shadow(color: colorPhrase(text))
        // `blur 8pt` is tried before `8pt blur`: in `2pt blur 8pt` the 8 is the blur.
        let blurAfter = text.firstMatch(of: blurAfterLength).map { ($0.1, $0.2) }
        let blurBefore = text.firstMatch(of: lengthBeforeBlur).map { ($0.1, $0.2) }
        if let (number, unit) = blurAfter ?? blurBefore {
            if let value = Double(number) { shadow.blur = Length(value, unit?.lowercased() == "px" ? .px : .pt) }
            if let offset = text.firstMatch(of: shadowOffset), let value = Double(offset.1) {
                shadow.y = Length(value, offset.2?.lowercased() == "px" ? .px : .pt)
            }
            if let pair = text.firstMatch(of: offsetPair),
               let x = Double(pair.1), let y = Double(pair.3) {
                shadow.x = Length(x, pair.2?.lowercased() == "px" ? .px : .pt)
                shadow.y = Length(y, pair.4?.lowercased() == "px" ? .px : .pt)
            }
            return shadow
        }
        // CSS as `box-shadow` writes it, every layer (`0 1px 1px #0000000A, 0 2px 2px …`).
        if let list = cssShadowSpan(in: text) { return list }
        // CSS: two to four lengths before the colour, or after it (`rgba(0,0,0,.3) 0 8px 8px`).
        let literal = colorLiterals(in: text).first
        func lengthsIn(_ part: String) -> [Length] {
            part.matches(of: lengths).compactMap { match -> Length? in
                guard let value = Double(match.1) else { return nil }
                return Length(value * (match.2 == "rpx" ? rpxInPixels : 1), match.2 == "pt" ? .pt : .px)
            }
        }
        var numbers = lengthsIn(literal.map { String(text[..<$0.range.lowerBound]) } ?? text)
        if numbers.count < 2, let literal, case let after = String(text[literal.range.upperBound...]),
           after.split(whereSeparator: \.fastIsWhitespace).first.map(isLengthWord) == true {
            numbers = lengthsIn(after)
        }
        guard numbers.count >= 2, shadow.color != nil else { return nil }
        shadow.x = numbers[0]
        shadow.y = numbers[1]
        if numbers.count > 2 { shadow.blur = numbers[2] }
        if numbers.count > 3 { shadow.spread = numbers[3] }
        return shadow
    }

    /// CSS angle for a direction written in words or as `startPoint: .top, endPoint: .bottom`.
    public static func angle(forDirection text: String) -> Double? {
        let lower = text.lowercased()
        if let match = lower.firstMatch(of: degrees), let value = Double(match.1) { return value }
        return Vocabulary.standard.gradientDirections.first { lower.contains($0.phrase) }?.degrees
    }

    /// The text of a cell or label without Markdown code ticks, emphasis marks and padding.
    public static func clean(_ text: String) -> String {
        text.replacing(literal: "`", with: "")
            .trimming(charactersIn: " \t*_:")
    }
}

extension ValueScanner {
    /// The colour a value starts with, with any opacity written after it (`#000000 70%`,
    /// `#F3EBE0 at 90% opacity`); nil when the text holds no colour literal at all, a failure
    /// when it holds a malformed one.
    public static func colorValue(in text: String) -> Result<RGBAColor, ColorSyntaxError>? {
        guard let literal = colorLiterals(in: text).first else { return nil }
        return colorValue(literal: literal, in: text)
    }

    package static func colorValue(literal: ColorLiteral, in text: String) -> Result<RGBAColor, ColorSyntaxError> {
        RGBAColor.parse(literal.text).map { color in
            alpha(after: text[literal.range.upperBound...]).map { color.withAlpha($0) } ?? color
        }
    }

    /// The text after a colour without the opacity written first in it (`70% — muted` → `— muted`).
    package static func droppingAlpha(_ rest: String) -> String {
        guard alpha(after: Substring(rest)) != nil, let match = rest.firstMatch(of: leadingAlpha) else { return rest }
        return String(rest[match.range.upperBound...])
    }

    /// The opacity written right after a colour: `70%`, `at 90% opacity`, `.opacity(0.6)`.
    package static func alpha(after rest: Substring) -> Double? {
        if let alpha = opacity(in: String(rest)) { return alpha }
        if let match = rest.firstMatch(of: atPercent), let value = Double(match.1), value <= 100 { return value / 100 }
        return nil
    }
}

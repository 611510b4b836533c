import Foundation
import SpecimenModel

// Compiled once: a regex literal inside a function is parsed again on every call.
/// Generic families a phrase may name, tried in this order. A hyphen joins a word here, not
/// `\b`'s word boundary: otherwise `sans-serif` would read as "serif".
private let genericFamilies = ["monospace", "mono", "sans-serif", "serif", "rounded"].map { name in
    (name: name, pattern: try! NSRegularExpression(pattern: "(?<![\\w-])\(name)(?![\\w-])"))
}
/// ` text` after a colour's name (`Link Light text`): the role it plays, no part of the name.
// `1e309`, `2.5E-3`: a number in exponent form, standing on its own (not inside `#1e3a5f`).
nonisolated(unsafe) private let exponentNumber = #/(?:^|[^\w#.])\d+(?:\.\d+)?[eE][+-]?\d+/#
nonisolated(unsafe) private let trailingRoleWord = #/\s+(?i:text|fill|background|border|colou?r)$/#
/// `bottom 1px Seam hairline`, `a bottom 2px Moss underline`, `2px Moss underline`, `1px Seam Border
/// bottom`: a line along one edge of the box, its side first or straight after the line's word, or
/// an underline given a width (the box's, not the text's).
nonisolated(unsafe) let edgeLine = #/(?i)\b(top|bottom|left|right)\b[^,;]{0,40}?\b(?:border|hairline|rule|line|divider|underline|stroke)s?\b|\d(?:\.\d+)?\s*px\b[^,;]{0,40}?\b(?:(?:border|hairline|stroke)\s+(top|bottom|left|right)\b|underline\b)/#
/// `from Ink to Accent`: a change from one value to another (`shiftTarget`).
nonisolated(unsafe) private let fromTo = #/(?i)(?:^|\s)from\s+(\S.*?)\s+to\s+(\S.*)$/#
// Built once from the vocabulary's words: the numbers and units are grammar, the words data.
nonisolated(unsafe) private let nonColorReference = #/\{([A-Za-z]+)\.[^{}\s]+\}/#
// `{colors.divider}`, `{typography.label-sm}`, `` `{component.button-primary}` ``: references, whose
// names are no words of the phrase around them.
nonisolated(unsafe) private let braced = /\{[^}]*\}/
nonisolated(unsafe) private let componentReference = /`?\{components?\.[A-Za-z0-9_.-]+\}`?/
// `red-text-on-white`, `white-on-navy`: a colour, perhaps a role, `on`, a ground, as one word.
nonisolated(unsafe) private let textOnCompound = /(^|[\s,;(])(\p{L}+)-(?:(text|label|type|copy)-)?on-(\p{L}+)(?=$|[\s,;.)])/
nonisolated(unsafe) private let cssColorFunction = #/(?i)\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/#
nonisolated(unsafe) private let phraseWords = Vocabulary.standard.phraseWords
nonisolated(unsafe) private let alt = Vocabulary.alternation
nonisolated(unsafe) private let scaleFactor = Vocabulary.pattern(alt(phraseWords.scale) + #"[^0-9.]{0,20}(\d*\.\d+|\d+(?:\.\d+)?)"#)
// `56pt circle`, `70px white circle`: a size, at most two words, then the shape.
nonisolated(unsafe) private let circleSize = Vocabulary.pattern(#"(?:^|[^\d.])(\d+(?:\.\d+)?)\s*(?:pt|px)\s+(?:[a-z]+\s+){0,2}"# + alt(phraseWords.circle))
nonisolated(unsafe) private let minimumHeight = Vocabulary.pattern(alt(phraseWords.minimum) + #"\s+(\d+(?:\.\d+)?)\s*pt\s+"# + alt(phraseWords.height))
nonisolated(unsafe) private let heightMinimum = Vocabulary.pattern(#"(?:^|[^\d.])(\d+(?:\.\d+)?)\s*pt\s+"# + alt(phraseWords.height) + #"\s+"# + alt(phraseWords.minimum))
/// `--radius-lg`: a CSS custom property's name.
nonisolated(unsafe) private let customProperty = #/--[A-Za-z0-9][A-Za-z0-9_-]*/#
/// `16dp`, `15sp`: a length in an Android unit.
nonisolated(unsafe) private let densityUnit = #/(\d)(?:dp|sp)(?![A-Za-z])/#
/// `44 px`: a length written with a space before its unit.
nonisolated(unsafe) private let spacedUnit = #/(\d) (px|pt)\b/#
nonisolated(unsafe) private let paddingVertical = Vocabulary.pattern(#"(?:^|[^\d.])(\d+(?:\.\d+)?)\s*(?:pt|px)\s+"# + alt(phraseWords.vertical))
nonisolated(unsafe) private let paddingHorizontal = Vocabulary.pattern(#"(?:^|[^\d.])(\d+(?:\.\d+)?)\s*(?:pt|px)\s+"# + alt(phraseWords.horizontal))
// `` `space-md` horizontal padding ``: a step of the spacing scale named before the side it pads.
nonisolated(unsafe) private let stepThenHorizontal = Vocabulary.pattern(#"(?:^|[\s(,])`?([a-z][a-z0-9_-]*[a-z0-9])`?\s+"# + alt(phraseWords.horizontal))
nonisolated(unsafe) private let stepThenVertical = Vocabulary.pattern(#"(?:^|[\s(,])`?([a-z][a-z0-9_-]*[a-z0-9])`?\s+"# + alt(phraseWords.vertical))
/// `16px horizontal`, `` `12-16px` (vertical) ``: a length, or a range read at its lower end, then
/// the side it pads, also in brackets.
nonisolated(unsafe) private let horizontalLength = Vocabulary.pattern(#"(?:^|[^\d.])(\d+(?:\.\d+)?)(?:\s*[-–~〜]\s*\d+(?:\.\d+)?)?\s*(?:pt|px)?`?\s+\(?"# + alt(phraseWords.horizontal))
nonisolated(unsafe) private let verticalLength = Vocabulary.pattern(#"(?:^|[^\d.])(\d+(?:\.\d+)?)(?:\s*[-–~〜]\s*\d+(?:\.\d+)?)?\s*(?:pt|px)?`?\s+\(?"# + alt(phraseWords.vertical))
/// `horizontal 16px`, `vertical: 8px`: a side of the padding, then its length, opening the value.
nonisolated(unsafe) private let sideThenLength = Vocabulary.pattern(#"^\s*"# + alt(phraseWords.horizontal + phraseWords.vertical) + #"\s*:?\s+(\d+(?:\.\d+)?)\s*(?:pt|px)(?![a-z])"#)
nonisolated(unsafe) private let tokenReference = #/[A-Za-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)+|[a-z]+[A-Z][A-Za-z0-9]*/#
/// `14px font size`, `600 weight`: a number, its unit, then up to three words (`trailingTypeLabel`).
nonisolated(unsafe) private let valueThenLabel = #/`?(-?(?:\d+(?:\.\d+)?|\.\d+)\s*(?:px|pt|rem|em|%)?)`?\s+([A-Za-z][A-Za-z-]*(?: [A-Za-z][A-Za-z-]*){0,2})/#
nonisolated(unsafe) private let codeOrBracketed = #/`([^`]+)`|\[([^\]]+)\]/#
nonisolated(unsafe) private let bracketedWords = #/[(（]([^)）]*)[)）]/#
nonisolated(unsafe) private let cssVariable = #/var\(\s*(--[A-Za-z0-9_-]+)/#
nonisolated(unsafe) private let wholeCSSVariable = #/var\(\s*--[A-Za-z0-9_-]+\s*\)/#
nonisolated(unsafe) private let dottedOrCamelName = #/[a-z][A-Za-z0-9]+(?:\.[A-Za-z0-9]{2,})+|[a-z]+[A-Z][A-Za-z0-9]*/#
// The weight names are CSS's (`CSSFontWeight`, the one weight table).
/// `Proxima Nova 13/700`, `(14/400)`, `Kelp Sans 16px / 400`: a size over a CSS weight, the way
/// type specs write them; the family, when named, comes just before.
nonisolated(unsafe) private let sizeOverWeight = /(?:^|[\s(`])(?:([A-Z][A-Za-z]+(?: [A-Z][A-Za-z]+){0,2})\s+)?(\d{1,2}(?:\.\d+)?)(?:px|pt)?\s*\/\s*([1-9]00)(?![\d.])/
nonisolated(unsafe) private let fontFamilyWeight = Vocabulary.pattern(#"([A-Z][A-Za-z]+(?: [A-Z][A-Za-z]+)?)\s+(?i:"# + CSSFontWeight.byName.keys.sorted().joined(separator: "|") + #")\b"#)

/// Reads the short descriptions documents give component properties — `Height: 56pt`,
/// `` `brandSurface` background, `brandText` text, 1pt `brandSubtle` border at 30% opacity ``,
/// `Invert colors (Ink background, Paper text)` — into a `PropertySet`. Every syntax reader
/// funnels its text through here, so a phrase means the same in a bullet, a code block or a table.
package struct PropertyPhraseReader {
    package var context: ComponentContext

    package enum Role: String { case fill, text, border, shadow }

    /// Labels that name one property of the component itself rather than a part or a state.
    package enum LabelMeaning {
        case phrase, fill, text, font, radius, height, minHeight, width, minWidth, padding(Axis?), border, shadow, opacity, ignored
        case fontSize, fontWeight, fontFamily, letterSpacing, lineHeight, textTransform, textDecoration

        /// A length: one value among labelled alternatives may be the component's.
        var isLength: Bool {
            switch self {
            case .radius, .height, .minHeight, .width, .minWidth, .padding: true
            default: false
            }
        }

        /// An aspect of the type.
        var isType: Bool {
            switch self {
            case .font, .fontSize, .fontWeight, .fontFamily, .letterSpacing, .lineHeight, .textTransform, .textDecoration: true
            default: false
            }
        }

        /// The part a colour label names: fill or text.
        var colorRole: Role? {
            switch self {
            case .fill: .fill
            case .text: .text
            default: nil
            }
        }
    }
    package enum Axis { case vertical, horizontal }

    /// Whether a value has several clauses and one of them names a part other than `own`
    /// (`Signal fill, white text` under a fill label names the text too).
    static func namesAnotherPart(_ text: String, than own: Role) -> Bool {
        let clauses = Self.clauses(of: text)
        guard clauses.count > 1 else { return false }
        return clauses.contains { clause in Self.role(in: clause.lowercased()).map { $0 != own && $0 != .shadow } ?? false }
    }

    /// The property a label names, from the `properties` of `vocabulary.yml`.
    package static func meaning(ofLabel label: String) -> LabelMeaning? {
        switch Vocabulary.standard.property(label) {
        case .phrase: .phrase
        case .fill: .fill
        case .text: .text
        case .font: .font
        case .radius: .radius
        case .height: .height
        case .minHeight: .minHeight
        case .width: .width
        case .minWidth: .minWidth
        case .padding: .padding(nil)
        case .horizontalPadding: .padding(.horizontal)
        case .verticalPadding: .padding(.vertical)
        case .border: .border
        case .shadow: .shadow
        case .opacity: .opacity
        case .ignored: .ignored
        case .fontSize: .fontSize
        case .fontWeight: .fontWeight
        case .fontFamily: .fontFamily
        case .letterSpacing: .letterSpacing
        case .lineHeight: .lineHeight
        case .textTransform: .textTransform
        case .textDecoration: .textDecoration
        case nil: nil
        }
    }

    /// Applies a labelled property line to `set`. Returns false when the label names no property.
    package func apply(label: String, text: String, line: Int, to set: inout PropertySet, defaultRole: Role = .fill) -> Bool {
        guard let meaning = Self.meaning(ofLabel: label) else { return false }
        // `Sans 16px / 700 or Mono 12px / 600 UPPERCASE`: the first look, the others kept as written.
        if readingOfferedLooks(text, into: &set, { look, into in _ = apply(label: label, text: look, line: line, to: &into, defaultRole: defaultRole) }) {
            return true
        }
        let provenance = context.provenance(line: line)
        let lower = text.lowercased()
        let flags = Vocabulary.standard.phraseFlags
        // `Radius: 6px; padding 10px 18px`, `Radius: 50px, Padding: 7px 16px`: the line goes on
        // with properties that each name themselves; the label's value is the first clause alone.
        if let (first, named) = Self.furtherProperties(in: text) {
            guard apply(label: label, text: first, line: line, to: &set, defaultRole: defaultRole) else { return false }
            for (own, value) in named { _ = apply(label: own, text: value, line: line, to: &set, defaultRole: defaultRole) }
            return true
        }
        // `| Fill | Signal fill, white text |`: a colour's value whose other clauses name other
        // parts is a phrase, read clause by clause, its unnamed colour the label's part; so is
        // one under a label that names the component's box (`Surface: Chalk, 10px radius, 1px
        // Fog`), whose clauses give the box's other properties.
        if let own = meaning.colorRole, Self.namesAnotherPart(text, than: own)
            || (Vocabulary.standard.containerPartNames.contains(ComponentKind.words(of: label).joined(separator: " ")) && Self.clauses(of: text).count > 1) {
            phrase(text, line: line, defaultRole: own, into: &set)
            return true
        }
        // `padding: clamp(24px, 3vw, 38px)`, `height: calc(100vh - 61px)`: one value the browser
        // works out from the viewport, kept as written; its arguments are no sides of a shorthand.
        if meaning.isLength, ValueScanner.holdsCSSMathFunction(text) {
            markUnread(meaning, text: text, provenance: provenance, in: &set)
            return true
        }
        switch meaning {
        case .ignored:
            return true
        case .phrase:
            phrase(text, line: line, defaultRole: defaultRole, into: &set)
        case .fill:
            if Vocabulary.standard.phraseFlags.noFill.contains(ValueScanner.clean(text).trimming(charactersIn: ". ").lowercased()) {
                set.fill = PropertyValue(raw: text, value: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0), provenance: provenance)
                return true
            }
            set.fill = color(in: text, provenance: provenance) ?? PropertyValue(raw: text, provenance: provenance)
        case .text:
            if let color = color(in: text, provenance: provenance) { set.textColor = color }
            if let font = font(in: text, provenance: provenance) { set.font = font }
            // `Label: Caption`: the text set in a style of the type scale, by its name.
            if set.font == nil, let first = text.split(separator: ",").first.map({ ValueScanner.clean(String($0)).trimmingWhitespace }),
               first.first?.isUppercase == true, context.colorToken(named: first) == nil,
               let style = context.tokens.index.lookup(first, preferring: .typeStyle), style.kind == .typeStyle {
                var font = FontSpec()
                font.styleReference = style.name
                set.font = PropertyValue(raw: text, value: font, provenance: provenance)
            }
        case .font:
            set.font = font(in: text, provenance: provenance) ?? set.font
            // `Font style: Roboto, 14px, medium, #FFFFFF`: a clause of the type's that is a
            // colour literal alone is the colour the type is set in, the text's.
            if set.textColor == nil, let clause = text.split(separator: ",").last(where: { clause in
                let matches = ColorValueScanner.matches(in: String(clause))
                return matches.count == 1 && matches[0].text == clause.trimmingWhitespace
            }), case .success(let colour) = ColorValueScanner.matches(in: String(clause))[0].color {
                set.textColor = PropertyValue(raw: text, value: colour, provenance: provenance)
            }
            // `Font: \`--mono\`, 9px`: a custom property holding the family, which the resolver
            // finds among the document's stacks.
            if let first = text.split(separator: ",").first.map({ ValueScanner.clean(String($0)).trimmingWhitespace }),
               first.hasPrefix("--"), !first.contains(" ") {
                var font = set.font?.value ?? FontSpec()
                if font.styleReference == first { font.styleReference = nil }
                font.family = first
                set.font = PropertyValue(raw: text, value: font, reference: set.font?.reference, provenance: provenance)
            }
            // `Font: Caption`, `Font: Body Small, 600`: a first clause that names a style of the
            // type scale is that style, the rest of the line added over it; one made of a style's
            // words that the scale does not define is kept as a style not understood, never a family.
            if set.font?.value?.styleReference == nil, let first = text.split(separator: ",").first.map({ ValueScanner.clean(String($0)).trimmingWhitespace }),
               !first.isEmpty, context.colorToken(named: first) == nil, knownFamily(in: first) == nil {
                let defined = context.tokens.index.lookup(first, preferring: .typeStyle).flatMap { $0.kind == .typeStyle ? $0.name : nil }
                let undefined = set.font?.value?.family == nil && ValueScanner.weight(in: first) == nil && Self.namesTypeStyle(first)
                if let name = defined ?? (undefined ? first : nil) {
                    let rest = text.split(separator: ",").dropFirst().joined(separator: ",")
                    var font = self.font(in: rest, provenance: provenance)?.value ?? FontSpec()
                    font.styleReference = name
                    set.font = PropertyValue(raw: text, value: font, provenance: provenance)
                }
            }
            // `Font: Work Sans, 16px, 600 weight`: under a font label, a first clause of capitalised
            // words that is no size, weight or colour is the family.
            if set.font?.value?.family == nil, set.font?.value?.styleReference == nil,
               let first = text.split(separator: ",").first.map({ ValueScanner.clean(String($0)).trimmingWhitespace }), Self.namesFamily(first), ValueScanner.weight(in: first) == nil, context.colorToken(named: first) == nil,
               var font = set.font?.value ?? Optional(FontSpec()) {
                font.family = first
                set.font = PropertyValue(raw: text, value: font, reference: set.font?.reference, provenance: provenance)
            }
        case .radius:
            set.radius = length(in: text, provenance: provenance)
            // `md`, `rounded-lg`, `full`: a step of the document's radius scale, by its name
            // (`pill-shaped`, `squircle` say the shape, below).
            if set.radius == nil, !(flags.fullyRounded + flags.continuousCorners).contains(where: { lower.containsText($0) }),
               let step = scaleStep(in: text, kind: .radius, provenance: provenance) {
                switch step {
                case .length(let value): set.radius = value
                case .fullyRounded(let value): set.fullyRounded = value
                }
            }
            // `2px — tiny metal pills`: a small stated radius is the corners, "pill" a likeness;
            // `9999px (pill)`, `pill` alone and `28pt (fully rounded)` are fully rounded;
            // `without capsule ends` is not.
            let stated = Self.withoutDenials(text).lowercased()
            let said = flags.fullyRounded.filter { stated.containsText($0) }
            let likeness = set.radius?.value.map { $0.value < 100 } == true && said.allSatisfy { $0 == "pill" }
            if !likeness, !said.isEmpty {
                set.fullyRounded = PropertyValue(raw: text, value: true, provenance: provenance)
            }
            // `Radius: full`: as round as it gets, said in one word.
            if set.radius == nil, set.fullyRounded == nil,
               flags.fullyRoundedValues.contains(ValueScanner.clean(text).trimming(charactersIn: ". ").lowercased()) {
                set.fullyRounded = PropertyValue(raw: text, value: true, provenance: provenance)
            }
            if flags.continuousCorners.contains(where: { lower.containsText($0) }) {
                set.continuousCorners = PropertyValue(raw: text, value: true, provenance: provenance)
            }
        case .height, .width:
            // `Size: 80px × 80px`, `Size: 40×40`: the width and the height, whichever the label
            // names; `Size: 40×40 circle` is round too.
            if let (width, height) = ValueScanner.dimensions(in: text, unitless: true) {
                set.width = PropertyValue(raw: text, value: width, provenance: provenance)
                set.height = PropertyValue(raw: text, value: height, provenance: provenance)
                if phraseWords.circle.contains(where: { lower.containsText($0) }), set.radius == nil {
                    set.fullyRounded = PropertyValue(raw: text, value: true, provenance: provenance)
                }
                return true
            }
            // `Size: ~40px diameter`: a circle, as `40px circle` is anywhere.
            if phraseWords.circle.contains(where: { lower.containsText($0) }), let value = length(in: text, provenance: provenance) {
                set.width = value
                set.height = value
                set.fullyRounded = PropertyValue(raw: text, value: true, provenance: provenance)
                return true
            }
            // `Size: 44-48px square`: that wide and that tall; the word after the length is its
            // shape, never a value of its own.
            if phraseWords.square.contains(where: { lower.containsText($0) }), let value = length(in: text, provenance: provenance) {
                set.width = value
                set.height = value
                return true
            }
            guard case .height = meaning else {
                set.width = length(in: text, provenance: provenance)
                return true
            }
            let value = length(in: text, provenance: provenance)
            if flags.minimum.contains(where: { lower.containsText($0) }) { set.minHeight = value } else { set.height = value }
        case .minHeight:
            set.minHeight = length(in: text, provenance: provenance)
        case .minWidth:
            set.minWidth = length(in: text, provenance: provenance)
        case .padding(let axis):
            applyPadding(text, axis: axis, provenance: provenance, to: &set)
        case .border:
            applyBorder(text, provenance: provenance, to: &set)
        case .shadow:
            set.shadow = Self.shadow(text, provenance: provenance)
        case .opacity:
            // Under its label the value may stand alone (`Opacity: 0.8`, `` `opacity: 0.8` ``).
            if let value = ValueScanner.opacity(in: text) ?? ValueScanner.fraction(in: text) ?? ValueScanner.opacity(in: "opacity " + text) {
                // `Opacity: 150%` states an opacity no element can have: the words, not a value.
                set.opacity = (0...1).contains(value) ? PropertyValue(raw: text, value: value, provenance: provenance) : .unknown(raw: text, provenance: provenance)
            }
        case .fontSize, .fontWeight, .fontFamily, .letterSpacing, .lineHeight, .textTransform, .textDecoration:
            guard var font = typeAspect(meaning, in: text) else { return true }
            font = font.merged(over: set.font?.value ?? FontSpec())
            set.font = PropertyValue(raw: text, value: font, reference: set.font?.reference, provenance: provenance)
        }
        if case .minHeight = meaning { applyLoose(text, provenance: provenance, to: &set) }
        return true
    }

    /// Reads a free phrase with several clauses, as state lines and one-line components write them.
    package func phrase(_ written: String, line: Int, defaultRole: Role, into set: inout PropertySet) {
        // `a yellow {component.button-primary-pill}`: another component, drawn inside this one
        // in its own look; the words of its name ("pill") say nothing of this one's shape.
        let text = Self.densityUnitsAsPoints(Self.withoutPictureAsides(Self.withoutComponentReferences(written)))
        if readingOfferedLooks(text, into: &set, { look, into in phrase(look, line: line, defaultRole: defaultRole, into: &into) }) { return }
        let provenance = context.provenance(line: line)
        let lower = text.lowercased()
        let flags = Vocabulary.standard.phraseFlags
        if flags.inverted.contains(where: { lower.containsText($0) }) {
            set.invertsColors = PropertyValue(raw: text, value: true, provenance: provenance)
        }
        // Whether the clause before was about text: "…, which leaves the canvas as the only fill" goes on
        // about the same thing.
        var previousAboutText = false
        // Whether a clause before was about the type: a lone length after it (`weight 500,
        // uppercase, 11px`) is the type's size, where alone it would measure nothing named.
        var typeStated = false
        let spaced = Self.spacingTextOnCompounds(text)
        let phraseClauses = Self.clauses(of: spaced)
        for stated in phraseClauses.flatMap(Self.roleHalves).flatMap(Self.edgeLineHalves).flatMap(Self.cornerHalves) {
            let continues = Vocabulary.standard.clauseContinuations.contains(ComponentKind.words(of: stated).first ?? "")
            let aboutText = Self.isAboutText(stated) || (continues && previousAboutText)
            previousAboutText = aboutText
            // `Serif or Sans (Sans for uppercase label links)`: a bracketed condition is another
            // situation's look, not this one's.
            var whole = Self.withoutDenial(Self.withoutConditions(stated))
            guard !whole.isEmpty else { continue }
            // `border-line`, `text-ink (supporting actions)`: a clause that is one colour class is
            // read as the class reader reads it, a name the document leaves undefined kept as its
            // words, not understood (never dropped, so never drawn in a colour of our own). The
            // aside after it (`(unfiled pill)`) is read as a clause of its own.
            if let (colours, aside) = colourClass(whole, line: line) {
                set = colours.merged(over: set)
                guard let aside else { continue }
                whole = aside
            }
            // `Mist fill, above the text`: a clause that opens by placing the thing says where it
            // sits; its words are no colour's name.
            if let first = ComponentKind.words(of: whole).first, Vocabulary.standard.placementWords.contains(first),
               !whole.contains(where: \.isNumber), ColorValueScanner.matches(in: whole).isEmpty { continue }
            var clause = whole
            // `Link Light text on light canvas / Link Dark on dark canvas`: one colour per
            // appearance, each named with the surface it sits on; neither is a fill.
            // The role word after a colour's name (`Link Light text`) is no part of the name.
            func bare(_ half: String) -> String { half.replacing(trailingRoleWord, with: "") }
            if let (light, dark) = Self.appearanceAlternatives(whole), var lit = self.color(in: bare(light), provenance: provenance),
               let other = self.color(in: bare(dark), provenance: provenance) {
                lit.raw = whole
                lit.darkValue = other.value.map { value in other.opacity.map { value.withAlpha(value.alpha * $0) } ?? value }
                lit.darkReference = other.value == nil ? other.reference : nil
                switch Self.role(in: light.lowercased()) ?? Self.role(in: dark.lowercased()) ?? defaultRole {
                case .text: set.textColor = lit
                case .border: set.borderColor = lit
                default: set.fill = lit
                }
                continue
            }
            // `inkBlack text on sea/foam`: the colour after `text on` is the fill the text sits on.
            // Foundation's case-insensitive search only where the words may occur at all.
            if let joint = Vocabulary.standard.textOnFill.lazy.compactMap({
                whole.mayContain(caseInsensitive: $0) ? whole.range(of: $0, options: .caseInsensitive) : nil
            }).first {
                let cut = joint.upperBound
                let under = String(whole[cut...])
                if set.fill == nil, !under.isEmpty, var fill = color(in: under, provenance: provenance, insideRuns: false) {
                    fill.roleImplied = false
                    set.fill = fill
                    clause = String(whole[..<cut]).trimmingWhitespace
                    if clause.lowercased().hasSuffix(" on") { clause = String(clause.dropLast(3)) }
                }
            }
            // "shifting from Parchment to Charcoal": the part is the whole clause's, the value the
            // one it shifts to.
            let roleLower = clause.lowercased()
            if let target = Self.shiftTarget(of: clause) { clause = target }
            // "Oat on the violet wash — the tone glows against `#1b1938`": what a colour is seen
            // against is its backdrop, not another of its own colours.
            if let against = clause.range(of: " against ", options: .caseInsensitive),
               case let before = String(clause[..<against.lowerBound]), color(in: before, provenance: provenance) != nil {
                clause = before
            }
            // "Snow on the ember gradient": text on a surface named only as a gradient, whose
            // colour no one ratio gives; the fill is that surface, not understood. ("Circles on
            // selected photos" marks a part on its component, whose fill stays its backdrop.)
            var backdrop: String?
            if let on = clause.range(of: " on ", options: .caseInsensitive), case let after = String(clause[on.upperBound...]),
               ColorValueScanner.matches(in: after).isEmpty,
               Vocabulary.standard.auditContext.gradientBackdrops.occurs(in: ComponentKind.words(of: after)) {
                backdrop = after.trimmingWhitespace
                clause = String(clause[..<on.lowerBound])
            }
            let clauseLower = clause.lowercased()
            // `14px/500`, `uppercase tracking 0.04em`, `monospace`, `Quarry Mono 13px`: a clause
            // about the type alone.
            if let font = typeClause(clause, provenance: provenance) {
                set.font = PropertyValue(raw: text, value: font.merged(over: set.font?.value ?? FontSpec()), reference: set.font?.reference, provenance: provenance)
                typeStated = true
                continue
            }
            if typeStated, set.font?.value?.size == nil, let size = Self.loneTypeSize(clause) {
                var font = set.font?.value ?? FontSpec()
                font.size = size
                set.font = PropertyValue(raw: text, value: font, reference: set.font?.reference, provenance: provenance)
                continue
            }
            // `borderRadius 0px`, `fontSize 16px`, `min-height 46px`: a property named as CSS
            // names it, then its value, with no colon between.
            if let (label, rest) = Self.leadingPropertyLabel(of: clause) ?? Self.trailingTypeLabel(of: clause),
               apply(label: label, text: rest, line: line, to: &set) {
                if Self.meaning(ofLabel: label)?.isType == true { typeStated = true }
                continue
            }
            // `all-caps`: the case alone (read with the phrase's others, `applyLoose`).
            if clause.split(separator: " ").count <= 2, LetterCase.saysUppercase(clause) { typeStated = true }
            // `3px border-radius`: CSS's name for the corners after their value, no border.
            if clauseLower.contains(literal: "border-radius") || clauseLower.contains(literal: "border radius"),
               apply(label: "radius", text: clause, line: line, to: &set) { continue }
            // `color shifts to #1883FD`: CSS's `color` is the text's.
            let role = (Self.edgeLineSide(clause) != nil ? .border : nil) ?? Self.role(in: roleLower)
                ?? (Self.isBorderShorthand(clauseLower) || isHairline(clause, provenance: provenance) ? .border : nil)
                ?? (Self.opensWithTextColorWord(clauseLower) ? .text : nil)
                ?? (Vocabulary.standard.colorChangeWords.contains(where: { clauseLower.contains(literal: $0) }) ? .text : nil)
            if flags.noBorder.contains(where: { clauseLower.containsText($0) }) {
                set.borderWidth = PropertyValue(raw: clause, value: Length(0), provenance: provenance)
                continue
            }
            // `solid Moss Green`, `outline Graphite`: a fill, or an outline and the text inside
            // it, in a colour called by its name alone. A name the document gives no value is
            // kept as its words, not understood: never dropped, never a colour of our own.
            if let styled = Self.styledColourName(clause) {
                let named = color(in: styled.name, provenance: provenance)
                if named != nil || Self.callsColour(styled.name), styled.role == .border || named == nil {
                    var value = named ?? PropertyValue(raw: clause, provenance: provenance)
                    value.raw = clause
                    if styled.role == .border {
                        if named == nil { if set.borderColor == nil { set.borderColor = value } } else { applyBorder(clause, provenance: provenance, to: &set) }
                        value.roleImplied = true
                        if set.textColor == nil { set.textColor = value }
                    } else if set.fill == nil {
                        set.fill = value
                    }
                    continue
                }
            }
            // `Gray background for less important actions`, `Page color with black text`: the fill
            // called by a name, then what it is for or what goes with it. A name no colour has is
            // stated and unknown, kept as the words naming it; one that names a colour is read below.
            if set.fill == nil, role == .fill || defaultRole == .fill, let named = Self.fillNamedBeforePurpose(clause),
               color(in: named, provenance: provenance) == nil {
                set.fill = PropertyValue(raw: named, provenance: provenance)
                if role == .fill { continue }
            }
            // `Some buttons feature `rgba(255, 255, 255, 0.15) 0px 2px 0px inset``: a colour
            // inside a shadow written as CSS is the shadow's, not a fill or the text's.
            if role == nil || role == .text || role == .fill, clause.contains("`"), let shadow = ValueScanner.cssShadowSpan(in: clause) {
                set.shadow = PropertyValue(raw: clause, value: shadow, provenance: provenance)
                continue
            }
            // `bordes redondeados (12px)`, `rounded borders (16px)`: borders called rounded, in no
            // colour, are the corners; Spanish and Portuguese say rounded corners so. A border a
            // few pixels wide (`rounded 2px border`) is still the border.
            if role == .border, phraseWords.radius.contains(where: { clauseLower.contains(literal: $0) }),
               ValueScanner.length(in: clause).map({ $0.value > 3 }) ?? true, color(in: clause, provenance: provenance) == nil {
                applyMeasures(clause, provenance: provenance, to: &set)
                continue
            }
            switch role {
            case .border:
                // `Border #x, ring 2px #x`: a ring around the state is drawn in the border's
                // colour, and changes neither the border's colour nor its width. So does a clause
                // that ends with a ring, or an outline of no width, after a border is stated (`1px
                // solid #x border, soft focus ring`); on its own (`70px circle with 4px Signal ring`) it is the border.
                if flags.ring.contains(where: { clauseLower.hasPrefix($0 + " ") || clauseLower.hasPrefix($0 + ":") })
                    || (set.borderColor != nil && flags.ring.contains(where: { clauseLower == $0 || clauseLower.hasSuffix(" " + $0) }))
                    // `2px solid {colors.accent} border … + a translucent {colors.glow} outline`:
                    // an outline of no width after the border is stated is a ring around it too.
                    || (set.borderColor != nil && clauseLower.hasSuffix(" outline") && ValueScanner.length(in: clause) == nil) {
                    if set.borderColor == nil, let color = color(in: clause, provenance: provenance) { set.borderColor = color }
                    continue
                }
                applyBorder(clause, provenance: provenance, to: &set)
                continue
            case .shadow:
                set.shadow = Self.shadow(clause, provenance: provenance)
                continue
            default: break
            }
            // `Green gradient (#2f5c3a → #7ec294)`, `gradient from #a to #b`: stops joined beside a
            // gradient's word are the fill's gradient (`ComponentResolver.statedGradient`), whatever
            // the word before them names; never a part's colours, nor its first stop drawn flat.
            if (role ?? defaultRole) == .fill, set.fill == nil, ComponentResolver.statedGradient(in: clause) != nil,
               (role == nil && colorBelongsToBracketedPart(clause)) || color(in: clause, provenance: provenance, insideRuns: role != nil) == nil {
                set.fill = PropertyValue(raw: clause, provenance: provenance)
                continue
            }
            // `引き出し（400 / #5C5C5C）`, `rule (1px #3D00BF)`: a colour in brackets after words that
            // name no colour is that named thing's, a part's, not the component's fill.
            if role == nil, colorBelongsToBracketedPart(clause) {
                applyMeasures(clause, provenance: provenance, to: &set)
                continue
            }
            // `texto claro` beside a colour called Texto: a role word written before its colour
            // is the part, never the colour's name; the words after it say the colour.
            let colorWords = Self.withoutLeadingRoleWord(clause, role: role) ?? clause
            if var color = color(in: colorWords, provenance: provenance, insideRuns: role != nil) {
                // "Links inside body paragraphs stay plain white instead of a tinted accent": in a clause about
                // text, a token's name met as a plain word ("body") is the text's role, not a fill,
                // even beside a word of filling ("tinted").
                if role == nil || role == .fill, (role ?? defaultRole) == .fill, color.value == nil, color.reference != nil,
                   aboutText, !Self.namesInCode(clause) { continue }
                color.roleImplied = role == nil
                switch role ?? defaultRole {
                case .text:
                    if role != nil || set.textColor == nil { set.textColor = color }
                    if let backdrop, set.fill == nil { set.fill = .unknown(raw: backdrop, provenance: provenance) }
                // `Focus border: #x`, a part's `Row Border: #x`: the colour of a border.
                case .border: if set.borderColor == nil { set.borderColor = color }
                default: if role != nil || set.fill == nil { set.fill = color }
                }
                // `` `--color-alarm` text/border ``: the one colour of each part the slash joins.
                for other in Self.slashedRoles(in: clauseLower) where other != (role ?? defaultRole) {
                    switch other {
                    case .text: if set.textColor == nil { set.textColor = color }
                    case .border: if set.borderColor == nil { set.borderColor = color }
                    case .fill: if set.fill == nil { set.fill = color }
                    case .shadow: break
                    }
                }
            } else if let role, role != .shadow, ValueScanner.namesApproximateColor(clause) {
                // `the off-white background`: a colour stated in words that name none the document
                // defines, kept as its words.
                let unknown = PropertyValue<RGBAColor>.unknown(raw: clause, provenance: provenance)
                switch role {
                case .text: if set.textColor == nil { set.textColor = unknown }
                case .border: if set.borderColor == nil { set.borderColor = unknown }
                default: if set.fill == nil { set.fill = unknown }
                }
            } else if role == .fill, flags.clear.contains(where: { clauseLower.containsText($0) }) {
                set.fill = PropertyValue(raw: clause, value: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0), provenance: provenance)
            } else if let role, role == .fill || role == .text, case let words = clause.lowercased().split(whereSeparator: \.fastIsWhitespace),
                      (2...3).contains(words.count),
                      (Self.role(in: " " + words[words.count - 1]) == role
                        && (role == .fill || (words.last == "text" && words.dropLast().allSatisfy { $0.allSatisfy(\.isLetter) })))
                      || (Vocabulary.standard.roleFirstWords.contains(String(words[0])) && Self.role(in: String(words[0])) == role
                        && (role == .fill || words.dropFirst().allSatisfy { $0.allSatisfy(\.isLetter) })) {
                // `Blue bg` where the palette's one blue is `Primary Blue`, `Fundo Cyan` beside
                // `Cyan-500`: the colour the hue calls. `Red bg` where no colour is called Red,
                // `dark text`, `Fondo bordó`: a colour is stated, so it is unknown; the text is not
                // measured on the page, nor drawn in another state's colour.
                let hueWords = Self.role(in: " " + words[words.count - 1]) == role ? words.dropLast() : words.dropFirst()
                let named = hueWords.count == 1 ? colourOfHue(String(hueWords[hueWords.startIndex])) : nil
                let stated = named.map { PropertyValue<RGBAColor>(raw: clause, reference: $0.name, provenance: provenance) }
                    ?? PropertyValue(raw: clause, provenance: provenance)
                if role == .fill, set.fill == nil { set.fill = stated }
                if role == .text, set.textColor == nil { set.textColor = stated }
            }
            if role == .text, let font = font(in: clause, provenance: provenance) {
                set.font = PropertyValue(raw: clause, value: font.value!.merged(over: set.font?.value ?? FontSpec()), provenance: provenance)
            }
            applyMeasures(clause, provenance: provenance, to: &set)
        }
        applyLoose(Self.withoutDenials(text, clauses: spaced == text ? phraseClauses : nil), provenance: provenance, to: &set)
    }

    /// The document's one colour a hue word calls (`blue`, `cyan`, `azul`): the colour whose name
    /// or group carries that hue (in any of the vocabulary's languages). Nil where none does, or
    /// several do (`Blue 100` … `Blue 900`): which of them is meant, the word does not say.
    private func colourOfHue(_ word: String) -> DesignToken? {
        let vocabulary = Vocabulary.standard
        func hue(_ word: String) -> String? { vocabulary.colorHueWords.contains(word) ? word : vocabulary.colorHueTranslations[word] }
        guard let wanted = hue(word.lowercased()) else { return nil }
        let names = Set(context.tokens.tokens(of: .color).filter { token in
            ComponentKind.words(of: token.name + " " + (token.group ?? "")).contains { hue($0) == wanted }
        }.map(\.name))
        guard names.count == 1, let name = names.first else { return nil }
        return context.colorToken(named: name)
    }

    /// `texto claro`, `fondo blanco`: the words after a role word of a language that writes the
    /// colour after it (`roleFirstWords`), when it opens the clause and names `role`; else nil.
    static func withoutLeadingRoleWord(_ clause: String, role: Role?) -> String? {
        guard let role, let space = clause.firstIndex(where: \.fastIsWhitespace) else { return nil }
        let first = clause[..<space].lowercased()
        guard Vocabulary.standard.roleFirstWords.contains(first), Self.role(in: first) == role else { return nil }
        let rest = clause[space...].trimmingWhitespace
        return rest.isEmpty ? nil : rest
    }

    /// `red-text-on-white`, `white-on-navy` written as one word: the same words as `red text on
    /// white`, read as text on a fill (else the one colour word the compound ends with is taken
    /// for the text). A name in code or braces (`{colors.text-on-dark}`) is a token's, and kept.
    static func spacingTextOnCompounds(_ text: String) -> String {
        guard text.contains(literal: "-on-") else { return text }
        return text.replacing(textOnCompound) { match -> String in
            let (_, before, colour, role, ground) = match.output
            return before + colour + (role.map { " " + $0 } ?? "") + " on " + ground
        }
    }

    /// `X text on light canvas / Y on dark canvas`: two halves, each ending with `on` and an
    /// appearance's word (`light`, `dark`), returned as (light, dark) without those endings.
    static func appearanceAlternatives(_ clause: String) -> (light: String, dark: String)? {
        let halves = clause.components(separatedBy: " / ")
        guard halves.count == 2 else { return nil }
        var found: [TokenMode: String] = [:]
        for half in halves {
            guard let on = half.range(of: " on ", options: [.caseInsensitive, .backwards]) else { return nil }
            let word = half[on.upperBound...].split(separator: " ").first.map { String($0).lowercased() } ?? ""
            switch Vocabulary.standard.column(word) {
            case .light?: found[.light] = String(half[..<on.lowerBound])
            case .dark?: found[.dark] = String(half[..<on.lowerBound])
            default: return nil
            }
        }
        guard let light = found[.light], let dark = found[.dark] else { return nil }
        return (light, dark)
    }

    /// A clause of a free phrase that gives a corner radius (`8px radius`, `rounded (0.5rem)
    /// corners`, `pill`) or padding (`12px 24px padding`, CSS's vertical-then-horizontal order).
    /// What a labelled line already set is kept.
    package func applyMeasures(_ clause: String, provenance: Provenance, to set: inout PropertySet) {
        let lower = clause.lowercased()
        let words = phraseWords
        if set.radius == nil, words.radius.contains(where: { lower.contains(literal: $0) }), let radius = ValueScanner.length(in: clause) {
            set.radius = PropertyValue(raw: clause, value: radius, provenance: provenance)
        }
        // `rounded {rounded.md}`: a reference into the radii, whose group says what it measures
        // (its value is the token's, found when the component is resolved).
        if set.radius == nil, let reference = Self.lengthReference(in: clause, role: .radius) {
            set.radius = PropertyValue(raw: clause, reference: reference, provenance: provenance)
        }
        // `--radius-lg`, `var(--radius-lg)`: a custom property the document defines as a radius.
        if set.radius == nil, clause.contains(literal: "--"), let token = radiusVariable(in: clause) {
            set.radius = PropertyValue(raw: clause, reference: token.name, provenance: provenance)
        }
        // `--radius-xl corners` where the document defines no such property: the corners are
        // stated, their size not understood.
        if set.radius == nil, clause.contains(literal: "--"), words.radius.contains(where: { lower.contains(literal: $0) }),
           clause.matches(of: customProperty).contains(where: { context.tokens.index.lookup(String($0.0)) == nil }) {
            set.radius = .unknown(raw: clause, provenance: provenance)
        }
        // `Rounded corners (rounded-md)`: a radius utility, the document's own step of that name
        // where it has one, else at the framework's own scale; `rounded-xl (pill-shaped)` is the
        // pill its words say.
        if set.radius == nil, let (step, radius) = TailwindRadiusClasses.radius(in: clause),
           !Vocabulary.standard.phraseFlags.fullyRounded.contains(where: { lower.containsText($0) }) {
            set.radius = PropertyValue(raw: clause, value: radius, reference: context.radiusToken(step: step)?.name ?? "rounded.\(step)", provenance: provenance)
        }
        // `` `xl` radius ``, `rounded-full`: a step of the document's radius scale, by its name
        // (`rounded-xl (pill-shaped)` is the pill its words say, below).
        if set.radius == nil, set.fullyRounded == nil, !Vocabulary.standard.phraseFlags.fullyRounded.contains(where: { lower.containsText($0) }),
           let step = scaleStepClause(clause, kind: .radius, words: words.radius, provenance: provenance) {
            switch step {
            case .length(let value): set.radius = value
            case .fullyRounded(let value): set.fullyRounded = value
            }
        }
        // (`borderRadius 2px — tiny metallic pills`: a stated radius is the corners; "pills" then
        // describes the shape loosely.)
        // (`50% opacity`: a share of the opacity, not CSS's round corners.)
        let statesOpacity = lower.contains(literal: "%") && ValueScanner.opacity(in: lower) != nil
        let said = Vocabulary.standard.phraseFlags.fullyRounded.filter { Self.saysWord($0, in: lower) && !(statesOpacity && $0.hasSuffix("%")) }
        if set.fullyRounded == nil, !said.isEmpty, !(set.radius?.value.map({ $0.value < 100 }) == true && said.allSatisfy { $0 == "pill" }),
           !phraseWords.circle.contains(where: { lower.contains(literal: $0) }) || ValueScanner.length(in: clause) == nil,
           !shapeDescribesPart(lower) {
            set.fullyRounded = PropertyValue(raw: clause, value: true, provenance: provenance)
        }
        // `40×40 circle`, `a 120 x 40px chip`: a width and a height.
        if set.width == nil, set.height == nil, let (width, height) = Self.statedDimensions(in: clause),
           !shapeDescribesPart(lower), !sizeDescribesPart(clause) {
            set.width = PropertyValue(raw: clause, value: width, provenance: provenance)
            set.height = PropertyValue(raw: clause, value: height, provenance: provenance)
        }
        // `48px min-height`, `44 px minimum height`: a length, then the measure it is the least of.
        if set.minHeight == nil, case let spaced = lower.replacing(spacedUnit, with: { "\($0.1)\($0.2)" }).replacing(literal: "-", with: " "),
           let least = Self.length(in: spaced, before: Self.minimumHeightWords) {
            set.minHeight = PropertyValue(raw: clause, value: least, provenance: provenance)
        }
        // `64px tall`, `about 120px wide`: a length, then the measure it is.
        if set.height == nil, let height = Self.length(in: lower, before: words.tall) {
            set.height = PropertyValue(raw: clause, value: height, provenance: provenance)
        }
        if set.width == nil, let width = Self.length(in: lower, before: words.wide) {
            set.width = PropertyValue(raw: clause, value: width, provenance: provenance)
        }
        if set.paddingVertical == nil, set.paddingHorizontal == nil, words.padding.contains(where: { lower.contains(literal: $0) }),
           !words.vertical.contains(where: { lower.contains(literal: $0) }), !words.horizontal.contains(where: { lower.contains(literal: $0) }) {
            // `` `2xl` padding ``: a step of the document's spacing scale, by its name.
            if case .length(let value)? = scaleStepClause(clause, kind: .spacing, words: words.padding, provenance: provenance) {
                set.paddingVertical = value
                set.paddingHorizontal = value
            } else {
                applyPadding(clause, axis: nil, provenance: provenance, to: &set)
            }
        }
    }

    /// The document's radius token a CSS custom property in the clause names; none when the
    /// name is another kind's (`--heritage-line` is a colour) or no token's.
    private func radiusVariable(in clause: String) -> DesignToken? {
        for match in clause.matches(of: customProperty) {
            if let token = context.tokens.index.lookup(String(match.0), preferring: .radius), token.kind == .radius { return token }
        }
        return nil
    }

    /// The property labels that mean a minimum height (`min height`, `touch target`).
    private static let minimumHeightWords = Vocabulary.standard.properties.filter { $0.value == .minHeight }.keys.sorted()

    /// The length written right before one of `words` (`64px tall` for `tall`, `` `40px` height ``),
    /// in pixels or points.
    static func length(in lower: String, before words: [String]) -> Length? {
        for word in words {
            guard let range = lower.range(ofLiteral: " " + word) else { continue }
            let after = lower[range.upperBound...]
            // The word itself, not `high-contrast`.
            guard after.first.map({ $0 == " " || ",.;:)）".contains($0) }) ?? true else { continue }
            // `` `40px` height ``: the length in code is the same length.
            var before = lower[..<range.lowerBound]
            while before.last == "`" { before = before.dropLast() }
            guard let start = before.lastIndex(where: { !($0.isNumber || $0 == "." || $0.isLetter) }).map(before.index(after:)) ?? Optional(before.startIndex),
                  case let written = String(before[start...]), written.hasSuffix("px") || written.hasSuffix("pt"),
                  let value = Double(written.dropLast(2)), value > 0 else { continue }
            return Length(value)
        }
        return nil
    }

    /// The first `{group.name}` reference of `text` whose group names lengths of `role`
    /// (`{rounded.md}` for a radius), without its braces: `rounded.md`.
    package static func lengthReference(in text: String, role: DimensionRole) -> String? {
        for match in text.matches(of: braced) {
            let inside = String(match.output.dropFirst().dropLast())
            let path = inside.split(separator: ".")
            guard path.count >= 2, !inside.contains(where: \.fastIsWhitespace),
                  DimensionRole.mentioned(in: String(path[0])) == role else { continue }
            return inside
        }
        return nil
    }

    /// Measures that read the same wherever they appear: scale, opacity, circles, full width,
    /// `minimum 44pt height`, `16pt vertical, 24pt horizontal` padding.
    package func applyLoose(_ text: String, provenance: Provenance, to set: inout PropertySet) {
        let lower = text.lowercased()
        // Every measure below is ASCII digits and each names its words; most phrases have
        // neither, and skip the regexes (a byte search for the words is far cheaper). A word
        // with other letters may be written composed or decomposed, which only the regex sees;
        // text all ASCII holds it in neither form.
        let hasDigit = ValueScanner.hasASCIIDigit(lower)
        let isASCII = lower.isASCIIText
        func mentions(_ words: [String]) -> Bool { words.contains { $0.isASCIIText ? lower.contains(literal: $0) : !isASCII } }
        if hasDigit, mentions(phraseWords.scale), let match = lower.firstMatch(of: scaleFactor), let value = Double(match.1), value > 0, value < 2 {
            set.scaleOnPress = PropertyValue(raw: text, value: value, provenance: provenance)
        }
        let flags = Vocabulary.standard.phraseFlags
        // `Haze (#3B82F6 at 50% opacity) text`: an opacity a colour took is the colour's alpha,
        // not the whole element's as well.
        let coloursTookIt = [set.fill, set.textColor, set.borderColor].contains { $0?.opacity != nil }
        // A part's word (`border at 30% opacity`) makes the opacity that part's: looked for in the
        // clause that states it, not in the phrase's others (`border 1px solid #FFF, opacity 0.5`).
        if set.opacity == nil, !coloursTookIt, let value = ValueScanner.opacity(in: text) {
            let stating = Self.clauses(of: text).first { ValueScanner.opacity(in: $0) != nil }?.lowercased() ?? lower
            if !flags.partOpacity.contains(where: { stating.contains(literal: $0) }) {
                set.opacity = PropertyValue(raw: text, value: value, provenance: provenance)
            }
        }
        if hasDigit, mentions(phraseWords.circle), let match = lower.firstMatch(of: circleSize), let value = Double(match.1),
           !shapeDescribesPart(String(lower[match.range.lowerBound...])) {
            // `70–80px diameter`: the range's end is no size of its own; the range is drawn at its
            // lower end, as everywhere.
            var side = Length(value)
            if match.1.startIndex > lower.startIndex, case let dash = lower.index(before: match.1.startIndex), "–—-~".contains(lower[dash]) {
                let start = lower[..<dash].lastIndex { !$0.isNumber && $0 != "." }.map { lower.index(after: $0) } ?? lower.startIndex
                if start < dash, let first = ValueScanner.length(in: String(lower[start..<match.range.upperBound])) { side = first }
            }
            set.width = PropertyValue(raw: text, value: side, provenance: provenance)
            set.height = PropertyValue(raw: text, value: side, provenance: provenance)
            set.fullyRounded = PropertyValue(raw: text, value: true, provenance: provenance)
        }
        // `18px square with 4px radius`: that wide and that tall, with corners of its own.
        if hasDigit, set.width == nil, set.height == nil, mentions(phraseWords.square), let side = squareSide(in: lower) {
            set.width = PropertyValue(raw: text, value: side, provenance: provenance)
            set.height = PropertyValue(raw: text, value: side, provenance: provenance)
        }
        if flags.fullWidth.contains(where: { lower.contains(literal: $0) }) {
            set.fullWidth = PropertyValue(raw: text, value: true, provenance: provenance)
        }
        let statesMinimumHeight = hasDigit && mentions(phraseWords.minimum) && mentions(phraseWords.height)
        if statesMinimumHeight, let match = lower.firstMatch(of: minimumHeight), let value = Double(match.1) {
            set.minHeight = PropertyValue(raw: text, value: Length(value), provenance: provenance)
        }
        if statesMinimumHeight, let match = lower.firstMatch(of: heightMinimum), let value = Double(match.1) {
            set.minHeight = PropertyValue(raw: text, value: Length(value), provenance: provenance)
        }
        if hasDigit, mentions(phraseWords.padding), mentions(phraseWords.vertical), let vertical = lower.firstMatch(of: paddingVertical), let value = Double(vertical.1) {
            set.paddingVertical = PropertyValue(raw: text, value: Length(value), provenance: provenance)
        }
        if hasDigit, mentions(phraseWords.padding), mentions(phraseWords.horizontal), let horizontal = lower.firstMatch(of: paddingHorizontal), let value = Double(horizontal.1) {
            set.paddingHorizontal = PropertyValue(raw: text, value: Length(value), provenance: provenance)
        }
        if mentions(phraseWords.padding) {
            if set.paddingVertical == nil, mentions(phraseWords.vertical), let step = spacingStep(in: lower, before: stepThenVertical) {
                set.paddingVertical = PropertyValue(raw: text, reference: step, provenance: provenance)
            }
            if set.paddingHorizontal == nil, mentions(phraseWords.horizontal), let step = spacingStep(in: lower, before: stepThenHorizontal) {
                set.paddingHorizontal = PropertyValue(raw: text, reference: step, provenance: provenance)
            }
        }
        // `(rounded-md, ~8px)`: a length the document writes beside a corner utility, in the
        // same brackets, is its own reading of it, over the framework's scale.
        if let radius = set.radius, radius.reference?.hasPrefix("rounded.") == true, lower.contains(literal: "rounded-"),
           let gloss = Self.utilityGloss(in: text) {
            set.radius = PropertyValue(raw: radius.raw, value: gloss, provenance: radius.provenance)
        }
        // Case and decoration: `uppercase`, `lowercase tags`, `underline on hover`, `no underline`.
        // A clause that offers a choice (`underlined or simple box border`) states neither.
        var textStyle = FontSpec()
        let conjunctions = Vocabulary.standard.listConjunctions
        for stated in Self.clauses(of: Self.spacingTextOnCompounds(text)) {
            let clause = Self.withoutConditions(stated)
            let clauseLower = clause.lowercased()
            guard !clauseLower.split(separator: " ").contains(where: { conjunctions.contains(String($0)) }) else { continue }
            applyCase(clauseLower, text: clause, to: &textStyle)
            // `underline appears on hover` is the hover state's (`stateDecorations`), not the default's;
            // `a bottom 2px Moss underline` is the box's edge, not the text's.
            if Self.interactionState(in: clauseLower) == nil, Self.edgeLineSide(clause) == nil { applyDecoration(clauseLower, to: &textStyle) }
        }
        if !textStyle.isEmpty {
            var font = set.font?.value ?? FontSpec()
            font.uppercase = font.uppercase || textStyle.uppercase
            font.textCase = font.textCase ?? textStyle.textCase
            font.decoration = font.decoration ?? textStyle.decoration
            set.font = PropertyValue(raw: set.font?.raw ?? text, value: font, reference: set.font?.reference, provenance: set.font?.provenance ?? provenance)
        }
    }

    /// The one length in the brackets that hold a corner utility (`(rounded-md, ~8px)`), if any.
    static func utilityGloss(in text: String) -> Length? {
        for match in text.matches(of: bracketedWords) where match.1.contains("rounded-") {
            let lengths = match.1.split(whereSeparator: { $0.fastIsWhitespace || ",;`".contains($0) })
                .filter { !$0.hasPrefix("rounded-") }.compactMap { ValueScanner.length(in: String($0)) }
            if lengths.count == 1 { return lengths[0] }
        }
        return nil
    }

    /// The name of one of the system's spacing steps written just before a side's words
    /// (`` `space-md` horizontal ``); a word no spacing token carries (`generous horizontal`) is none.
    private func spacingStep(in lower: String, before pattern: Regex<(Substring, Substring)>) -> String? {
        for match in lower.matches(of: pattern) {
            let name = String(match.1)
            if let token = context.tokens.index.lookup(name, preferring: .spacing), token.kind == .spacing { return name }
        }
        return nil
    }

    /// The decorations a phrase gives a state it names in the same clause: `underlined on
    /// hover`, `No underline by default; underline appears on hover` (the hover's underline).
    package func stateDecorations(in text: String) -> [(state: ComponentState, decoration: String)] {
        let conjunctions = Vocabulary.standard.listConjunctions
        var out: [(state: ComponentState, decoration: String)] = []
        for clause in Self.clauses(of: text) {
            let lower = clause.lowercased()
            guard !lower.split(separator: " ").contains(where: { conjunctions.contains(String($0)) }),
                  let state = Self.interactionState(in: lower), !out.contains(where: { $0.state == state }) else { continue }
            var font = FontSpec()
            applyDecoration(lower, to: &font)
            if let decoration = font.decoration { out.append((state, decoration)) }
        }
        return out
    }

    /// The hover, focus or pressed state a clause's words name, if any.
    package static func interactionState(in lower: String) -> ComponentState? {
        for word in lower.split(whereSeparator: { !$0.fastIsLetter }) {
            if let state = Vocabulary.standard.stateWords[String(word)], [.hover, .focus, .pressed].contains(state) { return state }
        }
        return nil
    }

    /// The length a label names, set to the words not understood.
    private func markUnread(_ meaning: LabelMeaning, text: String, provenance: Provenance, in set: inout PropertySet) {
        let unread = PropertyValue<Length>.unknown(raw: text, provenance: provenance)
        switch meaning {
        case .radius: set.radius = unread
        case .height: set.height = unread
        case .minHeight: set.minHeight = unread
        case .width: set.width = unread
        case .minWidth: set.minWidth = unread
        case .padding(let axis):
            if axis != .vertical { set.paddingHorizontal = unread }
            if axis != .horizontal { set.paddingVertical = unread }
        default: break
        }
    }

    private func applyPadding(_ text: String, axis: Axis?, provenance: Provenance, to set: inout PropertySet) {
        let lower = text.lowercased()
        var sides = 0
        if let match = lower.firstMatch(of: horizontalLength), let value = Double(match.1) {
            set.paddingHorizontal = PropertyValue(raw: text, value: Length(value), provenance: provenance)
            sides += 1
        }
        if let match = lower.firstMatch(of: verticalLength), let value = Double(match.1) {
            set.paddingVertical = PropertyValue(raw: text, value: Length(value), provenance: provenance)
            sides += 1
        }
        // `Horizontal 16px`: the side, then its length.
        if sides == 0, let match = lower.firstMatch(of: sideThenLength), let value = Double(match.1) {
            let opening = lower.trimmingWhitespace
            let side = (phraseWords.horizontal + phraseWords.vertical).filter { opening.hasPrefix($0) }.max { $0.count < $1.count }
            if let side, phraseWords.horizontal.contains(side) { set.paddingHorizontal = PropertyValue(raw: text, value: Length(value), provenance: provenance) }
            else { set.paddingVertical = PropertyValue(raw: text, value: Length(value), provenance: provenance) }
            sides += 1
        }
        var found = sides > 0
        // `6px 14px`: CSS's shorthand, vertical then horizontal; `~16px 40px` is one, approximate,
        // and `comfortable (8px 24px)` one in brackets.
        if sides < 2, axis == nil {
            // `8px 16px（推定）`: a note in full-width brackets ends the values as one in ASCII does.
            // `12×16`: the two lengths of a size written as a pair, vertical first as in CSS.
            let words = ValueScanner.separatingPairs(text).split(whereSeparator: { $0.fastIsWhitespace || $0 == "`" || $0 == "," || LabelledText.openers.contains($0) || LabelledText.closers.contains($0) })
                .map { $0.drop { "~≈～".contains($0) } }
                // `12-14px 16px`: a range is one value, at its lower end; the length after it is the next.
                .map { ValueScanner.isLengthWord($0) ? ValueScanner.step(in: String($0))?.length : ValueScanner.rangeWordStart($0) }
            var lengths = words.compactMap { $0 }
            // `0px 16px (horizontal only)`: a note naming one side after a shorthand stresses it;
            // the shorthand, two lengths in a row, still gives both.
            if found {
                let pair = zip(words, words.dropFirst()).first { $0.0 != nil && $0.1 != nil }
                lengths = pair.map { [$0.0!, $0.1!] } ?? []
                if !lengths.isEmpty { found = false }
            }
            if !found, lengths.count >= 2 {
                set.paddingVertical = PropertyValue(raw: text, value: lengths[0], provenance: provenance)
                set.paddingHorizontal = PropertyValue(raw: text, value: lengths[1], provenance: provenance)
                return
            }
        }
        // `var(--space-sm) var(--space-md)`: CSS's shorthand of properties, vertical then
        // horizontal, each the length its own property holds.
        if !found, axis == nil, let (vertical, horizontal) = variablePair(in: text, provenance: provenance) {
            set.paddingVertical = vertical
            set.paddingHorizontal = horizontal
            return
        }
        // `Padding: 0（写真カードは余白なし）`, `Padding: none`: no padding, which CSS writes without a unit.
        let cleaned = ValueScanner.clean(text).trimmingWhitespace
        let zero = cleaned.first == "0" && cleaned.dropFirst().first.map { !$0.isNumber && $0 != "." && !$0.isLetter } != false
            || cleaned.lowercased() == "none"
        // `md`: a step of the document's spacing scale, by its name.
        let step: PropertyValue<Length>? = if case .length(let value)? = scaleStep(in: text, kind: .spacing, provenance: provenance) { value } else { nil }
        guard !found, let value = length(in: text, provenance: provenance) ?? (zero ? PropertyValue(raw: text, value: Length(0, .px), provenance: provenance) : nil) ?? step else { return }
        if axis != .vertical { set.paddingHorizontal = value }
        if axis != .horizontal { set.paddingVertical = value }
    }

    private func applyBorder(_ text: String, provenance: Provenance, to set: inout PropertySet) {
        // A token's name (`{colors.divider-on-paper}`) says nothing of the border's side.
        let lower = (text.contains(literal: "{") ? text.replacing(braced, with: "") : text).lowercased()
        let width = ValueScanner.length(in: text)
        if let width {
            set.borderWidth = PropertyValue(raw: text, value: width, provenance: provenance)
        }
        var stated = color(in: text, provenance: provenance)
        // `1.5px solid primary`: CSS's shorthand whose colour is a name the name index finds (a
        // family's own colour for `primary` beside `Primary Green` and `Primary Dark`).
        if stated == nil, Self.isBorderShorthand(lower), case let words = text.replacing(literal: "`", with: "").split(whereSeparator: \.fastIsWhitespace),
           words.count > 2, case let name = words.dropFirst(2).joined(separator: " ").trimming(charactersIn: ".,;"), !name.isEmpty,
           context.colorToken(named: name) != nil {
            stated = PropertyValue(raw: text, reference: name, provenance: provenance)
        }
        // A CSS variable the system does not define does not replace a border colour the same
        // statement set already states: unknown never overwrites known.
        if let color = stated,
           !(color.value == nil && color.reference?.hasPrefix("--") == true && context.colorToken(named: color.reference ?? "") == nil
             && set.borderColor?.value != nil) {
            set.borderColor = color
        } else if set.borderColor == nil, text.contains(literal: "--"), let name = Self.undefinedColorVariable(in: text, context: context) {
            // `1px solid --edge-soft` where the document defines no such property: a colour is
            // stated and not understood, never the text's.
            set.borderColor = PropertyValue(raw: text, reference: name, provenance: provenance)
        } else if set.borderColor == nil, text.contains(literal: "("), text.contains(cssColorFunction) {
            // `1px solid oklab(... / 0.1)`: a colour written as a function that does not parse
            // (elided, or in a space not read) is stated and unknown, not the text's colour.
            set.borderColor = PropertyValue(raw: text, provenance: provenance)
        } else if set.borderColor == nil, let width, let after = lower.range(of: width.value.fixedText(places: 0) + width.unit.rawValue)?.upperBound,
                  let last = ComponentKind.words(of: String(lower[after...])).last, Vocabulary.standard.colorHueWords.contains(last) {
            // `thickens to 2px Harbour Blue` where no colour has that name: a colour (a hue's
            // word last) is stated and not understood, never the resting border's own.
            set.borderColor = .unknown(raw: text, provenance: provenance)
        } else if set.borderColor == nil, width == nil, case let words = ComponentKind.words(of: lower), (2...3).contains(words.count),
                  Self.role(in: " " + words[words.count - 1]) == .border, words.dropLast().allSatisfy(Vocabulary.standard.colorHueWords.contains),
                  context.colorToken(named: words.dropLast().joined(separator: " ")) == nil {
            // `Blue border` where no colour answers to Blue (one may: `error: '#EF4444' // Red`,
            // read by the look's reader): a border in a hue's colour, the palette's one colour of
            // that hue, else stated and not understood, never left out as if there were none.
            let named = words.count == 2 ? colourOfHue(words[0]) : nil
            set.borderColor = named.map { PropertyValue(raw: text, reference: $0.name, provenance: provenance) } ?? .unknown(raw: text, provenance: provenance)
        } else if set.borderColor == nil, Vocabulary.standard.matchingFillWords.contains(where: { lower.contains(literal: $0) }) {
            // `1px solid, matching background`: the fill's colour where the fill is stated, never
            // the text's, which CSS would draw a colourless border in.
            if var fill = set.fill {
                fill.raw = text
                fill.provenance = provenance
                set.borderColor = fill
            } else {
                set.borderColor = .unknown(raw: text, provenance: provenance)
            }
        }
        // `dashed 2px outline`, `1px dotted #ccc`: the line as stated (solid is CSS's own).
        if let style = Self.lineStyles.first(where: { lower.containsText($0) }) {
            set.borderStyle = PropertyValue(raw: text, value: style, provenance: provenance)
        }
        // A left or right edge (`border-left: 3px solid …`) only with the border it draws: no
        // side's default border is made up.
        let drawsBorder = width != nil || stated != nil
        for (side, phrases) in Vocabulary.standard.borderSides where phrases.contains(where: { lower.contains(literal: $0) }) {
            guard drawsBorder || side == "top" || side == "bottom" else { continue }
            set.borderSide = PropertyValue(raw: text, value: side, provenance: provenance)
        }
        if set.borderSide == nil, drawsBorder, let side = Self.edgeLineSide(text) {
            set.borderSide = PropertyValue(raw: text, value: side, provenance: provenance)
        }
        if Vocabulary.standard.phraseFlags.divider.contains(where: { lower.containsText($0) }) {
            set.borderSide = set.borderSide ?? PropertyValue(raw: text, value: "bottom", provenance: provenance)
        }
    }

    /// The first custom property of `text` the document does not define, whose name says it
    /// is no radius, spacing, shadow or other measure (`--edge-soft`, not `--radius-sm`).
    static func undefinedColorVariable(in text: String, context: ComponentContext) -> String? {
        let otherKinds = Vocabulary.standard.nonColorTokenSegments
        return text.matches(of: customProperty).lazy.map { String($0.0) }.first { name in
            context.tokens.index.lookup(name) == nil
                && otherKinds.isDisjoint(with: name.lowercased().split(separator: "-").map(String.init))
        }
    }

    /// A length literal or a token reference (`radius.md`, `space.md`, `AppSpacing.md`,
    /// `--radius-md`, `var(--radius-md)`).
    package func length(in text: String, provenance: Provenance) -> PropertyValue<Length>? {
        // `var(--space-4)`, `--space-4`: the property alone, whose name's digits are no length.
        if case let bare = ValueScanner.clean(text).trimming(charactersIn: "; "),
           bare.wholeMatch(of: customProperty) != nil || bare.wholeMatch(of: wholeCSSVariable) != nil {
            return lengthVariable(in: text, provenance: provenance)
        }
        // `8 (square)`: a bare number with a note after it, as a scale's step is written.
        // `18–20` under a length's label: a range of unitless points, drawn at its lower end.
        if let value = ValueScanner.length(in: text) ?? ValueScanner.bareLength(ValueScanner.clean(text))
            ?? ValueScanner.bareLengthRange(ValueScanner.clean(text)) ?? ValueScanner.step(in: ValueScanner.clean(text))?.length {
            return PropertyValue(raw: text, value: value, provenance: provenance)
        }
        // (`{rounded.md}`: the spec's way of naming a token.)
        let cleaned = ValueScanner.clean(text).trimming(charactersIn: "[]{}")
        if cleaned.wholeMatch(of: tokenReference) != nil {
            return PropertyValue(raw: text, reference: cleaned, provenance: provenance)
        }
        // `1e309px`: a number in exponent form is no length any reader takes; its words are
        // kept, not understood, rather than a length read out of its exponent or nothing at all.
        if text.contains(exponentNumber) { return .unknown(raw: text, provenance: provenance) }
        // `{rounded.lg} or {rounded.xl} depending on size`: of alternatives, the first, as a
        // range is drawn.
        for role in [DimensionRole.radius, .spacing] {
            if let reference = Self.lengthReference(in: text, role: role) {
                return PropertyValue(raw: text, reference: reference, provenance: provenance)
            }
        }
        if text.contains(literal: "--") { return lengthVariable(in: text, provenance: provenance) }
        return nil
    }

    /// The length token a CSS custom property in `text` names, bare or in `var()`; a property
    /// the document does not define as a length is stated and not understood, never a default.
    /// The first two lengths of a shorthand written only in custom properties (`var(--a)
    /// var(--b)`, or three or four of them, whose second is the horizontal one too), each as its
    /// own property names it; nil for any other value.
    private func variablePair(in text: String, provenance: Provenance) -> (PropertyValue<Length>, PropertyValue<Length>)? {
        let values = ValueScanner.clean(text).trimming(charactersIn: "; ").split(whereSeparator: \.fastIsWhitespace)
        guard (2...4).contains(values.count),
              values.allSatisfy({ $0.wholeMatch(of: wholeCSSVariable) != nil || $0.wholeMatch(of: customProperty) != nil }),
              let vertical = lengthVariable(in: String(values[0]), provenance: provenance),
              let horizontal = lengthVariable(in: String(values[1]), provenance: provenance) else { return nil }
        return (vertical, horizontal)
    }

    private func lengthVariable(in text: String, provenance: Provenance) -> PropertyValue<Length>? {
        let names = text.matches(of: customProperty).map { String($0.0) }
        guard !names.isEmpty else { return nil }
        for name in names {
            guard let token = context.tokens.index.lookup(name) else { continue }
            switch token.value {
            case .dimension, .borderWidth, .number: return PropertyValue(raw: text, reference: token.name, provenance: provenance)
            default: continue
            }
        }
        return .unknown(raw: text, provenance: provenance)
    }

    /// The first colour a phrase names: a literal, a code span or bracketed name, a token
    /// name written as words, or a colour word. Opacity written after it is kept.
    /// `insideRuns`: whether a colour's name may be found inside a run of characters of a script
    /// written without spaces (`雾灰背景`); only where the phrase says what it colours, since any
    /// run may hold a short name (`ログイン/購読 CTA` holds a token named `ログイン`).
    package func color(in written: String, provenance: Provenance, insideRuns: Bool = true) -> PropertyValue<RGBAColor>? {
        // `set in {typography.body-sm}`: a reference into another group of tokens names no
        // colour, whatever its last word (`body`) is called in the palette.
        var text = written.contains(literal: "{") ? written.replacing(nonColorReference) { match in
            ["colors", "colours", "color", "colour"].contains(match.1.lowercased()) ? String(match.0) : ""
        } : written
        // "24px of white space": a noun that opens with a colour word names no colour.
        for phrase in Vocabulary.standard.colorlessPhrases where text.mayContain(caseInsensitive: phrase) {
            text = text.replacingOccurrences(of: phrase, with: " ", options: .caseInsensitive)
        }
        if let both = modeAlternatives(in: text, provenance: provenance, insideRuns: insideRuns) { return both }
        if let first = Self.firstOfSettings(text) {
            return singleColor(in: first, written: written, provenance: provenance, insideRuns: insideRuns)
        }
        return singleColor(in: text, written: written, provenance: provenance, insideRuns: insideRuns)
    }

    /// `white (on the accent) / #2B6F4E (on white)`: colours offered for different settings,
    /// each with what it sits on in brackets (opening with a `ruleScopes.settings` word). The
    /// first, without its setting: the bracket names the ground, not the colour, and the first
    /// colour of one property goes with the first of the others (`Text: #2B6F4E / white`). Nil
    /// when the first alternative names no setting.
    static func firstOfSettings(_ text: String) -> String? {
        guard text.contains(literal: " / "), text.utf8.contains(UInt8(ascii: "(")) || text.contains(literal: "（") else { return nil }
        var depth = 0
        var cut: String.Index?
        for index in text.indices {
            switch text[index] {
            case "(", "（": depth += 1
            case ")", "）": depth = max(0, depth - 1)
            case " " where depth == 0 && text[index...].hasPrefix(" / "): cut = index
            default: break
            }
            if cut != nil { break }
        }
        guard let cut else { return nil }
        var named = false
        let first = String(text[..<cut]).replacing(bracketedWords) { match -> String in
            guard let word = ComponentKind.words(of: String(match.1)).first,
                  Vocabulary.standard.ruleScopes.settings.contains(word) else { return String(match.0) }
            named = true
            return ""
        }
        return named ? first.trimmingWhitespace : nil
    }

    /// `#fff (light) or #191918 (dark sections)`, `#2F2F2F（ダーク） / #FFFFFF（ライト）`: two colours,
    /// one or both marked in brackets with an appearance (the `light` and `dark` column words);
    /// an unmarked one is the other appearance. The light colour, with the dark one beside it.
    private func modeAlternatives(in text: String, provenance: Provenance, insideRuns: Bool) -> PropertyValue<RGBAColor>? {
        guard text.contains(where: { $0 == "(" || $0 == "（" }) else { return nil }
        var parts: [String] = []
        for separator in [" or ", " / ", "／", " | ", "/"] where parts.count != 2 {
            parts = text.components(separatedBy: separator).map(\.trimmingWhitespace).filter { !$0.isEmpty }
        }
        guard parts.count == 2 else { return nil }
        let modes = parts.map(Self.markedMode)
        guard modes.contains(where: { $0 != nil }), modes[0] != modes[1] else { return nil }
        let darkIndex = modes[0] == .dark || modes[1] == .light ? 0 : 1
        guard var light = singleColor(in: parts[1 - darkIndex], provenance: provenance, insideRuns: insideRuns),
              let dark = singleColor(in: parts[darkIndex], provenance: provenance, insideRuns: insideRuns) else { return nil }
        light.raw = text
        light.darkValue = dark.value.map { color in dark.opacity.map { color.withAlpha(color.alpha * $0) } ?? color }
        light.darkReference = dark.value == nil ? dark.reference : nil
        return light
    }

    /// The appearance a part's bracket names (`(light)`, `（ダーク）`, `(dark sections)`).
    static func markedMode(_ part: String) -> TokenMode? {
        // No bracket, no mark: most parts have none, and the regex is not run on them.
        guard part.utf8.contains(UInt8(ascii: "(")) || part.contains(literal: "（") else { return nil }
        for match in part.matches(of: bracketedWords) {
            let inside = String(match.1).trimmingWhitespace
            let words = ComponentKind.words(of: inside)
            let candidates = [inside] + (1...min(2, max(1, words.count))).map { words.prefix($0).joined(separator: " ") }
            for candidate in candidates where !candidate.isEmpty {
                switch Vocabulary.standard.column(candidate) {
                case .light?: return .light
                case .dark?: return .dark
                default: continue
                }
            }
        }
        return nil
    }

    /// `written`: the phrase as the document gave it, kept as the value's words.
    private func singleColor(in text: String, written: String? = nil, provenance: Provenance, insideRuns: Bool) -> PropertyValue<RGBAColor>? {
        let written = written ?? text
        // `color-mix(in srgb, var(--primary), var(--black-1000) 20%)`: a colour computed from
        // others, which no reader here computes. Not understood, kept as written; never the
        // colour word inside it.
        if text.mayContain(caseInsensitive: "color-mix("), text.range(of: "color-mix(", options: .caseInsensitive) != nil {
            return .unknown(raw: written, provenance: provenance)
        }
        let opacity = ValueScanner.opacity(in: text) ?? Self.slashAlpha(in: text)
        var reference: String?
        // A code span or a bracket needs its opening byte: most phrases have neither.
        let hasCodeOrBracket = text.utf8.contains { $0 == UInt8(ascii: "`") || $0 == UInt8(ascii: "[") }
        for match in hasCodeOrBracket ? text.matches(of: codeOrBracketed) : [] {
            let name = String(match.1 ?? match.2 ?? "")
            if looksLikeReference(name) { reference = name; break }
        }
        // `Thick ring (`sd.system.dimension.border.thick`)`: the phrase names a token of another
        // kind (a width, a size), so no colour at all.
        if let reference, Self.namesOtherKind(reference) { return nil }
        // A custom property is one name, not words: `--palette-bg-primary-error` names no colour
        // called "error" (the lines below look it up whole).
        if reference == nil {
            let words = text.contains(literal: "--") ? text.replacing(customProperty, with: " ") : text
            reference = tokenWords(in: words, insideRuns: insideRuns)
        }
        // `1px solid --color-border`: a custom property, named without `var()`, whose words alone
        // would be only role words; the colour the document defines by that name.
        if reference == nil, text.contains(literal: "--") {
            reference = text.matches(of: customProperty).lazy.map { String($0.0) }.first { context.colorToken(named: $0) != nil }
        }
        // `Background: action.primary`: a semantic name kept even when the document gives it no value.
        let whole = ValueScanner.clean(text).trimming(charactersIn: "[].")
        if reference == nil, looksLikeReference(whole) { reference = whole }
        // `zinc-300`, `green-500/12%`: a step of a utility palette named alone (the resolver takes
        // the system's colour of that name, else Tailwind's, else keeps it as not understood).
        if reference == nil, case let pieces = whole.split(separator: "/", maxSplits: 1), let step = pieces.first.map(String.init),
           UtilityClassReader.isPaletteStep(step) {
            let alpha = pieces.count == 2 ? Double(pieces[1].trimming(charactersIn: "% ")).map { $0 / 100 } : nil
            guard pieces.count == 1 || alpha != nil else { return .unknown(raw: written, provenance: provenance) }
            return PropertyValue(raw: written, reference: step, opacity: opacity ?? alpha, provenance: provenance)
        }
        // Every notation the palette reader knows: hex, functions, `0xAARRGGBB`, platform initialisers.
        let literals = ColorValueScanner.matches(in: text)
        // `1px solid gray-300`: a palette step among a phrase's other words, where nothing else
        // names a colour (a class, `border-gray-300`, is the class reader's).
        if reference == nil, literals.isEmpty, text.contains(literal: "-"),
           let step = text.split(whereSeparator: { $0 == " " || $0 == "," }).lazy.map({ $0.trimming(charactersIn: "`.;:()") })
               .first(where: { UtilityClassReader.isPaletteStep($0) && !UtilityClassReader.isColorClass($0) }) {
            return PropertyValue(raw: written, reference: step, opacity: opacity, provenance: provenance)
        }
        if let literal = literals.first ?? ColorValueScanner.leadingTriple(in: text), case .success(let color) = literal.color {
            // `rgba(22, 51, 0, 0.08) (dark green at 8% opacity)`: the words restate the literal's
            // own alpha; applying it again would make the colour all but invisible.
            let restated = opacity.map { color.alpha < 1 && abs($0 - color.alpha) < 0.005 } ?? false
            // `green background (`#2c6415`)` where the palette's Green is another colour: the
            // literal is the colour, and that token is not its name.
            if let name = reference, let named = context.tokens.color(name, mode: .light) ?? context.tokens.color(name),
               named.withAlpha(1) != color.withAlpha(1) {
                reference = nil
            }
            var value = PropertyValue(raw: written, value: color, reference: reference, opacity: restated ? nil : opacity, provenance: provenance)
            value.alternatives = Self.offeredAlternatives(literals, in: text)
            return value
        }
        if let reference {
            return PropertyValue(raw: written, reference: reference, opacity: opacity, provenance: provenance)
        }
        // (`var(--color-white)`: the custom property's name is one name, whose words say no colour.)
        let bare = text.contains(literal: "--") ? text.replacing(customProperty, with: " ") : text
        if let word = ValueScanner.colorWord(in: bare, includingClear: false) {
            return PropertyValue(raw: written, value: word.color, opacity: opacity, provenance: provenance)
        }
        // `1px solid var(--color-border-low-emphasis)`: a CSS variable names a colour token,
        // defined or not; undefined, it is unknown rather than the page's ink.
        if text.contains(literal: "var("), let variable = text.firstMatch(of: cssVariable) {
            return PropertyValue(raw: written, reference: String(variable.1), opacity: opacity, provenance: provenance)
        }
        return nil
    }

    /// `#00C182 or #00FFAA`, `` `#000000` or `#2B2B2B` ``: the colours offered after the first,
    /// each joined to the one before it by an "or" word alone (`ColorStatementInterpreter.joinsAlternatives`).
    /// A slash or a comma joins no alternative here: in a component's phrase they part clauses.
    static func offeredAlternatives(_ literals: [ColorValueScanner.Match], in text: String) -> [RGBAColor] {
        var out: [RGBAColor] = []
        for (before, after) in zip(literals, literals.dropFirst()) {
            let between = text[before.range.upperBound..<after.range.lowerBound]
            let words = between.split(whereSeparator: { " `~≒≈≃=()（）".contains($0) })
            guard words.count == 1, !["/", ",", "、", "，", "|"].contains(String(words[0])),
                  ColorStatementInterpreter.joinsAlternatives(between), case .success(let color) = after.color else { break }
            out.append(color)
        }
        return out
    }

    /// `sd.system.dimension.border.thick`: a dotted token name with a segment of another kind
    /// than colour (`nonColorTokenSegments`).
    static func namesOtherKind(_ name: String) -> Bool {
        let segments = name.lowercased().split(separator: ".").map(String.init)
        return segments.count > 1 && !Vocabulary.standard.nonColorTokenSegments.isDisjoint(with: segments)
    }

    /// `black/10%`, `white/5`: a colour word with Tailwind's alpha after a slash.
    package static func slashAlpha(in text: String) -> Double? {
        guard let slash = text.firstIndex(of: "/"), slash > text.startIndex, text[text.index(before: slash)].isLetter else { return nil }
        let digits = text[text.index(after: slash)...].prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, let value = Double(digits), value <= 100 else { return nil }
        let after = text[text.index(after: slash)...].dropFirst(digits.count).first
        guard after == nil || after == "%" || after == ")" || after == " " || after == "," else { return nil }
        return value / 100
    }

    /// Whether a code span or bracketed name is a token reference rather than code or a label.
    private func looksLikeReference(_ name: String) -> Bool {
        if context.colorToken(named: name) != nil { return true }
        if name.hasPrefix("#") || name.contains(literal: " ") || name.contains(literal: "(") { return false }
        // Dotted semantic names keep their meaning even when the document gives no value.
        return name.wholeMatch(of: dottedOrCamelName) != nil
    }

    /// The text less the colour names that hold a weight word (`Medium Gray`, `Light Sand`),
    /// or nil when it holds none.
    private func withoutWeightedColorNames(_ text: String) -> String? {
        let words = text.split(whereSeparator: { !$0.fastIsLetter && !$0.fastIsNumber && $0 != "#" })
        guard words.count >= 2 else { return nil }
        var kept = words.map(String.init)
        var found = false
        for index in 0..<(words.count - 1) where ValueScanner.weight(in: String(words[index])) != nil
            || ValueScanner.weight(in: String(words[index + 1])) != nil {
            guard words[index].first?.fastIsLetter == true, words[index + 1].first?.fastIsLetter == true,
                  context.colorToken(named: "\(words[index]) \(words[index + 1])") != nil else { continue }
            kept[index] = ""
            kept[index + 1] = ""
            found = true
        }
        return found ? kept.joined(separator: " ") : nil
    }

    /// Whether the word at `index` calls a colour where it is an ordinary word too
    /// (`colorNameCommonWords`): alone, last, or beside a word for what it colours (`error
    /// text`, `success colour`). Any other word always may.
    static func callsColor(_ words: [String], at index: Int, bracketed: Int = 0) -> Bool {
        let vocabulary = Vocabulary.standard
        guard vocabulary.colorNameCommonWords.contains(words[index].lowercased()) else { return true }
        // `Warning (lg)`: a bracketed note after the word leaves it alone in the phrase.
        if words.count == 1 || index == words.count - 1 || index == words.count - bracketed - 1 { return true }
        func colours(_ neighbour: Int) -> Bool {
            guard words.indices.contains(neighbour) else { return false }
            let word = words[neighbour].lowercased()
            if vocabulary.colorReferenceNouns.contains(word) { return true }
            guard let meaning = vocabulary.property(word) else { return false }
            return [.fill, .text, .border].contains(meaning)
        }
        return colours(index - 1) || colours(index + 1)
    }

    /// Up to three words that name a colour token: `Critical Red`, `Ink`, `Fade`. None of them is
    /// one of the vocabulary's `colorNameStopWords`.
    private func tokenWords(in text: String, insideRuns: Bool) -> String? {
        let words = text.split(whereSeparator: { !$0.fastIsLetter && !$0.fastIsNumber && $0 != "/" && $0 != "." }).map(String.init)
        let stopWords = Vocabulary.standard.colorNameStopWords
        // The words of a closing bracketed note (`Warning (lg)`), which say nothing of the colour.
        let bracketedWords = text.hasSuffix(")") && text.contains("(")
            ? words.count - ComponentKind.droppingParentheticals(text).split(whereSeparator: { !$0.fastIsLetter && !$0.fastIsNumber && $0 != "/" && $0 != "." }).count
            : 0
        // Each word is looked up once, not once for every run of words it is in.
        let stopped = words.map { stopWords.contains($0.lowercased()) }
        for size in [3, 2, 1] where words.count >= size {
            for start in 0...(words.count - size) {
                // A stop word alone names no colour; inside a longer name (`Text Black`) it may.
                if size == 1 ? stopped[start] : stopped[start..<start + size].allSatisfy({ $0 }) { continue }
                if size == 1, !Self.callsColor(words, at: start, bracketed: bracketedWords) { continue }
                if words[start].first?.fastIsNumber == true { continue }
                let name = words[start..<start + size].joined(separator: " ")
                guard let token = context.colorToken(named: name) else { continue }
                // `Fade color`: the colour is called by its name, not with the word that says it is one.
                if size > 1, let bare = TokenIndex.withoutColorNoun(words: Array(words[start..<start + size]))?.joined(separator: " "),
                   context.colorToken(named: bare)?.name == token.name {
                    return bare
                }
                return name
            }
        }
        // Chinese and Japanese write a name and the word after it as one run (`雾灰背景`,
        // `墨色の文字`): a colour named in such a script is found inside the run, longest first.
        for word in words where insideRuns && word.contains(where: \.isIdeographicOrKana) {
            let names = context.tokens.tokens.compactMap { token -> String? in
                guard token.name.count >= 2, token.name.allSatisfy(\.isIdeographicOrKana), word.contains(literal: token.name),
                      context.colorToken(named: token.name) != nil else { return nil }
                return token.name
            }
            if let longest = names.max(by: { ($0.count, $1) < ($1.count, $0) }) { return longest }
        }
        return nil
    }

    /// A labelled value followed by further properties, each naming itself: after a semicolon
    /// (`6px; padding 10px 18px`), or after a comma as a label and colon (`50px, Padding: 7px
    /// 16px`). The first clause and the others as labels and values; nil when a later clause
    /// names no property.
    static func furtherProperties(in text: String) -> (first: String, later: [(label: String, rest: String)])? {
        for separator in [";", ","] as [Character] {
            let pieces = text.split(separator: separator, omittingEmptySubsequences: false).map { String($0).trimmingWhitespace }
            guard pieces.count >= 2, !pieces[0].isEmpty else { continue }
            let later = pieces.dropFirst().filter { !$0.isEmpty }
            let named: [(label: String, rest: String)] = later.compactMap { written in
                // `` `padding: 2px 8px` ``: a declaration quoted as code names its property as a
                // label does.
                var clause = written
                if clause.count > 2, clause.first == "`", clause.last == "`", !clause.dropFirst().dropLast().contains("`") {
                    clause = String(clause.dropFirst().dropLast())
                }
                // `Inter 500 11px`: a family's name, then the type's weight and size, is the type.
                if separator == ",", !clause.contains(":"), let first = clause.split(separator: " ").first, namesFamily(String(first)),
                   ValueScanner.length(in: clause) != nil, ValueScanner.weight(in: clause) != nil, clause.split(separator: " ").count <= 4 {
                    return ("font", clause)
                }
                if let colon = clause.firstIndex(of: ":") {
                    let label = String(clause[..<colon]).trimmingWhitespace
                    let rest = String(clause[clause.index(after: colon)...]).trimmingWhitespace
                    return label.split(separator: " ").count <= 3 && !rest.isEmpty && meaning(ofLabel: label) != nil ? (label, rest) : nil
                }
                return separator == ";" ? leadingPropertyLabel(of: clause) : nil
            }
            if !later.isEmpty, named.count == later.count { return (pieces[0], named) }
        }
        return nil
    }

    /// `fontSize 16px` → (`fontSize`, `16px`): a clause that opens with a type, size, corner,
    /// padding or opacity property (one of two or three words, as CSS and camelCase write them,
    /// or `padding`, `radius`, `opacity`, `tracking` alone) and goes on with its value. Colour
    /// properties are left to the clause's role words (`bg #000`, `text #FFF`, `border 1px …`).
    package static func leadingPropertyLabel(of clause: String) -> (label: String, rest: String)? {
        let pieces = clause.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: true)
        guard pieces.count >= 2 else { return nil }
        for count in stride(from: min(3, pieces.count - 1), through: 1, by: -1) {
            let label = pieces[..<count].joined(separator: " ")
            guard label.allSatisfy({ $0.isLetter || $0 == "-" || $0 == " " }) else { continue }
            let words = ComponentKind.words(of: label)
            guard let meaning = Self.meaning(ofLabel: label) else { continue }
            let rest = pieces[count...].joined(separator: " ")
            switch meaning {
            case .fontSize, .fontWeight, .fontFamily, .letterSpacing, .lineHeight, .textTransform, .textDecoration, .minHeight, .minWidth:
                if case .letterSpacing = meaning { return (label, rest) }
                // `Weight 500`: the weight's own word, then its number.
                if case .fontWeight = meaning, words.count == 1,
                   let number = rest.split(separator: " ").first.flatMap({ Double(String($0).trimming(charactersIn: "`.,;")) }),
                   (1...1000).contains(number) { return (label, rest) }
                return words.count >= 2 ? (label, rest) : nil
            case .radius, .padding, .opacity:
                // A value must follow: `radius 8px`, not `padding around the icon`.
                guard let first = rest.first, first.isNumber || first == "`" || first == "." else { return nil }
                return (label, rest)
            case .height, .width:
                // `height 44px`, `width 120px`: the measure's own word (not `size`, which may be
                // the type's), then a length.
                guard words.count == 1, phraseWords.height.contains(words[0]) || phraseWords.width.contains(words[0]),
                      let first = rest.first, first.isNumber || first == "`" else { return nil }
                return (label, rest)
            default:
                return nil
            }
        }
        return nil
    }

    /// `14px font size` → (`font size`, `14px`), `600 weight`, `1.8px tracking`: a clause that is
    /// one number, with its unit, then the name of an aspect of the type, the value before its
    /// label. Only the whole clause: `16px gap below the title` names no property.
    package static func trailingTypeLabel(of clause: String) -> (label: String, rest: String)? {
        // A number and up to three words are short: a longer clause is never one.
        guard clause.utf8.count <= 48, let match = clause.trimmingWhitespace.wholeMatch(of: valueThenLabel) else { return nil }
        let label = String(match.2).trimmingWhitespace
        switch meaning(ofLabel: label) {
        case .fontSize?, .fontWeight?, .letterSpacing?, .lineHeight?: return (label, String(match.1))
        default: return nil
        }
    }

    /// A clause that opens with CSS's word for the text's colour (`color shifts to #1883FD`,
    /// `colour: white`), with nothing saying it is a background's.
    package static func opensWithTextColorWord(_ lower: String) -> Bool {
        Vocabulary.standard.textColorWords.contains { word in
            lower.hasPrefix(word) && lower.dropFirst(word.count).first.map { $0 == " " || $0 == ":" } == true
        }
    }

    /// Whether a clause's only colour sits in brackets after words that name no colour
    /// (`excerpt (400 / #5C5C5C)`), rather than after the colour's own name (`Pure White (#FFFFFF)`).
    package func colorBelongsToBracketedPart(_ clause: String) -> Bool {
        guard let literal = ColorValueScanner.matches(in: clause).first,
              let open = clause[..<literal.range.lowerBound].lastIndex(where: { LabelledText.openers.contains($0) }),
              !clause[open..<literal.range.lowerBound].contains(where: { LabelledText.closers.contains($0) }) else { return false }
        let before = String(clause[..<open]).trimmingWhitespace
        guard before.contains(where: \.isLetter) else { return false }
        let provenance = Provenance(file: context.document.file, line: 0, excerpt: "")
        return color(in: before, provenance: provenance, insideRuns: false) == nil
    }

    /// `solid Moss Green` → (fill, `Moss Green`), `outline Graphite` → (border, `Graphite`): a
    /// clause of a look's word (`phraseFlags.solidFill`, `.outlined`) then one to three words that
    /// may be a colour's name (no word of a part, a kind or a variant, no number but a palette
    /// step's). Nil for any other clause.
    static func styledColourName(_ clause: String) -> (role: Role, name: String)? {
        let words = clause.replacing(literal: "`", with: "").split(whereSeparator: \.fastIsWhitespace).map(String.init)
        guard (2...4).contains(words.count) else { return nil }
        let vocabulary = Vocabulary.standard
        let opener = words[0].lowercased()
        let role: Role
        if vocabulary.phraseFlags.solidFill.contains(opener) { role = .fill } else if vocabulary.phraseFlags.outlined.contains(opener) { role = .border } else { return nil }
        let name = words.dropFirst()
        guard name.allSatisfy({ word in
            let lower = word.lowercased()
            return (word.allSatisfy(\.isLetter) || UtilityClassReader.isPaletteStep(lower)) && !vocabulary.colorNameStopWords.contains(lower)
                && !vocabulary.variantNames.contains(lower) && ComponentKind.classify(word) == nil && Self.role(in: lower) == nil
        }) else { return nil }
        return (role, name.joined(separator: " "))
    }

    /// `Gray background for less important actions` → `Gray background`, `Page color with black
    /// text` → `Page color`: one or two words that call a colour (`callsColour`), the fill's word
    /// or a colour's (`color`), then a purpose, a place or what goes with it, opened by one of
    /// `fillPurposeOpeners` (for, on, with). Nil for any other clause.
    static func fillNamedBeforePurpose(_ clause: String) -> String? {
        let words = clause.split(whereSeparator: \.fastIsWhitespace).map(String.init)
        let vocabulary = Vocabulary.standard
        // `Page color` alone (what goes with it split off: `with black text`): a capitalised name
        // and the word colour.
        if (2...3).contains(words.count), let last = words.last, vocabulary.textColorWords.contains(last.lowercased()),
           words.dropLast().allSatisfy({ $0.first?.isUppercase == true && $0.allSatisfy(\.isLetter) }) {
            return clause
        }
        guard words.count >= 4 else { return nil }
        for end in 1...2 where end + 1 < words.count {
            let noun = words[end].lowercased()
            guard role(in: " " + noun) == .fill || vocabulary.textColorWords.contains(noun),
                  vocabulary.fillPurposeOpeners.contains(words[end + 1].lowercased()) else { continue }
            let name = words[..<end]
            guard name.allSatisfy({ $0.allSatisfy(\.isLetter) }), callsColour(name.joined(separator: " ")) else { return nil }
            return words[...end].joined(separator: " ")
        }
        return nil
    }

    /// Whether words call a colour by a name the document may not define: capitalised as a name
    /// is (`Deep Olive`), or ending in a hue's or a basic colour's word, or a palette step.
    static func callsColour(_ name: String) -> Bool {
        let words = name.split(separator: " ").map(String.init)
        guard let last = words.last?.lowercased() else { return false }
        return words.allSatisfy { $0.first?.isUppercase == true } || Vocabulary.standard.colorHueWords.contains(last)
            || ValueScanner.namedColor(last) != nil || UtilityClassReader.isPaletteStep(last)
    }

    /// The line styles CSS draws other than solid.
    package static let lineStyles = ["dashed", "dotted", "double"]

    /// `1px solid #1A5FB4`: CSS's border shorthand, a width then a line style, is a border
    /// wherever it is written (a `Focus:` line), never a fill.
    package static func isBorderShorthand(_ lower: String) -> Bool {
        let words = lower.replacing(literal: "`", with: "").split(whereSeparator: \.fastIsWhitespace)
        guard words.count >= 2, ValueScanner.isLengthWord(words[0]) else { return false }
        return words[1] == "solid" || lineStyles.contains(String(words[1]))
    }

    /// `1px {colors.hairline}`, `1px #2A2F38` as one clause of a spec: a hairline's width, then
    /// its colour and nothing else, is the border (no text is a pixel or two high).
    func isHairline(_ clause: String, provenance: Provenance) -> Bool {
        let words = clause.replacing(literal: "`", with: "").split(whereSeparator: \.fastIsWhitespace)
        guard words.count == 2, ValueScanner.isLengthWord(words[0]),
              let width = ValueScanner.length(in: String(words[0])), width.value > 0, width.value <= 4 else { return false }
        return color(in: String(words[1]), provenance: provenance) != nil
    }

    /// The first place `fragment` occurs in `lower` other than inside a longer word, with Latin
    /// letters on both sides of it: `text` names no part in `contextual` or `texture`, but does in
    /// `textColor` and `subtext`.
    static func standingRange(of fragment: String, in lower: String) -> Range<String.Index>? {
        guard var range = lower.range(ofLiteral: fragment) else { return nil }
        // Latin letters only: a script written without spaces runs its words together.
        func latin(_ character: Character?) -> Bool { character.map { $0.isASCII && $0.isLetter } == true }
        // A word that goes on past the fragment is it only with an inflection (`borders`,
        // `filled`); `texture` and Portuguese `texto` are other words.
        func embedded(_ range: Range<String.Index>) -> Bool {
            guard range.upperBound < lower.endIndex, latin(fragment.first), latin(fragment.last), latin(lower[range.upperBound]) else { return false }
            if range.lowerBound > lower.startIndex, latin(lower[lower.index(before: range.lowerBound)]) { return true }
            let rest = lower[range.upperBound...].prefix { latin($0) }
            return !Vocabulary.standard.roleWordEndings.contains(String(rest))
        }
        while embedded(range) {
            guard let next = lower.range(of: fragment, range: range.upperBound..<lower.endIndex) else { return nil }
            range = next
        }
        return range
    }

    /// The part a lower-cased clause styles, by the vocabulary's `phraseRoles`: the fragment found
    /// earliest in the clause, then the one listed first.
    package static func role(in lower: String) -> Role? {
        // A role word may open the clause as a whole word (`ring 2px #x`): the fragments that
        // need a space before them find the clause's start there.
        for (bare, role) in spacedPhraseRoles {
            if lower.hasPrefix(bare), lower.count == bare.count || lower.dropFirst(bare.count).first.map({ !$0.isLetter }) == true { return role }
        }
        var best: (index: String.Index, role: Role)?
        // Asked of every clause and statement: in ASCII text only the ASCII fragments can occur.
        for (word, role) in lower.utf8.allSatisfy({ $0 < 0x80 }) ? asciiPhraseRoles : Vocabulary.standard.phraseRoles {
            if let range = standingRange(of: word, in: lower), best == nil || range.lowerBound < best!.index {
                best = (range.lowerBound, role)
            }
        }
        if let (index, role) = firstRoleWord(in: lower), best == nil || index < best!.index { best = (index, role) }
        if lower.hasSuffix(" bg") || lower == "bg" { return best?.role ?? .fill }
        return best?.role
    }

    /// The first whole word of the lower-cased text that is one of the vocabulary's
    /// `phraseRoleWords`, as written or with one of `roleWordEndings` (`fondos`), and where.
    /// Whole words only: `contexto`, `profundo` and `sombre` hold no role word.
    static func firstRoleWord(in lower: String) -> (String.Index, Role)? {
        guard !roleWords.isEmpty else { return nil }
        func role(of word: Substring) -> Role? {
            if let role = roleWords[String(word)] { return role }
            for ending in roleWordEndingsByLength where word.count > ending.count + 2 && word.hasSuffix(ending) {
                if let role = roleWords[String(word.dropLast(ending.count))] { return role }
            }
            return nil
        }
        // Asked of every clause: in ASCII text, words are runs of bytes, and only those opening
        // with a role word's first letter are looked up.
        if lower.utf8.allSatisfy({ $0 < 0x80 }) {
            let utf8 = lower.utf8
            var index = utf8.startIndex
            while index < utf8.endIndex {
                guard Self.isWordByte(utf8[index]) else { index = utf8.index(after: index); continue }
                let start = index
                while index < utf8.endIndex, Self.isWordByte(utf8[index]) { index = utf8.index(after: index) }
                if roleWordFirstBytes.contains(utf8[start]), let role = role(of: lower[start..<index]) { return (start, role) }
            }
            return nil
        }
        for word in lower.split(whereSeparator: { !$0.isLetter && $0 != "-" }) {
            if let role = role(of: word) { return (word.startIndex, role) }
        }
        return nil
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "-")
    }

    private static let roleWords = Vocabulary.standard.phraseRoleWords
    private static let roleWordFirstBytes = Set(roleWords.keys.compactMap { $0.utf8.first })

    /// `roleWordEndings`, longest first.
    private static let roleWordEndingsByLength = Vocabulary.standard.roleWordEndings.sorted { ($0.count, $0) > ($1.count, $1) }

    /// `text/border`, `fill/border`: the parts a word of role words joined by slashes names,
    /// when it names two or more; else none.
    static func slashedRoles(in lower: String) -> [Role] {
        guard lower.contains(literal: "/") else { return [] }
        for word in lower.split(whereSeparator: \.fastIsWhitespace) where word.contains("/") {
            let pieces = word.split(separator: "/").map { $0.trimming(charactersIn: ".,;:`") }
            let roles = pieces.compactMap { piece in piece.allSatisfy(\.isLetter) ? role(in: piece) : nil }
            if roles.count == pieces.count, roles.count >= 2, Set(roles).count == roles.count { return roles }
        }
        return []
    }

    /// A clause less what it denies: `107px, weight 900 — not a 32px corner logo` states no
    /// radius, nor does a clause opening `not` or `never`. (`No border`, which states none, is
    /// read as such elsewhere.)
    /// `no 1px bottom rule`, `without capsule ends`, `(no filled pill)`: a clause or bracket opening
    /// with a denial (`partDenials`) names what the component does not have, which is not drawn;
    /// one a reading of absence takes (`no border`, `no shadow`) is kept for it.
    static func withoutDenial(_ clause: String) -> String {
        let clause = withoutDeniedBrackets(clause)
        let lower = clause.lowercased()
        // `no scale — the headline text turns #3860be`: what a dash adds after the denial is said.
        func afterDash() -> String {
            guard let dash = [" — ", " – ", " - "].compactMap({ clause.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }) else { return "" }
            return withoutDenial(String(clause[dash.upperBound...]))
        }
        if lower.hasPrefix("not ") || lower.hasPrefix("never ") { return afterDash() }
        // `Corners: no capsule ends`: the value after a property's label denies as well.
        let value = lower.firstIndex(of: ":").map { lower[lower.index(after: $0)...].trimmingWhitespace } ?? lower
        if opensWithDenial(lower) || opensWithDenial(value), !statesAbsence(lower) { return afterDash() }
        // (Every clause of every phrase comes here: most say neither word.)
        guard lower.contains(literal: " not ") || lower.contains(literal: " never ") else { return clause }
        let cuts = [" — not ", " – not ", " - not ", " — never ", " – never ", " - never "].compactMap {
            clause.range(of: $0, options: .caseInsensitive)?.lowerBound
        }
        return cuts.min().map { String(clause[..<$0]) } ?? clause
    }

    /// Whether lower-cased text opens with a denial word (`no`, `without`, …).
    static func opensWithDenial(_ lower: String) -> Bool {
        guard let first = lower.split(maxSplits: 1, whereSeparator: \.fastIsWhitespace).first else { return false }
        return Vocabulary.standard.partDenials.contains(String(first))
    }

    /// Whether lower-cased text says a property is absent in words a reading takes as such:
    /// `no border`, `no shadow`, `no underline`, `no background`. `No background pill` denies a
    /// shape, which no reading of absence takes.
    static func statesAbsence(_ lower: String) -> Bool {
        let flags = Vocabulary.standard.phraseFlags
        guard !flags.fullyRounded.contains(where: { lower.containsText($0) }) else { return false }
        return [flags.noBorder, flags.noShadow, flags.noUnderline, flags.clear].contains { $0.contains(where: { lower.containsText($0) }) }
    }

    /// A clause less each bracket that opens with a denial and states no absence a reading takes.
    static func withoutDeniedBrackets(_ clause: String) -> String {
        guard clause.utf8.contains(UInt8(ascii: "(")) else { return clause }
        var out = clause
        var searchEnd = out.endIndex
        while let open = out[..<searchEnd].lastIndex(of: "(") {
            searchEnd = open
            guard let close = out[open...].firstIndex(of: ")") else { continue }
            let inside = out[out.index(after: open)..<close].lowercased().trimmingWhitespace
            guard opensWithDenial(inside), !statesAbsence(inside) else { continue }
            out.removeSubrange(open...close)
            searchEnd = min(open, out.endIndex)
        }
        return out == clause ? clause : out.trimmingWhitespace
    }

    /// A phrase less its denied clauses and brackets (`withoutDenial`), for the readings that
    /// look at the whole phrase; the phrase itself when it denies nothing.
    /// `clauses`: the text's, when the caller has them already.
    static func withoutDenials(_ text: String, clauses known: [String]? = nil) -> String {
        // (Every phrase comes here; most hold no denial word at all.)
        guard Vocabulary.standard.partDenials.contains(where: { text.mayContain(caseInsensitive: $0) }) else { return text }
        var out = text
        for clause in known ?? clauses(of: text) {
            let kept = withoutDenial(clause)
            if kept != clause, let range = out.range(of: clause) { out.replaceSubrange(range, with: kept) }
        }
        return out
    }

    /// Whether a clause names something as code does: a code span, a token reference or a CSS variable.
    static func namesInCode(_ clause: String) -> Bool {
        clause.contains(where: { $0 == "`" || $0 == "{" || $0 == "[" }) || clause.contains(literal: "var(")
    }

    /// A clause in plain words about text: it names a text role (`textTokens.roles`: links,
    /// copy, captions) and nothing that is not text (`textTokens.notText`: a background, a
    /// border), and holds no code span, token reference or CSS variable.
    static func isAboutText(_ clause: String) -> Bool {
        guard !namesInCode(clause) else { return false }
        let words = ComponentKind.words(of: clause)
        let singular = words.map { $0.count > 3 && $0.hasSuffix("s") && !$0.hasSuffix("ss") ? String($0.dropLast()) : $0 }
        let text = Vocabulary.standard.textTokens
        return (text.roles.occurs(in: words) || text.roles.occurs(in: singular))
            && !text.notText.occurs(in: words) && !text.notText.occurs(in: singular)
    }

    /// `Caption`, `Body Small`, `heading-sm`, `Title 2`: a name made of the words type styles are
    /// named with (`typeStyleNameWords`) and numbers, at least one of them a word.
    static func namesTypeStyle(_ text: String) -> Bool {
        let words = text.lowercased().split(whereSeparator: { " -_.".contains($0) }).map(String.init)
        let styleWords = Vocabulary.standard.typeStyleNameWords
        return !words.isEmpty && words.count <= 4 && words.contains(where: styleWords.contains)
            && words.allSatisfy { styleWords.contains($0) || $0.allSatisfy(\.isNumber) }
    }

    /// `Work Sans`, `Source Serif 4`: one to three words, each capitalised or a number, as a
    /// family's name is written.
    static func namesFamily(_ text: String) -> Bool {
        let words = text.split(separator: " ")
        guard (1...3).contains(words.count), words[0].first?.isUppercase == true else { return false }
        return words.allSatisfy { word in word.first?.isUppercase == true || word.allSatisfy(\.isNumber) }
            && !text.contains(where: { "#()%:".contains($0) })
    }

    /// The role fragments that open with a space (` ring`), without it, in the vocabulary's order.
    private static let spacedPhraseRoles = Vocabulary.standard.phraseRoles.filter { $0.fragment.hasPrefix(" ") && $0.fragment.count > 1 }
        .map { (bare: String($0.fragment.dropFirst()), role: $0.role) }

    /// The role fragments written in ASCII, in the vocabulary's order.
    private static let asciiPhraseRoles = Vocabulary.standard.phraseRoles.filter { $0.fragment.utf8.allSatisfy { $0 < 0x80 } }

    /// A phrase such as `Inter Bold, 18pt`, `11pt Heavy`, `Monospace font`, `Serif, 16pt–18pt`.
    package func font(in written: String, provenance: Provenance) -> PropertyValue<FontSpec>? {
        // `{typography.display-thin}`: a type style, read as one by its reader; the words of its
        // name ("thin") are no weight of the phrase's, nor are a colour's (`{colors.hairline-strong}`).
        // `var(--white-100)`: the number in a custom property's name is no weight either, nor
        // is the function's own word a family (a stack written `var(--sans), …` reads as `var`).
        var raw = ValueScanner.withoutCustomProperties(written.contains(literal: "{") ? written.replacing(braced, with: "") : written)
        if raw.contains(literal: "var(") { raw = raw.replacing(literal: "var(", with: "(") }
        // `` `body-sm` weight 500 ``: a style of the type scale named in code is the phrase's
        // type, what the phrase adds over it; the words of its name are no family or weight.
        let style = typeStyle(inCodeOf: raw)
        if let style { raw = raw.replacing("`\(style.written)`", with: " ") }
        // `Stone 200`: a colour's name, whose number is no weight.
        if raw.utf8.contains(where: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
           context.colorToken(named: ValueScanner.clean(raw).trimmingWhitespace) != nil { return nil }
        // `Kelp 16px / weight 500 / letter-spacing -0.3px`: a part that names its own aspect
        // (tracking, line height) is that aspect's value, and the rest is the phrase.
        let (labelled, text) = labelledTypeParts(in: raw)
        var spec = FontSpec()
        let lower = text.lowercased()
        // `Subtly rounded (0.5rem) corners`, `-1px translate`: a length of another measure is no
        // font size, and rounded corners are no rounded typeface.
        let withoutLeading = lower.replacing(literal: "line-height", with: "").replacing(literal: "line height", with: "")
        let measuresOther = phraseWords.otherMeasures.contains { withoutLeading.contains(literal: $0) }
        if !measuresOther { spec.size = ValueScanner.length(in: text) }
        spec.weight = Self.weight(in: text, strict: true)
        // `Text: Medium Gray #8E8E93`: a weight word inside a colour's name is the colour's.
        if spec.weight != nil, let unnamed = withoutWeightedColorNames(text) { spec.weight = Self.weight(in: unnamed, strict: true) }
        let flags = Vocabulary.standard.phraseFlags
        if flags.italic.contains(where: { lower.containsText($0) }) { spec.italic = true }
        if LetterCase.saysUppercase(text) { spec.uppercase = true }
        let whole = NSRange(lower.startIndex..., in: lower)
        if let generic = genericFamilies.first(where: { $0.pattern.firstMatch(in: lower, range: whole) != nil }),
           generic.name != "rounded" || !measuresOther {
            spec.family = generic.name.capitalized
        }
        let families = context.tokens.tokens(of: .fontFamily)
        for token in families {
            // `38px year (Roboto)`: a family in brackets is a part's, not the phrase's.
            if case .fontFamily(let stack) = token.value, !stack.family.isEmpty,
               let range = text.range(of: stack.family), !Self.isBracketed(range, in: text) {
                spec.family = stack.family
            }
        }
        // `ink, Figtree 700`: a family the document does not declare, but named as fonts are.
        if spec.family == nil || generic(of: spec.family) != nil, let (known, _) = knownFamily(in: text) {
            spec.family = known
        }
        // The pair is written with a slash; most phrases have none, and the search costs far more.
        if text.utf8.contains(UInt8(ascii: "/")), let match = text.firstMatch(of: sizeOverWeight), let size = Double(match.2), size >= 8 {
            // The pair is the type's own; another length in the phrase (a `1px` hairline) is not.
            spec.size = Length(size)
            if spec.weight == nil || spec.weight == String(match.3) { spec.weight = String(match.3) }
            if spec.family == nil, let name = match.1.map(String.init), ValueScanner.weight(in: name) == nil,
               context.colorToken(named: name) == nil {
                spec.family = name
            }
        }
        if spec.family == nil, spec.weight != nil,
           let match = text.firstMatch(of: fontFamilyWeight) {
            let name = String(match.1)
            // `in Text Black`: a colour's name that ends in a weight's word names no family.
            let whole = String(text[match.range]).trimmingWhitespace
            if ValueScanner.weight(in: name) == nil, context.colorToken(named: name) == nil, context.colorToken(named: whole) == nil { spec.family = name }
        }
        if let labelled { spec = labelled.merged(over: spec) }
        spec.styleReference = style?.name
        guard !spec.isEmpty else { return nil }
        return PropertyValue(raw: written, value: spec, provenance: provenance)
    }

    /// The first code span of a phrase that names one of the type scale's styles (`` `body-sm` ``),
    /// as written and as the style is named. A span that also names a colour is the colour's.
    func typeStyle(inCodeOf text: String) -> (written: String, name: String)? {
        guard text.contains("`") else { return nil }
        for (index, span) in text.split(separator: "`", omittingEmptySubsequences: false).enumerated() where index % 2 == 1 {
            let name = span.trimmingWhitespace
            guard !name.isEmpty, name.count <= 40, context.colorToken(named: name) == nil,
                  let token = context.tokens.index.lookup(name, preferring: .typeStyle), token.kind == .typeStyle else { continue }
            return (String(span), token.name)
        }
        return nil
    }

    /// The generic design read from a phrase (`Mono` of `Quarry Mono`), which a family named in
    /// full replaces; nil for a family.
    private func generic(of family: String?) -> String? {
        guard let family, genericFamilies.contains(where: { $0.name.capitalized == family }) else { return nil }
        return family
    }

    /// Whether `range` of `text` lies inside an open bracket (`(`, `（`).
    static func isBracketed(_ range: Range<String.Index>, in text: String) -> Bool {
        let before = text[..<range.lowerBound]
        return before.filter { $0 == "(" || $0 == "（" }.count > before.filter { $0 == ")" || $0 == "）" }.count
    }

    /// One of the vocabulary's `knownFontFamilies` a phrase names, as written and as whole words,
    /// and where; the longest when several fit (`JetBrains Mono`, not a `Mono` of it). Never a
    /// name the document gives a colour, nor the first word of a longer name (`Lora Green (#2F6B4F)`,
    /// `Inter-item`), nor a note in brackets, which may be another part's (`date (Karla)`).
    func knownFamily(in text: String) -> (String, Range<String.Index>)? {
        var found: (String, Range<String.Index>)?
        var foundLength = 0
        for (family, length) in Self.knownFamilies(mayBeIn: text) where length > foundLength {
            guard let range = text.rangeOfText(family) else { continue }
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            guard before?.isLetter != true, before?.isNumber != true, after?.isLetter != true, after?.isNumber != true, after != "-",
                  context.colorToken(named: family) == nil else { continue }
            let next = text[range.upperBound...].drop(while: { $0 == " " }).prefix(while: { $0.isLetter })
            if next.first?.isUppercase == true, ValueScanner.weight(in: String(next)) == nil, next.lowercased() != "italic" { continue }
            if Self.isBracketed(range, in: text) { continue }
            found = (family, range)
            foundLength = length
        }
        return found
    }

    /// The vocabulary's `knownFontFamilies` that `text` may name, each with its length in
    /// characters: those whose bytes it holds, found in one pass over its buffer. Asked of every
    /// type clause for each of a hundred names, a search for each name (Foundation's, or the
    /// bytes' through `rangeOfText`) cost most of reading a component's phrases. A name written
    /// other than in ASCII, and every name in text that spells ASCII otherwise
    /// (`spellsASCIIOtherwise`), is kept for the exact search.
    private static func knownFamilies(mayBeIn text: String) -> [(name: String, length: Int)] {
        guard !text.spellsASCIIOtherwise else { return knownFamilies.map { ($0.name, $0.length) } }
        var text = text
        return text.withUTF8 { haystack in
            knownFamilies.compactMap { family in
                let mayOccur = family.bytes.withUnsafeBufferPointer { ByteSearch.firstOffset(of: $0, in: haystack) != nil }
                return mayOccur || !family.isASCII ? (family.name, family.length) : nil
            }
        }
    }

    private static let knownFamilies = Vocabulary.standard.knownFontFamilies.map { name in
        (name: name, length: name.count, bytes: Array(name.utf8), isASCII: name.isASCIIText)
    }

    /// The parts of a type phrase, between slashes, commas and semicolons, that open with the
    /// label of tracking or line height (`letter-spacing -0.32px`, `line-height: 20.8px`), read as
    /// that aspect; and the phrase without them, whose other lengths are then the size.
    /// The phrase as written, and no aspect, when no part is labelled so.
    package func labelledTypeParts(in text: String) -> (FontSpec?, String) {
        let parts = text.split(whereSeparator: { "/／,;，；".contains($0) })
        guard parts.count > 1 else { return (nil, text) }
        var found = FontSpec()
        var rest = text
        for part in parts {
            let trimmed = part.trimmingWhitespace
            // The label: the letters, spaces and hyphens before the value (`line-height: 1.3`),
            // or the words after it (`1.8px tracking`).
            var label = String(trimmed.prefix(while: { $0.isLetter || $0 == " " || $0 == "-" }))
            while let last = label.last, last == "-" || last == " " { label.removeLast() }
            var value = String(trimmed.dropFirst(label.count))
            if label.isEmpty, let (after, number) = Self.trailingTypeLabel(of: trimmed) { (label, value) = (after, number) }
            guard !label.isEmpty, let meaning = Self.meaning(ofLabel: label) else { continue }
            let isAspect: Bool
            switch meaning {
            case .letterSpacing, .lineHeight: isAspect = true
            default: isAspect = false
            }
            guard isAspect, let aspect = typeAspect(meaning, in: value) else { continue }
            found = aspect.merged(over: found)
            if let range = rest.range(of: String(part)) { rest.replaceSubrange(range, with: "") }
        }
        return found.isEmpty ? (nil, text) : (found, rest)
    }

    /// "Border shifts from Parchment to Charcoal", "background changes from white to `#eee`":
    /// a change from one value to another states the second; the first is what it was before.
    /// A gradient's stops (`gradient from #a to #b`) are both its own, and so are a range's
    /// ends ("from 32px to 48px").
    package static func shiftTarget(of clause: String) -> String? {
        // Most clauses have no "from": the regex, tried at every place, is asked only of those that do.
        guard clause.mayContain(caseInsensitive: "from"), let match = clause.firstMatch(of: fromTo) else { return nil }
        let words = ComponentKind.words(of: clause)
        guard !Vocabulary.standard.auditContext.gradientBackdrops.occurs(in: words),
              ValueScanner.length(in: String(match.1)) == nil else { return nil }
        return String(clause[..<match.range.lowerBound]) + " " + String(match.2)
    }

    /// A clause without its bracketed conditions (`(for uppercase label links)`, `（when
    /// disabled）`): brackets holding one of the vocabulary's `conditionOpeners` and no colour.
    /// The colour a clause that is one colour class sets (`text-ink`, `` `bg-white` ``), as the
    /// class reader reads it, and the words of an aside in brackets after the class. Nil for any
    /// other clause.
    private func colourClass(_ clause: String, line: Int) -> (colours: PropertySet, aside: String?)? {
        var word = clause.replacing(literal: "`", with: "").trimmingWhitespace
        var aside: String?
        if word.hasSuffix(")"), let open = word.firstIndex(of: "("), ColorValueScanner.matches(in: String(word[open...])).isEmpty {
            aside = String(word[word.index(after: open)...].dropLast()).trimmingWhitespace
            word = String(word[..<open]).trimmingWhitespace
        }
        guard !word.contains(where: \.fastIsWhitespace), !word.contains(literal: ":"),
              let meaning = UtilityClassReader.meaning(ofClass: word), [.fill, .text, .border].contains(meaning), UtilityClassReader.isClassList(word),
              // (`text-input` in a sentence is the control, not a colour called "input".)
              ComponentKind.classify(word.replacing(literal: "-", with: " ")) == nil,
              let read = UtilityClassReader(context: context).read(word, line: line), read.count == 1, let set = read[.default] else { return nil }
        var colours = PropertySet()
        colours.fill = set.fill
        colours.textColor = set.textColor
        colours.borderColor = set.borderColor
        return colours.isEmpty ? nil : (colours, aside.flatMap { $0.isEmpty ? nil : $0 })
    }

    package static func withoutConditions(_ clause: String) -> String {
        guard clause.contains(where: { $0 == "(" || $0 == "（" }) else { return clause }
        var out = clause
        var searchEnd = out.endIndex
        while let open = out[..<searchEnd].lastIndex(where: { $0 == "(" || $0 == "（" }) {
            searchEnd = open
            guard let close = out[open...].firstIndex(where: { $0 == ")" || $0 == "）" }) else { continue }
            let inside = out[out.index(after: open)..<close].lowercased()
            // `(for uppercase label links)`, `(Sans for uppercase labels)`; a colour in the
            // brackets is the clause's value, kept (`(#FFFFFF for cards)`).
            let words = inside.split(whereSeparator: { !$0.isLetter }).map(String.init)
            guard words.contains(where: Vocabulary.standard.conditionOpeners.contains), ColorValueScanner.matches(in: inside).isEmpty else { continue }
            out.removeSubrange(open...close)
            searchEnd = min(open, out.endIndex)
        }
        return out.trimmingWhitespace
    }

    /// `bg #fff / border #ddd`: halves around ` / `, each opening with its part's word and giving
    /// a colour, are two clauses. Halves that do not both name a part (`#fff / #1A1A1A`, a light
    /// and a dark value; `Link text on light / Link on dark`) stay one clause.
    /// The side of the box a clause's edge line runs along (`edgeLine`): the side it names, or
    /// the bottom for an underline given a width.
    static func edgeLineSide(_ clause: String) -> String? {
        guard clause.utf8.contains(where: { $0 == UInt8(ascii: "p") }), mayHoldEdgeLine(clause), let match = clause.firstMatch(of: edgeLine) else { return nil }
        return (match.1 ?? match.2).map { $0.lowercased() } ?? "bottom"
    }

    /// Whether `edgeLine` can match: every match holds a line word (`border`, `hairline`,
    /// `underline`, `rule`, `divider`, `stroke`) and a side or a width in `px`, in any ASCII case.
    /// Most clauses hold neither, and the regex costs far more than these byte searches. Text with
    /// a letter a case-insensitive regex may fold to an ASCII one (`ſ`, `ı`, `İ`, the Kelvin
    /// sign: lead bytes C4 and C5, and the letterlike symbols E2 84) is left to the regex.
    static func mayHoldEdgeLine(_ clause: String) -> Bool {
        var previous: UInt8 = 0
        for byte in clause.utf8 {
            if byte == 0xC4 || byte == 0xC5 || (previous == 0xE2 && byte == 0x84) { return true }
            previous = byte
        }
        return edgeLineWords.contains(where: clause.mayContain(caseInsensitive:))
            && edgeLineSides.contains(where: clause.mayContain(caseInsensitive:))
    }

    private static let edgeLineWords = ["line", "border", "rule", "divider", "stroke"]
    private static let edgeLineSides = ["top", "bottom", "left", "right", "px"]

    /// `Ink text with a bottom 2px Moss underline`: the text's clause and the edge's, cut at the
    /// last `with`, `and` or `plus` before the edge line, so each colour is read as its own.
    static func edgeLineHalves(_ clause: String) -> [String] {
        guard mayHoldEdgeLine(clause), let match = clause.firstMatch(of: edgeLine) else { return [clause] }
        let head = clause[..<match.range.lowerBound]
        guard let joint = [" with ", " and ", " plus "].compactMap({ head.range(of: $0, options: [.backwards, .caseInsensitive]) })
            .max(by: { $0.lowerBound < $1.lowerBound }) else { return [clause] }
        let before = String(clause[..<joint.lowerBound]).trimmingWhitespace
        let after = String(clause[joint.upperBound...]).trimmingWhitespace
        return before.isEmpty ? [after] : [before, after]
    }

    /// `low-opacity borders and rounded corners (typically 12–16px)`: a border's words, then the
    /// corners' with the only length, cut at the `and`, so the length is the corners' radius and
    /// not the border's width (nor its side).
    static func cornerHalves(_ clause: String) -> [String] {
        guard let joint = clause.range(of: " and ", options: [.backwards, .caseInsensitive]) else { return [clause] }
        let before = String(clause[..<joint.lowerBound]).trimmingWhitespace
        let after = String(clause[joint.upperBound...]).trimmingWhitespace
        let afterLower = after.lowercased()
        guard !before.isEmpty, phraseWords.radius.contains(where: { afterLower.contains(literal: $0) }),
              ValueScanner.length(in: after) != nil, ValueScanner.length(in: before) == nil,
              ColorValueScanner.matches(in: after).isEmpty else { return [clause] }
        return [before, after]
    }

    static func roleHalves(_ clause: String) -> [String] {
        guard clause.contains(" / ") else { return [clause] }
        let halves = clause.components(separatedBy: " / ").map(\.trimmingWhitespace)
        if let declarations = slashedDeclarations(halves) { return declarations }
        guard halves.count > 1, halves.allSatisfy({ half in
            let first = half.lowercased().split(whereSeparator: \.fastIsWhitespace).first.map(String.init) ?? ""
            return !first.isEmpty && role(in: first) != nil && role(in: first) == role(in: half.lowercased())
                && !ColorValueScanner.matches(in: half).isEmpty
        }) else { return [clause] }
        return halves
    }

    /// `bg #333 / color #fff / 14px / radius 0`, `bg #eee / color #111 / 11px 500`: CSS-like
    /// declarations between slashes, two or more opening with a property's name and the others
    /// bare sizes. As in CSS, `color` is the text's beside a fill, and a bare size (with its
    /// weight) is the text's type. Nil for other slashes (`16px / 24px`, `#fff / #1A1A1A`).
    /// Whether `text` holds `word` as a word of its own or its plural: `pill`, `pills`,
    /// `pill-shaped`, never the `pill` of `pillar`.
    static func saysWord(_ word: String, in text: String) -> Bool {
        var from = text.startIndex
        while let range = text[from...].rangeOfText(word) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            var after = range.upperBound
            if after < text.endIndex, text[after] == "s" { after = text.index(after: after) }
            if !(before?.isLetter ?? false), after == text.endIndex || !text[after].isLetter { return true }
            from = range.upperBound
        }
        return false
    }

    static func slashedDeclarations(_ halves: [String]) -> [String]? {
        guard halves.count > 1 else { return nil }
        func firstWord(_ half: String) -> String {
            half.lowercased().trimming(charactersIn: "*`_ ").split(whereSeparator: \.fastIsWhitespace).first.map(String.init) ?? ""
        }
        func isBareSize(_ half: String) -> Bool {
            let words = half.trimming(charactersIn: "*`_ ").split(whereSeparator: \.fastIsWhitespace)
            return (1...2).contains(words.count) && ValueScanner.isLengthWord(words[0]) && words.dropFirst().allSatisfy { $0.allSatisfy(\.isNumber) }
        }
        let named = halves.filter { half in
            let word = firstWord(half)
            return !word.isEmpty && (meaning(ofLabel: word) != nil || role(in: word) != nil) && half.split(whereSeparator: \.fastIsWhitespace).count >= 2
        }
        guard named.count >= 2, named.count + halves.filter(isBareSize).count == halves.count else { return nil }
        let fillWords = Set(Vocabulary.standard.phraseRoles.filter { $0.1 == .fill }.map(\.0)).subtracting(Vocabulary.standard.textColorWords)
        let hasFill = halves.contains { fillWords.contains(firstWord($0)) }
        return halves.map { half in
            let word = firstWord(half)
            if isBareSize(half) { return "text " + half.trimming(charactersIn: "*`_ ") }
            if hasFill, Vocabulary.standard.textColorWords.contains(word), let space = half.firstIndex(of: " ") {
                return "text" + half[space...]
            }
            return half
        }
    }

    /// Splits a description into clauses at commas, semicolons, `+`, sentence ends and `with`.
    package static func clauses(of text: String) -> [String] {
        let pieces = text.isASCIIText ? asciiClauses(of: text) : characterClauses(of: text)
        return conjunction(in: text) != nil ? pieces.flatMap(splittingConjoinedColours) : pieces
    }

    /// The first of the vocabulary's `colorConjunctions` standing between spaces in the text.
    private static func conjunction(in text: String) -> Range<String.Index>? {
        for word in colorConjunctions {
            if let range = text.range(ofLiteral: " \(word) ") { return range }
        }
        return nil
    }

    private static let colorConjunctions = Vocabulary.standard.colorConjunctions
    /// `clauseJoiners` as lower-case bytes, for the byte-wise reading of ASCII clauses.
    private static let clauseJoinerBytes = Vocabulary.standard.clauseJoiners.map { Array($0.utf8) }
    private static let clauseJoiners = Vocabulary.standard.clauseJoiners.map { Array($0) }

    /// How many characters from `index` (a space) a clause joiner and the space after it take
    /// (` con `), in `characters` compared as lower case; nil where none stands there.
    private static func joinerLength<Unit: Equatable>(at index: Int, in units: [Unit], joiners: [[Unit]], lowered: (Unit) -> Unit, space: Unit) -> Int? {
        for joiner in joiners where index + joiner.count + 2 <= units.count && units[index + joiner.count + 1] == space {
            if units[(index + 1)...].prefix(joiner.count).map(lowered).elementsEqual(joiner) { return joiner.count + 2 }
        }
        return nil
    }

    /// `Paper fill and Signal text`, `navy background and white border`: two colours, each
    /// before the property it colours, joined by `and`, are two clauses, as with a comma. Only
    /// where each side is a value and then a different one of fill, text or border (`text and
    /// icons in Ink`, `white background and border` stay one clause).
    /// Languages that write the role first join `fondo azul y texto blanco`: each side opening
    /// with a different role's word is a clause too.
    static func splittingConjoinedColours(_ clause: String) -> [String] {
        guard let and = conjunction(in: clause) else { return [clause] }
        let before = clause[..<and.lowerBound].split(separator: " ")
        let after = clause[and.upperBound...].split(separator: " ")
        func colours(_ word: Substring?) -> Vocabulary.PropertyMeaning? {
            guard let word, let meaning = Vocabulary.standard.property(word.lowercased().trimming(charactersIn: ".,;:")) else { return nil }
            return [.fill, .text, .border].contains(meaning) ? meaning : nil
        }
        // `filled with blue (#1B4F9C) and white text`: the role a participle gave before `with`.
        func participleRole() -> Vocabulary.PropertyMeaning? {
            guard let with = before.lastIndex(where: { $0.lowercased() == "with" }), with > 0, before[with - 1].lowercased().hasSuffix("ed"),
                  let role = role(in: " " + before[with - 1].lowercased()) else { return nil }
            switch role {
            case .fill: return .fill
            case .text: return .text
            case .border: return .border
            case .shadow: return nil
            }
        }
        guard before.count >= 2, after.count >= 2 else { return [clause] }
        let endingRoles = (colours(before.last) ?? participleRole(), colours(after.last))
        let openingRoles = (colours(before.first), colours(after.first))
        guard let first = endingRoles.0, let second = endingRoles.1, first != second else {
            guard let first = openingRoles.0, let second = openingRoles.1, first != second else { return [clause] }
            return [String(clause[..<and.lowerBound]), String(clause[and.upperBound...])]
        }
        return [String(clause[..<and.lowerBound]), String(clause[and.upperBound...])]
    }

    /// `filled with the harbor blue (#1B4F9C)`, `outlined with Slate`: a role's participle just
    /// before `with` says what the colour after it is, so the two are one clause. Not where what
    /// follows names its own role (`filled with white text`: the text's colour).
    static func keepsWith(_ before: String, _ after: String) -> Bool {
        guard let last = before.split(whereSeparator: \.fastIsWhitespace).last?.lowercased(), last.hasSuffix("ed"),
              role(in: " " + last) != nil else { return false }
        var span = Substring(after.lowercased())
        if let end = span.firstIndex(where: { $0 == "," || $0 == ";" || $0 == "+" || $0 == "." }) { span = span[..<end] }
        // `… with blue and white text`: what `and` adds is split from it later, each with its role.
        for joint in [" with ", " and "] { if let next = span.range(of: joint) { span = span[..<next.lowerBound] } }
        return role(in: " " + span) == nil
    }

    /// `clauses(of:)` read Character by Character, for any text.
    package static func characterClauses(of text: String) -> [String] {
        var pieces: [String] = []
        var current = ""
        var inCode = false
        var depth = 0
        // Open brackets, each true for a function's (`rgba(`, `var(`): its commas separate
        // arguments, never clauses (`shadow (0 2px 12px rgba(0,0,0,0.06))`).
        var calls: [Bool] = []
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "`" { inCode.toggle() }
            if !inCode {
                if character == "(" {
                    depth += 1
                    calls.append(index > 0 && characters[index - 1].isLetter)
                } else if character == ")" {
                    depth = max(0, depth - 1)
                    _ = calls.popLast()
                }
                let isSentenceEnd = character == "." && (index + 1 == characters.count || characters[index + 1] == " ")
                let inCall = calls.contains(true)
                // Full-width commas and stops end a clause in Chinese and Japanese (`浅灰背景，深色文本`).
                if ((character == "," || character == ";") && !inCall) || character == "+" || (isSentenceEnd && depth == 0)
                    || character == "，" || character == "；" || character == "、" || character == "。" {
                    pieces.append(current)
                    current = ""
                    index += 1
                    continue
                }
                // Only a space opens ` with `: the six characters are compared only there, not
                // copied and lowered at every character.
                if depth == 0, character == " ",
                   let length = joinerLength(at: index, in: characters, joiners: clauseJoiners, lowered: { $0.lowercased().first ?? $0 }, space: " "),
                   !keepsWith(current, String(characters[(index + length)...])) {
                    pieces.append(current)
                    current = ""
                    index += length
                    continue
                }
            }
            current.append(character)
            index += 1
        }
        pieces.append(current)
        return pieces.map { $0.trimmingWhitespace }.filter { !$0.isEmpty }
    }

    /// `clauses(of:)` for ASCII text, read as bytes: the same cuts, where every Character is one
    /// byte and the full-width stops cannot occur. Every phrase of every component is cut here.
    package static func asciiClauses(of text: String) -> [String] {
        let bytes = Array(text.utf8)
        var pieces: [String] = []
        var current: [UInt8] = []
        var inCode = false
        var depth = 0
        var calls: [Bool] = []
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        func cut() {
            pieces.append(String(decoding: current, as: UTF8.self))
            current = []
        }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "`") { inCode.toggle() }
            if !inCode {
                if byte == UInt8(ascii: "(") {
                    depth += 1
                    calls.append(index > 0 && isLetter(bytes[index - 1]))
                } else if byte == UInt8(ascii: ")") {
                    depth = max(0, depth - 1)
                    _ = calls.popLast()
                }
                let isSentenceEnd = byte == UInt8(ascii: ".") && (index + 1 == bytes.count || bytes[index + 1] == UInt8(ascii: " "))
                let inCall = calls.contains(true)
                if ((byte == UInt8(ascii: ",") || byte == UInt8(ascii: ";")) && !inCall) || byte == UInt8(ascii: "+") || (isSentenceEnd && depth == 0) {
                    cut()
                    index += 1
                    continue
                }
                if depth == 0, byte == UInt8(ascii: " "),
                   let length = joinerLength(at: index, in: bytes, joiners: clauseJoinerBytes, lowered: { $0 | 0x20 }, space: UInt8(ascii: " ")),
                   !keepsWith(String(decoding: current, as: UTF8.self), String(decoding: bytes[(index + length)...], as: UTF8.self)) {
                    cut()
                    index += length
                    continue
                }
            }
            current.append(byte)
            index += 1
        }
        cut()
        return pieces.map { $0.trimmingWhitespace }.filter { !$0.isEmpty }
    }
}

extension PropertyPhraseReader {
    /// The text with each `{component.x}` reference (another component's key) left out.
    static func withoutComponentReferences(_ text: String) -> String {
        guard text.contains(literal: "{component") else { return text }
        return text.replacing(componentReference, with: "")
    }

    /// `52dp h, 16sp Bold`: Android's density-independent units are points (`ValueScanner.leadingLength`),
    /// written so that the phrase's measures, which name px or pt, read them. Code spans keep
    /// their units: a shadow or a class in code is read as written.
    static func densityUnitsAsPoints(_ text: String) -> String {
        guard ValueScanner.hasASCIIDigit(text), text.mayContain(caseInsensitive: "dp") || text.mayContain(caseInsensitive: "sp") else { return text }
        return text.split(separator: "`", omittingEmptySubsequences: false).enumerated().map { index, piece in
            index % 2 == 0 ? String(piece).replacing(densityUnit) { "\($0.1)pt" } : String(piece)
        }.joined(separator: "`")
    }

    /// The text without the brackets that describe a picture it names (`a line illustration (ink
    /// stroke, 1.5px, no fill)`, `(24px ink stroke icon)`): the stroke and the fill there are the
    /// picture's, never the component's border or fill. Only brackets that give a stroke, a
    /// border or a fill; a picture's size alone (`logo (32px)`) is left to the readers of parts.
    static func withoutPictureAsides(_ text: String) -> String {
        guard text.contains("("), !text.contains("`(") else { return text }
        let pictures = Vocabulary.standard.mediaParts.union(Vocabulary.standard.pictureMarks)
        var out = ""
        var rest = text[...]
        while let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")") {
            let before = rest[..<open]
            let inside = rest[rest.index(after: open)..<close]
            // A function's bracket (`rgba(`) follows a letter with no space.
            let call = before.last?.isLetter == true
            let named = ComponentKind.words(of: String(before.split(separator: " ").suffix(3).joined(separator: " "))).contains(where: pictures.contains)
                || ComponentKind.words(of: String(inside)).last.map(pictures.contains) == true
            let lower = inside.lowercased()
            let paints = lower.contains(literal: "stroke") || role(in: lower) == .border || role(in: lower) == .fill
            out += before
            if call || !named || !paints { out += rest[open...close] } else { while out.last == " " { out.removeLast() } }
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }

    /// A shadow written out (`0 2px 8px rgba(0,0,0,0.1)`, "8pt blur, 4pt offset"), else its
    /// words: the name of the palette's shadow (`Shadow: Raised`), which Resolve looks up, or
    /// words naming none ("with shadow", "a soft shadow"), kept as the document wrote them.
    static func shadow(_ text: String, provenance: Provenance) -> PropertyValue<Shadow> {
        if let shadow = ValueScanner.shadow(in: text) { return PropertyValue(raw: text, value: shadow, provenance: provenance) }
        return PropertyValue(raw: text, reference: ValueScanner.clean(text), provenance: provenance)
    }
}

extension PropertyPhraseReader {
    /// The state a clause or line opens with, other than the default: "Focus thickens …",
    /// "On hover, …", "When pressed …", "Active item has …".
    /// `besides`: the component's own name's words; a state it is named for ("Error States")
    /// is its look, not another state of it.
    /// The words that may come before a state's word opening its clause (`Upon focus, …`, `Em
    /// foco, …`): the vocabulary's `stateLeads.opening`.
    private static let stateOpeningWords = Vocabulary.standard.stateLeads.opening

    static func openingState(of text: String, kind: ComponentKind? = nil, besides own: [String] = []) -> ComponentState? {
        let words = ComponentKind.words(of: text)
        let opening = words.first.map(stateOpeningWords.contains) == true ? words.dropFirst().prefix(1) : words.prefix(1)
        guard let word = opening.first, !own.contains(word), let state = ComponentState.from(label: word, kind: kind), state != .default else { return nil }
        return state
    }

    /// The state a clause ends with, after its value: "background #0040C0 on hover", "shadow
    /// 0 6px 14px … when pressed". Only `on`/`when` and one state's word, after at least
    /// `valueWords` words: a property and its value, or under a property's label the value alone.
    /// A change written with an arrow (`text ash → ink on hover`) is the state's after the arrow,
    /// and `rest` is the default's, before it; else `rest` is nil, the whole clause the state's.
    static func closingState(of text: String, kind: ComponentKind? = nil, besides own: [String] = [], valueWords: Int = 2)
        -> (state: ComponentState, words: String, rest: String?)? {
        // (Not an aside's piece: `(invisible at rest, animates to visible on focus)`.)
        guard text.utf8.count(where: { $0 == UInt8(ascii: "(") }) == text.utf8.count(where: { $0 == UInt8(ascii: ")") }) else { return nil }
        var words = text.split(whereSeparator: \.fastIsWhitespace)
        // `primary border when focused (2px)`: a note in brackets after the state is the state's
        // value too; the state's word is the one before it.
        var aside: [Substring] = []
        if closingStateWord(of: words) == nil, let note = trailingAside(of: words) {
            aside = Array(words[note...])
            words.removeSubrange(note...)
        }
        guard let (last, taken) = closingStateWord(of: words), words.count >= valueWords + taken else { return nil }
        guard !own.contains(last), let state = ComponentState.from(label: last, kind: kind), state != .default else { return nil }
        let value = words.dropLast(taken) + aside
        // (`text ash (→ ink on hover)`: the bracket opening a change is no part of a value.)
        guard let arrow = value.firstIndex(where: { ["→", "->", "⟶", "⇒"].contains($0.trimming(charactersIn: "(")) }) else {
            return (state, value.joined(separator: " "), nil)
        }
        // The property's words before the first value (`text`), then the value after the arrow.
        let before = value[..<arrow]
        let property = before.prefix { word in
            Vocabulary.standard.property(word.lowercased()) != nil && !word.contains("`") && !word.contains("#")
        }
        let after = value[value.index(after: arrow)...]
        guard !after.isEmpty, !before.isEmpty else { return nil }
        return (state, (property + after).joined(separator: " "), before.joined(separator: " "))
    }

    /// The word naming the state a clause ends with, and how many words from the end say it:
    /// a lead and the state (`on hover`, `em foco`), a lead, a state noun and a linker before it
    /// (`em estado de erro`), or a lead, the state and a state noun (`in error state`).
    private static func closingStateWord(of words: [Substring]) -> (word: String, taken: Int)? {
        let leads = Vocabulary.standard.stateLeads
        let count = words.count
        func word(_ back: Int) -> String { words[count - back].lowercased().trimming(charactersIn: ".,;:)") }
        guard count >= 2 else { return nil }
        if leads.closing.contains(word(2)) { return (word(1), 2) }
        let nouns = Vocabulary.standard.stateNouns
        if count >= 4, leads.closing.contains(word(4)), nouns.contains(word(3)), leads.linkers.contains(word(2)) { return (word(1), 4) }
        if count >= 3, leads.closing.contains(word(3)), nouns.contains(word(1)) { return (word(2), 3) }
        return nil
    }

    /// Where a bracketed note that ends the words starts (`(2px)`, `(50% opacity)`), when the
    /// words hold more than it and the note is one pair of brackets.
    private static func trailingAside(of words: [Substring]) -> Int? {
        guard words.count > 2, let last = words.last, last.hasSuffix(")") || last.hasSuffix(").") || last.hasSuffix(");") else { return nil }
        guard let start = words.lastIndex(where: { $0.hasPrefix("(") }), start > 0 else { return nil }
        let note = words[start...].joined(separator: " ")
        guard note.utf8.count(where: { $0 == UInt8(ascii: "(") }) == 1, note.utf8.count(where: { $0 == UInt8(ascii: ")") }) == 1 else { return nil }
        return start
    }

    /// Whether some `stateLeads.closing` word stands between spaces in the text: a clause may
    /// end with a state only then.
    private static func mayCloseWithState(_ text: String) -> Bool {
        let lower = text.lowercased()
        return Vocabulary.standard.stateLeads.closing.contains { lower.contains(literal: " \($0) ") }
    }

    /// `text` parted into its resting look and the clauses that end with a state (`closingState`),
    /// each that state's words; a change's words before its arrow stay the look's. Nil when no
    /// clause ends with a state. `fromSecond`: the first clause is the look's whatever it ends
    /// with (a labelled line's value, `Background: Mist; #E3E8E1 on hover`).
    static func closingStates(in text: String, kind: ComponentKind? = nil, valueWords: Int = 2, fromSecond: Bool = false)
        -> (look: String, states: [(state: ComponentState, words: String)])? {
        guard mayCloseWithState(text) else { return nil }
        let clauses = clauses(of: text)
        let closing = clauses.indices.map { fromSecond && $0 == 0 ? nil : closingState(of: clauses[$0], kind: kind, valueWords: valueWords) }
        guard closing.contains(where: { $0 != nil }) else { return nil }
        // `sand default, kelp-tint + kelp text when selected`: clauses joined to a state's by `+`
        // are that state's too, never the resting look's.
        let joined = plusJoined(clauses, in: text)
        var owned = Array(repeating: false, count: clauses.count)
        var states: [(state: ComponentState, words: String)] = []
        for index in clauses.indices {
            guard let state = closing[index] else { continue }
            var first = index
            while first > 0, joined[first], closing[first - 1] == nil { first -= 1 }
            for before in first..<index { owned[before] = true }
            states.append((state.state, (clauses[first..<index] + [state.words]).joined(separator: ", ")))
        }
        let look = clauses.indices.compactMap { owned[$0] ? nil : closing[$0].map { $0.rest } ?? clauses[$0] }.joined(separator: ", ")
        return (look, states)
    }

    /// For each of `clauses`, cut from `text`, whether a `+` joins it to the clause before.
    static func plusJoined(_ clauses: [String], in text: String) -> [Bool] {
        var out: [Bool] = []
        var cursor = text.startIndex
        for clause in clauses {
            guard let range = text.range(of: clause, range: cursor..<text.endIndex) else {
                out.append(false)
                continue
            }
            let between = text[cursor..<range.lowerBound].trimmingWhitespace
            out.append(!out.isEmpty && (between == "+" || between == "＋"))
            cursor = range.upperBound
        }
        return out
    }

    /// The clause after its opening state's words: "On hover, the border turns Chalk" → "the
    /// border turns Chalk".
    static func droppingOpeningState(_ clause: String) -> String {
        var words = clause.split(whereSeparator: \.fastIsWhitespace)
        let first = words.first.map { $0.lowercased().trimming(charactersIn: ",:") }
        words.removeFirst(first.map(stateOpeningWords.contains) == true ? min(2, words.count) : min(1, words.count))
        return words.joined(separator: " ").trimming(charactersIn: ",: ")
    }
}

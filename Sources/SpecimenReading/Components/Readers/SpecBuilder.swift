import Foundation
import SpecimenModel

// Compiled once: a regex literal inside a function is parsed again on every call.
/// `{typography.body-strong}`: a type style, by its path.
nonisolated(unsafe) private let typographyReference = /\{(typography\.[A-Za-z0-9_.-]+)\}/
/// `{component.button-outline}`: another component, by its key.
nonisolated(unsafe) private let childReference = /\{component\.([A-Za-z0-9_-]+)\}/

nonisolated(unsafe) private let codeSpan = #/`([^`]+)`/#
/// `translateY(-5px)`, `rotate(2deg)`: a move or a turn, which no preview value draws.
nonisolated(unsafe) private let moveFunction = #/(?i)\b(?:translate[xyz]?|translate3d|rotate[xyz]?|skew[xy]?)\([^)]*\)/#
nonisolated(unsafe) private let cssFunctionCall = #/[a-z][a-z-]*\(.*\)/#
nonisolated(unsafe) private let cssDeclaration = #/([a-z]+(?:-[a-z]+)*)\s*:\s*(\S[^:]{0,60})/#
/// ` and ` between two names a component gathers (`Cards and Containers`).
nonisolated(unsafe) private let andBetweenNames = #/(?i)\s+and\s+/#
nonisolated(unsafe) private let nameSeparators = #/,\s*|\s*\/\s*/#
nonisolated(unsafe) private let nameWithParenthetical = #/^\s*(?:\d+\.\s*)?([^()]+?)\s*\(([^)]*)\)(.*)$/#
nonisolated(unsafe) private let quotedNote = #/^["“]([^"”]+)["”]\s*\(([\w\s-]+?)\s+([\w-]+)\)/#

/// Collects what the readers of one section find, so bullets, code lines and table rows about
/// the same component land in one spec.
package struct SpecBuilder {
    package var spec: ComponentSpec
    package var context: ComponentContext
    /// States the prose names without giving values ("Error states are calm"); filled from
    /// tokens named after the state when nothing else is said.
    package var mentionedStates: [(state: ComponentState, line: Int)] = []
    /// A state's properties named in words not understood (`Hover: a gentle glow on the fill`):
    /// marked unknown once the section is read, where nothing else (a later line, the shared
    /// state, a palette colour's note) gave that state the property.
    var stateMarks: [(variant: Int?, state: ComponentState, marks: PropertySet)] = []
    /// The words a `Default:` state line gives the fill with no value (`Gray background`), by
    /// variant (-1 for the component's own): another state saying the same words keeps that fill.
    var defaultFillWords: [Int: String] = [:]
    /// Whether the line being read is a drawing's caption (`Button borders: 2pt` under a framed
    /// drawing in code), which notes what is drawn, or a variable (`--button-hover-color`), a
    /// token: neither names a property of the component by its kind. A plain listing's `Input
    /// border: 1px solid …` does.
    package var readingDrawing = false
    package var mentionsBorder = false
    /// `Color: #FFFFFF` lines, kept until the whole section is read: CSS's text colour, whether
    /// or not the same variant states a background (`Color: #585c63` alone on a link or a nav
    /// item colours its text, not a box). Only a component that draws no text (a dot, a
    /// switch) is coloured by it.
    package var colorLines: [(variant: Int?, state: ComponentState, value: PropertyValue<RGBAColor>)] = []
    /// "Same padding and radius as the primary button": resolved when the section is read.
    package var sameAsReferences: [SameAsReference] = []
    /// The aspect caption over a line that refers to another look (`**Dimensiones:**` over
    /// `- Mismo que Primary Button`), by line: what the reference copies when it names nothing.
    package var sameAsCaptions: [Int: String] = [:]
    /// `padding-left: 8px`: one side's padding, kept until the section is read (the other side
    /// may be on the next line of a style sheet).
    package var paddingSides: [(variant: Int?, state: ComponentState, side: String, value: PropertyValue<Length>)] = []

    /// A component that is its text (`- **Tab Links**: 15px semibold, link blue`, a link or a nav
    /// item named in one line): a line's colour with no role word is its text's, and a size its type's;
    /// `white on berry` is white text on a berry fill.
    package var readsText = false

    /// Whether each variant is a rule that states its own look (`StyleSheetRules`), never one
    /// only mentioned.
    package var variantsStated = false

    /// Labels of bullets that name a status in a list of looks (`- **Error**: red fill` beside
    /// `- **Success**:` and `- **Info**:`): a colour variant of that name, not the error state.
    package var statusVariantLabels: Set<String> = []

    /// Captions naming the default state that are one look among others in the section
    /// (`StatementSpecReader.defaultVariantCaptions`), found over all of its blocks.
    package var defaultVariantCaptions: Set<String> = []

    /// Lines that say a part is coloured without giving the colour (`Add a coloured accent
    /// border (3px left)`), by the variant they are under ("" for the component's own), with
    /// the part they colour: `SpecBuilder.readColourListItem`.
    var colourLeads: [String: (text: String, role: PropertyPhraseReader.Role, line: Int)] = [:]

    package var phrases: PropertyPhraseReader { PropertyPhraseReader(context: context) }

    package init(name: String, kind: ComponentKind, line: Int, context: ComponentContext) {
        self.context = context
        spec = ComponentSpec(name: name, kind: kind, provenance: context.provenance(line: line))
    }

    /// Index of a named variant, created on first mention.
    package mutating func variantIndex(_ name: String, line: Int) -> Int {
        // `Outline (Kelp)` and `Outline (Ink)` are two variants: their notes tell them apart.
        let wanted = Self.variantKey(name)
        if let index = spec.variants.firstIndex(where: { Self.variantKey($0.name) == wanted }) { return index }
        spec.variants.append(ComponentVariant(name: name, provenance: context.provenance(line: line)))
        return spec.variants.count - 1
    }

    /// The variant already named `name`, its notes included, if there is one.
    package func existingVariant(_ name: String) -> Int? {
        let wanted = Self.variantKey(name)
        return spec.variants.firstIndex { Self.variantKey($0.name) == wanted }
    }

    /// `Ember Hover`, `Tide Card Hover`: a label that is a variant's name (the component's own
    /// kind words aside) followed by a state's word names that variant in that state, never the
    /// state of every variant nor a variant of its own. Only a variant already described counts:
    /// `Focus Ring` or `Error Text` name no variant and stay what they were.
    package func variantState(of label: String) -> (variant: Int, state: ComponentState)? {
        guard spec.kind != .statusBadge, !spec.variants.isEmpty else { return nil }
        var words = ComponentKind.words(of: label)
        guard words.count >= 2, let last = words.last, let state = ComponentState.from(label: last, kind: spec.kind), state != .default else { return nil }
        words.removeLast()
        let kindWords = Vocabulary.kindWords(of: spec.kind)
        let own = words.filter { !kindWords.contains($0) }
        guard !own.isEmpty, !own.contains(where: { ComponentState.from(label: $0, kind: spec.kind) != nil }) else { return nil }
        let found = spec.variants.indices.filter { index in
            Self.variantKey(spec.variants[index].name).filter { !kindWords.contains($0) } == own
        }
        return found.count == 1 ? (found[0], state) : nil
    }

    /// Records that a statement under a variant was written on `line`, so copy quoted there
    /// (a `Use for:` line's examples) is known to be that variant's. The bold caption right
    /// above a variant's first bullet (`**Primary** — "Sign up"・"Learn more"`) is its line too.
    package mutating func noteLine(_ line: Int, of variant: Int, syntax: Statement.Syntax) {
        let name = spec.variants[variant].name
        if spec.variantLines[name] == nil, syntax == .bullet, line > 1 {
            let above = context.document.line(line - 1)
            if above.hasPrefix("**") || above.hasPrefix("#") { spec.variantLines[name, default: []].insert(line - 1) }
        }
        spec.variantLines[name, default: []].insert(line)
    }

    /// Whether a name says it is text (`Muted Links`, `Nav links`: the vocabulary's
    /// `textTokens.namedRoles`): its colours are its text's unless the words say fill.
    package static func namesText(_ name: String) -> Bool {
        let roles = Vocabulary.standard.textTokens.namedRoles
        return ComponentKind.words(of: name).contains { word in
            roles.contains(word) || (word.hasSuffix("s") && roles.contains(String(word.dropLast())))
        }
    }

    /// A variant's name as words, its parenthesised notes included.
    package static func variantKey(_ name: String) -> [String] {
        // Asked of every variant for each statement: a name with no brackets is its words as is.
        guard name.contains(where: { "()（）".contains($0) }) else { return ComponentKind.words(of: name) }
        return ComponentKind.words(of: String(name.map { "()（）".contains($0) ? " " : $0 }))
    }

    /// Text written as a value (`2px solid #14305A`, `rgba(0, 0, 0, 0.2)`, `Hazard White
    /// (#FFFFFF)`): never a component's copy.
    package static func isValueText(_ text: String) -> Bool {
        if !ColorValueScanner.matches(in: text).isEmpty { return true }
        // `"ss01"`, `"tnum"`, `"none"`: an OpenType feature tag or a CSS keyword, quoted as CSS
        // quotes them.
        if isCodeQuote(text) { return true }
        // `2px solid …`, `0 2px 8px …`: CSS opens with a length; a date or a count opens with a
        // bare number followed by words (`16 February 2026`).
        let words = text.split(separator: " ")
        if let first = words.first, ValueScanner.isLengthWord(first), first.last?.isLetter == true || (words.count > 1 && ValueScanner.isLengthWord(words[1])) {
            return true
        }
        // `color-mix(in srgb, var(--tide), black 15%)`: a CSS function call, whole.
        if text.wholeMatch(of: cssFunctionCall) != nil { return true }
        // `transform: scale(0.95)`, `cursor: not-allowed`: a CSS declaration.
        // The property is CSS's: hyphenated (`font-feature-settings`) or one of
        // `cssDeclarationProperties`; so "Note: save first" and "Frame: 1px …" stay words.
        if let declaration = text.wholeMatch(of: cssDeclaration),
           declaration.1.contains("-") || Vocabulary.standard.cssDeclarationProperties.contains(String(declaration.1)) { return true }
        return text.contains(literal: "(") && text.contains(literal: ")") && !text.contains(where: \.isWhitespace)
    }

    /// An OpenType feature tag (`ss01`, `cv11`, `tnum`) or a CSS keyword, as written: code.
    package static func isCodeQuote(_ text: String) -> Bool {
        let trimmed = text.trimmingWhitespace
        if Vocabulary.standard.codeQuotes.contains(trimmed) { return true }
        // Stylistic sets and character variants are numbered: `ss01`…`ss20`, `cv01`…`cv99`.
        guard trimmed.count == 4, trimmed.hasPrefix("ss") || trimmed.hasPrefix("cv") else { return false }
        return trimmed.dropFirst(2).allSatisfy { $0.isASCII && $0.isNumber }
    }

    package mutating func withVariant(_ index: Int?, _ body: (inout ComponentVariant) -> Void) {
        if let index { body(&spec.variants[index]) } else { body(&spec.base) }
    }

    package mutating func addSample(_ text: String, line: Int) {
        let cleaned = text.trimmingWhitespace
        guard !cleaned.isEmpty, !Self.isValueText(cleaned), !spec.samples.contains(where: { $0.value == cleaned }) else { return }
        spec.samples.append(PropertyValue(raw: cleaned, value: cleaned, provenance: context.provenance(line: line)))
    }

    /// `Copy: Get started`, `Label: Remove tree`: a copy label (`sampleColumns`) over a few plain
    /// words is the copy as written, when the words give nothing a look is made of (`Label:
    /// Caption`, `Label: Semibold`), say nothing of how copy is written (`Label: Sentence case`:
    /// `copyStyleWords`) and name no token of the system.
    func unquotedCopy(label: String, rest: String, line: Int) -> String? {
        let labelWords = ComponentKind.words(of: label)
        guard !labelWords.isEmpty, labelWords.allSatisfy(Vocabulary.standard.sampleColumns.contains) else { return nil }
        let copy = rest.trimming(charactersIn: " .")
        let words = copy.split(whereSeparator: \.isWhitespace)
        let plain = ComponentKind.words(of: copy)
        guard !words.isEmpty, words.count <= 5, copy.allSatisfy({ $0.isLetter || $0 == " " || "'’&!?-".contains($0) }),
              Vocabulary.standard.copyStyleWords.isDisjoint(with: plain), !plain.allSatisfy({ TypeStyle.weights[$0] != nil }),
              context.tokens.index.lookup(copy) == nil,
              phrases.font(in: copy, provenance: context.provenance(line: line))?.value?.family == nil else { return nil }
        var set = PropertySet()
        phrases.phrase(copy, line: line, defaultRole: .text, into: &set)
        // (A weight's name among other words is copy: `Book a tasting`.)
        if let font = set.font?.value, font.family == nil, font.size == nil, font.styleReference == nil { set.font = nil }
        return set.isEmpty ? copy : nil
    }

    package mutating func addRule(_ text: String, line: Int) {
        let cleaned = text.trimming(charactersIn: " .*")
        guard !cleaned.isEmpty else { return }
        spec.rules.append(DocumentText(text: cleaned, provenance: context.provenance(line: line)))
    }

    /// `rounded-xl (12px) / rounded-lg (8px)` → `rounded-xl`; `border-orange-500, ring-1` →
    /// `border-orange-500 ring-1`: the first of a value's alternatives, when it is utility classes.
    static func firstClassAlternative(_ rest: String) -> String? {
        guard rest.contains(literal: "-") else { return nil }
        let first = rest.components(separatedBy: " / ").first ?? rest
        var text = ""
        var depth = 0
        for character in first {
            if character == "(" { depth += 1 } else if character == ")" { depth = max(0, depth - 1) } else if depth == 0 { text.append(character == "," ? " " : character) }
        }
        let classes = text.trimmingWhitespace
        return UtilityClassReader.isClassList(classes) ? classes : nil
    }

    /// One `label: rest` statement, wherever it was written. Returns false when it says
    /// nothing this reader understands.
    @discardableResult
    package mutating func readLabelled(label: String, rest: String, line: Int, variant: Int?, state: ComponentState = .default, subItems: [(text: String, line: Int)] = []) -> Bool {
        // `**Primary**: Deep Teal (`bg-teal-700 text-white`)`: the classes are the look; the
        // words before them describe it.
        if let classes = Self.describedClasses(in: rest) {
            // (`` `bg-x text-y` + dot + "LIVE" ``: the quoted copy is what it says in that state.)
            if let copy = rest.quotedCopy.first(where: { !Self.isValueText($0) }) {
                let target = ComponentState.from(label: label, kind: spec.kind) ?? state
                let value = PropertyValue(raw: rest, value: copy, provenance: context.provenance(line: line))
                withVariant(variant) { if $0[target].sampleText == nil { $0[target].sampleText = value } }
                if target == .default { addSample(copy, line: line) }
            }
            return readLabelled(label: label, rest: classes, line: line, variant: variant, state: state, subItems: subItems)
        }
        // `**All badges**: monospace, 11px`: the lines every variant shares, the component's own.
        // (`All buttons: focus ring 2px …; disabled at 40% opacity`: a clause opening with a
        // state is that state's, which each variant stating none of its own takes.)
        if variant == nil, state == .default, namesEveryVariant(label) {
            let split = UtilityClassReader(context: context).read(rest, line: line) == nil
                ? Self.stateSentences(of: rest, kind: spec.kind, besides: ComponentKind.words(of: spec.name)) : (look: rest, states: [])
            let states = look(of: split.look, line: line, defaultRole: .fill)
            withVariant(nil) { target in
                for (state, set) in states.sorted(by: { $0.key < $1.key }) { target[state] = set.merged(over: target[state]) }
            }
            for (state, text) in split.states { readStateLook(state, words: text, written: "\(state.rawValue.capitalized): \(text)", line: line, variant: nil) }
            return true
        }
        if readControlShapeLine(label: label, rest: rest, line: line, variant: variant, state: state) { return true }
        // `**"MENU" label**: White text at 14px, uppercase`: the component's own text, quoted, and
        // how it is set; not a part called "MENU" label.
        if state == .default, let copy = label.quotedCopy.first, label.hasPrefix("\"") || label.hasPrefix("“") || label.hasPrefix("「"),
           let last = ComponentKind.words(of: label).last, Vocabulary.standard.ownTextLabels.contains(last) {
            var set = PropertySet()
            phrases.phrase(rest, line: line, defaultRole: .text, into: &set)
            if let font = phrases.font(in: rest, provenance: context.provenance(line: line)) { set.font = font }
            set.sampleText = PropertyValue(raw: label, value: copy, provenance: context.provenance(line: line))
            withVariant(variant) { $0[.default] = set.merged(over: $0[.default]) }
            addSample(copy, line: line)
            return true
        }
        // `Active Icon: Primary`: a picture's colour in a state is that picture's, a part of the
        // component, never the state's fill.
        if case let words = ComponentKind.words(of: label), words.count >= 2, let last = words.last, Vocabulary.standard.pictureMarks.contains(last),
           ComponentState.from(label: words.dropLast().joined(separator: " "), kind: spec.kind) != nil {
            return readPart(label: label, rest: rest, line: line, subItems: subItems, variant: variant)
        }
        // `| Row :hover | … |`, `Row active/aria-selected` under Search Results: a part of the
        // component in a state, never the whole component's state; the part is named with its
        // state, as the preview draws no part's states.
        if ComponentState.from(label: label, kind: spec.kind) != nil, Self.namesPartInState(label, own: spec.name, kind: spec.kind) {
            return readPart(label: label, rest: rest, line: line, subItems: subItems, variant: variant)
        }
        // `Background: bg-orange-50`, `Padding: py-2 px-4`, `Hover: bg-gray-100 / bg-red-50`:
        // utility classes under a property's or a state's label are read as classes (never the
        // colour word inside one, nor its shade as a weight); of alternatives, the first.
        // (`error: bg-red-50 …` among a table's or a list's status variants is no state.)
        let labelState = rest.contains(literal: "-") && !statusVariantLabels.contains(label) ? ComponentState.from(label: label, kind: spec.kind) : nil
        // (`Text: text-primary` where the system has a `Text Primary`: that colour, by its name.)
        if let classes = Self.firstClassAlternative(rest), labelState != nil || PropertyPhraseReader.meaning(ofLabel: label) != nil,
           classes.contains(" ") || context.colorToken(named: classes) == nil,
           let states = UtilityClassReader(context: context).read(classes, line: line) {
            // `hover: clay-700, shadow-md`: the document's own colour by its name (or a palette
            // step) among the classes is read as the label alone over it would be.
            for word in classes.split(separator: " ").map(String.init) where word != classes && !UtilityClassReader.isColorClass(word)
                && (context.colorToken(named: word) != nil || UtilityClassReader.isPaletteStep(word)) {
                readLabelled(label: label, rest: word, line: line, variant: variant, state: state)
            }
            withVariant(variant) { target in
                for (classState, set) in states.sorted(by: { $0.key < $1.key }) {
                    let into = classState == .default ? labelState ?? state : classState
                    target[into] = set.merged(over: target[into])
                }
            }
            return true
        }
        if state == .default, rest.contains(literal: "{component") { readChildComponents(label + ": " + rest, line: line, variant: variant) }
        // `- **Ember Hover**: Harbor Night background` beside `- **Ember Button**: …`: that
        // variant's hover, read as its `Hover:` line would be.
        if variant == nil, state == .default, let (owner, _) = variantState(of: label), let word = label.split(separator: " ").last {
            return readLabelled(label: String(word), rest: rest, line: line, variant: owner, state: state, subItems: subItems)
        }
        // `Background: Paper; #F4F4F5 on hover`: under a property's label, a clause after the
        // first that ends with a state is that property in that state.
        // (`**Outline**:` names a variant as well as the border: its phrase is read as a look.)
        if state == .default, PropertyPhraseReader.meaning(ofLabel: label) != nil, variantName(of: label) == nil,
           let split = PropertyPhraseReader.closingStates(in: rest, kind: spec.kind, valueWords: 1, fromSecond: true) {
            for found in split.states {
                _ = readLabelled(label: label, rest: found.words, line: line, variant: variant, state: found.state)
                if !mentionedStates.contains(where: { $0.state == found.state }) { mentionedStates.append((found.state, line)) }
            }
            return readLabelled(label: label, rest: split.look, line: line, variant: variant, state: state, subItems: subItems)
        }
        // `Border (focus): 1px solid #000`: the property in the state its parenthesis names,
        // never the default's.
        if state == .default, let open = label.firstIndex(ofSingleScalar: LabelledText.openers),
           let close = LabelledText.closingIndex(in: label[open...]), label.index(after: close) == label.endIndex {
            let property = String(label[..<open]).trimmingWhitespace
            let note = String(label[label.index(after: open)..<close])
            if !property.isEmpty, PropertyPhraseReader.meaning(ofLabel: property) != nil,
               let named = ComponentState.from(label: note, kind: spec.kind), named != .default {
                return readLabelled(label: property, rest: rest, line: line, variant: variant, state: named, subItems: subItems)
            }
        }
        // `Text/Icon: #ff4060`, `Border Bottom: rgba(…)`: a slot of the component written as
        // one of its properties (an alternative of a slashed label, a border with its side), not
        // a part or a variant of its own.
        if PropertyPhraseReader.meaning(ofLabel: label) == nil, let slot = Self.slotProperty(label) {
            let read = readLabelled(label: slot.property, rest: rest, line: line, variant: variant, state: state, subItems: subItems)
            if read, let side = slot.side {
                let provenance = context.provenance(line: line)
                withVariant(variant) { $0[state].borderSide = PropertyValue(raw: label, value: side, provenance: provenance) }
            }
            return read
        }
        // `Focus border: #x`, `Error border: #x`, `Input border: #x` under a form: a property
        // qualified by a state, or by the component's own name, is that property, in that state.
        if PropertyPhraseReader.meaning(ofLabel: label) == nil, let (qualified, property) = qualifiedProperty(label), qualified == nil || state == .default {
            return readLabelled(label: property, rest: rest, line: line, variant: variant, state: qualified ?? state, subItems: subItems)
        }
        // `Radius: 14px (badges), 20px (cards/buttons), 32px (large)`: one value per use; the
        // one whose brackets name this component is its own, the others are notes.
        if state == .default, let meaning = PropertyPhraseReader.meaning(ofLabel: label), meaning.isLength,
           let (chosen, others) = labelledAlternative(in: rest, variant: variant) {
            let read = readLabelled(label: label, rest: chosen, line: line, variant: variant, state: state)
            for other in others { addRule("\(label): \(other)", line: line) }
            return read
        }
        // `Padding: 16px, 20px, or 24px`: lengths offered as alternatives. The first is drawn;
        // the line, with the others, is listed.
        if state == .default, let meaning = PropertyPhraseReader.meaning(ofLabel: label), meaning.isLength,
           let first = Self.offeredLengths(in: rest) {
            let read = readLabelled(label: label, rest: first, line: line, variant: variant, state: state)
            addRule("\(label): \(rest)", line: line)
            return read
        }
        // `Background: #000 (hover #2a2a2a / pressed #3e3e3e)`: the states in brackets after
        // the value are the same property in those states.
        if state == .default, PropertyPhraseReader.meaning(ofLabel: label) != nil, let (value, states) = Self.bracketedStates(in: rest, kind: spec.kind) {
            let read = readLabelled(label: label, rest: value, line: line, variant: variant, state: state, subItems: subItems)
            for (named, text) in states {
                _ = readLabelled(label: label, rest: text, line: line, variant: variant, state: named)
                if !mentionedStates.contains(where: { $0.state == named }) { mentionedStates.append((named, line)) }
            }
            return read || !states.isEmpty
        }
        if readPaddingSides(label: label, rest: rest, line: line, variant: variant, state: state) { return true }
        // `A dark (#1E3932) panel with:` over a list: the line is the component's own look, and
        // each item under it one of its parts (`Status title in 24px weight 600 white`).
        let whole = (label + " " + rest).trimmingWhitespace
        if !subItems.isEmpty, spec.kind.holdsParts, rest.isEmpty || whole.hasSuffix(":"),
           let last = ComponentKind.words(of: whole).last, Vocabulary.standard.partListOpeners.contains(last) {
            let own = look(of: whole, line: line, defaultRole: .fill)[.default] ?? PropertySet()
            if own.hasVisualProperty { withVariant(variant) { $0[state] = own.merged(over: $0[state]) } }
            var read = own.hasVisualProperty
            for item in subItems {
                if let part = Self.partClause(item.text, namedAsPart: false) { read = addPart(named: part.name, text: part.text, line: item.line, variant: variant) || read }
            }
            if read { return true }
        }
        // `Background: Light gray (#E5E7EB)` then `Fill: Black` on a progress bar: the box is the
        // track, and the fill the indicator drawn in it, a part, never the box's fill over the track.
        if state == .default, isIndicatorLine(label, line: line, variant: variant) {
            var indicator = PropertySet()
            guard phrases.apply(label: label, text: rest, line: line, to: &indicator), indicator.hasVisualProperty else { return false }
            spec.parts.append(ComponentPart(name: label, properties: indicator, provenance: context.provenance(line: line),
                                            variant: variant.map { spec.variants[$0].name }))
            return true
        }
        // `Label: uppercase, 12px` on a text field: the caption beside the field, a part.
        if Vocabulary.standard.separateLabelKinds.contains(spec.kind), ComponentKind.words(of: label) == ["label"] {
            readPart(label: label, rest: rest, line: line, subItems: subItems)
            return true
        }
        // `Text: Serif heading (18px) + caption (11px uppercase)`: each part's type, the first
        // the component's own.
        if let meaning = PropertyPhraseReader.meaning(ofLabel: label), case .text = meaning, let parts = Self.partClauses(of: rest) {
            let read = readLabelled(label: label, rest: parts[0].text, line: line, variant: variant, state: state)
            for part in parts.dropFirst() { readPart(label: part.name, rest: part.text, line: line, subItems: []) }
            return read || parts.count > 1
        }
        if let meaning = PropertyPhraseReader.meaning(ofLabel: label), case .font = meaning, let parts = Self.partClauses(of: rest) {
            let read = readLabelled(label: label, rest: parts[0].text, line: line, variant: variant, state: state)
            for part in parts.dropFirst() { readPart(label: part.name, rest: part.text, line: line, subItems: []) }
            return read || parts.count > 1
        }
        if state == .default, readSizeList(label: label, rest: rest, line: line, variant: variant) { return true }
        // `Background: #1A5FB4 / Text: #FFFFFF`: two properties on one line, each read alone.
        if let (first, second) = Self.splitAtSecondLabel(rest) {
            let read = readLabelled(label: label, rest: first, line: line, variant: variant, state: state, subItems: subItems)
            let next = readLabelled(label: second.label, rest: second.rest, line: line, variant: variant, state: state)
            return read || next
        }
        let lowerLabel = label.lowercased()
        // `- Example: "Add to cart" / "Checkout"`: the component's sample copy.
        let quoted = rest.quotedCopy
        if !quoted.isEmpty, ComponentKind.words(of: label).allSatisfy(Vocabulary.standard.sampleColumns.contains) {
            // Under a variant, the copy is that variant's too: it labels no other (the gallery
            // labels a variant without copy from the samples no variant owns).
            if let variant, let first = quoted.first(where: { !Self.isValueText($0) }) {
                let copy = PropertyValue(raw: rest, value: first, provenance: self.context.provenance(line: line))
                withVariant(variant) { target in
                    if target[.default].sampleText == nil { target[.default].sampleText = copy }
                }
            }
            for text in quoted { addSample(text, line: line) }
            return true
        }
        if quoted.isEmpty, state == .default, let copy = unquotedCopy(label: label, rest: rest, line: line) {
            if let variant {
                let value = PropertyValue(raw: rest, value: copy, provenance: context.provenance(line: line))
                withVariant(variant) { target in
                    if target[.default].sampleText == nil { target[.default].sampleText = value }
                }
            }
            addSample(copy, line: line)
            return true
        }
        if Vocabulary.standard.phraseFlags.mentionsBorder.contains(where: { rest.lowercased().contains($0) }) { mentionsBorder = true }
        let phrases = self.phrases
        let context = self.context
        if Vocabulary.standard.textColorWords.contains(lowerLabel.trimmingWhitespace) {
            // `Color: Mismo que border top`: a colour of this component's own, never a token
            // named so for another one; not understood when this one states none.
            let value = Self.sameAs(in: rest).flatMap { same in same.referent.isEmpty ? nil : ownColor(named: same.referent, variant: variant, state: state, line: line, raw: rest) }
                ?? phrases.color(in: rest, provenance: context.provenance(line: line)) ?? PropertyValue(raw: rest, provenance: context.provenance(line: line))
            colorLines.append((variant, state, value))
            return true
        }
        if state == .default, labelNamesAPart(label) {
            return readPart(label: label, rest: rest, line: line, subItems: subItems, variant: variant)
        }
        // `- button: bg-indigo-500 text-white` under a search field: the button beside the field
        // is a control of its own, never the field's look; listed as written. (Under a variant,
        // `- Buttons: white bg` in a dialog listed among the forms, it is that variant's part.)
        if state == .default, variant == nil, spec.kind == .textInput || spec.kind == .textEditor,
           ComponentKind.words(of: label).count <= 2, ComponentKind.classify(label) == .button {
            spec.notDrawn.append(DocumentText(text: "\(label): \(rest)", provenance: context.provenance(line: line)))
            return true
        }
        var handled = false
        // `**Outline**: Harbor fill, Chalk text, 1px Seam` under Buttons: a label that names a
        // variant as well as a property, over a phrase giving a look of its own (a fill and a
        // text colour), is that variant, not the base's border.
        let variantLook = variant == nil && state == .default && variantName(of: label) != nil
            && look(of: rest, line: line, defaultRole: .fill)[.default].map { $0.fill != nil && $0.textColor != nil } == true
        if !variantLook { withVariant(variant) { target in
            var set = target[state]
            if phrases.apply(label: label, text: rest, line: line, to: &set) {
                target[state] = set
                handled = true
            }
        } }
        if handled {
            noteSameAs(rest, line: line, variant: variant, state: state, label: label)
            return true
        }
        // `**Error States:**` under an error state names the component, not a state of it.
        // `- Container: white, 12px radius` under a card: the card's own box.
        let namesItself = ComponentKind.classifyHead(label) == spec.kind
            || Vocabulary.standard.containerPartNames.contains(ComponentKind.words(of: label).joined(separator: " "))
        // `- Selected chip: …`, `- Disabled button: …` under Chips, Buttons: the kind's word
        // with a state the component's own name does not hold is the component in that state.
        let namedState = ComponentState.from(label: label, kind: spec.kind)
        let inState = namesItself && namedState != nil && namedState != .default && namedState != ComponentState.from(label: spec.name, kind: spec.kind)
        if !namesItself || inState, spec.kind != .statusBadge, !statusVariantLabels.contains(label), let state = namedState {
            readStateLook(state, words: rest, written: "\(label): \(rest)", line: line, variant: variant)
            return true
        }
        // `Styles: Primary, Ghost or Quiet` names the variants, though `Style: moss fill, 12px
        // radius` is the component's own look.
        let isLookLabel = Vocabulary.standard.isLookLabel(label) || namesSharedLook(label)
        if Vocabulary.standard.variantListLabels.contains(lowerLabel), let names = Self.variantNames(listedIn: rest),
           !isLookLabel || names.allSatisfy(isBareName) {
            for name in names { _ = variantIndex(name, line: line) }
            return true
        }
        if Vocabulary.standard.ruleLabels.contains(lowerLabel) || Self.namesRule(lowerLabel) {
            for clause in PropertyPhraseReader.clauses(of: rest) where clause.count > 3 { addRule(clause, line: line) }
            return true
        }
        // `- **Primary**: Harbor fill, white text` or `**Ghost button:** …` under the component:
        // a variant described in one phrase, its whole look, not a part of the base.
        // `- **Text input**: 8px radius` after `- **Select dropdown**: …` under `### Inputs &
        // Forms`: among named variants, a label that is the kind's name is one more of them, not
        // the look every variant shares.
        let kindAmongVariants = variant == nil && namesItself && !spec.variants.isEmpty
            && ComponentKind.words(of: label) != ComponentKind.words(of: spec.name)
        if variant == nil, !isLookLabel, let name = variantName(of: label) ?? lookVariantName(of: label, rest: rest, line: line, namesItself: namesItself)
            ?? (kindAmongVariants ? label.trimmingWhitespace : nil) {
            let index = variantIndex(name, line: line)
            // `…, 6px radius. Hover: opacity 0.7 with gold text.`: each `State:` sentence is
            // that state's look, never the default's.
            // (Classes say their states by prefix: `bg-x hover:bg-y` is no `State:` sentence.)
            var split = UtilityClassReader(context: context).read(rest, line: line) == nil
                ? Self.stateSentences(of: rest, kind: spec.kind, besides: ComponentKind.words(of: spec.name)) : (look: rest, states: [])
            split.look = readingPartColourClauses(split.look, line: line, variant: index)
            // `**Muted Links**: #666666`: a link is text, so a colour without a role word is its text's.
            let role: PropertyPhraseReader.Role = Self.namesText(name) ? .text : .fill
            let states = look(of: split.look, line: line, defaultRole: role)
            withVariant(index) { target in
                for (state, set) in states.sorted(by: { $0.key < $1.key }) { target[state] = set.merged(over: target[state]) }
            }
            noteSameAs(split.look, line: line, variant: index, state: .default)
            for (state, text) in split.states { readStateLook(state, words: text, written: "\(state.rawValue.capitalized): \(text)", line: line, variant: index) }
            // What the phrase's type clauses read and the whole line does not (the size of
            // `Quarry Mono 13px, 1px Fog border`, whose other lengths hide it) is kept.
            if var font = phrases.font(in: rest, provenance: context.provenance(line: line)), let read = font.value, read.family != nil {
                withVariant(index) { target in
                    if let own = target[.default].font?.value { font.value = read.merged(over: own) }
                    target[.default].font = font
                }
            }
            addStateDecorations(split.look, line: line, variant: index)
            for text in rest.quotedCopy { addSample(text, line: line) }
            return true
        }
        // A label naming the component itself describes it in one phrase and introduces its
        // samples (tab labels, choices): `**Floating action button:** 56pt circle, "+" icon`;
        // so does a look label (`**Specs:** Height 56px, Radius 16px`).
        if namesItself || isLookLabel || ComponentKind.classify(label) == spec.kind {
            // A message (an empty or error state) is its text; other components are a shape.
            let isMessage = spec.kind == .emptyState || spec.kind == .errorState
            // `- Card: bg-white rounded-xl border`: classes may set other states too; a sentence
            // of the phrase that is a state's (`Hover: haze fill`) is that state's look alone.
            var split = UtilityClassReader(context: context).read(rest, line: line) == nil
                ? Self.stateSentences(of: rest, kind: spec.kind, besides: ComponentKind.words(of: spec.name)) : (look: rest, states: [])
            split.look = readingPartColourClauses(split.look, line: line, variant: variant)
            let states = look(of: split.look, line: line, defaultRole: isMessage ? .text : .fill)
            for (state, text) in split.states { readStateLook(state, words: text, written: "\(state.rawValue.capitalized): \(text)", line: line, variant: variant) }
            withVariant(variant) { target in
                for (state, set) in states where state != .default { target[state] = set.merged(over: target[state]) }
            }
            var set = states[.default] ?? PropertySet()
            if let font = phrases.font(in: rest, provenance: context.provenance(line: line)), font.value?.family != nil { set.font = font }
            let quoted = rest.quotedCopy
            if isMessage, set.sampleText == nil, let first = quoted.first {
                set.sampleText = PropertyValue(raw: rest, value: first, provenance: context.provenance(line: line))
            }
            withVariant(variant) { $0[.default] = set.merged(over: $0[.default]) }
            for text in quoted { addSample(text, line: line) }
            for item in subItems where item.text.split(separator: " ").count <= 4 { addSample(item.text, line: item.line) }
            return true
        }
        if state == .default, subItems.isEmpty, readColourListItem(label: label, rest: rest, line: line, variant: variant) { return true }
        return readPart(label: label, rest: rest, line: line, subItems: subItems, variant: variant)
    }

    /// `Decision rule`, `Usage rules`, `Things to avoid`: a short label whose last word is a rule
    /// label's (`ruleLabels`) names a rule too; the words it quotes (`for "go somewhere new"
    /// actions`) are the rule's, never copy a preview shows.
    static func namesRule(_ lowerLabel: String) -> Bool {
        let words = lowerLabel.split(whereSeparator: \.fastIsWhitespace)
        // (`No rules` opens as a rule does: it denies a part, lines between rows.)
        guard words.count >= 2, words.count <= 3, let first = words.first, let last = words.last,
              !Vocabulary.standard.ruleOpeners.contains(String(first)), !Vocabulary.standard.ruleOpeners.contains(first + " ") else { return false }
        return Vocabulary.standard.ruleLabels.contains(String(last))
    }

    /// A state's words (`Hover: moss fill`, or a sentence opening with the state), read into
    /// that state's look. Words naming a property whose value is not understood mark it
    /// unknown; words naming none the preview draws are listed as `written`, with the line.
    /// `defaultRole`: the part a colour with no role word colours, where the place it is written
    /// says (a table's state column); else the fill, or the text of a link.
    mutating func readStateLook(_ state: ComponentState, words rest: String, written: String, line: Int, variant: Int?,
                                defaultRole: PropertyPhraseReader.Role? = nil) {
        // `Selected tabs: Indigo text, unselected: Muted`: a later clause led by another state
        // (the resting look among them) is that state's, not this one's.
        var rest = rest
        var others: [(ComponentState, String)] = []
        if state != .default, let split = Self.stateLeadClauses(in: rest, kind: spec.kind, resting: true), !split.look.isEmpty,
           split.states.allSatisfy({ $0.0 != state }) {
            rest = split.look
            others = split.states
        }
        defer {
            // A colour the other clause names with no role colours what this state's did: the
            // text, where this state's colour was the text's alone (`couleur primaire`).
            let own = variant.map { spec.variants[$0][state] } ?? spec.base[state]
            let role = defaultRole ?? (own.textColor != nil && own.fill == nil ? .text : nil)
            for (other, words) in others {
                readStateLook(other, words: words, written: "\(other.rawValue.capitalized): \(words)", line: line, variant: variant, defaultRole: role)
            }
        }
        var understood = true
        let phrases = self.phrases
        let context = self.context
        // A `Color:` line is the text's, set once the section is read (`colorLines`).
        let colourLine = colorLines.contains { $0.variant == variant && $0.state == .default }
        // `### Links` / `- Default: #3F7D4E with no underline`: a link is its text, so a
        // state's colour with no role word is the text's, as a variant's is.
        let isText = spec.kind == .other && Self.namesText(variant.map { spec.variants[$0].name } ?? spec.name)
        var marks = PropertySet()
        var defaultFills = defaultFillWords
        withVariant(variant) { target in
            var set = target[state]
            let before = set
            // `Focus: focus_color="#B6E33E"`: a focus state's colour written out, in a line with
            // no role word, is the ring drawn round the box (its border), never a fill. (Words
            // naming a colour there more often name something else: `same as Primary CTA focus
            // state`.)
            let ring = state == .focus && !ColorValueScanner.matches(in: rest).isEmpty
                && PropertyPhraseReader.role(in: rest.lowercased()) == nil
            let role: PropertyPhraseReader.Role = defaultRole ?? (ring ? .border : isText && target[.default].fill == nil ? .text : .fill)
            phrases.phrase(rest, line: line, defaultRole: role, into: &set)
            if let sample = rest.matches(of: codeSpan).map({ String($0.1) }).first(where: { ($0.contains(literal: " ") || $0.contains(literal: "[")) && !Self.isValueText($0) })
                ?? rest.quotedCopy.first(where: { !Self.isValueText($0) }) {
                set.sampleText = PropertyValue(raw: rest, value: sample, provenance: context.provenance(line: line))
            }
            // `Default: Gray background` then `Focused: Gray background, black border`: the same
            // words as the resting state's are the resting fill, whatever it is, not a colour of
            // their own to look up.
            if state == .default {
                var alone = PropertySet()
                phrases.phrase(rest, line: line, defaultRole: role, into: &alone)
                if let fill = alone.fill, fill.value == nil { defaultFills[variant ?? -1] = Self.fillWords(fill) }
            } else if let fill = set.fill, fill.value == nil, fill != before.fill, defaultFills[variant ?? -1] == Self.fillWords(fill) {
                set.fill = before.fill
            }
            let textOnly = target[.default].fill == nil && (target[.default].textColor != nil || colourLine)
            if state != .default, set == before, Self.sameAs(in: rest) == nil {
                understood = Self.markUnread(rest, provenance: context.provenance(line: line), textOnly: textOnly, in: &marks)
            } else if state != .default, rest.contains(literal: ","), Self.sameAs(in: rest) == nil {
                // `Hover: background brightens, text to white`: the clause that gives no value
                // is still said, as words not understood, beside the one that does.
                // Only a change of lightness (`brightens`), not words keeping a value (`text
                // stays`), naming a part alone (`outline`) or hedged (`often adding a tint`).
                let vocabulary = Vocabulary.standard
                for clause in PropertyPhraseReader.clauses(of: rest) {
                    let lower = " " + clause.lowercased()
                    guard vocabulary.lightnessChangeWords.contains(where: { lower.contains(literal: $0) }),
                          !ComponentKind.words(of: clause).contains(where: vocabulary.shadowHedges.contains) else { continue }
                    var alone = PropertySet()
                    phrases.phrase(clause, line: line, defaultRole: .fill, into: &alone)
                    var clauseMarks = PropertySet()
                    if !alone.hasVisualProperty, Self.markUnread(clause, provenance: context.provenance(line: line), textOnly: textOnly, in: &clauseMarks) {
                        marks = marks.merged(over: clauseMarks)
                    }
                }
            }
            target[state] = set
        }
        defaultFillWords = defaultFills
        if marks.hasVisualProperty { stateMarks.append((variant, state, marks)) }
        // `Hover: subtle scale up`: a state in words that name no property the preview draws
        // is listed under the cell with its line, not dropped.
        if !understood { spec.notDrawn.append(DocumentText(text: written, provenance: context.provenance(line: line))) }
        // `Hover: translateY(-5px) + shadow-lg`: a move or a turn beside the values read is a
        // look no value draws, listed with its words rather than dropped unseen.
        if understood, state != .default, rest.utf8.contains(UInt8(ascii: "(")), let moved = rest.firstMatch(of: moveFunction) {
            spec.notDrawn.append(DocumentText(text: "\(state.rawValue.capitalized): \(moved.0)", provenance: context.provenance(line: line)))
        }
        if state != .default, !mentionedStates.contains(where: { $0.state == state }) { mentionedStates.append((state, line)) }
        noteSameAs(rest, line: line, variant: variant, state: state)
    }

    /// The words a fill is given by, as compared between state lines: the reference as written,
    /// else the raw words, lower-cased.
    static func fillWords(_ fill: PropertyValue<RGBAColor>) -> String {
        ValueScanner.clean(fill.reference ?? fill.raw).lowercased()
    }

    /// A state's words that gave no value (`Hover: dark bg shift`, `Focus: deeper shadow`): the
    /// property they name, else the fill whose lightness they change, is not understood, so
    /// the preview marks it and `extract` lists the words. False when they name no property.
    static func markUnread(_ words: String, provenance: Provenance, textOnly: Bool, in set: inout PropertySet) -> Bool {
        let lower = " " + words.lowercased()
        let lightness = Vocabulary.standard.lightnessChangeWords.contains { lower.contains(literal: $0) }
        switch PropertyPhraseReader.role(in: lower) ?? (lightness ? (textOnly ? .text : .fill) : nil) {
        case .fill?: set.fill = .unknown(raw: words, provenance: provenance)
        case .text?: set.textColor = .unknown(raw: words, provenance: provenance)
        case .border?: set.borderColor = .unknown(raw: words, provenance: provenance)
        case .shadow?: set.shadow = .unknown(raw: words, provenance: provenance)
        case nil: return false
        }
        return true
    }

    /// `Serif heading (18px) + caption (11px uppercase)`: pieces joined by `+`, each naming a
    /// part (the vocabulary's `partNames`), with the part each names. Nil unless there are two
    /// or more and every one names a part.
    static func partClauses(of text: String) -> [(name: String, text: String)]? {
        let pieces = text.split(whereSeparator: { $0 == "+" || $0 == "＋" }).map { $0.trimmingWhitespace }.filter { !$0.isEmpty }
        guard pieces.count >= 2 else { return nil }
        let partNames = Vocabulary.standard.partNames
        var out: [(String, String)] = []
        for piece in pieces {
            guard let name = ComponentKind.words(of: piece).first(where: partNames.contains) else { return nil }
            out.append((name, piece))
        }
        return out
    }

    /// `title 18px Ink, summary 14px Slate, date 12px Slate`: clauses that each open with the
    /// words of a part (the vocabulary's `partNames`) and go on with its look, each that part.
    /// Nil unless two or more clauses are such parts and they are at least half of the clauses:
    /// `white, 12px radius` is one look.
    static func partList(of text: String) -> [(name: String, text: String)]? {
        // `Below the photo (stacked, 8px apart): model name …, category line …`: what follows
        // a colon that ends a placing phrase.
        if let colon = text.range(of: ": "), !text[..<colon.lowerBound].contains(where: { $0 == "{" }),
           let after = partList(of: String(text[colon.upperBound...])) {
            return after
        }
        let clauses = PropertyPhraseReader.clauses(of: text).map { $0.trimmingWhitespace }.filter { !$0.isEmpty }
        guard clauses.count >= 2 else { return nil }
        // Clauses of words alone (`price row`) state nothing, for or against.
        let stating = clauses.filter { $0.contains(where: { $0.isNumber || $0 == "`" || $0 == "#" || $0 == "{" }) }
        let named = stating.compactMap { partClause($0, namedAsPart: true) }
        guard named.count >= 2, named.count * 2 >= stating.count else { return nil }
        // Among two or more named parts, a clause of the same shape names a part too
        // (`category line {typography.caption} {colors.mute}`).
        return stating.compactMap { partClause($0, namedAsPart: false) }
    }

    /// `title 18px Ink`, `Status title in 24px weight 600 white`: a part's name, the words before
    /// its first value (a number, a code span, a hex), and the clause. `namedAsPart`: the name must
    /// hold a word of a part (`partNames`); items listed under `… panel with:` need not.
    static func partClause(_ clause: String, namedAsPart: Bool) -> (name: String, text: String)? {
        let articles: Set<String> = ["a", "an", "the"]
        let linking: Set<String> = ["in", "at", "with", "on", "of", "using", "set"]
        var words: [Substring] = []
        for word in clause.split(separator: " ") {
            guard word.allSatisfy({ $0.isLetter || $0 == "-" }) else { break }
            words.append(word)
        }
        let total = clause.split(separator: " ").count
        guard words.count < total else { return nil }
        if let first = words.first, articles.contains(first.lowercased()) { words.removeFirst() }
        while let last = words.last, linking.contains(last.lowercased()) { words.removeLast() }
        let name = words.joined(separator: " ")
        guard !words.isEmpty, words.count <= 3, PropertyPhraseReader.meaning(ofLabel: name) == nil,
              !namedAsPart || ComponentKind.words(of: name).contains(where: Vocabulary.standard.partNames.contains) else { return nil }
        return (name, clause)
    }

    /// `Kelp: background #2a9d6a, hover #23885c`: after a clause that names a fill, a clause
    /// that opens with a moment of interaction (hover, pressed, focus) is that state's fill, not
    /// the resting look's text. A part has only its resting look, so such clauses are left out
    /// of it; a colour there that no token carries is listed as not understood.
    static func restingLook(of text: String) -> String {
        let clauses = PropertyPhraseReader.clauses(of: text)
        guard clauses.count > 1 else { return text }
        var kept: [String] = []
        var filled = false
        for clause in clauses {
            if filled, let state = PropertyPhraseReader.openingState(of: clause), [.hover, .pressed, .focus].contains(state) { continue }
            if PropertyPhraseReader.role(in: clause.lowercased()) == .fill { filled = true }
            kept.append(clause)
        }
        return kept.count == clauses.count ? text : kept.joined(separator: ", ")
    }

    /// `No Dividers: use white space or a tonal step`: a label that denies the part says there
    /// is none, so its words give no look to draw as that part; the line is listed as written.
    /// (`No borders` names a property, read as such.)
    mutating func listsDeniedPart(_ label: String, _ rest: String, line: Int) -> Bool {
        let words = ComponentKind.words(of: label)
        guard words.count > 1, let first = words.first, Vocabulary.standard.partDenials.contains(first),
              PropertyPhraseReader.meaning(ofLabel: words.dropFirst().joined(separator: " ")) == nil else { return false }
        spec.notDrawn.append(DocumentText(text: "\(label): \(rest)", provenance: context.provenance(line: line)))
        return true
    }

    /// Whether a line labelled as an indicator (`Fill:`) follows a line labelled as a track
    /// (`Background:`) that gave the box its fill (`trackAndIndicator` in the vocabulary).
    func isIndicatorLine(_ label: String, line: Int, variant: Int?) -> Bool {
        let vocabulary = Vocabulary.standard
        guard vocabulary.indicatorLabels.contains(ComponentKind.words(of: label).joined(separator: " ")),
              let fill = (variant.map { spec.variants[$0] } ?? spec.base)[.default].fill, fill.provenance.line != line else { return false }
        let stated = LabelledText.read(strong: nil, rest: ColorStatementInterpreter.withoutListMarker(context.document.line(fill.provenance.line)).replacing(literal: "**", with: ""))
        return vocabulary.trackLabels.contains(ComponentKind.words(of: stated.label).joined(separator: " "))
    }

    /// A part of the component styled on its own: a title, a placeholder, a field's label.
    @discardableResult
    /// `variant`: the variant whose bullet the part's line is nested under (`- **Footer**:` over
    /// `- Group headers: …`), whose part it is, drawn and measured on that variant's fill alone.
    mutating func readPart(label: String, rest: String, line: Int, subItems: [(text: String, line: Int)], variant: Int? = nil) -> Bool {
        // `Image area: {component.card-image} — full-bleed photo on Mist`: the part is that
        // component, drawn in its own look (`readChildComponents`), not the words around it.
        if subItems.isEmpty, spec.kind.holdsParts, rest.contains(literal: "{component.") { return true }
        // `Below the image: title 18px Ink, summary 14px Slate`: the label places a list of parts.
        if subItems.isEmpty, let pieces = Self.partList(of: rest) {
            var read = false
            for piece in pieces { read = addPart(named: piece.name, text: piece.text, line: line, variant: variant) || read }
            if read { return true }
        }
        if subItems.isEmpty, listsDeniedPart(label, rest, line: line) { return true }
        // `Cell padding: 12px 16px`, `Row height: 48px`: a part named with one of its lengths is
        // that part's length, never a size of its type.
        let words = label.split(separator: " ")
        if subItems.isEmpty, words.count >= 2, let last = words.last, PropertyPhraseReader.meaning(ofLabel: label) == nil,
           PropertyPhraseReader.meaning(ofLabel: String(last))?.isLength == true {
            return readPart(label: words.dropLast().joined(separator: " "), rest: "\(last) \(rest)", line: line, subItems: [], variant: variant)
        }
        // A part named for what it colours (`Header Background`, `Row Border`) is coloured there.
        // One that is a filled control (`Attached element: White satellite circular CTA`) takes
        // a colour with no role word as its fill, never as text.
        var role = Self.partRole(of: label)
        if role == .text, Vocabulary.standard.column(label) != .usage, let first = PropertyPhraseReader.clauses(of: rest).first,
           let kind = ComponentKind.classifyComponentName(first),
           [.button, .pill, .statusBadge, .floatingActionButton].contains(kind) { role = .fill }
        var part = look(of: Self.describedClasses(in: rest) ?? Self.restingLook(of: rest), line: line, defaultRole: role)[.default] ?? PropertySet()
        // Its colours left unread, not taken as the component's own look either.
        if Self.dropUnsaidPairs(from: &part, text: rest), !part.hasVisualProperty { return true }
        // `Use for: page CTAs ("Learn more", "Explore")`: where the component is used, and the
        // copy it carries there; no part, unless it is styled (`説明: text-sm text-gray-600`).
        // (`always paired with a circular portrait`: a shape's word there says what it sits
        // beside, not how it looks.)
        var looks = part
        looks.fullyRounded = nil
        if Vocabulary.standard.column(label) == .usage, !looks.hasVisualProperty {
            for text in rest.quotedCopy { addSample(text, line: line) }
            return true
        }
        if let font = phrases.font(in: rest, provenance: context.provenance(line: line)) {
            part.font = PropertyValue(raw: rest, value: font.value!.merged(over: part.font?.value ?? FontSpec()), provenance: font.provenance)
        }
        settingNamedTypeStyle(of: &part, in: rest, line: line)
        let examples = rest.quotedCopy.filter { !Self.isValueText($0) }
        if let example = examples.first {
            part.sampleText = PropertyValue(raw: rest, value: example, provenance: context.provenance(line: line))
            addSample(example, line: line)
        }
        for item in subItems {
            readPartLine(item.text, line: item.line)
        }
        if part.hasVisualProperty || part.sampleText != nil {
            spec.parts.append(ComponentPart(name: label, properties: part, provenance: context.provenance(line: line),
                                            variant: variant.map { spec.variants[$0].name }))
            return true
        }
        return !subItems.isEmpty
    }

    /// `A single {component.button-ghost} pill anchored bottom-left`, `a {component.badge}
    /// "New"`: other components drawn inside this one, each a part by its key, with the copy
    /// quoted just after it. False when the line names none.
    @discardableResult
    /// `anyKind`: in a component of any kind (a front matter's field or badge whose prose puts
    /// a button in it), which lists what its kind has no place for.
    mutating func readChildComponents(_ text: String, line: Int, variant: Int?, anyKind: Bool = false) -> Bool {
        guard spec.kind.holdsParts || anyKind, text.contains(literal: "{component") else { return false }
        var found = false
        for match in text.matches(of: childReference) {
            let key = String(match.1)
            guard !spec.parts.contains(where: { $0.child == key && $0.variant == variant.map { spec.variants[$0].name } }) else { continue }
            // A clause that borrows another's look (`otherwise identical to {component.x}`) puts nothing inside.
            let clause = Self.clause(around: match.range, in: text)
            guard Set(ComponentKind.words(of: clause)).isDisjoint(with: Vocabulary.standard.borrowedLookWords) else { continue }
            // `sits inside {component.top-strip}`: the one this sits in, not a child.
            if let before = text[..<match.range.lowerBound].split(whereSeparator: { $0 == " " || $0 == "`" }).last,
               Vocabulary.standard.hostWords.contains(before.lowercased()) { continue }
            var properties = PropertySet()
            let after = text[match.range.upperBound...].prefix(40)
            if let quoted = String(after).quotedCopy.first, after.trimmingWhitespace.first.map({ "\"“「'".contains($0) }) == true
                || after.split(separator: " ").prefix(2).contains(where: { $0.hasPrefix("\"") || $0.hasPrefix("“") }) {
                properties.sampleText = PropertyValue(raw: String(after), value: quoted, provenance: context.provenance(line: line))
            }
            // The clause that names it, so a part listed as not drawn is listed in its own words,
            // not the whole line once per part.
            let provenance = Provenance(file: context.document.file, line: line, excerpt: clause)
            spec.parts.append(ComponentPart(name: key, properties: properties, provenance: provenance,
                                            variant: variant.map { spec.variants[$0].name }, child: key))
            found = true
        }
        return found
    }

    /// The clause of `text` around `range`: from the last `.`, `;` or `,` before it (outside
    /// brackets) to the next after it.
    static func clause(around range: Range<String.Index>, in text: String) -> String {
        let stops: Set<Character> = [".", ";", ",", "—"]
        var start = range.lowerBound
        var depth = 0
        while start > text.startIndex {
            let previous = text.index(before: start)
            let character = text[previous]
            if character == ")" { depth += 1 } else if character == "(" { if depth == 0 { break }; depth -= 1 }
            if depth == 0, stops.contains(character), previous == text.startIndex || text[text.index(after: previous)...].first?.isWhitespace != false { break }
            start = previous
        }
        var end = range.upperBound
        depth = 0
        while end < text.endIndex {
            let character = text[end]
            if character == "(" { depth += 1 } else if character == ")" { if depth == 0 { break }; depth -= 1 }
            let next = text.index(after: end)
            if depth == 0, stops.contains(character), next == text.endIndex || text[next].isWhitespace { break }
            end = next
        }
        return String(text[start..<end]).trimmingWhitespace
    }

    /// A line listing parts with their looks, in a component made of parts: those parts; or one
    /// clause that sets a named part in a type style (`Column heads in {typography.kicker}
    /// (uppercase)`), whose words (its case) are that part's, not the component's. False when
    /// the line is no such list, or states no part's look.
    mutating func readPartList(_ text: String, line: Int, variant: Int? = nil) -> Bool {
        guard spec.kind.holdsParts else { return false }
        if text.contains(literal: "{typography."), PropertyPhraseReader.clauses(of: text).count == 1,
           let part = Self.partClause(text.trimmingWhitespace, namedAsPart: true) {
            // The look is read after the name: a word of it (`link rows`) names no colour. A
            // second style names another thing's type (`Headline in {typography.x} preceded by a
            // {typography.y} UPPERCASE eyebrow`): what follows it is not this part's.
            var look = part.text.range(of: part.name).map { String(part.text[$0.upperBound...]) } ?? part.text
            if let first = look.range(of: "{typography."), let second = look[first.upperBound...].range(of: "{typography.") {
                look = String(look[..<second.lowerBound])
            }
            return addPart(named: part.name, text: look, line: line, variant: variant)
        }
        guard let pieces = Self.partList(of: text) else { return false }
        var read = false
        for piece in pieces { read = addPart(named: piece.name, text: piece.text, line: line, variant: variant) || read }
        return read
    }

    /// A paragraph whose sentences include lists of parts (`Full-bleed tile, 8px radius.
    /// Headline 28px Ink; caption 13px Slate.`): those sentences read as parts, and the rest of
    /// the paragraph, which describes the component itself. Nil when no sentence lists parts.
    mutating func readingPartLists(_ text: String, line: Int, variant: Int? = nil) -> String? {
        guard spec.kind.holdsParts else { return nil }
        var rest: [Substring] = []
        var found = false
        for sentence in text.split(separator: ". ", omittingEmptySubsequences: true) {
            if readPartList(String(sentence), line: line, variant: variant) { found = true } else { rest.append(sentence) }
        }
        return found ? rest.joined(separator: ". ") : nil
    }

    /// A part named in a list of parts (`summary 14px Slate`), its look read from its clause:
    /// a colour without a role word is its text's. False when the clause states no look.
    mutating func addPart(named name: String, text: String, line: Int, variant: Int? = nil) -> Bool {
        if listsDeniedPart(name, text, line: line) { return true }
        var part = look(of: text, line: line, defaultRole: .text)[.default] ?? PropertySet()
        _ = Self.dropUnsaidPairs(from: &part, text: text)
        if let font = phrases.font(in: text, provenance: context.provenance(line: line)), let value = font.value {
            part.font = PropertyValue(raw: text, value: value.merged(over: part.font?.value ?? FontSpec()), provenance: font.provenance)
        }
        // `model name {typography.body-strong} {colors.ink}`: the part's type is that style.
        if let style = text.firstMatch(of: typographyReference), context.tokens.index.lookup(String(style.1)) != nil {
            var font = part.font?.value ?? FontSpec()
            font.styleReference = String(style.1)
            part.font = PropertyValue(raw: text, value: font, provenance: context.provenance(line: line))
        }
        settingNamedTypeStyle(of: &part, in: text, line: line)
        if let example = text.quotedCopy.first(where: { !Self.isValueText($0) }) {
            part.sampleText = PropertyValue(raw: text, value: example, provenance: context.provenance(line: line))
        }
        // `colour dot row (3 dots at 10px)`: a graphic's length is its size, not a type size.
        if !Set(ComponentKind.words(of: name)).isDisjoint(with: Vocabulary.standard.graphicParts) { part.font = nil }
        guard part.hasVisualProperty else { return false }
        spec.parts.append(ComponentPart(name: name, properties: part, provenance: context.provenance(line: line),
                                        variant: variant.map { spec.variants[$0].name }))
        return true
    }

    /// `success green #dcfce7/#16a34a, error red #fee2e2/#dc2626`: a list of colour pairs with no
    /// role word saying which of each is the text or the fill; no colour of it is the part's.
    /// True when it dropped them.
    static func dropUnsaidPairs(from part: inout PropertySet, text: String) -> Bool {
        guard listsColorPairs(text), PropertyPhraseReader.role(in: text.lowercased()) == nil else { return false }
        part.textColor = nil
        part.fill = nil
        return true
    }

    /// Whether the text gives two or more pairs of colours, each two joined by a slash alone
    /// (`#dcfce7`/`#16a34a`).
    static func listsColorPairs(_ text: String) -> Bool {
        let literals = ColorValueScanner.matches(in: text)
        let pairs = zip(literals, literals.dropFirst()).filter { before, after in
            before.range.upperBound <= after.range.lowerBound
                && text[before.range.upperBound..<after.range.lowerBound].filter { $0 != "`" && $0 != " " } == "/"
        }
        return pairs.count >= 2
    }

    /// `padding-left: 8px; padding-right: 8px`: each side's padding the line declares, kept
    /// for `resolvePaddingSides`. False for a label that names no side.
    mutating func readPaddingSides(label: String, rest: String, line: Int, variant: Int?, state: ComponentState) -> Bool {
        let sides = Vocabulary.standard.paddingSides
        guard let first = sides[ComponentKind.words(of: label).joined(separator: " ")] else { return false }
        var declared = [(first, rest)]
        // The same line's further declarations (`8px; padding-right: 8px`).
        let pieces = rest.split(separator: ";").map { $0.trimmingWhitespace }
        if pieces.count > 1 {
            declared = [(first, pieces[0])]
            for piece in pieces.dropFirst() {
                guard let colon = piece.firstIndex(of: ":"), let side = sides[ComponentKind.words(of: String(piece[..<colon])).joined(separator: " ")] else { continue }
                declared.append((side, String(piece[piece.index(after: colon)...])))
            }
        }
        let provenance = context.provenance(line: line)
        for (side, text) in declared {
            guard let value = phrases.length(in: text, provenance: provenance) else { continue }
            var kept = value
            kept.raw = label + ": " + rest
            paddingSides.append((variant, state, side, kept))
        }
        return true
    }

    /// Two opposite sides stated alike are that axis's padding; one side alone, or two that
    /// differ, are the document's words, not understood.
    mutating func resolvePaddingSides() {
        var groups: [String: [(side: String, value: PropertyValue<Length>)]] = [:]
        var order: [(Int?, ComponentState)] = []
        for entry in paddingSides {
            let key = "\(entry.variant ?? -1)/\(entry.state.rawValue)"
            if groups[key] == nil { order.append((entry.variant, entry.state)) }
            groups[key, default: []].append((entry.side, entry.value))
        }
        for (variant, state) in order {
            let entries = groups["\(variant ?? -1)/\(state.rawValue)"] ?? []
            func axis(_ a: String, _ b: String) -> PropertyValue<Length>?? {
                let one = entries.last { $0.side == a }?.value, other = entries.last { $0.side == b }?.value
                guard one != nil || other != nil else { return .none }
                if let one, let other, one.value != nil, one.value == other.value, one.reference == other.reference { return .some(one) }
                return .some(.unknown(raw: (one ?? other)!.raw, provenance: (one ?? other)!.provenance))
            }
            withVariant(variant) { target in
                var set = target[state]
                if case .some(let value) = axis("left", "right"), set.paddingHorizontal == nil { set.paddingHorizontal = value }
                if case .some(let value) = axis("top", "bottom"), set.paddingVertical == nil { set.paddingVertical = value }
                target[state] = set
            }
        }
    }

    /// `Row :hover`, `Row active/aria-selected`, `Icon hover`: a label naming a state and, among
    /// its other words, a part of a component (`partNames`) that is not the component's own name
    /// nor a word of its kind (`Selected cell` under a calendar's day is the day selected).
    static func namesPartInState(_ label: String, own name: String, kind: ComponentKind) -> Bool {
        let vocabulary = Vocabulary.standard
        let own = Set(ComponentKind.words(of: name)).union(Vocabulary.kindWords(of: kind))
        let words = ComponentKind.words(of: label)
        // (`Action Blue on Dark`: `on` places a colour; it names no state there.)
        guard words.contains(where: { ($0 != "on" && vocabulary.stateWords[$0] != nil) || vocabulary.activeStateWords.contains($0) }) else { return false }
        let rest = words.filter { vocabulary.stateWords[$0] == nil && !vocabulary.activeStateWords.contains($0) && !own.contains($0) }
        return rest.contains(where: vocabulary.partNames.contains)
    }

    /// `Focus border` → (focus, `border`); `Input border` under `Forms` → (nil, `border`): a
    /// label whose last words name a property and whose first words name only states, or, in a
    /// section of no known kind, a kind of control. Nil for any other label.
    /// The property a slot label names: `Text/Icon` → `Text` (a slashed label whose first
    /// alternative is a property; `Each circle/shape` names none), `Border Bottom`, `Top Border`
    /// → `Border` on that side (`borderSides`' keys).
    static func slotProperty(_ label: String) -> (property: String, side: String?)? {
        let alternatives = label.split(whereSeparator: { $0 == "/" || $0 == "／" }).map { $0.trimmingWhitespace }
        if alternatives.count > 1 {
            // `Family/arch tags`: the slash joins words of a name whose last word is a kind of
            // component (tags), so the label names those things, not the property of its first word.
            if let last = alternatives.last, case let words = ComponentKind.words(of: last), words.count > 1,
               let head = words.last, ComponentKind.classify(head) != nil { return nil }
            guard let first = alternatives.first, let meaning = PropertyPhraseReader.meaning(ofLabel: first) else { return nil }
            if case .ignored = meaning { return nil }
            return (first, nil)
        }
        let words = ComponentKind.words(of: label)
        let sides = Set(Vocabulary.standard.borderSides.map(\.side))
        guard words.count == 2, let side = words.first(where: sides.contains) else { return nil }
        let property = words.filter { $0 != side }.joined(separator: " ")
        guard let meaning = PropertyPhraseReader.meaning(ofLabel: property), case .border = meaning else { return nil }
        return (property, side)
    }

    func qualifiedProperty(_ label: String) -> (ComponentState?, String)? {
        let pieces = label.split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "_" }).map(String.init)
        guard pieces.count >= 2, pieces.count <= 4 else { return nil }
        for split in 1..<pieces.count {
            let property = pieces[split...].joined(separator: " ")
            // `Focus state:`, `Error States:` name a state, not a property of it.
            guard let meaning = PropertyPhraseReader.meaning(ofLabel: property) else { continue }
            if case .ignored = meaning { return nil }
            var state: ComponentState?
            for word in ComponentKind.words(of: pieces[..<split].joined(separator: " ")) {
                if let named = Vocabulary.standard.stateWords[word] ?? (Vocabulary.standard.activeStateWords.contains(word) ? ComponentState.from(label: word, kind: spec.kind) : nil) {
                    guard state == nil || state == named else { return nil }
                    state = named
                } else {
                    // `Input border` under a `Forms` section of no known kind: the controls it
                    // names are what the section draws. (Under a component of a known kind, such
                    // a label stays a part, as a diagram's `Button borders: 2pt` note is.)
                    // `Input radius: 4px` under `Inputs & Forms`: the component's own kind names
                    // the component itself.
                    guard let named = ComponentKind.classify(word), spec.kind == .other || (!readingDrawing && namedKinds.contains(named)),
                          !Vocabulary.standard.partNames.contains(word) else { return nil }
                }
            }
            // A status badge's `Error` is a variant, not a state.
            if state != nil, spec.kind == .statusBadge { return nil }
            return (state == .default ? nil : state, property)
        }
        return nil
    }

    /// `#000（hover #2a2a2a / pressed #3e3e3e）`, `#000 (hover: #333, pressed: #555)`: the value
    /// before the brackets, and each state the brackets name with its value. Nil unless every
    /// part of the brackets opens with a state's name and goes on with a value.
    static func bracketedStates(in text: String, kind: ComponentKind) -> (String, [(ComponentState, String)])? {
        guard let open = text.lastIndex(where: { $0 == "(" || $0 == "（" }), open > text.startIndex,
              let close = text[open...].firstIndex(where: { $0 == ")" || $0 == "）" }) else { return nil }
        let value = String(text[..<open]).trimmingWhitespace
        let inside = text[text.index(after: open)..<close]
        guard !value.isEmpty, text[text.index(after: close)...].trimmingWhitespace.isEmpty else { return nil }
        var states: [(ComponentState, String)] = []
        for part in inside.split(whereSeparator: { "/／,，;；、".contains($0) }) {
            let words = part.trimmingWhitespace.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "：" }).map(String.init)
            guard words.count >= 2, let state = ComponentState.from(label: words[0], kind: kind), state != .default else { return nil }
            let stated = words.dropFirst().joined(separator: " ")
            guard isValueText(stated) else { return nil }
            states.append((state, stated))
        }
        return states.isEmpty ? nil : (value, states)
    }

    /// `#1A5FB4 / Text: #FFFFFF` → (`#1A5FB4`, `Text`, `#FFFFFF`): a slash followed by another
    /// property's label. A slash between values (`16px / 24px`, `Light / Dark`) splits nothing.
    package static func splitAtSecondLabel(_ rest: String) -> (String, (label: String, rest: String))? {
        for slash in [" / ", " ／ ", "／"] {
            guard let range = rest.range(ofLiteral: slash) else { continue }
            let after = String(rest[range.upperBound...]).trimmingWhitespace
            guard let colon = after.firstIndex(where: { $0 == ":" || $0 == "：" }) else { continue }
            let label = String(after[..<colon]).trimmingWhitespace
            guard !label.isEmpty, PropertyPhraseReader.meaning(ofLabel: label) != nil else { continue }
            return (String(rest[..<range.lowerBound]).trimmingWhitespace, (label, String(after[after.index(after: colon)...]).trimmingWhitespace))
        }
        return nil
    }

    /// `Primary`, `Secondary button`, `Ghost`: a label that names a variant of this component,
    /// every word of it a `variantNames` word once the kind's own words (`button`) are left out.
    /// A part (`Title`, `Placeholder`) or the component alone (`Button`) is no variant.
    package func variantName(of label: String) -> String? {
        let kindWords = Vocabulary.kindWords(of: spec.kind)
        let own = ComponentKind.words(of: label).filter { !kindWords.contains($0) }
        guard Vocabulary.standard.namesVariantOnly(own) else { return nil }
        return label.trimmingWhitespace
    }

    /// `Button specs`, `Card style` under a table of the buttons' or cards' variants: the
    /// component's or its kind's words and a word for a look (`lookLabels`) name the look every
    /// variant shares, not one more variant.
    package func namesSharedLook(_ label: String) -> Bool {
        let words = ComponentKind.words(of: label)
        guard words.count >= 2, words.count <= 4, let last = words.last, Vocabulary.standard.lookLabels.contains(last) else { return false }
        return words.dropLast().allSatisfy(ownWord())
    }

    /// Whether a word is one of the component's name or its kind, in the singular or plural.
    private func ownWord() -> (String) -> Bool {
        let own = Set(ComponentKind.words(of: spec.name)).union(Vocabulary.kindWords(of: spec.kind))
        func singular(_ word: String) -> String { word.count > 3 && word.hasSuffix("s") ? String(word.dropLast()) : word }
        return { own.contains($0) || own.contains(singular($0)) || own.contains($0 + "s") }
    }

    /// `All badges`, `Every chip`, `Badges (all)`: a word for every one (`everyVariantWords`)
    /// with the component's or its kind's words and nothing else names every variant at once.
    package func namesEveryVariant(_ label: String) -> Bool {
        let words = ComponentKind.words(of: label)
        let every = Vocabulary.standard.everyVariantWords
        guard words.count >= 2, words.count <= 4, every.contains(words[0]) || every.contains(words[words.count - 1]) else { return false }
        let rest = words.filter { !every.contains($0) }
        return !rest.isEmpty && rest.allSatisfy(ownWord())
    }

    /// The kinds the component's name gathers: `Cards & Containers` is cards and containers.
    var namedKinds: Set<ComponentKind> {
        let pieces = spec.name.replacing(andBetweenNames, with: "&").split(whereSeparator: { "&/,+、・".contains($0) })
        return Set([spec.kind] + pieces.compactMap { ComponentKind.classifyHead(String($0)) })
    }

    /// `- **Sage Light**: #e5e7e0 background, dark text, 4px radius` under `### Buttons`: a
    /// label with no word of a part (`partNames`) whose phrase states a fill of its own, or that
    /// names a kind of component (`**Shadow Card**`), is one more look of the component, a
    /// variant, not a part of it.
    package func lookVariantName(of label: String, rest: String, line: Int, namesItself: Bool) -> String? {
        guard ComponentState.from(label: label, kind: spec.kind) == nil else { return nil }
        // The component's own kind words are its name, not a part's (`Amber Tag` under Tags);
        // a label that is only those words describes the component itself.
        let kindWords = Vocabulary.kindWords(of: spec.kind)
        let words = ComponentKind.words(of: label)
        let own = words.filter { !kindWords.contains($0) }
        // `**Content Card**`, `**Image Card**` under Cards (or `Cards & Containers`): a card
        // first, whatever its other words are; `**Card image**` is a part.
        let headIsKind = spec.kind != .other && ComponentKind.classifyHead(label).map(namedKinds.contains) == true
            && words != ComponentKind.words(of: spec.name)
        guard !own.isEmpty, words.count <= 5, headIsKind || !own.contains(where: Vocabulary.standard.partNames.contains) else { return nil }
        // `Remove ✕ button: 16×16, hover bg …` under a tag chip: a button inside a component of
        // another kind is a part of it, never a look that replaces the chip's own. (Under
        // `### Buttons`, `Input-style` or `Tag` names one of the buttons' looks.)
        if spec.kind != .other, spec.kind != .button, spec.kind != .floatingActionButton, !headIsKind,
           let named = ComponentKind.classifyHead(label), named == .button || named == .floatingActionButton { return nil }
        // A declaration's name (`--radius-button-sm: 0`, `.btn-lg`) is no variant's.
        guard let first = label.first, first.isLetter || first == "*",
              let stated = look(of: UtilityClassReader.isClassList(rest) ? rest : Self.stateSentences(of: rest, kind: spec.kind).look,
                                line: line, defaultRole: .fill)[.default],
              stated.hasVisualProperty else { return nil }
        // `**Shadow Card**` under Cards; a label naming another kind (`"Add Details" button`
        // inside a card) is a part of this one.
        if headIsKind || (!namesItself && spec.kind != .other && ComponentKind.classify(label) == spec.kind) { return label.trimmingWhitespace }
        // A box of its own: a stated fill, or a border with its colour (`**Hero Surface**:
        // translucent white border (rgba(…))`).
        if let fill = stated.fill, fill.value != nil, !fill.roleImplied { return label.trimmingWhitespace }
        // `**Signal Blue**: \`#2160C4\`, white text, 10px radius`: a colour named by no role, then
        // the text on it and the box's shape, is that box's fill. So is a fill named by a palette
        // colour (`white bg` where the palette has White), under a label other than the
        // component's own name (`**Mic button:**` is the component).
        let ownName = words == ComponentKind.words(of: spec.name)
        func known(_ fill: PropertyValue<RGBAColor>) -> Bool {
            fill.value != nil || (!ownName && fill.reference.flatMap(context.colorToken(named:)) != nil)
        }
        if let fill = stated.fill, known(fill), stated.textColor != nil, stated.radius != nil || stated.paddingHorizontal != nil || stated.paddingVertical != nil {
            return label.trimmingWhitespace
        }
        // `**Quiet**: Paper background, Ink text, 1px Ink border` and `**Calm**: Paper background,
        // Ink text`: a palette fill with a palette border or with the text on it is a box of its
        // own as literals are, under a label naming no kind (`Container: background
        // {colors.canvas}, 1px solid …` is the component's own box).
        if let fill = stated.fill, known(fill), !fill.roleImplied, ComponentKind.classify(label) == nil,
           let edge = stated.borderColor ?? stated.textColor, known(edge) {
            return label.trimmingWhitespace
        }
        guard let border = stated.borderColor, border.value != nil else { return nil }
        return label.trimmingWhitespace
    }

    /// A phrase cut at its state sentences: each one's text is that state's; every other
    /// sentence (`The signature CTA, dark on white`) is the default look's. A state sentence is
    /// labelled with the state (`Hover: …`, `Active: …`) or opens with its word (`Disabled state
    /// is moss at 40% opacity`, `Focus switches the border to moss, error to clay`: see
    /// `stateRuns`). `own`: the component's name's words; a state it is named for is its look.
    package static func stateSentences(of text: String, kind: ComponentKind, besides own: [String] = []) -> (look: String, states: [(ComponentState, String)]) {
        var look = ""
        var states: [(ComponentState, String)] = []
        for sentence in text.split(separator: ". ", omittingEmptySubsequences: true).map(String.init) {
            if let colon = sentence.firstIndex(of: ":"), case let label = String(sentence[..<colon]).trimmingWhitespace,
               label.split(separator: " ").count <= 2, let state = ComponentState.from(label: label, kind: kind), state != .default {
                states.append((state, String(sentence[sentence.index(after: colon)...]).trimmingWhitespace))
            } else if let runs = stateRuns(of: sentence, kind: kind, besides: own) {
                states += runs
            } else {
                look += (look.isEmpty ? "" : ". ") + sentence
            }
        }
        // `Cream bg, Slate text, hover → Ink text + Moss border`: a later clause that opens with
        // a state's word and a colon or an arrow is that state's, with the clauses after it.
        if let split = stateLeadClauses(in: look, kind: kind) {
            look = split.look
            states += split.states
        }
        // `…, 8px radius; background #0040C0 on hover`: a clause ending with a state is its.
        guard let split = PropertyPhraseReader.closingStates(in: look, kind: kind) else { return (look, states) }
        return (split.look, states + split.states.map { ($0.state, $0.words) })
    }

    /// The clauses of a phrase from the first after its opening one that opens with a state's
    /// word and a colon or an arrow (`hover: Ink text`, `hover → Ink text + Moss border`), each
    /// state's with the clauses that follow it; nil when no such clause follows the first. A
    /// colon with no space after it (`hover:bg-moss`) is a utility class's, not such a label.
    /// `resting`: a clause for the resting look (`unselected: Muted`, `non sélectionnés : …`)
    /// counts too, where the phrase is another state's.
    static func stateLeadClauses(in look: String, kind: ComponentKind, resting: Bool = false) -> (look: String, states: [(ComponentState, String)])? {
        guard look.contains(literal: ":") || look.contains(literal: "→") || look.contains(literal: "->") || look.contains(literal: "=>") else { return nil }
        let clauses = PropertyPhraseReader.clauses(of: look)
        guard clauses.count >= 2 else { return nil }
        func lead(_ clause: String) -> (ComponentState, String)? {
            let text = clause.trimmingWhitespace
            for marker in ["→", "->", "=>", ":"] {
                guard let range = text.range(of: marker) else { continue }
                let after = text[range.upperBound...]
                if marker == ":", after.first?.isWhitespace != true { continue }
                let label = String(text[..<range.lowerBound]).trimmingWhitespace
                guard !label.isEmpty, label.split(separator: " ").count <= 2, !label.contains(where: { "`{(#".contains($0) }),
                      let state = ComponentState.from(label: label, kind: kind), resting || state != .default else { return nil }
                let rest = after.trimmingWhitespace
                return rest.isEmpty ? nil : (state, rest)
            }
            return nil
        }
        var kept: [String] = []
        var states: [(ComponentState, [String])] = []
        for (index, clause) in clauses.enumerated() {
            if index > 0, let (state, rest) = lead(clause) {
                states.append((state, [rest]))
            } else if states.isEmpty {
                kept.append(clause)
            } else {
                states[states.count - 1].1.append(clause)
            }
        }
        guard !states.isEmpty else { return nil }
        return (kept.joined(separator: ", "), states.map { ($0.0, $0.1.joined(separator: ", ")) })
    }

    /// Whether `clause` opens with one of the vocabulary's `stateSentenceOpeners` (after a
    /// `stateLeads.opening` word: `on`, `when`, `au`).
    static func opensStateSentence(_ clause: String) -> Bool {
        let words = ComponentKind.words(of: clause)
        let word = words.first.map(Vocabulary.standard.stateLeads.opening.contains) == true ? words.dropFirst().first : words.first
        return word.map(Vocabulary.standard.stateSentenceOpeners.contains) == true
    }

    /// A sentence that opens with a state's word (the vocabulary's `stateSentenceOpeners`), cut
    /// into that state's words and those of each later clause opening with another state's:
    /// `Focus switches the border to moss, error to clay` is the focus state's border and the
    /// error state's. A clause naming no property goes on with the one its state's clause named
    /// (`error to clay`: the border); a clause opening with no state goes on with the state
    /// before it (`Selected turns moss with white text`). Nil when the sentence opens with none.
    static func stateRuns(of sentence: String, kind: ComponentKind, besides own: [String] = []) -> [(ComponentState, String)]? {
        func opening(_ clause: String) -> ComponentState? {
            opensStateSentence(clause) ? PropertyPhraseReader.openingState(of: clause, kind: kind, besides: own) : nil
        }
        guard kind != .statusBadge, opening(sentence) != nil else { return nil }
        var runs: [(state: ComponentState, words: [String], role: PropertyPhraseReader.Role?)] = []
        for clause in PropertyPhraseReader.clauses(of: sentence.trimming(charactersIn: ". ")) {
            guard let state = opening(clause) else {
                if !runs.isEmpty { runs[runs.count - 1].words.append(clause) }
                continue
            }
            var words = PropertyPhraseReader.droppingOpeningState(clause)
            let role = PropertyPhraseReader.role(in: words.lowercased())
            if role == nil, !Self.isOpacityAlone(words), let carried = runs.last?.role { words = carried.rawValue + " " + words }
            runs.append((state, [words], role ?? runs.last?.role))
        }
        return runs.map { ($0.state, $0.words.filter { !$0.isEmpty }.joined(separator: ", ")) }
    }

    /// `at 40% opacity`: an opacity and the words of its phrase alone, the state's own opacity
    /// (`disabled at 40% opacity`), never that of the part the clause before named.
    static func isOpacityAlone(_ words: String) -> Bool {
        guard ValueScanner.opacity(in: words) != nil else { return false }
        let grammar = Vocabulary.standard.valuePhraseWords
        return words.lowercased().split(whereSeparator: { $0.isWhitespace || $0 == "%" }).allSatisfy { word in
            word.allSatisfy { $0.isNumber || $0 == "." } || grammar.opacity.contains(String(word)) || grammar.at.contains(String(word))
        }
    }

    /// What a part's colour is for, by the last word of its name: `Header Background` is a
    /// fill and `Row Border` a border; any other part (`Title`, `Placeholder`) is text.
    package static func partRole(of label: String) -> PropertyPhraseReader.Role {
        let words = ComponentKind.words(of: label)
        guard words.count > 1, let last = words.last else { return .text }
        // By the phrase words (`background`, `fill`, `border`), not the property labels: a
        // part's `color` is the colour it is drawn in, as an icon's is.
        switch PropertyPhraseReader.role(in: last) {
        case .fill: return .fill
        case .border: return .border
        default: return .text
        }
    }

    /// `Sizes: small 32px tall, 12px text; medium 40px tall, 14px text; large …`: a list of the
    /// component's sizes, each opening with a size's name (the vocabulary's `sizeScales`). The
    /// component is drawn at the default size (`medium`, else the first) wherever it states no
    /// size of its own, and every size is listed under it in the document's words, with the line.
    /// False, and nothing read, for any other line.
    package mutating func readSizeList(label: String, rest: String, line: Int, variant: Int?) -> Bool {
        let kindWords = Vocabulary.kindWords(of: spec.kind)
        let own = ComponentKind.words(of: label).filter { !kindWords.contains($0) }
        guard !own.isEmpty, Vocabulary.standard.sizeScaleHeadings.contains(own.joined(separator: " ")) else { return false }
        // Parts between semicolons and commas; a part opening with a size's name starts a size.
        var sizes: [(name: String, text: String)] = []
        for part in rest.split(whereSeparator: { ";,；，".contains($0) }) {
            let text = part.trimmingWhitespace
            let words = ComponentKind.words(of: text)
            if let count = (1...min(2, max(1, words.count))).reversed().first(where: { Vocabulary.standard.sizeNames.contains(words.prefix($0).joined(separator: " ")) }) {
                sizes.append((words.prefix(count).joined(separator: " "), text))
            } else if !sizes.isEmpty {
                sizes[sizes.count - 1].text += ", " + text
            } else {
                return false
            }
        }
        guard sizes.count >= 2 else { return false }
        let chosen = sizes.firstIndex { Vocabulary.standard.defaultSizeNames.contains($0.name) } ?? 0
        // The size's words after its name (`medium: 40px tall` → `40px tall`).
        var words = sizes[chosen].text
        if let space = words.firstIndex(where: { $0 == " " || $0 == ":" }) { words = String(words[space...]) }
        // Each clause as a phrase (`14px text` is the type); a clause that the phrase reads nothing
        // from (`40px tall`) is the label's measure, as `Size: 40px` is a height.
        var size = PropertySet()
        for clause in PropertyPhraseReader.clauses(of: words.trimming(charactersIn: " :—–-")) {
            var set = look(of: clause, line: line, defaultRole: .text)[.default] ?? PropertySet()
            if set.isEmpty { _ = phrases.apply(label: own.joined(separator: " "), text: clause, line: line, to: &set) }
            size = size.merged(over: set)
        }
        withVariant(variant) { $0[.default] = $0[.default].merged(over: size) }
        for size in sizes { addRule(size.text, line: line) }
        return true
    }

    /// `14px (badges), 20px (cards/buttons), 32px (large)`: values each followed by the uses they
    /// are for in brackets. The value whose uses name this component (or its variant), and the
    /// other alternatives; nil when the text is no such list or no use names the component.
    /// `2px for inline elements, 4px for content cards`: the uses after `for`, the same.
    func labelledAlternative(in text: String, variant: Int?) -> (chosen: String, others: [String])? {
        guard text.contains(where: { $0 == "(" || $0 == "（" }) || text.contains(literal: " for ") else { return nil }
        var pieces: [(value: String, uses: String, whole: String)] = []
        var depth = 0
        var current = ""
        func close() -> Bool {
            let piece = current.trimmingWhitespace
            current = ""
            if let forUses = piece.range(of: " for "), !piece.contains(where: { $0 == "(" || $0 == "（" }) {
                let value = piece[..<forUses.lowerBound].trimmingWhitespace
                guard !value.isEmpty, !value.contains(" "), value.contains(where: \.fastIsNumber) else { return false }
                pieces.append((value, String(piece[forUses.upperBound...]), piece))
                return true
            }
            guard let open = piece.firstIndex(where: { $0 == "(" || $0 == "（" }), piece.last == ")" || piece.last == "）" else { return false }
            let value = piece[..<open].trimmingWhitespace
            guard !value.isEmpty, value.contains(where: \.fastIsNumber) else { return false }
            pieces.append((value, String(piece[piece.index(after: open)..<piece.index(before: piece.endIndex)]), piece))
            return true
        }
        // `4px (small elements) or 8px (cards)`: a conjunction between two uses is a comma.
        let conjunctions = Vocabulary.standard.listConjunctions
        for character in text {
            if character == " ", depth == 0, let last = current.split(separator: " ").last,
               conjunctions.contains(last.lowercased()), current.dropLast(last.count).trimmingWhitespace.last.map({ $0 == ")" || $0 == "）" }) == true {
                current.removeLast(last.count)
                guard close() else { return nil }
                continue
            }
            switch character {
            case "(", "（": depth += 1
            case ")", "）": depth -= 1
            case ",", ";", "、":
                if depth == 0 {
                    guard close() else { return nil }
                    continue
                }
            default: break
            }
            current.append(character)
        }
        guard close(), pieces.count >= 2 else { return nil }
        var own = Set(ComponentKind.words(of: spec.name))
        if let variant, spec.variants.indices.contains(variant) { own.formUnion(ComponentKind.words(of: spec.variants[variant].name)) }
        // `40px (lg), 36px (md), 32px (sm)`: one value per size, the default size's drawn (else the
        // first's), as a list of sizes is.
        let sizes = Vocabulary.standard.sizeNames
        let sized = pieces.allSatisfy { sizes.contains(ComponentKind.words(of: $0.uses).joined(separator: " ")) }
        guard let index = pieces.firstIndex(where: { !own.isDisjoint(with: ComponentKind.words(of: $0.uses)) })
            ?? (sized ? pieces.firstIndex { Vocabulary.standard.defaultSizeNames.contains(ComponentKind.words(of: $0.uses).joined(separator: " ")) } ?? 0 : nil)
        else { return nil }
        // (`Horizontal 16px (lg), 12px (md)`: the side the first names is every size's.)
        var chosen = pieces[index].value
        if index > 0, sized, let side = pieces[0].value.split(separator: " ").first, !side.contains(where: \.fastIsNumber) {
            chosen = side + " " + chosen
        }
        return (chosen, pieces.indices.filter { $0 != index }.map { pieces[$0].whole })
    }

    /// `16px, 20px, or 24px`: two or more lengths, each alone, parted by commas and an "or" word
    /// (`listConjunctions`) before the last. The first; nil for anything else (`12px 24px`, `8px, 16px`).
    static func offeredLengths(in text: String) -> String? {
        let conjunctions = Vocabulary.standard.listConjunctions
        let words = text.split(whereSeparator: { $0.fastIsWhitespace || $0 == "," })
        guard words.contains(where: { conjunctions.contains($0.lowercased()) }), text.contains(",") || words.count == 3 else { return nil }
        let lengths = words.filter { !conjunctions.contains($0.lowercased()) }
        guard lengths.count >= 2, lengths.allSatisfy({ ValueScanner.isLengthWord($0.trimming(charactersIn: "`.")[...]) }) else { return nil }
        return lengths.first.map { String($0.trimming(charactersIn: "`.")) }
    }

    /// What a value says a thing looks like, by state: utility classes when it is a list of
    /// them, else a phrase of properties for the default state.
    package func look(of text: String, line: Int, defaultRole: PropertyPhraseReader.Role) -> [ComponentState: PropertySet] {
        if let states = UtilityClassReader(context: context).read(text, line: line) { return states }
        var set = PropertySet()
        phrases.phrase(text, line: line, defaultRole: defaultRole, into: &set)
        return [.default: set]
    }

    /// A declaration about a part styled on its own (`.input::placeholder { color: … }`): the
    /// part's property, never the component's.
    package mutating func readPartDeclaration(part name: String, label: String, rest: String, line: Int, variant: String? = nil) {
        let index = spec.parts.firstIndex { $0.name == name && $0.variant == variant } ?? {
            spec.parts.append(ComponentPart(name: name, properties: PropertySet(), provenance: context.provenance(line: line), variant: variant))
            return spec.parts.count - 1
        }()
        var set = spec.parts[index].properties
        // `content: "*"` on a pseudo-element: the text it draws.
        if label.lowercased() == "content" {
            let text = rest.trimmingWhitespace.trimming(charactersIn: "\"';")
            if !text.isEmpty {
                set.sampleText = PropertyValue(raw: rest, value: text, provenance: context.provenance(line: line))
                spec.parts[index].properties = set
            }
            return
        }
        if phrases.apply(label: label, text: rest, line: line, to: &set) { spec.parts[index].properties = set }
    }

    /// A line under a caption naming a text part (`**Label**` over `- Size: 13px`, `- Color:
    /// Slate`): with no box of its own, the part's colour is its text's and its size its type's.
    /// A state's line is no look the preview draws for a part: listed with its words.
    package mutating func readTextPartLine(part name: String, caption: (line: Int, words: String), label: String, rest: String, line: Int, state: ComponentState) {
        let index = spec.parts.firstIndex { $0.name == name && $0.variant == nil } ?? {
            let provenance = Provenance(file: context.document.file, line: caption.line, excerpt: caption.words)
            spec.parts.append(ComponentPart(name: name, properties: PropertySet(), provenance: provenance))
            return spec.parts.count - 1
        }()
        let provenance = context.provenance(line: line)
        guard state == .default else {
            spec.notDrawn.append(DocumentText(text: "\(name) (\(state.rawValue)): \(label): \(rest)", provenance: provenance))
            return
        }
        let meaning = PropertyPhraseReader.meaning(ofLabel: label)
        if Vocabulary.standard.textColorWords.contains(label.lowercased()) || meaning.map({ if case .fill = $0 { true } else { false } }) == true {
            // A colour no token names (`Warm-700` beside a palette without it) is kept as written,
            // to be shown not understood, as a component's `Color:` line is.
            spec.parts[index].properties.textColor = phrases.color(in: rest, provenance: provenance) ?? PropertyValue(raw: rest, provenance: provenance)
            return
        }
        // (A picture's size is its own, never a type's.)
        if case .height? = meaning, ComponentKind.words(of: name).allSatisfy({ !Vocabulary.standard.graphicPictures.contains($0) }) {
            readPartDeclaration(part: name, label: "font size", rest: rest, line: line)
        } else {
            readPartDeclaration(part: name, label: label, rest: rest, line: line)
        }
    }

    /// `Case name (Serif, 16pt–18pt)` or `Icon (48×48pt circle, colored)`: a part and its style.
    package mutating func readPartLine(_ text: String, line: Int) {
        guard let match = text.firstMatch(of: nameWithParenthetical) else { return }
        let name = String(match.1)
        // `1. #FFFFFF (white) - 0%`: a gradient's stop or a swatch, named by its colour, is no part.
        if let literal = ColorValueScanner.first(in: name), literal.text == name.trimmingWhitespace { return }
        let style = String(match.2) + String(match.3)
        var part = PropertySet()
        phrases.phrase(style, line: line, defaultRole: .text, into: &part)
        if let font = phrases.font(in: style, provenance: context.provenance(line: line)) { part.font = font }
        if Vocabulary.standard.phraseFlags.circlePart.contains(where: { style.lowercased().contains($0) }), let size = ValueScanner.length(in: style) {
            part.width = PropertyValue(raw: style, value: size, provenance: context.provenance(line: line))
            part.height = part.width
            part.fullyRounded = PropertyValue(raw: style, value: true, provenance: context.provenance(line: line))
            part.font = nil
        }
        guard part.hasVisualProperty else { return }
        spec.parts.append(ComponentPart(name: name, properties: part, provenance: context.provenance(line: line)))
    }

    /// `Primary, Secondary or Ghost` after a variant list's label: the names its first sentence
    /// lists (commas, slashes and the vocabulary's "or"), when there are several and each is short.
    static func variantNames(listedIn text: String) -> [String]? {
        let names = text.trimming(charactersIn: ". ").split(separator: ".").first.map(String.init) ?? text
        let words = names.split(separator: " ", omittingEmptySubsequences: false)
            .map { Vocabulary.standard.listConjunctions.contains($0.lowercased()) ? "|" : String($0) }.joined(separator: " ")
        let pieces = words.replacing(nameSeparators, with: "|").split(separator: "|").map { $0.trimmingWhitespace }.filter { !$0.isEmpty }
        return pieces.count > 1 && pieces.allSatisfy({ $0.split(separator: " ").count <= 3 }) ? pieces : nil
    }

    /// A name and nothing else: no value (a digit, a code span, a token's dotted name, a colour
    /// literal or reference), and not a colour of the document's with the property it colours
    /// (`Moss fill`, `Chalk text` are a look; `Text-only` is a variant's name).
    func isBareName(_ piece: String) -> Bool {
        guard !piece.contains(where: { $0.isNumber || "`#{.".contains($0) }) else { return false }
        let words = piece.split(separator: " ").map(String.init)
        guard words.count >= 2, let last = words.last, PropertyPhraseReader.meaning(ofLabel: last) != nil else { return true }
        return context.colorToken(named: words.dropLast().joined(separator: " ")) == nil
    }

    /// What a sentence sets when it reads as a spec: two or more things a preview draws. Handed
    /// to `readPlain` so the sentence is not read twice.
    package func sentenceLook(_ text: String, line: Int) -> PropertySet? {
        var set = PropertySet()
        phrases.phrase(stateClauses(text).look, line: line, defaultRole: .fill, into: &set)
        // `Small, monospace, all-caps, 11px.`: a size with two more aspects of the type is a
        // look too, all of it the text's.
        let fullType = set.font?.value.map { font in
            font.size != nil && [font.family != nil, font.weight != nil, font.uppercase || font.textCase != nil,
                                 font.letterSpacing != nil || font.letterSpacingEms != nil].filter { $0 }.count >= 2
        } == true
        return set.visualPropertyCount + (fullType ? 1 : 0) >= 2 ? set : nil
    }

    /// The index of the clause that ends the sentence `clauses[index]` is in: the first from it
    /// that a stop follows in `text`. Nil when the clauses cannot be found in order.
    static func sentenceEnd(after index: Int, of clauses: [String], in text: String) -> Int? {
        var cursor = text.startIndex
        for (at, clause) in clauses.enumerated() {
            guard let found = text.range(of: clause, range: cursor..<text.endIndex) else { return nil }
            cursor = found.upperBound
            guard at >= index else { continue }
            let next = text[cursor...].first { !$0.isWhitespace }
            if next == "." || next == "。" || next == nil { return at }
        }
        return nil
    }

    /// A phrase's clauses that open with a state ("Focus thickens the bottom border to white")
    /// or end with one ("border #0057FF on hover"), each that state's words, and the rest of the phrase, the look's. `wholeLine`: a line that
    /// opens with a state is that state's words entire ("On hover, the border turns Chalk"). A
    /// state the component is named for ("Error states") is its look, not another state of it.
    func stateClauses(_ text: String, wholeLine: Bool = false) -> (look: String, states: [(state: ComponentState, words: String)]) {
        let own = ComponentKind.words(of: spec.name)
        func opening(_ words: String) -> ComponentState? { PropertyPhraseReader.openingState(of: words, kind: spec.kind, besides: own) }
        let clauses = PropertyPhraseReader.clauses(of: text)
        let joined = PropertyPhraseReader.plusJoined(clauses, in: text)
        var look: [String] = []
        var states: [(state: ComponentState, words: String)] = []
        // The look's clauses since the last state's: those a `+` may join to a state after them.
        var pending: [String] = []
        // `Upon focus, the border thickens to 2px.`: an opening that is only a state's words
        // speaks of the rest of its sentence; this is the clause where that sentence ends.
        var sentenceOf: Int?
        for (index, clause) in clauses.enumerated() {
            if let carrying = sentenceOf {
                states[states.count - 1].words += ", " + clause
                if index >= carrying { sentenceOf = nil }
            } else if let state = opening(clause) {
                states.append((state, clause))
                pending = []
                if ComponentKind.words(of: clause).count <= 2, index + 1 < clauses.count,
                   let end = Self.sentenceEnd(after: index, of: clauses, in: text), end > index { sentenceOf = end }
            } else if let closing = PropertyPhraseReader.closingState(of: clause, kind: spec.kind, besides: own) {
                // `background #0040C0 on hover`: the value is that state's, and so are the
                // clauses a `+` joins to it (`kelp-tint + kelp text when selected`).
                var first = index
                while first > 0, joined[first], first - 1 >= index - pending.count { first -= 1 }
                let carried = Array(clauses[first..<index])
                look.removeLast(carried.count)
                states.append((closing.state, (carried + [closing.words]).joined(separator: ", ")))
                if let rest = closing.rest { look.append(rest) }
                pending = []
            } else {
                look.append(clause)
                pending.append(clause)
            }
        }
        let lookText = states.isEmpty ? text : look.joined(separator: ", ")
        guard wholeLine, let state = opening(text) else { return (lookText, states) }
        // `Focus switches the border to moss, error to clay`: a later clause opening with another
        // state's word (`stateSentenceOpeners`) starts that state's words.
        var runs: [(state: ComponentState, words: [String])] = [(state, [])]
        for clause in clauses {
            if !runs[0].words.isEmpty, Self.opensStateSentence(clause), let next = opening(clause), next != runs[runs.count - 1].state {
                runs.append((next, [clause]))
            } else {
                runs[runs.count - 1].words.append(clause)
            }
        }
        guard runs.count > 1 else { return (lookText, [(state, text)]) }
        return (lookText, runs.map { ($0.state, $0.words.joined(separator: ", ")) })
    }

    /// An unlabelled statement: a phrase of properties, a variant mention, a sample or a rule.
    /// `look`: the phrase's properties, when the caller has read them already (`sentenceLook`).
    package mutating func readPlain(_ text: String, line: Int, variant: Int?, look: PropertySet? = nil) {
        if let states = UtilityClassReader(context: context).read(look == nil ? quotedClasses(in: text) ?? text : text, line: line) {
            withVariant(variant) { target in
                for (state, set) in states { target[state] = set.merged(over: target[state]) }
            }
            return
        }
        // `Headline 28px Ink; caption 13px Slate below it`: in a card, a row or a bar, a line
        // that lists parts with their looks styles those parts, not the component (whose fill
        // Slate would become). A button's or a field's `label 14px` is its own text.
        readChildComponents(text, line: line, variant: variant)
        if readPartList(text, line: line, variant: variant) { return }
        // `Cream fill, ink text. Column heads in {typography.kicker} (uppercase); link rows in
        // {typography.body}.`: a sentence of a bullet that lists parts styles those parts, their
        // case included; the other sentences are the component's own look.
        var text = text
        if look == nil, text.contains(literal: ". "), let rest = readingPartLists(text, line: line, variant: variant) {
            guard !rest.isEmpty else { return }
            text = rest
        }
        // `Quiet fill; icons coloured in Pine`: a clause about one of its parts colours that part.
        if look == nil {
            text = readingPartColourClauses(text, line: line, variant: variant)
            guard !text.isEmpty else { return }
            noteColourLead(text, line: line, variant: variant)
        }
        let lower = text.lowercased()
        if Vocabulary.standard.phraseFlags.mentionsBorder.contains(where: { lower.containsText($0) }) { mentionsBorder = true }
        // `"Delete Alarm" (destructive variant)`: a sample of the variant the parenthesis names.
        if let match = text.firstMatch(of: quotedNote), Vocabulary.standard.codeBlockSections.variants.contains(String(match.3).lowercased()) {
            if spec.variants.isEmpty, spec.base.name == "base" { spec.base.name = "default" }
            let index = variantIndex(String(match.2), line: line)
            spec.variants[index][.default].sampleText = PropertyValue(raw: text, value: String(match.1), provenance: context.provenance(line: line))
            addSample(String(match.1), line: line)
            return
        }
        if let quoted = text.quotedCopy.first, text.trimmingWhitespace.hasPrefix("\"") {
            addSample(quoted, line: line)
            return
        }
        // `Error states are calm`: a state named before the word for state. (An aside after a
        // dash, `… text {colors.ash} — dim utility state`, says what the look is for.)
        let head = [" — ", " – "].compactMap { text.range(ofLiteral: $0)?.lowerBound }.min().map { String(text[..<$0]) } ?? text
        let words = ComponentKind.words(of: head)
        let stateNouns = Vocabulary.standard.stateNouns
        var mentionsState = false
        for (index, word) in words.enumerated() where stateNouns.contains(word) {
            mentionsState = mentionsState || index > 0
            guard index > 0, let state = ComponentState.from(label: words[index - 1], kind: nil), state != .default else { continue }
            if !mentionedStates.contains(where: { $0.state == state }) { mentionedStates.append((state, line)) }
        }
        noteSameAs(text, line: line, variant: variant, state: .default)
        // "Focus thickens the bottom border to white", "On hover, the fill darkens": a line, or
        // a clause of one, that opens with a state describes that state, never the default look.
        let parts = stateClauses(text, wholeLine: look == nil)
        let opensWithState = look == nil && parts.states.first.map { text.hasPrefix($0.words) } == true
        var set = look ?? PropertySet()
        let textRole = readsText && look == nil
        if look == nil { phrases.phrase(textRole ? Self.droppingPairing(parts.look) : parts.look, line: line, defaultRole: textRole ? .text : .fill, into: &set) }
        // `white on berry`: the colour before `on` is the text's, the one after it the fill's.
        if textRole, let (text, fill) = Self.pairing(in: parts.look) {
            var pair = PropertySet()
            phrases.phrase(text, line: line, defaultRole: .text, into: &pair)
            phrases.phrase(fill, line: line, defaultRole: .fill, into: &pair)
            set = set.merged(over: pair)
        }
        if textRole, let font = phrases.font(in: parts.look, provenance: context.provenance(line: line)), let read = font.value {
            if let own = set.font?.value { set.font?.value = own.merged(over: read) } else { set.font = font }
        }
        addStateDecorations(text, line: line, variant: variant)
        var saidOfStates = false
        // The property the state clause before named: `Focus switches the border to moss, error
        // to clay` gives the error state the border too.
        var carried: PropertyPhraseReader.Role?
        for (state, clause) in parts.states {
            var said = PropertySet()
            // (A closing state's words come without it already.)
            let opens = PropertyPhraseReader.openingState(of: clause, kind: spec.kind, besides: ComponentKind.words(of: spec.name)) != nil
            var words = opens ? PropertyPhraseReader.droppingOpeningState(clause) : clause
            let role = PropertyPhraseReader.role(in: words.lowercased())
            if opens, role == nil, let carried { words = carried.rawValue + " " + words }
            carried = role ?? (opens ? carried : nil)
            phrases.phrase(words, line: line, defaultRole: .fill, into: &said)
            // `Error turns the border a warmer red`: a state's property named, its value in words
            // not understood, is marked so, never left to the resting look.
            // (The line is then read on as it was: a rule it states is still listed.)
            if !said.hasVisualProperty, opens, Self.opensStateSentence(clause) {
                var marks = PropertySet()
                // (Kept in the clause's own words, its state's included, when they name the property.)
                let provenance = context.provenance(line: line)
                if Self.markUnread(clause, provenance: provenance, textOnly: false, in: &marks)
                    || Self.markUnread(words, provenance: provenance, textOnly: false, in: &marks) {
                    stateMarks.append((variant, state, marks))
                }
            }
            guard said.hasVisualProperty else { continue }
            withVariant(variant) { $0[state] = $0[state].merged(over: said) }
            saidOfStates = true
        }
        if opensWithState && saidOfStates { return }
        // (`…, #C2410C border in error state`, `borda #x em estado de erro`: a state noun after a
        // lead into a closing state says no rule.)
        let leads = Vocabulary.standard.stateLeads.closing
        let closesWithState = words.indices.contains { index in
            guard index > 0, stateNouns.contains(words[index]) else { return false }
            return leads.contains(words[index - 1]) || (index > 1 && leads.contains(words[index - 2]))
        }
        let opensRule = Vocabulary.standard.ruleOpeners.contains { lower.hasPrefix($0) } || (mentionsState && !closesWithState)
        if set.hasVisualProperty, !(opensRule && set.borderWidth == nil && set.fullWidth == nil) {
            // A line in the document's own words ("the loud call to action — volt on black")
            // fills in what the component's labelled lines leave open; it never undoes them. A
            // look handed in (a caption's) is the component's, as stated.
            withVariant(variant) { $0[.default] = look == nil ? $0[.default].merged(over: set) : set.merged(over: $0[.default]) }
            if Vocabulary.standard.negatingOpeners.contains(where: lower.hasPrefix) { addRule(text, line: line) }
        } else if opensRule {
            addRule(text, line: line)
        }
    }

    /// `white on berry` in a clause of a phrase: the words before `on` and the words after it,
    /// unless what follows names a state (`underline on hover`).
    static func pairing(in phrase: String) -> (String, String)? {
        for clause in PropertyPhraseReader.clauses(of: phrase) {
            guard let range = clause.range(ofLiteral: " on ") else { continue }
            let after = String(clause[range.upperBound...]).trimmingWhitespace
            guard let first = after.split(separator: " ").first, ComponentState.from(label: String(first), kind: nil) == nil else { continue }
            return (String(clause[..<range.lowerBound]).trimmingWhitespace, after)
        }
        return nil
    }

    /// A phrase without the clause that pairs two colours (`pairing(in:)`), read on its own.
    static func droppingPairing(_ phrase: String) -> String {
        guard pairing(in: phrase) != nil else { return phrase }
        return PropertyPhraseReader.clauses(of: phrase).filter { clause in pairing(in: clause) == nil }.joined(separator: ", ")
    }

    /// `Underlined on hover`: the decoration a phrase gives the state it names, where that
    /// state has none of its own.
    package mutating func addStateDecorations(_ text: String, line: Int, variant: Int?) {
        let found = phrases.stateDecorations(in: text)
        guard !found.isEmpty else { return }
        let provenance = context.provenance(line: line)
        withVariant(variant) { target in
            for (state, decoration) in found {
                var set = target[state]
                var font = set.font?.value ?? FontSpec()
                guard font.decoration == nil else { continue }
                font.decoration = decoration
                set.font = PropertyValue(raw: set.font?.raw ?? text, value: font, reference: set.font?.reference, provenance: set.font?.provenance ?? provenance)
                target[state] = set
            }
        }
    }

    /// Gives states the prose only names a colour from a token named after the state
    /// (`feedback.error` for an error state), so a preview can still show the difference.
    package mutating func finish() -> ComponentSpec {
        defer { sameAsReferences = []; paddingSides = [] }
        // `LIVE Indicator` with `padding: 2px 8px`: an indicator whose look gives it side padding
        // holds a label, a badge, not a dot (which has neither).
        if spec.kind == .indicatorDot, !ComponentKind.words(of: spec.name).contains("dot"),
           ([spec.base] + spec.variants).contains(where: { $0.states.values.contains { $0.paddingHorizontal != nil } }) {
            spec.kind = .statusBadge
        }
        let boxed = spec.kind != .other
        for (variant, state, value) in colorLines {
            let drawsNoText = spec.kind.drawsNoText
            withVariant(variant) { target in
                var set = target[state]
                if !drawsNoText {
                    // (`Color: #05C46B` beside `Font: Roboto, 14px, #FFFFFF` on a button: the
                    // text's colour is stated, so the box's is the one the line gives.)
                    if set.textColor == nil { set.textColor = value } else if set.fill == nil, boxed,
                        set.textColor?.provenance.line != value.provenance.line { set.fill = value }
                } else if set.fill == nil {
                    set.fill = value
                }
                target[state] = set
            }
        }
        resolvePaddingSides()
        resolveSameAs()
        applyCircleNames()
        spec.mergeTrackParts()
        for (state, line) in mentionedStates {
            let current = spec.base[state]
            // (`Error: Red border` where no colour is called Red: the border the state's own
            // colour names, `status.error`, rather than a border not understood.)
            var withoutUnknownBorder = current
            if current.borderColor?.value == nil, current.borderColor?.reference == nil { withoutUnknownBorder.borderColor = nil }
            guard !withoutUnknownBorder.hasVisualProperty, let name = context.colorToken(named: state.rawValue)?.name ?? context.semanticNames[state.rawValue] else { continue }
            var set = current
            let value = PropertyValue<RGBAColor>(raw: context.document.line(line), reference: name, provenance: context.provenance(line: line))
            if mentionsBorder { set.borderColor = value } else { set.fill = value }
            spec.base[state] = set
        }
        applyKindStateColors()
        // `Hover: remains white` on a text link: a state of a component drawn without a fill
        // changes its text, not a fill it never had.
        // The shared states of a component whose every variant is text without a fill (`Plain
        // link: ink text`, then `Hover: a colour change to #x`) change the text, too.
        // (An outline control, transparent in a drawn border, is a box whose hover tints it.)
        func drawsTextOnly(_ set: PropertySet) -> Bool {
            set.textColor != nil && (set.fill == nil || set.fill?.value?.alpha == 0)
                && (set.borderWidth?.value?.value ?? 0) == 0 && (set.borderColor == nil || set.borderWidth?.value?.value == 0)
        }
        // `Ghost: transparent background, Slate text; Hover: Mist`: a state's colour nearer the
        // ground the resting text stands on than that text (a pale tint under dark text) would
        // vanish as text; it is a tint behind the text, a fill.
        let context = self.context
        func colour(_ value: PropertyValue<RGBAColor>?) -> RGBAColor? {
            guard let value else { return nil }
            if let literal = value.value { return literal }
            guard let reference = value.reference, let token = context.colorToken(named: reference),
                  case .color(let found)? = context.tokens.value(of: token) else { return nil }
            return found
        }
        func tintsGround(_ fill: PropertyValue<RGBAColor>, under text: PropertyValue<RGBAColor>?) -> Bool {
            guard let tint = colour(fill), tint.alpha > 0, let ink = colour(text) else { return false }
            let ground = ink.relativeLuminance < 0.18 ? RGBAColor(red: 1, green: 1, blue: 1) : RGBAColor(red: 0, green: 0, blue: 0)
            return ContrastRatio(between: tint, and: ground) < ContrastRatio(between: tint, and: ink)
        }
        let variantsTextOnly = !spec.variants.isEmpty && spec.base[.default].fill == nil
            && spec.variants.allSatisfy { drawsTextOnly($0[.default].merged(over: spec.base[.default])) }
        func textOnlyStates(_ variant: inout ComponentVariant, over base: ComponentVariant?) {
            let own = base.map { variant[.default].merged(over: $0[.default]) } ?? variant[.default]
            guard drawsTextOnly(own) || (base == nil && variantsTextOnly) else { return }
            for state in variant.states.keys where state != .default {
                guard var set = variant.states[state], let fill = set.fill, fill.roleImplied, set.textColor == nil,
                      !tintsGround(fill, under: own.textColor) else { continue }
                set.textColor = fill
                set.fill = nil
                variant.states[state] = set
            }
        }
        textOnlyStates(&spec.base, over: nil)
        for index in spec.variants.indices { textOnlyStates(&spec.variants[index], over: spec.base) }
        // `Focus: ring with #3B82F6` on a bordered field: focus shows on the edge, so a colour
        // with no role there is the border's (a ring), not a fill the field never changes to.
        func focusOnTheEdge(_ variant: inout ComponentVariant, over base: ComponentVariant?) {
            let own = base.map { variant[.default].merged(over: $0[.default]) } ?? variant[.default]
            guard (own.borderWidth?.value?.value ?? 0) > 0, var set = variant.states[.focus], let fill = set.fill, fill.roleImplied,
                  set.borderColor == nil, set.textColor == nil else { return }
            set.borderColor = fill
            set.fill = nil
            variant.states[.focus] = set
        }
        focusOnTheEdge(&spec.base, over: nil)
        for index in spec.variants.indices { focusOnTheEdge(&spec.variants[index], over: spec.base) }
        let borderlessWords = Vocabulary.standard.borderlessVariantWords
        for index in spec.variants.indices {
            let words = ComponentKind.words(of: spec.variants[index].name)
            var own = spec.variants[index][.default]
            // A text-only or plain variant draws no box, whatever the shared border says.
            if own.borderWidth == nil, words.contains(where: { borderlessWords.contains($0) }) {
                own.borderWidth = PropertyValue(raw: spec.variants[index].name, value: Length(0), provenance: spec.variants[index].provenance)
            }
            // A variant only mentioned ("destructive variant") takes the colour the system
            // reserves for it in a token's name or usage note. One that states its own text
            // colour (`Links: 14px, #1A1A1A text`) is a look already, on the shared fill.
            // A style sheet's rule states its look: its name reserves no colour (`.field.error`).
            if !variantsStated, own.fill == nil, own.textColor == nil, spec.base[.default].fill != nil, let token = Self.token(namedLike: spec.variants[index].name, context: context) {
                own.fill = PropertyValue(raw: spec.variants[index].name, reference: token.name, provenance: spec.variants[index].provenance)
            }
            spec.variants[index][.default] = own
        }
        paletteStates(&spec.base, over: nil)
        for index in spec.variants.indices { paletteStates(&spec.variants[index], over: spec.base) }
        markStates()
        return spec
    }

    /// Each of `stateMarks` on its state, for the properties no value was found for there (nor,
    /// for a variant, in the state every variant shares).
    private mutating func markStates() {
        defer { stateMarks = [] }
        for (variant, state, marks) in stateMarks {
            let shared = variant == nil ? PropertySet() : spec.base[state]
            withVariant(variant) { target in
                let stated = target[state].merged(over: shared)
                var open = marks
                if stated.fill != nil { open.fill = nil }
                if stated.textColor != nil { open.textColor = nil }
                if stated.borderColor != nil { open.borderColor = nil }
                if stated.shadow != nil { open.shadow = nil }
                target[state] = target[state].merged(over: open)
            }
        }
    }

    /// `**Harbor Blue Dark** (#0B3D66): Harbor Blue on hover and press`: a palette colour named
    /// after a fill and described as that fill's hover or pressed colour is the hover or pressed
    /// fill of a component filled with it, where the component states none.
    private func paletteStates(_ variant: inout ComponentVariant, over base: ComponentVariant?) {
        let own = base.map { variant[.default].merged(over: $0[.default]) } ?? variant[.default]
        guard let ownFill = own.fill else { return }
        // The fill by its token's name, or written as that token's value (`#F28C06`).
        let palette = context.tokens.tokens(of: .color).filter { $0.mode != .dark }
        let byName = ownFill.reference.flatMap(context.colorToken(named:))
        let byValue = ownFill.value.flatMap { value in palette.first { token in
            if case .color(let color) = token.value { color == value } else { false }
        } }
        guard let fill = byName ?? byValue else { return }
        let stateWords = Vocabulary.standard.stateWords
        for token in palette where token.slug != fill.slug {
            guard token.name.lowercased().hasPrefix(fill.name.lowercased() + " "), let usage = token.usage ?? token.role else { continue }
            // Words, or (`ホバー・プレス時`) the vocabulary's words written without spaces.
            let wide = stateWords.filter { !$0.key.utf8.allSatisfy { $0 < 0x80 } && usage.contains($0.key) }.map(\.value)
            var named = Set(wide)
            // `quiet field fill, menu row hover`: a state word right after another kind's
            // name is that component's state (a row's hover), not this fill's; `pressed-state
            // for the primary pill` is the fill's own.
            let words = ComponentKind.words(of: usage)
            for (index, word) in words.enumerated() {
                guard let state = stateWords[word] else { continue }
                if index > 0, let kind = ComponentKind.classify(words[index - 1]), kind != spec.kind { continue }
                named.insert(state)
            }
            named = named.intersection([.hover, .pressed]).subtracting(context.deniedStates)
            for state in named.sorted() {
                let stated = (base.map { variant[state].merged(over: $0[state]) } ?? variant[state])
                guard stated.fill == nil else { continue }
                variant[state].fill = PropertyValue(raw: usage, reference: token.name, provenance: token.provenance)
            }
        }
    }
}

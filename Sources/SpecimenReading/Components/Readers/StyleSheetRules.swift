import SpecimenModel

/// A component written as a style sheet of class rules under its heading:
///
/// ```css
/// .chip { height: 22px; … }            /* the component's own rule */
/// .chip:hover { … }                    /* a state */
/// .chip.positive { … }                 /* a variant: a modifier class */
/// .chip.active { … }                   /* a state written as a class */
/// .chip-icon { … }                     /* a part, named by a part word */
/// .chip-counter { … }                  /* any other sub-element: a variant */
/// .chip-success { … }                  /* beside .chip-warning: a variant, a modifier */
/// .chip.required::after { … }          /* a pseudo-element: a part of that variant */
/// ```
///
/// The component's class is the one its heading names (`.segmented-control` under `Segmented
/// Control`, `.nav` under `Navigation`), else the class other rules extend (`.card` for
/// `.card-header`). Rules that all open with one word and have no rule of their own
/// (`.btn-solid`, `.btn-ghost` under `Button`) are each a variant of it.
package struct StyleSheetRules: Sendable {
    /// The component's class, without its dot (`chip`).
    package var base: String
    /// Whether the style sheet has a rule for `base` itself.
    package var hasBaseRule: Bool
    /// Sub-elements with states or modifiers of their own (`.chip-counter:hover`): interactive
    /// items, drawn as variants even when a part word names them.
    package var interactive: Set<String>
    /// The variants named by modifier classes of the component's own (`Neutral` for `.chip.neutral`).
    package var modifiers: Set<String>
    /// The words of every variant a rule names, modifier, sub-element or another class
    /// (`neutral`, `counter`, `dropdown menu`).
    package var ruleVariants: Set<[String]> = []
    /// Whether a modifier naming the error state (`.field.invalid`) is that state: when no other
    /// modifier names a look of the component's (`.tag.default`, `.tag.success`).
    package var errorIsState = true
    /// Whether the component's sub-classes are a family of its looks (`.badge-success`,
    /// `.badge-warning`), each a modifier of its rule rather than an element inside it.
    package var variantFamily = false
    /// Whether the rules are for elements (`input`, `a.active`), read as classes are.
    package var readsElements = false

    /// What a rule's selector says of the statement under it.
    package struct Place: Equatable {
        var variant: String?
        var state: ComponentState = .default
        var part: String?
        /// A pseudo-class that names no state (`:last-child`, `:nth-child(2)`): not the
        /// component's default look.
        var unknownPseudo = false
    }

    /// `.tag.default:hover::after`: its classes, the pseudo-class and the pseudo-element;
    /// `.table th.sortable` also gives the element after the first compound (`th`). Nil for a
    /// subject that is no class selector.
    package struct Selector: Equatable {
        var classes: [String]
        var pseudoClasses: [String] = []
        var pseudoElement: String?
        /// The descendant's element and classes, after the first compound.
        var descendant: [String] = []
    }

    /// `elements`: an element's rule counts too (`input:focus`, `a.active`, the first of
    /// `input, textarea`), its element read as the first class.
    package static func parse(_ subject: String, elements: Bool = false) -> Selector? {
        var text = subject.trimmingWhitespace
        if elements, element(of: text) != nil { text = "." + text.prefix { $0 != "," }.trimmingWhitespace }
        guard text.hasPrefix("."), text.dropFirst().first?.fastIsLetter == true else { return nil }
        let compounds = text.split(whereSeparator: { $0 == " " || $0 == ">" || $0 == "+" || $0 == "~" }).map(String.init)
        guard let first = compounds.first else { return nil }
        var selector = Selector(classes: [])
        // Returns the compound's classes (and its element), noting its pseudo-classes and element.
        func read(_ compound: String) -> [String] {
            var classes: [String] = []
            var rest = compound
            if let range = compound.range(ofLiteral: "::") {
                let name = compound[range.upperBound...].prefix { $0.fastIsLetter || $0 == "-" }
                if !name.isEmpty { selector.pseudoElement = String(name) }
                rest = String(compound[..<range.lowerBound])
            }
            var pieces: [(Character, String)] = []
            var current = ""
            var marker: Character = " "
            for character in rest {
                if character == "." || character == ":" {
                    if !current.isEmpty { pieces.append((marker, current)) }
                    current = ""
                    marker = character
                } else {
                    current.append(character)
                }
            }
            if !current.isEmpty { pieces.append((marker, current)) }
            for (marker, piece) in pieces {
                switch marker {
                case ".": classes.append(piece)
                case ":": selector.pseudoClasses.append(piece)
                default: classes.append(piece)
                }
            }
            return classes
        }
        selector.classes = read(first)
        for compound in compounds.dropFirst() { selector.descendant = read(compound) }
        return selector.classes.isEmpty ? nil : selector
    }

    /// `.input.error:focus` → `.input`: the class a compound selector's modifiers and states
    /// change; any other subject as written.
    package static func ownClass(of subject: String) -> String {
        guard subject.hasPrefix("."), subject.dropFirst().contains("."), let selector = parse(subject), selector.classes.count > 1,
              selector.descendant.isEmpty else { return subject }
        return "." + selector.classes[0]
    }

    /// The element a selector opens with, when it is one a component is built of (`input` of
    /// `input:focus, textarea:focus`, `a` of `a.active`); nil for a class, the page's own
    /// elements (`body`, `h1`) or anything else.
    package static func element(of selector: String) -> String? {
        let name = selector.trimmingWhitespace.prefix { $0.fastIsLetter || $0.fastIsNumber }
        guard !name.isEmpty, componentElements.contains(String(name)) else { return nil }
        let rest = selector.trimmingWhitespace.dropFirst(name.count)
        guard rest.isEmpty || ".:,{ ".contains(rest.first!) else { return nil }
        return String(name)
    }

    /// HTML's elements that are controls or a component's structure (grammar, as CSS's keywords).
    private static let componentElements: Set<String> = [
        "a", "button", "input", "textarea", "select", "option", "label", "fieldset", "legend", "table", "thead", "tbody",
        "tr", "th", "td", "ul", "ol", "li", "nav", "details", "summary", "dialog", "progress", "meter", "hr",
    ]

    /// The element of each element rule in a section's style sheets (`input` of `input, textarea {`),
    /// in order; empty when a class rule is among them: the sheet is then read by its classes.
    package static func elementRules(_ blocks: [MarkdownNode]) -> [String] {
        guard !holdsClassRules(blocks) else { return [] }
        return blocks.flatMap { block in
            styleSheetLines(block).compactMap { line -> String? in
                let text = line.trimmingWhitespace
                guard text.hasSuffix("{") || CodeStatementReader.oneLineRule(text) != nil else { return nil }
                return element(of: text)
            }
        }
    }

    /// `.card__header`, `.input--error:focus` → `card`, `input`: the BEM block whose element or
    /// modifier a class names; nil for any other selector.
    package static func bemBlock(of subject: String) -> String? {
        guard let selector = parse(subject), selector.descendant.isEmpty else { return nil }
        let head = selector.classes[0]
        for separator in ["__", "--"] {
            if let range = head.range(ofLiteral: separator), range.lowerBound > head.startIndex { return String(head[..<range.lowerBound]) }
        }
        return nil
    }

    /// Whether a section's blocks hold a style sheet with at least one class rule (`.x {`).
    /// Asked several times of each section: it stops at the first rule rather than reading them all.
    package static func holdsClassRules(_ blocks: [MarkdownNode]) -> Bool {
        blocks.contains { block in styleSheetLines(block).contains { selector(ofLine: $0) != nil } }
    }

    /// The class rules' selectors of a section's style sheets, as written.
    private static func ruleSelectors(_ blocks: [MarkdownNode]) -> [Selector] {
        blocks.flatMap { block in styleSheetLines(block).compactMap(selector(ofLine:)) }
    }

    /// The lines of a style sheet block; none for another block.
    private static func styleSheetLines(_ block: MarkdownNode) -> [Substring] {
        guard case .codeBlock(let info) = block.kind, Vocabulary.standard.isStyleLanguage(info) else { return [] }
        return block.literal.lineSlices
    }

    /// The selector a line opens a rule with (`.btn-primary {`, `.chip,`), or holds a whole
    /// rule with (`.chip-mint { bg: mint-100 }`), if any.
    private static func selector(ofLine line: Substring) -> Selector? {
        let text = line.trimmingWhitespace
        guard text.hasSuffix("{") || text.hasSuffix(",") || CodeStatementReader.oneLineRule(text) != nil else { return nil }
        return parse(String(text.prefix { $0 != "{" && $0 != "," }))
    }

    /// Whether a heading names the class of one of the rules (`Checkbox` over `.checkbox`,
    /// `Local Navigation` over `.local-nav`), or the word every class opens with (`Button`
    /// over `.btn-solid`, `.btn-ghost`): the rules are that component's. A heading over rules
    /// for other things (`Navigation` over `.acme-mobile-header`, `.acme-menu-item`) is not.
    package static func headingNamesRules(_ title: String, in blocks: [MarkdownNode]) -> Bool {
        let own = headingWords(title)
        let heads = ruleSelectors(blocks).map { $0.classes[0] }
        if heads.contains(where: { names($0, own: own) }) { return true }
        let firsts = Set(heads.map { $0.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? $0 })
        guard firsts.count == 1, let only = firsts.first else { return false }
        return own.contains(only) || own.contains { StatementSpecReader.abbreviates(only, $0) }
    }

    /// A heading's words, and the English words its words in another language are glossed by
    /// (`### モーダル` over `.modal`, `### Alertas` over `.alert-info`): classes are English far
    /// more often than the headings over them.
    private static func headingWords(_ title: String) -> [String] {
        let own = words(of: ComponentKind.droppingParentheticals(title))
        return own + Vocabulary.standard.classWordGloss(of: own)
    }

    /// A class whose words are the heading's, or each one of them or an abbreviation of one.
    private static func names(_ head: String, own: [String]) -> Bool {
        let words = Self.words(of: head)
        return !words.isEmpty && (words.joined() == own.joined() || words.allSatisfy { word in
            own.contains(word) || own.contains { StatementSpecReader.abbreviates(word, $0) }
        })
    }

    /// `States & Styles`, `Structure`, `Specs`: a heading every word of which names an aspect of
    /// a component, a list of variants or states, not a component.
    package static func isAspectHeading(_ title: String) -> Bool {
        let words = ComponentKind.words(of: title)
        guard !words.isEmpty else { return false }
        return words.allSatisfy(aspectWords.contains)
    }

    private static let aspectWords: Set<String> = {
        let vocabulary = Vocabulary.standard
        let lists = vocabulary.codeBlockSections.aspects + vocabulary.codeBlockSections.variants + vocabulary.variantListLabels
        return Set(lists.flatMap { ComponentKind.words(of: $0) })
    }()

    /// The reading for a component named `name` whose style sheet has these rule selectors (the
    /// code subjects under the section's headings), or nil when no class is the component's.
    package init?(name: String, selectors: [String], elements: Bool = false) {
        let parsed = selectors.compactMap { Self.parse($0, elements: elements) }
        guard !parsed.isEmpty else { return nil }
        let own = Self.headingWords(name)
        let heads = parsed.map { $0.classes[0] }
        var unique: [String] = []
        for head in heads where !unique.contains(head) { unique.append(head) }
        // The class the heading names, else the one other classes extend.
        let named = unique.first { Self.names($0, own: own) }
        let extended = unique.first { head in unique.contains { $0 != head && ($0.hasPrefix(head + "-") || $0.hasPrefix(head + "__")) } }
        if let base = named ?? extended {
            self.base = base
            hasBaseRule = true
        } else {
            // `.btn-solid`, `.btn-ghost`: every class opens with one word, and none is it alone.
            let firsts = Set(unique.map { $0.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? $0 })
            if unique.count == 1 {
                // One class alone (`.acme-input__field`) is the component's own rule.
                base = unique[0]
                hasBaseRule = true
            } else if elements {
                // `th` beside `td` under a table's heading: the elements inside a component the
                // declarations outside any rule describe.
                base = ""
                hasBaseRule = false
            } else {
                guard firsts.count == 1, let only = firsts.first, only.count > 1,
                      own.contains(only) || own.contains(where: { StatementSpecReader.abbreviates(only, $0) }) else { return nil }
                base = only
                hasBaseRule = false
            }
        }
        var interactive: Set<String> = []
        for selector in parsed {
            let head = selector.classes[0]
            guard head != base, let sub = Self.sub(head, of: base) else { continue }
            if selector.classes.count > 1 || selector.pseudoClasses.contains(where: { ComponentState.from(label: $0, kind: nil) != nil }) {
                interactive.insert(sub)
            }
        }
        self.interactive = interactive
        // `.badge-success`, `.badge-warning` beside `.badge`: classes worn with the component's
        // own (`class="badge badge-success"`), two or more named for looks (`variantNames`): a
        // family of variants, each keeping the component's rule as a modifier does, and none a
        // part (`-error` names a look there, not an error message).
        let variantNames = Vocabulary.standard.variantNames
        let component = base
        let looksNamed = Set(parsed.compactMap { selector -> String? in
            guard selector.descendant.isEmpty, let sub = Self.sub(selector.classes[0], of: component) else { return nil }
            let named = Self.words(of: sub)
            return !named.isEmpty && named.allSatisfy(variantNames.contains) ? sub : nil
        })
        variantFamily = hasBaseRule && looksNamed.count >= 2
        // The variants modifier classes name (`.chip.neutral`): each is the component's own rule
        // changed, and keeps all of it.
        var looks = false
        for selector in parsed where selector.classes[0] == base && selector.descendant.isEmpty {
            for modifier in selector.classes.dropFirst() where ComponentState.from(label: modifier, kind: nil).map({ $0 == .default }) ?? true {
                looks = true
            }
        }
        errorIsState = !looks
        var modifiers: Set<String> = []
        var reading = StyleSheetRules(base: base, hasBaseRule: hasBaseRule, interactive: interactive, modifiers: [])
        reading.readsElements = elements
        readsElements = elements
        reading.errorIsState = errorIsState
        reading.variantFamily = variantFamily
        // `.card-interactive`, `.tag-blue`, `.card--raised` beside `.card`: a class whose name
        // says how it changes the component is a modifier too, its own rule over the component's.
        for subject in selectors {
            guard let selector = Self.parse(subject, elements: elements), selector.descendant.isEmpty,
                  selector.classes[0] == base || (variantFamily && Self.sub(selector.classes[0], of: base) != nil)
                    || (hasBaseRule && Self.namesChange(selector.classes[0], of: base)),
                  let name = reading.place(of: subject, kind: .other)?.variant else { continue }
            modifiers.insert(name)
        }
        self.modifiers = modifiers
        // (Another block's rule, `.dropdown-menu` under `.select`, is named by its class.)
        ruleVariants = Set(selectors.compactMap { reading.place(of: $0, kind: .other)?.variant.map(ComponentKind.words(of:)) }
            + parsed.flatMap { selector in [selector.classes[0]] + (Self.sub(selector.classes[0], of: base).map { [$0] } ?? []) }.map(Self.words(of:)))
    }

    private init(base: String, hasBaseRule: Bool, interactive: Set<String>, modifiers: Set<String>) {
        self.base = base
        self.hasBaseRule = hasBaseRule
        self.interactive = interactive
        self.modifiers = modifiers
    }

    /// Whether a class extending the component's names a change of it rather than an element
    /// inside it: a BEM modifier (`card--raised`), or one whose every word names a look, a
    /// colour, a size, a state or another change (`card-interactive`, `tag-blue`, `btn-lg`).
    static func namesChange(_ head: String, of base: String) -> Bool {
        if head.hasPrefix(base + "--") { return true }
        guard let sub = sub(head, of: base) else { return false }
        let vocabulary = Vocabulary.standard
        let named = words(of: sub)
        return !named.isEmpty && named.allSatisfy { word in
            vocabulary.variantNames.contains(word) || vocabulary.classModifierWords.contains(word) || vocabulary.colorHueWords.contains(word)
                || vocabulary.sizeNames.contains(word) || vocabulary.stateWords[word] != nil || vocabulary.activeStateWords.contains(word)
        }
    }

    /// `card-header` under `card`: `header`.
    private static func sub(_ head: String, of base: String) -> String? {
        for separator in ["--", "__", "-", "_"] where head.hasPrefix(base + separator) {
            let rest = String(head.dropFirst(base.count + separator.count))
            return rest.isEmpty ? nil : rest
        }
        return nil
    }

    private static func words(of name: String) -> [String] {
        ComponentKind.words(of: name.replacing(literal: "-", with: " ").replacing(literal: "_", with: " "))
    }

    /// What one selector says of its statements; nil when it is no class selector of this
    /// component (its statements are read as before).
    package func place(of subject: String, kind: ComponentKind) -> Place? {
        guard let selector = Self.parse(subject, elements: readsElements) else { return nil }
        var place = Place()
        let head = selector.classes[0]
        var variantWords: [String] = []
        if head == base {
            // The component itself.
        } else if let sub = Self.sub(head, of: base) {
            let named = Self.words(of: sub)
            if hasBaseRule, !interactive.contains(sub), !Set(named).isDisjoint(with: Vocabulary.standard.partNames),
               !(variantFamily && named.allSatisfy(Vocabulary.standard.variantNames.contains)) {
                place.part = sub.replacing(literal: "-", with: " ").replacing(literal: "_", with: " ")
            } else {
                variantWords.append(sub.replacing(literal: "-", with: " ").replacing(literal: "_", with: " "))
            }
        } else if readsElements {
            place.part = head
        } else {
            return nil
        }
        // Modifier classes: a state's word is that state (`.active`, `.selected`); any other,
        // `default` and `error` too, is a variant of the component (`.tag.error`).
        for modifier in selector.classes.dropFirst() {
            if let state = Self.interactionState(modifier, kind: kind, errorIsState: errorIsState) {
                // `a.active`: a link's active class marks where the reader is, not a press.
                let current = readsElements && head == "a" && Vocabulary.standard.activeStateWords.contains(modifier.lowercased())
                place.state = current ? .selected : state
            } else {
                variantWords.append(modifier.replacing(literal: "-", with: " "))
            }
        }
        // `.table th.sortable`, `.table tr:hover td`: the last element and its classes name
        // what is styled; a state anywhere in the chain is its state.
        if !selector.descendant.isEmpty {
            variantWords.append(selector.descendant.joined(separator: " "))
        }
        for pseudo in selector.pseudoClasses {
            if let state = ComponentState.from(label: pseudo, kind: kind), state != .default {
                place.state = state
            } else {
                place.unknownPseudo = true
            }
        }
        if let element = selector.pseudoElement {
            // `.field-label.required::after`: a part of the variant (or of the component).
            place.part = [place.part, element].compactMap { $0 }.joined(separator: " ")
        }
        // A heading's capital, as selectors' names have it (`.chip.neutral` → `Neutral`).
        if !variantWords.isEmpty {
            let name = variantWords.joined(separator: " ")
            place.variant = name.prefix(1).uppercased() + name.dropFirst()
        }
        return place
    }

    /// After the rules are read: a variant whose rules state no look (`.nav-list { display:
    /// flex }`) is dropped, and the component's own rule, when it states a colour beside its
    /// variants, is drawn too, as the variant "default" (the plain `.card` beside `.card-note`).
    ///
    /// A sub-element or another class (`.chip-counter`, `.menu-item`) is drawn inside the
    /// component: of the component's own rule it keeps only what CSS passes down or what shows
    /// behind it (the text colour, the type, the fill), never its border, corners, size or
    /// padding. A modifier (`.chip.neutral`) keeps all of it, and so does a look no rule names
    /// (a row of a `| Variant | Background | Text |` table under the `.btn` rule): the rule is
    /// what every look shares.
    package func settle(_ spec: inout ComponentSpec) {
        let parts = spec.parts
        let modifiers = modifiers.union(spec.variants.map(\.name).filter { !ruleVariants.contains(ComponentKind.words(of: $0)) })
        // Spacing alone (`.nav-section { padding: 8px 16px }`) places the variant; it is no look,
        // and a variant with no look of its own by default (`.th-sortable:hover` alone) is none.
        func looks(_ set: PropertySet?) -> Bool {
            guard let set else { return false }
            return set.fill != nil || set.textColor != nil || set.borderColor != nil || set.borderWidth != nil || set.font != nil
                || set.shadow != nil || set.radius != nil || set.height != nil || set.width != nil || set.opacity != nil
        }
        // A part that draws text or colour (`::after { content: "*"; color: … }`) is a look; so
        // is a modifier's state (`.card.hoverable:hover`): the component that lifts on hover.
        spec.variants.removeAll { variant in
            !looks(variant.states[.default])
                && !(modifiers.contains(variant.name) && variant.states.contains { $0.key != .default && looks($0.value) })
                && !parts.contains { part in
                part.variant == variant.name && (part.properties.sampleText != nil || part.properties.textColor != nil || part.properties.fill != nil)
            }
        }
        guard hasBaseRule, !spec.variants.isEmpty,
              !spec.variants.contains(where: { ComponentKind.words(of: $0.name) == ["default"] }) else { return }
        let full = spec.base
        let own = full[.default]
        let drawn = own.fill != nil || own.textColor != nil || own.borderColor != nil
        guard spec.variants.contains(where: { !modifiers.contains($0.name) }) else {
            if drawn { spec.base.name = "default" }
            return
        }
        // Only its resting look: the component's hover is not its item's.
        var passed = ComponentVariant(name: full.name, provenance: full.provenance)
        var kept = PropertySet()
        kept.textColor = own.textColor
        kept.font = own.font
        kept.fill = own.fill
        passed[.default] = kept
        for index in spec.variants.indices where modifiers.contains(spec.variants[index].name) {
            spec.variants[index] = spec.variants[index].merged(over: full)
        }
        spec.base = passed
        if drawn { spec.variants.insert(ComponentVariant(name: "default", states: full.states, provenance: full.provenance), at: 0) }
    }

    /// `border-left` → `left`, `border-bottom-color` → `left` and the colour alone: a
    /// declaration of one edge's border.
    package static func borderSide(ofLabel label: String) -> (side: String, colorOnly: Bool)? {
        let words = label.lowercased().split(separator: "-").map(String.init)
        guard words.count == 2 || (words.count == 3 && words[2] == "color"), words[0] == "border",
              ["top", "bottom", "left", "right"].contains(words[1]) else { return nil }
        return (words[1], words.count == 3)
    }

    /// `active`, `checked`, `disabled`, `focus`: a class naming an interaction state. `default`
    /// names a look the component has; so does `error` beside other looks (`.tag.default`,
    /// `.tag.error`), and alone (`.field.invalid`) it is the error state.
    private static func interactionState(_ modifier: String, kind: ComponentKind, errorIsState: Bool) -> ComponentState? {
        guard !modifier.contains(literal: "-"), let state = ComponentState.from(label: modifier, kind: kind),
              state != .default, state != .error || errorIsState else { return nil }
        return state
    }
}

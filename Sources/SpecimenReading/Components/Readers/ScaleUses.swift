import SpecimenModel

/// The shadow or corner radius a scale gives a component by its use: `| Raised | 0 1px 3px … |
/// Cards, pricing tiers |`, `- **Full (9999px)**: all buttons, chips`. A component whose own
/// lines state no value of the scale takes the step whose use names it: by its own name's words
/// (`the featured pricing tier` for the Featured Pricing Card) before its kind's (`Cards` for
/// every card), and that before a use naming everything (`the only radius: everything`). A use
/// for a state (`cards on hover`, `hovered cards`) gives that state its value; one naming a
/// ground (`menus over photos`) sets nothing, and neither does a component two steps' uses name
/// alike: the value is never guessed.
package struct ScaleUses {
    /// What a scale is made of and what it sets in a look.
    package struct Scale: Sendable {
        let tokens: TokenKind
        /// Whether a look states a value of the scale itself.
        let states: @Sendable (PropertySet) -> Bool
        let set: @Sendable (inout PropertySet, DesignToken) -> Void
        /// Whether a look beside siblings that state their own value is without one on purpose:
        /// a flat pill beside a raised one is flat, but a pill beside a square tab is not square.
        let siblingsDecide: Bool
        /// What a use item must also say to be about this property, when the scale's steps
        /// serve several (`card padding` of a spacing step, not `between cards`).
        var property: Vocabulary.PropertyMeaning? = nil
        /// The property the scale's steps are values of (`radius`).
        var meaning: Vocabulary.PropertyMeaning? = nil

        package static let shadow = Scale(tokens: .shadow, states: { $0.shadow != nil }, set: { look, token in
            look.shadow = PropertyValue(raw: token.name, reference: token.name, provenance: token.provenance)
        }, siblingsDecide: true, meaning: .shadow)

        package static let radius = Scale(tokens: .radius, states: { $0.radius != nil || $0.fullyRounded != nil }, set: { look, token in
            look.radius = PropertyValue(raw: token.name, reference: token.name, provenance: token.provenance)
        }, siblingsDecide: false, meaning: .radius)

        /// `base | 16px | Standard card padding, button padding`: a spacing step whose use names a
        /// kind's padding pads that kind on every side.
        package static let padding = Scale(tokens: .spacing, states: { $0.paddingVertical != nil || $0.paddingHorizontal != nil }, set: { look, token in
            look.paddingVertical = PropertyValue(raw: token.name, reference: token.name, provenance: token.provenance)
            look.paddingHorizontal = PropertyValue(raw: token.name, reference: token.name, provenance: token.provenance)
        }, siblingsDecide: false, property: .padding, meaning: .padding)
    }

    private let scale: Scale
    /// Each step's uses, one entry per item of its note, as words, with the state the item is
    /// for (`cards on hover` is the hover state's).
    private let uses: [(token: DesignToken, words: [String], state: ComponentState)]

    package init(_ scale: Scale, tokens: ResolvedTokens) {
        self.scale = scale
        uses = tokens.tokens(of: scale.tokens).flatMap { token -> [(token: DesignToken, words: [String], state: ComponentState)] in
            // `- Cards: 24px` under a radius heading, `| Buttons / Inputs | 8px |`: a step named
            // by the kinds it is for has its name as its use, and keeps it beside a note that says
            // more (`- Card radius: 16–20px (mint panels)`).
            let stated = token.usage.flatMap { $0.isEmpty ? nil : $0 }
            let named = Self.namesKinds(token.name, besides: scale.meaning) ? token.name : nil
            func items(_ text: String?) -> [Substring] {
                (text ?? "").split(whereSeparator: { ",;/.、。".contains($0) }).flatMap { $0.components(separatedBy: " and ") }.map { Substring($0) }
            }
            let said = items(stated).map { ($0, true) } + items(named).map { ($0, false) }
            return said
                .compactMap { item, isNote -> [String]? in
                    let words = ComponentKind.words(of: String(item))
                    // `Card radius: 12px` names a card by its name; the scale's own word there says
                    // nothing of which component it is for. (A use's note keeps its words: `Button
                    // hover elevation` is no plain button's.)
                    guard let property = scale.property else {
                        return isNote ? words : words.filter { Vocabulary.standard.property($0) != scale.meaning }
                    }
                    // (`card padding` is the card's; `gaps between cards` says nothing of a card.)
                    let rest = words.filter { Vocabulary.standard.property($0) != property }
                    return rest.count < words.count ? rest : nil
                }
                .compactMap { Self.state(of: $0.map(Self.stem)) }
                .map { (token, $0.words, $0.state) }
        }
    }

    /// `cards on hover`, `hovered cards`: the one state an item of a use names, and the words
    /// left naming what takes it; `cards` is the default state's. Nil for an item naming a
    /// ground or a moment other than a state (`menus over photos`), or several states.
    private static func state(of words: [String]) -> (state: ComponentState, words: [String])? {
        let vocabulary = Vocabulary.standard
        // `on`, `when`, `while` before a state word only say when.
        func isState(_ word: String) -> Bool { word != "on" && vocabulary.stateWords[word] != nil }
        var rest: [String] = []
        var states: Set<ComponentState> = []
        for (index, word) in words.enumerated() {
            if isState(word) { states.insert(vocabulary.stateWords[word]!); continue }
            if vocabulary.shadowConditions.contains(word) || vocabulary.stateWords[word] != nil {
                guard index + 1 < words.count, isState(words[index + 1]) else { return nil }
                continue
            }
            rest.append(word)
        }
        guard !rest.isEmpty, states.count <= 1 else { return nil }
        return (states.first ?? .default, rest)
    }

    package func apply(to specs: inout [ComponentSpec]) {
        guard !uses.isEmpty else { return }
        let vocabulary = Vocabulary.standard
        // `Everything interactive`, `all components`: a use naming everything, for a look no
        // other use names.
        let forAll = value(for: .default) { words in
            words.contains(where: vocabulary.scaleUsesEverything.contains)
                || words.contains(where: vocabulary.scaleUsesWholes.contains) && words.allSatisfy { vocabulary.scaleUsesWholes.contains($0) || Self.fillers.contains($0) }
        }
        for index in specs.indices {
            let spec = specs[index]
            let kindWords = Vocabulary.kindWords(of: spec.kind)
            let kindStems = Set(kindWords.map(Self.stem))
            let componentStems = Set(ComponentKind.words(of: spec.name).map(Self.stem))
            // What a variant calls itself: its own name when that names a kind (`Content Cards`
            // under `Cards & Containers`), else its component's.
            func stems(of variant: String?) -> Set<String> {
                let own = variant.map { Set(ComponentKind.words(of: $0).map(Self.stem)) } ?? []
                return own.contains(where: Vocabulary.allKindWords.contains) ? own : componentStems
            }
            guard spec.kind != .other, !scale.states(spec.base[.default]) else { continue }
            // A look written as utility classes (`bg-slate-100 rounded-2xl`) states its shadow or
            // has none: a step's use (`/* Cards */`) gives it none it left out.
            if scale.siblingsDecide, Self.drawnFromClasses(spec.base[.default]) { continue }
            // Uses naming the kind alone (`Cards`, `dropdown menus`).
            func byKind(_ state: ComponentState, calling nameStems: Set<String>) -> DesignToken? {
                // A property's use names the component as it calls itself (`card padding` for the
                // Cards): `container padding` is the page's, whatever kind a component is.
                func namesKind(_ words: [String]) -> Bool {
                    // (`Padding de cards`: a linking word between the property and the kind.)
                    let words = words.filter { !vocabulary.stateLeads.linkers.contains($0) }
                    return ComponentKind.classify(words.joined(separator: " ")) == spec.kind && words.allSatisfy { kindStems.contains($0) || Self.fillers.contains($0) }
                        && (scale.property == nil || !nameStems.isDisjoint(with: words))
                }
                if let token = value(for: state, where: namesKind) { return token }
                // `Tags, badges` and `Pills` both name the Tags / Badges' kind: the step whose use
                // calls them as their own name does is theirs.
                return value(for: state) { words in namesKind(words) && !nameStems.isDisjoint(with: words) }
            }
            func ownWords(_ name: String) -> [String] {
                ComponentKind.words(of: name).filter { !kindWords.contains($0) && !Self.fillers.contains($0) }.map(Self.stem)
            }
            let variantWords = spec.variants.map { Set(ownWords($0.name)) }.filter { !$0.isEmpty }
            func named(_ name: String, _ state: ComponentState = .default) -> DesignToken? {
                let words = Set(ownWords(name))
                // A size's name (`Small`, `Large`) in a use says how big other things are
                // (`Small elements`, `Large cards`), never which variant of this kind.
                guard !words.isEmpty, !words.allSatisfy({ vocabulary.sizeNames.contains($0) || vocabulary.defaultSizeNames.contains($0) }) else { return nil }
                // A use naming two of the variants (`Primary accent glow` beside the Primary and
                // Accent buttons) speaks of colours, not of either one; one variant's name inside
                // another's (`Quote` in `Chosen Quote`) is no second variant.
                return value(for: state) { use in
                    let said = Set(use)
                    return words.isSubset(of: said) && !variantWords.contains { !$0.isSubset(of: words) && $0.isSubset(of: said) }
                }
            }
            // A look that states the scale in some state (`.card-job:hover { box-shadow: … }`)
            // and not at rest is without it at rest.
            func statesIt(_ variant: ComponentVariant) -> Bool { variant.states.values.contains(where: scale.states) }
            // Where some variants state their own shadows (`White Pill: Shadow …`), the others
            // are flat: only a use naming one of those by name gives it a shadow.
            let siblingsStateIt = spec.variants.contains { $0.states[.default].map(scale.states) ?? false }
            func kindValue(_ variant: String?) -> DesignToken? {
                scale.siblingsDecide && siblingsStateIt ? nil : byKind(.default, calling: stems(of: variant)) ?? forAll
            }
            if spec.variants.isEmpty || spec.base.name == "default", !statesIt(spec.base) {
                if let token = named(spec.name) ?? kindValue(nil) { scale.set(&specs[index].base[.default], token) }
            }
            for variant in spec.variants.indices where !statesIt(spec.variants[variant].merged(over: spec.base)) {
                let name = spec.variants[variant].name
                if let token = named(name) ?? kindValue(name) { scale.set(&specs[index].variants[variant][.default], token) }
            }
            // `cards on hover`: the state's value, for a look that states none in that state.
            for state in Set(uses.map(\.state)).subtracting([.default]).sorted() {
                if spec.variants.isEmpty || spec.base.name == "default", !(spec.base.states[state].map(scale.states) ?? false),
                   let token = named(spec.name, state) ?? byKind(state, calling: componentStems) {
                    scale.set(&specs[index].base[state], token)
                }
                for variant in spec.variants.indices where !(spec.variants[variant].merged(over: spec.base).states[state].map(scale.states) ?? false) {
                    let name = spec.variants[variant].name
                    if let token = named(name, state) ?? byKind(state, calling: stems(of: name)) { scale.set(&specs[index].variants[variant][state], token) }
                }
            }
        }
    }

    /// Whether a step's name is a list of things it is for, one a kind of component (`Cards`,
    /// `Floating Buttons`, `Buttons / Inputs`, `Cards / Panels`, `Card radius` with the scale's
    /// own word after the kind): then the name is its use.
    private static func namesKinds(_ name: String, besides meaning: Vocabulary.PropertyMeaning?) -> Bool {
        let parts = name.split(whereSeparator: { ",;/&".contains($0) }).flatMap { $0.components(separatedBy: " and ") }
            .map { part in
                var words = part.split(whereSeparator: \.fastIsWhitespace)
                while words.count > 1, let last = words.last, meaning != nil, Vocabulary.standard.property(String(last)) == meaning { words.removeLast() }
                return words.joined(separator: " ")
            }
            .filter { !$0.isEmpty }
        return parts.allSatisfy { $0.split(whereSeparator: \.fastIsWhitespace).count <= 3 }
            && parts.contains { ComponentKind.classify($0) != .other && ComponentKind.classifyHead($0) != nil }
    }

    /// Whether a look's fill or corners are written as a utility class (`bg-white`, `rounded-xl`).
    private static func drawnFromClasses(_ look: PropertySet) -> Bool {
        [look.fill?.raw, look.radius?.raw].contains { raw in
            guard let raw, raw.contains(literal: "-"), !raw.contains(literal: " ") else { return false }
            return UtilityClassReader.isClassList(raw) && (raw.hasPrefix("bg-") || raw.hasPrefix("rounded"))
        }
    }

    /// `menus` and `menu` meet (`ComponentKind.words` keeps a plural in `-us`, as in `status`).
    private static func stem(_ word: String) -> String {
        word.count > 3 && word.hasSuffix("s") ? String(word.dropLast()) : word
    }

    private static let fillers: Set<String> = ["the", "a", "all", "most", "any", "every", "default", "standard"]

    /// The one step whose uses answer (or the first of several of one value); none when none
    /// answer or steps of different values do.
    private func value(for state: ComponentState, where matches: ([String]) -> Bool) -> DesignToken? {
        let answering = uses.filter { $0.state == state && matches($0.words) }
        guard let first = answering.first else { return nil }
        // (`| xl | 24pt | Card padding |` and `- **Card padding**: 24pt` say one thing twice.)
        guard answering.allSatisfy({ $0.token.name == first.token.name || $0.token.value == first.token.value }) else { return nil }
        return first.token
    }
}

import SpecimenModel

/// A value whose use note names a kind of component gives it to every component of that kind
/// that leaves it open: a colour for `Card borders, dividers` is the border colour of a card
/// that states a border and no colour for it (`BorderColorUseTests`), as a radius step whose use
/// names a kind is that kind's corners (`ScaleUses`). Two values answering alike give nothing.
package enum KindUses {
    /// The words a use item may add to a kind's own to name its border (`input borders`).
    private static let borderWords: Set<String> = ["border", "stroke", "outline", "edge"]
    private static let fillers: Set<String> = ["the", "a", "all", "most", "any", "every", "default", "standard"]
    /// Where a use's items end.
    private static let itemBreaks = CharacterList(",;/.:()、。—–")

    /// Whether an item of `use` (its clauses, between commas, slashes, dashes and `and`) names
    /// `kind` alone, with one of `required` beside it when that is not empty (`Card borders` for
    /// a card's border; `buttons` for a button's type), and else only `optional` words.
    package static func names(_ use: String, kind: ComponentKind, required: Set<String> = [], optional: Set<String> = []) -> Bool {
        guard kind != .other else { return false }
        let kindStems = Set(Vocabulary.kindWords(of: kind).map(stem))
        let items = use.split(whereSeparator: itemBreaks.contains)
            .flatMap { $0.components(separatedBy: " and ") }
            .flatMap { $0.components(separatedBy: " - ") }
        return items.contains { item in
            let words = ComponentKind.words(of: item).map(stem)
            let own = words.filter { !kindStems.contains($0) && !fillers.contains($0) }
            guard own.count < words.count, ComponentKind.classify(words.joined(separator: " ")) == kind || ComponentKind.classify(item) == kind else { return false }
            if !required.isEmpty, !own.contains(where: required.contains) { return false }
            return own.allSatisfy { required.contains($0) || optional.contains($0) }
        }
    }

    /// Each component of a kind a colour's use names as its border's (`Card borders`) takes that
    /// colour for a border it states without one; its own colour, or its variant's, always wins.
    /// A system with one border colour (a colour token named `Border`, `--line-border`) gives it
    /// to any other component that states a border without a colour: with two (`border-soft`,
    /// `border-strong`), which one a bare border means is not said, and none is taken.
    package static func applyBorderColors(to specs: inout [ComponentSpec], context: ComponentContext) {
        let all = context.tokens.tokens(of: .color).filter { $0.mode != .dark }
        let colors = all.filter { !($0.usage ?? "").isEmpty }
        // A state's border (`border-focus`, `border-error`) is no resting one.
        let borderNamed = Set(all.filter { token in
            let words = ComponentKind.words(of: token.name)
            return !borderWords.isDisjoint(with: words) && !words.contains { (ComponentState.from(label: $0, kind: nil) ?? .default) != .default }
        }.map(\.name))
        let sole = borderNamed.count == 1 ? all.first { $0.name == borderNamed.first } : nil
        guard !colors.isEmpty || sole != nil else { return }
        let phrases = PropertyPhraseReader(context: context)
        // The colours' uses are read once for each kind, not again for every component of it.
        var namedByKind: [ComponentKind: Set<String>] = [:]
        for index in specs.indices {
            let kind = specs[index].kind
            let named = namedByKind[kind] ?? Set(colors.filter { names($0.usage ?? "", kind: kind, required: borderWords) }.map(\.name))
            namedByKind[kind] = named
            let used = named.count == 1 ? colors.first(where: { $0.name == named.first }) : nil
            guard let token = used ?? (named.isEmpty ? sole : nil),
                  let color = phrases.color(in: token.name, provenance: token.provenance) else { continue }
            // The sole border colour goes only to a border that is drawn (`Border: none` is none).
            func takes(_ width: PropertyValue<Length>?) -> Bool {
                guard let width else { return false }
                return used != nil || width.value?.value != 0
            }
            let base = specs[index].base[.default]
            if takes(base.borderWidth), base.borderColor == nil {
                specs[index].base[.default].borderColor = color
            }
            for variant in specs[index].variants.indices {
                let own = specs[index].variants[variant][.default]
                let merged = specs[index].variants[variant].merged(over: specs[index].base)[.default]
                if takes(own.borderWidth), merged.borderColor == nil { specs[index].variants[variant][.default].borderColor = color }
            }
        }
    }

    /// The words of a colour's name that make it a ground (`bg.surface-1`, `color.surface`,
    /// `--paper-background`): the kinds its use names are filled with it.
    private static let groundWords: Set<String> = ["surface", "background", "bg", "container"]
    /// The words of a variant's name that say it is drawn without a fill (`Outline card`).
    private static let unfilledWords: Set<String> = ["outline", "outlined", "transparent", "text"]

    /// The light colours with a use whose names make them grounds and name no state.
    private static func grounds(context: ComponentContext) -> [DesignToken] {
        context.tokens.tokens(of: .color).filter { token in
            let words = ComponentKind.words(of: token.name)
            return token.mode != .dark && !(token.usage ?? "").isEmpty && !groundWords.isDisjoint(with: words)
                && !words.contains { (ComponentState.from(label: $0, kind: nil) ?? .default) != .default }
        }
    }

    /// Each component of a kind a ground colour's use names alone (`color.surface | cards and
    /// panels`), or any colour's use names with its fill (`Card backgrounds`, `Fundo de
    /// cartão`), takes that colour as its fill when its own lines state none; a variant drawn
    /// without a fill (`Ghost`, `Outline`) keeps none. A kind two colours' uses name alike takes
    /// neither, and a ground's use for a part or a state (`card headers`, `hovered rows`) is no
    /// component's fill.
    package static func applyFills(to specs: inout [ComponentSpec], context: ComponentContext) {
        let vocabulary = Vocabulary.standard
        let grounds = grounds(context: context)
        let colors = context.tokens.tokens(of: .color).filter { $0.mode != .dark && !($0.usage ?? "").isEmpty }
        guard !grounds.isEmpty || !colors.isEmpty else { return }
        let fillWords = Set(vocabulary.colorUseParts.filter { $0.value == "fill" }.keys)
        let phrases = PropertyPhraseReader(context: context)
        let unfilled = unfilledWords.union(vocabulary.borderlessVariantWords)
        var namedByKind: [ComponentKind: Set<String>] = [:]
        for index in specs.indices {
            let kind = specs[index].kind
            let named = namedByKind[kind] ?? Set(grounds.filter { names($0.usage ?? "", kind: kind) }.map(\.name))
                .union(colors.filter { names($0.usage ?? "", kind: kind, required: fillWords, optional: vocabulary.stateLeads.linkers) }.map(\.name))
            namedByKind[kind] = named
            guard named.count == 1, let token = (grounds + colors).first(where: { $0.name == named.first }),
                  let color = phrases.color(in: token.name, provenance: token.provenance) else { continue }
            let spec = specs[index]
            // (With variants, each takes it, so that one drawn without a fill does not inherit it.)
            if spec.variants.isEmpty, spec.base[.default].fill == nil {
                specs[index].base[.default].fill = color
            }
            for variant in spec.variants.indices {
                let own = spec.variants[variant]
                guard own.merged(over: spec.base)[.default].fill == nil,
                      unfilled.isDisjoint(with: ComponentKind.words(of: own.name)) else { continue }
                specs[index].variants[variant][.default].fill = color
            }
        }
    }

    /// The components of a document that describes none but names kinds in its colours' uses
    /// (`useComponents`), drawn.
    package static func groundComponents(context: ComponentContext) -> [ComponentSpec] {
        useComponents(context: context).drawn
    }

    /// The components of a document that describes none but names kinds in its colours' uses.
    /// A ground's use naming a kind alone (`bg.layer-1 | cards, panels`) gives one of that kind
    /// filled with it, under the use's word; a use naming a kind and a part of it (`Card
    /// borders`, `Primary button background`, `Bordas de cartão`) gives that component the
    /// colour for that part. What else it looks like is not stated, and it takes only what other
    /// uses give its kind (a radius step's, `ScaleUses`). Two colours naming one part of a
    /// component alike give it neither, and a kind named with other words (`nested panels`) is
    /// no ground's. A use naming a kind and no part (`Active tab`, `Botão principal`) says which
    /// colour is the component's but not where it goes: the component is listed with the colour's
    /// line, not drawn; beside a text role (`Secondary text, labels`) it names a text role too, and
    /// is not listed.
    package static func useComponents(context: ComponentContext) -> (drawn: [ComponentSpec], described: [DescribedComponent]) {
        let vocabulary = Vocabulary.standard
        let colors = context.tokens.tokens(of: .color).filter {
            $0.mode != .dark && $0.provenance.file == context.document.file && !($0.usage ?? "").isEmpty
        }
        guard !colors.isEmpty else { return ([], []) }
        let groundNames = Set(grounds(context: context).map(\.name))
        let phrases = PropertyPhraseReader(context: context)
        struct Key: Hashable { var kind: ComponentKind; var own: [String] }
        struct Found { var name: String; var provenance: Provenance; var parts: [String: [DesignToken]] = [:] }
        var found: [Key: Found] = [:]
        var order: [Key] = []
        var bare: [(key: Key, name: String, token: DesignToken)] = []
        for token in colors {
            let uses = items(of: token.usage ?? "")
            // `Secondary text, labels`: beside a text role, a kind named alone is one too.
            let saysText = uses.contains { item in
                ComponentKind.classify(item) == nil && ComponentKind.words(of: item).contains { vocabulary.colorUseParts[stem($0)] == "text" }
            }
            for item in uses {
                guard let kind = ComponentKind.classify(item), kind != .other else { continue }
                let kindStems = Set(Vocabulary.kindWords(of: kind).map(stem))
                var part: String?
                var own: [String] = []
                var partWords = 0
                for word in ComponentKind.words(of: item).map(stem) {
                    if kindStems.contains(word) || fillers.contains(word) || vocabulary.stateLeads.linkers.contains(word) { continue }
                    if let named = vocabulary.colorUseParts[word] {
                        part = part ?? named
                        partWords += 1
                    } else {
                        own.append(word)
                    }
                }
                // (`Card text and borders` names two parts: which colour is which is not said.)
                guard partWords <= 1, own.count <= 2 else { continue }
                let key = Key(kind: kind, own: own)
                let names = own.contains { (ComponentState.from(label: $0, kind: kind) ?? .default) != .default }
                if let part, !names {
                    if found[key] == nil {
                        found[key] = Found(name: componentName(item), provenance: token.provenance)
                        order.append(key)
                    }
                    found[key]?.parts[part, default: []].append(token)
                } else if part == nil, own.isEmpty, groundNames.contains(token.name) {
                    if found[key] == nil {
                        found[key] = Found(name: componentName(item), provenance: token.provenance)
                        order.append(key)
                    }
                    found[key]?.parts["fill", default: []].append(token)
                } else if part == nil, !saysText {
                    bare.append((key, componentName(item), token))
                }
            }
        }
        var drawn: [ComponentSpec] = []
        var drawnKeys: Set<Key> = []
        for key in order {
            guard let entry = found[key] else { continue }
            var spec = ComponentSpec(name: entry.name, kind: key.kind, provenance: entry.provenance)
            for (part, tokens) in entry.parts.sorted(by: { $0.key < $1.key }) {
                guard Set(tokens.map(\.name)).count == 1, let token = tokens.first,
                      let color = phrases.color(in: token.name, provenance: token.provenance) else { continue }
                switch part {
                case "border": spec.base[.default].borderColor = color
                case "text": spec.base[.default].textColor = color
                default: spec.base[.default].fill = color
                }
            }
            let look = spec.base[.default]
            if look.fill != nil || look.borderColor != nil || look.textColor != nil {
                drawn.append(spec)
                drawnKeys.insert(key)
            }
        }
        var listed: Set<Key> = []
        let described = bare.compactMap { entry -> DescribedComponent? in
            guard !drawnKeys.contains(entry.key), listed.insert(entry.key).inserted else { return nil }
            let line = entry.token.provenance.line
            return DescribedComponent(name: entry.name, kind: entry.key.kind, provenance: entry.token.provenance,
                                      words: ComponentExtractor.words(onLines: [line], of: context.document))
        }
        return (drawn, described)
    }

    /// A use's items: its clauses between commas, slashes, brackets and `and`.
    private static func items(of use: String) -> [String] {
        LabelledText.listItems(use, breaks: itemBreaks)
    }

    /// The component an item of a use names, as written, without the part it colours
    /// (`Bordas de cartão` names `Cartão`, `Primary button background` `Primary button`).
    private static func componentName(_ item: String) -> String {
        let vocabulary = Vocabulary.standard
        var words = item.split(whereSeparator: \.fastIsWhitespace).filter { vocabulary.colorUseParts[stem($0.lowercased())] == nil }
        while let first = words.first, words.count > 1, vocabulary.stateLeads.linkers.contains(first.lowercased()) { words.removeFirst() }
        while let last = words.last, words.count > 1, vocabulary.stateLeads.linkers.contains(last.lowercased()) { words.removeLast() }
        let name = words.joined(separator: " ")
        return name.prefix(1).uppercased() + name.dropFirst()
    }

    /// `menus` and `menu` meet.
    private static func stem(_ word: String) -> String {
        word.count > 3 && word.hasSuffix("s") && !word.hasSuffix("ss") ? String(word.dropLast()) : word
    }
}

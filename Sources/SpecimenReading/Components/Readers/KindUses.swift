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
    /// panels`) takes that colour as its fill when its own lines state none; a variant drawn
    /// without a fill (`Ghost`, `Outline`) keeps none. A kind two grounds' uses name alike takes
    /// neither, and a ground's use for a part or a state (`card headers`, `hovered rows`) is no
    /// component's fill.
    package static func applyFills(to specs: inout [ComponentSpec], context: ComponentContext) {
        let grounds = grounds(context: context)
        guard !grounds.isEmpty else { return }
        let phrases = PropertyPhraseReader(context: context)
        let unfilled = unfilledWords.union(Vocabulary.standard.borderlessVariantWords)
        var namedByKind: [ComponentKind: Set<String>] = [:]
        for index in specs.indices {
            let kind = specs[index].kind
            let named = namedByKind[kind] ?? Set(grounds.filter { names($0.usage ?? "", kind: kind) }.map(\.name))
            namedByKind[kind] = named
            guard named.count == 1, let token = grounds.first(where: { $0.name == named.first }),
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

    /// The components of a document that describes none but names kinds in its grounds' uses
    /// (`bg.layer-1 | cards, panels`): one of each kind a ground's use names alone, under the
    /// use's word and with that ground as its fill; what else it looks like is not stated, and it
    /// takes only what other uses give its kind (a radius step's, `ScaleUses`). A kind two
    /// grounds name alike, or named with other words (`nested panels`), is none.
    package static func groundComponents(context: ComponentContext) -> [ComponentSpec] {
        let grounds = grounds(context: context).filter { $0.provenance.file == context.document.file }
        let phrases = PropertyPhraseReader(context: context)
        var specs: [ComponentSpec] = []
        var seen: Set<ComponentKind> = []
        for token in grounds {
            let items = (token.usage ?? "").split(whereSeparator: itemBreaks.contains)
                .flatMap { $0.components(separatedBy: " and ") }
                .map(\.trimmingWhitespace)
            for item in items {
                guard let kind = ComponentKind.classify(item), kind != .other, names(item, kind: kind), seen.insert(kind).inserted,
                      Set(grounds.filter { names($0.usage ?? "", kind: kind) }.map(\.name)).count == 1,
                      let color = phrases.color(in: token.name, provenance: token.provenance) else { continue }
                var spec = ComponentSpec(name: item.prefix(1).uppercased() + item.dropFirst(), kind: kind, provenance: token.provenance)
                spec.base[.default].fill = color
                specs.append(spec)
            }
        }
        return specs
    }

    /// `menus` and `menu` meet.
    private static func stem(_ word: String) -> String {
        word.count > 3 && word.hasSuffix("s") && !word.hasSuffix("ss") ? String(word.dropLast()) : word
    }
}

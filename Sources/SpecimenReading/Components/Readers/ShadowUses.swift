import SpecimenModel

/// The shadow an elevation table or list gives a component by its use: `| Raised | 0 1px 3px … |
/// Cards, pricing tiers |`. A component whose own lines state no shadow (nor none) takes the
/// shadow whose use names it: by its own name's words (`the featured pricing tier` for the
/// Featured Pricing Card) before its kind's (`Cards` for every card). One that states a shadow in
/// another state only is flat at rest, as its lines say, and so is one whose siblings state
/// shadows of their own and it none. A use naming a moment or a
/// ground (`cards on hover`, `menus over photos`) sets nothing, and neither does a component two
/// shadows' uses name alike: the shadow is never guessed.
package struct ShadowUses {
    /// Each shadow token's uses, one entry per item of its note, as words.
    private let uses: [(token: DesignToken, words: [String])]

    package init(tokens: ResolvedTokens) {
        let vocabulary = Vocabulary.standard
        uses = tokens.tokens(of: .shadow).flatMap { token -> [(token: DesignToken, words: [String])] in
            guard let usage = token.usage, !usage.isEmpty else { return [] }
            return usage.split(whereSeparator: { ",;/、".contains($0) })
                .flatMap { $0.components(separatedBy: " and ") }
                .map { ComponentKind.words(of: $0).map(Self.stem) }
                .filter { words in
                    !words.isEmpty && !words.contains { vocabulary.stateWords[$0] != nil || vocabulary.shadowConditions.contains($0) }
                }
                .map { (token, $0) }
        }
    }

    package func apply(to specs: inout [ComponentSpec]) {
        guard !uses.isEmpty else { return }
        for index in specs.indices {
            let spec = specs[index]
            let kindWords = Vocabulary.kindWords(of: spec.kind)
            let kindStems = Set(kindWords.map(Self.stem))
            guard spec.kind != .other, spec.base[.default].shadow == nil else { continue }
            // Uses naming the kind alone (`Cards`, `dropdown menus`).
            let byKind = shadow { words in
                ComponentKind.classify(words.joined(separator: " ")) == spec.kind && words.allSatisfy { kindStems.contains($0) || Self.fillers.contains($0) }
            }
            func named(_ name: String) -> DesignToken? {
                let words = ComponentKind.words(of: name).filter { !kindWords.contains($0) && !Self.fillers.contains($0) }.map(Self.stem)
                return words.isEmpty ? nil : shadow { Set(words).isSubset(of: Set($0)) }
            }
            func value(_ token: DesignToken) -> PropertyValue<Shadow> {
                PropertyValue(raw: token.name, reference: token.name, provenance: token.provenance)
            }
            // A look that gives a shadow in some state (`.card-job:hover { box-shadow: … }`) and
            // none at rest is flat at rest.
            func statesAShadow(_ variant: ComponentVariant) -> Bool { variant.states.values.contains { $0.shadow != nil } }
            // Where some variants state their own shadows (`White Pill: Shadow …`), the others
            // are flat: only a use naming one of those by name gives it a shadow.
            let kindShadow = spec.variants.contains { $0.states[.default]?.shadow != nil } ? nil : byKind
            if spec.variants.isEmpty || spec.base.name == "default", !statesAShadow(spec.base) {
                if let token = named(spec.name) ?? kindShadow { specs[index].base[.default].shadow = value(token) }
            }
            for variant in spec.variants.indices where !statesAShadow(spec.variants[variant].merged(over: spec.base)) {
                if let token = named(spec.variants[variant].name) ?? kindShadow { specs[index].variants[variant][.default].shadow = value(token) }
            }
        }
    }

    /// `menus` and `menu` meet (`ComponentKind.words` keeps a plural in `-us`, as in `status`).
    private static func stem(_ word: String) -> String {
        word.count > 3 && word.hasSuffix("s") ? String(word.dropLast()) : word
    }

    private static let fillers: Set<String> = ["the", "a", "all", "most", "any", "every", "default", "standard"]

    /// The one shadow whose uses answer; none when none or several do.
    private func shadow(where matches: ([String]) -> Bool) -> DesignToken? {
        let found = Set(uses.filter { matches($0.words) }.map(\.token.name))
        guard found.count == 1, let name = found.first else { return nil }
        return uses.first { $0.token.name == name }?.token
    }
}

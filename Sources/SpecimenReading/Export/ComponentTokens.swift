import SpecimenModel

/// The component tier of a system's tokens: every colour and shadow a component spec states, named after
/// the component (`clear-button-hover-background`, `card-border`), so an export carries the
/// values a team needs to build the components and not only the palette. A literal
/// (`rgba(0, 180, 204, 0.08)`) is exported as the value; a palette name (`Fill: Alarm`) as an
/// alias of that token, so the export says where the value comes from. A name that resolves to
/// nothing is left out: it is already a diagnostic, and an export never guesses.
package enum ComponentTokens {
    /// The palette followed by the component tier, as the exporters take them.
    package static func exported(_ specs: [ComponentSpec], palette: ResolvedTokens) -> ResolvedTokens {
        let tier = tokens(for: specs, palette: palette)
        guard !tier.isEmpty else { return palette }
        return ResolvedTokens(tokens: palette.tokens + tier, diagnostics: palette.diagnostics)
    }

    package static func tokens(for specs: [ComponentSpec], palette: ResolvedTokens) -> [DesignToken] {
        var taken = Set(palette.tokens.map(\.slug))
        var out: [DesignToken] = []
        func add(_ name: [String], _ value: PropertyValue<RGBAColor>?) {
            guard let value, !value.isUnknown else { return }
            // `#00C182 or #00FFAA`: the colours offered in place of the drawn one, each a value
            // the component states, numbered from 2 as the palette numbers them.
            defer {
                for (index, alternative) in value.alternatives.enumerated() {
                    append(name + ["\(index + 2)"], .color(value.opacity.map { alternative.withAlpha(alternative.alpha * $0) } ?? alternative), value.provenance)
                }
            }
            var color: RGBAColor
            if let reference = value.reference, let target = palette.index.lookup(reference, mode: nil),
               case .color(let named)? = palette.value(of: target) {
                // A palette colour as named is an alias; at an opacity it is a colour of its own.
                // An alias names its target, so a name other kinds of token share (a colour and
                // a type style both called `Footer Link`) is exported as the colour itself.
                let sharedName = palette.tokens.contains { $0.name == target.name && $0.kind != .color && $0.kind != .alias }
                // A literal beside the name that is not the name's colour is what is drawn:
                // `rgba(…, 0.08)` beside an opaque colour is that colour at an opacity, and
                // `Ink (#2A2E37)` beside an Ink of `#1A1D24` is a shade of its own.
                let ownValue = value.value.map { $0 != named } ?? false
                guard value.opacity != nil || sharedName || ownValue else { return append(name, .alias(target.name), value.provenance) }
                color = ownValue ? value.value ?? named : named
            } else if let literal = value.value {
                color = literal
            } else if let reference = value.reference, let literal = ComponentResolver.literalColor(reference) {
                color = literal
            } else {
                return
            }
            if let opacity = value.opacity { color = color.withAlpha(color.alpha * opacity) }
            append(name, .color(color), value.provenance)
        }
        func append(_ name: [String], _ value: TokenValue, _ provenance: Provenance) {
            let token = DesignToken(name: name.joined(separator: " "), value: value, group: "Components", provenance: provenance)
            // The first statement of a name wins, as in the palette; a component never shadows it.
            guard !token.slug.isEmpty, taken.insert(token.slug).inserted else { return }
            out.append(token)
        }
        // A shadow is drawn with its colours, so an export carries it too: a palette shadow as
        // an alias of it, a shadow written in the component's words as the value.
        func addShadow(_ name: [String], _ value: PropertyValue<Shadow>?) {
            guard let value, !value.isUnknown else { return }
            if let reference = value.reference, let target = palette.index.lookup(reference, mode: nil),
               case .shadow? = palette.value(of: target) {
                return append(name, .alias(target.name), value.provenance)
            }
            // "Carries Level 3 soft-stack shadow": the palette's shadow the words name, as the
            // gallery draws it (`NamedShadow`).
            if value.value == nil, value.reference != nil, !NamedShadow.isHedged(value.raw), !NamedShadow.isAnothersShadow(value.raw),
               let named = NamedShadow.shadow(in: value.raw, among: NamedShadow.candidates(in: palette.tokens), value: { token in
                   if case .shadow(let shadow)? = palette.value(of: token) { return shadow }
                   return nil
               }) {
                return append(name, named.token.map { .alias($0.name) } ?? .shadow(named.shadow), value.provenance)
            }
            // "with shadow" names one without its geometry: nothing to export.
            guard let shadow = value.value, !shadow.layers.isEmpty,
                  shadow.layers.allSatisfy({ $0.x != nil || $0.y != nil || $0.blur != nil }) else { return }
            append(name, .shadow(shadow), value.provenance)
        }
        // A fill stated as a gradient is exported as that gradient, never as its first stop;
        // one not read is left out, as a name that resolves to nothing is.
        func addFill(_ name: [String], _ value: PropertyValue<RGBAColor>?) {
            guard let value, let stated = ComponentResolver.statedGradient(in: value.raw) else { return add(name, value) }
            if case .gradient(let gradient) = stated, !value.isUnknown { append(name, .gradient(gradient), value.provenance) }
        }
        func properties(_ name: [String], _ set: PropertySet) {
            addFill(name + ["background"], set.fill)
            add(name + ["text"], set.textColor)
            add(name + ["border"], set.borderColor)
            addShadow(name + ["shadow"], set.shadow)
        }
        for spec in specs {
            for variant in [spec.base] + spec.variants {
                let variantName = variant.name == "base" || ComponentKind.words(of: variant.name) == ComponentKind.words(of: spec.name)
                    ? [] : [variant.name]
                for state in ComponentState.allCases {
                    guard let set = variant.states[state] else { continue }
                    properties([spec.name] + variantName + (state == .default ? [] : [state.rawValue]), set)
                }
            }
            for part in spec.parts { properties([spec.name, part.name], part.properties) }
        }
        return out
    }
}

import SpecimenModel

extension SpecBuilder {
    /// `**Button Color States:**` in the palette (`Default: #007AFF`, `Hover: #0051D5`,
    /// `Active/Pressed: #003D99`): the states of the kind's look whose resting fill is that
    /// default, where the look states no such state of its own. A look in another colour (a
    /// secondary or danger button) is not the one the list describes, and keeps its states.
    mutating func applyKindStateColors() {
        guard let states = context.kindStateColors[spec.kind], let resting = states[.default],
              case .color(let restingColor)? = context.tokens.value(of: resting) else { return }
        let context = self.context
        func fillColor(_ set: PropertySet) -> RGBAColor? {
            guard let fill = set.fill else { return nil }
            if let literal = fill.value { return literal }
            guard let reference = fill.reference, let token = context.colorToken(named: reference),
                  case .color(let found)? = context.tokens.value(of: token) else { return nil }
            return found
        }
        func apply(to variant: inout ComponentVariant, inheriting base: ComponentVariant?) {
            guard let fill = fillColor(variant[.default]) ?? base.flatMap({ fillColor($0[.default]) }),
                  fill == restingColor else { return }
            for (state, token) in states.sorted(by: { $0.key.rawValue < $1.key.rawValue }) where state != .default {
                guard !variant[state].hasVisualProperty, base.map({ !$0[state].hasVisualProperty }) ?? true else { continue }
                var set = variant[state]
                set.fill = PropertyValue(raw: token.provenance.excerpt, reference: token.name, provenance: token.provenance)
                variant[state] = set
            }
        }
        if spec.variants.isEmpty {
            apply(to: &spec.base, inheriting: nil)
        } else {
            let base = spec.base
            for index in spec.variants.indices { apply(to: &spec.variants[index], inheriting: base) }
        }
    }
}

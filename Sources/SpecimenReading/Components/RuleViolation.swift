import SpecimenModel

/// A component whose own spec breaks a rule the document states for the whole system.
public struct RuleViolation: Sendable, Hashable {
    public var rule: DesignRule
    public var component: String
    public var variant: String
    public var state: ComponentState
    public var property: String
    public var message: String
    /// Where the offending value was stated.
    public var provenance: Provenance?

    /// Checks resolved components, as they look in `mode`, against the document's rules for
    /// that appearance.
    public static func detect(in components: [ResolvedComponent], rules: [DesignRule], mode: TokenMode = .light) -> [RuleViolation] {
        let rules = rules.filter { $0.mode.map { $0 == mode } ?? true }
        var out: [RuleViolation] = []
        for component in components {
            let targets = component.variants.flatMap { variant in
                variant.states.sorted { $0.key < $1.key }.map { (variant.name, $0.key, $0.value) }
            } + component.parts.map { ("part: \($0.name)", ComponentState.default, $0.properties) }
            for rule in rules where rule.components.map({ $0.contains(component.kind) }) ?? true {
                for (variant, state, properties) in targets {
                    for (property, message) in check(properties, against: rule) {
                        let violation = RuleViolation(
                            rule: rule, component: component.name, variant: variant, state: state, property: property,
                            message: message, provenance: properties.provenance[property])
                        // A default-state value inherited by other states is one violation, not one per state.
                        if !out.contains(where: { $0.component == violation.component && $0.property == property && $0.provenance == violation.provenance && $0.rule == rule }) {
                            out.append(violation)
                        }
                    }
                }
            }
        }
        return out
    }

    private static func check(_ properties: ResolvedProperties, against rule: DesignRule) -> [(String, String)] {
        switch rule.kind {
        case .maxRadius(let limit):
            if let radius = properties.radius, radius > limit {
                return [("radius", "corner radius \(RGBAColor.format(radius))pt exceeds the stated maximum of \(RGBAColor.format(limit))pt")]
            }
            if properties.fullyRounded, limit < 8 {
                return [("fullyRounded", "fully rounded corners exceed the stated maximum radius of \(RGBAColor.format(limit))pt")]
            }
            return []
        case .forbiddenColor(let forbidden):
            // The page's own colours are not a component's to break.
            if rule.aboutPage { return [] }
            let colours: [(String, RGBAColor?)] = [("fill", properties.fill), ("textColor", properties.textColor), ("borderColor", properties.borderColor)]
            return colours.compactMap { name, color in
                guard rule.properties?.contains(name) ?? true else { return nil }
                guard let color, color.isOpaque, color.opaqueHex == forbidden.opaqueHex else { return nil }
                return (name, "\(name) is \(forbidden.opaqueHex), which the document forbids")
            }
        }
    }
}

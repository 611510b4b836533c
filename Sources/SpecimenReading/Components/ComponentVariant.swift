import SpecimenModel

/// A named version of a component (primary, secondary, destructive, text-only, a status)
/// with the properties of each state it describes.
public struct ComponentVariant: Sendable, Hashable {
    public var name: String
    public var states: [ComponentState: PropertySet]
    public var provenance: Provenance

    public init(name: String, states: [ComponentState: PropertySet] = [:], provenance: Provenance) {
        self.name = name
        self.states = states
        self.provenance = provenance
    }

    public subscript(state: ComponentState) -> PropertySet {
        get { states[state] ?? PropertySet() }
        set { states[state] = newValue.isEmpty ? nil : newValue }
    }

    public var isEmpty: Bool { states.values.allSatisfy(\.isEmpty) }

    /// This variant with every state's open properties taken from `base`.
    package func merged(over base: ComponentVariant) -> ComponentVariant {
        var out = self
        for (state, properties) in base.states {
            out.states[state] = (states[state] ?? PropertySet()).merged(over: properties)
        }
        return out
    }
}

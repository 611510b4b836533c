import SpecimenModel

/// A constraint the document states for the whole system that components can be checked
/// against: "no radius > 2", "never pure white".
public struct DesignRule: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// Corner radii above this many points are not allowed.
        case maxRadius(Double)
        /// This colour must not be used (pure white, pure black).
        case forbiddenColor(RGBAColor)
    }

    public var kind: Kind
    public var provenance: Provenance
    /// The component properties the rule speaks of, when its sentence says ("no pure white
    /// backgrounds" is about fills, not text); nil for every property.
    public var properties: Set<String>?
    /// Whether the rule is about the page itself, its main surfaces or running text ("never
    /// pure white for main surfaces", "don't use pure black as primary text"): no component's
    /// own fill or label breaks it.
    public var aboutPage: Bool

    /// The kinds of component the rule speaks of ("buttons use Warm Cream, not pure white"); nil
    /// for every component.
    public var components: Set<ComponentKind>?

    /// The appearance the rule is about, when its sentence or a heading above it names one
    /// ("Dark mode guidelines"); nil for every appearance.
    public var mode: TokenMode?

    public init(kind: Kind, provenance: Provenance, properties: Set<String>? = nil, aboutPage: Bool = false,
                components: Set<ComponentKind>? = nil, mode: TokenMode? = nil) {
        self.kind = kind
        self.provenance = provenance
        self.properties = properties
        self.aboutPage = aboutPage
        self.components = components
        self.mode = mode
    }
}

import SpecimenModel

/// A named piece inside a component that the document styles separately: a title line, a
/// placeholder, a header zone, a header pill.
public struct ComponentPart: Sendable, Hashable {
    public var name: String
    public var properties: PropertySet
    public var provenance: Provenance
    /// The variant whose part it is (`Status Panel`'s title), or nil for every variant's.
    public var variant: String?
    /// Another component drawn inside this one (`a {component.button-ghost} pill anchored
    /// bottom-left`), by its key: the part takes that component's look.
    public var child: String?

    public init(name: String, properties: PropertySet = PropertySet(), provenance: Provenance, variant: String? = nil, child: String? = nil) {
        self.name = name
        self.properties = properties
        self.provenance = provenance
        self.variant = variant
        self.child = child
    }
}

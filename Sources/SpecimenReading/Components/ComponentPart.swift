import SpecimenModel

/// A named piece inside a component that the document styles separately: a title line, a
/// placeholder, a header zone, a header pill.
public struct ComponentPart: Sendable, Hashable {
    public var name: String
    public var properties: PropertySet
    public var provenance: Provenance

    public init(name: String, properties: PropertySet = PropertySet(), provenance: Provenance) {
        self.name = name
        self.properties = properties
        self.provenance = provenance
    }
}

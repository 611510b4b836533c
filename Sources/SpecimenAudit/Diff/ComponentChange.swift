import SpecimenModel
import SpecimenReading

/// A component spec added, removed or changed, property by property.
public struct ComponentChange: Sendable, Hashable, Codable {
    public var change: ChangeKind
    public var name: String
    /// The kind on the after side (the before side's for a removed component).
    public var kind: ComponentKind
    /// Set when the kind itself changed.
    public var previousKind: ComponentKind?
    /// Where the component is described on each side.
    public var before: SourceReference?
    public var after: SourceReference?
    /// For a modified component, what changed; empty for one added or removed whole.
    public var properties: [PropertyChange]

    public init(
        change: ChangeKind, name: String, kind: ComponentKind, previousKind: ComponentKind? = nil,
        before: SourceReference?, after: SourceReference?, properties: [PropertyChange] = []
    ) {
        self.change = change
        self.name = name
        self.kind = kind
        self.previousKind = previousKind
        self.before = before
        self.after = after
        self.properties = properties
    }
}

/// One property as the document states it: the text as written, the literal it parses to or
/// the token it names (resolved later, against the system's tokens), and where it came from.
public struct PropertyValue<Value: Sendable & Hashable>: Sendable, Hashable {
    public var raw: String
    public var value: Value?
    /// A token reference kept as written (`brandTeal`, `[Ink]`, `BrandColors.black`, `radius.md`).
    public var reference: String?
    /// Opacity applied on top of a colour: `at 30% opacity`, `.opacity(0.6)`.
    public var opacity: Double?
    public var provenance: Provenance

    public init(raw: String, value: Value? = nil, reference: String? = nil, opacity: Double? = nil, provenance: Provenance) {
        self.raw = raw
        self.value = value
        self.reference = reference
        self.opacity = opacity
        self.provenance = provenance
    }
}

import SpecimenModel

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
    /// Stated, but known to name nothing (a broken reference already reported where it was
    /// read): resolved as unknown without a second diagnostic.
    public var isUnknown = false
    /// A colour given to the fill only because its phrase named no part (`Hover: remains white`):
    /// a state of a component that has no fill of its own colours its text instead.
    package var roleImplied = false
    /// The value the words give the dark appearance beside this, the light one (`#fff (light)
    /// or #191918 (dark)`): a literal, or a token named as written.
    package var darkValue: Value?
    package var darkReference: String?
    /// Values the words offer in place of this one (`#00C182 or #00FFAA`: `#00FFAA`), in order.
    /// The first is drawn; the others are listed beside it and exported, numbered from 2.
    package var alternatives: [Value] = []
    /// The words of other looks offered in place of this one, or beside it as optional, where
    /// they are more than a value (`Mono 12px / 600 UPPERCASE` after `Sans 16px / 700 or`, `a
    /// bright seasonal fill`, `optional 2px #E0B04A ring`): listed with the alternatives as
    /// written, never drawn.
    package var offeredWords: [String] = []

    public init(raw: String, value: Value? = nil, reference: String? = nil, opacity: Double? = nil, provenance: Provenance) {
        self.raw = raw
        self.value = value
        self.reference = reference
        self.opacity = opacity
        self.provenance = provenance
    }

    /// A statement whose value is unknown: see `isUnknown`.
    public static func unknown(raw: String, provenance: Provenance) -> Self {
        var value = Self(raw: raw, provenance: provenance)
        value.isUnknown = true
        return value
    }
}

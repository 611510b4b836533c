import SpecimenModel

/// A component's type: what the document says about it, any part optional, or a reference to
/// one of the system's type styles (`.brandLabel`, `body.primary`).
public struct FontSpec: Sendable, Hashable, Codable {
    public var family: String?
    public var size: Length?
    /// A size written as a constant (`DesignSystem.fontSizeSmall`), resolved against tokens.
    public var sizeReference: String?
    public var weight: String?
    public var styleReference: String?
    public var italic: Bool
    public var uppercase: Bool

    public init(
        family: String? = nil, size: Length? = nil, sizeReference: String? = nil, weight: String? = nil,
        styleReference: String? = nil, italic: Bool = false, uppercase: Bool = false
    ) {
        self.family = family
        self.size = size
        self.sizeReference = sizeReference
        self.weight = weight
        self.styleReference = styleReference
        self.italic = italic
        self.uppercase = uppercase
    }

    public var isEmpty: Bool {
        family == nil && size == nil && sizeReference == nil && weight == nil && styleReference == nil && !italic && !uppercase
    }

    /// Fills what this spec leaves open from another statement of the same font.
    package func merged(over base: FontSpec) -> FontSpec {
        FontSpec(
            family: family ?? base.family, size: size ?? base.size, sizeReference: sizeReference ?? base.sizeReference,
            weight: weight ?? base.weight, styleReference: styleReference ?? base.styleReference,
            italic: italic || base.italic, uppercase: uppercase || base.uppercase)
    }
}

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
    /// `lowercase` or `capitalize`: the other case transforms CSS knows (uppercase is `uppercase`).
    public var textCase: String?
    /// Tracking, in px (an `em` value is kept as a share of the size once the size is known).
    public var letterSpacing: Length?
    /// Tracking written in `em`, a share of the size.
    public var letterSpacingEms: Double?
    /// A line height as a multiplier of the size (`1.5`, `150%`).
    public var lineHeight: Double?
    /// A line height written as a length (`13px`).
    public var lineHeightLength: Length?
    /// `underline`, `underline dotted`, `line-through` or `none`, as CSS's text-decoration says.
    public var decoration: String?

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
            && textCase == nil && letterSpacing == nil && letterSpacingEms == nil && lineHeight == nil && lineHeightLength == nil && decoration == nil
    }

    /// Fills what this spec leaves open from another statement of the same font.
    package func merged(over base: FontSpec) -> FontSpec {
        var out = FontSpec(
            family: family ?? base.family, size: size ?? base.size, sizeReference: sizeReference ?? base.sizeReference,
            weight: weight ?? base.weight, styleReference: styleReference ?? base.styleReference,
            italic: italic || base.italic, uppercase: uppercase || base.uppercase)
        out.textCase = textCase ?? base.textCase
        if letterSpacing == nil, letterSpacingEms == nil {
            out.letterSpacing = base.letterSpacing
            out.letterSpacingEms = base.letterSpacingEms
        } else {
            out.letterSpacing = letterSpacing
            out.letterSpacingEms = letterSpacingEms
        }
        if lineHeight == nil, lineHeightLength == nil {
            out.lineHeight = base.lineHeight
            out.lineHeightLength = base.lineHeightLength
        } else {
            out.lineHeight = lineHeight
            out.lineHeightLength = lineHeightLength
        }
        out.decoration = decoration ?? base.decoration
        return out
    }
}

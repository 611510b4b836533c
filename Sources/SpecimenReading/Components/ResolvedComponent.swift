import SpecimenModel

/// A component with every value resolved to what a preview draws: colours with alpha applied,
/// lengths in CSS pixels. Values that could not be resolved are nil and reported.
public struct ResolvedComponent: Sendable, Hashable {
    public var spec: ComponentSpec
    public var variants: [ResolvedVariant]
    public var parts: [ResolvedPart]

    public var name: String { spec.name }
    public var kind: ComponentKind { spec.kind }

    public func variant(named name: String) -> ResolvedVariant? {
        if let exact = variants.first(where: { $0.name == name }) { return exact }
        let wanted = ComponentKind.words(of: name)
        return variants.first { ComponentKind.words(of: $0.name) == wanted }
    }
}

public struct ResolvedVariant: Sendable, Hashable {
    public var name: String
    /// Each state's properties with the default state's filled in, as a preview draws it.
    public var states: [ComponentState: ResolvedProperties]

    public subscript(state: ComponentState) -> ResolvedProperties? { states[state] }

    /// The resting fill a state's translucent fill is laid over, with its token's name: a hover
    /// or pressed `rgba(255,255,255,0.05)` on a near-black item is a layer on the item, not a
    /// replacement that lets the page show through. Only a grey wash is such a layer: a tint of a
    /// hue (`bg-danger/10` for an alarmed badge beside `bg-ok/10` at rest) is that state's own
    /// fill, on what the component sits on, as CSS draws it. Nil for the default state, for an
    /// opaque or absent state fill, and where the state only repeats the resting fill.
    public func restingFill(under state: ComponentState) -> (color: RGBAColor, token: String?)? {
        guard state != .default, let own = states[state]?.fill, own.alpha > 0, !own.isOpaque,
              max(own.red, own.green, own.blue) - min(own.red, own.green, own.blue) < 0.02,
              let resting = states[.default], let under = resting.fill, under.alpha > 0, under != own else { return nil }
        return (under, resting.tokenNames["fill"])
    }
}

public struct ResolvedPart: Sendable, Hashable {
    public var name: String
    public var properties: ResolvedProperties
    /// The variant whose part it is, or nil for every variant's.
    public var variant: String? = nil
    /// The component drawn as this part, when it is one (`ComponentPart.child`).
    public var child: String? = nil
    /// The line that names the part.
    public var line: Int? = nil
}

public struct ResolvedFont: Sendable, Hashable {
    public var family: String?
    public var size: Double?
    public var weight: String?
    public var italic: Bool
    public var uppercase: Bool
    /// `lowercase` or `capitalize`.
    public var textCase: String?
    /// Tracking in px, or as a share of the size where the document writes `em`.
    public var letterSpacing: Double?
    public var letterSpacingEms: Double?
    /// A multiplier of the size, or a height in px.
    public var lineHeight: Double?
    public var lineHeightPixels: Double?
    /// `underline`, `underline dotted`, `line-through` or `none`.
    public var decoration: String?

    public init(family: String? = nil, size: Double? = nil, weight: String? = nil, italic: Bool = false, uppercase: Bool = false) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
        self.uppercase = uppercase
    }
}

public struct ResolvedProperties: Sendable, Hashable {
    public var fill: RGBAColor?
    /// A fill that names one of the system's gradients (`Dusk gradient`): drawn as the gradient,
    /// its name in `tokenNames["fill"]`; `fill` stays nil, as no one colour is the fill.
    public var fillGradient: Gradient? = nil
    public var textColor: RGBAColor?
    public var borderWidth: Double?
    public var borderColor: RGBAColor?
    public var borderSide: String?
    /// `dashed`, `dotted` or `double`; nil for a solid line.
    public var borderStyle: String? = nil
    public var radius: Double?
    /// Corners that differ, as CSS's `border-radius` shorthand writes them (`16px 16px 0 0`: the
    /// top rounded, the bottom square), in CSS pixels; nil when every corner is `radius`.
    public var cornerRadii: [Double]? = nil
    public var continuousCorners: Bool
    public var fullyRounded: Bool
    public var height: Double?
    public var minHeight: Double?
    public var width: Double?
    public var minWidth: Double?
    public var fullWidth: Bool
    public var paddingVertical: Double?
    public var paddingHorizontal: Double?
    /// Padding given side by side in CSS's shorthand with three or four values that differ
    /// (`6px 35px 6px 15px`), in CSS pixels; nil when `paddingVertical`/`paddingHorizontal` say it all.
    public var paddingEdges: [Double]? = nil
    public var font: ResolvedFont?
    public var shadow: Shadow?
    /// The document says there is no shadow (`Shadow: none`): drawn flat, shown as "none", and
    /// a state saying so does not take its default state's shadow.
    public var noShadow = false
    /// Colours the words offer in place of a drawn one (`#00C182 or #00FFAA`), by property name
    /// (`fill`, `textColor`, `borderColor`): listed beside it, never drawn.
    public var alternatives: [String: [RGBAColor]] = [:]
    /// Other looks offered in words for a drawn value (`PropertyValue.offeredWords`), by
    /// property name: listed beside it as written, never drawn.
    public var offeredWords: [String: [String]] = [:]
    public var opacity: Double?
    public var scaleOnPress: Double?
    public var sampleText: String?
    /// Where each resolved value was stated, by property name, for links and violations.
    public var provenance: [String: Provenance]
    /// The token each colour property was taken from, by property name (`fill`: `primary`): how a
    /// report names the colour, rather than by the first token that happens to share its value.
    public var tokenNames: [String: String] = [:]
    /// Colour properties the document states but whose value could not be found (a reference to
    /// nothing): unknown, so a preview draws without them and the audit makes no pair of them.
    public var unresolved: Set<String> = []
    /// For each unresolved property, the value as the document writes it and its line.
    public var unresolvedValues: [String: UnresolvedValue] = [:]

    public struct UnresolvedValue: Sendable, Hashable {
        public var text: String
        public var provenance: Provenance
    }

    /// How a report names a colour property: `fill`, `text colour`, `border colour`.
    public static func describe(property: String) -> String {
        ["fill": "fill", "textColor": "text colour", "borderColor": "border colour"][property] ?? property
    }
}

extension ResolvedProperties {
    /// Whether this look has colours to show and they are `other`'s unchanged, with no opaque
    /// fill of its own to carry its text onto another page: an appearance the document does not
    /// describe, which the audit lists and the gallery leaves undrawn.
    package func carriesColours(unchangedFrom other: ResolvedProperties) -> Bool {
        (textColor != nil || borderColor != nil)
            && textColor == other.textColor && fill == other.fill && borderColor == other.borderColor
            && !(fill?.isOpaque ?? false)
    }
}

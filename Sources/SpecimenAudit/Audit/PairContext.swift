import SpecimenModel
import SpecimenReading

/// Where a pair is drawn: which component, variant, state, appearance and element.
public struct PairContext: Sendable, Hashable, Codable {
    public var component: String?
    public var kind: ComponentKind?
    public var variant: String?
    public var state: ComponentState?
    public var mode: TokenMode
    /// "text", "border", "fill", "focus ring", "indicator".
    public var element: String
    /// Text size used for the category, in CSS px (= iOS pt), and CSS weight.
    public var textSize: Double?
    public var textWeight: Int?
    /// What the audit had to assume or how it chose the background, in words.
    public var notes: [String]

    public init(
        component: String? = nil, kind: ComponentKind? = nil, variant: String? = nil, state: ComponentState? = nil,
        mode: TokenMode, element: String, textSize: Double? = nil, textWeight: Int? = nil, notes: [String] = []
    ) {
        self.component = component
        self.kind = kind
        self.variant = variant
        self.state = state
        self.mode = mode
        self.element = element
        self.textSize = textSize
        self.textWeight = textWeight
        self.notes = notes
    }

    /// "Primary Button · default · pressed · dark · text"
    public var summary: String { summary(namingAppearance: true) }

    /// The summary without the appearance where the report measures one only: its page may be
    /// dark with no mode stated ("Tema Oscuro" alone, a dark slate page), and "light" there
    /// would be an internal name, not the document's.
    public func summary(namingAppearance: Bool) -> String {
        var parts: [String] = []
        if let component { parts.append(component) }
        if let variant, variant != "default", variant != "base" { parts.append(variant) }
        if let state, state != .default { parts.append(state.rawValue) }
        parts.append(element)
        if namingAppearance { parts.append(mode.rawValue) }
        return parts.joined(separator: " · ")
    }
}

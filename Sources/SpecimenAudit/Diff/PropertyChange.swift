import SpecimenModel
import SpecimenReading

/// One component property that differs: where in the spec it sits and its value on each side.
public struct PropertyChange: Sendable, Hashable, Codable {
    public struct Value: Sendable, Hashable, Codable {
        /// The value as the document states it: a token name, or a literal (`#FFFFFF`, `12px`, `Inter 15px 600`).
        public var text: String
        /// The opaque colour, for colour properties stated as a literal, for chips.
        public var color: String?
        public var source: SourceReference

        public init(text: String, color: String? = nil, source: SourceReference) {
            self.text = text
            self.color = color
            self.source = source
        }
    }

    public var change: ChangeKind
    /// The variant (`base` for what the component states as a whole), or nil for a part.
    public var variant: String?
    /// The part (`placeholder`, `title`), or nil for the component's own properties.
    public var part: String?
    public var state: ComponentState?
    /// `fill`, `text`, `border color`, `radius`…
    public var property: String
    public var before: Value?
    public var after: Value?
    /// True when both sides name the same token and only its value changed (absent otherwise):
    /// the spec is as it was, the component is drawn differently.
    public var tokenValueChanged: Bool?

    public init(
        change: ChangeKind, variant: String?, part: String?, state: ComponentState?, property: String, before: Value?, after: Value?,
        tokenValueChanged: Bool? = nil
    ) {
        self.change = change
        self.variant = variant
        self.part = part
        self.state = state
        self.property = property
        self.before = before
        self.after = after
        self.tokenValueChanged = tokenValueChanged
    }

    /// "primary · hover · fill", "placeholder · text"
    public var location: String {
        var parts: [String] = []
        if let part { parts.append(part) }
        if let variant, variant != "base" { parts.append(variant) }
        if let state, state != .default { parts.append(state.rawValue) }
        parts.append(property)
        return parts.joined(separator: " · ")
    }
}

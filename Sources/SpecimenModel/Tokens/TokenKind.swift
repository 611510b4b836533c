/// The category of a token, as token pages and exports group them.
public enum TokenKind: String, Sendable, Hashable, Codable, CaseIterable {
    case color, gradient, spacing, radius, size, borderWidth, typeStyle, fontFamily, shadow, opacity, number, alias
}

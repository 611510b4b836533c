/// The appearance a value belongs to, when the document gives separate light and dark values.
public enum TokenMode: String, Sendable, Hashable, Codable, CaseIterable {
    case light, dark
}

/// What a length is for, read from the name or the section it sits in; token pages group by it.
public enum DimensionRole: String, Sendable, Hashable, Codable {
    case spacing, radius, size
}

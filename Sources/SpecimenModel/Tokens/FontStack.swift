/// A font family and the fallbacks the document names for it, in the order written.
public struct FontStack: Sendable, Hashable, Codable {
    public var family: String
    public var fallbacks: [String]

    public init(family: String, fallbacks: [String] = []) {
        self.family = family
        self.fallbacks = fallbacks
    }
}

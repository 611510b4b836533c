/// One font file of a family, as `@font-face` declares it.
public struct FontFace: Sendable, Hashable, Codable {
    public var family: String
    /// CSS weight, 100...900.
    public var weight: Int
    public var italic: Bool
    /// Absolute path of the source file (TTF or OTF).
    public var path: String

    public init(family: String, weight: Int, italic: Bool, path: String) {
        self.family = family
        self.weight = weight
        self.italic = italic
        self.path = path
    }
}

import SpecimenModel

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

    /// A family name safe to write into CSS and to look up: letters, digits, spaces and
    /// hyphens, at most 64 characters; nil otherwise.
    package static func safeFamilyName(_ name: String) -> String? {
        let trimmed = name.trimmingWhitespace
        guard !trimmed.isEmpty, trimmed.count <= 64,
              trimmed.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == " " || $0 == "-" })
        else { return nil }
        return trimmed
    }
}

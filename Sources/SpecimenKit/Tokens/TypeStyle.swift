/// A text style: the pieces a document gives, none of them required, because documents state
/// type in very different levels of detail (a size and weight in a table, a full SwiftUI font).
public struct TypeStyle: Sendable, Hashable, Codable {
    public var family: String?
    public var size: Length?
    /// Lower-case weight name as in SwiftUI and CSS keywords: `regular`, `semibold`, `heavy`…
    public var weight: String?
    /// A multiplier (1.4) or an absolute length, whichever the document states.
    public var lineHeight: Double?
    public var tracking: Length?
    /// SwiftUI font design such as `rounded` or `monospaced`, or descriptors like "Mono".
    public var design: String?

    public init(
        family: String? = nil, size: Length? = nil, weight: String? = nil,
        lineHeight: Double? = nil, tracking: Length? = nil, design: String? = nil
    ) {
        self.family = family
        self.size = size
        self.weight = weight
        self.lineHeight = lineHeight
        self.tracking = tracking
        self.design = design
    }

    /// Numeric CSS weight for the names SwiftUI and CSS share.
    public var numericWeight: Int? {
        guard let weight else { return nil }
        return TypeStyle.weights[weight]
    }

    static let weights: [String: Int] = [
        "ultralight": 100, "thin": 100, "extralight": 200, "light": 300, "regular": 400, "normal": 400,
        "book": 400, "medium": 500, "semibold": 600, "demibold": 600, "bold": 700, "extrabold": 800,
        "heavy": 800, "black": 900,
    ]
}

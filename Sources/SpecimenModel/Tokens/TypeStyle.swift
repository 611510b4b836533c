/// A text style: the pieces a document gives, none of them required, because documents state
/// type in very different levels of detail (a size and weight in a table, a full SwiftUI font).
public struct TypeStyle: Sendable, Hashable, Codable {
    public var family: String?
    /// The rest of the font list the document writes after `family` (`Inter, system-ui,
    /// sans-serif` gives `system-ui` and `sans-serif`), in order; nil when it names one family.
    public var fallbacks: [String]?
    public var size: Length?
    /// Lower-case weight name as in SwiftUI and CSS keywords: `regular`, `semibold`, `heavy`…
    public var weight: String?
    /// A multiplier (1.4) or an absolute length, whichever the document states.
    public var lineHeight: Double?
    public var tracking: Length?
    /// SwiftUI font design such as `rounded` or `monospaced`, or descriptors like "Mono".
    public var design: String?
    /// CSS `font-feature-settings` and `font-variation-settings`, as a front matter writes them.
    public var fontFeatureSettings: String?
    public var fontVariationSettings: String?

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
}

import SpecimenModel

/// The optional `specimen.yml` next to a document: what the document cannot say about itself.
public struct Sidecar: Sendable {
    /// Display name; defaults to the document's title.
    public var name: String?
    /// One-line summary for the site home; defaults to the document's first sentence.
    public var summary: String?
    /// Position on the site home; systems without one follow, by slug.
    public var order: Int?
    /// The token previews are drawn on, when the document's own background is not the one.
    public var background: String?
    /// A separate token for dark appearance, when `background` gives `light` and `dark`.
    public var darkBackground: String?
    public var backgroundLine: Int?
    /// Sample copy for component previews, by component name, where the document has none.
    public var samples: [String: [String]] = [:]
    /// The whole parsed file, for the stages that read their own keys.
    public var root: YAMLValue?
    public var file: String

    public init(name: String? = nil, summary: String? = nil, order: Int? = nil, root: YAMLValue? = nil, file: String = "") {
        self.name = name
        self.summary = summary
        self.order = order
        self.root = root
        self.file = file
    }

    /// Every top-level key a sidecar may have; anything else is a warning with a suggestion.
    public static let knownKeys = ["name", "summary", "order", "tokens", "fonts", "background", "samples"]
}

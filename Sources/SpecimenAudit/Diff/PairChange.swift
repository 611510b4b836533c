import SpecimenModel
import SpecimenReading

/// A contrast pair that started failing, or stopped failing, at the compared level.
public struct PairChange: Sendable, Hashable, Codable {
    /// A pair as one side measures it.
    public struct Measurement: Sendable, Hashable, Codable {
        public var id: String
        public var foreground: AuditColor
        public var background: AuditColor
        public var ratio: Double
        public var ratioText: String
        public var passes: Bool
        /// Why WCAG does not require the pair, when it is exempt.
        public var exemption: String?
        public var source: SourceReference

        public init(_ pair: ContrastPair, level: WCAGLevel) {
            id = pair.id
            foreground = pair.foreground
            background = pair.background
            ratio = pair.ratio
            ratioText = pair.ratioText
            passes = pair.passes(level)
            exemption = pair.exemption
            source = pair.source
        }
    }

    /// The pair's stable id on the side that defines the change: the after side for a new
    /// failure, the before side for a fixed one.
    public var id: String
    /// "Primary Button · hover · text · light"
    public var context: String
    public var category: ContrastCategory
    /// The ratio the level asks of this pair, as displayed (`4.5`).
    public var needs: String
    /// Nil when the pair does not exist on that side: a new component's pair, or a removed one's.
    public var before: Measurement?
    public var after: Measurement?

    public init(id: String, context: String, category: ContrastCategory, needs: String, before: Measurement?, after: Measurement?) {
        self.id = id
        self.context = context
        self.category = category
        self.needs = needs
        self.before = before
        self.after = after
    }
}

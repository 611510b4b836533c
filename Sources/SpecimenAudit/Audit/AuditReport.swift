import SpecimenModel
import SpecimenReading

/// The contrast audit of one design system: what it was checked on, every used pair, the
/// document's claims, the palette matrix and the colour-vision checks.
public struct AuditReport: Sendable, Hashable, Codable {
    public struct Background: Sendable, Hashable, Codable {
        public var mode: TokenMode
        public var name: String
        /// The solid colour, or the gradient's stops.
        public var colors: [String]
        public var isGradient: Bool
        public var reason: String
        public var source: SourceReference?

        package init(_ page: PageBackground, mode: TokenMode) {
            self.mode = mode
            self.name = page.name
            switch page.fill {
            case .solid(let color):
                colors = [color.hex]
                isGradient = false
            case .gradient(let stops):
                colors = stops.map(\.color.hex)
                isGradient = true
            }
            self.reason = page.reason
            self.source = page.provenance.map(SourceReference.init)
        }
    }

    /// The slug.
    public var system: String
    public var name: String
    /// The document, relative to the content folder.
    public var document: String
    public var backgrounds: [Background]
    /// Used pairs: components, stated pairings and text tokens, light then dark.
    public var pairs: [ContrastPair]
    /// Pairs not measured, each with its reason: a colour name that resolves to nothing, or a
    /// colour on itself.
    public var skipped: [SkippedPair]
    public var claims: [ContrastClaim]
    /// Every colour token against every other, per appearance; never fails the audit.
    public var palette: [PaletteContrast]
    /// Set when the light palette has more colours than the matrix compares
    /// (`PaletteContrast.colorLimit`): how many it has. Absent otherwise.
    public var paletteColors: Int?
    public var colorVision: [ColorVisionFinding]
    public var summary: AuditSummary

    private enum CodingKeys: String, CodingKey {
        case system, name, document, backgrounds, pairs, skipped, claims, palette, paletteColors, colorVision, summary
    }

    package init(
        system: String, name: String, document: String, backgrounds: [Background], pairs: [ContrastPair], skipped: [SkippedPair],
        claims: [ContrastClaim], palette: [PaletteContrast], colorVision: [ColorVisionFinding], summary: AuditSummary
    ) {
        self.system = system
        self.name = name
        self.document = document
        self.backgrounds = backgrounds
        self.pairs = pairs
        self.skipped = skipped
        self.claims = claims
        self.palette = palette
        self.colorVision = colorVision
        self.summary = summary
    }

    /// Reads a report written before `skipped` existed too (an older audit baseline).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        system = try container.decode(String.self, forKey: .system)
        name = try container.decode(String.self, forKey: .name)
        document = try container.decode(String.self, forKey: .document)
        backgrounds = try container.decode([Background].self, forKey: .backgrounds)
        pairs = try container.decode([ContrastPair].self, forKey: .pairs)
        skipped = try container.decodeIfPresent([SkippedPair].self, forKey: .skipped) ?? []
        claims = try container.decode([ContrastClaim].self, forKey: .claims)
        palette = try container.decode([PaletteContrast].self, forKey: .palette)
        paletteColors = try container.decodeIfPresent(Int.self, forKey: .paletteColors)
        colorVision = try container.decode([ColorVisionFinding].self, forKey: .colorVision)
        summary = try container.decode(AuditSummary.self, forKey: .summary)
    }

    public func failingPairs(at level: WCAGLevel) -> [ContrastPair] { pairs.filter { $0.fails(level) } }
    public var contradictedClaims: [ContrastClaim] { claims.filter { !$0.holds } }
}

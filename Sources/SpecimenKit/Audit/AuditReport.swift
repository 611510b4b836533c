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

        init(_ page: PageBackground, mode: TokenMode) {
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
    public var claims: [ContrastClaim]
    /// Every colour token against every other, per appearance; never fails the audit.
    public var palette: [PaletteContrast]
    public var colorVision: [ColorVisionFinding]
    public var summary: AuditSummary

    public func failingPairs(at level: WCAGLevel) -> [ContrastPair] { pairs.filter { $0.fails(level) } }
    public var contradictedClaims: [ContrastClaim] { claims.filter { !$0.holds } }
}

import SpecimenModel
import SpecimenReading

/// Counts for one system or for all of them, at both levels.
public struct AuditSummary: Sendable, Hashable, Codable {
    public struct LevelCounts: Sendable, Hashable, Codable {
        /// Used pairs that fail and are not exempt.
        public var failingPairs: Int
        public var passingPairs: Int
        /// Palette combinations that would fail as normal text; informative only.
        public var paletteFailingNormalText: Int
    }

    public var systems: Int
    public var pairs: Int
    public var exemptPairs: Int
    public var claims: Int
    public var contradictedClaims: Int
    public var unverifiableClaims: Int
    public var paletteCombinations: Int
    /// State colour sets with confusable colours and no stated text or icon cue.
    public var colorVisionRisks: Int
    public var aa: LevelCounts
    public var aaa: LevelCounts

    package enum CodingKeys: String, CodingKey {
        case systems, pairs, exemptPairs, claims, contradictedClaims, unverifiableClaims, paletteCombinations, colorVisionRisks
        case aa = "AA"
        case aaa = "AAA"
    }

    public subscript(level: WCAGLevel) -> LevelCounts { level == .aa ? aa : aaa }

    /// What fails a gate at `level`: failing used pairs and contradicted claims. The palette
    /// matrix and colour-vision findings are reported but never fail it.
    public func failures(at level: WCAGLevel) -> Int {
        self[level].failingPairs + contradictedClaims
    }

    public init(reports: [AuditReport]) {
        let pairs = reports.flatMap(\.pairs)
        let claims = reports.flatMap(\.claims)
        let palette = reports.flatMap(\.palette)
        func counts(_ level: WCAGLevel) -> LevelCounts {
            LevelCounts(
                failingPairs: pairs.filter { $0.fails(level) }.count,
                passingPairs: pairs.filter { $0.passes(level) }.count,
                paletteFailingNormalText: palette.filter { cell in
                    !(level == .aa ? cell.passesAA : cell.passesAAA).contains(.normalText)
                }.count)
        }
        self.systems = reports.count
        self.pairs = pairs.count
        self.exemptPairs = pairs.filter { $0.exemption != nil }.count
        self.claims = claims.count
        self.contradictedClaims = claims.filter { !$0.holds }.count
        self.unverifiableClaims = claims.filter { !$0.verifiable }.count
        self.paletteCombinations = palette.count
        self.colorVisionRisks = reports.flatMap(\.colorVision).filter(\.isRisk).count
        self.aa = counts(.aa)
        self.aaa = counts(.aaa)
    }
}

import SpecimenModel
import SpecimenReading

/// Something the document asserts about its own contrast, checked against what it specifies.
public struct ContrastClaim: Sendable, Hashable, Codable {
    public enum Kind: String, Sendable, Hashable, Codable {
        /// About one stated pair: "Black text on Yellow | 14.2:1 | AAA".
        case pair
        /// A level for a set of pairs: "All text meets WCAG AAA standards".
        case level
        /// A minimum ratio for a set of pairs: "Status badges | 4.5:1".
        case minimumRatio = "minimum-ratio"
    }

    public struct Claimed: Sendable, Hashable, Codable {
        public var ratio: Double?
        public var level: WCAGLevel?
        /// "14.2:1, AAA"
        public var text: String
    }

    public struct Measured: Sendable, Hashable, Codable {
        /// The pair's ratio, or the lowest ratio among the covered pairs.
        public var ratio: Double?
        public var ratioText: String?
        /// How many pairs the claim covers, and how many contradict it.
        public var pairs: Int
        public var failing: Int
        /// Ids of the contradicting pairs (all of them), for links.
        public var failingPairs: [String]
        /// "4.23:1 for White text on Red" or "3 of 12 pairs fail AAA, lowest 1.92:1 (Status Badge …)".
        public var text: String
    }

    public var id: String
    public var system: String
    public var kind: Kind
    /// The sentence or table row, as written (table cells joined with " | ").
    public var text: String
    public var source: SourceReference
    /// What the claim is about: "Black on Yellow", "all text pairs", "large text pairs".
    public var scope: String
    public var claimed: Claimed
    public var measured: Measured
    /// False when the measured values contradict the claim. A claim that covers no pair holds
    /// (there is nothing to contradict it) and is marked not `verifiable`.
    public var holds: Bool
    public var verifiable: Bool

    /// A pair's stated ratio holds when the measured one is within this of it, or better:
    /// documents round their ratios, and "4.5:1" for a measured 4.47:1 is a rounding, not a lie.
    /// A minimum ("at least 4.5:1 for text") is a threshold and has no tolerance.
    public static let ratioTolerance = 0.05
}

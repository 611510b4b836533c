import SpecimenModel
import SpecimenReading

/// One foreground drawn on one background, measured as seen.
///
/// Colours are the effective, composited ones: a 90% card over a gradient is flattened at the
/// point of the gradient where the pair is weakest, and that worst case is the pair's ratio.
public struct ContrastPair: Sendable, Hashable, Codable {
    /// Where the audit found the pair.
    public enum Origin: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
        /// A component's text on its fill, or a component boundary on what surrounds it.
        case component
        /// A pairing the document states: a table row or an "X on Y" sentence.
        case statedPairing = "stated-pairing"
        /// A token whose name or role says it is text, on the page background.
        case textToken = "text-token"

        public static func < (lhs: Self, rhs: Self) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// Stable within a report: built from the system, mode, origin and context.
    public var id: String
    public var system: String
    public var origin: Origin
    public var category: ContrastCategory
    public var foreground: AuditColor
    public var background: AuditColor
    /// Unrounded; every verdict compares this value.
    public var ratio: Double
    /// Floored to two decimals ("4.49"), so a failing ratio never displays as a passing one.
    public var ratioText: String
    public var verdicts: ContrastVerdicts
    /// Set when the background is a gradient: the worst and best points.
    public var gradient: GradientExtent?
    public var context: PairContext
    /// The line that defines the pair: the foreground's, else the fill's.
    public var source: SourceReference
    /// Why WCAG does not require this pair to pass (inactive components), or nil.
    public var exemption: String?
    /// One entry per failing level, for pairs that are not exempt.
    public var suggestions: [PairSuggestion]

    public var contrast: ContrastRatio { ContrastRatio(ratio) }

    public func passes(_ level: WCAGLevel) -> Bool { verdicts[level].passes }

    /// Failing and not exempt: what a gate counts.
    public func fails(_ level: WCAGLevel) -> Bool { exemption == nil && !passes(level) }
}

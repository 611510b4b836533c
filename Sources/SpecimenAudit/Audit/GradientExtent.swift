import SpecimenModel
import SpecimenReading

/// Where a pair over a gradient is weakest and strongest; the pair's own ratio is the worst.
public struct GradientExtent: Sendable, Hashable, Codable {
    public var gradient: String
    public var worstRatio: Double
    public var worstRatioText: String
    /// Fraction of the gradient line, 0 at the first stop.
    public var worstPosition: Double
    public var worstBackground: String
    public var bestRatio: Double
    public var bestRatioText: String
    public var bestPosition: Double
    public var bestBackground: String

    package init(gradient: String, range: GradientContrastRange) {
        self.gradient = gradient
        worstRatio = range.worst.ratio.value
        worstRatioText = range.worst.ratio.formatted
        worstPosition = range.worst.position
        worstBackground = range.worst.background.opaqueHex
        bestRatio = range.best.ratio.value
        bestRatioText = range.best.ratio.formatted
        bestPosition = range.best.position
        bestBackground = range.best.background.opaqueHex
    }
}

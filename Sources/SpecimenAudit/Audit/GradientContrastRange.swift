import SpecimenModel
import SpecimenReading

/// The contrast of one foreground over a span of a gradient: where it is lowest and highest.
public struct GradientContrastRange: Sendable, Hashable {
    public var worst: GradientContrastSample
    public var best: GradientContrastSample

    public init(worst: GradientContrastSample, best: GradientContrastSample) {
        self.worst = worst
        self.best = best
    }
}

/// The contrast at one point of a gradient line.
public struct GradientContrastSample: Sendable, Hashable {
    public var position: Double
    /// The opaque colour seen there, overlays included.
    public var background: RGBAColor
    public var ratio: ContrastRatio
    /// The opaque colour the foreground is seen as there.
    public var foreground: RGBAColor?

    public init(position: Double, background: RGBAColor, ratio: ContrastRatio, foreground: RGBAColor? = nil) {
        self.position = position
        self.background = background
        self.ratio = ratio
        self.foreground = foreground
    }
}

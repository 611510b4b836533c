import SpecimenModel
import SpecimenReading

/// A gradient colour at a definite position (a fraction of the gradient line, usually 0...1), as
/// the audit samples it. Token gradients may leave positions implicit; see `Gradient.colorStops`.
public struct ColorStop: Sendable, Hashable {
    public var color: RGBAColor
    public var position: Double

    public init(color: RGBAColor, position: Double) {
        self.color = color
        self.position = position
    }
}

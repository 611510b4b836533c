import SpecimenModel
import SpecimenReading

extension Gradient {
    /// The stops with every position made explicit, ready for sampling.
    public var colorStops: [ColorStop] {
        zip(stops, resolvedPositions).map { ColorStop(color: $0.color, position: $1) }
    }
}

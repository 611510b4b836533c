import SpecimenModel
import SpecimenReading

/// An existing palette colour that could replace a failing foreground.
public struct PaletteMatch: Sendable, Hashable {
    public var name: String
    public var color: RGBAColor
    public var ratio: ContrastRatio
    /// deltaE OK from the colour being replaced.
    public var distance: Double

    public init(name: String, color: RGBAColor, ratio: ContrastRatio, distance: Double) {
        self.name = name
        self.color = color
        self.ratio = ratio
        self.distance = distance
    }

    /// The candidates that reach `target` on `background`, nearest to `original` first.
    ///
    /// Suggesting a token the system already has beats inventing a colour, so this is offered next
    /// to `ContrastSuggestion`. Distances are measured between the colours as seen on the
    /// background, because that is what a reader compares. Ties are broken by name for stable output.
    public static func passing(
        _ candidates: [(name: String, color: RGBAColor)],
        replacing original: RGBAColor,
        on background: LayerStack,
        target: Double
    ) -> [PaletteMatch] {
        let flattened = FlattenedBackground(background)
        let originalLab = OKLab(flattened.seen(original))
        // Distances only for the candidates that pass: most do not, and a distance costs more than a ratio.
        return candidates
            .compactMap { candidate -> PaletteMatch? in
                let seen = flattened.seen(candidate.color)
                let ratio = ContrastRatio(luminance: seen.relativeLuminance, and: flattened.luminance)
                guard ratio.meets(target) else { return nil }
                return PaletteMatch(
                    name: candidate.name, color: candidate.color, ratio: ratio, distance: OKLab(seen).distance(to: originalLab))
            }
            .sorted { $0.distance != $1.distance ? $0.distance < $1.distance : $0.name < $1.name }
    }

    /// Convenience for a single background colour; a translucent one is flattened over white.
    public static func passing(
        _ candidates: [(name: String, color: RGBAColor)],
        replacing original: RGBAColor,
        background: RGBAColor,
        target: Double
    ) -> [PaletteMatch] {
        passing(candidates, replacing: original, on: LayerStack(base: background), target: target)
    }
}

import SpecimenModel
import SpecimenReading

/// Two named colours that are told apart in normal vision but not under a colour-vision deficiency,
/// e.g. "error" and "success" becoming the same olive under deuteranopia.
public struct ConfusablePair: Sendable, Hashable {
    public var deficiency: ColorVisionDeficiency
    public var first: String
    public var second: String
    /// deltaE OK in normal vision.
    public var normalDistance: Double
    /// deltaE OK after simulation.
    public var simulatedDistance: Double

    public init(deficiency: ColorVisionDeficiency, first: String, second: String, normalDistance: Double, simulatedDistance: Double) {
        self.deficiency = deficiency
        self.first = first
        self.second = second
        self.normalDistance = normalDistance
        self.simulatedDistance = simulatedDistance
    }

    /// deltaE OK below which two state colours count as hard to tell apart.
    ///
    /// OKLab's just-noticeable difference is about 0.02 (CSS Color 4 uses it for gamut mapping),
    /// but state colours are read at a glance, often as small badges, so "noticeable side by side"
    /// is not enough. 0.08 is four JNDs: pairs below it are near each other in hue and lightness
    /// even when a careful viewer could still separate them. The same threshold decides that a pair
    /// is distinct in normal vision, so a pair is only reported when the deficiency is what makes
    /// it confusable.
    public static let defaultThreshold = 0.08

    /// Every pair among `colors` that is distinct in normal vision and confusable under one of
    /// `deficiencies`, in input order (pairs by first then second name, deficiencies by case order).
    /// Translucent colours are judged as seen over `background`.
    public static func find(
        in colors: [(name: String, color: RGBAColor)],
        over background: RGBAColor = RGBAColor(red: 1, green: 1, blue: 1),
        deficiencies: [ColorVisionDeficiency] = ColorVisionDeficiency.allCases,
        threshold: Double = defaultThreshold
    ) -> [ConfusablePair] {
        let surface = LayerStack(base: background)
        let seen = colors.map { (name: $0.name, color: surface.effectiveColor(of: $0.color)) }
        var pairs: [ConfusablePair] = []
        for i in seen.indices {
            for j in seen.indices where j > i {
                let normal = seen[i].color.perceptualDistance(to: seen[j].color)
                guard normal >= threshold else { continue }
                for deficiency in deficiencies {
                    let simulated = deficiency.simulate(seen[i].color).perceptualDistance(to: deficiency.simulate(seen[j].color))
                    if simulated < threshold {
                        pairs.append(ConfusablePair(
                            deficiency: deficiency, first: seen[i].name, second: seen[j].name,
                            normalDistance: normal, simulatedDistance: simulated))
                    }
                }
            }
        }
        return pairs
    }
}

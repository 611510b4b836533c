/// A replacement for a foreground that fails a contrast target: the same hue, moved in lightness.
public struct ContrastSuggestion: Sendable, Hashable {
    public var original: RGBAColor
    /// Quantised to 8-bit channels, so the hex a page prints is the colour that was checked.
    public var color: RGBAColor
    public var ratio: ContrastRatio
    /// Signed change of OKLCH lightness; negative means darker.
    public var lightnessChange: Double
    /// True when chroma had to drop to stay inside sRGB at the new lightness.
    public var reducedChroma: Bool

    public init(original: RGBAColor, color: RGBAColor, ratio: ContrastRatio, lightnessChange: Double, reducedChroma: Bool) {
        self.original = original
        self.color = color
        self.ratio = ratio
        self.lightnessChange = lightnessChange
        self.reducedChroma = reducedChroma
    }

    /// OKLCH lightness step of the search. At 0.001 neighbouring candidates differ by well under
    /// one 8-bit step, so the first passing candidate is as near as an 8-bit colour can be.
    static let lightnessStep = 0.001

    /// The passing colour nearest to `foreground` that keeps its hue (and its chroma where sRGB
    /// allows), found by walking OKLCH lightness both darker and lighter and taking the smaller
    /// change. Returns nil when neither direction reaches `target`, e.g. 7:1 on a mid grey.
    ///
    /// The foreground keeps its alpha, so a translucent foreground is judged as it would be seen.
    public static func nearestPassing(
        foreground: RGBAColor, on background: LayerStack, target: Double
    ) -> ContrastSuggestion? {
        let current = ContrastRatio(foreground: foreground, on: background)
        if current.meets(target) {
            return ContrastSuggestion(original: foreground, color: foreground, ratio: current, lightnessChange: 0, reducedChroma: false)
        }
        let candidates = [-1.0, 1.0].compactMap { direction in
            firstPassing(from: foreground, direction: direction, on: background, target: target)
        }
        // On an exact tie, the candidate with more contrast is the more useful answer.
        let best = candidates.min { lhs, rhs in
            let left = abs(lhs.lightnessChange)
            let right = abs(rhs.lightnessChange)
            return left != right ? left < right : lhs.ratio > rhs.ratio
        }
        return best
    }

    /// Convenience for a single background colour; a translucent one is flattened over white.
    public static func nearestPassing(foreground: RGBAColor, background: RGBAColor, target: Double) -> ContrastSuggestion? {
        nearestPassing(foreground: foreground, on: LayerStack(base: background), target: target)
    }

    private static func firstPassing(
        from original: RGBAColor, direction: Double, on background: LayerStack, target: Double
    ) -> ContrastSuggestion? {
        let start = OKLCH(original)
        let alpha = original.alpha
        let steps = Int((direction < 0 ? start.lightness : 1 - start.lightness) / lightnessStep) + 1
        guard steps > 0 else { return nil }
        for step in 1...steps {
            // The last step lands exactly on black or white, the extremes a search must not skip.
            let lightness = step == steps
                ? (direction < 0 ? 0 : 1)
                : start.lightness + direction * Double(step) * lightnessStep
            let mapped = OKLCH(lightness: lightness, chroma: start.chroma, hue: start.hue).reducingChromaToSRGBGamut()
            let exact = mapped.oklab.rgbaColor(alpha: alpha)
            let color = RGBAColor(red8: exact.red8, green8: exact.green8, blue8: exact.blue8, alpha: alpha)
            let ratio = ContrastRatio(foreground: color, on: background)
            if ratio.meets(target) {
                return ContrastSuggestion(
                    original: original, color: color, ratio: ratio,
                    lightnessChange: lightness - start.lightness,
                    reducedChroma: mapped.chroma < start.chroma - 1e-9)
            }
        }
        return nil
    }
}

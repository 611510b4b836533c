import SpecimenModel
import SpecimenReading
import Synchronization

/// A replacement for a colour of a pair that fails a contrast target (the text, or the fill it
/// sits on): the same hue, moved in lightness.
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
    package static let lightnessStep = 0.001

    /// The passing colour nearest to `foreground` that keeps its hue (and its chroma where sRGB
    /// allows), found by walking OKLCH lightness both darker and lighter and taking the smaller
    /// change. Returns nil when neither direction reaches `target`, e.g. 7:1 on a mid grey.
    ///
    /// The foreground keeps its alpha, so a translucent foreground is judged as it would be seen.
    public static func nearestPassing(
        foreground: RGBAColor, on background: LayerStack, target: Double
    ) -> ContrastSuggestion? {
        remembered(.text(foreground, background, target)) {
            let flattened = FlattenedBackground(background)
            return nearestPassing(adjusting: foreground, target: target) { flattened.ratio(of: $0) }
        }
    }

    /// The passing fill nearest to `fill` with the same hue, the text kept as it is: what a
    /// designer changes when white text on a button fails. `under` is what shows through a
    /// translucent fill (the page).
    public static func nearestPassingFill(
        _ fill: RGBAColor, under page: RGBAColor, text: RGBAColor, target: Double
    ) -> ContrastSuggestion? {
        remembered(.fill(fill, under: page, text: text, target)) {
            // Away from the text only: a white card is never told to turn black behind its text.
            let seen = LayerStack(base: page, layers: [fill]).effectiveColor
            let direction: Double = seen.relativeLuminance >= LayerStack(base: seen).effectiveColor(of: text).relativeLuminance ? 1 : -1
            return nearestPassing(adjusting: fill, target: target, directions: [direction]) { candidate in
                ContrastRatio(foreground: text, on: LayerStack(base: page, layers: [candidate]))
            }
        }
    }

    /// What was asked: a text colour on a background, or a fill under a text, and the target.
    private enum Question: Hashable {
        case text(RGBAColor, LayerStack, Double)
        case fill(RGBAColor, under: RGBAColor, text: RGBAColor, Double)
    }

    /// Answers worked out already. A system asks the same question of every pair that shares
    /// its colours (muted text on the page, in each component), and the walk was the audit's
    /// largest cost. The answer depends on the question alone, so keeping it changes nothing;
    /// the store is emptied when large, so memory stays flat on a site of any size.
    private static let answers = Mutex<[Question: ContrastSuggestion?]>([:])
    private static let answersKept = 4096

    private static func remembered(_ question: Question, _ work: () -> ContrastSuggestion?) -> ContrastSuggestion? {
        if let known = answers.withLock({ $0[question] }) { return known }
        let answer = work()
        answers.withLock { store in
            if store.count >= answersKept { store.removeAll(keepingCapacity: true) }
            store[question] = answer
        }
        return answer
    }

    /// Walks `color`'s OKLCH lightness both ways and keeps the nearer passing candidate, where
    /// `ratio` says how a candidate measures.
    package static func nearestPassing(
        adjusting color: RGBAColor, target: Double, directions: [Double] = [-1, 1], ratio: (RGBAColor) -> ContrastRatio
    ) -> ContrastSuggestion? {
        let current = ratio(color)
        if current.meets(target) {
            return ContrastSuggestion(original: color, color: color, ratio: current, lightnessChange: 0, reducedChroma: false)
        }
        // A later direction need not walk further than the nearest candidate found so far: a
        // farther one could not be chosen.
        var candidates: [ContrastSuggestion] = []
        for direction in directions {
            let limit = candidates.map { abs($0.lightnessChange) }.min() ?? .infinity
            if let found = firstPassing(from: color, direction: direction, target: target, within: limit, ratio: ratio) {
                candidates.append(found)
            }
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
        from original: RGBAColor, direction: Double, target: Double, within limit: Double = .infinity,
        ratio measure: (RGBAColor) -> ContrastRatio
    ) -> ContrastSuggestion? {
        let start = OKLCH(original)
        let alpha = original.alpha
        let steps = Int((direction < 0 ? start.lightness : 1 - start.lightness) / lightnessStep) + 1
        guard steps > 0 else { return nil }
        // Neighbouring steps often round to the same 8-bit colour, which has been measured.
        var measured: RGBAColor?
        for step in 1...steps {
            // The last step lands exactly on black or white, the extremes a search must not skip.
            let lightness = step == steps
                ? (direction < 0 ? 0 : 1)
                : start.lightness + direction * Double(step) * lightnessStep
            // The change only grows with each step, the last (onto black or white) included.
            if abs(lightness - start.lightness) > limit { return nil }
            let mapped = OKLCH(lightness: lightness, chroma: start.chroma, hue: start.hue).reducingChromaToSRGBGamut()
            let exact = mapped.oklab.rgbaColor(alpha: alpha)
            let color = RGBAColor(red8: exact.red8, green8: exact.green8, blue8: exact.blue8, alpha: alpha)
            if color == measured { continue }
            measured = color
            let ratio = measure(color)
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

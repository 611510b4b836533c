import SpecimenModel
import SpecimenReading

/// A gradient used as a background, with whatever translucent surfaces are laid over it, as the
/// audit needs it: a colour at each point of the gradient line.
public struct GradientBackground: Sendable, Hashable {
    /// In order along the gradient line, positions already fixed up as CSS does.
    public let stops: [ColorStop]
    /// Surfaces painted over the gradient, bottom to top, e.g. a card at 90% opacity.
    public let overlays: [RGBAColor]
    /// What shows through translucent stops.
    public let canvas: RGBAColor

    /// Returns nil when there are no stops, since there is then no background to audit.
    ///
    /// A stop placed before an earlier one is moved up to it, the fix-up CSS Images 4 applies, so a
    /// document that lists positions out of order audits the gradient a browser would draw.
    public init?(stops: [ColorStop], overlays: [RGBAColor] = [], canvas: RGBAColor = RGBAColor(red: 1, green: 1, blue: 1)) {
        guard !stops.isEmpty else { return nil }
        var fixed: [ColorStop] = []
        for stop in stops {
            let floor = fixed.last?.position ?? -Double.infinity
            fixed.append(ColorStop(color: stop.color, position: max(floor, stop.position)))
        }
        self.stops = fixed
        self.overlays = overlays
        self.canvas = canvas.withAlpha(1)
    }

    /// The gradient's own colour at `position`, before canvas and overlays; may be translucent.
    ///
    /// Interpolates in sRGB with premultiplied alpha, the CSS default for gradients without an
    /// `in <colorspace>` clause, so a fade to transparent does not pass through grey.
    public func color(at position: Double) -> RGBAColor {
        guard let first = stops.first, let last = stops.last else { return canvas }
        if position < first.position { return first.color }
        guard let index = stops.lastIndex(where: { $0.position <= position }), index + 1 < stops.count else {
            return last.color
        }
        let start = stops[index]
        let end = stops[index + 1]
        let t = (position - start.position) / (end.position - start.position)
        return Self.interpolatePremultiplied(start.color, end.color, t)
    }

    /// The opaque colour seen at `position`, with the overlays or without them.
    public func effectiveColor(at position: Double, overlays includeOverlays: Bool = true) -> RGBAColor {
        let surface = LayerStack(base: canvas, layers: [color(at: position)] + (includeOverlays ? overlays : []))
        return surface.effectiveColor
    }

    /// The worst and best contrast of `foreground` over the part of the gradient between `from` and
    /// `to` (fractions of the gradient line, clamped to 0...1, in either order).
    ///
    /// Interpolating gamma-encoded channels makes luminance non-linear between stops, and two stops
    /// whose channels move in opposite directions can dip darker than both, so the stops alone are
    /// not enough: the range is sampled densely, plus every stop inside it (both sides of a hard edge).
    ///
    /// `includingOverlays` says the foreground already holds the overlays: a faded element's
    /// text laid on its own fill, which is blended with the gradient itself, beside the faded
    /// fill, not on top of it.
    public func contrastRange(
        against foreground: RGBAColor, from: Double = 0, to: Double = 1, samples: Int = 256, includingOverlays: Bool = false
    ) -> GradientContrastRange {
        let lower = min(max(0, min(from, to)), 1)
        let upper = min(max(0, max(from, to)), 1)
        let count = max(2, samples)
        var points: [(position: Double, background: RGBAColor, bare: RGBAColor)] = (0..<count).map { index in
            let position = lower + (upper - lower) * Double(index) / Double(count - 1)
            return (position, effectiveColor(at: position), effectiveColor(at: position, overlays: false))
        }
        for stop in stops where stop.position >= lower && stop.position <= upper {
            let seen = LayerStack(base: canvas, layers: [stop.color] + overlays).effectiveColor
            let bare = LayerStack(base: canvas, layers: [stop.color]).effectiveColor
            points.append((stop.position, seen, bare))
        }
        points.sort { $0.position < $1.position }

        let measured = points.map { point in
            let seen = LayerStack(base: includingOverlays ? point.bare : point.background).effectiveColor(of: foreground)
            return GradientContrastSample(
                position: point.position,
                background: point.background,
                ratio: ContrastRatio(between: seen, and: point.background),
                foreground: seen)
        }
        // Strict comparisons keep the first position on ties, so the report is deterministic.
        var worst = measured[0]
        var best = measured[0]
        for sample in measured.dropFirst() {
            if sample.ratio < worst.ratio { worst = sample }
            if sample.ratio > best.ratio { best = sample }
        }
        return GradientContrastRange(worst: worst, best: best)
    }

    package static func interpolatePremultiplied(_ start: RGBAColor, _ end: RGBAColor, _ t: Double) -> RGBAColor {
        let alpha = start.alpha + (end.alpha - start.alpha) * t
        guard alpha > 0 else { return RGBAColor(red: 0, green: 0, blue: 0, alpha: 0) }
        func channel(_ a: Double, _ b: Double) -> Double {
            (a * start.alpha + (b * end.alpha - a * start.alpha) * t) / alpha
        }
        return RGBAColor(
            red: channel(start.red, end.red),
            green: channel(start.green, end.green),
            blue: channel(start.blue, end.blue),
            alpha: alpha)
    }
}

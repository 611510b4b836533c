/// What lies under a foreground: an opaque base with translucent layers painted on it, bottom to top.
///
/// Contrast is only defined between colours as seen, so every translucent surface (a 90% card over
/// a gradient, a 60% scrim) has to be flattened before luminance is computed.
public struct LayerStack: Sendable, Hashable {
    /// Always opaque.
    public let base: RGBAColor
    /// Bottom to top.
    public let layers: [RGBAColor]

    /// - Parameters:
    ///   - base: the bottom surface. When it is translucent it is first flattened over `canvas`,
    ///     because a page always ends on something opaque; browsers paint the root canvas white.
    ///   - layers: translucent (or opaque) layers on top of the base, bottom to top.
    ///   - canvas: what shows through a translucent base; its own alpha is ignored.
    public init(base: RGBAColor, layers: [RGBAColor] = [], canvas: RGBAColor = RGBAColor(red: 1, green: 1, blue: 1)) {
        self.base = base.isOpaque ? base.withAlpha(1) : base.composited(over: canvas.withAlpha(1)).withAlpha(1)
        self.layers = layers
    }

    /// The opaque colour seen at the top of the stack.
    public var effectiveColor: RGBAColor {
        Self.composite(layers, over: base)
    }

    /// The opaque colour seen when `foreground` is painted on top of the stack.
    public func effectiveColor(of foreground: RGBAColor) -> RGBAColor {
        foreground.composited(over: effectiveColor).withAlpha(1)
    }

    /// A stack with one more layer on top.
    public func adding(_ layer: RGBAColor) -> LayerStack {
        LayerStack(base: base, layers: layers + [layer])
    }

    /// Flattens `layers` (bottom to top) onto `base`. The result is opaque when `base` is; alpha is
    /// pinned to exactly 1 then, because `a + (1 - a)` can land a hair below 1 in floating point.
    public static func composite(_ layers: [RGBAColor], over base: RGBAColor) -> RGBAColor {
        let result = layers.reduce(base) { below, layer in layer.composited(over: below) }
        return base.isOpaque ? result.withAlpha(1) : result
    }
}

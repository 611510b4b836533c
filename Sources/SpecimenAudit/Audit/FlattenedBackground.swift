import SpecimenModel
import SpecimenReading

/// A layer stack flattened once, with its luminance: the fixed side of a search that measures
/// many candidate foregrounds on the same background.
package struct FlattenedBackground {
    package let color: RGBAColor
    package let luminance: Double

    package init(_ stack: LayerStack) {
        color = stack.effectiveColor
        luminance = color.relativeLuminance
    }

    /// The foreground as seen on the background, as `LayerStack.effectiveColor(of:)` gives it.
    package func seen(_ foreground: RGBAColor) -> RGBAColor {
        foreground.composited(over: color).withAlpha(1)
    }

    /// `ContrastRatio(foreground:on:)` for the stack.
    package func ratio(of foreground: RGBAColor) -> ContrastRatio {
        ContrastRatio(luminance: seen(foreground).relativeLuminance, and: luminance)
    }
}

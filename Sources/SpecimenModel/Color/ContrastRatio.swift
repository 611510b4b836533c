import Foundation

/// A WCAG contrast ratio, from 1 (no contrast) to 21 (black on white).
///
/// The unrounded value is what every verdict compares: WCAG's Understanding 1.4.3 says a ratio
/// of 4.499:1 does not meet 4.5:1. Display truncates for the same reason, so a failing value can
/// never be shown as a passing number.
public struct ContrastRatio: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let value: Double

    public init(_ value: Double) {
        self.value = value
    }

    /// The ratio between two colours as seen; order does not matter. Alpha is ignored, so flatten
    /// translucent colours first, or use `init(foreground:on:)`.
    public init(between first: RGBAColor, and second: RGBAColor) {
        self.init(luminance: first.relativeLuminance, and: second.relativeLuminance)
    }

    /// The ratio between two relative luminances, so a search can measure its fixed side once.
    package init(luminance a: Double, and b: Double) {
        self.init((max(a, b) + 0.05) / (min(a, b) + 0.05))
    }

    /// The ratio of a possibly translucent foreground painted on a stack of layers.
    public init(foreground: RGBAColor, on background: LayerStack) {
        self.init(between: background.effectiveColor(of: foreground), and: background.effectiveColor)
    }

    /// The ratio of a possibly translucent foreground on a background; a translucent background is
    /// first flattened over `LayerStack`'s default canvas.
    public init(foreground: RGBAColor, background: RGBAColor) {
        self.init(foreground: foreground, on: LayerStack(base: background))
    }

    /// Unrounded comparison: 4.499 does not meet 4.5.
    public func meets(_ minimum: Double) -> Bool {
        value >= minimum
    }

    /// The value floored to two decimals, e.g. "4.49" for 4.4999.
    public var formatted: String {
        let floored = Self.floorToHundredths(value)
        // Every ratio is 1...21; Foundation's formatter costs more than the audit's arithmetic.
        guard floored >= 1, floored < 1e9 else { return String(format: "%.2f", floored) }
        let hundredths = Int((floored * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// "4.49:1"
    public var description: String { formatted + ":1" }

    public static func < (lhs: ContrastRatio, rhs: ContrastRatio) -> Bool { lhs.value < rhs.value }

    /// Floors and then checks the result, because `value * 100` can round up to the next integer in
    /// binary floating point, and a display above the true value is exactly what must not happen.
    package static func floorToHundredths(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        var hundredths = (value * 100).rounded(.down)
        if hundredths / 100 > value { hundredths -= 1 }
        return hundredths / 100
    }
}

/// A distance as the document states it. Points and pixels are kept apart so pages can show
/// what was written; previews render one point as one CSS pixel.
public struct Length: Sendable, Hashable, Codable, CustomStringConvertible {
    public enum Unit: String, Sendable, Hashable, Codable {
        case pt, px
    }

    public var value: Double
    public var unit: Unit

    public init(_ value: Double, _ unit: Unit = .pt) {
        self.value = value
        self.unit = unit
    }

    /// The largest magnitude Specimen reads as a length or number, in px or pt. Far past any
    /// layout (browsers stop near 3.3e7px) and far below where a conversion to an integer traps.
    public static let limit = 1_000_000.0

    /// Whether a value is finite and within `limit`.
    public static func isDrawable(_ value: Double) -> Bool { value.isFinite && abs(value) <= limit }

    /// CSS pixels, using the one-point-one-pixel convention the previews rely on.
    public var cssPixels: Double { value }

    /// A share of a type size (`-0.03em` of 60px), to a hundredth of its unit: -1.8px, not
    /// -1.7999999999999998px.
    package static func ems(_ value: Double, of size: Length) -> Length {
        Length((value * size.value * 100).rounded() / 100, size.unit)
    }

    public var description: String { "\(RGBAColor.format(value))\(unit.rawValue)" }
}

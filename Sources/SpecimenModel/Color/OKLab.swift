import Foundation

/// A colour in Björn Ottosson's OKLab space, where Euclidean distance tracks perceived difference
/// far better than in sRGB. L is 0...1; a and b are roughly -0.4...0.4.
public struct OKLab: Sendable, Hashable {
    public var lightness: Double
    public var a: Double
    public var b: Double

    public init(lightness: Double, a: Double, b: Double) {
        self.lightness = lightness
        self.a = a
        self.b = b
    }

    /// Converts the colour's sRGB channels. Alpha is ignored: flatten translucent colours first.
    public init(_ color: RGBAColor) {
        let linear = color.linearComponents
        self.init(linearRed: linear.red, linearGreen: linear.green, linearBlue: linear.blue)
    }

    public init(linearRed r: Double, linearGreen g: Double, linearBlue b: Double) {
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        self.init(
            lightness: 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
            a: 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
            b: 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)
    }

    /// Linear sRGB, unclamped: channels outside 0...1 mean the colour is outside the sRGB gamut.
    public var linearRGB: (red: Double, green: Double, blue: Double) {
        let l = pow3(lightness + 0.3963377774 * a + 0.2158037573 * b)
        let m = pow3(lightness - 0.1055613458 * a - 0.0638541728 * b)
        let s = pow3(lightness - 0.0894841775 * a - 1.2914855480 * b)
        return (
            4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
            -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
            -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s)
    }

    /// Whether the colour can be shown in sRGB. The tolerance absorbs the rounding of the published
    /// matrices, which otherwise puts white itself a hair out of gamut.
    public var isInSRGBGamut: Bool {
        let tolerance = 1e-6
        let rgb = linearRGB
        func fits(_ channel: Double) -> Bool { channel >= -tolerance && channel <= 1 + tolerance }
        return fits(rgb.red) && fits(rgb.green) && fits(rgb.blue)
    }

    /// The sRGB colour, with out-of-gamut channels clamped.
    public func rgbaColor(alpha: Double = 1) -> RGBAColor {
        let rgb = linearRGB
        return RGBAColor(linearRed: rgb.red, linearGreen: rgb.green, linearBlue: rgb.blue, alpha: alpha)
    }

    /// deltaE OK: the Euclidean distance in OKLab. A just-noticeable difference is about 0.02.
    public func distance(to other: OKLab) -> Double {
        let dl = lightness - other.lightness
        let da = a - other.a
        let db = b - other.b
        return (dl * dl + da * da + db * db).squareRoot()
    }

    private func pow3(_ x: Double) -> Double { x * x * x }
}

extension RGBAColor {
    /// deltaE OK between two colours as seen (alpha ignored).
    public func perceptualDistance(to other: RGBAColor) -> Double {
        OKLab(self).distance(to: OKLab(other))
    }
}

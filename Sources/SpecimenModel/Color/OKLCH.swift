import Foundation

/// OKLab in polar form: lightness, chroma and hue angle in degrees (0..<360).
public struct OKLCH: Sendable, Hashable {
    public var lightness: Double
    public var chroma: Double
    public var hue: Double

    /// Below this chroma the hue angle is noise from the matrices' rounding, so greys report hue 0.
    public static let achromaticChroma = 1e-6

    public init(lightness: Double, chroma: Double, hue: Double) {
        self.lightness = lightness
        self.chroma = chroma
        self.hue = hue
    }

    public init(_ lab: OKLab) {
        let chroma = (lab.a * lab.a + lab.b * lab.b).squareRoot()
        var hue = chroma < Self.achromaticChroma ? 0 : atan2(lab.b, lab.a) * 180 / .pi
        if hue < 0 { hue += 360 }
        self.init(lightness: lab.lightness, chroma: chroma, hue: hue)
    }

    /// Converts the colour's sRGB channels. Alpha is ignored: flatten translucent colours first.
    public init(_ color: RGBAColor) {
        self.init(OKLab(color))
    }

    public var oklab: OKLab {
        let radians = hue * .pi / 180
        return OKLab(lightness: lightness, a: chroma * cos(radians), b: chroma * sin(radians))
    }

    /// `oklab` at another chroma, with the hue's cosine and sine already taken.
    private func oklab(chroma: Double, cosine: Double, sine: Double) -> OKLab {
        OKLab(lightness: lightness, a: chroma * cosine, b: chroma * sine)
    }

    /// The smallest angle between two hues, 0...180 degrees.
    public static func hueDifference(_ first: Double, _ second: Double) -> Double {
        let difference = abs(first - second).truncatingRemainder(dividingBy: 360)
        return min(difference, 360 - difference)
    }

    /// The same lightness and hue with chroma reduced just enough to fit in sRGB.
    ///
    /// Reducing chroma alone (rather than clipping channels) keeps the hue, which is the property a
    /// suggested replacement colour must not lose. A grey of any lightness in 0...1 is in gamut,
    /// so the search always ends in gamut.
    public func reducingChromaToSRGBGamut() -> OKLCH {
        let clampedLightness = min(1, max(0, lightness))
        var candidate = OKLCH(lightness: clampedLightness, chroma: chroma, hue: hue)
        let radians = hue * .pi / 180
        let (cosine, sine) = (cos(radians), sin(radians))
        if candidate.oklab(chroma: chroma, cosine: cosine, sine: sine).isInSRGBGamut { return candidate }
        var low = 0.0
        var high = chroma
        for _ in 0..<32 {
            let middle = (low + high) / 2
            if candidate.oklab(chroma: middle, cosine: cosine, sine: sine).isInSRGBGamut { low = middle } else { high = middle }
        }
        candidate.chroma = low
        return candidate
    }
}

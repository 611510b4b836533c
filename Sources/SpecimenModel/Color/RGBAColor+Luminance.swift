import Foundation

extension RGBAColor {
    /// Decodes one sRGB channel to linear light.
    ///
    /// WCAG 2.0 printed 0.03928 as the threshold; WCAG 2.2 corrected it to the sRGB standard's 0.04045.
    /// No 8-bit value falls between the two, but computed colours (composites, gradient samples) can.
    public static func linearChannel(fromEncoded value: Double) -> Double {
        value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }

    /// Encodes one linear-light channel back to sRGB.
    ///
    /// The break is written as 0.04045 / 12.92 rather than the usual rounded 0.0031308, so that
    /// decoding and re-encoding a value at the threshold lands on the same segment both ways.
    public static func encodedChannel(fromLinear value: Double) -> Double {
        value <= 0.04045 / 12.92 ? value * 12.92 : 1.055 * pow(value, 1 / 2.4) - 0.055
    }

    /// The channels in linear light; alpha is not applied.
    public var linearComponents: (red: Double, green: Double, blue: Double) {
        (Self.linearChannel(fromEncoded: red), Self.linearChannel(fromEncoded: green), Self.linearChannel(fromEncoded: blue))
    }

    /// Builds a colour from linear-light channels; values outside 0...1 are clamped by `init`.
    public init(linearRed: Double, linearGreen: Double, linearBlue: Double, alpha: Double = 1) {
        self.init(
            red: Self.encodedChannel(fromLinear: linearRed),
            green: Self.encodedChannel(fromLinear: linearGreen),
            blue: Self.encodedChannel(fromLinear: linearBlue),
            alpha: alpha)
    }

    /// WCAG 2.2 relative luminance, 0 for black to 1 for white.
    ///
    /// Alpha is ignored on purpose: luminance is only meaningful for the colour the eye sees,
    /// so translucent colours must be flattened with `LayerStack` first.
    public var relativeLuminance: Double {
        let linear = linearComponents
        return 0.2126 * linear.red + 0.7152 * linear.green + 0.0722 * linear.blue
    }
}

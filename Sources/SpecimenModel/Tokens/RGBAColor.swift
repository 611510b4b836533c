import Foundation

/// An sRGB colour with straight (not premultiplied) alpha, each channel in 0...1.
///
/// This is the only colour representation in the pipeline. It is built exclusively by `parse`,
/// so a value that reaches CSS has always been validated and is re-serialised from numbers.
public struct RGBAColor: Sendable, Hashable, Codable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Self.clamp(red)
        self.green = Self.clamp(green)
        self.blue = Self.clamp(blue)
        self.alpha = Self.clamp(alpha)
    }

    /// Builds a colour from 8-bit channels.
    public init(red8: Int, green8: Int, blue8: Int, alpha: Double = 1) {
        self.init(red: Double(red8) / 255, green: Double(green8) / 255, blue: Double(blue8) / 255, alpha: alpha)
    }

    private static func clamp(_ value: Double) -> Double { min(1, max(0, value.isNaN ? 0 : value)) }

    public var red8: Int { Int((red * 255).rounded()) }
    public var green8: Int { Int((green * 255).rounded()) }
    public var blue8: Int { Int((blue * 255).rounded()) }
    public var alpha8: Int { Int((alpha * 255).rounded()) }

    public var isOpaque: Bool { alpha8 == 255 }

    /// `#RRGGBB`, or `#RRGGBBAA` when the colour is translucent. Upper case, as the documents write it.
    public var hex: String {
        isOpaque ? Self.hexString([red8, green8, blue8]) : Self.hexString([red8, green8, blue8, alpha8])
    }

    /// The opaque `#RRGGBB` part, ignoring alpha.
    public var opaqueHex: String { Self.hexString([red8, green8, blue8]) }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// `#`, then each channel as `%02X` prints it. `String(format:)` was a percent of a large
    /// build's time, for the colours every page and audit pair names.
    package static func hexString(_ channels: [Int]) -> String {
        guard channels.allSatisfy({ (0...255).contains($0) }) else {
            return "#" + channels.map { String(format: "%02X", $0) }.joined()
        }
        var bytes: [UInt8] = [UInt8(ascii: "#")]
        bytes.reserveCapacity(1 + 2 * channels.count)
        for channel in channels {
            bytes.append(hexDigits[channel >> 4])
            bytes.append(hexDigits[channel & 15])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A CSS colour value built from numbers only, safe to place in a style sheet.
    public var css: String {
        if isOpaque { return hex }
        return "rgb(\(red8) \(green8) \(blue8) / \(Self.format(alpha)))"
    }

    /// `css`, except that a translucent colour `text` writes in hex (`#0000001A`, or `#0003` for
    /// `#00000033`) keeps that notation, as `#RRGGBBAA`: it is exact where `rgb(… / 0.102)` rounds,
    /// and it is what the author wrote. `text` is the line the value was read from; a colour
    /// written there in another notation (`rgba(0, 0, 0, 0.1)`, `#000 at 10%`) stays `rgb(… / a)`.
    public func css(keepingHexIn text: String?) -> String {
        guard !isOpaque, let text, isWrittenAsHex(in: text) else { return css }
        return hex
    }

    /// Whether `text` writes this translucent colour as an eight- or four-digit hex literal.
    package func isWrittenAsHex(in text: String) -> Bool {
        let channels = [red8, green8, blue8, alpha8]
        var forms = [hex]
        if channels.allSatisfy({ $0 >> 4 == $0 & 15 }) {
            forms.append("#" + String(decoding: channels.map { Self.hexDigits[$0 & 15] }, as: UTF8.self))
        }
        let upper = Array(text.uppercased().utf8)
        for form in forms.map({ Array($0.utf8) }) where upper.count >= form.count {
            for start in 0...(upper.count - form.count) where upper[start] == UInt8(ascii: "#") {
                guard Array(upper[start..<start + form.count]) == form else { continue }
                let end = start + form.count
                if end == upper.count || !(Ascii.isLetter(upper[end]) || Ascii.isDigit(upper[end]) || upper[end] == UInt8(ascii: "_")) {
                    return true
                }
            }
        }
        return false
    }

    public func withAlpha(_ alpha: Double) -> RGBAColor {
        RGBAColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Blends this colour over an opaque backdrop (source-over), giving the colour the eye sees.
    public func composited(over backdrop: RGBAColor) -> RGBAColor {
        let a = alpha + backdrop.alpha * (1 - alpha)
        guard a > 0 else { return RGBAColor(red: 0, green: 0, blue: 0, alpha: 0) }
        func mix(_ top: Double, _ bottom: Double) -> Double {
            (top * alpha + bottom * backdrop.alpha * (1 - alpha)) / a
        }
        return RGBAColor(red: mix(red, backdrop.red), green: mix(green, backdrop.green), blue: mix(blue, backdrop.blue), alpha: a)
    }

    package static func format(_ value: Double) -> String {
        value.fixedText(places: 3)
    }
}

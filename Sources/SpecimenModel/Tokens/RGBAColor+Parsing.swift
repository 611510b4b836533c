import Foundation

/// Why a colour literal was rejected; shown to the user next to the file and line.
public struct ColorSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    public var text: String
    public var reason: String
    public var description: String { "invalid colour '\(text)': \(reason)" }

    package init(text: String, reason: String) {
        self.text = text
        self.reason = reason
    }
}

extension RGBAColor {
    /// Parses `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`, `rgb()`/`rgba()` and `hsl()`/`hsla()`,
    /// in both the comma and the space-separated CSS syntaxes.
    public static func parse(_ raw: String) -> Result<RGBAColor, ColorSyntaxError> {
        let text = raw.trimmingWhitespace
        func fail(_ reason: String) -> Result<RGBAColor, ColorSyntaxError> {
            .failure(ColorSyntaxError(text: raw, reason: reason))
        }
        if text.hasPrefix("#") { return parseHex(String(text.dropFirst()), raw: raw) }
        let lower = text.lowercased()
        guard let open = lower.firstIndex(of: "("), lower.hasSuffix(")") else {
            return fail("expected #hex, rgb() or hsl()")
        }
        let function = String(lower[..<open])
        let inner = lower[lower.index(after: open)..<lower.index(before: lower.endIndex)]
        let parts = inner
            .replacing(literal: "/", with: " / ")
            .split(whereSeparator: { $0 == "," || $0 == " " })
            .map(String.init)
            .filter { $0 != "/" }
        guard parts.count == 3 || parts.count == 4 else { return fail("expected 3 or 4 components") }

        var alpha = 1.0
        if parts.count == 4 {
            guard let value = component(parts[3], percentScale: 1) else { return fail("bad alpha '\(parts[3])'") }
            guard (0...1).contains(value) else { return fail("alpha \(parts[3]) is outside 0...1") }
            alpha = value
        }
        switch function {
        case "rgb", "rgba":
            var channels: [Double] = []
            for part in parts.prefix(3) {
                guard let value = component(part, percentScale: 255) else { return fail("bad channel '\(part)'") }
                guard (0...255).contains(value) else { return fail("channel \(part) is outside 0...255") }
                channels.append(value / 255)
            }
            return .success(RGBAColor(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha))
        case "hsl", "hsla":
            guard let hue = CSSColor.hue(parts[0]), parts[0] != "none" else { return fail("bad hue '\(parts[0])'") }
            guard parts[1].hasSuffix("%"), parts[2].hasSuffix("%"),
                  let saturation = Double(parts[1].dropLast()), let lightness = Double(parts[2].dropLast())
            else { return fail("saturation and lightness must be percentages") }
            guard (0...100).contains(saturation), (0...100).contains(lightness) else {
                return fail("saturation and lightness must be within 0%...100%")
            }
            return .success(fromHSL(hue: hue, saturation: saturation / 100, lightness: lightness / 100, alpha: alpha))
        default:
            return fail("unknown colour function '\(function)'")
        }
    }

    /// Convenience for callers that only care whether the text is a colour.
    public init?(css text: String) {
        guard case .success(let color) = Self.parse(text) else { return nil }
        self = color
    }

    private static func parseHex(_ digits: String, raw: String) -> Result<RGBAColor, ColorSyntaxError> {
        guard digits.allSatisfy(\.isHexDigit), digits.allSatisfy(\.isASCII) else {
            return .failure(ColorSyntaxError(text: raw, reason: "'\(digits)' is not hexadecimal"))
        }
        let expanded: String
        switch digits.count {
        case 3, 4: expanded = digits.map { "\($0)\($0)" }.joined()
        case 6, 8: expanded = digits
        default:
            return .failure(ColorSyntaxError(text: raw, reason: "hex colours have 3, 4, 6 or 8 digits, not \(digits.count)"))
        }
        let value = UInt64(expanded, radix: 16)!
        if expanded.count == 8 {
            return .success(RGBAColor(
                red8: Int((value >> 24) & 0xFF), green8: Int((value >> 16) & 0xFF),
                blue8: Int((value >> 8) & 0xFF), alpha: Double(value & 0xFF) / 255))
        }
        return .success(RGBAColor(red8: Int((value >> 16) & 0xFF), green8: Int((value >> 8) & 0xFF), blue8: Int(value & 0xFF)))
    }

    private static func component(_ text: String, percentScale: Double) -> Double? {
        if text.hasSuffix("%") {
            guard let value = Double(text.dropLast()) else { return nil }
            return value / 100 * percentScale
        }
        return Double(text)
    }

    package static func fromHSL(hue: Double, saturation: Double, lightness: Double, alpha: Double) -> RGBAColor {
        let h = (hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360) / 360
        func channel(_ n: Double) -> Double {
            let k = (n + h * 12).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return RGBAColor(red: channel(0), green: channel(8), blue: channel(4), alpha: alpha)
    }
}

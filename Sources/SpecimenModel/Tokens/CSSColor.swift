import Foundation

/// Any CSS colour value as a front-matter token may write it, kept as written and converted to
/// sRGB for contrast: hex, `rgb()`, `hsl()`, `hwb()`, `oklch()`, `oklab()`, `lab()`, `lch()`,
/// `color(srgb | srgb-linear | display-p3 …)`, `color-mix(in srgb, …)`, the named colours and
/// `transparent`.
///
/// A wide-gamut colour that sRGB cannot show is clamped into it, and `isInSRGBGamut` says so, so
/// the page can warn that the swatch and the contrast figures use the nearest sRGB colour.
public struct CSSColor: Sendable, Hashable {
    public var written: String
    public var color: RGBAColor
    public var isInSRGBGamut: Bool

    public static func parse(_ raw: String) -> Result<CSSColor, ColorSyntaxError> {
        parse(raw, mixDepth: 0)
    }

    /// `mixDepth`: how many `color-mix()` the text sits inside, bounded by `maxMixDepth`.
    package static func parse(_ raw: String, mixDepth: Int) -> Result<CSSColor, ColorSyntaxError> {
        let text = raw.trimmingWhitespaceAndNewlines
        let lower = text.lowercased()
        func done(_ color: RGBAColor, inGamut: Bool = true) -> Result<CSSColor, ColorSyntaxError> {
            .success(CSSColor(written: text, color: color, isInSRGBGamut: inGamut))
        }
        func fail(_ reason: String) -> Result<CSSColor, ColorSyntaxError> {
            .failure(ColorSyntaxError(text: raw, reason: reason))
        }
        if lower == "transparent" { return done(RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)) }
        if let value = CSSNamedColor.values[lower] {
            return done(RGBAColor(red8: Int(value >> 16), green8: Int((value >> 8) & 0xFF), blue8: Int(value & 0xFF)))
        }
        guard let open = lower.firstIndex(of: "("), lower.hasSuffix(")") else {
            if text.hasPrefix("#") { return RGBAColor.parse(text).map { CSSColor(written: text, color: $0, isInSRGBGamut: true) } }
            return fail("expected a hex colour, a colour function or a CSS colour name")
        }
        let function = String(lower[..<open]).trimmingWhitespace
        if function == "color-mix" {
            // The arguments as written: `lower` may not share `text`'s indices.
            let start = text.index(after: text.firstIndex(of: "(")!)
            return mix(String(text[start..<text.index(before: text.endIndex)]), written: text, depth: mixDepth + 1)
        }
        if ["rgb", "rgba", "hsl", "hsla"].contains(function) {
            return RGBAColor.parse(text).map { CSSColor(written: text, color: $0, isInSRGBGamut: true) }
        }
        var inner = String(lower[lower.index(after: open)..<lower.index(before: lower.endIndex)])
        var space: String?
        if function == "color" {
            let words = inner.split(separator: " ", maxSplits: 1).map(String.init)
            guard words.count == 2 else { return fail("color() needs a colour space and three components") }
            space = words[0]
            inner = words[1]
        }
        let (parts, alphaText) = Self.components(inner)
        guard parts.count == 3 else { return fail("expected three components") }
        var alpha = 1.0
        if let alphaText {
            guard let value = Self.number(alphaText, percentOf: 1), (0...1).contains(value) else { return fail("bad alpha '\(alphaText)'") }
            alpha = value
        }
        switch function {
        case "oklch", "oklab":
            guard let l = Self.number(parts[0], percentOf: 1) else { return fail("bad lightness '\(parts[0])'") }
            let lab: OKLab
            if function == "oklch" {
                guard let c = Self.number(parts[1], percentOf: 0.4), let h = Self.hue(parts[2]) else { return fail("bad chroma or hue") }
                lab = OKLab(lightness: l, a: c * cos(h * .pi / 180), b: c * sin(h * .pi / 180))
            } else {
                guard let a = Self.number(parts[1], percentOf: 0.4), let b = Self.number(parts[2], percentOf: 0.4) else { return fail("bad a or b") }
                lab = OKLab(lightness: l, a: a, b: b)
            }
            return done(lab.rgbaColor(alpha: alpha), inGamut: lab.isInSRGBGamut)
        case "lab", "lch":
            guard let l = Self.number(parts[0], percentOf: 100) else { return fail("bad lightness '\(parts[0])'") }
            let a: Double, b: Double
            if function == "lch" {
                guard let c = Self.number(parts[1], percentOf: 150), let h = Self.hue(parts[2]) else { return fail("bad chroma or hue") }
                a = c * cos(h * .pi / 180)
                b = c * sin(h * .pi / 180)
            } else {
                guard let x = Self.number(parts[1], percentOf: 125), let y = Self.number(parts[2], percentOf: 125) else { return fail("bad a or b") }
                a = x
                b = y
            }
            return Self.fromLinear(Self.cieLabToLinearSRGB(l: l, a: a, b: b), alpha: alpha, written: text)
        case "hwb":
            guard let h = Self.hue(parts[0]), parts[1].hasSuffix("%"), parts[2].hasSuffix("%"),
                  let white = Double(parts[1].dropLast()), let black = Double(parts[2].dropLast())
            else { return fail("hwb() takes a hue and two percentages") }
            var w = white / 100, k = black / 100
            if w + k > 1 { let sum = w + k; w /= sum; k /= sum }
            let pure = RGBAColor.fromHSL(hue: h, saturation: 1, lightness: 0.5, alpha: alpha)
            func channel(_ c: Double) -> Double { c * (1 - w - k) + w }
            return done(RGBAColor(red: channel(pure.red), green: channel(pure.green), blue: channel(pure.blue), alpha: alpha))
        case "color":
            let values = parts.compactMap { Self.number($0, percentOf: 1) }
            guard values.count == 3 else { return fail("bad components") }
            switch space {
            case "srgb":
                let inGamut = values.allSatisfy { (0...1).contains($0) }
                return done(RGBAColor(red: values[0], green: values[1], blue: values[2], alpha: alpha), inGamut: inGamut)
            case "srgb-linear":
                return Self.fromLinear((values[0], values[1], values[2]), alpha: alpha, written: text)
            case "display-p3":
                let r = RGBAColor.linearChannel(fromEncoded: values[0]), g = RGBAColor.linearChannel(fromEncoded: values[1]), b = RGBAColor.linearChannel(fromEncoded: values[2])
                // Linear Display P3 to linear sRGB (both D65), from the CSS Color 4 conversion matrices.
                let linear = (
                    1.2249401 * r - 0.2249404 * g,
                    -0.0420569 * r + 1.0420571 * g,
                    -0.0196376 * r - 0.0786361 * g + 1.0982735 * b)
                return Self.fromLinear(linear, alpha: alpha, written: text)
            default:
                return fail("unsupported colour space '\(space ?? "")'; use srgb, srgb-linear or display-p3")
            }
        default:
            return fail("unknown colour function '\(function)'")
        }
    }

    /// The three space- or comma-separated components and the alpha after `/` (or a fourth
    /// comma-separated value).
    private static func components(_ inner: String) -> ([String], String?) {
        let halves = inner.split(separator: "/", maxSplits: 1).map { $0.trimmingWhitespace }
        var parts = (halves.first ?? "").split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
        var alpha = halves.count > 1 ? halves[1] : nil
        if alpha == nil, parts.count == 4 { alpha = parts.removeLast() }
        return (parts, alpha)
    }

    /// A number, or a percentage of `percentOf` (CSS Color 4 gives each component its own 100%).
    private static func number(_ text: String, percentOf reference: Double) -> Double? {
        if text == "none" { return 0 }
        if text.hasSuffix("%") { return Double(text.dropLast()).map { $0 / 100 * reference } }
        return Double(text)
    }

    /// A hue in deg, grad, rad or turn, or a bare number of degrees. `grad` is tried before
    /// `rad`, which it ends with: 100grad is 90deg.
    package static func hue(_ text: String) -> Double? {
        if text == "none" { return 0 }
        for (unit, scale) in [("deg", 1.0), ("grad", 0.9), ("rad", 180 / Double.pi), ("turn", 360.0)] where text.hasSuffix(unit) {
            return Double(text.dropLast(unit.count)).map { $0 * scale }
        }
        return Double(text)
    }

    private static func fromLinear(_ rgb: (Double, Double, Double), alpha: Double, written: String) -> Result<CSSColor, ColorSyntaxError> {
        let tolerance = 1e-4
        let inGamut = [rgb.0, rgb.1, rgb.2].allSatisfy { $0 >= -tolerance && $0 <= 1 + tolerance }
        let color = RGBAColor(linearRed: rgb.0, linearGreen: rgb.1, linearBlue: rgb.2, alpha: alpha)
        return .success(CSSColor(written: written, color: color, isInSRGBGamut: inGamut))
    }

    /// CIE Lab (D50, as CSS defines `lab()`) to linear sRGB (D65), through XYZ with Bradford
    /// adaptation folded into one matrix, as in CSS Color 4's sample conversions.
    private static func cieLabToLinearSRGB(l: Double, a: Double, b: Double) -> (Double, Double, Double) {
        let kappa = 24389.0 / 27, epsilon = 216.0 / 24389
        let fy = (l + 16) / 116, fx = a / 500 + fy, fz = fy - b / 200
        let x = (pow(fx, 3) > epsilon ? pow(fx, 3) : (116 * fx - 16) / kappa) * 0.3457 / 0.3585
        let y = l > kappa * epsilon ? pow(fy, 3) : l / kappa
        let z = (pow(fz, 3) > epsilon ? pow(fz, 3) : (116 * fz - 16) / kappa) * (1 - 0.3457 - 0.3585) / 0.3585
        return (
            3.1341359569958707 * x - 1.6173863321612538 * y - 0.4906619460083532 * z,
            -0.978795502912089 * x + 1.916254567259524 * y + 0.03344273116131949 * z,
            0.07195537988411677 * x - 0.2289768264158322 * y + 1.405386058324125 * z)
    }
}

extension CSSColor {
    /// Deeper `color-mix()` nesting is refused: each level parses its arguments again, and no
    /// palette nests more than a few.
    package static let maxMixDepth = 32

    /// `color-mix(in srgb, <colour> [<percentage>], <colour> [<percentage>])`, as CSS Color 5
    /// defines it for sRGB: premultiplied by alpha, percentages normalised to 100%, and a total
    /// under 100% kept as a lower alpha. Only `in srgb` is read; other interpolation spaces mix
    /// to other colours, and an approximation would be a colour nobody wrote.
    package static func mix(_ inner: String, written: String, depth: Int) -> Result<CSSColor, ColorSyntaxError> {
        func fail(_ reason: String) -> Result<CSSColor, ColorSyntaxError> {
            .failure(ColorSyntaxError(text: written, reason: reason))
        }
        guard depth <= maxMixDepth else { return fail("color-mix() is nested more than \(maxMixDepth) deep") }
        let arguments = topLevelParts(of: inner, separatedBy: ",")
        guard arguments.count == 3 else { return fail("color-mix() takes an interpolation space and two colours") }
        let space = arguments[0].split(whereSeparator: \.fastIsWhitespace).map { $0.lowercased() }
        guard space == ["in", "srgb"] else { return fail("only color-mix(in srgb, …) is read") }
        var mixed: [(color: CSSColor, weight: Double?)] = []
        for argument in arguments.dropFirst() {
            var words = topLevelParts(of: argument, separatedBy: " ")
            var weight: Double?
            // The percentage may stand before or after the colour.
            for index in [words.count - 1, 0] where words.count > 1 && weight == nil {
                let word = words[index]
                if word.hasSuffix("%"), let value = Double(word.dropLast()) {
                    guard (0...100).contains(value) else { return fail("a color-mix() percentage must be within 0%…100%") }
                    weight = value
                    words.remove(at: index)
                } else if index == words.count - 1, Double(word) != nil {
                    return fail("a color-mix() weight is a percentage ('\(word)%'), not a bare number")
                }
            }
            switch parse(words.joined(separator: " "), mixDepth: depth) {
            case .success(let color): mixed.append((color, weight))
            case .failure(let error): return .failure(ColorSyntaxError(text: written, reason: error.description))
            }
        }
        var first = mixed[0].weight, second = mixed[1].weight
        switch (first, second) {
        case (nil, nil): (first, second) = (50, 50)
        case (let value?, nil): second = 100 - value
        case (nil, let value?): first = 100 - value
        default: break
        }
        let total = first! + second!
        guard total > 0 else { return fail("the color-mix() percentages add up to 0%") }
        let p = first! / total, q = second! / total
        let a = mixed[0].color.color, b = mixed[1].color.color
        let alpha = a.alpha * p + b.alpha * q
        func channel(_ x: Double, _ y: Double) -> Double {
            alpha == 0 ? 0 : (x * a.alpha * p + y * b.alpha * q) / alpha
        }
        let color = RGBAColor(
            red: channel(a.red, b.red), green: channel(a.green, b.green), blue: channel(a.blue, b.blue),
            alpha: alpha * min(1, total / 100))
        return .success(CSSColor(written: written, color: color, isInSRGBGamut: mixed.allSatisfy(\.color.isInSRGBGamut)))
    }

    /// `text` split at each separator outside parentheses, parts trimmed, empty parts dropped
    /// when the separator is a space.
    package static func topLevelParts(of text: String, separatedBy separator: Character) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            switch character {
            case "(": depth += 1
            case ")": depth -= 1
            default: break
            }
            if depth == 0, character == separator || (separator == " " && character.fastIsWhitespace) {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        let trimmed = parts.map { $0.trimmingWhitespace }
        return separator == " " ? trimmed.filter { !$0.isEmpty } : trimmed
    }
}

import Foundation
import SpecimenModel

/// The colour initialisers of Swift code and Flutter: `Color(red:green:blue:opacity:)`,
/// `UIColor(red: 51/255, …, alpha: 1)`, `NSColor(srgbRed:…)`, `Color(.displayP3, red: …)`,
/// `Color(white: 0.5)`, `Color(hex: "FFD84D")`, `#colorLiteral(…)`, `Color.fromARGB(…)` and
/// `Color.fromRGBO(…)`. Only literal arguments count: `Color(red: r, …)` is no candidate,
/// while literals out of range (`red: 300`) are a failure the caller can report.
extension ColorValueScanner {
    private enum Argument {
        case number(Double)
        case string(String)
        case hexInteger(String)
    }

    private static let colorSpaces = ["sRGB": "srgb", "displayP3": "display-p3", "sRGBLinear": "srgb-linear"]

    /// Labels the initialisers use, by the component they set.
    private static let labels: [String: String] = [
        "red": "red", "srgbRed": "red", "calibratedRed": "red", "deviceRed": "red", "displayP3Red": "red",
        "green": "green", "blue": "blue", "alpha": "alpha", "opacity": "alpha",
        "white": "white", "calibratedWhite": "white", "deviceWhite": "white", "hex": "hex",
    ]

    package static func platformCall(_ bytes: Bytes, name: Range<Int>, word: String) -> Found? {
        guard ["Color", "UIColor", "NSColor"].contains(word) else { return nil }
        let after = name.upperBound
        if bytes[after] == UInt8(ascii: "(") { return labelledCall(bytes, start: name.lowerBound, open: after) }
        // Flutter's named constructors.
        guard word == "Color", bytes[after] == UInt8(ascii: ".") else { return nil }
        let methodEnd = bytes.identifierEnd(from: after + 1)
        guard bytes[methodEnd] == UInt8(ascii: "(") else { return nil }
        switch bytes.string(after + 1..<methodEnd) {
        case "from": return labelledCall(bytes, start: name.lowerBound, open: methodEnd)
        case "fromARGB", "fromRGBO": return positionalCall(bytes, start: name.lowerBound, open: methodEnd)
        default: return nil
        }
    }

    /// `(label: value, …)` with an optional leading colour space, e.g. `(.sRGB, red: 0.2, …)`.
    package static func labelledCall(_ bytes: Bytes, start: Int, open: Int) -> Found? {
        let limit = open + callLimit
        var k = bytes.skipSpaces(from: open + 1, limit: limit)
        var space = "srgb"
        if bytes[k] == UInt8(ascii: ".") {
            let end = bytes.identifierEnd(from: k + 1)
            guard let known = colorSpaces[bytes.string(k + 1..<end)] else { return nil }
            space = known
            k = bytes.skipSpaces(from: end, limit: limit)
            guard bytes[k] == UInt8(ascii: ",") else { return nil }
            k = bytes.skipSpaces(from: k + 1, limit: limit)
        }
        var arguments: [String: Argument] = [:]
        while k < limit {
            let labelEnd = bytes.identifierEnd(from: k)
            let written = bytes.string(k..<labelEnd)
            guard let label = labels[written], arguments[label] == nil else { return nil }
            if written == "displayP3Red" { space = "display-p3" }
            k = bytes.skipSpaces(from: labelEnd, limit: limit)
            guard bytes[k] == UInt8(ascii: ":") else { return nil }
            guard let parsed = argument(bytes, at: bytes.skipSpaces(from: k + 1, limit: limit), limit: limit) else { return nil }
            arguments[label] = parsed.argument
            k = bytes.skipSpaces(from: parsed.end, limit: limit)
            if bytes[k] == UInt8(ascii: ")") {
                let written = bytes.string(start..<k + 1)
                guard let color = color(arguments, space: space, written: written) else { return nil }
                return Found(start: start, end: k + 1, color: color)
            }
            guard bytes[k] == UInt8(ascii: ",") else { return nil }
            k = bytes.skipSpaces(from: k + 1, limit: limit)
        }
        return nil
    }

    private static func argument(_ bytes: Bytes, at i: Int, limit: Int) -> (argument: Argument, end: Int)? {
        if bytes[i] == UInt8(ascii: "\"") {
            var k = i + 1
            while k < min(limit, bytes.count), bytes[k] != UInt8(ascii: "\""), bytes[k] != UInt8(ascii: "\n") { k += 1 }
            guard bytes[k] == UInt8(ascii: "\""), k < limit else { return nil }
            return (.string(bytes.string(i + 1..<k)), k + 1)
        }
        if bytes[i] == UInt8(ascii: "0"), bytes[i + 1] | 0x20 == UInt8(ascii: "x") {
            let end = bytes.hexDigitEnd(from: i + 2)
            guard !Bytes.isIdentifier(bytes[end]) else { return nil }
            return (.hexInteger(bytes.string(i + 2..<end)), end)
        }
        return expression(bytes, at: i, limit: limit).map { (.number($0.value), $0.end) }
    }

    /// A number or a division of two, as `51/255` and `51.0 / 255.0` are written.
    private static func expression(_ bytes: Bytes, at i: Int, limit: Int) -> (value: Double, end: Int)? {
        guard let numerator = bytes.number(at: i, limit: limit) else { return nil }
        let slash = bytes.skipSpaces(from: numerator.end, limit: limit)
        guard bytes[slash] == UInt8(ascii: "/"),
              let denominator = bytes.number(at: bytes.skipSpaces(from: slash + 1, limit: limit), limit: limit)
        else { return numerator }
        return (numerator.value / denominator.value, denominator.end)
    }

    /// Nil when the labels make no colour (so the call is not a candidate).
    private static func color(_ arguments: [String: Argument], space: String, written: String) -> Result<RGBAColor, ColorSyntaxError>? {
        func fail(_ reason: String) -> Result<RGBAColor, ColorSyntaxError> { .failure(ColorSyntaxError(text: written, reason: reason)) }
        var alpha = 1.0
        switch arguments["alpha"] {
        case nil: break
        case .number(let value)?:
            guard (0...1).contains(value) else { return fail("alpha \(value) is outside 0...1") }
            alpha = value
        default: return nil
        }
        let components = ["red", "green", "blue", "white", "hex"].filter { arguments[$0] != nil }
        switch components {
        case ["hex"]:
            let base: Result<RGBAColor, ColorSyntaxError>?
            switch arguments["hex"] {
            case .string(let text)?:
                base = RGBAColor.parse(ValueScanner.normalisedHex(text)).mapError { ColorSyntaxError(text: written, reason: $0.reason) }
            case .hexInteger(let digits)?:
                base = argb(hexDigits: digits.utf8).map { .success($0) } ?? fail("hex integers have 6 or 8 digits, not \(digits.count)")
            default:
                return nil
            }
            return arguments["alpha"] == nil ? base : base?.map { $0.withAlpha(alpha) }
        case ["red", "green", "blue"], ["white"]:
            var values: [Double] = []
            for name in components {
                guard case .number(let value)? = arguments[name] else { return nil }
                values.append(value)
            }
            guard values.allSatisfy({ (0...255).contains($0) }) else { return fail("components must be within 0...1 or 0...255") }
            // Components are 0...1 unless one of them is over 1: then the call is written in 0...255.
            let scale = values.contains { $0 > 1 } ? 255.0 : 1
            let channels = values.count == 1 ? Array(repeating: values[0] / scale, count: 3) : values.map { $0 / scale }
            if space == "srgb" { return .success(RGBAColor(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)) }
            let css = "color(\(space) \(channels[0]) \(channels[1]) \(channels[2]) / \(alpha))"
            return CSSColor.parse(css).map(\.color).mapError { ColorSyntaxError(text: written, reason: $0.reason) }
        default:
            return nil
        }
    }

    /// Flutter's `Color.fromARGB(a, r, g, b)`, all 0...255, and `Color.fromRGBO(r, g, b, opacity)`.
    private static func positionalCall(_ bytes: Bytes, start: Int, open: Int) -> Found? {
        let limit = open + callLimit
        var values: [Double] = []
        var k = bytes.skipSpaces(from: open + 1, limit: limit)
        while let value = expression(bytes, at: k, limit: limit) {
            values.append(value.value)
            k = bytes.skipSpaces(from: value.end, limit: limit)
            if values.count == 4, bytes[k] == UInt8(ascii: ")") { break }
            guard values.count < 4, bytes[k] == UInt8(ascii: ",") else { return nil }
            k = bytes.skipSpaces(from: k + 1, limit: limit)
        }
        guard values.count == 4 else { return nil }
        let written = bytes.string(start..<k + 1)
        let argbFirst = written.hasPrefix("Color.fromARGB")
        let (channels, alpha, alphaScale) = argbFirst ? (values[1...3], values[0], 255.0) : (values[0...2], values[3], 1.0)
        guard channels.allSatisfy({ (0...255).contains($0) }), (0...alphaScale).contains(alpha) else {
            let reason = argbFirst ? "components must be within 0...255" : "channels must be within 0...255 and opacity within 0...1"
            return Found(start: start, end: k + 1, color: .failure(ColorSyntaxError(text: written, reason: reason)))
        }
        let rgb = Array(channels).map { $0 / 255 }
        return Found(start: start, end: k + 1, color: .success(RGBAColor(red: rgb[0], green: rgb[1], blue: rgb[2], alpha: alpha / alphaScale)))
    }
}

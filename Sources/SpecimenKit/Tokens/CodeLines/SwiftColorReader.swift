import Foundation

// Compiled once: a regex literal inside a function is parsed again on every call.
nonisolated(unsafe) private let colorDeclaration = #/static\s+(?:let|var)\s+(\w+)\s*(?::\s*\w+)?\s*=\s*(?:Color|UIColor|NSColor)?\s*\(/#
nonisolated(unsafe) private let hexArguments = #/\s*hex:\s*"([^"]*)"\s*\)/#
nonisolated(unsafe) private let rgbArguments = #/\s*(?:\.sRGB\s*,\s*)?red:\s*([\d.]+)\s*,\s*green:\s*([\d.]+)\s*,\s*blue:\s*([\d.]+)\s*(?:,\s*(?:opacity|alpha):\s*([\d.]+))?\s*\)/#
nonisolated(unsafe) private let opacityModifier = #/\.opacity\(\s*([\d.]+)\s*\)/#

/// `static let canvas = Color(hex: "#F2EEE6")  // usage`, and the component form
/// `static let ink = Color(red: 0.13, green: 0.13, blue: 0.13, opacity: 0.9)` with 0...1
/// components, optionally followed by `.opacity(0.6)`.
public struct SwiftColorReader: CodeLineReader {
    public init() {}

    public func read(_ line: CodeLine, state: inout CodeBlockState, context: TokenContext) -> TokenFindings? {
        let (code, comment) = line.codeAndComment
        guard code.contains("static") else { return nil }
        guard let head = code.firstMatch(of: colorDeclaration) else { return nil }
        let name = String(head.1)
        let arguments = code[head.range.upperBound...]
        let result: Result<RGBAColor, ColorSyntaxError>
        if let hex = arguments.prefixMatch(of: hexArguments) {
            result = RGBAColor.parse(ValueScanner.normalisedHex(String(hex.1)))
        } else if let rgb = arguments.prefixMatch(of: rgbArguments) {
            result = Self.components(String(rgb.1), String(rgb.2), String(rgb.3), rgb.4.map(String.init), written: String(code[head.range.lowerBound...]))
        } else {
            return nil
        }
        switch result {
        case .failure(let error):
            return TokenFindings(diagnostics: [context.invalidColor(error, line: line.number)])
        case .success(var color):
            if let alpha = code.firstMatch(of: opacityModifier).flatMap({ Double($0.1) }), (0...1).contains(alpha) {
                color = color.withAlpha(alpha)
            }
            return TokenFindings(tokens: [DesignToken(
                name: name, value: .color(color), group: state.effectiveGroup, usage: comment,
                provenance: context.provenance(line: line.number))])
        }
    }

    private static func components(_ r: String, _ g: String, _ b: String, _ a: String?, written: String) -> Result<RGBAColor, ColorSyntaxError> {
        var values: [Double] = []
        for text in [r, g, b, a ?? "1"] {
            guard let value = Double(text), (0...1).contains(value) else {
                return .failure(ColorSyntaxError(text: written.trimmingCharacters(in: .whitespaces), reason: "component '\(text)' is outside 0...1"))
            }
            values.append(value)
        }
        return .success(RGBAColor(red: values[0], green: values[1], blue: values[2], alpha: values[3]))
    }
}

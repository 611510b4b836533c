import Foundation

// Compiled once: a regex literal inside a function is parsed again on every call.
nonisolated(unsafe) private let stringConstant = #/static\s+(?:let|var)\s+(\w+)\s*(?::\s*String)?\s*=\s*"([^"]+)"\s*$/#
nonisolated(unsafe) private let numberConstant = #/static\s+(?:let|var)\s+(\w+)\s*(?::\s*(?:CGFloat|Double|Float|Int))?\s*=\s*(-?\d+(?:\.\d+)?)\s*$/#

/// Numeric and font-name constants: `static let spacingXS: CGFloat = 8`,
/// `static let lineHeightBody: CGFloat = 1.6`, `static let fontSerif = "EBGaramond-Regular"`.
/// The name (then the enclosing type, then the headings) says what the number is.
public struct SwiftConstantReader: CodeLineReader {
    public init() {}

    public func read(_ line: CodeLine, state: inout CodeBlockState, context: TokenContext) -> TokenFindings? {
        let (code, comment) = line.codeAndComment
        guard code.contains("static") else { return nil }
        let hints = Vocabulary.standard.tokenNameHints
        if let match = code.firstMatch(of: stringConstant) {
            guard hints.swiftFontFamily.contains(where: { match.1.lowercased().contains($0) }) else { return nil }
            return token(String(match.1), .fontFamily(FontStack(family: String(match.2))), line: line, state: state, context: context, usage: comment)
        }
        guard let match = code.firstMatch(of: numberConstant),
              let number = Double(match.2) else { return nil }
        let name = String(match.1)
        let lower = name.lowercased()
        let scope = [name, state.group ?? ""]
        let value: TokenValue
        if hints.number.contains(where: lower.contains) {
            value = .number(number)
        } else if hints.opacity.contains(where: { lower.contains($0) }) {
            guard (0...1).contains(number) else { return nil }
            value = .opacity(number)
        } else if scope.contains(where: DimensionRole.mentionsBorder) {
            value = .borderWidth(Length(number))
        } else {
            value = .dimension(Length(number), role: DimensionRole.infer(from: scope + context.headings.reversed()))
        }
        return token(name, value, line: line, state: state, context: context, usage: comment)
    }

    private func token(_ name: String, _ value: TokenValue, line: CodeLine, state: CodeBlockState, context: TokenContext, usage: String?) -> TokenFindings {
        TokenFindings(tokens: [DesignToken(
            name: name, value: value, group: state.effectiveGroup, usage: usage,
            provenance: context.provenance(line: line.number))])
    }
}

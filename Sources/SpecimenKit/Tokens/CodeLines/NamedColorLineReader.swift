import Foundation

// Compiled once: a regex literal inside a function is parsed again on every call.
// The value ends at a non-space and the spaces after it are taken once (`\s*+`): with both able
// to take a run of spaces, a long one made this match cubic.
nonisolated(unsafe) private let namedColorLine = #/\s*([A-Za-z][\w .\-/&]*?)\s*[:=]\s*["']?((?:#|rgba?\(|hsla?\()(?:[^"']*?[^"'\s])?)["']?\s*+,?\s*+(?:#\s+(.*))?/#
nonisolated(unsafe) private let opacityRest = #/(?:at\s+)?\d+(?:\.\d+)?\s*%(?:\s*opacity)?/#

/// `Critical Red:   #E0245E  // Primary actions`, and the YAML-like `primary: "#3366FF"`.
/// The value must start right after the colon: `COLOR: Always black (#000000)` is a sentence.
public struct NamedColorLineReader: CodeLineReader {
    public init() {}

    public func read(_ line: CodeLine, state: inout CodeBlockState, context: TokenContext) -> TokenFindings? {
        let (code, comment) = line.codeAndComment
        guard code.contains("#") || code.contains("rgb") || code.contains("hsl") else { return nil }
        guard let match = code.wholeMatch(of: namedColorLine) else { return nil }
        let value = String(match.2)
        guard let literal = ValueScanner.colorLiterals(in: value).first, literal.range.lowerBound == value.startIndex else { return nil }
        // Only an opacity may follow the literal; anything else means this is prose.
        let rest = value[literal.range.upperBound...].trimmingCharacters(in: .whitespaces)
        guard rest.isEmpty || rest.wholeMatch(of: opacityRest) != nil else { return nil }
        switch ValueScanner.colorValue(literal: literal, in: value) {
        case .failure(let error):
            return TokenFindings(diagnostics: [context.invalidColor(error, line: line.number)])
        case .success(let color):
            return TokenFindings(tokens: [DesignToken(
                name: String(match.1), value: .color(color), group: context.nearestHeading,
                usage: comment ?? match.3.map(String.init), provenance: context.provenance(line: line.number))])
        }
    }
}

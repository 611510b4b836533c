import Foundation

// Compiled once: a regex literal inside a function is parsed again on every call.
nonisolated(unsafe) private let scaleLine = #/\s*([A-Za-z][\w.\-]*)\s*:\s+(\d+(?:\.\d+)?)\s*(pt|px)\s*(?:[-–—]\s*(.+?))?\s*/#

/// A length scale written one step a line: `XXS:  4pt   - Micro spacing`. Nothing but an
/// optional dashed note may follow the length, so `Height: 88pt minimum` is not a token.
public struct ScaleLineReader: CodeLineReader {
    public init() {}

    public func read(_ line: CodeLine, state: inout CodeBlockState, context: TokenContext) -> TokenFindings? {
        guard line.text.contains(":"), line.text.contains("pt") || line.text.contains("px") else { return nil }
        guard let match = line.text.wholeMatch(of: scaleLine),
              let number = Double(match.2) else { return nil }
        let name = String(match.1)
        let length = Length(number, match.3 == "px" ? .px : .pt)
        let scope = [name, state.group ?? ""]
        let value: TokenValue = scope.contains(where: DimensionRole.mentionsBorder) || context.headings.last.map(DimensionRole.mentionsBorder) == true
            ? .borderWidth(length)
            : .dimension(length, role: DimensionRole.infer(from: scope + context.headings.reversed()))
        return TokenFindings(tokens: [DesignToken(
            name: name, value: value, group: state.effectiveGroup ?? context.nearestHeading,
            usage: match.4.map(String.init), provenance: context.provenance(line: line.number))])
    }
}

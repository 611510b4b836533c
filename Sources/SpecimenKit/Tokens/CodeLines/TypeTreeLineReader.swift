import Foundation

// Compiled once: a regex literal inside a function is parsed again on every call.
nonisolated(unsafe) private let typeTreeLine = #/[\s│├└─┬┼|+*•]*([A-Za-z][\w .\-]*?)\s*:\s+(\d+(?:\.\d+)?)\s*(pt|px)\s+([A-Za-z]+)\s*(.*?)\s*/#

/// A type scale drawn as a tree or list: `├─ Hero Time:    72pt Heavy Rounded Mono`. A size,
/// then a weight word, then optional design or family words.
public struct TypeTreeLineReader: CodeLineReader {
    public init() {}

    public func read(_ line: CodeLine, state: inout CodeBlockState, context: TokenContext) -> TokenFindings? {
        guard line.text.contains(":"), line.text.contains("pt") || line.text.contains("px") else { return nil }
        guard let match = line.text.wholeMatch(of: typeTreeLine),
              let size = Double(match.2), TypeStyle.weights[match.4.lowercased()] != nil else { return nil }
        var style = TypeStyle(size: Length(size, match.3 == "px" ? .px : .pt), weight: match.4.lowercased())
        let rest = String(match.5)
        if !rest.isEmpty {
            let lower = rest.lowercased()
            if lower.contains("rounded") || lower.contains("mono") || lower.contains("serif") {
                style.design = rest
            } else {
                style.family = rest
            }
        }
        return TokenFindings(tokens: [DesignToken(
            name: String(match.1), value: .typeStyle(style), group: state.effectiveGroup ?? context.nearestHeading,
            provenance: context.provenance(line: line.number))])
    }
}

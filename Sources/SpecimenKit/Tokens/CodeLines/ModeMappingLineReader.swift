import Foundation

// Compiled once: a regex literal inside a function is parsed again on every call.
nonisolated(unsafe) private let modeMapping = #/(?i)^\s*(?:([A-Za-z][\w .\-/]*?)\s*[:—–-]\s*)?light(?:\s+mode)?\s*:?\s*(.+?)\s*(?:→|->|=>|/|,|\|)\s*dark(?:\s+mode)?\s*:?\s*(.+?)\s*$/#

/// `Light: #FFFFFF → Dark: #000000` under a `Background:` label line, giving one token per
/// mode. Opacity after a value (`#000000 70%`) is kept as alpha.
public struct ModeMappingLineReader: CodeLineReader {
    public init() {}

    static func pattern(_ text: String) -> (light: Substring, dark: Substring, name: Substring?)? {
        let lower = text.lowercased()
        guard lower.contains("light"), lower.contains("dark") else { return nil }
        guard let match = text.firstMatch(of: modeMapping) else { return nil }
        return (match.2, match.3, match.1)
    }

    public func read(_ line: CodeLine, state: inout CodeBlockState, context: TokenContext) -> TokenFindings? {
        let (code, comment) = line.codeAndComment
        guard let mapping = Self.pattern(code), let name = mapping.name.map(String.init) ?? state.label else { return nil }
        var findings = TokenFindings()
        for (mode, text) in [(TokenMode.light, mapping.light), (.dark, mapping.dark)] {
            guard let result = ValueScanner.colorValue(in: String(text)) else { return nil }
            switch result {
            case .failure(let error):
                findings.diagnostics.append(context.invalidColor(error, line: line.number))
            case .success(let color):
                findings.tokens.append(DesignToken(
                    name: name, value: .color(color), group: state.effectiveGroup ?? context.nearestHeading,
                    mode: mode, usage: comment, provenance: context.provenance(line: line.number)))
            }
        }
        return findings
    }
}

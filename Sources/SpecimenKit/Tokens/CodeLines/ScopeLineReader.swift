import Foundation

// Compiled once: a regex literal inside a function is parsed again on every call.
nonisolated(unsafe) private let typeDeclaration = #/^(?:public\s+|internal\s+)?(?:struct|enum|extension|class)\s+(\w+)/#
nonisolated(unsafe) private let commentLine = #///\s*(.+)/#
nonisolated(unsafe) private let capsHeading = #/[A-Z][A-Z0-9 &/]+(?:\s*\([^)]*\))?/#
nonisolated(unsafe) private let labelLine = #/([A-Za-z][\w .\-/]*):/#

/// Lines that define no token but name the ones that follow: `struct BrandColors {`,
/// `extension Color {`, `// Accent Colors`, a tree section such as `TIME DISPLAY (Massive)`,
/// a `Background:` label above a light/dark mapping, and CSS scopes such as
/// `@media (prefers-color-scheme: dark) {`. Never claims the line, so braces are still counted.
public struct ScopeLineReader: CodeLineReader {
    public init() {}

    public func read(_ line: CodeLine, state: inout CodeBlockState, context: TokenContext) -> TokenFindings? {
        let text = line.text.trimmingCharacters(in: .whitespaces)
        let lower = text.lowercased()
        if lower.contains("{"), lower.contains("prefers-color-scheme: dark") || lower.contains("prefers-color-scheme:dark")
            || lower.contains("[data-theme=\"dark\"]") || lower.contains("[data-theme='dark']") || lower.hasPrefix(".dark") {
            state.darkDepth = state.darkDepth ?? state.depth
        }
        let declares = ["struct", "enum", "extension", "class"].contains(where: text.contains)
        // A shouted tree section may carry a note in brackets: `TIME DISPLAY (Massive)`.
        let uppercase = text.first.map { $0.isUppercase } == true && text.prefix { $0 != "(" }.allSatisfy { !$0.isLowercase }
        if declares, let match = text.firstMatch(of: typeDeclaration) {
            state.group = String(match.1)
            state.subgroup = nil
        } else if text.hasPrefix("//"), let match = text.wholeMatch(of: commentLine), !match.1.hasPrefix("MARK"), match.1.count < 60 {
            state.subgroup = String(match.1)
        } else if uppercase, text.wholeMatch(of: capsHeading) != nil {
            state.group = text
            state.subgroup = nil
        }
        if text.hasSuffix(":"), let match = text.wholeMatch(of: labelLine) {
            state.label = String(match.1)
        } else if !text.isEmpty, ModeMappingLineReader.pattern(text) == nil {
            state.label = nil
        }
        let opens = text.filter { $0 == "{" }.count
        let closes = text.filter { $0 == "}" }.count
        state.depth += opens - closes
        if let dark = state.darkDepth, state.depth <= dark, closes > 0 { state.darkDepth = nil }
        return nil
    }
}

import Foundation

// Compiled once: a regex literal inside a function is parsed again on every call.
nonisolated(unsafe) private let customProperty = #/^\s*(--[A-Za-z0-9_-]+)\s*:\s*([^;]+?)\s*;?\s*(?:/\*\s*(.*?)\s*\*/)?\s*$/#
nonisolated(unsafe) private let varReference = #/var\(\s*--([A-Za-z0-9_-]+)\s*(?:,[^)]*)?\)/#
nonisolated(unsafe) private let cssLength = #/(-?\d*\.?\d+)(px|pt)/#

/// `--color-primary: #3366FF;` and friends. The value decides the kind: a colour, a
/// `var(--other)` alias, a shadow, a length, an opacity or a font stack. Properties inside a
/// dark scope (see `ScopeLineReader`) get the dark mode.
public struct CSSCustomPropertyReader: CodeLineReader {
    public init() {}

    public func read(_ line: CodeLine, state: inout CodeBlockState, context: TokenContext) -> TokenFindings? {
        // Cheap test first: Swift regexes are costly and most code lines are not CSS properties.
        guard line.text.contains("--") else { return nil }
        guard let match = line.text.firstMatch(of: customProperty) else { return nil }
        let name = String(match.1)
        let raw = String(match.2)
        let usage = match.3.map(String.init)
        let mode: TokenMode? = state.darkDepth != nil ? .dark : nil
        let bare = String(name.drop(while: { $0 == "-" }))
        func token(_ value: TokenValue) -> TokenFindings {
            TokenFindings(tokens: [DesignToken(
                name: name, value: value, group: state.effectiveGroup, mode: mode, usage: usage,
                provenance: context.provenance(line: line.number))])
        }
        if let reference = raw.wholeMatch(of: varReference) {
            return token(.alias("--" + reference.1))
        }
        let lowerName = bare.lowercased()
        let hints = Vocabulary.standard.tokenNameHints
        if hints.shadow.contains(where: { lowerName.contains($0) }), let shadow = ValueScanner.shadow(in: raw) {
            return token(.shadow(shadow))
        }
        if let result = ValueScanner.colorValue(in: raw), ValueScanner.colorLiterals(in: raw).first?.range.lowerBound == raw.startIndex {
            switch result {
            case .success(let color): return token(.color(color))
            case .failure(let error): return TokenFindings(diagnostics: [context.invalidColor(error, line: line.number)])
            }
        }
        if hints.fontFamily.contains(where: { lowerName.contains($0) }), raw.contains(",") || raw.contains("\"") {
            let names = raw.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \"'")) }.filter { !$0.isEmpty }
            if let first = names.first { return token(.fontFamily(FontStack(family: first, fallbacks: Array(names.dropFirst())))) }
        }
        if let length = raw.wholeMatch(of: cssLength), let value = Double(length.1) {
            let size = Length(value, length.2 == "pt" ? .pt : .px)
            if DimensionRole.mentionsBorder(bare) { return token(.borderWidth(size)) }
            return token(.dimension(size, role: DimensionRole.infer(from: [bare] + context.headings.reversed())))
        }
        if let number = Double(raw) {
            if hints.opacity.contains(where: { lowerName.contains($0) }), (0...1).contains(number) { return token(.opacity(number)) }
            return token(.number(number))
        }
        return nil
    }
}

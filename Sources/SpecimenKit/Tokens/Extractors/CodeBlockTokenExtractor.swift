import Foundation

/// Fenced and indented code blocks, read line by line by `CodeLineReader`s: Swift colour,
/// font and constant declarations, CSS custom properties, `Name: #HEX // note` listings,
/// light/dark mappings, type trees and length scales.
public struct CodeBlockTokenExtractor: TokenSyntaxExtractor {
    public var readers: [any CodeLineReader]

    public static let standardReaders: [any CodeLineReader] = [
        GradientCodeReader(),
        CSSCustomPropertyReader(),
        SwiftColorReader(),
        SwiftFontReader(),
        SwiftConstantReader(),
        ModeMappingLineReader(),
        NamedColorLineReader(),
        TypeTreeLineReader(),
        ScaleLineReader(),
    ]

    public var claimsReadLinesOnly: Bool { true }

    public init(readers: [any CodeLineReader] = CodeBlockTokenExtractor.standardReaders) {
        self.readers = readers
    }

    public func extract(_ block: MarkdownNode, context: TokenContext) -> TokenFindings? {
        guard case .codeBlock = block.kind else { return nil }
        // A framed drawing (screen mock-ups, reference cards) repeats values for illustration;
        // its captions are not definitions.
        if PlainLineHeading.isBoxDiagram(block) { return nil }
        let firstLine = PlainLineHeading.firstCodeLine(of: block, in: context.document)
        var state = CodeBlockState()
        var findings = TokenFindings()
        let scope = ScopeLineReader()
        for (offset, text) in block.literal.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = CodeLine(text: String(text), number: firstLine + offset)
            // Readers see the scope as it stands at this line; braces close after it.
            var after = state
            _ = scope.read(line, state: &after, context: context)
            state.group = after.group
            state.subgroup = after.subgroup
            state.label = after.label
            state.darkDepth = state.darkDepth ?? after.darkDepth
            for reader in readers {
                if let found = reader.read(line, state: &state, context: context) {
                    findings.append(found)
                    break
                }
            }
            state.depth = after.depth
            state.darkDepth = after.darkDepth
        }
        if let token = GradientCodeReader.finish(&state, context: context) { findings.tokens.append(token) }
        markLightCounterparts(&findings.tokens)
        return findings.isEmpty ? nil : findings
    }

    /// In a style sheet with a dark scope, the unscoped value of the same property is the
    /// light one.
    private func markLightCounterparts(_ tokens: inout [DesignToken]) {
        let dark = Set(tokens.filter { $0.mode == .dark }.map(\.slug))
        for index in tokens.indices where tokens[index].mode == nil && dark.contains(tokens[index].slug) {
            tokens[index].mode = .light
        }
    }

    /// A name for a value the code gives no name of its own, such as a gradient literal: the
    /// bold caption just above the block (`**Option B — Code-based:**`), else the heading.
    static func title(context: TokenContext) -> String? {
        if let previous = context.previous, case .paragraph = previous.kind, previous.children.count == 1,
           case .strong = previous.children[0].kind {
            return previous.plainText.trimmingCharacters(in: CharacterSet(charactersIn: " :"))
        }
        return context.nearestHeading
    }
}

import Foundation

// Compiled once: a regex literal inside a function is parsed again on every call.
nonisolated(unsafe) private let hexHeading = #/(?i)(?:hex|colou?r|value)\s*:\s*(\S+)/#

/// A heading that names a colour, directly followed by a paragraph stating its value:
/// `### Yellow — NOW / Present` then `**Hex: #FFD84D**`. The heading gives the name, the text
/// after a dash gives the role, and the first sentence of the next paragraph the usage.
public struct HexHeadingExtractor: TokenSyntaxExtractor {
    public init() {}

    public func extract(_ block: MarkdownNode, context: TokenContext) -> TokenFindings? {
        guard case .paragraph = block.kind, let previous = context.previous, previous.headingLevel != nil else { return nil }
        let text = ValueScanner.clean(block.plainText)
        guard let match = text.wholeMatch(of: hexHeading) else { return nil }
        let heading = previous.plainText.trimmingCharacters(in: .whitespaces)
        let (name, role) = Self.split(heading)
        switch RGBAColor.parse(ValueScanner.normalisedHex(String(match.1))) {
        case .failure(let error):
            return TokenFindings(diagnostics: [context.invalidColor(error, line: block.startLine)])
        case .success(let color):
            return TokenFindings(tokens: [DesignToken(
                name: name, value: .color(color), group: context.headings.dropLast().last,
                role: role, usage: firstSentence(of: context.next),
                provenance: context.provenance(line: block.startLine))])
        }
    }

    static func split(_ heading: String) -> (String, String?) {
        for separator in [" — ", " – ", " - ", ": "] {
            if let range = heading.range(of: separator) {
                let role = heading[range.upperBound...].trimmingCharacters(in: .whitespaces)
                return (heading[..<range.lowerBound].trimmingCharacters(in: .whitespaces), role.isEmpty ? nil : role)
            }
        }
        return (heading, nil)
    }

    private func firstSentence(of node: MarkdownNode?) -> String? {
        guard let node, case .paragraph = node.kind else { return nil }
        let text = node.plainText.trimmingCharacters(in: .whitespaces)
        guard let end = text.firstIndex(where: { ".!?".contains($0) }) else { return text.isEmpty ? nil : text }
        return String(text[...end])
    }
}

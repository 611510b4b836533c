/// The Extract stage for tokens: walks a document's blocks and lets each syntax extractor
/// claim the blocks written in its syntax, then merges what they found.
///
/// Nothing here knows any particular design system; a new document style is a new
/// `TokenSyntaxExtractor` in `standardExtractors`.
public struct TokenExtractor: Sendable {
    public var extractors: [any TokenSyntaxExtractor]

    /// Order matters where two syntaxes overlap: a gradient's stop bullets must be read as
    /// a gradient before the colour-bullet reader sees them as colours.
    public static let standardExtractors: [any TokenSyntaxExtractor] = [
        GradientListExtractor(),
        FontFamilyExtractor(),
        ColorBulletExtractor(),
        HexHeadingExtractor(),
        TokenTableExtractor(),
        CodeBlockTokenExtractor(),
        PlainTokenLineExtractor(),
    ]

    public init(extractors: [any TokenSyntaxExtractor] = TokenExtractor.standardExtractors) {
        self.extractors = extractors
    }

    public func extract(from document: MarkdownDocument) -> TokenSet {
        var findings = TokenFindings()
        var headings: [(level: Int, text: String)] = []
        walk(document.blocks, document: document, headings: &headings, into: &findings)
        return TokenMerger().merge(findings)
    }

    private func walk(
        _ blocks: [MarkdownNode], document: MarkdownDocument,
        headings: inout [(level: Int, text: String)], into findings: inout TokenFindings
    ) {
        for (index, block) in blocks.enumerated() {
            if let level = block.headingLevel {
                headings.removeAll { $0.level >= level }
                headings.append((level, block.plainText.trimmingCharacters(in: .whitespaces)))
                continue
            }
            let context = TokenContext(
                document: document, headings: headings.map(\.text),
                previous: index > 0 ? blocks[index - 1] : nil,
                next: index + 1 < blocks.count ? blocks[index + 1] : nil)
            var claimed = false
            for extractor in extractors {
                if let found = extractor.extract(block, context: context) {
                    findings.append(found)
                    claimed = true
                    break
                }
            }
            if !claimed, case .blockQuote = block.kind {
                walk(block.children, document: document, headings: &headings, into: &findings)
            }
        }
    }
}

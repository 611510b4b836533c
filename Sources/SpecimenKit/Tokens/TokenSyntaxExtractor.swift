/// One Markdown syntax for stating tokens. `extract` returns nil when the block is not written
/// in this syntax, so the next extractor gets a chance; a non-nil result claims the block.
public protocol TokenSyntaxExtractor: Sendable {
    func extract(_ block: MarkdownNode, context: TokenContext) -> TokenFindings?
}

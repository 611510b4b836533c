/// One Markdown syntax for stating tokens. `extract` returns nil when the block is not written
/// in this syntax, so the next extractor gets a chance; a non-nil result claims the block, or
/// only the lines it read when `claimsReadLinesOnly`.
public protocol TokenSyntaxExtractor: Sendable {
    func extract(_ block: MarkdownNode, context: TokenContext) -> TokenFindings?
    /// True for a syntax read line by line (code), where lines it did not read may still state
    /// something the statement model reads (`brand: { 50: … }` beside `ink: …`).
    var claimsReadLinesOnly: Bool { get }
}

extension TokenSyntaxExtractor {
    public var claimsReadLinesOnly: Bool { false }
}

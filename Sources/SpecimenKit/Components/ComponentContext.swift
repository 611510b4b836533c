/// What a component reader knows: the document, the system's tokens (to tell a colour name
/// from an ordinary word) and the headings above the block it reads.
public struct ComponentContext: Sendable {
    public var document: MarkdownDocument
    public var tokens: ResolvedTokens
    public var headings: [String]

    public init(document: MarkdownDocument, tokens: ResolvedTokens, headings: [String] = []) {
        self.document = document
        self.tokens = tokens
        self.headings = headings
    }

    public func provenance(line: Int) -> Provenance {
        Provenance(file: document.file, line: line, excerpt: document.line(line))
    }

    /// The colour token a name refers to, if the system defines one (aliases count: their
    /// value may come from a sidecar).
    func colorToken(named name: String) -> DesignToken? {
        guard let token = tokens.index.lookup(name) else { return nil }
        switch token.value {
        case .color, .alias: return token
        default: return nil
        }
    }
}

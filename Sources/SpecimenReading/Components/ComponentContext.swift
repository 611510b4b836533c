import SpecimenModel

/// What a component reader knows: the document, the system's tokens (to tell a colour name
/// from an ordinary word) and the headings above the block it reads.
public struct ComponentContext: Sendable {
    public var document: MarkdownDocument
    public var tokens: ResolvedTokens
    public var headings: [String]
    /// Dotted semantic names the document lists (`feedback.error`) by their last member, lower-cased:
    /// the names a state may take when the system defines no token for it yet. Read once per
    /// document, since every section's components may ask.
    package let semanticNames: [String: String]

    public init(document: MarkdownDocument, tokens: ResolvedTokens, headings: [String] = []) {
        self.document = document
        self.tokens = tokens
        self.headings = headings
        semanticNames = Self.semanticNames(in: document)
    }

    /// The first line's first dotted name wins, as a reader going down the document would find it.
    private static func semanticNames(in document: MarkdownDocument) -> [String: String] {
        var names: [String: String] = [:]
        for line in document.lines {
            if let (name, member) = DottedName.first(in: line), names[member.lowercased()] == nil {
                names[member.lowercased()] = name
            }
        }
        return names
    }

    public func provenance(line: Int) -> Provenance {
        Provenance(file: document.file, line: line, excerpt: document.line(line))
    }

    /// The colour token a name refers to, if the system defines one (aliases count: their
    /// value may come from a sidecar).
    package func colorToken(named name: String) -> DesignToken? {
        guard let token = tokens.index.lookup(name) else { return nil }
        switch token.value {
        case .color, .alias: return token
        default: return nil
        }
    }
}

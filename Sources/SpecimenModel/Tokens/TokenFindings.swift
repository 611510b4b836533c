/// What one extractor read from one block.
public struct TokenFindings: Sendable {
    public var tokens: [DesignToken]
    public var diagnostics: [Diagnostic]

    public init(tokens: [DesignToken] = [], diagnostics: [Diagnostic] = []) {
        self.tokens = tokens
        self.diagnostics = diagnostics
    }

    public var isEmpty: Bool { tokens.isEmpty && diagnostics.isEmpty }

    public mutating func append(_ other: TokenFindings) {
        tokens += other.tokens
        diagnostics += other.diagnostics
    }
}

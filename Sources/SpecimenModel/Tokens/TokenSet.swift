/// What token extraction found in one document: the tokens in document order and the problems
/// met on the way.
public struct TokenSet: Sendable, Hashable {
    public var tokens: [DesignToken]
    public var diagnostics: [Diagnostic]

    public init(tokens: [DesignToken] = [], diagnostics: [Diagnostic] = []) {
        self.tokens = tokens
        self.diagnostics = diagnostics
    }

    public func tokens(of kind: TokenKind) -> [DesignToken] { tokens.filter { $0.kind == kind } }

    public func token(named name: String, mode: TokenMode? = nil) -> DesignToken? {
        let slug = DesignToken.slug(for: name)
        return tokens.first { $0.slug == slug && $0.mode == mode }
    }
}

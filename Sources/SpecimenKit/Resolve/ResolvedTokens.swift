/// A system's tokens after the sidecar is merged and aliases are resolved.
///
/// Alias tokens stay in `tokens` (exports write them as references); `value(of:)` follows them
/// to the value they stand for.
public struct ResolvedTokens: Sendable {
    public var tokens: [DesignToken]
    public var diagnostics: [Diagnostic]
    public let index: TokenIndex

    public init(tokens: [DesignToken], diagnostics: [Diagnostic] = []) {
        self.tokens = tokens
        self.diagnostics = diagnostics
        self.index = TokenIndex(tokens)
    }

    public func tokens(of kind: TokenKind) -> [DesignToken] {
        tokens.filter { resolvedKind(of: $0) == kind }
    }

    /// The value a token stands for, following aliases; nil for an alias that points nowhere or
    /// round in a cycle (both are diagnostics).
    public func value(of token: DesignToken, mode: TokenMode? = nil) -> TokenValue? {
        var current = token
        var seen: Set<String> = [token.slug]
        while case .alias(let target) = current.value {
            guard let next = index.lookup(target, mode: mode ?? token.mode), seen.insert(next.slug).inserted else { return nil }
            current = next
        }
        return current.value
    }

    public func resolvedKind(of token: DesignToken) -> TokenKind? {
        value(of: token)?.kind
    }

    /// The token an alias points at, one step.
    public func target(of token: DesignToken) -> DesignToken? {
        guard case .alias(let target) = token.value else { return nil }
        return index.lookup(target, mode: token.mode)
    }

    /// The colour a reference names, in a mode: a token name, or a colour literal.
    public func color(_ reference: String, mode: TokenMode? = nil) -> RGBAColor? {
        if let token = index.lookup(reference, mode: mode), case .color(let color)? = value(of: token) { return color }
        return RGBAColor(css: TokenIndex.clean(reference))
    }

    /// Whether the system defines anything in dark mode.
    public var hasDarkMode: Bool { tokens.contains { $0.mode == .dark } }
}

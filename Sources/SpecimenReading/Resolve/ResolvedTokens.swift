import Foundation
import SpecimenModel

/// A system's tokens after the sidecar is merged and aliases are resolved.
///
/// Alias tokens stay in `tokens` (exports write them as references); `value(of:)` follows them
/// to the value they stand for.
public struct ResolvedTokens: Sendable {
    public var tokens: [DesignToken] {
        didSet { ofKind = OfKind() }
    }
    public var diagnostics: [Diagnostic]
    public let index: TokenIndex
    /// The appearance the document calls its default, where it says (`DefaultAppearance`).
    public var defaultAppearance: DefaultAppearance?

    /// Each token's position, by identity, and per mode asked for (none, light, dark) where
    /// its aliases lead: made once, so that a chain of n aliases costs n lookups in all rather
    /// than n for each of its tokens (a 10,000-link chain in a sidecar took minutes).
    private let positions: [ObjectIdentifier: Int]
    private let chains: AliasChains
    /// What `tokens(of:)` found for each kind: the phrase reader asks for the fonts of every
    /// clause it reads, and each ask filtered every token. Made anew when `tokens` changes.
    private var ofKind = OfKind()

    private final class OfKind: @unchecked Sendable {
        let lock = NSLock()
        var lists: [TokenKind: [DesignToken]] = [:]
    }

    public init(tokens: [DesignToken], diagnostics: [Diagnostic] = []) {
        self.tokens = tokens
        self.diagnostics = diagnostics
        let index = TokenIndex(tokens)
        self.index = index
        var positions: [ObjectIdentifier: Int] = [:]
        for (position, token) in tokens.enumerated() where positions[token.identity] == nil { positions[token.identity] = position }
        self.positions = positions
        self.chains = AliasChains(tokens: tokens, index: index)
    }

    public func tokens(of kind: TokenKind) -> [DesignToken] {
        let ofKind = ofKind
        if let known = ofKind.lock.withLock({ ofKind.lists[kind] }) { return known }
        let found = tokens.filter { resolvedKind(of: $0) == kind }
        ofKind.lock.withLock { ofKind.lists[kind] = found }
        return found
    }

    /// The value a token stands for, following aliases; nil for an alias that points nowhere or
    /// round in a cycle (both are diagnostics).
    public func value(of token: DesignToken, mode: TokenMode? = nil) -> TokenValue? {
        guard case .alias = token.value else { return token.value }
        if let position = positions[token.identity], tokens[position].identity == token.identity {
            return chains.end(of: position, mode: mode ?? token.mode).map { tokens[$0].value }
        }
        // A token this set does not hold: followed step by step.
        var current = token
        var seen: Set<String> = [token.slug]
        while case .alias(let target) = current.value {
            guard let next = index.lookup(target, mode: mode ?? token.mode), seen.insert(next.slug).inserted else { return nil }
            current = next
        }
        return current.value
    }

    public func resolvedKind(of token: DesignToken) -> TokenKind? {
        // A token that is no alias is its own kind: asked of every token by `tokens(of:)`, and
        // handing its value back first copied the value.
        guard case .alias = token.value else { return token.value.kind }
        return value(of: token)?.kind
    }

    /// The token an alias points at, one step.
    public func target(of token: DesignToken) -> DesignToken? {
        guard case .alias(let target) = token.value else { return nil }
        if let position = positions[token.identity], tokens[position].identity == token.identity {
            return chains.step(from: position, mode: token.mode).map { tokens[$0] }
        }
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

/// Where each alias of a token set leads, in each mode a lookup can ask for: one step, and the
/// end of the chain (the first token that is not an alias), or nil for a name that resolves to
/// nothing or a cycle. Each table is filled in one pass that remembers every chain it walks.
private struct AliasChains: Sendable {
    private var steps: [TokenMode?: [Int?]] = [:]
    private var ends: [TokenMode?: [Int?]] = [:]

    init(tokens: [DesignToken], index: TokenIndex) {
        for mode in [nil, TokenMode.light, .dark] as [TokenMode?] {
            let step = tokens.map { token -> Int? in
                guard case .alias(let target) = token.value else { return nil }
                return index.position(of: target, mode: mode)
            }
            steps[mode] = step
            ends[mode] = Self.ends(tokens, step: step)
        }
    }

    func step(from position: Int, mode: TokenMode?) -> Int? { steps[mode]?[position] ?? nil }
    func end(of position: Int, mode: TokenMode?) -> Int? { ends[mode]?[position] ?? nil }

    private static func ends(_ tokens: [DesignToken], step: [Int?]) -> [Int?] {
        enum Visit { case new, walking, done }
        var end = [Int?](repeating: nil, count: tokens.count)
        var visit = [Visit](repeating: .new, count: tokens.count)
        var path: [Int] = []
        for start in tokens.indices where visit[start] == .new {
            path.removeAll(keepingCapacity: true)
            var current = start
            var found: Int?
            while true {
                if visit[current] == .done { found = end[current]; break }
                // Round again to a token of this walk: a cycle, which leads nowhere.
                if visit[current] == .walking { found = nil; break }
                visit[current] = .walking
                path.append(current)
                guard case .alias = tokens[current].value else { found = current; break }
                // A step to another definition of the same name (`primary` to `primary`) is a
                // cycle too, as a name cannot be defined by itself.
                guard let next = step[current], tokens[next].slug != tokens[current].slug else { found = nil; break }
                current = next
            }
            for position in path {
                end[position] = found
                visit[position] = .done
            }
        }
        return end
    }
}

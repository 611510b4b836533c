import Foundation

/// Finds tokens by the many ways documents refer to them: `action.primary`, `brandTeal`,
/// `` `brandTeal` ``, `[Ink]`, `BrandColors.yellow`, `Color.ink`, "Critical Red".
public struct TokenIndex: Sendable {
    private var bySlug: [String: [Int]] = [:]
    private var byLastComponent: [String: [Int]] = [:]
    public let tokens: [DesignToken]

    public init(_ tokens: [DesignToken]) {
        self.tokens = tokens
        for (index, token) in tokens.enumerated() {
            bySlug[token.slug, default: []].append(index)
            if let role = token.role { bySlug[DesignToken.slug(for: role), default: []].append(index) }
            if let last = Self.lastComponent(of: token.name), last != token.slug {
                byLastComponent[last, default: []].append(index)
            }
        }
    }

    /// The token a reference names, preferring `mode` (nil means light, or no mode) when the
    /// name has several. Nil when nothing matches or a partial match is ambiguous.
    public func lookup(_ reference: String, mode: TokenMode? = nil) -> DesignToken? {
        let cleaned = Self.clean(reference)
        guard !cleaned.isEmpty else { return nil }
        let slug = DesignToken.slug(for: cleaned)
        if let hit = pick(bySlug[slug], mode: mode) { return hit }
        // `BrandColors.yellow` or `Color.brandTeal`: the part after the last dot.
        if let last = Self.lastComponent(of: cleaned) {
            if let hit = pick(bySlug[last], mode: mode) { return hit }
            if let hit = pick(byLastComponent[last], mode: mode, requireUnique: true) { return hit }
        }
        return nil
    }

    private func pick(_ indices: [Int]?, mode: TokenMode?, requireUnique: Bool = false) -> DesignToken? {
        guard let indices, !indices.isEmpty else { return nil }
        let candidates = indices.map { tokens[$0] }
        if requireUnique, Set(candidates.map(\.slug)).count > 1 { return nil }
        if let exact = candidates.first(where: { $0.mode == mode }) { return exact }
        if mode == nil, let light = candidates.first(where: { $0.mode == .light }) { return light }
        return candidates.first
    }

    static func clean(_ reference: String) -> String {
        var text = reference.trimmingCharacters(in: .whitespacesAndNewlines)
        let wrappers: [(Character, Character)] = [("`", "`"), ("[", "]"), ("\"", "\""), ("'", "'"), ("{", "}")]
        var changed = true
        while changed, text.count >= 2 {
            changed = false
            for (open, close) in wrappers where text.first == open && text.last == close {
                text = String(text.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
                changed = true
            }
        }
        return text
    }

    static func lastComponent(of name: String) -> String? {
        guard let dot = name.lastIndex(of: "."), dot != name.index(before: name.endIndex) else { return nil }
        let last = DesignToken.slug(for: String(name[name.index(after: dot)...]))
        return last.isEmpty ? nil : last
    }
}


/// The tokens of one system in the shape every exporter needs: light and dark paired under a
/// unique key, aliases followed to the entry they name, in a fixed order.
///
/// Order: by kind, in `TokenKind.allCases` order (colours, gradients, spacing, radii, sizes,
/// border widths, type, font families, shadows, opacity, numbers), then by where the token is
/// first defined in the resolved tokens, which is document order with sidecar values after.
/// Aliases are filed under the kind they resolve to. Aliases that point nowhere or round in a
/// cycle are left out (Resolve reports them); `unresolvedAliases` lists them for the table.
struct ExportCatalog: Sendable {
    let resolved: ResolvedTokens
    private(set) var entries: [ExportEntry] = []
    private(set) var unresolvedAliases: [DesignToken] = []
    private var entryIndex: [Group: Int] = [:]

    private struct Group: Hashable {
        var slug: String
        var kind: TokenKind
    }

    init(_ resolved: ResolvedTokens) {
        self.resolved = resolved
        var grouped: [ExportEntry] = []
        var indexByGroup: [Group: Int] = [:]
        for (position, token) in resolved.tokens.enumerated() {
            guard let kind = resolved.resolvedKind(of: token) else {
                unresolvedAliases.append(token)
                continue
            }
            let group = Group(slug: token.slug, kind: kind)
            let index: Int
            if let existing = indexByGroup[group] {
                index = existing
            } else {
                index = grouped.count
                indexByGroup[group] = index
                grouped.append(ExportEntry(key: "", kind: kind, firstIndex: position))
            }
            // The first definition in each mode wins, matching the merger's "keep the first".
            if token.mode == .dark {
                if grouped[index].dark == nil { grouped[index].dark = token }
            } else if grouped[index].light == nil {
                grouped[index].light = token
            }
        }
        let order = Dictionary(uniqueKeysWithValues: TokenKind.allCases.enumerated().map { ($1, $0) })
        let sorted = grouped.sorted { (order[$0.kind] ?? 0, $0.firstIndex) < (order[$1.kind] ?? 0, $1.firstIndex) }
        var used: Set<String> = []
        for var entry in sorted {
            entry.key = Self.uniqueKey(for: entry, used: &used)
            entryIndex[Group(slug: entry.primary.slug, kind: entry.kind)] = entries.count
            entries.append(entry)
        }
    }

    /// The slug, then the slug with its kind, then a counter: two tokens that share a name but
    /// not a kind (a colour and a spacing called `primary`) both keep a readable key.
    private static func uniqueKey(for entry: ExportEntry, used: inout Set<String>) -> String {
        let base = entry.primary.slug.isEmpty ? "token" : entry.primary.slug
        let withKind = "\(base)-\(DTCGExporter.groupName(for: entry.kind))"
        var key = used.contains(base) ? withKind : base
        var counter = 2
        while used.contains(key) {
            key = "\(withKind)-\(counter)"
            counter += 1
        }
        used.insert(key)
        return key
    }

    /// The entry a token was filed under.
    func entry(for token: DesignToken) -> ExportEntry? {
        guard let kind = resolved.resolvedKind(of: token), let index = entryIndex[Group(slug: token.slug, kind: kind)] else { return nil }
        return entries[index]
    }

    /// The entry an alias names, one step.
    func aliasTarget(of token: DesignToken) -> ExportEntry? {
        resolved.target(of: token).flatMap(entry(for:))
    }

    /// The value a token stands for in a mode, following aliases through the targets' own
    /// definitions for that mode.
    func value(of token: DesignToken, in mode: TokenMode) -> TokenValue? {
        var current = token
        var seen: Set<String> = []
        while case .alias = current.value {
            guard let target = aliasTarget(of: current), seen.insert(target.key).inserted,
                  let next = target.token(in: mode) else { return nil }
            current = next
        }
        return current.value
    }

    /// Whether an entry's value differs between light and dark: it has its own dark definition,
    /// or it is an alias of one that does. CSS needs the second case too, because a custom
    /// property holding `var()` is computed where it is declared and would otherwise keep the
    /// light value under a nested `[data-theme]`.
    func variesByMode(_ entry: ExportEntry) -> Bool {
        var current = entry
        var seen: Set<String> = []
        while seen.insert(current.key).inserted {
            if current.dark != nil { return true }
            guard let light = current.light, case .alias = light.value, let next = aliasTarget(of: light) else { return false }
            current = next
        }
        return false
    }

    var hasDarkMode: Bool { entries.contains { $0.dark != nil } }

    func entries(of kind: TokenKind) -> [ExportEntry] { entries.filter { $0.kind == kind } }
}

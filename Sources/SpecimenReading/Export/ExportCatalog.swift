import SpecimenModel

/// The tokens of one system in the shape every exporter needs: light and dark paired under a
/// unique key, aliases followed to the entry they name, in a fixed order.
///
/// Order: by kind, in `TokenKind.allCases` order (colours, gradients, spacing, radii, sizes,
/// border widths, type, font families, shadows, opacity, numbers), then by where the token is
/// first defined in the resolved tokens, which is document order with sidecar values after.
/// Aliases are filed under the kind they resolve to. Aliases that point nowhere or round in a
/// cycle are left out (Resolve reports them); `unresolvedAliases` lists them for the table.
package struct ExportCatalog: Sendable {
    package let resolved: ResolvedTokens
    package private(set) var entries: [ExportEntry] = []
    package private(set) var unresolvedAliases: [DesignToken] = []
    private var entryIndex: [Group: Int] = [:]
    /// Per mode, the value each entry's definition in that mode stands for, aliases followed
    /// through the entries they name; and whether each entry's value differs between modes.
    /// Made once, so a chain of n aliases costs n steps in all, not n for each of its entries.
    private var values: [TokenMode: [TokenValue?]] = [:]
    private var varying: [Bool?] = []

    private struct Group: Hashable {
        var slug: String
        var kind: TokenKind
    }

    package init(_ resolved: ResolvedTokens) {
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
        for mode in [TokenMode.light, .dark] {
            values[mode] = followed { entry in
                guard let token = entries[entry].token(in: mode) else { return .value(nil) }
                guard case .alias = token.value else { return .value(token.value) }
                return aliasTarget(of: token).map { .next(entryIndex[Group(slug: $0.primary.slug, kind: $0.kind)] ?? -1) } ?? .value(nil)
            }
        }
        varying = followed { entry in
            if entries[entry].dark != nil { return .value(true) }
            guard let light = entries[entry].light, case .alias = light.value, let next = aliasTarget(of: light) else { return .value(false) }
            return .next(entryIndex[Group(slug: next.primary.slug, kind: next.kind)] ?? -1)
        }
    }

    private enum Step<Result> { case value(Result?), next(Int) }

    /// For every entry, the result of following `step` from it until it gives a result; a
    /// cycle (or a step to no entry) gives nil. Every walk's entries keep its result, so each
    /// entry is stepped from once.
    private func followed<Result>(_ step: (Int) -> Step<Result>) -> [Result?] {
        var result = [Result?](repeating: nil, count: entries.count)
        var state = [UInt8](repeating: 0, count: entries.count)  // 0 new, 1 on this walk, 2 done
        var path: [Int] = []
        for start in entries.indices where state[start] == 0 {
            path.removeAll(keepingCapacity: true)
            var current = start
            var found: Result?
            while true {
                if state[current] == 2 { found = result[current]; break }
                if state[current] == 1 { found = nil; break }
                state[current] = 1
                path.append(current)
                switch step(current) {
                case .value(let value): found = value
                case .next(let next) where entries.indices.contains(next): current = next; continue
                case .next: found = nil
                }
                break
            }
            for entry in path {
                result[entry] = found
                state[entry] = 2
            }
        }
        return result
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
    package func entry(for token: DesignToken) -> ExportEntry? {
        guard let kind = resolved.resolvedKind(of: token), let index = entryIndex[Group(slug: token.slug, kind: kind)] else { return nil }
        return entries[index]
    }

    /// The entry an alias names, one step.
    package func aliasTarget(of token: DesignToken) -> ExportEntry? {
        resolved.target(of: token).flatMap(entry(for:))
    }

    /// The value a token stands for in a mode, following aliases through the targets' own
    /// definitions for that mode.
    package func value(of token: DesignToken, in mode: TokenMode) -> TokenValue? {
        guard case .alias = token.value else { return token.value }
        guard let target = aliasTarget(of: token), let position = entryIndex[Group(slug: target.primary.slug, kind: target.kind)] else { return nil }
        return values[mode]?[position] ?? nil
    }

    /// Whether an entry's value differs between light and dark: it has its own dark definition,
    /// or it is an alias of one that does. CSS needs the second case too, because a custom
    /// property holding `var()` is computed where it is declared and would otherwise keep the
    /// light value under a nested `[data-theme]`.
    package func variesByMode(_ entry: ExportEntry) -> Bool {
        guard let position = entryIndex[Group(slug: entry.primary.slug, kind: entry.kind)] else { return false }
        return varying[position] ?? false
    }

    package var hasDarkMode: Bool { entries.contains { $0.dark != nil } }

    package func entries(of kind: TokenKind) -> [ExportEntry] { entries.filter { $0.kind == kind } }
}

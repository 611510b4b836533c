/// Follows `{group.name}` references inside a front matter, transitively: `link: "{colors.accent}"`,
/// `accent: "{colors.primary}"`, `primary: "#1F6FEB"` gives `link` the value `#1F6FEB`.
///
/// A reference to a path that does not exist, to a group instead of a value, or round in a cycle
/// is a problem the caller reports with the referring key's line; it never becomes a default.
struct FrontMatterReferences: Sendable {
    enum Problem: Error, Equatable, CustomStringConvertible {
        case missing(path: String)
        case group(path: String)
        case cycle(path: String)

        var description: String {
            switch self {
            case .missing(let path): "'{\(path)}' names nothing in the front matter"
            case .group(let path): "'{\(path)}' names a group, not a value"
            case .cycle(let path): "'{\(path)}' is part of a reference cycle"
            }
        }
    }

    let root: YAMLValue

    /// The path a value refers to, when the whole value is one reference: `{colors.primary}` →
    /// `colors.primary`.
    static func path(in text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.count > 2, trimmed.first == "{", trimmed.last == "}" else { return nil }
        let inner = trimmed.dropFirst().dropLast().trimmingCharacters(in: .whitespaces)
        guard !inner.isEmpty, !inner.contains("{"), !inner.contains("}"), !inner.contains(" ") else { return nil }
        return inner
    }

    /// The value at the end of the reference chain that starts at `value`. A value that is not
    /// a reference is its own end. `allowComposite` lets the end be a mapping (a component's
    /// `typography` may name a whole type style).
    func resolve(_ value: YAMLValue, allowComposite: Bool = false) -> Result<YAMLValue, Problem> {
        var current = value
        var seen: [String] = []
        while let text = current.string, let path = Self.path(in: text) {
            guard !seen.contains(path) else { return .failure(.cycle(path: seen.first ?? path)) }
            seen.append(path)
            guard let target = lookup(path) else { return .failure(.missing(path: path)) }
            if target.string == nil, !allowComposite { return .failure(.group(path: path)) }
            current = target
        }
        return .success(current)
    }

    /// The reference chain of a value: the paths it passes through, in order.
    func chain(of value: YAMLValue) -> [String] {
        var current = value
        var paths: [String] = []
        while let text = current.string, let path = Self.path(in: text), !paths.contains(path), let next = lookup(path) {
            paths.append(path)
            current = next
        }
        return paths
    }

    /// The value at a dotted path. Keys may contain dots themselves (`spacing.1.5`), so at each
    /// level the longest key that matches the rest of the path wins.
    func lookup(_ path: String) -> YAMLValue? {
        var node = root
        var rest = Substring(path)
        while !rest.isEmpty {
            guard let entries = node.entries else { return nil }
            // `colors: { light: …, dark: … }` is referred to as `{colors.primary}`: the light one.
            if Set(entries.map(\.key)) == ["light", "dark"], !rest.hasPrefix("light"), !rest.hasPrefix("dark"),
               let light = entries.first(where: { $0.key == "light" })?.value {
                node = light
                continue
            }
            guard let match = entries
                .filter({ rest == Substring($0.key) || rest.hasPrefix($0.key + ".") })
                .max(by: { $0.key.count < $1.key.count }) else { return nil }
            node = match.value
            rest = rest.dropFirst(match.key.count)
            if rest.hasPrefix(".") { rest = rest.dropFirst() }
        }
        return node
    }
}

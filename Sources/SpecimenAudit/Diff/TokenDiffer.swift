import SpecimenModel
import SpecimenReading

/// Compares the tokens of one system on two sides: by name (ignoring case and separators) and
/// appearance; a token removed and another added with the same kind and value is a rename.
package struct TokenDiffer {
    package struct Entry {
        package var key: String
        package var token: DesignToken
        package var kind: String
        package var definition: TokenChange.Definition
    }

    package static func entries(_ tokens: ResolvedTokens) -> [Entry] {
        var seen: [String: Int] = [:]
        return tokens.tokens.map { token in
            let base = "\(token.slug)|\(token.mode?.rawValue ?? "-")"
            let count = seen[base, default: 0] + 1
            seen[base] = count
            let resolved = tokens.value(of: token)
            let text: String
            if case .alias(let reference) = token.value {
                text = resolved.map { "→ \(reference) = \(TokenTableFormatter.describe($0))" } ?? "→ \(reference) (unresolved)"
            } else {
                text = TokenTableFormatter.describe(token.value)
            }
            var color: String?
            if case .color(let value)? = resolved { color = value.opaqueHex }
            let kind = (resolved?.kind ?? token.kind).rawValue
            return Entry(
                key: count == 1 ? base : "\(base)|\(count)", token: token, kind: kind,
                definition: .init(name: token.name, value: text, color: color, source: SourceReference(token.provenance)))
        }
    }

    package static func compare(before: ResolvedTokens, after: ResolvedTokens) -> [TokenChange] {
        let old = entries(before)
        let new = entries(after)
        let oldByKey = Dictionary(old.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let newKeys = Set(new.map(\.key))
        var changes: [TokenChange] = []
        var added: [Entry] = []
        for entry in new {
            guard let previous = oldByKey[entry.key] else {
                added.append(entry)
                continue
            }
            if previous.definition.value != entry.definition.value || previous.kind != entry.kind {
                changes.append(TokenChange(
                    change: .modified, name: entry.token.name, kind: entry.kind, mode: entry.token.mode,
                    before: previous.definition, after: entry.definition))
            }
        }
        var removed = old.filter { !newKeys.contains($0.key) }
        for entry in added {
            // The same value under a new name: a rename, not a removal and an addition.
            if let index = removed.firstIndex(where: {
                $0.kind == entry.kind && $0.token.mode == entry.token.mode && $0.definition.value == entry.definition.value
            }) {
                let previous = removed.remove(at: index)
                changes.append(TokenChange(
                    change: .renamed, name: entry.token.name, kind: entry.kind, mode: entry.token.mode,
                    before: previous.definition, after: entry.definition))
            } else {
                changes.append(TokenChange(
                    change: .added, name: entry.token.name, kind: entry.kind, mode: entry.token.mode, before: nil, after: entry.definition))
            }
        }
        for entry in removed {
            changes.append(TokenChange(
                change: .removed, name: entry.token.name, kind: entry.kind, mode: entry.token.mode, before: entry.definition, after: nil))
        }
        return changes.sorted(by: order)
    }

    /// By the line that shows the change (the after side's, a removed token's before line),
    /// then by name, so the report reads down the document.
    package static func order(_ lhs: TokenChange, _ rhs: TokenChange) -> Bool {
        func place(_ change: TokenChange) -> (Int, String, Int, String) {
            let source = (change.after ?? change.before)!.source
            return (change.change == .removed ? 1 : 0, source.file, source.line, change.name + (change.mode?.rawValue ?? ""))
        }
        return place(lhs) < place(rhs)
    }
}

import Foundation
import SpecimenModel

/// Follows `{group.name}` references inside a front matter, transitively: `link: "{colors.accent}"`,
/// `accent: "{colors.primary}"`, `primary: "#1F6FEB"` gives `link` the value `#1F6FEB`.
///
/// A reference to a path that does not exist, to a group instead of a value, or round in a cycle
/// is a problem the caller reports with the referring key's line; it never becomes a default.
///
/// Every token of a front matter is resolved, so the end of each chain and the keys of each
/// mapping a lookup passes through are remembered: a chain of n references, each one a token,
/// costs n steps in all rather than n² lookups each scanning a whole group (a chain of 600
/// colours took minutes).
package struct FrontMatterReferences: Sendable {
    package enum Problem: Error, Equatable, CustomStringConvertible {
        case missing(path: String)
        case group(path: String)
        case cycle(path: String)

        package var description: String {
            switch self {
            case .missing(let path): "'{\(path)}' names nothing in the front matter"
            case .group(let path): "'{\(path)}' names a group, not a value"
            case .cycle(let path): "'{\(path)}' is part of a reference cycle"
            }
        }
    }

    /// The last value of a chain, and the path that named it.
    private struct End {
        var value: YAMLValue
        var path: String
    }

    /// Remembered ends and keys. Shared by copies of the value, which the lint hands to rules
    /// that may run concurrently, so every access holds the lock.
    private final class Memo: @unchecked Sendable {
        private let lock = NSLock()
        private var ends: [String: Result<End, Problem>] = [:]
        /// The keys of each mapping a lookup reached, by the part of a path that reached it.
        private var keys: [String: [String: YAMLValue]] = [:]

        func end(_ path: String) -> Result<End, Problem>? { lock.withLock { ends[path] } }
        func setEnd(_ outcome: Result<End, Problem>, for paths: [String]) {
            lock.withLock { for path in paths { ends[path] = outcome } }
        }
        func keys(_ prefix: String) -> [String: YAMLValue]? { lock.withLock { keys[prefix] } }
        func setKeys(_ value: [String: YAMLValue], for prefix: String) { lock.withLock { keys[prefix] = value } }
    }

    package let root: YAMLValue
    private let memo = Memo()

    package init(root: YAMLValue) {
        self.root = root
    }

    /// The path a value refers to, when the whole value is one reference: `{colors.primary}` →
    /// `colors.primary`. Space inside the braces makes it text, as the format says
    /// (`{ colors.primary }` is no reference to its tools, so it is none here either).
    package static func path(in text: String) -> String? {
        let trimmed = text.trimmingWhitespace
        guard trimmed.count > 2, trimmed.first == "{", trimmed.last == "}" else { return nil }
        let inner = trimmed.dropFirst().dropLast()
        guard !inner.contains(literal: "{"), !inner.contains(literal: "}"), !inner.contains(where: \.fastIsWhitespace) else { return nil }
        return String(inner)
    }

    /// The value at the end of the reference chain that starts at `value`. A value that is not
    /// a reference is its own end. `allowComposite` lets the end be a mapping (a component's
    /// `typography` may name a whole type style).
    package func resolve(_ value: YAMLValue, allowComposite: Bool = false) -> Result<YAMLValue, Problem> {
        guard let text = value.string, let path = Self.path(in: text) else { return .success(value) }
        switch end(of: path) {
        // A cycle is named by where this value enters it, which differs from value to value.
        case .failure(.cycle): return .failure(.cycle(path: path))
        case .failure(let problem): return .failure(problem)
        case .success(let end):
            if end.value.string == nil, !allowComposite { return .failure(.group(path: end.path)) }
            return .success(end.value)
        }
    }

    /// Walks from `path` until a value that is not a reference, a missing path, a path seen
    /// before on this walk (a cycle) or a path whose end is already known; every path walked
    /// shares that outcome.
    private func end(of path: String) -> Result<End, Problem> {
        if let known = memo.end(path) { return known }
        var walked: [String] = []
        var onWalk: Set<String> = []
        var current = path
        let outcome: Result<End, Problem>
        while true {
            if let known = memo.end(current) { outcome = known; break }
            guard onWalk.insert(current).inserted else { outcome = .failure(.cycle(path: current)); break }
            walked.append(current)
            guard let target = lookup(current) else { outcome = .failure(.missing(path: current)); break }
            guard let text = target.string, let next = Self.path(in: text) else {
                outcome = .success(End(value: target, path: current))
                break
            }
            current = next
        }
        memo.setEnd(outcome, for: walked)
        return outcome
    }

    /// The paths a reference chain passes through, in order, up to a missing path or a cycle:
    /// what makes a token "used" through another.
    package func chain(of value: YAMLValue) -> [String] {
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
    package func lookup(_ path: String) -> YAMLValue? {
        var node = root
        var rest = Substring(path)
        // Marks the levels entered through `light`, so their keys are remembered apart.
        var redirects = ""
        while !rest.isEmpty {
            // `colors: { light: …, dark: … }` is referred to as `{colors.primary}`: the light one.
            if let entries = node.entries, entries.count == 2, Set(entries.map(\.key)) == ["light", "dark"],
               !rest.hasPrefix("light"), !rest.hasPrefix("dark"),
               let light = entries.first(where: { $0.key == "light" })?.value {
                node = light
                redirects += "\(rest.startIndex.utf16Offset(in: path))>light "
                continue
            }
            guard let keys = keys(of: node, reachedBy: redirects + String(path[..<rest.startIndex])) else { return nil }
            // The whole rest, else the rest up to each dot, from the last dot back.
            if let value = keys[String(rest)] {
                node = value
                rest = rest[rest.endIndex...]
                continue
            }
            guard let dot = rest.indices.reversed().first(where: { rest[$0] == "." && keys[String(rest[..<$0])] != nil }),
                  let value = keys[String(rest[..<dot])] else { return nil }
            node = value
            rest = rest[rest.index(after: dot)...]
        }
        return Self.wrappedValue(of: node) ?? node
    }

    /// `graphite-900: { value: "oklch(…)" }`, DTCG's `{ $value: …, $type: color }`: a token
    /// written as a mapping of its value and words about it. Its value; nil for any other node.
    package static func wrappedValue(of node: YAMLValue) -> YAMLValue? {
        guard let entries = node.entries, let value = entries.first(where: { valueKeys.contains($0.key) })?.value, value.entries == nil,
              entries.allSatisfy({ valueKeys.contains($0.key) || aboutKeys.contains($0.key) }) else { return nil }
        return value
    }

    private static let valueKeys: Set<String> = ["value", "$value"]
    private static let aboutKeys: Set<String> = ["type", "$type", "description", "$description", "comment", "note", "usage"]

    /// A mapping's keys, the first of equal keys winning; nil for a scalar or a list.
    private func keys(of node: YAMLValue, reachedBy prefix: String) -> [String: YAMLValue]? {
        if let known = memo.keys(prefix) { return known }
        guard let entries = node.entries else { return nil }
        let keys = Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        memo.setKeys(keys, for: prefix)
        return keys
    }
}

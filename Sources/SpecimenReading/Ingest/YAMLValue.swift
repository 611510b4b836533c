import SpecimenModel
import Yams

/// YAML (a sidecar, a document's front matter) as a plain Sendable tree that remembers lines, so
/// later stages can read their own keys and still report file:line.
///
/// A collection under a key carries the key's line, where a reader looks for it, rather than the
/// line of its first entry, which is where libyaml marks a block collection.
public indirect enum YAMLValue: Sendable, Hashable {
    case scalar(String, line: Int)
    case sequence([YAMLValue], line: Int)
    case mapping([(key: String, value: YAMLValue)], line: Int)

    public var line: Int {
        switch self {
        case .scalar(_, let line), .sequence(_, let line), .mapping(_, let line): line
        }
    }

    public var string: String? {
        if case .scalar(let text, _) = self { return text }
        return nil
    }

    public subscript(key: String) -> YAMLValue? {
        guard case .mapping(let pairs, _) = self else { return nil }
        return pairs.first { $0.key == key }?.value
    }

    /// `lineOffset` is added to every line: front matter is composed on its own, after the
    /// opening `---` of the file.
    package init(_ node: Yams.Node, lineOffset: Int = 0, line keyLine: Int? = nil) {
        let line = keyLine ?? ((node.mark?.line ?? 0) + lineOffset)
        switch node {
        case .scalar(let scalar): self = .scalar(scalar.string, line: line)
        case .sequence(let items): self = .sequence(items.map { YAMLValue($0, lineOffset: lineOffset) }, line: line)
        case .mapping(let pairs):
            self = .mapping(pairs.map { pair in
                let keyLine = pair.key.mark.map { $0.line + lineOffset }
                return (key: pair.key.string ?? "", value: YAMLValue(pair.value, lineOffset: lineOffset, line: pair.value.scalar == nil ? keyLine : nil))
            }, line: line)
        case .alias: self = .scalar("", line: line)
        }
    }

    /// The entries of a mapping, or nil for a scalar or a list.
    public var entries: [(key: String, value: YAMLValue)]? {
        if case .mapping(let pairs, _) = self { return pairs }
        return nil
    }

    public static func == (lhs: YAMLValue, rhs: YAMLValue) -> Bool {
        switch (lhs, rhs) {
        case let (.scalar(a, la), .scalar(b, lb)): a == b && la == lb
        case let (.sequence(a, la), .sequence(b, lb)): a == b && la == lb
        case let (.mapping(a, la), .mapping(b, lb)):
            la == lb && a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(line)
        switch self {
        case .scalar(let text, _): hasher.combine(text)
        case .sequence(let items, _): hasher.combine(items)
        case .mapping(let pairs, _):
            for pair in pairs {
                hasher.combine(pair.key)
                hasher.combine(pair.value)
            }
        }
    }
}

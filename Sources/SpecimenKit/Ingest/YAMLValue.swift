import Yams

/// A sidecar's YAML as a plain Sendable tree that remembers lines, so later stages can read
/// their own keys and still report file:line.
public indirect enum SidecarValue: Sendable, Hashable {
    case scalar(String, line: Int)
    case sequence([SidecarValue], line: Int)
    case mapping([(key: String, value: SidecarValue)], line: Int)

    public var line: Int {
        switch self {
        case .scalar(_, let line), .sequence(_, let line), .mapping(_, let line): line
        }
    }

    public var string: String? {
        if case .scalar(let text, _) = self { return text }
        return nil
    }

    public subscript(key: String) -> SidecarValue? {
        guard case .mapping(let pairs, _) = self else { return nil }
        return pairs.first { $0.key == key }?.value
    }

    init(_ node: Yams.Node) {
        let line = node.mark?.line ?? 0
        switch node {
        case .scalar(let scalar): self = .scalar(scalar.string, line: line)
        case .sequence(let items): self = .sequence(items.map(SidecarValue.init), line: line)
        case .mapping(let pairs):
            self = .mapping(pairs.map { (key: $0.key.string ?? "", value: SidecarValue($0.value)) }, line: line)
        case .alias: self = .scalar("", line: line)
        }
    }

    public static func == (lhs: SidecarValue, rhs: SidecarValue) -> Bool {
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

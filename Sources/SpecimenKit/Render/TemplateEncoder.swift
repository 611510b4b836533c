/// Turns an `Encodable` view model into the `TemplateValue` templates read.
///
/// swift-mustache looks a name up by reflecting the value afresh each time, and `Mirror` once
/// per value was still a large part of Render. The compiler-synthesised `encode(to:)` walks the
/// same stored properties without reflection. A nil field is left out, as the synthesised
/// `encodeIfPresent` does: the name is then looked up in the enclosing contexts, as before.
enum TemplateEncoder {
    static func encode<T: Encodable>(_ value: T) throws -> TemplateValue {
        let node = Node()
        try node.set(value)
        return node.value
    }
}

/// One value under construction: a plain value, or a keyed or unkeyed container filled in place.
private final class Node {
    var plain: TemplateValue?
    var fields: [String: Node]?
    var elements: [Node]?

    var value: TemplateValue {
        if let plain { return plain }
        if let elements { return .list(elements.map(\.value)) }
        return .object((fields ?? [:]).mapValues(\.value))
    }

    func child(_ key: String) -> Node {
        let node = Node()
        fields = fields ?? [:]
        fields![key] = node
        return node
    }

    func append() -> Node {
        let node = Node()
        elements = elements ?? []
        elements!.append(node)
        return node
    }

    /// Plain values stay what they are; anything else encodes itself into this node.
    func set<T: Encodable>(_ value: T) throws {
        switch value {
        case let string as String: plain = .string(string)
        case let bool as Bool: plain = .bool(bool)
        case let int as Int: plain = .int(int)
        case let double as Double: plain = .double(double)
        default: try value.encode(to: NodeEncoder(node: self))
        }
    }
}

private struct NodeEncoder: Encoder {
    let node: Node
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if node.fields == nil { node.fields = [:] }
        return KeyedEncodingContainer(Keyed<Key>(node: node))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if node.elements == nil { node.elements = [] }
        return Unkeyed(node: node)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { Single(node: node) }
}

private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: Node
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws {}
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try node.child(key.stringValue).set(value) }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        NodeEncoder(node: node.child(key.stringValue)).container(keyedBy: keyType)
    }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        NodeEncoder(node: node.child(key.stringValue)).unkeyedContainer()
    }
    mutating func superEncoder() -> any Encoder { NodeEncoder(node: node.child("super")) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { NodeEncoder(node: node.child(key.stringValue)) }
}

private struct Unkeyed: UnkeyedEncodingContainer {
    let node: Node
    var codingPath: [any CodingKey] { [] }
    var count: Int { node.elements?.count ?? 0 }

    mutating func encodeNil() throws { _ = node.append() }
    mutating func encode<T: Encodable>(_ value: T) throws { try node.append().set(value) }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        NodeEncoder(node: node.append()).container(keyedBy: keyType)
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { NodeEncoder(node: node.append()).unkeyedContainer() }
    mutating func superEncoder() -> any Encoder { NodeEncoder(node: node.append()) }
}

private struct Single: SingleValueEncodingContainer {
    let node: Node
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws {}
    mutating func encode<T: Encodable>(_ value: T) throws { try node.set(value) }
}

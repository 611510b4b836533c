/// A tree of plain values that an `Encodable` is encoded into: `TemplateValue` for the
/// templates, `JSONValue` for the reports. The compiler-synthesised `encode(to:)` walks a value's
/// stored properties without reflection and without Foundation's boxing.
protocol EncodedTree {
    /// The value as a leaf when the tree holds its type as it is; nil lets it encode itself.
    static func plain<T: Encodable>(_ value: T) -> Self?
    /// What an explicit nil becomes, or nil when the tree leaves it out.
    static var encodedNil: Self? { get }
    static func list(_ elements: [Self]) -> Self
    static func object(_ members: [String: Self]) -> Self
}

enum TreeEncoder {
    static func encode<Tree: EncodedTree, T: Encodable>(_ value: T, as tree: Tree.Type) throws -> Tree {
        let node = Node<Tree>()
        try node.set(value)
        return node.value
    }
}

/// One value under construction: a leaf, or a keyed or unkeyed container filled in place.
private final class Node<Tree: EncodedTree> {
    var leaf: Tree?
    var fields: [String: Node]?
    var elements: [Node]?

    var value: Tree {
        if let leaf { return leaf }
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

    func set<T: Encodable>(_ value: T) throws {
        if let plain = Tree.plain(value) { leaf = plain } else { try value.encode(to: NodeEncoder(node: self)) }
    }
}

private struct NodeEncoder<Tree: EncodedTree>: Encoder {
    let node: Node<Tree>
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if node.fields == nil { node.fields = [:] }
        return KeyedEncodingContainer(Keyed<Key, Tree>(node: node))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if node.elements == nil { node.elements = [] }
        return Unkeyed(node: node)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { Single(node: node) }
}

private struct Keyed<Key: CodingKey, Tree: EncodedTree>: KeyedEncodingContainerProtocol {
    let node: Node<Tree>
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws {
        if let null = Tree.encodedNil { node.child(key.stringValue).leaf = null }
    }
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

private struct Unkeyed<Tree: EncodedTree>: UnkeyedEncodingContainer {
    let node: Node<Tree>
    var codingPath: [any CodingKey] { [] }
    var count: Int { node.elements?.count ?? 0 }

    /// An element still takes its place: an empty one when the tree leaves nil out.
    mutating func encodeNil() throws { node.append().leaf = Tree.encodedNil }
    mutating func encode<T: Encodable>(_ value: T) throws { try node.append().set(value) }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        NodeEncoder(node: node.append()).container(keyedBy: keyType)
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { NodeEncoder(node: node.append()).unkeyedContainer() }
    mutating func superEncoder() -> any Encoder { NodeEncoder(node: node.append()) }
}

private struct Single<Tree: EncodedTree>: SingleValueEncodingContainer {
    let node: Node<Tree>
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws {
        if let null = Tree.encodedNil { node.leaf = null }
    }
    mutating func encode<T: Encodable>(_ value: T) throws { try node.set(value) }
}

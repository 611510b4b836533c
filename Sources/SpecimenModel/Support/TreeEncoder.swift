import Foundation

/// A tree of plain values that an `Encodable` is encoded into: `TemplateValue` for the
/// templates, `JSONValue` for the reports. The compiler-synthesised `encode(to:)` walks a value's
/// stored properties without reflection and without Foundation's boxing.
package protocol EncodedTree {
    /// What an explicit nil becomes, or nil when the tree leaves it out.
    static var encodedNil: Self? { get }
    static func string(_ string: String) -> Self
    static func bool(_ bool: Bool) -> Self
    static func int(_ int: Int) -> Self
    static func double(_ double: Double) -> Self
    static func list(_ elements: [Self]) -> Self
    /// An object of `fields` in the order encoded; a name may come twice, and the last wins.
    static func object(fields: [(String, Self)]) -> Self
}

package enum TreeEncoder {
    package static func encode<Tree: EncodedTree, T: Encodable>(_ value: T, as tree: Tree.Type) throws -> Tree {
        let node = Node()
        try node.set(value, keepsNil: Tree.encodedNil != nil)
        return node.tree()
    }
}

/// A value the tree holds as it is.
private enum Leaf {
    case string(String), bool(Bool), int(Int), double(Double), null

    /// `value` as a leaf, decided by its type alone: no dynamic cast for the many that are not.
    init?<T>(_ value: T) {
        let type = ObjectIdentifier(T.self)
        if type == ObjectIdentifier(String.self) {
            self = .string(value as! String)
        } else if type == ObjectIdentifier(Bool.self) {
            self = .bool(value as! Bool)
        } else if type == ObjectIdentifier(Int.self) {
            self = .int(value as! Int)
        } else if type == ObjectIdentifier(Double.self) {
            self = .double(value as! Double)
        } else if type == ObjectIdentifier(Int32.self) {
            self = .int(Int(value as! Int32))
        } else if type == ObjectIdentifier(URL.self) {
            self = .string((value as! URL).absoluteString)
        } else {
            return nil
        }
    }
}

/// A member of a container: a leaf needs no node of its own.
private enum Child {
    case leaf(Leaf)
    case node(Node)
}

/// One value under construction: a leaf, or a keyed or unkeyed container filled in place.
/// Not generic over the tree, so that the unspecialised walk of `encode(to:)` allocates nodes
/// without asking the runtime for generic metadata each time (that was a third of the walk);
/// the tree is built once, specialised, at the end.
private final class Node {
    var leaf: Leaf?
    /// Members in the order encoded; a key encoded twice keeps its last value, as a dictionary would.
    var fields: [(String, Child)]?
    var elements: [Child]?

    func set<T: Encodable>(_ value: T, keepsNil: Bool) throws {
        if let leaf = Leaf(value) { self.leaf = leaf } else { try value.encode(to: NodeEncoder(node: self, keepsNil: keepsNil)) }
    }

    /// The member for `value`: a leaf, or a node it encoded itself into.
    static func child<T: Encodable>(_ value: T, keepsNil: Bool) throws -> Child {
        if let leaf = Leaf(value) { return .leaf(leaf) }
        let node = Node()
        try value.encode(to: NodeEncoder(node: node, keepsNil: keepsNil))
        return .node(node)
    }

    func add(_ key: String, _ child: Child) {
        if fields == nil {
            // Room for a typical view's fields at once, rather than growing 1, 2, 4, 8.
            fields = []
            fields!.reserveCapacity(8)
        }
        fields!.append((key, child))
    }

    func addNode(_ key: String) -> Node {
        let node = Node()
        add(key, .node(node))
        return node
    }

    func append(_ child: Child) {
        if elements == nil { elements = [] }
        elements!.append(child)
    }

    func appendNode() -> Node {
        let node = Node()
        append(.node(node))
        return node
    }

    func tree<Tree: EncodedTree>() -> Tree {
        if let leaf { return Self.tree(leaf) }
        if let elements { return .list(elements.map { Self.tree($0) }) }
        return .object(fields: (fields ?? []).map { key, child in (key, Self.tree(child)) })
    }

    private static func tree<Tree: EncodedTree>(_ child: Child) -> Tree {
        switch child {
        case .leaf(let leaf): tree(leaf)
        case .node(let node): node.tree()
        }
    }

    private static func tree<Tree: EncodedTree>(_ leaf: Leaf) -> Tree {
        switch leaf {
        case .string(let string): .string(string)
        case .bool(let bool): .bool(bool)
        case .int(let int): .int(int)
        case .double(let double): .double(double)
        // A null leaf is only recorded for a tree that keeps nil.
        case .null: Tree.encodedNil ?? .object(fields: [])
        }
    }
}

private struct NodeEncoder: Encoder {
    let node: Node
    let keepsNil: Bool
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if node.fields == nil { node.fields = [] }
        return KeyedEncodingContainer(Keyed<Key>(node: node, keepsNil: keepsNil))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if node.elements == nil { node.elements = [] }
        return Unkeyed(node: node, keepsNil: keepsNil)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { Single(node: node, keepsNil: keepsNil) }
}

private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: Node
    let keepsNil: Bool
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws {
        if keepsNil { node.add(key.stringValue, .leaf(.null)) }
    }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        node.add(key.stringValue, try Node.child(value, keepsNil: keepsNil))
    }
    // The leaves views hold most, straight in: the generic path asks each value's type first.
    mutating func encode(_ value: String, forKey key: Key) throws { node.add(key.stringValue, .leaf(.string(value))) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { node.add(key.stringValue, .leaf(.bool(value))) }
    mutating func encode(_ value: Int, forKey key: Key) throws { node.add(key.stringValue, .leaf(.int(value))) }
    mutating func encode(_ value: Double, forKey key: Key) throws { node.add(key.stringValue, .leaf(.double(value))) }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        NodeEncoder(node: node.addNode(key.stringValue), keepsNil: keepsNil).container(keyedBy: keyType)
    }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        NodeEncoder(node: node.addNode(key.stringValue), keepsNil: keepsNil).unkeyedContainer()
    }
    mutating func superEncoder() -> any Encoder { NodeEncoder(node: node.addNode("super"), keepsNil: keepsNil) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { NodeEncoder(node: node.addNode(key.stringValue), keepsNil: keepsNil) }
}

private struct Unkeyed: UnkeyedEncodingContainer {
    let node: Node
    let keepsNil: Bool
    var codingPath: [any CodingKey] { [] }
    var count: Int { node.elements?.count ?? 0 }

    /// An element still takes its place: an empty one when the tree leaves nil out.
    mutating func encodeNil() throws { node.append(keepsNil ? .leaf(.null) : .node(Node())) }
    mutating func encode<T: Encodable>(_ value: T) throws { node.append(try Node.child(value, keepsNil: keepsNil)) }
    mutating func encode(_ value: String) throws { node.append(.leaf(.string(value))) }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        NodeEncoder(node: node.appendNode(), keepsNil: keepsNil).container(keyedBy: keyType)
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        NodeEncoder(node: node.appendNode(), keepsNil: keepsNil).unkeyedContainer()
    }
    mutating func superEncoder() -> any Encoder { NodeEncoder(node: node.appendNode(), keepsNil: keepsNil) }
}

private struct Single: SingleValueEncodingContainer {
    let node: Node
    let keepsNil: Bool
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws {
        if keepsNil { node.leaf = .null }
    }
    mutating func encode<T: Encodable>(_ value: T) throws { try node.set(value, keepsNil: keepsNil) }
}

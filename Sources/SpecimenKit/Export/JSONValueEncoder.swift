import Foundation

/// Encodes an `Encodable` value into a `JSONValue`, for reports written on every build
/// (`audit.json`): `JSONEncoder` took an eighth of Render's time for them, most of it boxing
/// values into Foundation containers. `JSONValue.pretty()` then writes the bytes `JSONEncoder`
/// writes with `.prettyPrinted`, `.sortedKeys` and `.withoutEscapingSlashes` (a test holds
/// the two to the same output).
enum JSONValueEncoder {
    static func encode<T: Encodable>(_ value: T) throws -> JSONValue {
        let root = Slot()
        try root.set(value)
        return root.value
    }

    /// One value being built: a leaf, an object's members or an array's elements.
    fileprivate final class Slot {
        var leaf: JSONValue?
        var members: [String: Slot]?
        var elements: [Slot]?

        var value: JSONValue {
            if let leaf { return leaf }
            if let elements { return .array(elements.map(\.value)) }
            return .object((members ?? [:]).mapValues(\.value))
        }

        func member(_ key: String) -> Slot {
            let slot = Slot()
            members = members ?? [:]
            members![key] = slot
            return slot
        }

        func append() -> Slot {
            let slot = Slot()
            elements = elements ?? []
            elements!.append(slot)
            return slot
        }

        func set<T: Encodable>(_ value: T) throws {
            switch value {
            case let string as String: leaf = .string(string)
            case let bool as Bool: leaf = .bool(bool)
            case let int as Int: leaf = .int(int)
            case let int as Int32: leaf = .int(Int(int))
            case let double as Double: leaf = .double(double)
            case let url as URL: leaf = .string(url.absoluteString)
            default: try value.encode(to: SlotEncoder(slot: self))
            }
        }
    }
}

private struct SlotEncoder: Encoder {
    let slot: JSONValueEncoder.Slot
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if slot.members == nil { slot.members = [:] }
        return KeyedEncodingContainer(SlotMembers<Key>(slot: slot))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if slot.elements == nil { slot.elements = [] }
        return SlotElements(slot: slot)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { SlotLeaf(slot: slot) }
}

private struct SlotMembers<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let slot: JSONValueEncoder.Slot
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws { slot.member(key.stringValue).leaf = .null }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try slot.member(key.stringValue).set(value) }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        SlotEncoder(slot: slot.member(key.stringValue)).container(keyedBy: keyType)
    }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        SlotEncoder(slot: slot.member(key.stringValue)).unkeyedContainer()
    }
    mutating func superEncoder() -> any Encoder { SlotEncoder(slot: slot.member("super")) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { SlotEncoder(slot: slot.member(key.stringValue)) }
}

private struct SlotElements: UnkeyedEncodingContainer {
    let slot: JSONValueEncoder.Slot
    var codingPath: [any CodingKey] { [] }
    var count: Int { slot.elements?.count ?? 0 }

    mutating func encodeNil() throws { slot.append().leaf = .null }
    mutating func encode<T: Encodable>(_ value: T) throws { try slot.append().set(value) }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        SlotEncoder(slot: slot.append()).container(keyedBy: keyType)
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { SlotEncoder(slot: slot.append()).unkeyedContainer() }
    mutating func superEncoder() -> any Encoder { SlotEncoder(slot: slot.append()) }
}

private struct SlotLeaf: SingleValueEncodingContainer {
    let slot: JSONValueEncoder.Slot
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws { slot.leaf = .null }
    mutating func encode<T: Encodable>(_ value: T) throws { try slot.set(value) }
}

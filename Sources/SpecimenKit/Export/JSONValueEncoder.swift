import Foundation

/// Encodes an `Encodable` value into a `JSONValue`, for reports written on every build
/// (`audit.json`): `JSONEncoder` took an eighth of Render's time for them, most of it boxing
/// values into Foundation containers. `JSONValue.pretty()` then writes the bytes `JSONEncoder`
/// writes with `.prettyPrinted`, `.sortedKeys` and `.withoutEscapingSlashes` (a test holds
/// the two to the same output).
enum JSONValueEncoder {
    static func encode<T: Encodable>(_ value: T) throws -> JSONValue {
        try TreeEncoder.encode(value, as: JSONValue.self)
    }
}

extension JSONValue: EncodedTree {
    static func plain<T: Encodable>(_ value: T) -> JSONValue? {
        switch value {
        case let string as String: .string(string)
        case let bool as Bool: .bool(bool)
        case let int as Int: .int(int)
        case let int as Int32: .int(Int(int))
        case let double as Double: .double(double)
        case let url as URL: .string(url.absoluteString)
        default: nil
        }
    }

    static var encodedNil: JSONValue? { .null }
    static func list(_ elements: [JSONValue]) -> JSONValue { .array(elements) }
}

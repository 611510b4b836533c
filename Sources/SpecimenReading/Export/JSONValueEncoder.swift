import Foundation
import SpecimenModel

/// Encodes an `Encodable` value into a `JSONValue`, for reports written on every build
/// (`audit.json`): `JSONEncoder` took an eighth of Render's time for them, most of it boxing
/// values into Foundation containers. `JSONValue.pretty()` then writes the bytes `JSONEncoder`
/// writes with `.prettyPrinted`, `.sortedKeys` and `.withoutEscapingSlashes` (a test holds
/// the two to the same output).
package enum JSONValueEncoder {
    package static func encode<T: Encodable>(_ value: T) throws -> JSONValue {
        try TreeEncoder.encode(value, as: JSONValue.self)
    }
}

extension JSONValue: EncodedTree {
    package static var encodedNil: JSONValue? { .null }
    package static func list(_ elements: [JSONValue]) -> JSONValue { .array(elements) }
    package static func object(fields: [(String, JSONValue)]) -> JSONValue { .object(Dictionary(fields, uniquingKeysWith: { _, last in last })) }
}

import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// Turns an `Encodable` view model into the `TemplateValue` templates read.
///
/// swift-mustache looks a name up by reflecting the value afresh each time, and `Mirror` once
/// per value was still a large part of Render; `TreeEncoder` walks the same stored properties
/// without reflection. A nil field is left out, as the synthesised `encodeIfPresent` does: the
/// name is then looked up in the enclosing contexts, as before.
package enum TemplateEncoder {
    package static func encode<T: Encodable>(_ value: T) throws -> TemplateValue {
        try TreeEncoder.encode(value, as: TemplateValue.self)
    }
}

extension TemplateValue: EncodedTree {
    package static var encodedNil: TemplateValue? { nil }
    package static func object(fields: [(String, TemplateValue)]) -> TemplateValue { .object(TemplateFields(fields)) }
}

/// A value type's fields held in one shared, copy-on-write box.
///
/// Statements, Markdown nodes and tokens are copied by every filter, map and walk of the
/// readers, and a copy of a struct with a dozen strings and arrays retains each of them; a copy
/// of this retains the box once. A change to a box that another copy shares copies it first, so
/// the owner still behaves as a value. Equality and hashing are the fields'.
package struct SharedFields<Fields: Hashable & Sendable>: Hashable, Sendable {
    private final class Box: @unchecked Sendable {
        // Changed only through `fields`' `_modify`, when this copy is the box's only owner.
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var box: Box

    package init(_ fields: Fields) { box = Box(fields) }

    /// The box's identity: copies share it until one is changed.
    package var identity: ObjectIdentifier { ObjectIdentifier(box) }

    package var fields: Fields {
        // Borrowed, so reading one field copies that field, not all of them.
        _read { yield box.fields }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
            yield &box.fields
        }
    }

    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
    }

    package func hash(into hasher: inout Hasher) { hasher.combine(box.fields) }
}

extension SharedFields: Codable where Fields: Codable {
    package init(from decoder: Decoder) throws { self.init(try Fields(from: decoder)) }
    package func encode(to encoder: Encoder) throws { try fields.encode(to: encoder) }
}

/// Printed and dumped as the fields, so a test's failure message or a debugger shows a
/// statement's label and value rather than a box.
extension SharedFields: CustomReflectable {
    package var customMirror: Mirror { Mirror(reflecting: fields) }
}

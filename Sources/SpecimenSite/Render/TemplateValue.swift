import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// A view model as templates read it: what `TemplateEncoder` makes of an `Encodable` view.
///
/// Typed, so the compiled renderer looks names up without the dynamic casts swift-mustache
/// needs for `Any`; `any` gives swift-mustache the same value when a page falls back to it.
package enum TemplateValue: Sendable {
    case string(String)
    case bool(Bool)
    case int(Int)
    case double(Double)
    case list([TemplateValue])
    case object(TemplateFields)

    /// The dictionaries, arrays and plain values swift-mustache reads.
    package var any: Any {
        switch self {
        case .string(let string): string
        case .bool(let bool): bool
        case .int(let int): int
        case .double(let double): double
        case .list(let elements): elements.map(\.any)
        case .object(let fields): fields.dictionary.mapValues(\.any)
        }
    }
}

/// An object's fields in the order encoded.
///
/// A view has a few short names, and comparing a tag's name with each is cheaper than hashing
/// it: building a dictionary for every object and hashing every tag's name were a tenth of the
/// renderer's time. An object of many fields (a table a view encodes as a dictionary) is
/// indexed. A name encoded twice keeps its last value, as a dictionary would.
package struct TemplateFields: Sendable {
    /// Name and value.
    private let fields: [(String, TemplateValue)]
    private let index: [String: Int]?
    /// Above this many fields, names are looked up by hash.
    package static let scanned = 16

    package init(_ fields: [(String, TemplateValue)]) {
        self.fields = fields
        guard fields.count > Self.scanned else {
            index = nil
            return
        }
        var index: [String: Int] = [:]
        for (offset, field) in fields.enumerated() { index[field.0] = offset }
        self.index = index
    }

    package subscript(name: String) -> TemplateValue? {
        if let index { return index[name].map { fields[$0].1 } }
        // From the end, so that the last of a name written twice is found.
        var offset = fields.count
        while offset > 0 {
            offset -= 1
            if fields[offset].0 == name { return fields[offset].1 }
        }
        return nil
    }

    /// Each name once, in the order first encoded.
    package var names: [String] {
        var seen: Set<String> = []
        return fields.compactMap { seen.insert($0.0).inserted ? $0.0 : nil }
    }

    package var count: Int { index?.count ?? names.count }
    package var isEmpty: Bool { fields.isEmpty }
    package var dictionary: [String: TemplateValue] { Dictionary(fields, uniquingKeysWith: { _, last in last }) }
}

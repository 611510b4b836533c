/// A view model as templates read it: what `TemplateEncoder` makes of an `Encodable` view.
///
/// Typed, so the compiled renderer looks names up without the dynamic casts swift-mustache
/// needs for `Any`; `any` gives swift-mustache the same value when a page falls back to it.
enum TemplateValue: Sendable {
    case string(String)
    case bool(Bool)
    case int(Int)
    case double(Double)
    case list([TemplateValue])
    case object([String: TemplateValue])

    /// The dictionaries, arrays and plain values swift-mustache reads.
    var any: Any {
        switch self {
        case .string(let string): string
        case .bool(let bool): bool
        case .int(let int): int
        case .double(let double): double
        case .list(let elements): elements.map(\.any)
        case .object(let fields): fields.mapValues(\.any)
        }
    }
}

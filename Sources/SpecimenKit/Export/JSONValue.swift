import Foundation

/// A JSON document built from typed values, for the exports that are written as JSON
/// (`tokens.json`, `tailwind.theme.json`).
///
/// `JSONSerialization` took a twelfth of a build's samples to write a few small files: it
/// bridges every dictionary to `NSDictionary` and back, casts every value, and compares keys
/// as `NSString`s. `pretty()` writes the same bytes from typed values: two-space indentation,
/// `"key" : value`, unescaped slashes, and keys in the order `JSONSerialization`'s
/// `sortedKeys` gives, which is numeric and case-insensitive (`space-2` before `space-10`).
enum JSONValue: Equatable, Sendable {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([String: JSONValue])

    /// The document, pretty-printed with sorted keys and a final newline.
    func pretty() -> String {
        var writer = JSONPrettyWriter()
        writer.write(self, depth: 0)
        writer.output += "\n"
        return writer.output
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    init(stringLiteral value: String) { self = .string(value) }
    init(integerLiteral value: Int) { self = .int(value) }
    init(floatLiteral value: Double) { self = .double(value) }
    init(booleanLiteral value: Bool) { self = .bool(value) }
    init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    /// An array of strings (font stacks, sorted names).
    static func strings(_ values: [String]) -> JSONValue { .array(values.map(JSONValue.string)) }
}

private struct JSONPrettyWriter {
    var output = ""
    /// Objects of one export mostly share a handful of key sets (every token has `$type`,
    /// `$value`, `$extensions`), so each set is ordered once.
    private var orders: [[String]: [String]] = [:]

    mutating func write(_ value: JSONValue, depth: Int) {
        switch value {
        case .string(let string): writeString(string)
        case .int(let int): output += String(int)
        case .double(let double): output += Self.number(double)
        case .bool(let bool): output += bool ? "true" : "false"
        case .null: output += "null"
        case .array(let elements):
            output += "[\n"
            for (index, element) in elements.enumerated() {
                if index > 0 { output += ",\n" }
                indent(depth + 1)
                write(element, depth: depth + 1)
            }
            output += "\n"
            indent(depth)
            output += "]"
        case .object(let members):
            output += "{\n"
            for (index, key) in sortedKeys(members).enumerated() {
                if index > 0 { output += ",\n" }
                indent(depth + 1)
                writeString(key)
                output += " : "
                write(members[key]!, depth: depth + 1)
            }
            output += "\n"
            indent(depth)
            output += "}"
        }
    }

    private mutating func indent(_ depth: Int) {
        output += String(repeating: "  ", count: depth)
    }

    /// `JSONSerialization`'s order: `compare` with numeric, case-insensitive and forced
    /// ordering in the system locale.
    private mutating func sortedKeys(_ members: [String: JSONValue]) -> [String] {
        let keys = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        if let known = orders[keys] { return known }
        let locale = Locale(identifier: "")
        let ordered = keys.sorted {
            $0.compare($1, options: [.numeric, .caseInsensitive, .forcedOrdering], range: nil, locale: locale)
                == .orderedAscending
        }
        orders[keys] = ordered
        return ordered
    }

    /// Whole numbers without `.0`, as `JSONSerialization` writes a `Double`.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    private mutating func writeString(_ string: String) {
        output += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\u{8}": output += "\\b"
            case "\u{C}": output += "\\f"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{0}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}

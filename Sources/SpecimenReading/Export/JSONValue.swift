import Foundation
import SpecimenModel

/// A JSON document built from typed values, for the exports that are written as JSON
/// (`tokens.json`, `tailwind.theme.json`).
///
/// `JSONSerialization` took a twelfth of a build's samples to write a few small files: it
/// bridges every dictionary to `NSDictionary` and back, casts every value, and compares keys
/// as `NSString`s. `pretty()` writes the same bytes from typed values: two-space indentation,
/// `"key" : value`, unescaped slashes, and keys in the order `JSONSerialization`'s
/// `sortedKeys` gives, which is numeric and case-insensitive (`space-2` before `space-10`).
package enum JSONValue: Equatable, Sendable {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([String: JSONValue])

    /// The document, pretty-printed with sorted keys and a final newline.
    package func pretty() -> String {
        var writer = JSONPrettyWriter()
        writer.write(self, depth: 0)
        return writer.output + "\n"
    }

    /// The same document without indentation or spaces between tokens: half the bytes, for
    /// files a site publishes for tools rather than for reading.
    package func compact() -> String {
        var writer = JSONPrettyWriter(indented: false)
        writer.write(self, depth: 0)
        return writer.output + "\n"
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    package init(stringLiteral value: String) { self = .string(value) }
    package init(integerLiteral value: Int) { self = .int(value) }
    package init(floatLiteral value: Double) { self = .double(value) }
    package init(booleanLiteral value: Bool) { self = .bool(value) }
    package init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    package init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    /// An array of strings (font stacks, sorted names).
    package static func strings(_ values: [String]) -> JSONValue { .array(values.map(JSONValue.string)) }
}

/// Writes into a byte buffer: appending to a `String` piece by piece took most of the time.
private struct JSONPrettyWriter {
    /// false: no newlines, indentation or spaces (`compact()`).
    let indented: Bool
    private var bytes: [UInt8] = []
    /// Objects of one export mostly share a handful of key sets (every token has `$type`,
    /// `$value`, `$extensions`), so each set is ordered once.
    private var orders: [[String]: [String]] = [:]

    init(indented: Bool = true) {
        self.indented = indented
    }

    var output: String { String(decoding: bytes, as: UTF8.self) }

    mutating func write(_ value: JSONValue, depth: Int) {
        switch value {
        case .string(let string): writeString(string)
        case .int(let int): append(String(int))
        case .double(let double): append(Self.number(double))
        case .bool(let bool): append(bool ? "true" : "false")
        case .null: append("null")
        case .array(let elements):
            append(indented ? "[\n" : "[")
            for (index, element) in elements.enumerated() {
                if index > 0 { append(indented ? ",\n" : ",") }
                indent(depth + 1)
                write(element, depth: depth + 1)
            }
            newline()
            indent(depth)
            bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            append(indented ? "{\n" : "{")
            for (index, key) in sortedKeys(members).enumerated() {
                if index > 0 { append(indented ? ",\n" : ",") }
                indent(depth + 1)
                writeString(key)
                append(indented ? " : " : ":")
                write(members[key]!, depth: depth + 1)
            }
            newline()
            indent(depth)
            bytes.append(UInt8(ascii: "}"))
        }
    }

    private mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    private mutating func indent(_ depth: Int) {
        guard indented else { return }
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }

    private mutating func newline() {
        if indented { bytes.append(UInt8(ascii: "\n")) }
    }

    /// `JSONSerialization`'s order: `compare` with numeric, case-insensitive and forced
    /// ordering in the system locale.
    private mutating func sortedKeys(_ members: [String: JSONValue]) -> [String] {
        // Any fixed order names the key set; `<` compares ASCII names as bytes.
        let keys = members.keys.sorted(by: <)
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
        bytes.append(UInt8(ascii: "\""))
        // Most names and values need no escape, and go in whole.
        guard string.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
            bytes.append(contentsOf: string.utf8)
            bytes.append(UInt8(ascii: "\""))
            return
        }
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): append("\\\"")
            case UInt8(ascii: "\\"): append("\\\\")
            case 0x08: append("\\b")
            case 0x0C: append("\\f")
            case UInt8(ascii: "\n"): append("\\n")
            case UInt8(ascii: "\r"): append("\\r")
            case UInt8(ascii: "\t"): append("\\t")
            case 0x00...0x1F:
                let hex = String(byte, radix: 16)
                append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}

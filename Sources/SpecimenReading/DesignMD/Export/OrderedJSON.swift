import SpecimenModel

/// JSON that keeps its members in the order they were added, written as `JSON.stringify(value,
/// null, 2)` writes it: what `specimen export` prints, so its output reads in the document's
/// order and matches the reference CLI's layout. (`JSONValue`, for Specimen's own files, sorts.)
package enum OrderedJSON: Sendable, Equatable {
    case string(String)
    case number(Double)
    case array([OrderedJSON])
    case object([(String, OrderedJSON)])

    package static func == (lhs: OrderedJSON, rhs: OrderedJSON) -> Bool {
        switch (lhs, rhs) {
        case let (.string(a), .string(b)): a == b
        case let (.number(a), .number(b)): a == b
        case let (.array(a), .array(b)): a == b
        case let (.object(a), .object(b)): a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }

    /// The document with two-space indentation and a final newline.
    package func text() -> String {
        var out = ""
        write(into: &out, depth: 0)
        return out + "\n"
    }

    private func write(into out: inout String, depth: Int) {
        let indent = String(repeating: "  ", count: depth + 1)
        let closing = String(repeating: "  ", count: depth)
        switch self {
        case .string(let text): out += Self.quoted(text)
        case .number(let value): out += DesignMDNumber.text(value)
        case .array(let items):
            guard !items.isEmpty else { out += "[]"; return }
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += indent
                item.write(into: &out, depth: depth + 1)
                out += index == items.count - 1 ? "\n" : ",\n"
            }
            out += closing + "]"
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{\n"
            for (index, (key, value)) in members.enumerated() {
                out += indent + Self.quoted(key) + ": "
                value.write(into: &out, depth: depth + 1)
                out += index == members.count - 1 ? "\n" : ",\n"
            }
            out += closing + "}"
        }
    }

    /// A JSON string: quotes, backslashes and control characters escaped.
    package static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

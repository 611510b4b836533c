import Foundation
import MCP

/// What a tool answers: a line or two for a person or a model to read, and the structured
/// content its output schema describes.
package struct ToolAnswer: Sendable {
    package var summary: String
    package var structured: Value

    package init(summary: String, structured: Value) {
        self.summary = summary
        self.structured = structured
    }

    /// `value` encoded as JSON with sorted keys, as Specimen's reports are.
    package init<Content: Encodable>(summary: String, encoding value: Content) throws {
        self.init(summary: summary, structured: try JSONTree.value(of: value))
    }

    /// The MCP result: the summary, then the structured content as JSON text for clients that
    /// read only `content` (the specification asks a tool with structured content to send it).
    package var result: CallTool.Result {
        CallTool.Result(
            content: [.text(text: summary, annotations: nil, _meta: nil), .text(text: JSONTree.text(structured), annotations: nil, _meta: nil)],
            structuredContent: structured as Value?, isError: false)
    }
}

/// JSON as the MCP SDK's `Value`, made from Specimen's `Codable` reports.
///
/// `Value`'s own decoder turns any string that looks like a `data:` URL into binary data and
/// writes it back in its own form; a document may well quote one, so strings are kept here.
package enum JSONTree {
    package static func value<Content: Encodable>(of content: Content) throws -> Value {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try JSONDecoder().decode(Node.self, from: encoder.encode(content)).value
    }

    /// Pretty JSON with sorted keys: the same answer is the same bytes.
    package static func text(_ value: Value) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    private struct Node: Decodable {
        var value: Value

        init(from decoder: any Decoder) throws {
            if var array = try? decoder.unkeyedContainer() {
                var items: [Value] = []
                while !array.isAtEnd { items.append(try array.decode(Node.self).value) }
                value = .array(items)
                return
            }
            if let object = try? decoder.container(keyedBy: Key.self) {
                var members: [String: Value] = [:]
                for key in object.allKeys { members[key.stringValue] = try object.decode(Node.self, forKey: key).value }
                value = .object(members)
                return
            }
            let single = try decoder.singleValueContainer()
            if single.decodeNil() {
                value = .null
            } else if let flag = try? single.decode(Bool.self) {
                value = .bool(flag)
            } else if let integer = try? single.decode(Int.self) {
                value = .int(integer)
            } else if let number = try? single.decode(Double.self) {
                value = .double(number)
            } else {
                value = .string(try single.decode(String.self))
            }
        }
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

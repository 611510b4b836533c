import MCP

/// JSON Schemas for the tools' arguments and answers, written as MCP `Value`s.
package enum JSONSchema {
    package static func object(_ properties: [String: Value], required: [String] = [], additional: Bool = true, description: String? = nil) -> Value {
        var schema: [String: Value] = ["type": "object", "properties": .object(properties)]
        if !required.isEmpty { schema["required"] = .array(required.map(Value.string)) }
        if !additional { schema["additionalProperties"] = false }
        if let description { schema["description"] = .string(description) }
        return .object(schema)
    }

    package static func string(_ description: String? = nil, oneOf choices: [String]? = nil) -> Value {
        var schema: [String: Value] = ["type": "string"]
        if let description { schema["description"] = .string(description) }
        if let choices { schema["enum"] = .array(choices.map(Value.string)) }
        return .object(schema)
    }

    package static func number(_ description: String? = nil, minimum: Double? = nil, maximum: Double? = nil) -> Value {
        var schema: [String: Value] = ["type": "number"]
        if let description { schema["description"] = .string(description) }
        if let minimum { schema["minimum"] = .double(minimum) }
        if let maximum { schema["maximum"] = .double(maximum) }
        return .object(schema)
    }

    package static func integer(_ description: String? = nil) -> Value {
        var schema: [String: Value] = ["type": "integer"]
        if let description { schema["description"] = .string(description) }
        return .object(schema)
    }

    package static func boolean(_ description: String? = nil) -> Value {
        var schema: [String: Value] = ["type": "boolean"]
        if let description { schema["description"] = .string(description) }
        return .object(schema)
    }

    package static func array(_ items: Value, description: String? = nil) -> Value {
        var schema: [String: Value] = ["type": "array", "items": items]
        if let description { schema["description"] = .string(description) }
        return .object(schema)
    }

    /// Either of several types (`font_weight`: 700 or "bold").
    package static func anyOf(_ schemas: [Value], description: String? = nil) -> Value {
        var schema: [String: Value] = ["anyOf": .array(schemas)]
        if let description { schema["description"] = .string(description) }
        return .object(schema)
    }

    package static let nullableString: Value = ["type": .array(["string", "null"])]

    /// `{file, line}` relative to the content folder: where a value, pair or finding was stated.
    package static let source = object(["file": string(), "line": integer()], required: ["file", "line"])

    package static let appearance = string("light or dark. Without it, both appearances are given where the system has dark values.", oneOf: ["light", "dark"])

    package static let system = string("The system's slug, its folder name under the content folder (list_systems gives them).")

    package static let level = string("The WCAG level to judge at (default AA).", oneOf: ["AA", "AAA"])
}

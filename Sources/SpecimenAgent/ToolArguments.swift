import MCP

/// A tool call's arguments, read against what the tool takes: a missing, mistyped or unknown
/// argument is an `AgentError` that names it, never a guess.
package struct ToolArguments: Sendable {
    package var values: [String: Value]
    package var tool: String

    package init(_ values: [String: Value]?, tool: String) {
        self.values = values ?? [:]
        self.tool = tool
    }

    /// Refuses arguments the tool does not take, naming those it does: a misspelt `fontSize`
    /// would otherwise be ignored and the answer given for 16px.
    package func allowOnly(_ names: [String]) throws {
        for name in values.keys.sorted() where !names.contains(name) {
            throw AgentError("unknown argument; \(tool) takes \(names.map { "'\($0)'" }.joined(separator: ", "))", argument: name)
        }
    }

    package func string(_ name: String) throws -> String? {
        guard let value = present(name) else { return nil }
        guard case .string(let text) = value else { throw AgentError("must be a string, not \(Self.describe(value))", argument: name) }
        return text
    }

    package func requiredString(_ name: String) throws -> String {
        guard let text = try string(name) else { throw AgentError("is required", argument: name) }
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { throw AgentError("must not be empty", argument: name) }
        return text
    }

    package func number(_ name: String, in range: ClosedRange<Double>) throws -> Double? {
        guard let value = present(name) else { return nil }
        let number: Double
        switch value {
        case .int(let integer): number = Double(integer)
        case .double(let double): number = double
        default: throw AgentError("must be a number, not \(Self.describe(value))", argument: name)
        }
        guard number.isFinite, range.contains(number) else {
            throw AgentError("must be between \(Self.format(range.lowerBound)) and \(Self.format(range.upperBound)), not \(Self.format(number))", argument: name)
        }
        return number
    }

    package func bool(_ name: String) throws -> Bool? {
        guard let value = present(name) else { return nil }
        guard case .bool(let flag) = value else { throw AgentError("must be true or false, not \(Self.describe(value))", argument: name) }
        return flag
    }

    /// One of `allowed`, compared without regard to case.
    package func choice(_ name: String, from allowed: [String]) throws -> String? {
        guard let text = try string(name) else { return nil }
        guard let match = allowed.first(where: { $0.lowercased() == text.lowercased() }) else {
            throw AgentError("must be one of \(allowed.joined(separator: ", ")), not '\(text)'", argument: name)
        }
        return match
    }

    /// An argument given as null is an argument not given, as JSON Schema's optional means.
    private func present(_ name: String) -> Value? {
        guard let value = values[name], value != .null else { return nil }
        return value
    }

    private static func describe(_ value: Value) -> String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .int, .double: "a number"
        case .string: "a string"
        case .data: "data"
        case .array: "an array"
        case .object: "an object"
        }
    }

    private static func format(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}

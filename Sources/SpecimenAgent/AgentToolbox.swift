import MCP
import SpecimenModel

/// The tools, and the one place a call is answered: by the MCP server, and by the tests
/// without a transport.
package struct AgentToolbox: Sendable {
    package var library: ContentLibrary
    package var tools: [AgentTool]

    package init(library: ContentLibrary) {
        self.library = library
        tools = [
            ListSystemsTool.tool, GetTokensTool.tool, GetComponentTool.tool, CheckContrastTool.tool,
            FindTokenTool.tool, AuditTool.tool, LintTool.tool, DiffTool.tool,
        ]
    }

    /// The answer to `tools/call`. A tool that is not offered is a protocol error (the request
    /// names nothing); arguments the tool cannot use are a tool error whose message says which
    /// and why, as the MCP specification asks, so an agent can correct its call.
    package func call(_ name: String, arguments: [String: Value]?) async throws -> CallTool.Result {
        guard let tool = tools.first(where: { $0.name == name }) else {
            throw MCPError.invalidParams("unknown tool '\(name)'; the tools are \(tools.map(\.name).joined(separator: ", "))")
        }
        let arguments = ToolArguments(arguments, tool: name)
        do {
            try arguments.allowOnly(tool.argumentNames)
            return try await tool.run(arguments, library).result
        } catch let error as AgentError {
            return Self.failure(error)
        } catch let error as SpecimenError {
            return Self.failure(AgentError(error))
        } catch let error as MCPError {
            throw error
        } catch {
            return Self.failure(AgentError("\(name) failed: \(error)"))
        }
    }

    /// A tool error: the message as text, and the same as structured content with the argument,
    /// file and line apart, for an agent that reads structure.
    package static func failure(_ error: AgentError) -> CallTool.Result {
        var detail: [String: Value] = ["message": .string(error.message)]
        if let argument = error.argument { detail["argument"] = .string(argument) }
        if let file = error.file { detail["file"] = .string(file) }
        if let line = error.line { detail["line"] = .int(line) }
        return CallTool.Result(
            content: [.text(text: error.description, annotations: nil, _meta: nil)],
            structuredContent: Value.object(["error": .object(detail)]) as Value?, isError: true)
    }
}

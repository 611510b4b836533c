import MCP

/// One tool the server offers: its name, what it is for, the JSON Schemas of its arguments and
/// its answer, and the work. Every tool only reads.
package struct AgentTool: Sendable {
    package var name: String
    package var title: String
    package var description: String
    package var input: Value
    package var output: Value
    package var run: @Sendable (ToolArguments, ContentLibrary) async throws -> ToolAnswer

    package init(
        name: String, title: String, description: String, input: Value, output: Value,
        run: @escaping @Sendable (ToolArguments, ContentLibrary) async throws -> ToolAnswer
    ) {
        self.name = name
        self.title = title
        self.description = description
        self.input = input
        self.output = output
        self.run = run
    }

    /// As `tools/list` describes it.
    package var tool: Tool {
        Tool(
            name: name, title: title, description: description, inputSchema: input,
            annotations: .init(title: title, readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false),
            outputSchema: output)
    }

    /// The argument names the input schema lists: all a call may give.
    package var argumentNames: [String] {
        input.objectValue?["properties"]?.objectValue.map { Array($0.keys).sorted() } ?? []
    }
}

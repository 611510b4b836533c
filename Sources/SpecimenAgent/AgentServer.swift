import Foundation
import MCP
import SpecimenModel
import SpecimenReading

/// `specimen mcp`: the design systems of a content folder served to coding agents over the
/// Model Context Protocol, on standard input and output. Read-only: no tool writes a file.
public struct AgentServer: Sendable {
    public var content: String
    public var version: String
    public var fileIO: FileIO

    public init(content: String, version: String, fileIO: FileIO = .local) {
        self.content = content
        self.version = version
        self.fileIO = fileIO
    }

    /// What the server tells a client at `initialize`, for its model to read.
    package static func instructions(content: String) -> String {
        """
        Specimen reads the design-system documents in \(content) (Markdown, or DESIGN.md with YAML \
        front matter) and serves what it understood of them: resolved tokens in light and dark, \
        components with their states and CSS, and a WCAG contrast audit. Call list_systems first; \
        its `system` slugs are the other tools' `system` argument. Use get_tokens and find_token \
        to write the design system's tokens ({color.primary}, var(--primary)) instead of raw \
        values, check_contrast before choosing a colour pair, and lint or diff (with after_text) \
        on a document you are editing. Paths are relative to the content folder; every line \
        number is the document's. Nothing here writes a file.
        """
    }

    /// Serves until the client closes standard input. A content folder that cannot be read at
    /// all fails at once, before the handshake, with the reason on standard error.
    public func run() async throws {
        _ = try ContentScanner(fileIO: fileIO).scan(content)
        let library = ContentLibrary(content: content, fileIO: fileIO)
        let server = await makeServer(library: library)
        try await server.start(transport: StdioTransport())
        await library.warmUp()
        await server.waitUntilCompleted()
    }

    /// The server with every handler registered, not yet started: the tests start it on an
    /// in-memory transport.
    package func makeServer(library: ContentLibrary) async -> Server {
        let toolbox = AgentToolbox(library: library)
        let server = Server(
            name: "specimen", version: version, title: "Specimen", instructions: Self.instructions(content: content),
            capabilities: .init(resources: .init(subscribe: false, listChanged: false), tools: .init(listChanged: false)))
        await server.withMethodHandler(ListTools.self) { _ in
            ListTools.Result(tools: toolbox.tools.map(\.tool))
        }
        // tools/call and resources/read take parameters of any shape and check them here
        // (LooseParameters), so a malformed request gets invalid params that say what is wrong.
        await server.withMethodHandler(LooseCallTool.self) { params in
            let (name, arguments) = try params.call()
            return try await toolbox.call(name, arguments: arguments)
        }
        await server.withMethodHandler(ListResources.self) { _ in
            let snapshot: ContentLibrary.Snapshot
            do {
                snapshot = try await library.snapshot()
            } catch let error as AgentError {
                throw MCPError.internalError(error.description)
            }
            return ListResources.Result(resources: AgentResources.list(snapshot))
        }
        await server.withMethodHandler(LooseReadResource.self) { params in
            ReadResource.Result(contents: [try await AgentResources.read(try params.uri(), library: library)])
        }
        return server
    }
}

/// `tools/call` as sent: whatever JSON its parameters are, checked here against the shape
/// `CallTool` expects.
package enum LooseCallTool: MCP.Method {
    package static let name = CallTool.name
    package typealias Parameters = LooseParameters
    package typealias Result = CallTool.Result
}

/// `resources/read` as sent, its parameters checked here against `ReadResource`'s.
package enum LooseReadResource: MCP.Method {
    package static let name = ReadResource.name
    package typealias Parameters = LooseParameters
    package typealias Result = ReadResource.Result
}

/// A request's parameters as any JSON, so that parameters of the wrong shape are answered with
/// invalid params (-32602) saying what is wrong, not the SDK's internal error about data that
/// could not be decoded.
package struct LooseParameters: Codable, Hashable, Sendable, NotRequired {
    /// `.null` when the request has no parameters.
    package var value: Value

    package init() { value = .null }

    package init(_ value: Value) { self.value = value }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        value = container.decodeNil() ? .null : try container.decode(Value.self)
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }

    /// `tools/call`'s tool name and arguments.
    package func call() throws -> (name: String, arguments: [String: Value]?) {
        guard case .object(let members) = value else {
            throw MCPError.invalidParams("tools/call takes an object {\"name\": tool, \"arguments\": {…}}, not \(Self.describe(value))")
        }
        guard case .string(let name)? = members["name"] else {
            throw MCPError.invalidParams("tools/call needs \"name\", the tool's name as a string (tools/list gives them)")
        }
        switch members["arguments"] {
        case nil, .null?: return (name, nil)
        case .object(let arguments)?: return (name, arguments)
        case let other?:
            throw MCPError.invalidParams("the arguments of \(name) must be an object of named arguments, not \(Self.describe(other))")
        }
    }

    /// `resources/read`'s URI.
    package func uri() throws -> String {
        guard case .object(let members) = value, case .string(let uri)? = members["uri"] else {
            throw MCPError.invalidParams("resources/read needs {\"uri\": \"specimen://<system>/DESIGN.md\"}, a string (resources/list gives them)")
        }
        return uri
    }

    private static func describe(_ value: Value) -> String {
        switch value {
        case .null: "nothing"
        case .bool: "a boolean"
        case .int, .double: "a number"
        case .string: "a string"
        case .data: "data"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

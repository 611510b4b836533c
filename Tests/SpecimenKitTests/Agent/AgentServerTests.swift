import Foundation
import MCP
import Testing
@testable import SpecimenAgent
@testable import SpecimenModel

/// The server through the Swift SDK's own client on an in-memory transport: the handshake, the
/// tools and resources as a client sees them. (Tests/mcp drives the real binary over stdio
/// with the official Python SDK.)
@Suite("Agent: the MCP server") struct AgentServerTests {
    @Test func aClientSeesEveryToolAndResource() async throws {
        let library = AgentTestSupport.library
        let server = await AgentServer(content: TestSupport.contentFolder, version: "test").makeServer(library: library)
        let (clientTransport, serverTransport) = await InMemoryTransport.createConnectedPair()
        try await server.start(transport: serverTransport)
        let client = Client(name: "specimen-tests", version: "1")
        let initialized = try await client.connect(transport: clientTransport)
        #expect(initialized.serverInfo.name == "specimen")
        #expect(initialized.capabilities.tools != nil)
        #expect(initialized.capabilities.resources != nil)

        let tools = try await client.listTools().tools
        #expect(tools.map(\.name) == ["list_systems", "get_tokens", "get_component", "check_contrast", "find_token", "audit", "lint", "diff"])
        for tool in tools {
            #expect(tool.inputSchema["type"]?.string == "object", "\(tool.name)")
            #expect(tool.outputSchema?["type"]?.string == "object", "\(tool.name)")
            #expect(tool.annotations.readOnlyHint == true, "\(tool.name)")
        }

        let (content, isError) = try await client.callTool(name: "check_contrast", arguments: ["foreground": "#777777", "background": "#FFFFFF"])
        #expect(isError == false)
        guard case .text(let summary, _, _)? = content.first else { Issue.record("no text"); return }
        #expect(summary.contains("4.47:1"))

        let resources = try await client.listResources().resources
        #expect(resources.count == 18)
        let tokens = try #require(resources.first { $0.uri == "specimen://paper-ide/tokens.json" })
        let read = try await client.readResource(uri: tokens.uri)
        let json = try #require(read.first?.text)
        #expect(json.contains("\"$schema\""))
        #expect(json.uppercased().contains("#222222"))
        await #expect(throws: (any Error).self) { _ = try await client.readResource(uri: "specimen://paper-ide/secrets.txt") }
        await client.disconnect()
        await server.stop()
    }

    /// `tools/call` parameters of the wrong shape are invalid params that say what is wrong,
    /// not an internal error about data that could not be decoded.
    @Test(arguments: [
        (Value.null, "not nothing"),
        (["#777777", "#FFFFFF"] as Value, "not an array"),
        (["arguments": [:]] as Value, "needs \"name\""),
        (["name": 7] as Value, "needs \"name\""),
        (["name": "check_contrast", "arguments": ["#777777"]] as Value, "must be an object of named arguments, not an array"),
    ])
    func malformedCallParametersAreInvalidParams(params: Value, words: String) throws {
        do {
            _ = try LooseParameters(params).call()
            Issue.record("\(params) was accepted")
        } catch let error as MCPError {
            #expect(error.code == -32602)
            #expect(error.localizedDescription.contains(words), "\(error.localizedDescription)")
        }
    }

    @Test func wellFormedCallParametersAreTheToolAndItsArguments() throws {
        let call = try LooseParameters(["name": "audit", "arguments": ["system": "ticker"]]).call()
        #expect(call.name == "audit")
        #expect(call.arguments == ["system": "ticker"])
        let bare = try LooseParameters(["name": "list_systems"]).call()
        #expect(bare.arguments == nil)
    }

    @Test func resourcesReadNeedsAStringURI() throws {
        #expect(try LooseParameters(["uri": "specimen://ticker/DESIGN.md"]).uri() == "specimen://ticker/DESIGN.md")
        for params: Value in [.null, ["uri": 3], ["url": "specimen://ticker/DESIGN.md"]] {
            #expect(throws: MCPError.self, "\(params)") { try LooseParameters(params).uri() }
        }
    }
}

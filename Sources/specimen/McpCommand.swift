import ArgumentParser
import Foundation
import SpecimenAgent

struct McpCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve the design systems to coding agents over the Model Context Protocol (stdio).",
        discussion: """
            Runs a Model Context Protocol server on standard input and output, for a coding agent \
            to start as a subprocess. It reads the design systems under --content and answers \
            from what it read: tokens resolved in light and dark with their source lines, \
            components with their states and CSS, contrast checks with the nearest passing \
            colours, the token nearest a raw value, the audit, lint and diff. A document saved \
            while the server runs is read again at the next request. It only reads: no tool \
            writes a file, and no path outside the content folder is read.

            Tools: list_systems, get_tokens, get_component, check_contrast, find_token, audit, \
            lint, diff. Resources: specimen://<system>/DESIGN.md, specimen://<system>/tokens.json \
            (DTCG) and specimen://<system>/extracted.md (what was read, as front matter).

            Register it with a coding agent as a stdio server whose command is `specimen` \
            with the arguments `mcp --content DIR`. A relative DIR is taken from the folder the \
            agent starts the server in, so an absolute path is safer. For example (docs/MCP.md \
            has more agents and a worked exchange):
              claude mcp add specimen -- specimen mcp --content "$PWD/Content"
            or in a client's JSON configuration (.mcp.json, .cursor/mcp.json):
              {"mcpServers": {"specimen": {"command": "specimen",
                "args": ["mcp", "--content", "/path/to/Content"]}}}

            Standard output carries only the protocol; nothing else is printed there. A content \
            folder that cannot be read stops the server at once, with the reason on standard \
            error.
            """
    )

    @Option(name: .long, help: ArgumentHelp("Folder of design systems.", valueName: "dir"))
    var content = "Content"

    func run() async throws {
        try await AgentServer(content: content, version: Specimen.configuration.version).run()
    }
}

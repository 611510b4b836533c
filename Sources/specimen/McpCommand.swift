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

            Register it with an agent (docs/MCP.md), for example:
              claude mcp add specimen -- specimen mcp --content Content

            Standard output carries only the protocol; nothing else is printed there.
            """
    )

    @Option(name: .long, help: ArgumentHelp("Folder of design systems.", valueName: "dir"))
    var content = "Content"

    func run() async throws {
        try await AgentServer(content: content, version: Specimen.configuration.version).run()
    }
}

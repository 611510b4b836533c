import Foundation
import MCP
import Testing
@testable import SpecimenAgent
@testable import SpecimenModel

@Suite("Agent: the content folder read again when it changes") struct ContentLibraryTests {
    static let document = """
        # Acme

        ## Colours

        - Ink: #222222
        - Canvas: #FFFFFF (page background)
        """

    @Test func aSavedDocumentIsReadAgainAndAnUnchangedOneIsNot() async throws {
        let folder = try AgentTestSupport.folder(["acme/DESIGN.md": Self.document])
        let library = ContentLibrary(content: folder)
        let toolbox = AgentToolbox(library: library)
        let before = try await AgentTestSupport.answer("find_token", ["system": "acme", "value": "#222222"], toolbox: toolbox)
        #expect(before["matches"]?.array.first?["exact"] == .bool(true))
        _ = try await AgentTestSupport.answer("get_tokens", ["system": "acme"], toolbox: toolbox)
        #expect(await library.readCount["acme"] == 1)

        try Self.document.replacingOccurrences(of: "#222222", with: "#333333")
            .write(toFile: folder + "/acme/DESIGN.md", atomically: true, encoding: .utf8)
        let after = try await AgentTestSupport.answer("get_tokens", ["system": "acme", "group": "color"], toolbox: toolbox)
        let hexes = after["tokens"]?.array.compactMap { $0["light"]?["hex"]?.string } ?? []
        #expect(hexes.contains("#333333"))
        #expect(!hexes.contains("#222222"))
        #expect(await library.readCount["acme"] == 2)
    }

    @Test func aNewSystemAppearsAndARemovedOneGoes() async throws {
        let folder = try AgentTestSupport.folder(["acme/DESIGN.md": Self.document])
        let library = ContentLibrary(content: folder)
        let toolbox = AgentToolbox(library: library)
        try Self.document.write(toFile: folder + "/beta.md", atomically: true, encoding: .utf8)
        var slugs = try await AgentTestSupport.answer("list_systems", toolbox: toolbox)["systems"]?.array.compactMap { $0["system"]?.string }
        #expect(slugs == ["acme", "beta"])
        try FileManager.default.removeItem(atPath: folder + "/acme")
        slugs = try await AgentTestSupport.answer("list_systems", toolbox: toolbox)["systems"]?.array.compactMap { $0["system"]?.string }
        #expect(slugs == ["beta"])
        let message = try await AgentTestSupport.failure("get_tokens", ["system": "acme"], toolbox: toolbox)
        #expect(message.contains("no system 'acme'"))
    }

    /// A document that cannot be read at all is an error with its file and line, and the
    /// other systems still answer.
    @Test func anUnreadableDocumentNamesItsFileAndLine() async throws {
        let folder = try AgentTestSupport.folder(["acme/DESIGN.md": Self.document, "broken/DESIGN.md": "---\nname: Broken\ncolors:\n  ink: \"#000000\"\n"])
        let toolbox = AgentToolbox(library: ContentLibrary(content: folder))
        let message = try await AgentTestSupport.failure("get_tokens", ["system": "broken"], toolbox: toolbox)
        #expect(message.hasPrefix("broken/DESIGN.md:1: "), "\(message)")
        let list = try await AgentTestSupport.answer("list_systems", toolbox: toolbox)
        let broken = try #require(list["systems"]?.array.first { $0["system"]?.string == "broken" })
        #expect(broken["error"]?["line"]?.number == 1)
        _ = try await AgentTestSupport.answer("get_tokens", ["system": "acme"], toolbox: toolbox)
    }
}

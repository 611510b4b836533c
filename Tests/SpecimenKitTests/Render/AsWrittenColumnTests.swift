import Foundation
import Testing
@testable import SpecimenReading
@testable import SpecimenSite

/// The property table's "As written" column shows a front matter's references as the document
/// writes them (`{colors.ink}`, `{rounded.md}`), not the bare token name.
@Suite struct AsWrittenColumnTests {
    static let document = """
        ---
        name: Tallow
        colors:
          ink: "#2B2622"
          whey: "#F6F3EC"
        rounded:
          md: 8px
        components:
          button-primary:
            backgroundColor: "{colors.ink}"
            textColor: "{colors.whey}"
            rounded: "{rounded.md}"
            padding: 10px
        ---
        # Tallow
        """

    @Test func referencesAreShownAsWritten() throws {
        let memory = try TestSupport.memorySite(documents: ["tallow/DESIGN.md": Self.document])
        _ = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).build(TestSupport.memoryOptions)
        let html = try #require(memory.text("/Public/tallow/components/index.html"))
        #expect(html.contains("<td>Radius</td><td>8pt</td><td><code>{rounded.md}</code>"))
        #expect(html.contains("#2B2622</td><td><code>{colors.ink}</code>"))
        #expect(!html.contains("<code>ink</code>"))
    }
}

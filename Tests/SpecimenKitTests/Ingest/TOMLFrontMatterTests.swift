import Foundation
import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenAudit
@testable import SpecimenSite
import Testing

/// A page from a Hugo site opens with its settings in TOML between `+++` lines. Specimen reads
/// YAML front matter only: the block is skipped with a warning naming it, never read as the
/// document's description or prose, and a colour in it is listed as unread with its line.
@Suite("TOML front matter")
struct TOMLFrontMatterTests {
    static let document = """
        +++
        title = "Signals"
        accent = "#C2410C"
        +++

        # Signals

        Quiet tools for busy crews.

        ## Buttons

        - Background: #0E7C66
        - Text: white
        """

    static func analysed() throws -> (system: DesignSystem, diagnostics: [Diagnostic]) {
        let memory = try TestSupport.memorySite(documents: ["signals/DESIGN.md": Self.document])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(BuildOptions(content: "/Content"), auditing: false)
        return (try #require(state.systems.first).system, state.diagnostics)
    }

    @Test("The block is skipped with a warning on its first line, and is no description")
    func skippedWithAWarning() throws {
        let (system, diagnostics) = try Self.analysed()
        let warning = diagnostics.first { $0.message.contains("TOML") }
        #expect(warning?.severity == .warning && warning?.line == 1 && warning?.message.contains("lines 1–4") == true, "\(diagnostics)")
        #expect(system.summary == "Quiet tools for busy crews.", "\(system.summary ?? "nil")")
        #expect(!system.prose.paragraphs.contains { $0.text.contains("title =") })
    }

    @Test("A colour in it is listed as unread, with its line")
    func itsColourIsUnread() throws {
        let (system, _) = try Self.analysed()
        #expect(system.unreadColors.contains { $0.literal == "#C2410C" && $0.lines == [3] }, "\(system.unreadColors)")
    }

    @Test("A document opening with a line of +++ and no closing one is prose, as before")
    func unclosedIsProse() {
        #expect(FrontMatter.tomlBlock(of: "+++\ntitle = \"x\"\n# Heading\n") == nil)
        #expect(FrontMatter.tomlBlock(of: "+++ not a delimiter\n+++\n") == nil)
    }
}

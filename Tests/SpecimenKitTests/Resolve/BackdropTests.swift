import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

@Suite("Backdrop")
struct BackdropTests {
    static let sidecar = """
        background:
          light: paper
          dark: ink
        """

    @Test("A sidecar's dark backdrop without dark values draws no dark stage, and says why")
    func darkBackdropWithoutDarkValues() throws {
        let memory = try TestSupport.memorySite(documents: [
            "acme/DESIGN.md": try TestSupport.fixture("components/acme-tables.md"),
            "acme/specimen.yml": Self.sidecar,
        ])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).build(TestSupport.memoryOptions)
        let system = try #require(state.systems.first)
        #expect(!system.tokens.hasDarkMode)
        #expect(Backdrop(system: system.system).dark == nil)

        // The transparent secondary button would draw its ink text on an ink page.
        let gallery = try #require(memory.text("/Public/acme/components/index.html"))
        #expect(!gallery.contains("class=\"stage__mode\">Dark<"))
        #expect(!gallery.contains("data-spec-mode=\"dark\""))
        // The audit measures the same stages the gallery draws: light only.
        let audit = try #require(system.audit)
        #expect(audit.backgrounds.map(\.mode) == [.light])
        #expect(audit.pairs.allSatisfy { $0.context.mode == .light })

        let warning = try #require(state.diagnostics.first { $0.message.contains("background.dark") })
        #expect(warning.severity == .warning)
        #expect(warning.file == "acme/specimen.yml")
        #expect(warning.message.contains("no dark values"))
    }

    @Test("With dark values the sidecar's dark backdrop is drawn and audited")
    func darkBackdropWithDarkValues() throws {
        let memory = try TestSupport.memorySite(documents: [
            "acme/DESIGN.md": try TestSupport.fixture("components/acme-tables.md"),
            "acme/specimen.yml": Self.sidecar + "\ntokens:\n  ink: { light: \"#111111\", dark: \"#EEEEEE\" }\n  paper: { light: \"#FAFAFA\", dark: \"#1A1A1A\" }\n",
        ])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).build(TestSupport.memoryOptions)
        let system = try #require(state.systems.first)
        #expect(Backdrop(system: system.system).dark?.name == "ink")
        let gallery = try #require(memory.text("/Public/acme/components/index.html"))
        #expect(gallery.contains("class=\"stage__mode\">Dark<"))
        #expect(system.audit?.backgrounds.map(\.mode) == [.light, .dark])
        #expect(!state.diagnostics.contains { $0.message.contains("background.dark") })
    }
}

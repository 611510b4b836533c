import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// A component colour that names nothing the system defines is unknown: a warning at its line,
/// no fill drawn, no contrast pair, and a note on the preview. Never a default colour.
@Suite struct UnresolvedNameTests {
    static let document = """
    # Kestrel

    ## Colours
    - Ink: `#1A1D24`
    - Paper: `#FFFFFF`

    ## Components
    ### Alert banner
    - Fill: Nowhere
    - Text: Paper

    ### Quiet panel
    - Fill: Paper
    - Text: Ink
    """

    func analysed() throws -> AnalyzedSystem {
        let memory = try TestSupport.memorySite(documents: ["kestrel/DESIGN.md": Self.document])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(TestSupport.memoryOptions)
        return try #require(state.systems.first)
    }

    @Test func anUnknownFillIsAWarningAtItsLineAndAddsNoPair() throws {
        let system = try analysed()
        let warning = system.componentDiagnostics.first { $0.message.contains("Nowhere") }
        #expect(warning?.line == 9)
        #expect(warning?.severity == .warning)
        let banner = try #require(system.components.first { $0.spec.name == "Alert banner" })
        #expect(banner.variants.first?.states[.default]?.fill == nil)
        #expect(banner.variants.first?.states[.default]?.unresolved.contains("fill") == true)
        let pairs = (system.audit?.pairs ?? []).filter { $0.origin == .component }
        #expect(!pairs.contains { $0.context.component == "Alert banner" })
        // The component whose colours resolve is measured as stated.
        #expect(pairs.contains { $0.context.component == "Quiet panel" && $0.foreground.hex == "#1A1D24" && $0.background.hex == "#FFFFFF" })
        #expect(GalleryBuilder.unresolvedNote(banner)?.contains("fill names no colour") == true)
        #expect(GalleryBuilder.unresolvedNote(try #require(system.components.first { $0.spec.name == "Quiet panel" })) == nil)
    }
}

import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// A backdrop a front-matter component's prose describes (a mesh gradient behind a hero, a
/// grain texture), which no format value holds, is listed under the cell and by `extract`,
/// with its line: never silently left out, and never drawn as a made-up gradient.
@Suite struct BackdropListingTests {
    static let document = """
        ---
        name: Tern
        colors:
          canvas: "#ffffff"
          ink: "#111111"
        components:
          hero-panel:
            backgroundColor: "{colors.canvas}"
            textColor: "{colors.ink}"
        ---
        # Tern

        ## Components

        **`hero-panel`** — the opening panel with a soft mesh gradient backdrop.
        - Background `{colors.canvas}`, text `{colors.ink}`. The gradient glows behind the headline.
        """

    @Test func aBackdropInTheProseIsListedNotDrawn() throws {
        let system = try ExtractRoundTripTests.analysed(Self.document, sidecar: nil)
        let hero = try #require(system.components.first { $0.name == "hero-panel" })
        #expect(hero.spec.notDrawn.map(\.text) == ["the opening panel with a soft mesh gradient backdrop", "The gradient glows behind the headline"],
                "\(hero.spec.notDrawn.map(\.text))")
        #expect(hero.variants.first?[.default]?.fill?.hex == "#FFFFFF")
        let written = DesignMDWriter(system).write()
        #expect(written.contains("#   line 15: components.hero-panel: \"the opening panel with a soft mesh gradient backdrop\" (not drawn)"), "\(written)")
    }
}

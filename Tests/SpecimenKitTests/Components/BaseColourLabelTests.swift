import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// `**Base Color:** #…` beside `**Text:** #…` in a button's bullets, and Spanish `**Color Base:**`
/// with `**Color Hover:**`: the base colour is the button's fill, never a text colour or a part
/// of its own, and the hover colour beside it the hover fill.
@Suite struct BaseColourLabelTests {
    static let document = """
        # Harbour Controls

        ## Buttons

        ### Launch Button
        - **Base Color:** `#1E6FB8`
        - **Text:** `#FFFFFF` (white)
        - **Use:** the main action of a screen

        ### Botón Ancla
        - **Color Base:** `#3FA66B`
        - **Color Hover:** `#2F8854`
        - **Texto:** `#FFFFFF` (Blanco)
        """

    @Test func theBaseColourIsTheFill() throws {
        let system = try TestSupport.analysedSystem(Self.document)
        for (name, base, hover) in [("Launch Button", "#1E6FB8", nil), ("Botón Ancla", "#3FA66B", "#2F8854")] {
            let variant = try TestSupport.variant(name, in: system.components)
            #expect(variant[.default]?.fill?.opaqueHex == base, "\(name)")
            #expect(variant[.default]?.textColor?.opaqueHex == "#FFFFFF", "\(name)")
            if let hover { #expect(variant[.hover]?.fill?.opaqueHex == hover, "\(name)") }
            #expect(system.components.first { $0.name == name }?.parts.isEmpty == true, "\(name)")
        }
        // White on each fill is measured; no fill is measured as text on the page.
        let report = try #require(system.audit)
        let anchor = try #require(report.pairs.first { $0.context.component == "Botón Ancla" && $0.context.state == .default })
        #expect(anchor.foreground.hex == "#FFFFFF" && anchor.background.hex == "#3FA66B")
        #expect(abs(anchor.ratio - 3.053) < 0.01, "\(anchor.ratio)")
        #expect(!report.pairs.contains { ["#1E6FB8", "#3FA66B", "#2F8854"].contains($0.foreground.hex) }, "\(report.pairs.map(\.foreground))")
    }
}

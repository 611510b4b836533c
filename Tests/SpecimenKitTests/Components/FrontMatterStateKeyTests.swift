import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// A front-matter entry's own keys for a state (`hoverBackgroundColor`, `focusBorderColor`,
/// `hoverShadow`) are that state's property, drawn and measured; `borderBottom` is a border on
/// the bottom side. None is listed as not drawn.
@Suite struct FrontMatterStateKeyTests {
    static let document = """
        ---
        name: Kestrel Post
        colors:
          paper: "#FFFFFF"
          rust: "#C0562B"
          rust-deep: "#D9824F"
          ink: "#222B31"
          seam: "#D4D9DC"
        components:
          button-send:
            backgroundColor: "{colors.rust}"
            textColor: "{colors.paper}"
            hoverBackgroundColor: "{colors.rust-deep}"
          top-strip:
            backgroundColor: "{colors.paper}"
            borderBottom: "1px solid {colors.seam}"
          card-letter:
            backgroundColor: "{colors.paper}"
            hoverShadow: "0 6px 14px rgba(0,0,0,0.08)"
          input-address:
            backgroundColor: "{colors.paper}"
            border: "1px solid {colors.seam}"
            focusBorderColor: "{colors.ink}"
        ---

        # Kestrel Post
        """

    @Test func stateKeysAreThatStatesProperties() throws {
        let system = try TestSupport.analysedSystem(Self.document)
        let button = try TestSupport.variant("button-send", in: system.components)
        #expect(button.states[.hover]?.fill?.hex == "#D9824F")
        #expect(button.states[.default]?.fill?.hex == "#C0562B")
        let card = try TestSupport.variant("card-letter", in: system.components)
        #expect(card.states[.hover]?.shadow != nil)
        #expect(card.states[.default]?.shadow == nil)
        let input = try TestSupport.variant("input-address", in: system.components)
        #expect(input.states[.focus]?.borderColor?.hex == "#222B31")
        #expect(input.states[.default]?.borderColor?.hex == "#D4D9DC")
        for spec in system.componentSpecs {
            #expect(spec.notDrawn.isEmpty, "\(spec.name): \(spec.notDrawn.map(\.text))")
        }
    }

    @Test func aSideKeyIsABorderOnThatSide() throws {
        let system = try TestSupport.analysedSystem(Self.document)
        let strip = try #require(TestSupport.variant("top-strip", in: system.components).states[.default])
        #expect(strip.borderSide == "bottom")
        #expect(strip.borderColor?.hex == "#D4D9DC")
        #expect(strip.borderWidth == 1)
    }

    @Test func theHoverFillIsMeasured() throws {
        let audit = try #require(try TestSupport.analysedSystem(Self.document).audit)
        #expect(audit.pairs.contains { $0.context.state == .hover && $0.background.hex == "#D9824F" && $0.foreground.hex == "#FFFFFF" },
                "\(audit.pairs.map { ($0.background.hex, $0.context.state) })")
    }
}

import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// Front-matter component keys in CSS's or CSS-in-JS's spelling (`background`, `borderRadius`,
/// `fontSize` on the entry itself), an `-active` entry of an item that navigates, a fill written
/// as a CSS gradient, and a value that is no colour.
@Suite struct FrontMatterKeyAliasTests {
    static let document = """
        ---
        name: Marram
        colors:
          dune: "#F3EBDD"
          kelp: "#2E5E4E"
          shell: "#FFFFFF"
          tar: "#1E2326"
        typography:
          label:
            fontFamily: Figtree
            fontSize: 14px
            fontWeight: 500
        components:
          button-cast:
            background: "{colors.kelp}"
            color: "{colors.shell}"
            borderRadius: 10px
            fontSize: 15px
            fontWeight: "600"
          button-net:
            backgroundColor: "{colors.dune}"
            background: "{colors.tar}"
            typography: "{typography.label}"
            fontWeight: 700
          buoy-dot:
            background: "{colors.kelp}"
            size: 12px
            borderRadius: 50%
          tab-tide:
            textColor: "{colors.tar}"
          tab-tide-active:
            textColor: "{colors.kelp}"
          button-swell:
            backgroundColor: "frosted glass"
            textColor: "{colors.shell}"
          button-surge:
            background: "linear-gradient(180deg, #2E5E4E 0%, #1E2326 100%)"
            textColor: "{colors.shell}"
        ---

        # Marram
        """

    @Test func cssSpelledKeysAreTheFormatsOwn() throws {
        let system = try TestSupport.analysedSystem(Self.document)
        let cast = try #require(TestSupport.variant("button-cast", in: system.components).states[.default])
        #expect(cast.fill?.hex == "#2E5E4E")
        #expect(cast.textColor?.hex == "#FFFFFF")
        #expect(cast.radius == 10)
        #expect(cast.font?.size == 15)
        #expect(cast.font?.weight == "semibold")
        for spec in system.componentSpecs {
            #expect(spec.notDrawn.isEmpty, "\(spec.name): \(spec.notDrawn.map(\.text))")
        }
    }

    @Test func theFormatsKeyWinsAndTypeKeysGoOverTheStyle() throws {
        let system = try TestSupport.analysedSystem(Self.document)
        let net = try #require(TestSupport.variant("button-net", in: system.components).states[.default])
        #expect(net.fill?.hex == "#F3EBDD")
        #expect(net.font?.family == "Figtree")
        #expect(net.font?.size == 14)
        #expect(net.font?.weight == "bold")
    }

    @Test func halfTheSideRoundsFully() throws {
        let system = try TestSupport.analysedSystem(Self.document)
        let dot = try #require(TestSupport.variant("buoy-dot", in: system.components).states[.default])
        #expect(dot.fullyRounded == true)
        #expect(dot.width == 12)
    }

    @Test func activeOnATabIsSelected() throws {
        let system = try TestSupport.analysedSystem(Self.document)
        let tab = try TestSupport.variant("tab-tide", in: system.components)
        #expect(tab.states[.selected]?.textColor?.hex == "#2E5E4E")
        #expect(tab.states[.pressed] == nil)
    }

    @Test func aFillThatIsNoColourIsMarkedNotDrawn() throws {
        let system = try TestSupport.analysedSystem(Self.document)
        let swell = try #require(TestSupport.variant("button-swell", in: system.components).states[.default])
        #expect(swell.fill == nil)
        #expect(swell.unresolvedValues["fill"] != nil)
    }

    @Test func aFillWrittenAsAGradientIsThatGradient() throws {
        let system = try TestSupport.analysedSystem(Self.document)
        let surge = try #require(TestSupport.variant("button-surge", in: system.components).states[.default])
        #expect(surge.fillGradient?.stops.count == 2)
        #expect(surge.unresolvedValues["fill"] == nil)
    }

    @Test func theLintSaysWhatTheKeyIsDrawnAs() throws {
        let system = try TestSupport.analysedSystem(Self.document)
        let findings = Linter().lint(system.system).filter { $0.rule == "unknown-key" }
        let background = try #require(findings.first { $0.path == "components.button-cast.background" })
        #expect(background.message.contains("Specimen draws it as 'backgroundColor'"))
        let size = try #require(findings.first { $0.path == "components.button-cast.fontSize" })
        #expect(size.message.contains("'typography'"))
    }
}

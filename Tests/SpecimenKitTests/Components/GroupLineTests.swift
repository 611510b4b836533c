import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension ComponentTests {
    /// A line for a whole group reaches every member, unless the member states its own: a
    /// front-matter base entry (`chip`) gives its values to the entries named after it
    /// (`chip-fresh`), `- All buttons: …` reaches every button, and an unlabelled bullet under a
    /// heading naming kinds (`### Tags and Badges`) every entry of them.
    @Suite struct GroupLines {
        static let document = """
        ---
        name: Larkspur
        colors:
          ink: "#1B2430"
          paper: "#FFFFFF"
          clay: "#9A4A2C"
          sage: "#A9C2AE"
        typography:
          caps:
            fontFamily: "Jost"
            fontSize: 11px
            fontWeight: 600
            letterSpacing: 0.16em
        rounded:
          none: 0px
          soft: 6px
        components:
          button-solid:
            backgroundColor: "{colors.ink}"
            textColor: "{colors.paper}"
          button-warm:
            backgroundColor: "{colors.clay}"
            textColor: "{colors.paper}"
            rounded: "{rounded.soft}"
          chip:
            typography: "{typography.caps}"
            padding: 3px 10px
            rounded: "{rounded.none}"
          chip-fresh:
            backgroundColor: "{colors.sage}"
            textColor: "{colors.ink}"
          chip-rare:
            backgroundColor: "{colors.clay}"
            textColor: "{colors.paper}"
            padding: 3px 10px
          tag-old:
            backgroundColor: "{colors.ink}"
            textColor: "{colors.paper}"
          badge-new:
            backgroundColor: "{colors.sage}"
            textColor: "{colors.ink}"
        ---

        ## Components

        ### Buttons
        - Solid: ink background, paper text
        - All buttons: 2px radius, 40px height

        ### Tags and Badges
        - 13px uppercase text
        """

        static let system = Result { () throws -> AnalyzedSystem in try TestSupport.analysedSystem(document) }

        static func look(_ name: String) throws -> ResolvedProperties {
            try #require(try TestSupport.variant(name, in: try system.get().components)[.default])
        }

        @Test func aBaseEntryGivesItsValuesToTheEntriesNamedAfterIt() throws {
            let fresh = try Self.look("chip-fresh")
            #expect(fresh.fill?.hex == "#A9C2AE")
            #expect(fresh.font?.family == "Jost" && fresh.font?.size == 11)
            #expect(fresh.paddingVertical == 3 && fresh.paddingHorizontal == 10)
            #expect(fresh.radius == 0)
        }

        /// `chip-rare` repeats the base's padding: written whole, it has no type of the base's.
        @Test func anEntryThatRepeatsTheBasesValuesIsWrittenWhole() throws {
            let rare = try Self.look("chip-rare")
            #expect(rare.font?.size != 11)
        }

        @Test func allButtonsReachesEveryButtonUnlessItStatesItsOwn() throws {
            let solid = try Self.look("button-solid")
            let warm = try Self.look("button-warm")
            #expect(solid.height == 40 && warm.height == 40)
            #expect(solid.radius == 2)
            // The front matter's own radius is kept.
            #expect(warm.radius == 6)
        }

        @Test func aBulletUnderAKindsHeadingReachesEveryEntryOfIt() throws {
            for name in ["tag-old", "badge-new"] {
                let look = try Self.look(name)
                #expect(look.font?.size == 13 && look.font?.uppercase == true, "\(name)")
            }
        }
    }
}

import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension ComponentTests {
    /// A state written as a later clause of a variant's phrase, after a colon or an arrow
    /// (`…, hover → Ink text + Moss border`): that state's look, never the resting one.
    @Suite struct StateLeadClauses {
        static let document = """
        # Kettle

        ## Colors

        - **Moss**: #2F5D50
        - **Cream**: #FBF8F1
        - **Slate**: #3B4252
        - **Ink**: #111418
        - **Fog**: #D8DEE9

        ## Components

        ### Buttons
        - **Secondary**: Cream bg, Slate text, 1px Fog border, hover → Ink text + Moss border
        - **Quiet**: Cream bg, Slate text, 1px Fog border, hover: Ink text, Moss border
        - **Plain**: Cream bg, Slate text, ratio: 2:1 wide
        """

        static let system = Result { () throws -> AnalyzedSystem in try TestSupport.analysedSystem(document) }

        @Test(arguments: ["Secondary", "Quiet"])
        func aStateAfterAnArrowOrAColonIsThatStates(_ name: String) throws {
            let buttons = try #require(try Self.system.get().components.first { $0.name == "Buttons" })
            let variant = try #require(buttons.variant(named: name))
            #expect(variant.states[.default]?.textColor?.hex == "#3B4252")
            #expect(variant.states[.default]?.borderColor?.hex == "#D8DEE9")
            #expect(variant.states[.hover]?.textColor?.hex == "#111418")
            #expect(variant.states[.hover]?.borderColor?.hex == "#2F5D50")
        }

        @Test func aLabelThatNamesNoStateStaysTheRestingLook() throws {
            let buttons = try #require(try Self.system.get().components.first { $0.name == "Buttons" })
            let plain = try #require(buttons.variant(named: "Plain"))
            #expect(plain.states[.default]?.fill?.hex == "#FBF8F1")
            #expect(plain.states[.hover] == nil || plain.states[.hover]?.fill?.hex == "#FBF8F1")
        }
    }
}

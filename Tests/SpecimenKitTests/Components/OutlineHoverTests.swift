import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension ComponentTests {
    /// A hover colour with no role word: on a control drawn as text alone it is the text's; on
    /// an outline control, transparent inside a drawn border, it tints the box; and in focus, a
    /// bordered control's colour is its edge's (a ring), not a fill.
    @Suite struct OutlineHover {
        static let document = """
        # Reedbank

        ## Components

        ### Buttons

        **Outline Button**
        - Background: transparent
        - Border: 1px solid #2C6FB7
        - Text: #2C6FB7
        - Hover: #EAF2FB
        - Focus: ring with `#1D4E8A`

        **Text Button**
        - Background: transparent
        - Text: #2C6FB7
        - Hover: #1D4E8A
        """

        static let system = Result { () throws -> AnalyzedSystem in try TestSupport.analysedSystem(document) }

        static func look(_ variant: String, _ state: ComponentState = .default) throws -> ResolvedProperties? {
            try TestSupport.variant("Buttons", variant, in: try system.get().components).states[state]
        }

        @Test func anOutlineControlsHoverColourTintsItsBox() throws {
            let hover = try #require(try Self.look("Outline", .hover))
            #expect(hover.fill?.hex == "#EAF2FB")
            #expect(hover.textColor?.hex != "#EAF2FB")
        }

        @Test func aBorderedControlsFocusColourIsItsEdge() throws {
            let focus = try #require(try Self.look("Outline", .focus))
            #expect(focus.borderColor?.hex == "#1D4E8A")
            #expect(focus.fill?.hex != "#1D4E8A")
        }

        @Test func aTextControlsHoverColourIsItsText() throws {
            let hover = try #require(try Self.look("Text", .hover))
            #expect(hover.textColor?.hex == "#1D4E8A")
        }
    }
}

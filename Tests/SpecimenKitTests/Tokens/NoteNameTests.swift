import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// A palette table whose notes open with a name of their own (`| Primary | #2F4A3A | Deep Fir.
/// The brand anchor. |`) calls the colour by that name too, so a component's "Deep Fir fill"
/// finds it; a note opening with what the colour is for names nothing, and a note's name that is
/// another colour's own name keeps naming that one.
@Suite struct NoteNameTests {
    static let document = """
    # Fir

    ## Colors
    | Color Name | Hex Code | Explanation |
    |---|---|---|
    | Primary | #2F4A3A | Deep Fir. The brand anchor, for main actions. |
    | Base-100 | #FAF6EE | Birch Paper. The page, warm off-white. |
    | Base-300 | #D9D2C4 | Used for inputs and borders. |
    | Accent | #B5653A | Primary. A warm pop for badges. |

    ## Components
    - **Buttons**: Deep Fir fill with Birch Paper text, 8px radius.
    - **Inputs**: Birch Paper background, 1px Base-300 border.
    - **Tags**: Accent fill, Birch Paper text.
    """

    static let system = Result { try TestSupport.analysedSystem(document) }

    @Test func aNotesLeadingNameCallsTheColourByIt() throws {
        let buttons = try TestSupport.variant("Buttons", in: Self.system.get().components)[.default]
        #expect(buttons?.fill?.hex == "#2F4A3A" && buttons?.textColor?.hex == "#FAF6EE")
        let inputs = try TestSupport.variant("Inputs", in: Self.system.get().components)[.default]
        #expect(inputs?.fill?.hex == "#FAF6EE")
    }

    @Test func aNoteOpeningWithAUseOrAnothersNameNamesNothing() throws {
        let tokens = try Self.system.get().tokens.tokens
        #expect(tokens.first { $0.name == "Base-300" }?.role == nil)
        #expect(tokens.first { $0.name == "Accent" }?.role == nil)
        let tags = try TestSupport.variant("Tags", in: Self.system.get().components)[.default]
        #expect(tags?.fill?.hex == "#B5653A")
    }

    @Test func onlyANameBeforeTheFirstSentenceEnds() {
        #expect(ColorStatementInterpreter.leadingName(of: "Deep Fir. The brand anchor.") == "Deep Fir")
        #expect(ColorStatementInterpreter.leadingName(of: "Used for inputs and borders. Keep it quiet.") == nil)
        #expect(ColorStatementInterpreter.leadingName(of: "Deep Fir.") == nil)
        #expect(ColorStatementInterpreter.leadingName(of: nil) == nil)
    }
}

import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// A block of bare CSS declarations under a component's heading, whose states follow a comment
/// naming each (`/* Hover */`, `/* Focus state */`): the declarations after the comment, up to
/// a blank line, are that state's look; the resting look keeps its own values.
@Suite struct StateCommentTests {
    static let document = """
    # Tidewater

    ## Components

    ### Save Button
    ```css
    background: #1F5F8B;
    color: #FFFFFF;
    border-radius: 6px;

    /* Hover */
    background: #17496B;
    ```

    ### Query Field
    ```css
    border: 1px solid #C9D3DC;
    background-color: #F7F9FA;

    /* Focus state */
    border-color: #1F5F8B;
    background-color: #FFFFFF;

    /* Compact */
    padding: 4px 8px;
    ```
    """

    static let system = Result { try TestSupport.analysedSystem(document) }

    @Test func declarationsUnderAStateCommentAreThatStatesLook() throws {
        let button = try TestSupport.variant("Save Button", in: Self.system.get().components)
        #expect(button[.default]?.fill?.hex == "#1F5F8B", "the resting fill is not overwritten")
        #expect(button[.hover]?.fill?.hex == "#17496B")
        let field = try TestSupport.variant("Query Field", in: Self.system.get().components)
        #expect(field[.default]?.borderColor?.hex == "#C9D3DC" && field[.default]?.fill?.hex == "#F7F9FA")
        #expect(field[.focus]?.borderColor?.hex == "#1F5F8B" && field[.focus]?.fill?.hex == "#FFFFFF")
    }

    @Test func aCommentNamingNoStateLeavesTheRestingLook() throws {
        #expect(StatementSpecReader.stateComment("Hover", kind: .button) == .hover)
        #expect(StatementSpecReader.stateComment("Active State", kind: .button) == .pressed)
        #expect(StatementSpecReader.stateComment("Compact", kind: .textInput) == nil)
        #expect(StatementSpecReader.stateComment("Focus ring", kind: .textInput) == nil)
        let field = try TestSupport.variant("Query Field", in: Self.system.get().components)
        // (`/* Compact */` names no state: its padding stays with the resting look.)
        #expect(field[.default]?.paddingVertical == 4 && field[.default]?.paddingHorizontal == 8)
    }
}

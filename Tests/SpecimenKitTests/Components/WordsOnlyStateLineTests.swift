import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// A state line that gives a colour in words only (`Default: Gray background`) never overrides
/// the value the component states (`Background: #EEF1F4`), and never takes the colour another
/// component's line happens to describe in the same words (`Gray background (#C9CCD1)` under a
/// button's disabled state): such words name no palette colour.
@Suite struct WordsOnlyStateLineTests {
    static let document = """
    # Quillmark

    ## Components

    ### Buttons

    #### Solid Button
    - Background: #1F3A5F
    - Text: #FFFFFF

    **States:**
    - Disabled: Gray background (#C9CCD1), gray text (#8A8F98)

    ### Fields

    #### Search Field
    - Background: #EEF1F4
    - Border: 1px solid transparent
    - Radius: 10px

    **States:**
    - Default: Gray background, transparent border
    - Focused: Gray background, black border
    """

    static let system = Result { () throws -> AnalyzedSystem in try TestSupport.analysedSystem(document) }

    @Test func theStatedFillHolds() throws {
        let field = try TestSupport.variant("Search Field", in: Self.system.get().components)
        #expect(field.states[.default]?.fill?.hex == "#EEF1F4")
        // The focused state's "Gray background" is the same words as the resting state's: the
        // resting fill, not a colour to look up.
        #expect(field.states[.focus]?.fill?.hex == "#EEF1F4")
        #expect(field.states[.focus]?.borderColor?.hex == "#000000")
    }

    @Test func aStatesWordsNameNoPaletteColour() throws {
        let names = try Self.system.get().tokens.tokens.map { $0.name.lowercased() }
        #expect(!names.contains("gray background") && !names.contains("gray text"))
    }

    @Test func theButtonStillDrawsItsDisabledColours() throws {
        let button = try TestSupport.variant("Solid Button", in: Self.system.get().components)
        #expect(button.states[.disabled]?.fill?.hex == "#C9CCD1")
        #expect(button.states[.disabled]?.textColor?.hex == "#8A8F98")
    }
}

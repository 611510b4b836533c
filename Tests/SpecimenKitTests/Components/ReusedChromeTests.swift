import Testing
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenSite

/// A variant that takes its sibling's look in words (`same chrome as Primary`, `re-uses the
/// Tariff Card chrome`) and changes some of it, and two colours joined by `and`, each before the
/// property it colours (`Sand fill and Kelp text`).
@Suite struct ReusedChromeTests {
    static let document = """
    # Kelp

    ## Colors
    - **Sand** (#F6F1E7): page and card background.
    - **Kelp** (#1F5C4A): primary actions.
    - **Tide** (#DCE7E2): quiet surfaces.

    ## Components

    ### Buttons
    - **Primary**: Kelp background, white text, 6px radius, 10px 18px padding.
    - **Secondary**: same chrome as Primary, with Sand fill and Kelp text.
    - **Quiet**: Tide background and Kelp text, 6px radius.

    ### Cards
    - **Tariff Card**: Sand background, 14px radius, 20px padding.
    - **Chosen Tariff Card**: re-uses the Tariff Card chrome with a 2px Kelp border.
    - **Note Card**: Tide background and border, 8px radius.
    """

    static let components = Result { try TestSupport.analysedSystem(document).components }

    static func look(_ component: String, _ variant: String) throws -> ResolvedProperties {
        try #require(try TestSupport.variant(component, variant, in: components.get())[.default])
    }

    @Test func sameChromeAsASiblingTakesItsLookUnderItsOwnColours() throws {
        let secondary = try Self.look("Buttons", "Secondary")
        #expect(secondary.fill?.hex == "#F6F1E7" && secondary.textColor?.hex == "#1F5C4A")
        #expect(secondary.radius == 6 && secondary.paddingVertical == 10 && secondary.paddingHorizontal == 18)
    }

    @Test func reusingASiblingsChromeTakesItsWholeLook() throws {
        let chosen = try Self.look("Cards", "Chosen Tariff Card")
        #expect(chosen.fill?.hex == "#F6F1E7" && chosen.radius == 14 && chosen.paddingVertical == 20)
        #expect(chosen.borderWidth == 2 && chosen.borderColor?.hex == "#1F5C4A")
        // The sibling keeps its own look: no border of the chosen one's.
        let tariff = try Self.look("Cards", "Tariff Card")
        #expect(tariff.borderWidth == nil || tariff.borderWidth == 0)
    }

    @Test func twoColoursJoinedByAndEachColourTheirProperty() throws {
        let quiet = try Self.look("Buttons", "Quiet")
        #expect(quiet.fill?.hex == "#DCE7E2" && quiet.textColor?.hex == "#1F5C4A")
    }

    @Test func clausesSplitAtAndOnlyBetweenTwoColouredProperties() {
        #expect(PropertyPhraseReader.clauses(of: "Sand fill and Kelp text") == ["Sand fill", "Kelp text"])
        #expect(PropertyPhraseReader.clauses(of: "navy background and white border") == ["navy background", "white border"])
        // One property named twice, or a noun alone on a side, stays one clause.
        #expect(PropertyPhraseReader.clauses(of: "Text and icons in Kelp") == ["Text and icons in Kelp"])
        #expect(PropertyPhraseReader.clauses(of: "Tide background and border") == ["Tide background and border"])
        #expect(PropertyPhraseReader.clauses(of: "black and white stripes") == ["black and white stripes"])
    }
}

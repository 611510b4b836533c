import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// Lines that state several values: labelled values parted by `·` (each its own property), a
/// length per size (`44px (lg), 36px (md)`: the default size's drawn, the others listed), and
/// lengths offered as alternatives (`12px, 16px, or 20px`: the first drawn, the line listed).
@Suite struct SeveralValuesLineTests {
    static let document = """
    # Harbor

    ## Colours

    | Token | Hex |
    |---|---|
    | Tide | #1D4ED8 |

    ## Components

    ### Button
    - **Height**: 44px (lg), 36px (md), 28px (sm)
    - **Padding**: Horizontal 20px (lg), 14px (md), 10px (sm)
    - **Background**: Tide

    ### Card
    - **Padding**: 12px, 16px, or 20px
    - **Radius**: 10px

    ### Chip

    **Radius:** 6px · **Padding:** 4px 10px · **Background:** Tide

    ### Tag
    Radius: 3px · Padding: 2px 6px
    """

    static let system = Result { try TestSupport.analysedSystem(document) }

    @Test func labelledValuesPartedByADotAreEachTheirOwn() throws {
        let components = try Self.system.get().components
        let chip = try TestSupport.variant("Chip", in: components)[.default]
        #expect(chip?.radius == 6 && chip?.paddingVertical == 4 && chip?.paddingHorizontal == 10)
        #expect(chip?.fill?.hex == "#1D4ED8")
        let tag = try TestSupport.variant("Tag", in: components)[.default]
        #expect(tag?.radius == 3 && tag?.paddingVertical == 2 && tag?.paddingHorizontal == 6)
    }

    @Test func aLengthPerSizeDrawsTheDefaultSizeOnTheStatedSide() throws {
        let system = try Self.system.get()
        let button = try TestSupport.variant("Button", in: system.components)[.default]
        #expect(button?.height == 36 && button?.paddingHorizontal == 14)
        #expect(button?.paddingVertical == nil)
        let spec = try #require(system.componentSpecs.first { $0.name == "Button" })
        #expect(spec.rules.map(\.text) == ["Height: 44px (lg)", "Height: 28px (sm)", "Padding: Horizontal 20px (lg)", "Padding: 10px (sm)"])
    }

    @Test func lengthsOfferedAsAlternativesDrawTheFirst() throws {
        let system = try Self.system.get()
        let card = try TestSupport.variant("Card", in: system.components)[.default]
        #expect(card?.paddingVertical == 12 && card?.paddingHorizontal == 12 && card?.radius == 10)
        let spec = try #require(system.componentSpecs.first { $0.name == "Card" })
        #expect(spec.rules.map(\.text) == ["Padding: 12px, 16px, or 20px"])
        #expect(SpecBuilder.offeredLengths(in: "12px, 16px, or 20px") == "12px")
        #expect(SpecBuilder.offeredLengths(in: "12px 24px") == nil)
        #expect(SpecBuilder.offeredLengths(in: "8px, 16px") == nil)
    }
}

import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// A style sheet's variables named for a kind (`$btn-padding-y`, `$card-border-radius`,
/// `$input-focus-border-color`), outside any component's section, are that kind's component:
/// a property, perhaps after a state, is read as its bullet would be; a value naming another
/// variable of the sheet is that variable's; a size's variable (`-lg`) and a rest naming no
/// property (`spacer x`) are listed as written.
@Suite struct StyleVariableComponentTests {
    static let document = """
    # Quill

    ## Colors
    - **Plum** (#57072F): brand
    - **Linen** (#F4F1EC): page

    ## Theme overrides

    ```scss
    $border-radius: 6px;
    $btn-padding-y: .5rem;
    $btn-padding-x: 1.25rem;
    $btn-border-radius: $border-radius;
    $btn-border-radius-lg: 10px;
    $card-bg: #FFFFFF;
    $card-border-radius: 8px;
    $card-spacer-x: 1.5rem;
    $input-border-color: #E8E2D9;
    $input-focus-border-color: #57072F;
    ```
    """

    static let components = Result { try TestSupport.analysedSystem(document).components }

    @Test func eachKindNamedByItsVariablesIsAComponent() throws {
        #expect(try Self.components.get().map(\.name) == ["Button", "Card", "Input"])
        let button = try TestSupport.variant("Button", in: Self.components.get())[.default]
        #expect(button?.paddingVertical == 8 && button?.paddingHorizontal == 20 && button?.radius == 6)
        let card = try TestSupport.variant("Card", in: Self.components.get())[.default]
        #expect(card?.fill?.hex == "#FFFFFF" && card?.radius == 8)
        let input = try TestSupport.variant("Input", in: Self.components.get())
        #expect(input[.default]?.borderColor?.hex == "#E8E2D9" && input[.focus]?.borderColor?.hex == "#57072F")
    }

    @Test func whatItDoesNotReadIsListedAsWritten() throws {
        let components = try Self.components.get()
        let button = try #require(components.first { $0.name == "Button" })
        #expect(button.spec.notDrawn.map(\.text) == ["$btn-border-radius-lg: 10px"])
        let card = try #require(components.first { $0.name == "Card" })
        #expect(card.spec.notDrawn.map(\.text) == ["$card-spacer-x: 1.5rem"])
    }
}

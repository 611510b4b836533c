import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// States written once for every look: a line for all of them (`All buttons: focus ring …;
/// disabled at 40% opacity`) and a `### Button states` section after the looks. Each look takes
/// the states it states none of; its own state wins.
@Suite struct SharedStatesTests {
    static let everyLine = """
    # Quince Works

    ## Components

    ### Buttons

    - **Solid**: #2E4A3B background, #FFFFFF text, 6px radius
    - **Soft**: #F7F1E5 background, #2E4A3B text; disabled: 60% opacity

    All buttons: focus ring 2px #3366CC with 2px offset; disabled at 40% opacity.
    """

    static let statesSection = """
    # Quince Works

    ## Components

    ### Buttons

    #### Solid
    - Background: #2E4A3B
    - Text: #FFFFFF

    #### Soft
    - Background: #F7F1E5
    - Text: #2E4A3B
    - Disabled: 60% opacity

    ### Button states
    - Hover: background #243B2F
    - Disabled: 40% opacity

    ### Card
    - Background: #F7F1E5
    """

    static let siblings = """
    # Quince Works

    ## Components

    ### Buttons

    #### Solid Button
    - Background: #2E4A3B
    - Text: #FFFFFF

    #### Ghost Button
    - Background: transparent
    - Text: #2E4A3B

    #### Button States
    - Pressed: 80% opacity

    ### Card
    - Background: #F7F1E5
    """

    @Test func aLineForEveryLookGivesEachItsStates() throws {
        let components = try TestSupport.analysedSystem(Self.everyLine).components
        let solid = try TestSupport.variant("Buttons", "Solid", in: components)
        let soft = try TestSupport.variant("Buttons", "Soft", in: components)
        #expect(solid[.focus]?.borderColor?.hex == "#3366CC" && soft[.focus]?.borderColor?.hex == "#3366CC", "\(solid.states)")
        #expect(solid[.disabled]?.opacity == 0.4 && soft[.disabled]?.opacity == 0.6, "\(solid.states) \(soft.states)")
        // (The resting look keeps no focus ring and no fading.)
        #expect(solid[.default]?.opacity == nil && solid[.default]?.borderColor == nil, "\(String(describing: solid[.default]))")
    }

    @Test func aStatesSectionAfterTheLooksIsTheirs() throws {
        let components = try TestSupport.analysedSystem(Self.statesSection).components
        #expect(!components.contains { $0.name == "Button states" }, "\(components.map(\.name))")
        let solid = try TestSupport.variant("Buttons", "Solid", in: components)
        let soft = try TestSupport.variant("Buttons", "Soft", in: components)
        #expect(solid[.hover]?.fill?.hex == "#243B2F" && soft[.hover]?.fill?.hex == "#243B2F", "\(solid.states)")
        #expect(solid[.disabled]?.opacity == 0.4 && soft[.disabled]?.opacity == 0.6, "\(soft.states)")
        let card = try TestSupport.variant("Card", in: components)
        #expect(card[.hover] == nil, "\(card.states)")
    }

    @Test func aStatesSectionReachesEachComponentOfItsKindUnderItsHeading() throws {
        let components = try TestSupport.analysedSystem(Self.siblings).components
        #expect(!components.contains { $0.name == "Button States" }, "\(components.map(\.name))")
        for name in ["Solid Button", "Ghost Button"] {
            #expect(try TestSupport.variant(name, in: components)[.pressed]?.opacity == 0.8, "\(name)")
        }
        #expect(try TestSupport.variant("Card", in: components)[.pressed] == nil)
    }
}

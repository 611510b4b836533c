import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// A step named alike in several scales (`md` in the spacing, radius and shadow tables) is read
/// from the scale of the property it gives; a line on one edge written with its side after the
/// line's word; a radius given to the corners of one side.
@Suite struct ScaleStepAndCornerTests {
    static let document = """
    # Harbour

    ## Colors
    - **Tide Ink** (#1B2A33): text
    - **Sand** (#F4EFE6): the page
    - **Kelp** (#2F6B4F): brand
    - **Mist Line** (#D9D4CA): borders

    ## Spacing
    | Token | Value | Usage |
    |---|---|---|
    | `sm` | 8px | Tight gaps |
    | `md` | 20px | Standard spacing |

    ## Corner Radius
    | Token | Value | Usage |
    |---|---|---|
    | `sm` | 6px | Buttons |
    | `md` | 14px | Standard cards |

    ## Shadows
    | Token | Value | Usage |
    |---|---|---|
    | `sm` | 0 1px 2px rgba(0,0,0,0.1) | Buttons at rest |
    | `md` | 0 6px 18px rgba(0,0,0,0.2) | Cards |

    ## Components

    ### Cards
    - Sand fill, 1px Mist Line border, Tide Ink text

    ### Top bar
    - **Bar:** `56px` height, Sand fill, `1px` Mist Line border bottom. Stays put on scroll.

    ### Drawers
    Sand background, 20px top corners, Tide Ink text, slides up from the bottom.
    """

    static let system = Result { try TestSupport.analysedSystem(document) }

    @Test func aRadiusStepIsTheRadiusTablesNotTheSpacingOfTheSameName() throws {
        let card = try TestSupport.variant("Cards", nil, in: Self.system.get().components)
        #expect(card[.default]?.radius == 14)
    }

    @Test func aShadowStepIsTheShadowTablesNotTheSpacingOfTheSameName() throws {
        let card = try TestSupport.variant("Cards", nil, in: Self.system.get().components)
        let layers = card[.default]?.shadow?.layers ?? []
        #expect(layers.count == 1 && layers.first?.blur?.cssPixels == 18, "\(layers)")
    }

    @Test func aLineWithItsSideAfterTheWordBorderIsOnThatEdge() throws {
        let bar = try TestSupport.variant("Top bar", nil, in: Self.system.get().components)
        #expect(bar[.default]?.borderSide == "bottom" && bar[.default]?.borderWidth == 1)
        #expect(bar[.default]?.borderColor?.hex == "#D9D4CA" && bar[.default]?.height == 56)
    }

    @Test func aRadiusForTheTopCornersRoundsOnlyThose() throws {
        let drawer = try TestSupport.variant("Drawers", nil, in: Self.system.get().components)
        #expect(drawer[.default]?.cornerRadii == [20, 20, 0, 0], "\(String(describing: drawer[.default]?.cornerRadii))")
    }
}

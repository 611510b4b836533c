import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// `| Property | Spec |` or `| Property | Value |` directly under a component's heading: each
/// row a property of that component (the heading names it, of a known kind or not), a row
/// naming a part in a state that part's, and a row naming a piece with a state's word
/// (`Current leg`) a piece, never the whole component in that state.
@Suite struct PropertyTableTests {
    static let document = """
    # Pebble

    ## Colors
    - **Chalk** (#FBFAF7): page
    - **Ink** (#1F2430): text
    - **Moss** (#4C7A4F): accents
    - **Fog** (#D9DDD3): borders

    ## Radius
    | Token | Value |
    |---|---|
    | `md` | 10px |
    | `lg` | 16px |

    ## Components

    ### Range Slider
    | Property | Value |
    |---|---|
    | Track | Fog |
    | Background | #EDEBE4 |
    | Height | 6px |
    | Radius | `full` |

    ### Search Suggestions
    The matches under the search field.

    | Property | Spec |
    |---|---|
    | Container | Chalk, `rounded-lg`, 1px Fog |
    | Row hover | Fog |
    | Row selected | Moss fill, Chalk text |

    ### Trip Card
    | Property | Spec |
    |---|---|
    | Surface | Chalk, `rounded-md`, 1px Fog |
    | `:hover` | Moss border |
    | Current leg | Ink |
    """

    static let system = Result { try TestSupport.analysedSystem(document) }

    @Test func aPropertyTableUnderAHeadingOfNoKindIsThatComponent() throws {
        let slider = try TestSupport.variant("Range Slider", in: Self.system.get().components)[.default]
        #expect(slider?.fill?.hex == "#EDEBE4" && slider?.height == 6 && slider?.fullyRounded == true)
        let component = try #require(Self.system.get().components.first { $0.name == "Range Slider" })
        #expect(component.parts.map(\.name) == ["Track"])
    }

    @Test func aPropertyRowIsNoPaletteColour() throws {
        let names = try Self.system.get().tokens.tokens.map(\.name)
        #expect(!names.contains { $0.lowercased() == "background" }, "\(names)")
    }

    @Test func aSpecColumnIsTheRowsValueAndAPartsStateIsThePartsOwn() throws {
        let list = try TestSupport.variant("Search Suggestions", in: Self.system.get().components)
        #expect(list[.default]?.fill?.hex == "#FBFAF7" && list[.default]?.radius == 16 && list[.default]?.borderColor?.hex == "#D9DDD3")
        #expect(list[.hover] == nil && list[.selected] == nil)
        let component = try #require(Self.system.get().components.first { $0.name == "Search Suggestions" })
        #expect(component.parts.map(\.name) == ["Row hover", "Row selected"])
    }

    /// `on` in `Action Blue on Dark` places a colour: no state, so no part in a state.
    @Test func aColourPlacedOnAGroundIsNoPartInAState() throws {
        let extracted = try ReadingAsFrontMatterTests.extracted(Self.document + """


            ### Links
            - **Action Blue on Light**: `#2264d6`, underline on hover
            - **White on Dark**: `#ffffff`
            """)
        #expect(!extracted.contains(#"part "Action Blue on Light""#), "\(extracted)")
    }

    @Test func aRowNamedWithAStatesWordIsAPieceOfTheCard() throws {
        let card = try TestSupport.variant("Trip Card", in: Self.system.get().components)
        #expect(card[.default]?.fill?.hex == "#FBFAF7" && card[.default]?.radius == 10)
        #expect(card[.hover]?.borderColor?.hex == "#4C7A4F")
        #expect(card[.selected] == nil)
        let component = try #require(Self.system.get().components.first { $0.name == "Trip Card" })
        #expect(component.parts.map(\.name) == ["Current leg"])
    }
}

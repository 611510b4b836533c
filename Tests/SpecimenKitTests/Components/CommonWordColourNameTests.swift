import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenSite

/// Colours named by ordinary words (a state, a status, a weight word in a colour's name) are
/// called by those words only where the words name a colour: "Hover effect: gentle lift" on a
/// tile, "Show error when the value is wrong" on a field, "Confirmation or success note" on a
/// notice and "Medium Slate" as a tab's text draw no fill and no weight. State colours listed
/// under a caption that names a kind ("Button Color States:") are that kind's, not palette colours
/// called Hover or Error.
@Suite struct CommonWordColourNameTests {
    static let document = """
    # Orchard UI

    ## Colours

    | Name | Hex | Use |
    |------|-----|-----|
    | Leaf | #2F855A | Primary actions |
    | Berry | #C53030 | Errors |
    | Medium Slate | #6B7280 | Quiet labels |

    ### Color States

    **Button Color States:**
    - Default: #2F855A
    - Hover: #22543D (Deeper leaf)
    - Pressed: #1C4532

    **Field Color States:**
    - Default: #F7FAFC background, #1A202C text
    - Focus: #2F855A border, #FFFFFF background
    - Error: #C53030 border, #FFF0F0 background

    ### Named tokens
    - color-success: #38A169
    - color-error: #C53030

    ## Components

    ### Buttons

    **Go Button**
    - Background: Leaf #2F855A
    - Text: white

    **Quiet Button**
    - Background: #EDF2F7
    - Text: Leaf

    ### Tiles

    **Plain Tile**
    - Background: #FFFFFF
    - Hover effect: gentle lift

    ### Fields

    **Mail Field**
    - Show error when the value is wrong

    ### Notices

    **Note Notice**
    - Confirmation or success note

    ### Tabs

    **Quiet Tab**
    - Text color: Medium Slate #6B7280
    - Padding: 8px 12px

    ### Badges

    **Alert Badge**
    - Background: error
    - Text: white

    **Loud Badge**
    - Background: error (large)
    - Text: white
    """

    static let system = Result { try TestSupport.analysedSystem(document) }

    @Test func aStateWordInAComponentsProseIsNoColour() throws {
        let components = try Self.system.get().components
        let tile = try #require(components.first { $0.name == "Tiles" }, "\(components.map(\.name))")
        for variant in tile.variants {
            #expect(variant[.hover]?.fill?.hex != "#22543D", "\(variant.name)")
        }
        // Described only in words, the field and the notice are listed, never drawn in a colour.
        let fields = components.first { $0.name == "Fields" }?.variants ?? []
        #expect(!fields.contains { $0[.default]?.fill?.hex == "#C53030" })
        let notices = components.first { $0.name == "Notices" }?.variants ?? []
        #expect(!notices.contains { $0[.default]?.fill?.hex == "#38A169" })
    }

    @Test func aStatusWordStandingAsTheValueStillNamesTheColour() throws {
        let components = try Self.system.get().components
        let badge = try TestSupport.variant("Badges", in: components)[.default]
        #expect(badge?.fill?.hex == "#C53030", "\(String(describing: badge?.fill))")
        // A bracketed note after it (a size) leaves it the value alone.
        let badges = try #require(components.first { $0.name == "Badges" })
        let loud = try #require(badges.variants.first { $0.name.contains("Loud") }, "\(badges.variants.map(\.name))")
        #expect(loud[.default]?.fill?.hex == "#C53030")
    }

    /// A state list captioned by a kind is the states of that kind's look in the listed
    /// default colour, not of every look of the kind.
    @Test func aKindsStateListGivesTheStatesOfItsDefaultLook() throws {
        let components = try Self.system.get().components
        let buttons = try #require(components.first { $0.name == "Buttons" }, "\(components.map(\.name))")
        let go = try #require(buttons.variants.first { $0[.default]?.fill?.hex == "#2F855A" }, "\(buttons.variants.map(\.name))")
        #expect(go[.hover]?.fill?.hex == "#22543D")
        #expect(go[.pressed]?.fill?.hex == "#1C4532")
        let quiet = try #require(buttons.variants.first { $0[.default]?.fill?.hex == "#EDF2F7" }, "\(buttons.variants.map(\.name))")
        #expect(quiet[.hover]?.fill?.hex != "#22543D")
    }

    @Test func aWeightWordInAColoursNameIsNoWeight() throws {
        let components = try Self.system.get().components
        let tab = try TestSupport.variant("Tabs", in: components)[.default]
        #expect(tab?.textColor?.hex == "#6B7280")
        #expect(tab?.font?.weight == nil || tab?.font?.weight == "regular", "\(String(describing: tab?.font))")
    }

    @Test func stateColoursUnderAKindsCaptionAreThatKinds() throws {
        let tokens = try Self.system.get().system.tokens
        #expect(tokens.index.lookup("hover", mode: .light) == nil)
        #expect(tokens.index.lookup("focus", mode: .light) == nil)
        #expect(tokens.index.lookup("default", mode: .light) == nil)
        let hover = try #require(tokens.index.lookup("button hover", mode: .light))
        guard case .color(let colour) = hover.value else { Issue.record("\(hover.value)"); return }
        #expect(colour.hex == "#22543D")
    }
}

import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenSite

/// A part's colour is measured only on the fill it sits on, as what it is: a picture beside the
/// component's text (an icon, a chevron, a dot) is a graphic held to 3:1 only where the document
/// says it carries meaning, a line of text on a line that also names an icon is still text, and
/// colours listed under a line that says what they colour (`Add a coloured accent border`) are
/// that border's, never a card's text.
@Suite struct PictureMeaningTests {
    static let document = """
    # Tallow

    ## Colours

    - **Paper**: #FFFFFF — page background
    - **Mist**: #F2F5F3 — card background
    - **Fog**: #CFD8D3 — borders
    - **Ink**: #1B2620 — body text
    - **Slate**: #5B6670 — secondary text
    - **Honey**: #E0A526 — pending accent
    - **Lagoon**: #2E8FA6 — shipped accent
    - **Ember**: #D0453A — errors

    ## Components

    ### Settings Row
    - Paper background, Ink text
    - Leading icon: Fog
    - Chevron: Fog

    ### Alert Row
    - Paper background, Ink text
    - Status icon: Honey

    ### Product Card
    - Background: Mist
    - Below the photo: product name 16px Ink, category caption 12px Slate, a small cart icon

    ### Cards

    **Plain Card**
    - Background: Mist
    - Text: Ink

    **Clickable Card** (Tappable)
    - Hover: shadow-md

    **Status Cards** (Order cards)
    - Add a coloured accent border (3px left)
    - Pending: Honey
    - Shipped: Lagoon
    """

    static let system = Result { try TestSupport.analysedSystem(document, folder: "tallow") }

    static func pairs(of component: String) throws -> [ContrastPair] {
        try #require(try system.get().audit).pairs.filter { $0.context.component == component }
    }

    /// A chevron and a leading icon beside the row's text: their ratios are shown, never a failure.
    @Test func aPictureBesideTextIsExemptUnlessItMeansSomething() throws {
        let row = try Self.pairs(of: "Settings Row")
        let chevron = try #require(row.first { $0.context.variant == "Chevron" }, "\(row.map(\.context.variant))")
        #expect(chevron.category == .nonText && chevron.background.hex == "#FFFFFF")
        #expect(chevron.exemption != nil && !chevron.fails(.aa))
        // The row's own text is still measured.
        #expect(row.contains { $0.context.variant == "base" && $0.context.element == "text" && $0.foreground.hex == "#1B2620" })
        // A status icon says something: held to 3:1, and Honey on Paper falls short.
        let status = try #require(try Self.pairs(of: "Alert Row").first { $0.context.variant == "Status icon" })
        #expect(status.exemption == nil && status.category == .nonText && status.fails(.aa))
    }

    /// `product name … Ink, category caption … Slate, a small cart icon`: the names are text on
    /// the card's Mist, whatever else the line draws.
    @Test func textPartsOnALineThatNamesAnIconStayText() throws {
        let card = try Self.pairs(of: "Product Card")
        for name in ["product name", "category caption"] {
            let pair = try #require(card.first { $0.context.variant == name }, "\(card.map(\.context.variant))")
            #expect(pair.context.element == "text" && pair.category != .nonText, "\(name)")
            #expect(pair.background.hex == "#F2F5F3")
        }
    }

    /// `Status Cards` is one look of the cards, its colours its accent border's: no text row for
    /// Honey or Lagoon, and the clickable card keeps no border it never stated.
    @Test func coloursListedUnderAnAccentBorderAreTheBorders() throws {
        let system = try Self.system.get()
        let cards = try #require(system.components.first { $0.name == "Cards" })
        let names = cards.variants.map(\.name)
        #expect(names == ["Plain", "Clickable", "Status", "Status Pending", "Status Shipped"], "\(names)")
        let pending = try TestSupport.variant("Cards", "Status Pending", in: system.components)
        #expect(pending[.default]?.borderColor?.hex == "#E0A526" && pending[.default]?.textColor == nil)
        let clickable = try TestSupport.variant("Cards", "Clickable", in: system.components)
        #expect(clickable[.default]?.borderWidth == nil, "\(String(describing: clickable[.default]?.borderWidth))")
        let rows = try Self.pairs(of: "Cards")
        #expect(!rows.contains { $0.foreground.hex == "#E0A526" || $0.foreground.hex == "#2E8FA6" }, "\(rows.map(\.context.variant))")
        #expect(rows.contains { $0.context.variant == "Plain" && $0.foreground.hex == "#1B2620" })
    }
}

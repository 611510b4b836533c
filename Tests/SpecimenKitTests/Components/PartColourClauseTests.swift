import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenSite

/// A colour phrase whose subject is a part of the component (`Icons coloured in Pine`, `the icon
/// is tinted Gold`, `Gold icon`, in a card `title in Ink`) colours that part, never the
/// component's fill or text; a caption naming a picture (`**Icon Style**`) is that picture's lines;
/// a type style named for a part of a card (`Title: Headline M`, `Label: Caption`) sets that part's
/// type, while a chip's `Label` is its own text.
@Suite struct PartColourClauseTests {
    static let document = """
    # Fernway

    ## Colours

    - **Paper**: #FFFFFF — page background
    - **Mist**: #F2F5F3 — card background
    - **Fog**: #CFD8D3 — borders
    - **Ink**: #1B2620 — body text
    - **Pine**: #2F6B4F — brand
    - **Gold**: #C9A227 — highlights

    ## Typography

    | Style | Size | Weight |
    |---|---|---|
    | Headline M | 24px | 600 |
    | Caption | 12px | 500 |

    ## Components

    ### Journal Card
    - Background: Mist
    - Text: Ink
    - Title: Headline M
    - Label: Caption
    - Meta uses Caption in Pine

    ### Filter Chip
    - Background: Mist
    - Text: Ink
    - Label: Caption

    ### Tip Cards
    - Quiet style with `bg-mist` and `border-fog`
    - Icons coloured in Pine

    ### Note Card
    - Background: Mist
    - Text: Ink
    - Icon in Gold

    ### Count Tile
    - Mist background, Ink text, Gold icon, 12px radius

    ### Offer Card
    Mist background with Ink text; the icon is tinted Gold.

    ### Story Card
    - Mist background, Ink text
    - Title in Pine

    ### Help Card
    - Mist background
    - Text and icons in Pine

    ### Icon Button
    - Pine background, white icon

    ### Promo Card
    - Background: Mist
    - Text: Ink
    - Attached element: Pine circular button

    ### Empty Inbox

    **Layout**
    - Background: Mist
    - Text: Ink

    **Icon Style**
    - Size: 48px
    - Color: Fog
    """

    static let system = Result { try TestSupport.analysedSystem(document, folder: "fernway") }

    static func component(_ name: String) throws -> ResolvedComponent {
        let system = try Self.system.get()
        return try #require(system.components.first { $0.name == name }, "\(system.components.map(\.name))")
    }

    static func look(_ name: String) throws -> ResolvedProperties {
        try #require(try component(name).variants.first?[.default])
    }

    @Test func anIconsColourIsNoFillOfTheCard() throws {
        let tips = try Self.look("Tip Cards")
        // The quoted classes say the fill and the border; the icons' Pine is neither.
        #expect(tips.fill?.hex == "#F2F5F3" && tips.borderColor?.hex == "#CFD8D3", "\(String(describing: tips.fill?.hex))")
        let icons = try #require(try Self.component("Tip Cards").parts.first { $0.name == "Icons" })
        #expect(icons.properties.textColor?.hex == "#2F6B4F")
    }

    @Test func anIconInALabelledListIsItsPart() throws {
        let note = try Self.look("Note Card")
        #expect(note.fill?.hex == "#F2F5F3" && note.textColor?.hex == "#1B2620")
        #expect(try Self.component("Note Card").parts.first { $0.name == "Icon" }?.properties.textColor?.hex == "#C9A227")
    }

    @Test func anIconsClauseInAOneLineLookIsItsPart() throws {
        let tile = try Self.look("Count Tile")
        #expect(tile.fill?.hex == "#F2F5F3" && tile.textColor?.hex == "#1B2620")
        #expect(try Self.component("Count Tile").parts.first { $0.name == "Icon" }?.properties.textColor?.hex == "#C9A227")
    }

    @Test func aTintedIconInASentenceIsNoFill() throws {
        let offer = try Self.look("Offer Card")
        #expect(offer.fill?.hex == "#F2F5F3", "\(String(describing: offer.fill?.hex))")
        #expect(try Self.component("Offer Card").parts.first { $0.name == "Icon" }?.properties.textColor?.hex == "#C9A227")
    }

    @Test func aCardsTitleColourIsTheTitles() throws {
        let story = try Self.look("Story Card")
        #expect(story.textColor?.hex == "#1B2620")
        #expect(try Self.component("Story Card").parts.first { $0.name == "Title" }?.properties.textColor?.hex == "#2F6B4F")
    }

    /// A clause with a role word of its own is the component's, as before.
    @Test func textAndIconsTogetherStayTheText() throws {
        #expect(try Self.look("Help Card").textColor?.hex == "#2F6B4F")
        #expect(try Self.component("Help Card").parts.isEmpty)
    }

    /// An icon button's icon is all it shows: its own colour, no part.
    @Test func anIconButtonsIconIsItsOwn() throws {
        #expect(try Self.component("Icon Button").parts.allSatisfy { $0.name != "Icon" })
        #expect(try Self.look("Icon Button").fill?.hex == "#2F6B4F")
    }

    /// A part that is a filled control takes a colour without a role word as its fill.
    @Test func aPartThatIsAButtonIsFilled() throws {
        let card = try Self.component("Promo Card")
        let part = try #require(card.parts.first { $0.name == "Attached element" }, "\(card.parts.map(\.name))")
        #expect(part.properties.fill?.hex == "#2F6B4F" && part.properties.textColor?.hex != "#2F6B4F")
    }

    @Test func aTypeStyleNamedForACardsPartSetsThatPart() throws {
        let card = try Self.component("Journal Card")
        #expect(card.variants.first?[.default]?.font?.size == nil, "\(String(describing: card.variants.first?[.default]?.font))")
        let title = try #require(card.parts.first { $0.name == "Title" }, "\(card.parts.map(\.name))")
        #expect(title.properties.font?.size == 24)
        #expect(card.parts.first { $0.name == "Label" }?.properties.font?.size == 12)
        let meta = try #require(card.parts.first { $0.name == "Meta" })
        #expect(meta.properties.font?.size == 12 && meta.properties.textColor?.hex == "#2F6B4F")
        // A chip's label is the chip's own text.
        let chip = try Self.component("Filter Chip")
        #expect(chip.parts.isEmpty && chip.variants.first?[.default]?.font?.size == 12)
    }

    @Test func aPicturesCaptionIsThatPicture() throws {
        let inbox = try Self.component("Empty Inbox")
        #expect(inbox.variants.allSatisfy { $0[.default]?.textColor?.hex != "#CFD8D3" }, "\(inbox.variants.map(\.name))")
        let icon = try #require(inbox.parts.first { $0.name == "Icon Style" }, "\(inbox.parts.map(\.name))")
        #expect(icon.properties.textColor?.hex == "#CFD8D3")
        #expect(icon.properties.font?.size == nil)
    }
}

import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenSite

/// Components described by their parts: a card's box, its picture well and its lines of text,
/// each with its own look; a tile described in a paragraph; a labelled value that goes on with
/// other properties after a semicolon.
@Suite("Reading composites, as front matter")
struct ReadingCompositesAsFrontMatterTests {
    static let document = """
        # Lantern

        ## Colours
        - **Paper** (`#FFFFFF`): page background.
        - **Ink** (`#1A1A1A`): primary text.
        - **Slate** (`#5E6670`): secondary text.
        - **Mist** (`#EEF1F4`): picture wells and quiet surfaces.
        - **Ember** (`#D6452B`): sale prices and the primary action.

        ## Components

        ### Story Card
        - Container: Paper background, 12px radius, 1px solid Mist border, 16px padding.
        - Image well: Mist fill, above the text.
        - Below the picture: title 18px weight 600 Ink, summary 14px Slate, date 12px Slate.

        ### Promo Tile
        A full-bleed tile with a Mist background, 8px radius. Headline 28px weight 700 Ink; caption 13px Slate under it; one call to action at the bottom.

        ### Primary Button
        - Background: Ember
        - Text: Paper, 15px, weight 600
        - Radius: 6px; padding 10px 18px
        """

    /// The site built from `document`, in memory, as the `lantern` system.
    static func site(_ document: String) throws -> InMemoryFileSystem {
        let memory = try TestSupport.memorySite(documents: ["lantern/DESIGN.md": document])
        let builder = SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: []), fontConverter: .passthrough, toolFingerprint: "t")
        _ = try builder.build(TestSupport.memoryOptions)
        return memory
    }

    @Test("A card's container is the card; its lists of parts are parts; a tile in a paragraph is read; a radius is not its padding")
    func compositeParts() throws {
        #expect(try ReadingAsFrontMatterTests.extracted(Self.document) == """
            ---
            version: alpha
            name: "Lantern"
            colors:
              paper: "#FFFFFF"  # line 4
              ink: "#1A1A1A"  # line 5
              slate: "#5E6670"  # line 6
              mist: "#EEF1F4"  # line 7
              ember: "#D6452B"  # line 8
            components:
              story-card:  # line 12
                backgroundColor: "{colors.paper}"  # line 13
                rounded: 12px  # line 13
                padding: 16px 16px  # line 13
                borderWidth: 1px  # line 13
                borderColor: "{colors.mist}"  # line 13
              promo-tile:  # line 17
                backgroundColor: "{colors.mist}"  # line 18
                rounded: 8px  # line 18
              primary-button:  # line 20
                backgroundColor: "{colors.ember}"  # line 21
                textColor: "{colors.paper}"  # line 22
                rounded: 6px  # line 23
                padding: 10px 18px  # line 23
                typography: { fontSize: 15px, fontWeight: 600 }  # line 22
            #
            # Not understood (the document's words, with their lines):
            #   line 14: story-card part "Image well": backgroundColor "{colors.mist}" (the format has no parts; drawn from the prose)
            #   line 15: story-card part "title": textColor "{colors.ink}", typography { fontSize: 18px, fontWeight: 600 } (the format has no parts; drawn from the prose)
            #   line 15: story-card part "summary": textColor "{colors.slate}", typography { fontSize: 14px } (the format has no parts; drawn from the prose)
            #   line 15: story-card part "date": textColor "{colors.slate}", typography { fontSize: 12px } (the format has no parts; drawn from the prose)
            #   line 18: promo-tile part "Headline": textColor "{colors.ink}", typography { fontSize: 28px, fontWeight: 700 } (the format has no parts; drawn from the prose)
            #   line 18: promo-tile part "caption": textColor "{colors.slate}", typography { fontSize: 13px } (the format has no parts; drawn from the prose)
            ---

            """)
    }

    @Test("Two labelled values on one line, after a comma or a semicolon, are each their own")
    func twoLabelsOnOneLine() throws {
        let document = """
            # Lantern

            ## Components

            ### Night Button
            - Background: `#111111`
            - Radius: `50px`, Padding: `7px 16px`

            ### Day Button
            - Background: `#EEEEEE`
            - Radius: 4px; padding 6px 12px
            """
        let extracted = try ReadingAsFrontMatterTests.extracted(document)
        #expect(extracted.contains("""
              night-button:  # line 5
                backgroundColor: "#111111"  # line 6
                rounded: 50px  # line 7
                padding: 7px 16px  # line 7
              day-button:  # line 9
                backgroundColor: "#EEEEEE"  # line 10
                rounded: 4px  # line 11
                padding: 6px 12px  # line 11
            """), "\(extracted)")
        #expect(!extracted.contains("per corner"), "no radius is read from the padding: \(extracted)")
    }

    @Test("`Family 13/700`: a bare size over a CSS weight is the size and the weight, after the family")
    func sizeOverWeight() throws {
        let document = """
            # Lantern

            ## Components

            ### Points Pill
            - Background: `#1E3932`
            - Font: Avenir Next 13/700 with `0.5px` letter-spacing
            - Line height 16/24 is not a weight
            """
        let extracted = try ReadingAsFrontMatterTests.extracted(document)
        #expect(extracted.contains("typography: { fontFamily: \"Avenir Next\", fontSize: 13px, fontWeight: 700"), "\(extracted)")
        #expect(!extracted.contains("fontWeight: 24"), "\(extracted)")
    }

    @Test("`in Text Black`: the palette's Text Black, and no typeface named Text")
    func colourNamesAreNoFamily() throws {
        let document = """
            # Lantern

            ## Colours
            - **Text Black** (`#1F1F1F`): body text

            ## Components

            ### Menu Card
            - Background: `#F9F9F9`
            - Menu items at `24px / weight 400` in Text Black
            """
        let extracted = try ReadingAsFrontMatterTests.extracted(document)
        #expect(extracted.contains("typography: { fontSize: 24px, fontWeight: 400 }"), "\(extracted)")
        #expect(!extracted.contains("fontFamily"), "\(extracted)")
        #expect(extracted.contains("textColor: \"{colors.text-black}\""), "a name holding a stop word is still the name: \(extracted)")
    }

    @Test("A card's title takes the card's own weight (a light display title stays light)")
    func cardTitleWeight() throws {
        let css = try String(contentsOfFile: TestSupport.repositoryRoot + "/Templates/assets/gallery.css", encoding: .utf8)
        let rule = try #require(css.firstMatch(of: /\.cmp-card__title \{([^}]*)\}/)).output.1
        #expect(rule.contains("font-weight: var(--c-weight"), "\(rule)")
    }

    @Test("`Same radius/padding as Solid`, `Radius and shadow follow the default card spec`, and a `… panel with:` list of parts")
    func siblingsAndPanels() throws {
        let document = """
            # Lantern

            ## Components

            ### Buttons

            **Solid**
            - Background: `#123456`
            - Radius: `20px`
            - Padding: `8px 14px`

            **Outline**
            - Background: transparent
            - Border: `1px solid #123456`
            - Same radius/padding as Solid

            ### Cards

            **Default Card**
            - Background: `#FFFFFF`
            - Radius: `12px`
            - Shadow: `0 2px 6px rgba(0,0,0,0.12)`

            **Gift Card**
            - Background: `#FAF6EE`
            - Radius and shadow follow the default card spec

            **Status Panel**
            - A deep (`#1E3932`) panel with:
              - Level title in 24px weight 600 white
              - Perks list in 14px white
            """
        #expect(try ReadingAsFrontMatterTests.extracted(document) == """
            ---
            version: alpha
            name: "Lantern"
            components:
              buttons-solid:  # line 5
                backgroundColor: "#123456"  # line 8
                rounded: 20px  # line 9
                padding: 8px 14px  # line 10
              buttons-outline:  # line 5
                backgroundColor: "#00000000"  # line 13
                rounded: 20px  # line 9
                padding: 8px 14px  # line 10
                borderWidth: 1px  # line 14
                borderColor: "#123456"  # line 14
              cards-default:  # line 17
                backgroundColor: "#FFFFFF"  # line 20
                rounded: 12px  # line 21
                shadow: "0px 2px 6px rgb(0 0 0 / 0.12)"  # line 22
              cards-gift:  # line 17
                backgroundColor: "#FAF6EE"  # line 25
                rounded: 12px  # line 21
                shadow: "0px 2px 6px rgb(0 0 0 / 0.12)"  # line 22
              cards-status-panel:  # line 17
                backgroundColor: "#1E3932"  # line 29
            #
            # Not understood (the document's words, with their lines):
            #   line 30: cards-status-panel part "Level title": textColor "#FFFFFF", typography { fontSize: 24px, fontWeight: 600 } (the format has no parts; drawn from the prose)
            #   line 31: cards-status-panel part "Perks list": textColor "#FFFFFF", typography { fontSize: 14px } (the format has no parts; drawn from the prose)
            ---

            """)
    }

    @Test("A variant's own parts are drawn on that variant alone, and audited on its fill")
    func variantParts() throws {
        let document = """
            # Lantern

            ## Components

            ### Cards

            **Plain Card**
            - Background: `#FFFFFF`

            **Status Panel**
            - A deep (`#1E3932`) panel with:
              - Level title in 24px weight 600 white
            """
        let memory = try Self.site(document)
        let html = try #require(memory.text("/Public/lantern/components/index.html"))
        let cells = html.matches(of: /data-spec-variant="([^"]+)" data-spec-state="default"[^>]*>(.*?)<\/figure>/.dotMatchesNewlines())
        let plain = try #require(cells.first { $0.output.1 == "Plain Card" || $0.output.1 == "Plain" })
        let panel = try #require(cells.first { $0.output.1 == "Status Panel" })
        #expect(!plain.output.2.contains("Level title"), "the plain card draws no panel title")
        #expect(panel.output.2.contains("data-part=\"Level title\""))
        let audit = try #require(memory.text("/Public/lantern/audit.json"))
        let pairs = try #require(((try JSONSerialization.jsonObject(with: Data(audit.utf8)) as? [String: Any])?["systems"] as? [[String: Any]])?.first?["pairs"] as? [[String: Any]])
        let title = try #require(pairs.first { ($0["context"] as? [String: Any])?["variant"] as? String == "Level title" })
        #expect((title["background"] as? [String: Any])?["hex"] as? String == "#1E3932", "measured on the panel's own fill")
    }

    @Test("A `{component.x}` named in a front-matter component's prose is drawn inside it, in x's look, with the copy quoted after it")
    func childComponents() throws {
        let document = """
            ---
            name: Lantern
            colors:
              paper: "#FFFFFF"
              night: "#0B1F2A"
            components:
              button-ghost:
                backgroundColor: transparent
                textColor: "{colors.paper}"
                borderColor: "{colors.paper}"
                borderWidth: 1px
                rounded: 999px
                padding: 8px 16px
              story-tile:
                backgroundColor: "{colors.night}"
                textColor: "{colors.paper}"
            ---
            # Lantern

            ## Components

            **`story-tile`**
            - A photo tile; one `{component.button-ghost}` "Read more" pill sits at its bottom-left.
            - Properties: `backgroundColor`, `textColor`
            """
        let extracted = try ReadingAsFrontMatterTests.extracted(document)
        #expect(extracted.contains("#   line 23: story-tile draws {components.button-ghost} with \"Read more\" inside it"), "\(extracted)")
        #expect(!extracted.contains("part \"Properties\""), "a list of property names styles no part: \(extracted)")
        let memory = try Self.site(document)
        let html = try #require(memory.text("/Public/lantern/components/index.html"))
        #expect(html.contains("<span class=\"cmp-card__child\" data-part=\"button-ghost\" style=\"--c-fill: rgb(0 0 0 / 0); --c-text: #FFFFFF; --c-bw: 1px; --c-bc: #FFFFFF; --c-radius: 999px; --c-floor: 0px; --c-pady: 8px; --c-padx: 16px\""), "the ghost button's look, inside the tile")
        #expect(html.contains(">Read more</span>"))
    }

    @Test("A placing phrase then a colon, then parts typed by `{typography.x}` references; a graphic's length is no type size")
    func placedPartsWithTypeStyles() throws {
        let document = """
            ---
            name: Lantern
            colors:
              ink: "#111111"
              mute: "#707072"
              canvas: "#FFFFFF"
            typography:
              body-strong:
                fontSize: 16px
                fontWeight: 500
              caption:
                fontSize: 14px
                fontWeight: 400
            components:
              shoe-card:
                backgroundColor: "{colors.canvas}"
            ---
            # Lantern

            ## Components

            **`shoe-card`**
            - Below the photo (stacked, `8px` apart): colour dot row (3 dots at 10px), model name `{typography.body-strong}` `{colors.ink}`, category line `{typography.caption}` `{colors.mute}`, price row.
            """
        let extracted = try ReadingAsFrontMatterTests.extracted(document)
        #expect(extracted.contains("""
            #   line 23: shoe-card part "model name": textColor "{colors.ink}", typography { fontSize: 16px, fontWeight: 500 } (the format has no parts; drawn from the prose)
            #   line 23: shoe-card part "category line": textColor "{colors.mute}", typography { fontSize: 14px, fontWeight: 400 } (the format has no parts; drawn from the prose)
            """), "\(extracted)")
        #expect(!extracted.contains("colour dot row"), "\(extracted)")
    }

    @Test("`- Search: #222222 text` under a component's heading colours that component's part; it names no palette colour")
    func aKeyedColourInAComponentIsNoToken() throws {
        let document = """
            # Lantern

            ## Colours
            - **Ink**: `#111111`

            ## Components

            ### Inputs
            - Search: `#222222` text
            """
        let extracted = try ReadingAsFrontMatterTests.extracted(document)
        #expect(!extracted.contains("search: \"#222222\""), "\(extracted)")
        #expect(extracted.contains("inputs part \"Search\": textColor \"#222222\""), "\(extracted)")
    }

    @Test("`**text-input** + **text-input-focused**` over `Default:` and `Focused:` lines: the prose's border and focus border join the front matter's input")
    func jointCaptions() throws {
        let document = """
            ---
            name: Lantern
            colors:
              ink: "#111111"
              paper: "#FFFFFF"
              line: "#CCCCCC"
              blue: "#0050D0"
            components:
              text-input:
                backgroundColor: "{colors.paper}"
                textColor: "{colors.ink}"
              text-input-focused:
                backgroundColor: "{colors.paper}"
                textColor: "{colors.ink}"
            ---
            # Lantern

            ## Components

            **`text-input`** + **`text-input-focused`**
            - Default: background `{colors.paper}`, text `{colors.ink}`, 1px solid `{colors.line}`, padding `12px 16px`.
            - Focused: 2px solid `{colors.blue}` border, no halo.
            """
        let extracted = try ReadingAsFrontMatterTests.extracted(document)
        #expect(extracted.contains("""
                padding: 12px 16px  # line 21
                borderWidth: 1px  # line 21
                borderColor: "{colors.line}"  # line 21
            """), "\(extracted)")
        #expect(extracted.contains("""
              text-input-focus:  # line 9
                borderWidth: 2px  # line 22
                borderColor: "{colors.blue}"  # line 22
            """), "\(extracted)")
    }

    @Test("A palette colour named after a fill and described as its hover and press colour is the hover and pressed fill of components filled with it", arguments: [
        "- **Harbor Blue Dark** (`#0B3D66`): Harbor Blue on hover and press",
        "- **Harbor Blue Dark** (`#0B3D66`): ホバー・プレス時のブルー",
    ])
    func paletteHoverColours(line: String) throws {
        let document = """
            # Lantern

            ## Colours
            - **Harbor Blue** (`#1F4E79`): primary actions
            \(line)

            ## Components

            ### Primary Button
            - Background: `#1F4E79`
            - Text: white
            """
        let extracted = try ReadingAsFrontMatterTests.extracted(document)
        #expect(extracted.contains("""
              primary-button-hover:  # line 9
                backgroundColor: "{colors.harbor-blue-dark}"  # line 5
              primary-button-pressed:  # line 9
                backgroundColor: "{colors.harbor-blue-dark}"  # line 5
            """), "\(extracted)")
    }

    @Test("`Link Light text on light canvas / Link Dark on dark canvas`: the text's colour in each appearance, never a fill")
    func perAppearanceText() throws {
        let document = """
            # Lantern

            ## Colours
            - **Link Light** (`#0064B7`): links on light surfaces
            - **Link Dark** (`#53B1FF`): links on dark surfaces

            ## Components

            ### Inline Link
            - Link Light text on light canvas / Link Dark on dark canvas; underline on hover
            """
        let system = try ExtractRoundTripTests.analysed(document, sidecar: nil)
        let link = try #require(system.components.first?.variants.first?[.default])
        #expect(link.textColor?.hex == "#0064B7")
        #expect(link.fill == nil)
    }

    @Test("A section whose one kind-named bullet states no look is still listed with its words, not lost")
    func describedSectionsAreListed() throws {
        let document = """
            # Lantern

            ## Colours
            - **Coral** (`#FF385C`): brand

            ## Components

            ### Navigation
            - White sticky header with the search bar centred
            - Category filter pills: horizontal scroll below the search
            """
        let extracted = try ReadingAsFrontMatterTests.extracted(document)
        #expect(extracted.contains("line 8: component \"Navigation\" is described only in words, not drawn: \"White sticky header with the search bar centred\" (line 9), \"Category filter pills: horizontal scroll below the search\" (line 10)"), "\(extracted)")
    }

    @Test("`Same radius/active as Solid`: a state named among the properties is the sibling's state, copied whole")
    func sameStateAsSibling() throws {
        let document = """
            # Lantern

            ## Components

            ### Buttons

            **Solid**
            - Background: `#00754A`
            - Radius: `50px`
            - Active state: `transform: scale(0.95)`

            **Outline**
            - Border: `1px solid #00754A`
            - Same radius/active as Solid
            """
        let extracted = try ReadingAsFrontMatterTests.extracted(document)
        #expect(extracted.contains("""
              buttons-outline-pressed:  # line 5
                scaleOnPress: 0.95  # line 10
            """), "\(extracted)")
    }

    @Test("`valid field gets a Mint Wash tint`: a tint is a fill, never a text colour")
    func aTintIsAFill() throws {
        let document = """
            # Lantern

            ## Colours
            - **Mint Wash** (`#D4E9E2`): valid-field tint

            ## Components

            ### Text Field
            - Border: `1px solid #D6DBDE`
            - Validation: valid field gets a Mint Wash tint
            """
        let extracted = try ReadingAsFrontMatterTests.extracted(document)
        #expect(!extracted.contains("textColor: \"{colors.mint-wash}\""), "\(extracted)")
        #expect(!extracted.contains("textColor \"{colors.mint-wash}\""), "\(extracted)")
    }

    @Test("A `{component.x}` that names no other component is said to be not drawn, never to be drawn")
    func unknownChildComponents() throws {
        let document = """
            ---
            name: Lantern
            components:
              tile:
                backgroundColor: "#000000"
            ---
            # Lantern

            ## Components

            **`tile`**
            - A tile holding a {component.tile} and a {component.nope} "Go" pill.
            """
        let extracted = try ReadingAsFrontMatterTests.extracted(document)
        #expect(extracted.contains("tile names {components.nope} with \"Go\", which is no other component of the document: not drawn"), "\(extracted)")
        #expect(extracted.contains("tile names {components.tile}, which is no other component of the document: not drawn"), "\(extracted)")
        #expect(!extracted.contains("draws {components."), "\(extracted)")
        let html = try #require(try Self.site(document).text("/Public/lantern/components/index.html"))
        #expect(!html.contains("cmp-card__child"))
    }

    @Test("A button's `label 14px, icon 20px` line stays the button's own look, not parts")
    func controlsKeepTheirOwnText() throws {
        let document = """
            # Lantern

            ## Components

            ### Primary Button
            - Ember fill, 6px radius
            - label 15px weight 600, icon 20px
            """
        let extracted = try ReadingAsFrontMatterTests.extracted(document)
        #expect(!extracted.contains("part \"label\""), "\(extracted)")
    }

    @Test("The gallery draws a card's picture well in its fill, above the card's lines, and each line in its own look")
    func galleryDrawsParts() throws {
        let memory = try Self.site(Self.document)
        let html = try #require(memory.text("/Public/lantern/components/index.html"))
        let card = try #require(html.range(of: "id=\"component-story-card\"")).upperBound
        let article = String(html[card...].prefix(while: { _ in true }).split(separator: "</article>", maxSplits: 1)[0])
        let media = try #require(article.range(of: "class=\"cmp-card__media\" data-part=\"Image well\""))
        let title = try #require(article.range(of: "class=\"cmp-card__title\""))
        #expect(media.lowerBound < title.lowerBound, "the picture sits above the text")
        #expect(article.contains("data-part=\"Image well\" role=\"img\" aria-label=\"Image well\" style=\"--c-fill: #EEF1F4"))
        #expect(article.contains("data-part=\"summary\" style=\"--c-text: #5E6670; --c-size: 14px\""))
        #expect(article.contains("data-part=\"title\" style=\"--c-text: #1A1A1A; --c-size: 18px; --c-weight: 600\""))
        // The tile's own fill is Mist, never a part's ink.
        let tile = try #require(html.range(of: "id=\"component-promo-tile\"")).upperBound
        #expect(html[tile...].contains("class=\"cmp cmp-card \" style=\"--c-fill: #EEF1F4; --c-radius: 8px"))
    }
}

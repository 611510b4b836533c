import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenSite

/// Reading tested as what it gives: a document in, the front matter `specimen extract` writes
/// out. One expected text shows every value read, its line, and what was kept as words, so a
/// reviewer reads the test as the document's reading rather than as assertions on tokens.
@Suite("Reading, as front matter")
struct ReadingAsFrontMatterTests {
    /// The extracted front matter without its two opening comment lines, which name the file.
    static func extracted(_ document: String) throws -> String {
        let system = try ExtractRoundTripTests.analysed(document, sidecar: nil)
        let lines = DesignMDWriter(system).write().split(separator: "\n", omittingEmptySubsequences: false)
        return lines.filter { !$0.hasPrefix("# Extracted by") && !$0.hasPrefix("# the line it came from") }.joined(separator: "\n")
    }

    @Test func bulletsNamingPaletteColours() throws {
        let document = """
            # Harbor

            ## Colours

            - **Harbor Blue** `#1F4E79`: primary actions
            - **Paper** `#FAF7F2`: page background
            - **Ink** `#222222`: body text

            ## Components

            ### Primary Button
            - Background: Harbor Blue
            - Text: white, 15px semibold
            - Corner radius: 8px
            - Padding: 12px 20px
            """
        #expect(try Self.extracted(document) == """
            ---
            version: alpha
            name: "Harbor"
            colors:
              harbor-blue: "#1F4E79"  # line 5
              paper: "#FAF7F2"  # line 6
              ink: "#222222"  # line 7
            components:
              primary-button:  # line 11
                backgroundColor: "{colors.harbor-blue}"  # line 12
                textColor: "#FFFFFF"  # line 13
                rounded: 8px  # line 14
                padding: 12px 20px  # line 15
                typography: { fontSize: 15px, fontWeight: 600 }  # line 13
            ---

            """)
    }

    /// A palette with Light and Dark columns; shadows written out, in layers, in a state, or
    /// named from the palette; corners one by one; a range; and a shadow in words only, which
    /// stays words.
    @Test func darkColumnsShadowsCornersAndWords() throws {
        let document = """
            # Quay

            ## Palette

            | Name | Light | Dark | Use |
            |---|---|---|---|
            | Canvas | `#FFFFFF` | `#121417` | page background |
            | Ink | `#1B1D21` | `#ECEEF1` | body text |

            ## Elevation
            - **Lifted**: 0 2px 6px rgba(0,0,0,0.2)

            ## Components

            ### Floating card
            - Background: Canvas
            - Corner radius: 16px 16px 0 0
            - Shadow: 0 1px 2px rgba(0,0,0,0.08), 0 8px 24px rgba(0,0,0,0.12)
            - Padding: 16-24px
            - Hover: shadow 0 12px 32px rgba(0,0,0,0.16)

            ### Sheet
            - Background: Canvas
            - Shadow: Lifted

            ### Chip
            - Background: Ink
            - Text: Canvas
            - Height: 28px
            - A soft shadow
            """
        #expect(try Self.extracted(document) == """
            ---
            version: alpha
            name: "Quay"
            colors:
              canvas: "#FFFFFF"  # line 7
              ink: "#1B1D21"  # line 8
            colors-dark:
              canvas: "#121417"  # line 7
              ink: "#ECEEF1"  # line 8
            shadows:
              lifted: "0px 2px 6px rgb(0 0 0 / 0.2)"  # line 11
            components:
              floating-card:  # line 15
                backgroundColor: "{colors.canvas}"  # line 16
                rounded: 16px  # line 17
                padding: 16px 16px  # line 19
                shadow: "0px 1px 2px rgb(0 0 0 / 0.08), 0px 8px 24px rgb(0 0 0 / 0.12)"  # line 18
              floating-card-hover:  # line 15
                shadow: "0px 12px 32px rgb(0 0 0 / 0.16)"  # line 20
              sheet:  # line 22
                backgroundColor: "{colors.canvas}"  # line 23
                shadow: "0px 2px 6px rgb(0 0 0 / 0.2)"  # line 24
              chip:  # line 26
                backgroundColor: "{colors.ink}"  # line 27
                textColor: "{colors.canvas}"  # line 28
                height: 28px  # line 29
            #
            # Not understood (the document's words, with their lines):
            #   line 17: components.floating-card.rounded: 16px 16px 0px 0px (per corner; the format holds one radius; drawn per corner)
            #   line 30: components.chip.shadow: "A soft shadow"
            ---

            """)
    }

    /// A Components heading in a script written without spaces (`## コンポーネント`) introduces
    /// components however many characters it has; "no underline" and "no border" said in
    /// Japanese (`下線なし`, `枠線なし`).
    @Test func componentsUnderAJapaneseHeadingWithNegations() throws {
        let document = """
            # 灯台

            ## カラー
            - **灯台ブルー** `#1D4ED8`: リンク
            - **背景** `#FFFFFF`: ページ背景

            ## コンポーネント

            ### テキストリンク
            - 文字色: 灯台ブルー
            - 下線なし

            ### カード
            - 背景: `#F8FAFC`
            - 枠線なし
            - 角丸: 12px
            """
        #expect(try Self.extracted(document) == """
            ---
            version: alpha
            name: "灯台"
            colors:
              灯台ブルー: "#1D4ED8"  # line 4
              背景: "#FFFFFF"  # line 5
            components:
              テキストリンク:  # line 9
                textColor: "{colors.灯台ブルー}"  # line 10
                typography: { textDecoration: "none" }  # line 11
              カード:  # line 13
                backgroundColor: "#F8FAFC"  # line 14
                rounded: 12px  # line 16
                borderWidth: 0px  # line 15
            ---

            """)
        #expect(ComponentKind.isShortHeading("4. UI コンポーネント") && !ComponentKind.isShortHeading("Acme UI Components Design System"))
    }

    /// A component table read by what its columns mean, with a cell phrase in the Fill column
    /// that names the text too ("Signal fill, white text").
    @Test func componentTableWithACellPhrase() throws {
        let document = """
            # Quay

            ## Palette
            - **Signal** `#0A66C2`: primary actions
            - **Ink** `#1B1D21`: body text

            ## Buttons

            | Variant | Fill | Text | Height |
            |---|---|---|---|
            | Primary | Signal fill, white text | | 40px |
            | Quiet | transparent | Ink | 40px |
            """
        #expect(try Self.extracted(document) == """
            ---
            version: alpha
            name: "Quay"
            colors:
              signal: "#0A66C2"  # line 4
              ink: "#1B1D21"  # line 5
            components:
              buttons-primary:  # line 7
                backgroundColor: "{colors.signal}"  # line 11
                textColor: "#FFFFFF"  # line 11
                height: 40px  # line 11
              buttons-quiet:  # line 7
                backgroundColor: "#00000000"  # line 12
                textColor: "{colors.ink}"  # line 12
                height: 40px  # line 12
            ---

            """)
    }

    /// A line of description after the labelled ones ("— volt on black") fills in nothing the
    /// labels state: the button stays volt with coal text.
    @Test func aDescriptionLineNeverUndoesALabelledOne() throws {
        let document = """
            # Volt

            ## Colours
            - **Volt** `#FAFF69`: primary actions
            - **Coal** `#151515`: text

            ## Components

            ### Buttons

            **Volt Primary**
            - Background: Volt (`#faff69`)
            - Text: Coal (`#151515`)
            - Radius: 4px
            - The loud call to action — volt on black
            """
        #expect(try Self.extracted(document).contains("""
              buttons:  # line 9
                backgroundColor: "{colors.volt}"  # line 12
                textColor: "{colors.coal}"  # line 13
                rounded: 4px  # line 14
            ---
            """))
    }

    /// A line or clause that opens with a state ("Focus thickens …", "On hover, …") describes
    /// that state, never the default look; a component named for a state ("Error states") is
    /// not thereby another state of itself.
    @Test func linesOpeningWithAStateDescribeThatState() throws {
        let document = """
            # Night

            ## Colours
            - **Pitch** `#0A0A0A`: page background
            - **Chalk** `#F5F5F5`: text
            - **Smoke** `#3A3A3A`: hairlines
            - **Ember** `#E0523A`: errors

            ## Components

            ### Text input
            - Background: Pitch
            - Text: Chalk
            - Bottom border 1px Smoke
            - Focus thickens the bottom border to 2px Chalk
            - On hover, the border turns Chalk

            ### Chip
            - Transparent background, Chalk text, 1px Smoke border, focus brightens the border to Chalk

            ### Error states
            - Error text in Ember
            """
        let extracted = try Self.extracted(document)
        #expect(extracted.contains("""
              text-input:  # line 11
                backgroundColor: "{colors.pitch}"  # line 12
                textColor: "{colors.chalk}"  # line 13
                borderWidth: 1px  # line 14
                borderColor: "{colors.smoke}"  # line 14
                borderSide: "bottom"
              text-input-hover:  # line 11
                borderColor: "{colors.chalk}"  # line 16
              text-input-focus:  # line 11
                borderWidth: 2px  # line 15
                borderColor: "{colors.chalk}"  # line 15
            """), "\(extracted)")
        #expect(extracted.contains("""
              chip:  # line 18
                backgroundColor: "#00000000"  # line 19
                textColor: "{colors.chalk}"  # line 19
                borderWidth: 1px  # line 19
                borderColor: "{colors.smoke}"  # line 19
              chip-focus:  # line 18
                borderColor: "{colors.chalk}"  # line 19
            """), "\(extracted)")
        #expect(extracted.contains("""
              error-states:  # line 21
                textColor: "{colors.ember}"  # line 22
            """), "\(extracted)")
    }

    /// Prose that gives a part's colour ("category subtitle in Mute") says nothing against the
    /// front matter's text colour; only words naming the component's own part do.
    @Test func aPartsColourIsNoConflictWithTheFrontMatter() {
        #expect(FrontMatterProseAdditions.opensWithAPart("category subtitle `{typography.caption-md}` `{colors.mute}`"))
        #expect(FrontMatterProseAdditions.opensWithAPart("Column labels in `{colors.ink}`"))
        #expect(FrontMatterProseAdditions.opensWithAPart("and a body excerpt in `{typography.body-md}`"))
        #expect(!FrontMatterProseAdditions.opensWithAPart("text white"))
        #expect(!FrontMatterProseAdditions.opensWithAPart("Background `{colors.hairline}`"))
        #expect(!FrontMatterProseAdditions.opensWithAPart("1 px solid `{colors.hairline}` border"))
    }

    /// A border on one edge only is drawn on that edge: the preview's border style and the CSS
    /// snippet both say so.
    @Test func aBottomBorderIsDrawnAtTheBottomOnly() throws {
        let system = try ExtractRoundTripTests.analysed("""
            # Night

            ### Text input
            - Background: `#0A0A0A`
            - Text: `#F5F5F5`
            - Bottom border 1px `#3A3A3A`
            """, sidecar: nil)
        let input = try #require(system.components.first?.variants.first?[.default])
        #expect(input.borderSide == "bottom")
        #expect(ComponentStyle.declarations(input).contains("--c-bstyle: none none solid none"))
        #expect(ComponentCSS(systemFamily: nil, monoFamily: nil).rule(".text-input", input).contains("border-bottom: 1px solid #3A3A3A;"))
    }

    /// A rule or hairline said to be below or above (`a 1px #DDD bottom rule`, `a hairline
    /// below`) is a border on that edge, not a fill.
    @Test(arguments: [
        ("- Row with a 1px `#DDDDDD` bottom rule", "bottom"),
        ("- Rows separated by a `1px solid #DDDDDD` hairline below", "bottom"),
        ("- A `1px solid #DDDDDD` rule above the footer links", "top"),
    ])
    func rulesAboveAndBelowAreOneEdge(line: String, side: String) throws {
        let system = try ExtractRoundTripTests.analysed("# Night\n\n### List row\n\(line)\n", sidecar: nil)
        let row = try #require(system.components.first?.variants.first?[.default])
        #expect(row.borderSide == side, "\(line)")
        #expect(row.borderColor?.hex == "#DDDDDD" && row.fill == nil, "\(line)")
    }

    /// A component's shadow is exported with it, so its colours are carried and not listed as
    /// unread; a shadow named only in words exports nothing.
    @Test func componentShadowsAreExported() throws {
        let system = try ExtractRoundTripTests.analysed("""
            # Quay

            ### Floating card
            - Background: `#FFFFFF`
            - Shadow: 0 1px 2px rgba(0,0,0,0.08), 0 8px 24px rgba(0,0,0,0.12)

            ### Chip
            - Background: `#1B1D21`
            - with shadow
            """, sidecar: nil)
        let css = CSSTokenExporter().export(ExportInput(system.exportedTokens), systemName: system.name, systemSlug: system.slug)
        #expect(css.contains("--floating-card-shadow: 0 1px 2px 0 rgb(0 0 0 / 0.08), 0 8px 24px 0 rgb(0 0 0 / 0.12);"))
        #expect(!css.contains("chip-shadow"))
        #expect(system.unreadColors.isEmpty, "\(system.unreadColors.map(\.literal))")
    }
}

import Foundation
import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// Values written the way style guides list them beside other uses: one radius per use with the
/// uses in brackets, a size as width × height, a translucent literal whose words restate its
/// alpha, and the states of every variant under a caption of their own.
@Suite("Reading stated values, as front matter")
struct ReadingStatedValuesAsFrontMatterTests {
    static let document = """
        # Harbor

        ## Colours
        - **Chalk** (`#FAFAF7`): page.
        - **Tar** (`#202124`): text.
        - **Tide** (`#0B5FA5`): actions.
        - **Deep Tide** (`#07467C`): pressed actions.

        ## Components

        ### Tiles & Panels
        - Background: Chalk
        - Radius: 6px (chips), 18px (tiles/panels), 28px (hero)
        - Padding: 12px (compact), 20px (tiles)

        ### Chip
        - Background: `rgba(32, 33, 36, 0.08)` (tar at 8% opacity)
        - Radius: 4px (small), 8px (large)
        - Size: `72px × 32px`

        ### Buttons
        **Main Button:**
        - Background: Tide
        - Text: Chalk
        - Radius: 8px

        **Quiet Button:**
        - Background: Chalk
        - Text: Tide
        - Radius: 8px

        **Button States:**
        - **Hover**: Deep Tide background
        - **Disabled**: 40% opacity
        """

    @Test("The bracketed use names the value; W × H is both sides; an alpha is applied once; a states caption is every variant's")
    func statedValues() throws {
        #expect(try ReadingAsFrontMatterTests.extracted(Self.document) == """
            ---
            version: alpha
            name: "Harbor"
            colors:
              chalk: "#FAFAF7"  # line 4
              tar: "#202124"  # line 5
              tide: "#0B5FA5"  # line 6
              deep-tide: "#07467C"  # line 7
            components:
              tiles-panels:  # line 11
                backgroundColor: "{colors.chalk}"  # line 12
                rounded: 18px  # line 13
                padding: 20px 20px  # line 14
              chip:  # line 16
                backgroundColor: "#20212414"  # line 17
                rounded: 4px  # line 18
                height: 32px  # line 19
                width: 72px  # line 19
              buttons-main:  # line 21
                backgroundColor: "{colors.tide}"  # line 23
                textColor: "{colors.chalk}"  # line 24
                rounded: 8px  # line 25
              buttons-main-hover:  # line 21
                backgroundColor: "{colors.deep-tide}"  # line 33
              buttons-main-disabled:  # line 21
                opacity: 0.4  # line 34
              buttons-quiet:  # line 21
                backgroundColor: "{colors.chalk}"  # line 28
                textColor: "{colors.tide}"  # line 29
                rounded: 8px  # line 30
              buttons-quiet-hover:  # line 21
                backgroundColor: "{colors.deep-tide}"  # line 33
              buttons-quiet-disabled:  # line 21
                opacity: 0.4  # line 34
            #
            # Not understood (the document's words, with their lines):
            #   line 13: components.tiles-panels: "Radius: 6px (chips)" (listed in words)
            #   line 13: components.tiles-panels: "Radius: 28px (hero)" (listed in words)
            #   line 14: components.tiles-panels: "Padding: 12px (compact)" (listed in words)
            #   line 18: components.chip: "Radius: 8px (large)" (listed in words)
            ---

            """)
    }

    @Test("The alternatives not chosen stay as the component's notes")
    func otherAlternativesAreNotes() throws {
        let system = try ExtractRoundTripTests.analysed(Self.document, sidecar: nil)
        let tiles = try #require(system.componentSpecs.first { $0.name == "Tiles & Panels" })
        #expect(tiles.rules.map(\.text) == ["Radius: 6px (chips)", "Radius: 28px (hero)", "Padding: 12px (compact)"])
    }

    @Test("Two numbers with a unit and a times sign between them are a size")
    func dimensions() {
        #expect(ValueScanner.dimensions(in: "`80px × 80px`").map { [$0.width, $0.height] } == [Length(80, .px), Length(80, .px)])
        #expect(ValueScanner.dimensions(in: "48×48pt circle").map { [$0.width, $0.height] } == [Length(48, .pt), Length(48, .pt)])
        #expect(ValueScanner.dimensions(in: "120 x 40 px").map { [$0.width, $0.height] } == [Length(120, .px), Length(40, .px)])
        #expect(ValueScanner.dimensions(in: "2x faster") == nil)
        #expect(ValueScanner.dimensions(in: "0x1A2B3C") == nil)
    }

    @Test("Under a font-families heading each quoted name is a family by its role; under a font label the first clause of capitalised words is the family")
    func familiesByRole() throws {
        let document = """
            # Harbor

            ## Colours
            - **Chalk** (`#FAFAF7`): page.

            ## Typography

            ### Font Families
            - **Body Copy**: Source Serif 4 — long reading text
            - **Interface**: `Work Sans`
            - **Display**: `Brandface`, Roboto, Helvetica Neue, Arial — custom face for headlines
            - **Code**: `"JetBrains Mono"` — code samples

            ## Components

            ### Buttons
            **Primary**
            - Background: `#202124`
            - Text: Chalk
            - Font: Work Sans, 16px, 600 weight

            **Quiet**
            - Font: Gilroy, 14px
            """
        let extracted = try ReadingAsFrontMatterTests.extracted(document)
        #expect(extracted.contains("line 10: font family Interface: Work Sans"), "\(extracted)")
        #expect(extracted.contains("line 11: font family Display: Brandface, Roboto, Helvetica Neue, Arial"), "\(extracted)")
        #expect(extracted.contains("line 12: font family Code: JetBrains Mono"), "\(extracted)")
        // Unquoted, the words after a role may describe a look rather than name a font.
        #expect(!extracted.contains("font family Body Copy"), "\(extracted)")
        #expect(extracted.contains("typography: { fontFamily: \"Work Sans\", fontSize: 16px, fontWeight: 600 }  # line 20"), "\(extracted)")
        #expect(extracted.contains("typography: { fontFamily: \"Gilroy\", fontSize: 14px }  # line 23"), "\(extracted)")
    }

    @Test("A padding of 0 (with or without a remark) or none is no padding, not the template's")
    func zeroPadding() throws {
        let document = """
            # Harbor

            ## Colours
            - **Chalk** (`#FAFAF7`): page.

            ## Components

            ### Cards
            - Background: Chalk
            - Padding: 0（写真カードは余白なし）

            ### Tiles
            - Background: Chalk
            - Padding: none

            ### Chips
            - Background: Chalk
            - Padding: 0.5rem
            """
        let extracted = try ReadingAsFrontMatterTests.extracted(document)
        #expect(extracted.contains("padding: 0px 0px  # line 10"), "\(extracted)")
        #expect(extracted.contains("padding: 0px 0px  # line 14"), "\(extracted)")
        #expect(!extracted.contains("padding: 0px 0px  # line 18"), "\(extracted)")
    }

    @Test("A type row's notes name whom it is for and its case; an opacity after a space is the element's, a border clause beside it notwithstanding")
    func typeRowNotesAndOpacity() throws {
        let document = """
            # Harbor

            ## Colours
            - **Tide** (`#0B5FA5`): actions.

            ## Typography

            | Role | Size | Weight | Notes |
            |------|------|--------|-------|
            | Button Large | 16px | 500 | filled tide buttons |
            | Button Standard | 14px | 300 | uppercase, outline buttons |

            ## Components

            ### Buttons
            **Filled Tide**
            - Default: bg `#0B5FA5`, text white, padding 20px

            **Quiet Outline**
            - Default: bg transparent, text `#FFFFFF`, border 1px solid `#FFFFFF`, padding 16px, opacity 0.5
            - Hover: bg `#0B5FA5`, opacity 0.8
            """
        let system = try ExtractRoundTripTests.analysed(document, sidecar: nil)
        let buttons = try #require(system.componentSpecs.first { $0.name == "Buttons" })
        let filled = try #require(buttons.variants.first { $0.name == "Filled Tide" })
        let outline = try #require(buttons.variants.first { $0.name == "Quiet Outline" })
        #expect(filled[.default].font?.value?.styleReference == "Button Large")
        #expect(filled[.default].font?.value?.uppercase == false)
        #expect(outline[.default].font?.value?.styleReference == "Button Standard")
        #expect(outline[.default].font?.value?.uppercase == true)
        #expect(outline[.default].opacity?.value == 0.5)
        #expect(outline[.hover].opacity?.value == 0.8)
        #expect(ValueScanner.opacity(in: "opacity 50%") == 0.5)
        #expect(ValueScanner.opacity(in: "opacity 10 steps") == nil)
    }

    @Test("A colour word naming a palette token of another value, beside a literal, is not the literal's name")
    func literalBesideAnotherTokensName() throws {
        let document = """
            # Harbor

            ## Colours
            - **Moss** (`#00DA00`): charts.

            ## Components

            ### Buttons
            **Solid**
            - Background: `#111111`
            - Text: `#ffffff`
            - Active: moss background (`#2C6415`)
            """
        let extracted = try ReadingAsFrontMatterTests.extracted(document)
        #expect(extracted.contains("""
              buttons-pressed:  # line 8
                backgroundColor: "#2C6415"  # line 12
            """), "\(extracted)")
        // Nor does the export or the gallery call it Moss.
        let system = try ExtractRoundTripTests.analysed(document, sidecar: nil)
        let css = CSSTokenExporter().export(ExportInput(system.exportedTokens), systemName: system.name, systemSlug: system.slug)
        #expect(css.contains("pressed-background: #2C6415;") && !css.contains("pressed-background: var(--moss)"), "\(css)")
    }

    @Test("Among named variants, a line labelled with the kind's own name is one more variant, not every variant's look")
    func kindNamedLineAmongVariants() throws {
        let document = """
            # Harbor

            ## Components

            ### Forms & Fields
            - **Select dropdown**: White background, `#222222` text, 1px solid `#8A8A8A` border
            - **Text input**: 10px radius
            """
        let system = try ExtractRoundTripTests.analysed(document, sidecar: nil)
        let forms = try #require(system.componentSpecs.first { $0.name == "Forms & Fields" })
        #expect(forms.variants.map(\.name) == ["Select dropdown", "Text input"])
        #expect(forms.variants.first?[.default].radius == nil)
        #expect(forms.variants.last?[.default].radius?.value == Length(10, .px))
    }

    @Test("A type row whose notes share one character of a name written without spaces is not that component's")
    func typeRowNotesInAScriptWithoutSpaces() throws {
        let document = """
            # Harbor

            ## Typography

            | Role | Size | Weight | Notes |
            |------|------|--------|-------|
            | Heading 2 | 20px | 700 | セクション見出し |
            | Body | 16px | 400 | 本文 |

            ## Components

            ### Buttons
            **Quiet（アウトライン）**
            - Background: transparent
            - Border: 1px solid `#222222`
            """
        let system = try ExtractRoundTripTests.analysed(document, sidecar: nil)
        let buttons = try #require(system.componentSpecs.first { $0.name == "Buttons" })
        for look in [buttons.base] + buttons.variants {
            #expect(look[.default].font?.value?.styleReference == nil, "\(String(describing: look[.default].font))")
        }
    }

    @Test("'Maintains same font treatment' and 'Same scale hover/active behavior' name no sibling: the first variant's, and only what they name")
    func unnamedSibling() throws {
        let document = """
            # Harbor

            ## Colours
            - **Tide** (`#0B5FA5`): actions.
            - **Deep Tide** (`#07467C`): pressed.

            ## Components

            ### Buttons
            **Primary**
            - Background: Tide
            - Text: white
            - Font: Work Sans, 16px, 600 weight
            - Hover: Deep Tide background
            - Active: scale(0.96)

            **Text Link**
            - Background: transparent
            - Text: Tide
            - Maintains same font treatment

            **Soft Pill**
            - Background: `#E7EEF6`
            - Text: Tide
            - Same scale hover/active behavior
            """
        let extracted = try ReadingAsFrontMatterTests.extracted(document)
        #expect(extracted.contains("""
              buttons-text-link:  # line 9
                backgroundColor: "#00000000"  # line 18
                textColor: "{colors.tide}"  # line 19
                borderWidth: 0px  # line 18
                typography: { fontFamily: "Work Sans", fontSize: 16px, fontWeight: 600 }  # line 13
            """), "\(extracted)")
        // The scale in the states it names; the Primary's hover fill is not the pill's.
        #expect(extracted.contains("""
              buttons-soft-pill-pressed:  # line 9
                scaleOnPress: 0.96  # line 15
            """), "\(extracted)")
        #expect(!extracted.contains("buttons-soft-pill-hover:"), "\(extracted)")
    }

    @Test("A table under a weights heading gives unitless weights, never px lengths")
    func weightTable() throws {
        let document = """
            # Harbor

            ## Typography

            ### Font Weights

            | Token | Value | Usage |
            |-------|-------|-------|
            | `regular` | 400 | Body text |
            | `bold` | 700 | Display |

            ### Spacing Scale

            | Token | Value |
            |-------|-------|
            | `sm` | 8 |
            | `md` | 16 |
            """
        let system = try ExtractRoundTripTests.analysed(document, sidecar: nil)
        let values = Dictionary(uniqueKeysWithValues: system.tokens.tokens.map { ($0.name, $0.value) })
        #expect(values["regular"] == .number(400))
        #expect(values["bold"] == .number(700))
        if case .dimension? = values["sm"] {} else { Issue.record("a spacing table still gives lengths: \(String(describing: values["sm"]))") }
    }

    @Test("A property label under several captions names each caption's colour, with no 'defined again' warning")
    func captionedPropertyLabels() throws {
        let document = """
            # Harbor

            ## Depth

            ### Levels
            **Level 0 (Base):**
            - Background: `#0A0B0C`
            - Used for the page

            **Level 1 (Raised):**
            - Background: `rgba(250, 250, 250, 0.03)`
            - Border: `1px solid rgba(140, 140, 150, 0.12)`

            **Level 2 (Floating):**
            - Background: `rgba(250, 250, 250, 0.06)`
            - Border: `1px solid rgba(140, 140, 150, 0.2)`
            """
        let system = try ExtractRoundTripTests.analysed(document, sidecar: nil)
        let names = system.tokens.tokens.map(\.name)
        #expect(names.contains("Level 0 Background") && names.contains("Level 1 Background") && names.contains("Level 2 Border"), "\(names)")
        #expect(!system.tokens.diagnostics.contains { $0.message.contains(literal: "defined again") })
    }

    @Test("A stated radius stays the corners when the words call the shape a pill")
    func statedRadiusOverPillWords() throws {
        let document = """
            # Harbor

            ## Components

            ### Badge
            - **Steel Tag**: bg `#969696`, text white, borderRadius 2px — tiny metal pills
            """
        let system = try ExtractRoundTripTests.analysed(document, sidecar: nil)
        let badge = try #require(system.componentSpecs.first { $0.name == "Badge" })
        let tag = try #require(badge.variants.first)
        #expect(tag[.default].radius?.value == Length(2, .px))
        #expect(tag[.default].fullyRounded == nil)
    }
}

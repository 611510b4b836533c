import Testing
@testable import SpecimenReading

/// What one component's lines mean, state by state, read as the front matter `specimen extract`
/// writes: a document in, every value with its line out (see `ReadingAsFrontMatterTests`).
@Suite("Reading states, parts and references, as front matter")
struct ReadingStatesAsFrontMatterTests {
    /// A state's border, ring or outline colour is that state's border, never its fill: a `Focus:`
    /// line naming a border and a ring, and labels that put a state (or, in a section of no known
    /// kind, a control) before `border`. States in brackets after a value (`（hover … / pressed …）`)
    /// are that property in those states, and a hover that only changes a colour, on a link whose
    /// every look is text, changes the text.
    @Test func stateBordersRingsAndBracketedStates() throws {
        let document = """
            # Kestrel

            ## Components

            ### Text Fields
            **Search Field:**
            - Background: `#F4F4F5`
            - Border: `1px solid #D4D4D8`
            - Text: `#18181B`
            - Focus: Border `#0E7490`, ring `2px #0E7490`

            ### Forms
            - Input border: `#A1A1AA`
            - Focus border: `#1D4ED8`
            - Error border: `#B91C1C`

            ### Links
            - **Default Link**: `#27272A` text, no underline
            - **Hover**: underline, or a colour change to `#52525B`

            ### Buttons

            **Kestrel Button**
            - Background: `#0E7490`（hover `#155E75` / pressed `#164E63`）
            - Color: `#fff`

            **Dusk Button**
            - Background: #27272A (hover: #3F3F46, pressed: #52525B)
            - Text: white
            """
        #expect(try ReadingAsFrontMatterTests.extracted(document) == """
            ---
            version: alpha
            name: "Kestrel"
            colors:
              input-border: "#A1A1AA"  # line 13
            components:
              text-fields:  # line 5
                backgroundColor: "#F4F4F5"  # line 7
                textColor: "#18181B"  # line 9
                borderWidth: 1px  # line 8
                borderColor: "#D4D4D8"  # line 8
              text-fields-focus:  # line 5
                borderColor: "#0E7490"  # line 10
              forms:  # line 12
                borderColor: "#A1A1AA"  # line 13
              forms-focus:  # line 12
                borderColor: "#1D4ED8"  # line 14
              forms-error:  # line 12
                borderColor: "#B91C1C"  # line 15
              links:  # line 17
                textColor: "#27272A"  # line 18
                typography: { textDecoration: "none" }  # line 18
              links-hover:  # line 17
                textColor: "#52525B"  # line 19
                typography: { textDecoration: "underline" }  # line 19
              buttons-kestrel:  # line 21
                backgroundColor: "#0E7490"  # line 24
                textColor: "#FFFFFF"  # line 25
              buttons-kestrel-hover:  # line 21
                backgroundColor: "#155E75"  # line 24
              buttons-kestrel-pressed:  # line 21
                backgroundColor: "#164E63"  # line 24
              buttons-dusk:  # line 21
                backgroundColor: "#27272A"  # line 28
                textColor: "#FFFFFF"  # line 29
              buttons-dusk-hover:  # line 21
                backgroundColor: "#3F3F46"  # line 28
              buttons-dusk-pressed:  # line 21
                backgroundColor: "#52525B"  # line 28
            ---

            """)
    }

    /// A state line that gives a border and then a ring (`1px solid #x border, faint focus ring`)
    /// keeps the border's colour: a ring named after it, even by a palette colour's name, is drawn
    /// in the border's colour and changes neither.
    @Test func aRingAfterABorderKeepsTheBordersColour() throws {
        let document = """
            # Kestrel

            ## Colours
            - **Focus Ring** (`#93C5FD`): keyboard focus

            ## Components

            ### Buttons
            **Ferry Button**
            - Background: `#0E7490`
            - Text: `#FFFFFF`
            - Focus: background `#155E75`, white text, 1px solid `#4338CA` border, faint white focus ring
            """
        let extracted = try ReadingAsFrontMatterTests.extracted(document)
        #expect(extracted.contains("""
                borderWidth: 1px  # line 12
                borderColor: "#4338CA"  # line 12
            """))
        #expect(!extracted.contains("{colors.focus-ring}"))
    }

    /// `bg #x / border #y`: two parts' colours on one line, each half opening with its part's
    /// word, are two clauses: the border keeps its colour rather than being dropped.
    @Test func slashSeparatedPartsAreTwoClauses() throws {
        let document = """
            # Kestrel

            ## Components

            ### Cards (Articles)
            - bg #fff / border #d6d3d1, a quiet outline
            - card title: 17px / 400
            """
        let extracted = try ReadingAsFrontMatterTests.extracted(document)
        #expect(extracted.contains("""
                backgroundColor: "#FFFFFF"  # line 6
            """))
        #expect(extracted.contains("""
                borderColor: "#D6D3D1"  # line 6
            """))
        #expect(PropertyPhraseReader.roleHalves("#FFFFFF / #1A1A1A") == ["#FFFFFF / #1A1A1A"])
        #expect(PropertyPhraseReader.roleHalves("bg #fff / border #ddd") == ["bg #fff", "border #ddd"])
    }

    /// "Same padding and radius as the primary button", "same dimensions as primary", a state
    /// "same as the primary's focus state", a labelled line "Corner radius: same as primary" (that
    /// property only) and the Japanese "同じサイズ、プライマリと同様" copy what they name from the
    /// sibling; a sibling the section does not describe leaves the words, not understood.
    @Test func sameAsAnotherVariant() throws {
        let document = """
            # Kestrel

            ## Components

            ### Buttons

            **Primary Button**
            - Background: `#0E7490`
            - Text: white
            - Padding: 10px 18px
            - Border radius: 6px
            - Height: 40px
            - Focus: border 2px solid `#164E63`

            **Outline Button**
            - Background: transparent, text `#0E7490`, same padding and radius as the primary button

            **Soft Button**
            - Default: bg `#ECFEFF`, text `#0E7490`, same dimensions as primary
            - Focus: same as the primary's focus state

            **Compact Button**
            - Background: `#CFFAFE`
            - Corner radius: same as primary

            **Tall Button**
            - Background: `#F4F4F5`
            - Same height as the hero button

            ### ボタン

            **プライマリ**
            - 背景: `#0E7490`
            - 角丸: 8px
            - パディング: 12px 24px

            **セカンダリ**
            - 背景: `#FFFFFF`
            - 同じサイズ、プライマリと同様
            """
        #expect(try ReadingAsFrontMatterTests.extracted(document) == """
            ---
            version: alpha
            name: "Kestrel"
            components:
              buttons-primary:  # line 5
                backgroundColor: "#0E7490"  # line 8
                textColor: "#FFFFFF"  # line 9
                rounded: 6px  # line 11
                paddingVertical: 10px  # line 10
                paddingHorizontal: 18px  # line 10
                height: 40px  # line 12
              buttons-primary-focus:  # line 5
                borderWidth: 2px  # line 13
                borderColor: "#164E63"  # line 13
              buttons-outline:  # line 5
                backgroundColor: "#00000000"  # line 16
                textColor: "#0E7490"  # line 16
                rounded: 6px  # line 11
                padding: 10px 18px  # line 10
              buttons-soft:  # line 5
                backgroundColor: "#ECFEFF"  # line 19
                textColor: "#0E7490"  # line 19
                paddingVertical: 10px  # line 10
                paddingHorizontal: 18px  # line 10
                height: 40px  # line 12
              buttons-soft-focus:  # line 5
                borderWidth: 2px  # line 13
                borderColor: "#164E63"  # line 13
              buttons-compact:  # line 5
                backgroundColor: "#CFFAFE"  # line 23
                rounded: 6px  # line 11
              buttons-tall:  # line 5
                backgroundColor: "#F4F4F5"  # line 27
              ボタン-プライマリ:  # line 30
                backgroundColor: "#0E7490"  # line 33
                rounded: 8px  # line 34
                padding: 12px 24px  # line 35
              ボタン-セカンダリ:  # line 30
                backgroundColor: "#FFFFFF"  # line 38
                padding: 12px 24px  # line 35
            #
            # Not understood (the document's words, with their lines):
            #   line 28: components.buttons-tall.height: "Same height as the hero button"
            ---

            """)
    }

    /// Type stated for a part (`+ caption (11px uppercase)`), for a field's label, or in a bracketed
    /// condition (`(Sans for uppercase label links)`) does not style the whole component; a quoted
    /// OpenType feature tag (`"ss01"`, `"tnum"`) is code, never copy.
    @Test func typeOfAPartOrAConditionAndQuotedCode() throws {
        let document = """
            # Kestrel

            ## Components

            ### Cards

            **Story Card**
            - Background: white
            - Text: Serif heading (20px) + caption (11px uppercase)

            ### Links

            **Inline Link**
            - Default: text `#27272A`, no background
            - Serif or Sans by context (Sans for uppercase label links)

            ### Inputs

            **Mail Input**
            - Background: `#27272A`
            - Text: white
            - Label: uppercase, 12px

            ### Navigation
            - Items: 14px weight 500, `#27272A` text with `"ss01"` and `"tnum"`
            """
        #expect(try ReadingAsFrontMatterTests.extracted(document) == """
            ---
            version: alpha
            name: "Kestrel"
            components:
              cards:  # line 5
                backgroundColor: "#FFFFFF"  # line 8
                typography: { fontFamily: "Serif", fontSize: 20px }  # line 9
              links:  # line 11
                backgroundColor: "#00000000"  # line 14
                textColor: "#27272A"  # line 14
                borderWidth: 0px  # line 14
                typography: { fontFamily: "Serif" }  # line 15
              inputs:  # line 17
                backgroundColor: "#27272A"  # line 20
                textColor: "#FFFFFF"  # line 21
              navigation: {}  # line 24
            #
            # Not understood (the document's words, with their lines):
            #   line 9: cards part "caption": typography { fontSize: 11px, textTransform: uppercase } (the format has no parts; drawn from the prose)
            #   line 22: inputs part "Label": typography { fontSize: 12px, textTransform: uppercase } (the format has no parts; drawn from the prose)
            #   line 25: navigation part "Items": textColor "#27272A", typography { fontSize: 14px, fontWeight: 500 } (the format has no parts; drawn from the prose)
            ---

            """)
    }

    /// One side's padding: two opposite sides stated alike are that axis's padding, and two that
    /// differ stay words; `left and right` and `top and bottom` name the axes. A `#### Styles`
    /// heading under a component holds that component's variants.
    @Test func oneSidedPaddingAndAVariantsHeading() throws {
        let document = """
            # Kestrel

            ## Components

            ### Chips
            - Background: `#E4E4E7`
            - padding-left: 10px; padding-right: 10px

            ### Tags
            - Background: `#ECFEFF`
            - 6px left and right padding, 2px top and bottom padding

            ### Badges
            - Background: `#FEF2F2`
            - padding-left: 4px; padding-right: 12px

            ### Toggle Button

            #### Styles

            **Solid**
            - Background: `#0E7490`
            - Text: white

            **Hollow**
            - Background: transparent
            - Border: 1px solid `#0E7490`
            """
        #expect(try ReadingAsFrontMatterTests.extracted(document) == """
            ---
            version: alpha
            name: "Kestrel"
            components:
              chips:  # line 5
                backgroundColor: "#E4E4E7"  # line 6
                paddingHorizontal: 10px  # line 7
              tags:  # line 9
                backgroundColor: "#ECFEFF"  # line 10
                padding: 2px 6px  # line 11
              badges:  # line 13
                backgroundColor: "#FEF2F2"  # line 14
              toggle-button-solid:  # line 19
                backgroundColor: "#0E7490"  # line 22
                textColor: "#FFFFFF"  # line 23
              toggle-button-hollow:  # line 19
                backgroundColor: "#00000000"  # line 26
                borderWidth: 1px  # line 27
                borderColor: "#0E7490"  # line 27
            #
            # Not understood (the document's words, with their lines):
            #   line 15: components.badges.paddingHorizontal: "padding-left: 4px; padding-right: 12px"
            ---

            """)
    }
}

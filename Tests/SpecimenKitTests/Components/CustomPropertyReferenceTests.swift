import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// A CSS custom property the document defines is its value wherever a component names it, bare
/// (`--corner-sm`) or in `var()`, for a radius, a padding or a border's colour; one it does not
/// define is kept as its words, not understood, never a square corner or the text's colour. A
/// border with no colour takes the system's one border colour, and an `All:` line after a table
/// of variants is every variant's.
@Suite struct CustomPropertyReferenceTests {
    static func components(_ document: String) throws -> [ResolvedComponent] {
        try TestSupport.analysedSystem(document).components
    }

    static let harbor = """
    # Harbor Ledger

    ## Tokens

    ```css
    :root {
      --hl-paper: #FBFAF7;
      --hl-deep: #17324D;
      --hl-line: #C9D3DD;
      --hl-color-border: #B7C4D1;
      --hl-corner-sm: 3px;
      --hl-corner-lg: 14px;
      --hl-gap-s: 6px;
    }
    ```

    ## Components

    ### Buttons
    - Background: `--hl-deep`
    - Text: white
    - `border-radius: --hl-corner-sm`
    - Padding: `var(--hl-gap-s)`

    ### Inputs
    - Background: `--hl-paper`
    - Border: `1.5px solid --hl-color-border`
    - Radius: `var(--hl-corner-lg)`

    ### Cards
    - Background: `--hl-paper`
    - Border: `1px solid --hl-rule`
    - Radius: `--hl-corner-xl`
    """

    @Test func aDefinedCustomPropertyIsItsValueBareOrInVar() throws {
        let components = try Self.components(Self.harbor)
        let button = try #require(try TestSupport.variant("Buttons", in: components)[.default])
        #expect(button.radius == 3)
        #expect(button.paddingVertical == 6 && button.paddingHorizontal == 6)
        let input = try #require(try TestSupport.variant("Inputs", in: components)[.default])
        #expect(input.radius == 14)
        // Its words (`color`, `border`) are only role words; the property names the colour.
        #expect(input.borderColor?.hex == "#B7C4D1")
        #expect(input.borderWidth == 1.5)
    }

    @Test func anUndefinedCustomPropertyIsKeptAsWordsNeverADefault() throws {
        let components = try Self.components(Self.harbor)
        let card = try #require(try TestSupport.variant("Cards", in: components)[.default])
        #expect(card.borderWidth == 1)
        // No colour is drawn for the border, and it is marked, not the text's colour.
        #expect(card.borderColor == nil && card.unresolved.contains("borderColor"))
        #expect(card.radius == nil)
        #expect(card.unresolvedValues["radius"]?.text.contains("--hl-corner-xl") == true)
    }

    @Test func aNamedMeasureIsNoColour() throws {
        let components = try Self.components("""
        # Harbor Ledger

        ```css
        :root {
          --hl-ink: #20242B;
        }
        ```

        ## Components

        ### Panels
        - Border: `2px solid --hl-ink`
        - Radius: `--hl-radius-huge`
        """)
        let panel = try #require(try TestSupport.variant("Panels", in: components)[.default])
        #expect(panel.borderColor?.hex == "#20242B")
        // An undefined radius property is a radius not understood, not a colour.
        #expect(panel.radius == nil && panel.unresolvedValues["radius"] != nil)
        #expect(panel.fill == nil && !panel.unresolved.contains("fill"))
    }

    static func tidewater(_ borders: String) -> String {
        """
        # Tidewater Kit

        ## Colors

        | Token | Value |
        |---|---|
        | Ink | #1F2430 |
        | Sand | #F6F1E7 |
        \(borders)

        ## Components

        ### Search Field
        Height: 40px
        Border: 1px border color
        Background: Sand

        ### Chip
        Background: Sand
        Border: 1px
        Text: Ink

        ### Banner
        Background: Ink
        Border: none
        """
    }

    @Test func aBorderWithoutColourTakesTheSystemsOneBorderColour() throws {
        let components = try Self.components(Self.tidewater("| Border | #D8CFC0 |\n| Border Focus | #2B6CB0 |"))
        #expect(try TestSupport.variant("Search Field", in: components)[.default]?.borderColor?.hex == "#D8CFC0")
        #expect(try TestSupport.variant("Chip", in: components)[.default]?.borderColor?.hex == "#D8CFC0")
        // A border stated as none takes no colour.
        #expect(try TestSupport.variant("Banner", in: components)[.default]?.borderColor == nil)
    }

    @Test func twoBorderColoursLeaveABareBorderUnsaid() throws {
        let components = try Self.components(Self.tidewater("| Border Soft | #E4DED3 |\n| Border Strong | #8C8373 |"))
        #expect(try TestSupport.variant("Search Field", in: components)[.default]?.borderColor == nil)
        #expect(try TestSupport.variant("Chip", in: components)[.default]?.borderColor == nil)
    }

    @Test func anAllLineAfterTheVariantsTableIsEveryVariants() throws {
        let components = try Self.components("""
        # Tidewater Kit

        ## Colors

        | Token | Value |
        |---|---|
        | Ink | #1F2430 |
        | Sand | #F6F1E7 |

        ## Typography
        - Font family: Karla, sans-serif

        ```css
        :root {
          --tw-round-md: 10px;
        }
        ```

        ## Components

        ### Buttons
        | Variant | Background | Text |
        |---|---|---|
        | solid | Ink | Sand |
        | quiet | transparent | Ink |

        All: Karla 600 13px, `border-radius: var(--tw-round-md)`, `padding: 6px 14px`.
        """)
        for name in ["solid", "quiet"] {
            let button = try #require(try TestSupport.variant("Buttons", name, in: components)[.default])
            #expect(button.radius == 10)
            #expect(button.paddingVertical == 6 && button.paddingHorizontal == 14)
            #expect(button.font?.size == 13)
            #expect(button.font?.weight == "semibold")
            #expect(button.font?.family == "Karla")
        }
        // The line is the component's, not a part named "All".
        #expect(components.first { $0.name == "Buttons" }?.parts.isEmpty == true)
    }

    @Test func aCustomPropertyListedWithItsLengthInBracketsIsAToken() throws {
        let system = try TestSupport.analysedSystem("""
        # Tidewater Kit

        ## Colors
        - Ink: #1F2430
        - Sand: #F6F1E7

        ## Corners

        **Radius:**
        - `--tw-round-sm` (4px) — chips
        - `--tw-round-md` (10px) — menus

        ## Components

        ### Cards
        - Background: Sand
        - Radius: `--tw-round-md`
        """)
        let radii = system.tokens.tokens.filter { $0.kind == .radius }.map(\.name)
        #expect(radii.count == 2 && radii.allSatisfy { $0.contains("tw-round") })
        #expect(try TestSupport.variant("Cards", in: system.components)[.default]?.radius == 10)
    }

    @Test func aTokenTableOfRemLengthsIsReadAtTheBrowsersRoot() throws {
        let system = try TestSupport.analysedSystem("""
        # Tidewater Kit

        ## Colors
        - Ink: #1F2430
        - Sand: #F6F1E7

        ## Radius

        | Token | Value | Use |
        |---|---|---|
        | `--tw-curve-s` | `0.5rem` | Badges |
        | `--tw-curve-l` | `1.25rem` | Panels |

        ## Components

        ### Dialog
        Sand body, `--tw-curve-l` corners, Ink text.
        """)
        #expect(system.tokens.tokens.filter { $0.kind == .radius }.count == 2)
        #expect(try TestSupport.variant("Dialog", in: system.components)[.default]?.radius == 20)
    }
}

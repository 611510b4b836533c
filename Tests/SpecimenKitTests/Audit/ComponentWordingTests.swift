import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// Ways component prose was misread into false failures on documents nobody tuned for: a
/// component's own `Text:` line taken for the palette's text colour, a gradient's stops and a
/// part's background taken for text, dark-mode text read on the light page, a sentence about
/// the body copy taken for the fill, and Chinese clauses read as one.
@Suite struct ComponentWordingTests {
    static let document = """
    # Tern Post

    ## Colours

    - **Background** (`#FAFAFA`): page canvas
    - **Ink** (`#1A1A1A`): default text
    - **Mist** (`#F4F6F8`): quiet fills
    - **雾灰**（`#E5E5E5`）：chips
    - **深墨**（`#262626`）：正文

    ```kotlin
    val textMain = Color(0xFF1A1A1A)
    val textMainDark = Color(0xFFF9FAFB)
    ```

    ## Components

    ### Notice Bar
    - Background: `#0A1111`
    - Text: `#FFFFFF`

    ### Sunrise Card
    ```
    Direction: Diagonal
    Colors:
      1. #FFFFFF (white) - 0%
      2. #FFE9D6 (peach) - 100%
    ```

    ### Data Table
    - **Header Background**: `Mist`
    - **Header Text**: `Ink`

    ### Cards
    - Background: `#FFFFFF`
    - Body copy stays in `#1A1A1A`.

    ### 标签
    - 雾灰背景，深墨文本
    """

    func system() throws -> AnalyzedSystem {
        let memory = try TestSupport.memorySite(documents: ["tern/DESIGN.md": Self.document])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(TestSupport.memoryOptions)
        return try #require(state.systems.first)
    }

    @Test func aComponentsOwnLinesAreNoPaletteEntries() throws {
        let system = try system()
        // Under `## Components`, "Notice Bar" is a component whatever its name.
        #expect(!system.tokens.tokens.contains { [27, 28].contains($0.provenance.line) }, "\(system.tokens.tokens.map(\.name))")
        let audit = try #require(system.audit)
        #expect(!audit.pairs.contains { $0.origin == .textToken && $0.foreground.hex == "#FFFFFF" })
        #expect(audit.pairs.contains { $0.context.component == "Notice Bar" && $0.foreground.hex == "#FFFFFF" && $0.background.hex == "#0A1111" })
    }

    @Test func aGradientsStopsAndAPartsBackgroundAreNoText() throws {
        let system = try system()
        let parts = system.componentSpecs.flatMap(\.parts).map(\.name)
        #expect(!parts.contains { $0.hasPrefix("#") }, "\(parts)")
        let table = try #require(system.componentSpecs.first { $0.name == "Data Table" })
        let header = try #require(table.parts.first { $0.name == "Header Background" })
        #expect(header.properties.fill?.reference == "Mist" && header.properties.textColor == nil)
        // Nothing of either is measured as text: no pair fails.
        let audit = try #require(system.audit)
        #expect(audit.failingPairs(at: .aa).filter { $0.exemption == nil }.isEmpty, "\(audit.failingPairs(at: .aa).map(\.description))")
    }

    @Test func darkModeTextIsNotReadOnTheLightPage() throws {
        let audit = try #require(try system().audit)
        let textTokens = audit.pairs.filter { $0.origin == .textToken }.map(\.foreground.name)
        #expect(textTokens.contains("textMain") && !textTokens.contains("textMainDark"), "\(textTokens)")
    }

    /// Two tokens share white: the pair is named by the one the component names, not by the
    /// first with that value.
    @Test func aPairNamesTheTokensTheComponentNames() throws {
        let document = """
            ---
            name: Acme
            colors:
              canvas: "#FFFFFF"
              primary: "#1E5AA8"
              on-primary: "#FFFFFF"
              brand: "{colors.primary}"
            components:
              button-primary:
                backgroundColor: "{colors.brand}"
                textColor: "{colors.on-primary}"
            ---
            # Acme
            """
        let memory = try TestSupport.memorySite(documents: ["acme/DESIGN.md": document])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(TestSupport.memoryOptions)
        let pair = try #require(state.systems.first?.audit?.pairs.first { $0.context.component == "button-primary" })
        #expect(pair.foreground.name == "on-primary" && pair.background.name == "brand")
    }

    /// A focus border named in the label's note, or written as CSS's border shorthand after a
    /// `Focus:` label, is the focus state's border: it neither replaces the default border (a
    /// failing 1.2:1 border had been reported passing at 21:1) nor becomes a fill.
    @Test func aFocusBorderIsTheFocusStatesBorder() throws {
        let document = """
            # Acme

            ## Components

            ### Inputs
            - Background: `#FFFFFF`
            - Border: `1px solid #E9EAEA`
            - Border (focus): `1px solid #000000`

            ### Search Field
            - Background: `#FFFFFF`
            - Border: `1px solid #DDDDDD`
            - Focus: `2px solid #1A5FB4`
            """
        let memory = try TestSupport.memorySite(documents: ["acme/DESIGN.md": document])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(TestSupport.memoryOptions)
        let system = try #require(state.systems.first)
        let input = try #require(system.components.first { $0.name == "Inputs" }?.variants.first)
        #expect(input[.default]?.borderColor?.hex == "#E9EAEA" && input[.focus]?.borderColor?.hex == "#000000")
        let search = try #require(system.components.first { $0.name == "Search Field" }?.variants.first)
        #expect(search[.focus]?.borderColor?.hex == "#1A5FB4" && search[.focus]?.fill?.hex == "#FFFFFF")
        #expect(search[.focus]?.borderWidth == 2)
        // Neither state line is a palette entry.
        #expect(system.tokens.tokens.isEmpty, "\(system.tokens.tokens.map(\.name))")
        let audit = try #require(system.audit)
        #expect(audit.failingPairs(at: .aa).contains { $0.context.component == "Inputs" && $0.context.element == "border" && $0.foreground.hex == "#E9EAEA" })
    }

    /// A group heading over bullets that name kinds holds those components; Tailwind's
    /// `black/5%` is an alpha; an opacity written with a colour is applied once.
    @Test func groupsAlphasAndOpacityAsWritten() throws {
        let document = """
            # Acme

            ## Colors
            - **Paper** (`#ffffff`): page background
            - **Haze** (`#3b82f6` at 50% opacity): hint text

            ## Components

            ### Settings
            - **Toggle Rows**: 44px height, label left, divider lines (black/10%)
            - **Project Cards**: White cards with 8px radius, 1px border (black/5%)

            ### Text input
            - Background: Paper
            - Hint: Haze (`#3b82f6` at 50% opacity) text
            """
        let memory = try TestSupport.memorySite(documents: ["acme/DESIGN.md": document])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(TestSupport.memoryOptions)
        let system = try #require(state.systems.first)
        #expect(Set(system.components.map(\.name)) == ["Toggle Rows", "Project Cards", "Text input"])
        let cards = try #require(system.components.first { $0.name == "Project Cards" }?.variants.first?[.default])
        #expect(cards.fill?.hex == "#FFFFFF" && cards.borderColor?.hex == "#0000000D" && cards.textColor == nil)
        let hint = try #require(system.audit?.pairs.first { $0.context.component == "Text input" && $0.context.variant == "Hint" })
        #expect(abs(hint.contrast.value - 1.84) < 0.01, "\(hint.foreground.hex) \(hint.contrast)")
    }

    /// A document whose only dark value is the page's describes no dark look for its components
    /// or text colours: their light colours on the dark page are listed, never failed; "white
    /// text on dark" means dark surfaces, not an amber that mentions them; and an instruction
    /// ("Create a floating navigation pill: …") names no component.
    @Test func aDarkPageAloneDescribesNoDarkLook() throws {
        let document = """
            # Acme

            ## Colours
            - **Amber**: `#F7BE00` — callouts, warm against dark surfaces
            - **Indigo**: `#0D0021` — dark section backgrounds
            - **Ink**: `#111111` — body text
            - **Snow**: `#FFFFFF` — page canvas, white text on dark

            ## Components

            ### Ghost Button
            - Background: transparent
            - Text: `#000000`

            ## Quick reference
            - background (light): #ffffff
            - background (dark): #0d0021
            - text (primary): #111111
            - text (secondary): #333333

            **Example prompts**
            - Create a floating navigation pill: `#ffffff` background, `#000000` text
            """
        let memory = try TestSupport.memorySite(documents: ["acme/DESIGN.md": document])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(TestSupport.memoryOptions)
        let system = try #require(state.systems.first)
        let audit = try #require(system.audit)
        #expect(system.tokens.hasDarkMode)
        let failing = audit.failingPairs(at: .aa).map(\.description)
        #expect(failing.isEmpty, "\(failing)")
        #expect(audit.skipped.contains { $0.context.component == "Ghost Button" && $0.context.mode == .dark })
        #expect(!audit.pairs.contains { $0.origin == .statedPairing && $0.background.name == "Amber" })
        #expect(!system.components.contains { $0.name.hasPrefix("Create") })
    }

    /// A part that draws an icon or an indicator is a graphic held to 3:1, not text; "no
    /// background" is a transparent fill, not an unknown one.
    @Test func iconsAreGraphicsAndNoBackgroundIsTransparent() throws {
        let document = """
            # Acme

            ## Colors
            - **Signal**: #007AFF
            - **Paper**: #FFFFFF

            ## Components

            ### Photo Picker
            - Background: Paper
            - **Checkmarks**: Signal circles on selected photos

            ### Buttons
            - **Borderless**: Signal text only, no background
            """
        let memory = try TestSupport.memorySite(documents: ["acme/DESIGN.md": document])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(TestSupport.memoryOptions)
        let audit = try #require(state.systems.first?.audit)
        let check = try #require(audit.pairs.first { $0.context.component == "Photo Picker" && $0.context.variant == "Checkmarks" })
        #expect(check.category == .nonText && check.context.element == "icon" && check.passes(.aa))
        #expect(audit.pairs.contains { $0.context.variant == "Borderless" && $0.foreground.hex == "#007AFF" && $0.category == .normalText })
        #expect(!audit.skipped.contains { $0.context.variant == "Borderless" })
    }

    @Test func proseAboutTheCopyColoursTheTextNotTheFill() throws {
        let system = try system()
        let cards = try #require(system.components.first { $0.name == "Cards" }?.variants.first?[.default])
        #expect(cards.fill?.hex == "#FFFFFF")
        #expect(cards.textColor?.hex == "#1A1A1A")
        // Chinese clauses split at the full-width comma: a grey fill, dark text.
        let tag = try #require(system.components.first { $0.name == "标签" }?.variants.first?[.default])
        #expect(tag.fill?.hex == "#E5E5E5")
        #expect(tag.textColor?.hex == "#262626")
    }
}

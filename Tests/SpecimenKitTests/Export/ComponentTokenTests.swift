import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// The component tier of an export: each colour a component states, named after the
/// component, variant, state and property. Palette names become aliases, literals stay values,
/// and a name that resolves to nothing is left out rather than guessed.
@Suite struct ComponentTokenTests {
    static let document = """
    # Wren

    ## Colours
    - Ink: `#1A1D24`
    - Paper: `#FFFFFF`
    - Teal: `#0B7A75`

    ## Components
    ### Save button
    - Fill: Teal
    - Text: Paper
    - Hover: `rgba(11, 122, 117, 0.85)`

    ### Quiet card
    - Background: `#F4F1EA`
    - Border: 1px solid `#E2DCCF`
    - Text: Ink at 60% opacity

    ### Broken badge
    - Fill: Nowhere
    - Text: Ink

    ### Search field
    ```css
    .search-field {
      background: #FFFFFF;
      color: #1A1D24;
    }
    .search-field::placeholder {
      color: #8A8F98;
    }
    ```
    """

    func analysed() throws -> AnalyzedSystem {
        let memory = try TestSupport.memorySite(documents: ["wren/DESIGN.md": Self.document])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(TestSupport.memoryOptions)
        return try #require(state.systems.first)
    }

    func tier(_ system: AnalyzedSystem) -> [String: TokenValue] {
        Dictionary(system.exportedTokens.tokens.filter { $0.group == "Components" }.map { ($0.slug, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func paletteNamesAreAliasesAndLiteralsAreValues() throws {
        let system = try analysed()
        let tokens = tier(system)
        #expect(tokens["save-button-background"] == .alias("Teal"))
        #expect(tokens["save-button-text"] == .alias("Paper"))
        #expect(tokens["save-button-hover-background"] == .color(RGBAColor(red8: 11, green8: 122, blue8: 117, alpha: 0.85)))
        #expect(tokens["quiet-card-background"] == .color(RGBAColor(red8: 0xF4, green8: 0xF1, blue8: 0xEA)))
        #expect(tokens["quiet-card-border"] == .color(RGBAColor(red8: 0xE2, green8: 0xDC, blue8: 0xCF)))
        // A palette colour at an opacity is a colour of its own, not an alias that would drop it.
        #expect(tokens["quiet-card-text"] == .color(RGBAColor(red8: 0x1A, green8: 0x1D, blue8: 0x24, alpha: 0.6)))
    }

    @Test func anUnresolvedNameIsLeftOutAndThePaletteIsUntouched() throws {
        let system = try analysed()
        let tokens = tier(system)
        #expect(tokens["broken-badge-background"] == nil)
        #expect(tokens["broken-badge-text"] == .alias("Ink"))
        // The tier is for exports only: pages and the audit see the palette alone.
        #expect(!system.tokens.tokens.contains { $0.group == "Components" })
        let css = CSSTokenExporter().export(system.exportedTokens, systemName: system.name, systemSlug: system.slug)
        #expect(css.contains("--save-button-background: var(--teal);"))
        #expect(css.contains("--quiet-card-border: #E2DCCF;"))
        #expect(!css.contains("broken-badge-background"))
    }

    /// A palette colour whose name a type style shares is exported as the colour: an alias
    /// names its target, and `var(--caption-link)` could be the type style's.
    @Test func aNameSharedWithATypeStyleIsExportedAsTheColour() throws {
        let document = """
        # Finch

        ## Colours
        - Caption Link: `#5E6A71`

        ## Typography
        | Style | Font | Size | Weight |
        |---|---|---|---|
        | Caption Link | Inter | 14px | 400 |

        ## Components
        ### Footer button
        - Fill: Caption Link
        - Text: `#FFFFFF`
        """
        let memory = try TestSupport.memorySite(documents: ["finch/DESIGN.md": document])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(TestSupport.memoryOptions)
        let system = try #require(state.systems.first)
        #expect(system.tokens.tokens.filter { $0.name == "Caption Link" }.map(\.kind).sorted { $0.rawValue < $1.rawValue } == [.color, .typeStyle])
        #expect(tier(system)["footer-button-background"] == .color(RGBAColor(red8: 0x5E, green8: 0x6A, blue8: 0x71)))
    }

    /// `::placeholder` styles a part: its colour is the placeholder's, never the field's text.
    @Test func aPseudoElementStylesAPartNotTheComponent() throws {
        let system = try analysed()
        let field = try #require(system.components.first { ComponentKind.words(of: $0.spec.name) == ["search", "field"] })
        let text = field.variants.first?.states[.default]?.textColor
        #expect(text?.hex == "#1A1D24")
        let placeholder = try #require(field.spec.part(named: "placeholder"))
        #expect(placeholder.properties.textColor?.value?.hex == "#8A8F98")
        #expect(tier(system)["search-field-placeholder-text"] == .color(RGBAColor(red8: 0x8A, green8: 0x8F, blue8: 0x98)))
    }
    /// A palette name written beside a hex of its own (`Text: Ink (#2A2E37)` where Ink is
    /// `#1A1D24`) is drawn in the hex the line gives, so the export carries that hex, not an
    /// alias that would say the palette's colour; and the colour is not listed as unread.
    @Test func aNameBesideAnotherHexIsExportedAsTheHex() throws {
        let document = """
        # Plover

        ## Colours
        - **Ink** (`#1A1D24`): body text
        - **Moss** (`#2F6B3A`): accents

        ## Components
        ### Send button
        - Background: Moss (`#2F6B3A`)
        - Text: Ink (`#2A2E37`)
        - Pressed: moss background (`#24552D`)
        """
        let memory = try TestSupport.memorySite(documents: ["plover/DESIGN.md": document])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(TestSupport.memoryOptions)
        let system = try #require(state.systems.first)
        let tokens = tier(system)
        // The same hex as the name's is still an alias.
        #expect(tokens["send-button-background"] == .alias("Moss"))
        #expect(tokens["send-button-text"] == .color(RGBAColor(red8: 0x2A, green8: 0x2E, blue8: 0x37)))
        #expect(tokens["send-button-pressed-background"] == .color(RGBAColor(red8: 0x24, green8: 0x55, blue8: 0x2D)))
        // The gallery draws the same hex the export carries.
        let button = try #require(system.components.first)
        #expect(button.variants.first?.states[.default]?.textColor?.hex == "#2A2E37")
        #expect(!system.unreadColors.contains { ["#2A2E37", "#24552D"].contains($0.literal.uppercased().replacingOccurrences(of: "`", with: "")) })
    }
}

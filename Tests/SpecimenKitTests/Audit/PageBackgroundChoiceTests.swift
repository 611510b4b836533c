import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// The page background is the colour the document describes as its canvas, in each mode: a
/// comment on the light value describes the dark one too, and a name that says only
/// "background" outranks a state's or a border's background.
@Suite struct PageBackgroundChoiceTests {
    func backgrounds(_ document: String) throws -> [TokenMode: PageBackground] {
        let memory = try TestSupport.memorySite(documents: ["acme/DESIGN.md": document])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(TestSupport.memoryOptions)
        let tokens = try #require(state.systems.first).tokens
        return [.light: PageBackground.choose(in: tokens, mode: .light), .dark: PageBackground.choose(in: tokens, mode: .dark)]
    }

    /// Two colours named a background and nothing more, a brand's tint and a neutral: the
    /// neutral one is the page, whichever comes first, and a tint stays the page where it is
    /// the only background named.
    @Test func aNeutralBackgroundOutranksATintedOneTheWordsDoNotTellApart() throws {
        let both = """
        # Canal

        ## Colors

        ### Primary
        - `#1D5FA8` - Blue Main
        - `#E3EEFB` - Blue Background

        ### Neutrals
        - `#5F6670` - Gray Text
        - `#F7F8F9` - Gray Background
        """
        #expect(try backgrounds(both)[.light]?.representativeColor.hex == "#F7F8F9")
        let spanish = both.replacingOccurrences(of: "Blue Background", with: "Azul Fondo")
            .replacingOccurrences(of: "Gray Background", with: "Gris Fondo")
        #expect(try backgrounds(spanish)[.light]?.representativeColor.hex == "#F7F8F9")
        let tintAlone = both.replacingOccurrences(of: "Gray Background", with: "Gray Line")
        #expect(try backgrounds(tintAlone)[.light]?.representativeColor.hex == "#E3EEFB")
    }

    @Test func aCanvasNamedOnlyInACommentIsThePageInBothModes() throws {
        let chosen = try backgrounds("""
        # Acme

        ## Palette

        ```css
        :root {
          --acme-ink: #1B1F24;
          --acme-sand: #F2EBDD; /* page canvas */
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --acme-ink: #ECE6DA;
            --acme-sand: #15181C;
          }
        }
        ```
        """)
        #expect(chosen[.light]?.representativeColor.hex == "#F2EBDD")
        #expect(chosen[.dark]?.representativeColor.hex == "#15181C")
        #expect(chosen[.dark]?.name == "--acme-sand")
    }

    /// A table of statuses, each with its background and text colour, under a heading that says
    /// they are statuses: its backgrounds are the statuses' fills, never the page in either mode.
    /// The document's own dark background is translucent: the dark page is it laid on black.
    @Test func aStatusTablesBackgroundsAreNoPage() throws {
        let chosen = try backgrounds("""
        # Pantry

        ## Colours

        ```typescript
        // Light Theme
        background: "#F4F6F8"   // Page background
        // Dark Theme
        background: "rgba(20, 20, 20, 0.9)"
        ```

        ### Freshness Status Colors

        | State | Background | Text Color |
        |-------|------------|------------|
        | Spoiled | `#d93636` | White |
        | Ripe | `#fde8b0` | `#7a3d0a` |
        """)
        #expect(chosen[.light]?.representativeColor.hex == "#F4F6F8")
        #expect(chosen[.dark]?.name.contains("Spoiled") != true, "\(String(describing: chosen[.dark]?.name))")
        #expect(chosen[.dark]?.name.contains("Ripe") != true, "\(String(describing: chosen[.dark]?.name))")
        // The dark page is the document's own dark background, laid on black: rgba(20,20,20,0.9).
        #expect(chosen[.dark]?.representativeColor.hex == "#121212", "\(String(describing: chosen[.dark]))")
    }

    @Test func aPlainBackgroundOutranksAStateOrABorder() throws {
        let chosen = try backgrounds("""
        # Acme

        ## Colours

        - Selected Background: `#D9E6FF`
        - Border background: `#E5E5E5`
        - Background: `#FFFFFF`
        """)
        #expect(chosen[.light]?.name == "Background")
    }

    @Test func aUsageNoteInAScriptWithoutSpacesNamesThePage() throws {
        // The accent's variable name says `bg`; the white's note says 页面背景 ("page background").
        let chosen = try backgrounds("""
        # Acme

        ## 颜色

        - **珊瑚红** (`#E8455A`)：`--acme-bg-accent`，主要按钮
        - **纸白** (`#FFFFFF`)：页面背景、卡片表面
        """)
        #expect(chosen[.light]?.name == "纸白")
    }

    @Test func aTranslucentOverlayOrAComponentsFillIsNeverThePage() throws {
        let chosen = try backgrounds("""
        # Acme

        ## Colours

        ```css
        :root {
          --abyss: #050505; /* основной фон */
          --alert-wash: rgba(255, 40, 40, 0.08);
        }
        ```

        - Background wash: `rgba(0, 0, 0, 0.5)`
        - Hero card background: `#FF2828`
        """)
        #expect(chosen[.light]?.name == "--abyss")
        #expect(chosen[.light]?.representativeColor.hex == "#050505")
    }

    @Test func aSecondaryBackgroundDefersToThePrimaryOne() throws {
        let chosen = try backgrounds("""
        # Acme

        ## Colours

        ```dart
        primaryBackground: Color(0xFFFFFFFF)   // 白
        secondaryBackground: Color(0xFFFFD122) // イエロー背景
        ```
        """)
        #expect(chosen[.light]?.name == "primaryBackground")
    }
}

/// A colour named for a component or a part is that component's fill, never the page: a tag
/// table's `Background` column, a badge list's background, a fill with hover and pressed
/// siblings, and a quick reference that restates such a fill. Words that name the page win;
/// where nothing names it, the page is unknown and the default canvas says so.
@Suite struct PageBackgroundComponentFillTests {
    func chosen(_ document: String, mode: TokenMode = .light) throws -> PageBackground {
        let memory = try TestSupport.memorySite(documents: ["acme/DESIGN.md": document])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(TestSupport.memoryOptions)
        return PageBackground.choose(in: try #require(state.systems.first).tokens, mode: mode)
    }

    @Test func aPageRowUnderABackgroundHeadingBeatsATagTablesBackgroundColumn() throws {
        let document = try TestSupport.fixture("audit/page-beside-label-fills.md")
        let page = try chosen(document)
        #expect(page.name == "Page")
        #expect(page.representativeColor.hex == "#FFFFFF")
    }

    @Test func tagAndBadgeFillsAreNeverThePage() throws {
        // Without the page row nothing names the page: the tags' and the badge's fills are theirs.
        let document = try TestSupport.fixture("audit/page-beside-label-fills.md")
            .replacingOccurrences(of: "| Page | `#FFFFFF` | 白基調 |\n", with: "")
            .replacingOccurrences(of: "| Shade | `#F0F0F0` | section header strips |\n", with: "")
        #expect(try chosen(document) == .defaultCanvas)
    }

    @Test func fillsWithStatesAndTheirRestatementsAreNotThePage() throws {
        let document = try TestSupport.fixture("audit/page-unnamed-beside-fill-states.md")
        #expect(try chosen(document) == .defaultCanvas)
    }

    @Test func aUsageThatSaysPageBackgroundBeatsAnAlternativeBackground() throws {
        let document = try TestSupport.fixture("audit/page-named-by-usage.md")
        let page = try chosen(document)
        #expect(page.name == "Base")
        #expect(page.representativeColor.hex == "#161616")
        #expect(try chosen(document, mode: .dark).representativeColor.hex == "#161616")
    }

    @Test func aButtonBlocksFillIsTheButtonsOnly() throws {
        // `Primary Bg` comes first and says background; its heading says whose it is.
        let page = try chosen("""
        # Acme

        ## Colours

        ### Button colours

        | Role | Hex |
        |---|---|
        | Primary Bg | `#1D3FA8` |
        | Primary Label | `#FFFFFF` |

        ### Surfaces

        - **Chalk** (`#FAFAF7`): Page background
        """)
        #expect(page.name == "Chalk")
    }
}

extension PageBackgroundComponentFillTests {
    @Test func aUsageThatListsThePageBesideCardsStillNamesThePage() throws {
        // The note's first item calls it the main background; cards and headers come after "and".
        let page = try chosen("""
        # Acme

        ## Colours

        - **Snow** (`#FFFFFF`): Main background colour and surface colour for cards, headers and panels.
        - **Pebble** (`#8A8A8A`): Secondary text
        """)
        #expect(page.name == "Snow")
    }
}

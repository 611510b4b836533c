import Foundation
import Testing
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenSite

/// Sections that gather several things in one-line bold bullets: each card under `Cards &
/// Containers` is a card of its own (whatever its other words), and a navigation section whose
/// button is a component of its own still draws the bar from its other lines.
@Suite("Reading grouped components, as front matter")
struct ReadingGroupedComponentsAsFrontMatterTests {
    static let document = """
        # Harbor

        ## Colours
        - **Chalk** (`#FAFAF7`): page.
        - **Tar** (`#202124`): text.
        - **Fog Line** (`#D9D6D0`): borders.
        - **Quiet Cream** (`#E9E5DD`): buttons.

        ## Components

        ### Cards & Containers
        - **Content Card**: White background, Fog Line (`#d9d6d0`) 1px border, 12px border-radius — calm and plain
        - **Night Surface**: `#24211f` border on dark sections
        - **Glass Panel**: Translucent white border (`rgba(255, 255, 255, 0.25)`) over the hero
        - **Hover**: Minimal state changes

        ### Navigation
        - **Top bar**: Plain white background on content pages, clear over the hero
        - **Nav links**: Inter at 15px, weight 500/600
        - **Action button**: Quiet Cream (`#e9e5dd`) pill in the bar
        - **Scrolling**: The bar stays fixed while the page scrolls
        """

    @Test("Cards named under a gathering heading are its variants; the bar keeps its own lines; a kind's bullet names no palette colour")
    func groupedBullets() throws {
        #expect(try ReadingAsFrontMatterTests.extracted(Self.document) == """
            ---
            version: alpha
            name: "Harbor"
            colors:
              chalk: "#FAFAF7"  # line 4
              tar: "#202124"  # line 5
              fog-line: "#D9D6D0"  # line 6
              quiet-cream: "#E9E5DD"  # line 7
            components:
              cards-containers-content-card:  # line 11
                backgroundColor: "#FFFFFF"  # line 12
                rounded: 12px  # line 12
                borderWidth: 1px  # line 12
                borderColor: "{colors.fog-line}"  # line 12
              cards-containers-night-surface:  # line 11
                borderColor: "#24211F"  # line 13
              cards-containers-glass-panel:  # line 11
                borderColor: "#FFFFFF40"  # line 14
              action-button:  # line 20
                backgroundColor: "{colors.quiet-cream}"  # line 20
                rounded: 9999px
              navigation:  # line 17
                backgroundColor: "#FFFFFF"  # line 18
            #
            # Not understood (the document's words, with their lines):
            #   line 15: components.cards-containers: "Hover: Minimal state changes" (not drawn)
            #   line 19: navigation part "Nav links": typography { fontFamily: "Inter", fontSize: 15px, fontWeight: 500 } (the format has no parts; drawn from the prose)
            ---

            """)
    }

    @Test("A component's own name as a bullet's label is the component, not a variant of it")
    func ownNameIsNoVariant() throws {
        let document = """
            # Harbor

            ## Colours
            - **Tide** (`#0B5FA5`): actions.

            ## Components

            ### Mic button
            - **Mic button:** 72pt circle, Tide fill, white icon
            """
        let system = try ExtractRoundTripTests.analysed(document, sidecar: nil)
        let mic = try #require(system.componentSpecs.first { $0.name == "Mic button" })
        #expect(mic.variants.isEmpty)
        #expect(mic.base[.default].fill?.reference == "Tide")
    }

    @Test("A list row draws a mark before its text and a chevron after it only where its lines state them")
    func rowAccessoriesOnlyWhenStated() throws {
        let document = """
            # Harbor

            ## Colours
            - **Chalk** (`#FAFAF7`): page.
            - **Tar** (`#202124`): text.

            ## Components

            ### Plain List Row
            - Background: Chalk
            - Text: Tar, 15px

            ### Settings List Row
            - Background: Chalk
            - Leading icon, title, and a chevron at the end
            - Text: Tar, 15px

            ### Quiet List Row
            - Background: Chalk
            - Text: Tar, 15px; hide the disclosure chevron
            """
        let memory = try ReadingCompositesAsFrontMatterTests.site(document)
        let html = try #require(memory.text("/Public/lantern/components/index.html"))
        func row(_ name: String) throws -> String {
            let cell = try #require(html.firstMatch(of: try Regex("data-spec-component=\"\(name)\"[^>]*>(.*?)</figure>").dotMatchesNewlines()))
            return String(cell.output[1].substring ?? "")
        }
        #expect(try !row("Plain List Row").contains("cmp-row__dot"))
        #expect(try !row("Plain List Row").contains("cmp-row__chevron"))
        #expect(try row("Settings List Row").contains("cmp-row__dot"))
        #expect(try row("Settings List Row").contains("cmp-row__chevron"))
        #expect(try !row("Quiet List Row").contains("cmp-row__chevron"))
    }

    @Test("A heading about components' responsive behaviour holds no components")
    func responsiveBehaviourIsNoComponent() throws {
        let document = """
            # Harbor

            ## Colours
            - **Chalk** (`#FAFAF7`): page.

            ## Components

            ### Cards
            - Background: Chalk
            - Radius: 8px

            ## Responsive Behavior

            ### Component Responsive Behavior
            **Cards:**
            - Desktop: Fixed width in a three-column grid
            - Mobile: Full width, stacked

            **Forms:**
            - Desktop: Two columns
            """
        let extracted = try ReadingAsFrontMatterTests.extracted(document)
        #expect(extracted.contains("  cards:  # line 8"), "\(extracted)")
        #expect(!extracted.contains("line 17"), "\(extracted)")
        #expect(!extracted.contains("Forms"), "\(extracted)")
    }

    @Test("A quoted label's line ('\"MENU\" label: white 14px') is the component's own text and copy, not a part")
    func quotedOwnLabel() throws {
        let document = """
            # Harbor

            ## Colours
            - **Night** (`#000000`): page.

            ## Components

            ### Navigation
            - **Layout**: Logo centred, "MENU" with a hamburger icon on the left
            - **Background**: Transparent over the night page
            - **"MENU" label**: White text at 14px weight 400, uppercase, beside the hamburger icon
            """
        #expect(try ReadingAsFrontMatterTests.extracted(document).contains("""
              navigation:  # line 8
                backgroundColor: "#00000000"  # line 10
                textColor: "#FFFFFF"  # line 11
                typography: { fontSize: 14px, fontWeight: 400, textTransform: uppercase }  # line 11
                label: "MENU"  # line 11
            """))
    }
}

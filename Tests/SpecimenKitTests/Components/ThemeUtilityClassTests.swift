import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// Utility classes naming the project's own theme rather than the framework's palette
/// (`text-ink-soft`, `bg-kelp/10`, `rounded-chip`): a class whose name the document defines is
/// that token, at the opacity after its slash; one it does not define is listed as not
/// understood with its line, never dropped; a utility of another sort under a colour's prefix
/// (`text-center`, `border-dashed`) names no colour.
@Suite struct ThemeUtilityClassTests {
    static let document = """
    # Wharf Board

    ## Theme

    ```css
    :root {
      --kelp: #24604A;
      --slate-2: #20262D;
      --ink-soft: #9AA3AD;
      --rule: #3B444E;
      --radius-chip: 5px;
    }
    ```

    ## Components

    ### Dock Tag

    - Classes: `bg-kelp/10 text-kelp border border-kelp/30 rounded-chip px-2 py-1`

    ### Ledger Panel

    - Classes: `bg-slate-2 text-ink-soft border border-rule/50 rounded-lg p-4 text-center border-dashed`

    ### Buoy Badge

    - Classes: `bg-gull text-kelp rounded-flag px-3 py-1`
    """

    let seed = ComponentSeed(document: MarkdownParser().parse(Self.document, file: "wharf.md"))

    @Test func aThemeClassIsItsTokenAtItsOpacity() throws {
        let tag = try #require(seed.component("Dock Tag"), "\(seed.inventory)")
        let look = try #require(tag.variants.first?.states[.default])
        #expect(look.fill?.hex == "#24604A1A")
        #expect(look.textColor?.hex == "#24604A")
        #expect(look.borderColor?.hex == "#24604A4D")
        #expect(look.radius == 5)
    }

    @Test func aStepNamedLikeAScaleIsStillTheDocumentsToken() throws {
        let panel = try #require(seed.component("Ledger Panel"), "\(seed.inventory)")
        let look = try #require(panel.variants.first?.states[.default])
        #expect(look.fill?.hex == "#20262D")
        #expect(look.textColor?.hex == "#9AA3AD")
        #expect(look.borderColor?.hex == "#3B444E80")
        #expect(look.unresolved.isEmpty, "text-center and border-dashed name no colour: \(look.unresolvedValues)")
    }

    @Test func anUndefinedThemeClassIsListedWithItsLine() throws {
        let badge = try #require(seed.component("Buoy Badge"), "\(seed.inventory)")
        // (Listed on the component, or on the part its `Classes:` line was read as.)
        let all = badge.variants.compactMap { $0.states[.default] } + badge.parts.map(\.properties)
        #expect(all.allSatisfy { $0.fill == nil && $0.radius == nil })
        let fill = try #require(all.lazy.compactMap { $0.unresolvedValues["fill"] }.first)
        #expect(fill.text.contains("bg-gull"))
        #expect(fill.provenance.line == 27)
        #expect(all.contains { $0.unresolvedValues["radius"]?.text.contains("rounded-flag") == true })
        #expect(all.contains { $0.textColor?.hex == "#24604A" })
    }

    /// `text-only` in a sentence is a word, not a class naming a colour called "only".
    @Test func aProseCompoundIsNoThemeClass() throws {
        let system = try TestSupport.analysedSystem("""
            # Gull

            ## Colors
            - Ink: `#1F2933`

            ## Components

            ### Buttons
            - Primary: Ink fill, white text
            - Ghost: minimal, text-only with a tinted hover surface.
            """)
        let ghost = try TestSupport.variant("Buttons", "Ghost", in: system.components)[.default]
        #expect(ghost?.unresolved.isEmpty == true, "\(String(describing: ghost?.unresolvedValues))")
    }
}

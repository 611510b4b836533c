import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// Components written as CSS rules whose look is a Tailwind `@apply` list, running over
/// several lines to its semicolon, with the system's own colours by name.
@Suite struct ApplyRuleTests {
    static let document = """
    # Kiln

    ## Colors

    | Name | Hex |
    |---|---|
    | Primary | #7C4A2D |
    | Primary Foreground | #FFF8F0 |
    | Foreground | #2B2B2B |

    ## Components

    ### Buttons

    #### Glaze Button (.btn-glaze)
    ```css
    .btn-glaze {
      @apply bg-primary text-primary-foreground hover:bg-primary/90
             px-6 py-3 rounded-lg font-medium transition-all duration-150
             shadow-[0_2px_8px_0_rgba(0,0,0,0.15)];
    }
    ```

    #### Outline Button (.btn-glaze-outline)
    ```css
    .btn-glaze-outline {
      @apply border-2 border-primary text-primary bg-transparent
             hover:bg-primary hover:text-primary-foreground
             px-6 py-3 rounded-lg font-medium;
    }
    ```

    ### Navigation
    ```css
    .nav-link {
      @apply relative text-foreground font-medium;
      @apply after:absolute after:h-0.5 after:bg-primary;
      @apply hover:text-primary;
    }
    ```

    ### Chips
    ```css
    .chip { @apply bg-foreground text-primary-foreground rounded-full px-3; }
    ```
    """

    static let system = Result { try TestSupport.analysedSystem(document) }

    @Test func anApplyListOverSeveralLinesIsTheRulesLook() throws {
        let components = try Self.system.get().components
        let glaze = try TestSupport.variant("Glaze Button (.btn-glaze)", in: components)
        #expect(glaze[.default]?.fill?.hex == "#7C4A2D")
        #expect(glaze[.default]?.textColor?.hex == "#FFF8F0")
        #expect(glaze[.default]?.radius == 8)
        #expect(glaze[.default]?.paddingHorizontal == 24)
        #expect(glaze[.default]?.shadow?.layers.count == 1)
        #expect(glaze[.hover]?.fill?.hex == "#7C4A2DE6")
        let outline = try TestSupport.variant("Outline Button (.btn-glaze-outline)", in: components)
        #expect(outline[.default]?.borderWidth == 2)
        #expect(outline[.default]?.borderColor?.hex == "#7C4A2D")
        #expect(outline[.hover]?.textColor?.hex == "#FFF8F0")
    }

    /// `after:bg-primary` colours the underline a link draws under itself, never the link: it is
    /// listed as not drawn, and the link is drawn by its own classes.
    @Test func aPseudoElementsClassesAreNotTheLook() throws {
        let link = try TestSupport.variant("Navigation", in: Self.system.get().components)
        #expect(link[.default]?.fill == nil)
        #expect(link[.default]?.textColor?.hex == "#2B2B2B")
        #expect(link[.hover]?.textColor?.hex == "#7C4A2D")
        let spec = try #require(Self.system.get().components.first { $0.name == "Navigation" }).spec
        #expect(spec.notDrawn.map(\.text) == ["after:absolute after:h-0.5 after:bg-primary"])
    }

    @Test func aOneLineRulesApply() throws {
        let chip = try #require(TestSupport.variant("Chips", in: Self.system.get().components)[.default])
        #expect(chip.fill?.hex == "#2B2B2B")
        #expect(chip.fullyRounded)
    }

    @Test func theClassesAreNoTokens() throws {
        #expect(try Self.system.get().tokens.tokens.map(\.name).sorted() == ["Foreground", "Primary", "Primary Foreground"])
    }
}

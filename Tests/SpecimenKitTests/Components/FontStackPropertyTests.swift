import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// A custom property holding a font stack (`--code: 'Fira Code', monospace;`) is a family,
/// whatever it is called: a component whose font names it is set in the stack's first family,
/// one naming a property no stack defines keeps the words, not understood, and the property's
/// name is never taken for a font's. A role label under a type heading names the body's family.
@Suite struct FontStackPropertyTests {
    static let quill = """
    # Quill

    ## Tokens

    ```css
    --ink: #222222;
    --paper: #FFFFFF;
    --leaf: #3A7D44;
    --display: 'Vollkorn', serif;
    --prose: 'Fira Sans', sans-serif;
    --code: 'Fira Code', monospace;
    ```

    ## Typography

    | Style | Family | Size | Weight |
    |---|---|---|---|
    | Heading | Vollkorn | 28px | 600 |
    | Body copy | Fira Sans | 15px | 400 |

    ## Components

    ### Chip
    - Background: `--leaf`, text `--paper`
    - Font: `--code`, 11px, uppercase, `--ink`

    ### Tag
    - Background: `--paper`
    - Font: `--narrow`, 10px
    """

    @Test func aStackPropertyIsAFamilyAndAComponentNamingItIsSetInIt() throws {
        let system = try TestSupport.analysedSystem(Self.quill)
        let families = system.tokens.tokens.compactMap { token -> String? in
            guard case .fontFamily(let stack) = token.value else { return nil }
            return stack.family
        }
        #expect(families == ["Vollkorn", "Fira Sans", "Fira Code"])
        let chip = try TestSupport.variant("Chip", in: system.components)
        #expect(chip.states[.default]?.font?.family == "Fira Code")
        #expect(chip.states[.default]?.font?.size == 11)
        // Families named for their look leave the choice to the body type style.
        #expect(system.previewFontFamily == "Fira Sans")
    }

    @Test func anUndefinedPropertyIsNoFamily() throws {
        let system = try TestSupport.analysedSystem(Self.quill)
        let tag = try TestSupport.variant("Tag", in: system.components)
        #expect(tag.states[.default]?.font?.family == nil)
        #expect(tag.states[.default]?.unresolvedValues["font"]?.text == "--narrow")
        #expect(tag.states[.default]?.font?.size == 10)
    }

    @Test func aRoleLabelUnderATypeHeadingNamesTheBodyFamily() throws {
        let system = try TestSupport.analysedSystem("""
        # Lantern

        ## Colours

        | Token | Hex |
        |---|---|
        | dusk | #2E2A4F |

        ## Type

        - Body: `Karla`, with `Nunito` and `sans-serif` fallbacks.
        - Headings: `Bitter`, `serif`.
        """)
        #expect(system.previewFontFamily == "Karla")
    }

    @Test func aStepOfTheScaleOrANoteNamesNoFamily() throws {
        let system = try TestSupport.analysedSystem("""
        # Lantern

        ## Type

        - **Body Text** (`lt-body-15`): 15px, line-height 1.5
        - body default: `normal`
        """)
        let families = system.tokens.tokens.compactMap { token -> String? in
            guard case .fontFamily(let stack) = token.value else { return nil }
            return stack.family
        }
        #expect(families.isEmpty, "\(families)")
    }
}

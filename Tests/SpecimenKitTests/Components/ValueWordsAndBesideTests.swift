import Testing
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenSite

/// Values written beside a component or in words around it: a minimum height written after
/// its length (`52px min height`), a padding named by a step of the spacing scale
/// (`` `gap-md` horizontal padding ``), a fill joined by `+` to a state's clause
/// (`kelp-tint + kelp text when selected`), and shadows listed for the kinds they are for
/// (`` `box-shadow: …` for cards; `…` for dialogs ``).
@Suite struct ValueWordsAndBesideTests {
    static let document = """
    # Tidepool

    ## Colors

    | Token | Value | Use |
    |---|---|---|
    | `--color-kelp` | #2F6B4F | Primary actions |
    | `--color-kelp-tint` | #DCEFE4 | Chosen chips |
    | `--color-sand-deep` | #E8DFCC | Raised surfaces |
    | `--color-ink` | #1E2427 | Text |

    ## Spacing

    | Token | Value |
    |---|---|
    | `gap-sm` | 8px |
    | `gap-md` | 16px |
    | `gap-lg` | 24px |

    ## Depth

    - **Shadows:** soft and warm. `box-shadow: 0 2px 6px rgba(30, 36, 39, 0.10)` for cards; `0 6px 20px rgba(30, 36, 39, 0.16)` for dialogs. Nothing else casts one.

    ## Components

    ### Buttons
    - **Primary** — kelp fill, white text, `10px` radius, `gap-md` horizontal padding, `52px` min height.
    - **Quiet** — sand-deep fill, ink text, roomy horizontal padding.

    ### Cards
    - `12px` radius, sand-deep background, `1px` border.

    ### Chips
    - `6px` radius — sand-deep default, kelp-tint + kelp text when selected.
    """

    static let system = Result { try TestSupport.analysedSystem(document) }

    static func variant(_ component: String, _ name: String? = nil) throws -> ResolvedVariant {
        try TestSupport.variant(component, name, in: system.get().components)
    }

    @Test func aMinimumHeightWrittenAfterItsLengthIsTheMinimumHeight() throws {
        let primary = try #require(try Self.variant("Buttons", "Primary")[.default])
        #expect(primary.minHeight == 52)
        #expect(primary.height == nil, "a minimum, not the height")
    }

    @Test func aPaddingNamedByASpacingStepIsThatStepsLength() throws {
        #expect(try Self.variant("Buttons", "Primary")[.default]?.paddingHorizontal == 16)
        #expect(try Self.variant("Buttons", "Primary")[.default]?.provenance["paddingHorizontal"]?.line == 27)
        // `roomy` is no step of the scale: no padding is read from it.
        #expect(try Self.variant("Buttons", "Quiet")[.default]?.provenance["paddingHorizontal"] == nil)
    }

    @Test func aFillJoinedByPlusToAStatesClauseIsThatStates() throws {
        let chips = try Self.variant("Chips")
        #expect(chips[.default]?.fill?.hex == "#E8DFCC", "the default keeps its own fill")
        #expect(chips[.selected]?.fill?.hex == "#DCEFE4")
        #expect(chips[.selected]?.textColor?.hex == "#2F6B4F")
    }

    @Test func shadowsListedForKindsAreTokensWithThoseUses() throws {
        let tokens = try Self.system.get().tokens.tokens(of: .shadow)
        #expect(tokens.map(\.name) == ["Shadows cards", "Shadows dialogs"])
        #expect(tokens.map(\.usage) == ["cards", "dialogs"])
        let card = try #require(try Self.variant("Cards")[.default])
        #expect(card.shadow?.layers.first?.blur?.value == 6)
        #expect(card.provenance["shadow"]?.line == 22)
        // Buttons are named by no use: no shadow.
        #expect(try Self.variant("Buttons", "Primary")[.default]?.shadow == nil)
    }

    @Test func aShadowsNoteAfterADashIsItsUse() throws {
        let document = """
        # Brine

        ## Depth
        - **Soft**: `0 2px 6px #0000001A` — cards
        - **Deep**: `0 8px 24px #00000033` — dialogs

        ## Components

        ### Cards
        - `12px` radius, white background.
        """
        let system = try TestSupport.analysedSystem(document)
        #expect(system.tokens.tokens(of: .shadow).map(\.usage) == ["cards", "dialogs"])
        #expect(try TestSupport.variant("Cards", in: system.components)[.default]?.shadow?.layers.first?.blur?.value == 6)
    }

    @Test func aShadowInCodeWithoutForNamesNoUse() {
        let uses = ValueStatementInterpreter.shadowUses("none, except a faint one under the floating button (`0 4px 12px #00000040`)")
        #expect(uses.isEmpty)
        let listed = ValueStatementInterpreter.shadowUses("`0 1px 2px #0000001A` for chips, tags; `0 8px 24px #00000033` for sheets. Keep them rare.")
        #expect(listed.map(\.uses) == ["chips, tags", "sheets"])
    }
}

/// One colour for two parts joined by a slash (`` `--color-rust` text/border ``), a corner
/// utility the document glosses with its own length (`rounded-md, ~8px`), and a shadow utility
/// (`shadow-sm`) at the framework's default theme unless the document has a step of that name.
@Suite struct SlashedRolesAndUtilityGlossTests {
    static let document = """
    # Quillworks

    ## Colors
    - **Rust** (#9C3B22): warnings
    - **Vellum** (#F7F1E3): page
    - **Sepia** (#4A3A2A): text

    ## Components
    - **Buttons**: Softly rounded corners (rounded-md, ~8px). Sepia fill, Vellum text.
    - **Inputs**: Rounded corners (rounded-md). Vellum fill, Sepia text, faint shadow (shadow-sm).
    - **Alerts**: Outline only, Rust text/border, Vellum fill.
    - **Tags**: Rust text, Vellum fill, thin border.
    """

    static let components = Result { try TestSupport.analysedSystem(document).components }

    static func look(_ component: String) throws -> ResolvedProperties {
        try #require(try TestSupport.variant(component, in: components.get())[.default])
    }

    @Test func oneColourForPartsJoinedByASlashColoursEach() throws {
        let alert = try Self.look("Alerts")
        #expect(alert.textColor?.hex == "#9C3B22")
        #expect(alert.borderColor?.hex == "#9C3B22")
        #expect(alert.fill?.hex == "#F7F1E3")
        // No slash: the text's colour is not the border's.
        #expect(try Self.look("Tags").borderColor == nil)
        #expect(PropertyPhraseReader.slashedRoles(in: "rust text/border") == [.text, .border])
        #expect(PropertyPhraseReader.slashedRoles(in: "16px / 24px").isEmpty)
        #expect(PropertyPhraseReader.slashedRoles(in: "and/or text").isEmpty)
    }

    @Test func aLengthBesideACornerUtilityIsTheDocumentsReadingOfIt() throws {
        #expect(try Self.look("Buttons").radius == 8)
        #expect(try Self.look("Inputs").radius == 6, "with no gloss, the framework's own scale")
    }

    @Test func aShadowUtilityIsTheFrameworksDefaultShadow() throws {
        let shadow = try #require(try Self.look("Inputs").shadow)
        #expect(shadow.layers.count == 1 && shadow.layers.first?.y?.value == 1 && shadow.layers.first?.blur?.value == 2)
        #expect(try Self.look("Buttons").shadow == nil)
        #expect(TailwindShadowClasses.shadow(in: "hover:shadow-lg") == nil, "a variant's utility says how it changes")
        #expect(TailwindShadowClasses.shadow(in: "shadow-sm or shadow-xl") == nil)
    }

    @Test func theDocumentsOwnShadowStepWinsOverTheFrameworks() throws {
        let document = Self.document.replacingOccurrences(of: "## Components", with: """
        ## Elevation
        - **sm**: 0 2px 4px rgba(74, 58, 42, 0.2)

        ## Components
        """)
        let inputs = try TestSupport.variant("Inputs", in: TestSupport.analysedSystem(document).components)
        #expect(inputs[.default]?.shadow?.layers.first?.blur?.value == 4)
    }
}

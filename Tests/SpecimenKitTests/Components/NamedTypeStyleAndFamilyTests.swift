import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// A component's type named by reference or by family. A style of the document's type scale named
/// in a component's line (`` `text-sm` weight 600 ``, `Font: Eyebrow`) is that style, what the line
/// adds over it; a style's name the scale does not define is not understood, never a family. A font
/// family the document does not declare, named in a table cell or a sentence (`Figtree 700`,
/// `IBM Plex Mono 11px`), is the family; a colour's name is none.
@Suite struct NamedTypeStyleAndFamily {
    static let styles = """
    # Brindle

    ## Colours

    | Token | Value | Usage |
    |---|---|---|
    | `--paper` | #FBF7F0 | Page |
    | `--graphite` | #2B2A33 | Text |
    | `--marigold` | #E0A21B | Accent |
    | `--marigold-wash` | #FCF1D6 | Soft accent |

    ## Type scale

    | Token | Size | Weight | Line Height | Usage |
    |---|---|---|---|---|
    | `title-md` | 20px | 600 | 1.3 | Panel titles |
    | `text-sm` | 13px | 400 | 1.5 | Secondary text |
    | `mono-text` | 12px | 400 | 1.6 | Snippets |
    | `Eyebrow` | 11px | 500 | 1.4 | Section kickers |

    ## Components

    ### Buttons

    - **Background**: `--marigold`
    - **Text**: `--graphite`
    - **Font**: `text-sm` weight 600

    ### Snippets

    - **Background**: `--paper`
    - **Font**: `mono-text`

    ### Panels

    - **Background**: `--paper`
    - **Header**: `--marigold-wash` background, `title-md` text

    ### Kicker

    - **Text**: `--graphite`
    - **Font**: Eyebrow

    ### Stamp

    - **Background**: `--marigold-wash`
    - **Font**: Footnote
    - **Weight**: 700
    """

    static let families = """
    # Harbor

    ## Colours

    | Token | Value |
    |---|---|
    | `--sand` | #F3EBDD |
    | `--kelp` | #23413A |
    | `--tide` | #3F7CAC |
    | `--shell` | #FFFFFF |
    | Stone 200 | #D8D4CC |

    ## Components

    ### Button

    | Variant | Background | Text | Border |
    |---|---|---|---|
    | Main | `--kelp` | `--shell`, Figtree 700 | none |
    | Quiet | transparent | `--kelp`, Space Mono 13px | `--kelp` |

    ### Ticket chip

    - Pill, `--kelp` border, height 28px, padding 0 12px.
    - IBM Plex Mono 11px, `--tide`.

    ### Headline card

    - Panel with `--sand` fill, padding 20px.
    - Title set in Fraunces 22px `--kelp`.

    ### Note

    - **Background**: `--shell`
    - **Text**: Stone 200

    ### Legend

    - **Background**: `--sand`
    - **Text**: Lora Green (`#2F6B4F`)
    - **Caption**: 12px date (Karla)
    """

    static let styleSystem = Result { try TestSupport.analysedSystem(styles) }
    static let familySystem = Result { try TestSupport.analysedSystem(families) }

    static func font(_ component: String, _ variant: String? = nil, in system: Result<AnalyzedSystem, any Error>) throws -> ResolvedFont {
        let found = try TestSupport.variant(component, variant, in: system.get().components)
        return try #require(found[.default]?.font)
    }

    @Test func aStyleInCodeWithAWeightTakesTheStylesSizeAndTheLinesWeight() throws {
        let button = try Self.font("Buttons", in: Self.styleSystem)
        #expect(button.size == 13 && button.weight == "semibold" && button.lineHeight == 1.5)
    }

    @Test func aStyleInCodeAloneIsTheStyle() throws {
        let snippet = try Self.font("Snippets", in: Self.styleSystem)
        #expect(snippet.size == 12 && snippet.lineHeight == 1.6 && snippet.family == nil)
    }

    @Test func aStyleInAPartsPhraseIsThePartsType() throws {
        let panels = try #require(try Self.styleSystem.get().components.first { $0.name == "Panels" })
        let header = try #require(panels.spec.parts.first { $0.name.lowercased().contains("header") })
        #expect(header.properties.font?.value?.styleReference == "title-md")
    }

    @Test func aBareStyleNameUnderAFontLabelIsTheStyle() throws {
        let kicker = try Self.font("Kicker", in: Self.styleSystem)
        #expect(kicker.size == 11 && kicker.weight == "medium" && kicker.family == nil)
    }

    @Test func aStyleNameTheScaleDoesNotDefineIsNotUnderstoodNeverAFamily() throws {
        let stamp = try TestSupport.variant("Stamp", in: Self.styleSystem.get().components)
        let font = try #require(stamp[.default]?.font)
        #expect(font.family == nil && font.weight == "bold")
        #expect(stamp[.default]?.unresolvedValues["font"]?.text == "Footnote")
    }

    @Test func aFamilyBeforeAWeightOrSizeInATableCell() throws {
        let main = try Self.font("Button", "Main", in: Self.familySystem)
        #expect(main.family == "Figtree" && main.weight == "bold")
        let quiet = try Self.font("Button", "Quiet", in: Self.familySystem)
        #expect(quiet.family == "Space Mono" && quiet.size == 13)
    }

    @Test func aFamilyInASentence() throws {
        let chip = try Self.font("Ticket chip", in: Self.familySystem)
        #expect(chip.family == "IBM Plex Mono" && chip.size == 11)
        // `Title set in Fraunces 22px` in a card: the card's title, a part, set in that family.
        let card = try #require(try Self.familySystem.get().components.first { $0.name == "Headline card" })
        let title = try #require(card.parts.first { $0.name == "Title" }, "\(card.parts.map(\.name))")
        #expect(title.properties.font?.family == "Fraunces" && title.properties.font?.size == 22)
    }

    @Test func aFamilyInBracketsOrBeforeAnotherCapitalisedWordIsNone() throws {
        let legend = try #require(try Self.familySystem.get().components.first { $0.name == "Legend" })
        #expect(legend.variants.first?[.default]?.textColor?.hex == "#2F6B4F")
        let families = legend.variants.flatMap { $0.states.values.compactMap { $0.font?.family } }
            + legend.spec.parts.compactMap { $0.properties.font?.value?.family }
        #expect(families.isEmpty, "\(families)")
    }

    /// A family the document declares, named in brackets after a part (`date (Quantico)`), is
    /// that part's, not the component's.
    @Test func aDeclaredFamilyInBracketsIsNotTheComponents() throws {
        let system = try TestSupport.analysedSystem("""
            # Inlet

            ## Typography

            ```css
            :root {
              --font-display: "Bellefair", serif;
              --font-numerals: "Quantico", sans-serif;
            }
            ```

            ## Components

            ### Ledger card

            - Background: #FFFFFF
            - Type: 16px Bellefair title, 12px date (Quantico)
            """)
        let card = try TestSupport.variant("Ledger card", in: system.components)
        #expect(card[.default]?.font?.family == "Bellefair")
    }

    @Test func aColoursNameIsNoFamily() throws {
        let note = try TestSupport.variant("Note", in: Self.familySystem.get().components)
        #expect(note[.default]?.textColor?.hex == "#D8D4CC")
        #expect(note[.default]?.font?.family == nil)
    }
}

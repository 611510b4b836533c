import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// A look written once for a family of components reaches each of them: a lead paragraph over
/// the variants, a look label (`**Specs:**`, `**Style:**`) under a component's heading, a colour
/// whose use is a kind's borders, and a front matter's type style whose use in the prose names
/// a kind.
@Suite struct FamilyLookTests {
    static func components(_ document: String) throws -> [ResolvedComponent] {
        try TestSupport.analysedSystem(document).components
    }

    @Test func aLeadParagraphOverTheVariantsIsTheirSharedLook() throws {
        let components = try Self.components("""
        # Lantern Kit

        ## Colors

        | Name | Hex |
        |---|---|
        | Moss | #2F5D3A |
        | Chalk | #F7F4EC |
        | Slate | #2A2D33 |

        ## Typography

        - **Body font**: Karla, sans-serif

        ## Components

        ### Buttons

        Pill-shaped, 48 px min-height, Karla 700. Variants:

        | Variant | Look |
        |---|---|
        | Solid | Moss fill, Chalk text. |
        | Quiet | Transparent with Slate border, Slate text. |
        | Boxy | Moss fill, Chalk text, 8px radius. |
        """)
        for name in ["Solid", "Quiet"] {
            let look = try #require(try TestSupport.variant("Buttons", name, in: components)[.default])
            #expect(look.fullyRounded)
            #expect(look.minHeight == 48)
            #expect(look.font?.family == "Karla" && CSSFontWeight.parse(look.font?.weight) == 700)
        }
        // What a variant restates is its own.
        let boxy = try #require(try TestSupport.variant("Buttons", "Boxy", in: components)[.default])
        #expect(boxy.radius == 8 && !boxy.fullyRounded)
        #expect(boxy.minHeight == 48)
    }

    @Test func aParagraphWithoutTheVariantsCaptionIsNotTheirLead() throws {
        #expect(StatementSpecReader.leadBeforeVariantList("Pill-shaped, 48px min-height. Variants:") == "Pill-shaped, 48px min-height.")
        #expect(StatementSpecReader.leadBeforeVariantList("Pill-shaped, 48px min-height. Notes:") == nil)
        #expect(StatementSpecReader.leadBeforeVariantList("Variants:") == nil)
    }

    @Test func lookLabelsUnderACodeNamedHeadingAreTheComponentsOwnLook() throws {
        let components = try Self.components("""
        # Lantern Kit

        ## Colors

        | Token | Hex |
        |---|---|
        | `Palette.moss` | #2F5D3A |
        | `Palette.chalk` | #F7F4EC |
        | `Palette.paper` | #FFFFFF |

        ## Components

        ### 1. `<GoButton>`
        *   **Specs:** Height 52px, Radius 14px.
        *   **Style:** `Palette.moss` background, `Palette.chalk` text.

        ### 2. `<Tile>`
        *   **Usage:** lists of routes.
        *   **Style:** `Palette.paper`, Radius 10px.
        """)
        let go = try #require(try TestSupport.variant("<GoButton>", in: components)[.default])
        #expect(go.height == 52 && go.radius == 14)
        #expect(go.fill?.hex == "#2F5D3A")
        // A bare colour under a look label is the fill, never the text: the tile is no text.
        let tile = try #require(try TestSupport.variant("<Tile>", in: components)[.default])
        #expect(tile.fill?.hex == "#FFFFFF" && tile.textColor?.hex != "#FFFFFF")
        #expect(tile.radius == 10)
        #expect(components.allSatisfy { $0.parts.allSatisfy { !["Specs", "Style"].contains($0.name) } })
    }

    @Test func aLookLabelBesideAFrontMatterSpeaksForItsHeadingsComponent() throws {
        let system = try TestSupport.analysedSystem("""
        ---
        name: Lantern Kit
        colors:
          moss: "#2F5D3A"
          chalk: "#F7F4EC"
        components:
          button-solid:
            backgroundColor: "{colors.moss}"
            textColor: "{colors.chalk}"
        ---
        # Lantern Kit

        ## Components

        ### Chips
        - **Style:** quiet outlined chips, 1px Moss border, 12px text, fully round.
        """)
        #expect(system.describedComponents.map(\.name) == ["Chips"])
    }

    @Test func aStyleLineThatOnlyListsNamesStillNamesTheVariants() throws {
        let components = try Self.components("""
        # Lantern Kit

        ## Colors
        - **Moss** (#2F5D3A): actions

        ## Components

        ### Buttons
        - **Style:** Solid, Quiet or Link
        - 12px radius, Moss fill
        """)
        let buttons = try #require(components.first { $0.name == "Buttons" })
        #expect(Set(buttons.variants.map(\.name)).isSuperset(of: ["Solid", "Quiet", "Link"]))
    }

    @Test func aStyleLineOfColoursAndTheirPropertiesIsTheLook() throws {
        let components = try Self.components("""
        # Lantern Kit

        ## Colors
        - **Moss** (#2F5D3A): actions
        - **Chalk** (#F7F4EC): page

        ## Components

        ### Tags
        - **Style:** Moss fill, Chalk text
        """)
        let tags = try #require(components.first { $0.name == "Tags" })
        #expect(!tags.variants.contains { $0.name == "Moss fill" })
        #expect(tags.variants.first?[.default]?.fill?.hex == "#2F5D3A")
    }

    @Test func aColourForAKindsBordersColoursTheBorderItStates() throws {
        let components = try Self.components("""
        # Lantern Kit

        ## Colors

        | Token | Hex | Usage |
        |---|---|---|
        | `--lk-paper` | `#F7F4EC` | Page background |
        | `--lk-ink` | `#2A2D33` | Body text |
        | `--lk-line` | `#D9D2C0` | Card borders and dividers |

        ## Components

        ### Cards
        - 12px radius, paper background, `1px` border.

        ### Tags
        - paper background, ink text, `1px` border, 4px radius.

        ### Panels
        - 12px radius, paper background, 1px ink border.
        """)
        let card = try #require(try TestSupport.variant("Cards", in: components)[.default])
        #expect(card.borderColor?.hex == "#D9D2C0")
        // A kind the use does not name keeps a border of no stated colour.
        #expect(try TestSupport.variant("Tags", in: components)[.default]?.borderColor?.hex != "#D9D2C0")
        // A component's own border colour wins.
        #expect(try TestSupport.variant("Panels", in: components)[.default]?.borderColor?.hex == "#2A2D33")
    }

    @Test func aGroundColourForAKindFillsThatKindsComponents() throws {
        let components = try Self.components("""
        # Quillfern

        ## Tokens

        | Token | Value | Use |
        |---|---|---|
        | `qf.ground` | `#101418` | page background |
        | `qf.surface-low` | `#1C2329` | cards, panels and buttons |
        | `qf.surface-high` | `#2A333B` | chip outlines, hovered rows |
        | `qf.ink` | `#EEF2F5` | body text |

        ## Components

        ### Tiles
        - 1px ink border, 14px radius.

        ### Buttons
        - **Solid**: #2A333B fill, ink text, 8px radius.
        - **Secondary**: ink text, 1px ink border, 8px radius.
        - **Ghost**: ink text, 8px radius.

        ### Chips
        - 1px ink border, 999px radius.
        """)
        #expect(try TestSupport.variant("Tiles", in: components)[.default]?.fill?.hex == "#1C2329")
        #expect(try TestSupport.variant("Buttons", "Secondary", in: components)[.default]?.fill?.hex == "#1C2329")
        // A variant drawn without a fill, and one with its own, keep theirs.
        #expect(try TestSupport.variant("Buttons", "Ghost", in: components)[.default]?.fill == nil)
        #expect(try TestSupport.variant("Buttons", "Solid", in: components)[.default]?.fill?.hex == "#2A333B")
        // A use naming a kind's part or a state is no fill of it.
        #expect(try TestSupport.variant("Chips", in: components)[.default]?.fill == nil)
    }

    @Test func twoGroundsForOneKindFillNeither() throws {
        let components = try Self.components("""
        # Quillfern

        | Token | Value | Use |
        |---|---|---|
        | `qf.surface-low` | `#1C2329` | cards |
        | `qf.surface-high` | `#2A333B` | cards, dialogs |

        ## Components

        ### Tiles
        - 1px #EEF2F5 border, 14px radius.
        """)
        #expect(try TestSupport.variant("Tiles", in: components)[.default]?.fill == nil)
    }

    @Test func aDocumentOfTokensAloneDrawsTheKindsItsGroundsAreFor() throws {
        let system = try TestSupport.analysedSystem("""
        # Fernway

        | Token | Value | Use |
        |---|---|---|
        | `fw.bg.base` | `#F4F1EA` | page background |
        | `fw.bg.layer-1` | `#FFFFFF` | cards, panels |
        | `fw.bg.layer-2` | `#ECE7DD` | nested panels, selected rows |
        | `fw.line.strong` | `#B9B09F` | input borders |
        | `fw.ink` | `#22201C` | body text |
        | `fw.accent` | `#9A3B1C` | primary actions |
        """)
        let cards = try TestSupport.variant("Cards", in: system.components)
        #expect(cards[.default]?.fill?.hex == "#FFFFFF")
        // An input's border colour is the input's; a text colour and an action are no component.
        #expect(try TestSupport.variant("Input", in: system.components)[.default]?.borderColor?.hex == "#B9B09F")
        #expect(system.components.map(\.name) == ["Cards", "Input"])
        // Rows named with a state and no part are listed with their line, not drawn.
        #expect(system.describedComponents.map(\.name) == ["Selected rows"])
    }

    /// A kind no section describes is drawn from the ground its usage cell names; the kinds
    /// the sections describe take nothing from it (`UseNamedComponentTests`).
    @Test func aDocumentThatDescribesComponentsDrawsOnlyOtherKindsFromItsGrounds() throws {
        let system = try TestSupport.analysedSystem("""
        # Fernway

        | Token | Value | Use |
        |---|---|---|
        | `fw.bg.layer-1` | `#FFFFFF` | cards, panels |
        | `fw.ink` | `#22201C` | body text |

        ## Components

        ### Chips
        - 1px #22201C border, 999px radius.
        """)
        #expect(system.components.map(\.name) == ["Chips", "Cards"])
        #expect(try TestSupport.variant("Chips", in: system.components)[.default]?.fill == nil)
        #expect(try TestSupport.variant("Cards", in: system.components)[.default]?.fill?.hex == "#FFFFFF")
    }

    @Test func aCustomPropertyNamedInProseIsTheDocumentsOwnRadius() throws {
        let components = try Self.components("""
        # Lantern Kit

        ## Colors

        | Token | Hex | Usage |
        |---|---|---|
        | `--lk-paper` | `#F7F4EC` | Page background |
        | `--lk-ink` | `#2A2D33` | Body text |

        ## Radius

        | Token | Value | Use |
        |---|---|---|
        | `--lk-round-s` | `6px` | Tags |
        | `--lk-round-l` | `18px` | Panels |

        ## Components

        ### Cards
        Paper background, ink text, `--lk-round-l` corners.

        ### Dialog
        `--lk-paper` body, var(--lk-round-s) corners, `--lk-ink` text.

        ### Banner
        `--lk-paper` fill, `--lk-ink` text, `--lk-round-xl` corners.
        """)
        #expect(try TestSupport.variant("Cards", in: components)[.default]?.radius == 18)
        #expect(try TestSupport.variant("Dialog", in: components)[.default]?.radius == 6)
        // A variable the document does not define gives no radius.
        #expect(try TestSupport.variant("Banner", in: components)[.default]?.radius == nil)
    }

    @Test func aKindUseNamesTheKindAloneOrWithItsPartWord() {
        #expect(KindUses.names("Card borders, dividers", kind: .card, required: ["border"]))
        #expect(KindUses.names("soft lines; input borders", kind: .textInput, required: ["border"]))
        #expect(!KindUses.names("Card backgrounds", kind: .card, required: ["border"]))
        #expect(KindUses.names("dense UI, buttons", kind: .button))
        #expect(!KindUses.names("dense UI, buttons", kind: .card))
        #expect(!KindUses.names("ghost buttons on photos", kind: .button))
    }

    @Test func aFrontMatterTypeStyleWhoseProseUseNamesAKind() throws {
        let components = try Self.components("""
        ---
        name: Lantern Kit
        colors:
          moss: "#2F5D3A"
          chalk: "#F7F4EC"
        typography:
          reading:
            fontFamily: "Karla"
            fontSize: "17px"
            fontWeight: 400
          compact:
            fontFamily: "Karla"
            fontSize: "13px"
            fontWeight: 600
        components:
          button-solid:
            backgroundColor: "{colors.moss}"
            textColor: "{colors.chalk}"
          button-plain:
            backgroundColor: "{colors.chalk}"
            textColor: "{colors.moss}"
            typography: "{typography.reading}"
          card-note:
            backgroundColor: "{colors.chalk}"
        ---
        # Lantern Kit

        ## Typography

        - **Reading** (400, 17px): long passages
        - **Compact** (600, 13px): tight toolbars, buttons
        """)
        let solid = try #require(try TestSupport.variant("button-solid", in: components)[.default])
        #expect(solid.font?.size == 13 && CSSFontWeight.parse(solid.font?.weight) == 600)
        // An entry that names its own style keeps it; a kind the use does not name takes nothing.
        #expect(try TestSupport.variant("button-plain", in: components)[.default]?.font?.size == 17)
        #expect(try TestSupport.variant("card-note", in: components)[.default]?.font?.size != 13)
    }
}

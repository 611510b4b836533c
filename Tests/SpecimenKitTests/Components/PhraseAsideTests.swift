import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenSite

/// Words beside a component's values that state none: a padding's name before its lengths in
/// brackets, a custom property's number, a qualified property label (`Accent border:`), and a
/// clause that says what the component is not.
@Suite struct PhraseAsideTests {
    static let document = """
    # Slate

    ## Colors
    - **Chalk 100** (#F2F2EE): text on dark.
    - **Rust** (#B5472B): brand.

    ## Components

    ### Buttons
    - **Primary**: Rust fill, white text, 4px radius, roomy (10px 28px) padding
    - **Ghost**: transparent, 1px #555555 border. Hover: text to `var(--chalk-100)`

    ### Cards
    - Background: white
    - Accent border: `1px solid #b5472b`
    - Radius: 8px

    ### Tags
    - Chalk 100 background, Rust text, 12px — not a 40px pill
    """

    static let system = Result { try TestSupport.analysedSystem(document) }

    static func variant(_ component: String, _ name: String? = nil) throws -> ResolvedVariant {
        try TestSupport.variant(component, name, in: system.get().components)
    }

    @Test func lengthsInBracketsAfterAPaddingsNameAreBothSides() throws {
        let primary = try Self.variant("Buttons", "Primary")
        #expect(primary[.default]?.paddingVertical == 10 && primary[.default]?.paddingHorizontal == 28)
    }

    @Test func aCustomPropertysNumberIsNoWeight() throws {
        let ghost = try Self.variant("Buttons", "Ghost")
        #expect(ghost[.hover]?.textColor?.hex == "#F2F2EE")
        #expect(ghost[.hover]?.font?.weight == nil)
    }

    @Test func aQualifiedPropertyLabelIsTheComponentsNotAPaletteColour() throws {
        let tokens = try Self.system.get().tokens.tokens
        #expect(!tokens.contains { $0.name.lowercased().contains("accent") }, "\(tokens.map(\.name))")
        let card = try Self.variant("Cards")
        #expect(card[.default]?.fill?.hex == "#FFFFFF")
        #expect(card[.default]?.borderWidth == 1 && card[.default]?.borderColor?.hex == "#B5472B")
    }

    @Test func whatAComponentIsNotStatesNothing() throws {
        let tag = try Self.variant("Tags")
        #expect(tag[.default]?.fill?.hex == "#F2F2EE" && tag[.default]?.textColor?.hex == "#B5472B")
        #expect(tag[.default]?.radius == nil && tag[.default]?.fullyRounded != true)
        #expect(PropertyPhraseReader.withoutDenial("weight 900 — not a 32px corner logo") == "weight 900")
        #expect(PropertyPhraseReader.withoutDenial("never rounded") == "")
        #expect(PropertyPhraseReader.withoutDenial("no border") == "no border")
    }
}

/// `Size: ~44px diameter` and `36px diameter` are circles that wide and that tall, as `40px
/// circle` is; a size alone stays a height.
@Suite struct DiameterTests {
    static let components = Result { try quill("""
        ### Orbit Button
        - Background: Ink
        - Size: ~44px diameter
        - Radius: 50% (a circle)

        ### Avatar
        - Paper background, 36px diameter, 1px Ink border.

        ### Chip
        - Background: Paper
        - Size: 28px
        """) }

    static func look(_ component: String) throws -> ResolvedProperties { try resting(component, in: components.get()) }

    @Test func aDiameterUnderItsLabelIsTheWidthAndTheHeight() throws {
        let orbit = try Self.look("Orbit Button")
        #expect(orbit.width == 44 && orbit.height == 44 && orbit.fullyRounded)
        #expect(orbit.provenance["width"]?.line == 11)
    }

    @Test func aDiameterInAPhraseIsACircle() throws {
        let avatar = try Self.look("Avatar")
        #expect(avatar.width == 36 && avatar.height == 36 && avatar.fullyRounded)
    }

    @Test func aSizeAloneIsStillAHeight() throws {
        let chip = try Self.look("Chip")
        #expect(chip.height == 28 && chip.width == nil)
    }
}

/// A control whose vertical padding is stated and whose height is not is as tall as its padding
/// and text make it: the gallery's touch-target floor gives way (`--c-floor: 0px`).
@Suite struct StatedPaddingHeightTests {
    static let components = Result { try quill("""
        ### Filter Pill
        - Paper background, Ink text, 2px 8px padding, 999px radius.

        ### Buttons
        - **Solid**: Ink background, Paper text, 8px 16px padding, 40px tall.
        - **Quiet**: Paper background, Ink text, 1px Ink border.
        """) }

    static func declarations(_ component: String, _ variant: String? = nil, _ state: ComponentState = .default) throws -> [String] {
        ComponentStyle.declarations(try #require(try TestSupport.variant(component, variant, in: components.get())[state]))
    }

    @Test func aStatedPaddingWithoutAHeightLowersTheFloor() throws {
        #expect(try Self.declarations("Filter Pill").contains("--c-floor: 0px"))
    }

    @Test func aStatedHeightOrNoPaddingKeepsIt() throws {
        #expect(try !Self.declarations("Buttons", "Solid").contains("--c-floor: 0px"))
        #expect(try !Self.declarations("Buttons", "Quiet").contains("--c-floor: 0px"))
    }
}

/// A height or width in a phrase: `height 44px` (the measure's word, then its length) and
/// `64px tall`, `120px wide` (the length, then the word); `12px high-contrast text` is a size
/// of type, and `line-height 30px` the text's leading.
@Suite struct MeasuresInPhrasesTests {
    static let components = Result { try quill("""
        ### Top Bar
        - Paper background, Ink text, 64px tall, 1px Ink border.

        ### Field
        - Paper background, 1px Ink border, padding 10px 14px, height 44px, width 240px.

        ### Badge
        - Ink background, Paper text, 12px high-contrast text, line-height 16px, 120px wide.
        """) }

    static func look(_ component: String) throws -> ResolvedProperties { try resting(component, in: components.get()) }

    @Test func aLengthThenTallIsTheHeight() throws {
        let bar = try Self.look("Top Bar")
        #expect(bar.height == 64 && bar.provenance["height"]?.line == 10)
    }

    @Test func heightOrWidthThenALengthIsThatMeasure() throws {
        let field = try Self.look("Field")
        #expect(field.height == 44 && field.width == 240)
    }

    @Test func wordsThatOnlyStartLikeAMeasureSetNone() throws {
        let badge = try Self.look("Badge")
        #expect(badge.height == nil && badge.font?.size == 12 && badge.width == 120)
    }
}

/// `- **Quiet**: Paper background, Ink text, 1px Ink border.` under Buttons: a label of no known
/// variant word whose phrase gives a palette fill and a palette border is a look of its own, a
/// variant, as it is with literals, not a part of the component.
@Suite struct PaletteLookTests {
    @Test func aPaletteFillAndBorderMakeAVariant() throws {
        let components = try quill("""
            ### Buttons
            - **Solid**: Ink background, Paper text, 8px 16px padding.
            - **Quiet**: Paper background, Ink text, 1px Ink border.
            """)
        let quiet = try #require(TestSupport.variant("Buttons", "Quiet", in: components)[.default])
        // A label naming a kind (`Container:`) is the component's own box, not a variant.
        let tile = try TestSupport.analysedSystem("""
            # Quill

            ## Colors
            - **Paper** (#FBFAF6): page.
            - **Seam** (#D9D4C8): hairlines.

            ## Components

            ### Tile Card
            - Container: Paper background, 1px solid Seam, 24px padding.
            """).components
        let own = try #require(TestSupport.variant("Tile Card", in: tile)[.default])
        #expect(own.borderColor?.hex == "#D9D4C8" && own.fill?.hex == "#FBFAF6")
        #expect(try #require(tile.first).variants.count == 1)
        #expect(quiet.fill?.hex == "#FBFAF6" && quiet.borderColor?.hex == "#1F1D1A" && quiet.borderWidth == 1)
        #expect(try #require(TestSupport.variant("Buttons", "Solid", in: components)[.default]).fill?.hex == "#1F1D1A")
    }

    @Test func aPaletteFillAndItsTextMakeAVariant() throws {
        // `**Calm**: Paper background, Ink text.` states a look, not a part named Calm.
        let components = try quill("""
            ### Banner
            A strip across the page, padding 12px 16px.

            - **Calm**: Paper background, Ink text.
            - **Alarm**: Ink background, white text.
            - **Title**: Ink text.
            """)
        let calm = try #require(TestSupport.variant("Banner", "Calm", in: components)[.default])
        let alarm = try #require(TestSupport.variant("Banner", "Alarm", in: components)[.default])
        #expect(calm.fill?.hex == "#FBFAF6" && calm.textColor?.hex == "#1F1D1A" && calm.paddingVertical == 12)
        #expect(alarm.fill?.hex == "#1F1D1A" && alarm.textColor?.hex == "#FFFFFF")
        #expect(try #require(components.first).variants.map(\.name).sorted() == ["Alarm", "Calm"])
    }
}

/// A note in brackets after a value, full-width or not: `8px 16px（推定）` is both paddings, and
/// `なし（フラットデザイン）`, `none (flat design)` and `mostly flat (box-shadow: none)` say there is
/// no shadow.
@Suite struct BracketedNotesTests {
    @Test func aNoteAfterTheValueLeavesItWhole() throws {
        let components = try TestSupport.analysedSystem("""
            # Quill

            ## Components

            ### Button
            - Background: #1F1D1A
            - Padding: 8px 16px（推定）
            - Shadow: なし（フラットデザイン）

            ### Card
            - Background: #FBFAF6
            - Shadow: mostly flat (box-shadow: none)

            ### Chip
            - Background: #FBFAF6
            - Shadow: soft (0 2px 4px)

            ### Tile
            - Background: #FBFAF6
            - Shadow: none (a soft lift on hover)
            """).components
        let button = try #require(TestSupport.variant("Button", in: components)[.default])
        #expect(button.paddingVertical == 8 && button.paddingHorizontal == 16)
        #expect(button.noShadow)
        #expect(try #require(TestSupport.variant("Card", in: components)[.default]).noShadow)
        #expect(try #require(TestSupport.variant("Chip", in: components)[.default]).noShadow == false)
        // A note that gives a state its own shadow keeps the whole value the document's words.
        let tile = try #require(TestSupport.variant("Tile", in: components)[.default])
        #expect(!tile.noShadow && tile.shadow == nil)
    }
}

/// An indicator whose look gives it side padding (`Live Indicator`: fill, white text, `2px 8px`)
/// is a badge with its label; one with none, or named a dot, stays a dot.
@Suite struct IndicatorKindTests {
    static let components = Result { try TestSupport.analysedSystem("""
        # Quill

        ## Components

        ### Live Indicator
        - Background: #C7341F
        - Text: #FFFFFF
        - Padding: 2px 8px
        - Radius: 12px

        ### Sync Indicator
        - Background: #2E8B57
        - Size: 8px

        ### Unread Dot
        - Background: #C7341F
        - Padding: 0 2px
        """).components }

    static func kind(_ name: String) throws -> ComponentKind? {
        try components.get().first { $0.name == name }?.kind
    }

    @Test func anIndicatorWithSidePaddingIsABadge() throws {
        #expect(try Self.kind("Live Indicator") == .statusBadge)
    }

    @Test func anIndicatorWithoutIsADot() throws {
        #expect(try Self.kind("Sync Indicator") == .indicatorDot)
        #expect(try Self.kind("Unread Dot") == .indicatorDot)
    }
}

/// The components of a document in the palette most of these suites share (Paper and Ink),
/// whose components section `components` is: its lines start at line 9.
private func quill(_ components: String) throws -> [ResolvedComponent] {
    try TestSupport.analysedSystem("""
        # Quill

        ## Colors
        - **Paper** (#FBFAF6): page.
        - **Ink** (#1F1D1A): text.

        ## Components


        """ + components).components
}

/// A component's (or its one variant's) resting look.
private func resting(_ component: String, in components: [ResolvedComponent]) throws -> ResolvedProperties {
    try #require(try TestSupport.variant(component, in: components)[.default])
}

/// A line along one edge of the box written with words between its side and its noun (`bottom
/// 1px Seam hairline`, `a bottom 2px Moss underline`), or an underline given a width (`2px Moss
/// underline`), is a border on that side, never a fill or the text's underline.
@Suite struct EdgeLineTests {
    static let components = Result { try quill("""
        ### Tab
        - Paper background, Ink text, bottom 1px Ink hairline, padding 8px 12px.
        - Selected: Ink text with a bottom 2px Ink underline.

        ### Field
        - Paper background, Ink text, padding 10px 12px.
        - Error: adds 2px Ink underline.

        ### Rail
        - Paper background, Ink text, 4px Ink left border.

        ### Link
        - Ink text, underline on hover.
        """) }

    static func look(_ component: String, _ state: ComponentState = .default) throws -> ResolvedProperties {
        try #require(try TestSupport.variant(component, in: components.get())[state])
    }

    @Test func aSideThenAWidthAndAColourIsThatSidesBorder() throws {
        let tab = try Self.look("Tab")
        #expect(tab.borderSide == "bottom" && tab.borderWidth == 1 && tab.borderColor?.hex == "#1F1D1A")
        #expect(try Self.look("Rail").borderSide == "left")
    }

    @Test func anUnderlineWithAWidthIsTheBoxsBottomEdge() throws {
        let selected = try Self.look("Tab", .selected)
        #expect(selected.borderWidth == 2 && selected.borderSide == "bottom" && selected.fill?.hex == "#FBFAF6")
        #expect(selected.font?.decoration == nil)
        let error = try Self.look("Field", .error)
        #expect(error.borderWidth == 2 && error.borderSide == "bottom" && error.fill?.hex == "#FBFAF6" && error.font?.decoration == nil)
    }

    @Test func anUnderlineWithNoWidthIsStillTheTexts() throws {
        #expect(try Self.look("Link", .hover).font?.decoration == "underline")
    }
}

/// A component named for links is its text: a state line's colour with no role word
/// (`- Default: #3F7D4E with no underline`) is the text's colour, as a variant's is, never a fill.
@Suite struct LinkStateColourTests {
    @Test func aLinksStateColourIsItsText() throws {
        let components = try quill("""
            ### Links
            - Default: `#3F7D4E` with no underline
            - Hover: `#2E5E3A` with underline

            ### Chips
            - Default: `#3F7D4E`, white text
            """)
        let link = try resting("Links", in: components)
        #expect(link.textColor?.hex == "#3F7D4E" && link.fill == nil)
        let hover = try #require(TestSupport.variant("Links", in: components)[.hover])
        #expect(hover.textColor?.hex == "#2E5E3A" && hover.fill == nil && hover.font?.decoration == "underline")
        #expect(try resting("Chips", in: components).fill?.hex == "#3F7D4E")
    }
}

/// `40px height` and `` `40px` height `` (the length, then the measure's word) are the height;
/// `weight 500` and a sentence `Weight 500.` are the type's weight.
@Suite struct MeasureAfterLengthAndWeightWordTests {
    @Test func aLengthThenHeightAndWeightThenANumber() throws {
        let components = try quill("""
            ### Buttons
            - **Solid:** Ink fill, Paper text, `40px` height, padding `0 16px`. Weight 500.
            - **Quiet:** Paper fill, Ink text, 36px height, weight 600.
            - **Plain:** Paper fill, Ink text, 16px line height.
            """)
        let solid = try #require(TestSupport.variant("Buttons", "Solid", in: components)[.default])
        #expect(solid.height == 40 && solid.font?.weight == "medium")
        let quiet = try #require(TestSupport.variant("Buttons", "Quiet", in: components)[.default])
        #expect(quiet.height == 36 && quiet.font?.weight == "semibold")
        #expect(try #require(TestSupport.variant("Buttons", "Plain", in: components)[.default]).height == nil)
    }
}

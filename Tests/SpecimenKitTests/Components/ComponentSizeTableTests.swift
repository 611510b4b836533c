import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// A component's tables of looks, sizes and states, as design-site pages write them: a colour
/// table whose first column's header names the kind (`| Button Type | Background Color | … |`),
/// a `| Size | Height | Padding (Left/Right) | Font Size |` table under a heading that names no
/// kind, or beside the looks under the kind's own heading, and a `| State | Visual Changes |`
/// table. The sizes size the component's looks (never looks of their own, nor a spacing scale),
/// and what the document does not define is listed with its words and line.
@Suite struct ComponentSizeTableTests {
    /// A page about one kind of control: the title names it, the sections under it do not.
    static let page = """
    # Moss Button Guide

    ## Look

    ### Palette

    | Button Type | Background Color | Text Color | Border |
    |---|---|---|---|
    | Solid | #1D6A4F | #FFFFFF | none |
    | Hollow | transparent | var(--moss-ink) | 1px solid #1D6A4F |
    | Soft | var(--tint-white) | #1D6A4F | none |

    ### Sizing and Spacing

    | Size | Height | Padding (Left/Right) | Font Size |
    |---|---|---|---|
    | Small | 30px | 10px | 13px |
    | Medium | 38px | 14px | 15px |
    | Large | 46px | 18px | 17px |

    ## Behaviour

    | State | Visual Changes |
    |---|---|
    | Hover | Lighten the fill a little |
    | Disabled | 50% opacity |
    """

    /// The sizes beside the looks, under the kind's own heading, and a Chinese size table under
    /// a sub-heading of its own.
    static let beside = """
    # Harbour

    ## Components

    ### Chip

    | Variant | Background | Text |
    |---|---|---|
    | calm | #E4EEF6 | #20506F |
    | alert | #FBE3DE | #8A2A17 |

    | Size | Height | Use |
    |---|---|---|
    | sm | 22px | dense tables |
    | md | 28px | everywhere else |

    ### 按钮（Button）

    - 背景: #20506F
    - 文字: #FFFFFF

    #### 按钮尺寸

    | 尺寸 | 高度 | 左右内边距 | 字号 |
    |-----|------|-----------|------|
    | 大 | 44px | 24px | 16px |
    | 默认 | 36px | 16px | 14px |
    """

    @Test func aKindNamedInTheFirstHeaderGivesTheLooks() throws {
        let components = try TestSupport.analysedSystem(Self.page).components
        let solid = try TestSupport.variant("Button", "Solid", in: components)[.default]
        #expect(solid?.fill?.hex == "#1D6A4F" && solid?.textColor?.hex == "#FFFFFF", "\(String(describing: solid))")
    }

    @Test func anUndefinedVariableIsListedNeverDrawnInADefault() throws {
        let written = DesignMDWriter(try ExtractRoundTripTests.analysed(Self.page, sidecar: nil)).write()
        #expect(written.contains("var(--moss-ink)") && written.contains("var(--tint-white)"), "\(written)")
        // (Its name says white; the document never says what it is.)
        let soft = try TestSupport.variant("Button", "Soft", in: try TestSupport.analysedSystem(Self.page).components)[.default]
        #expect(soft?.fill == nil, "\(String(describing: soft))")
    }

    @Test func theSizesSizeTheLooksAndNoSpacingScale() throws {
        let system = try TestSupport.analysedSystem(Self.page)
        #expect(system.tokens.tokens(of: .spacing).isEmpty, "\(system.tokens.tokens(of: .spacing).map(\.name))")
        let names = system.components.flatMap { $0.variants.map(\.name) }
        #expect(!names.contains("Small") && !names.contains("Large"), "\(names)")
        let solid = try TestSupport.variant("Button", "Solid", in: system.components)[.default]
        // Drawn at the medium size; the side padding is the sides' alone.
        #expect(solid?.height == 38 && solid?.paddingHorizontal == 14 && solid?.paddingVertical == nil, "\(String(describing: solid))")
        let button = try #require(system.components.first { $0.variants.contains { $0.name == "Solid" } })
        #expect(button.spec.rules.contains { $0.text.contains("Height 30px") } && button.spec.rules.contains { $0.text.contains("Height 46px") },
                "\(button.spec.rules.map(\.text))")
    }

    @Test func aSizeTableBesideTheLooksSizesThem() throws {
        let components = try TestSupport.analysedSystem(Self.beside).components
        let names = components.flatMap { $0.variants.map(\.name) }
        #expect(!names.contains("sm") && !names.contains("md"), "\(names)")
        let calm = try TestSupport.variant("Chip", "calm", in: components)[.default]
        #expect(calm?.fill?.hex == "#E4EEF6" && calm?.height == 28, "\(String(describing: calm))")
    }

    @Test func aChineseSizeTableSizesItsButton() throws {
        let components = try TestSupport.analysedSystem(Self.beside).components
        // (A button with no looks of its own shows each size as one.)
        let button = try #require(components.first { $0.kind == .button })
        let look = button.variant(named: "默认")?[.default]
        #expect(look?.height == 36 && look?.paddingHorizontal == 16 && look?.fill?.hex == "#20506F", "\(String(describing: look))")
        #expect(button.spec.rules.contains { $0.text.contains("44px") }, "\(button.spec.rules.map(\.text))")
    }

    @Test func aStateTableGivesWhatItStatesAndListsTheRest() throws {
        let components = try TestSupport.analysedSystem(Self.page).components
        let disabled = try TestSupport.variant("Button", "Solid", in: components)[.disabled]
        #expect(disabled?.opacity == 0.5 && disabled?.fullyRounded != true, "\(String(describing: disabled))")
        let written = DesignMDWriter(try ExtractRoundTripTests.analysed(Self.page, sidecar: nil)).write()
        #expect(written.contains("Hover: Lighten the fill a little"), "\(written)")
    }
}

/// Values written as steps of a token system the document never defines (`Brand Color 600`,
/// `Radius 400 (4px rounded corners)`): a palette's step is no font weight, and a length restated
/// in brackets after a step is the one radius, never two corners.
@Suite struct ExternalScaleStepTests {
    static let document = """
    # Tern

    ### Filled Button
     - Brand Color 600 (for example: teal 600)
     - Text color Ink 0
     - Border Width 400
     - Border Radius 400 (4px rounded corners)

    ### Quiet Button
     - Text color Brand Color 600
    """

    @Test func aPaletteStepIsNoWeight() throws {
        let components = try TestSupport.analysedSystem(Self.document).components
        for component in components {
            for look in component.variants.map({ $0[.default] }) {
                #expect(look?.font?.weight == nil, "\(component.name): \(String(describing: look?.font))")
            }
        }
    }

    /// A line naming a property whose value is only a step (`Border Width 400`) is listed.
    @Test func aStepNoValueDrawsIsListedWithItsLine() throws {
        let written = DesignMDWriter(try ExtractRoundTripTests.analysed(Self.document, sidecar: nil)).write()
        #expect(written.contains("Border Width 400") && written.contains("Text color Ink 0"), "\(written)")
    }

    @Test func aBracketedLengthAfterAStepIsTheOneRadius() throws {
        let components = try TestSupport.analysedSystem(Self.document).components
        let filled = try #require(components.first { $0.name.contains("Filled") })
        let look = filled.variants.first?[.default]
        #expect(look?.radius == 4 && (look?.cornerRadii ?? []).isEmpty, "\(String(describing: look))")
    }
}

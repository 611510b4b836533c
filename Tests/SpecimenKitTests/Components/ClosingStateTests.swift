import Testing
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenSite

/// A clause that ends with a state (`background #2E5B3A on hover`, `scale 0.97 when pressed`)
/// gives that state its value, in a captioned variant's phrase, an unlabelled bullet and a
/// property's labelled line alike; the default keeps the value stated for it.
@Suite struct ClosingStateTests {
    static let document = """
    # Fern

    ## Colors
    - **Fern** (#3F7A4E): primary actions.
    - **Mist** (#F3F5F2): page and cards.

    ## Components

    ### Buttons
    - **Primary**: Fern background, white text, 6px radius; background #2E5B3A on hover, scale 0.97 when pressed.
    - **Outline**: Mist background, Fern text, 1px #B9C4B5 border, border #3F7A4E on hover.
    - **Quiet**: transparent background, text `{colors.fern}` → #22472D on hover, 6px radius.

    ### Cards
    - Mist background, 12px radius, shadow 0 8px 20px rgba(0,0,0,0.14) on hover.

    ### Chips
    - Background: Mist; #E3E8E1 on hover
    - Text: Fern

    ### Tooltip
    - Background: #1E2320 (invisible at rest, shown on hover)
    """

    static let components = Result { try TestSupport.analysedSystem(document).components }

    static func variant(_ component: String, _ name: String? = nil) throws -> ResolvedVariant {
        try TestSupport.variant(component, name, in: components.get())
    }

    @Test func aCaptionedVariantsClosingStatesAreThoseStates() throws {
        let primary = try Self.variant("Buttons", "Primary")
        #expect(primary[.default]?.fill?.hex == "#3F7A4E" && primary[.default]?.radius == 6)
        #expect(primary[.hover]?.fill?.hex == "#2E5B3A")
        #expect(primary[.pressed]?.scaleOnPress == 0.97)
        let outline = try Self.variant("Buttons", "Outline")
        #expect(outline[.default]?.borderColor?.hex == "#B9C4B5")
        #expect(outline[.hover]?.borderColor?.hex == "#3F7A4E")
        // `**Outline**:` names the variant, not the border: its hover is its own.
        #expect(primary[.hover]?.borderColor == nil)
    }

    @Test func anUnlabelledBulletsClosingStateIsThatState() throws {
        let card = try Self.variant("Cards")
        #expect(card[.default]?.shadow == nil && card[.default]?.radius == 12)
        #expect(card[.hover]?.shadow?.layers.first?.blur?.value == 20)
    }

    @Test func aLabelledPropertysClosingStateIsThatPropertyInThatState() throws {
        let chip = try Self.variant("Chips")
        #expect(chip[.default]?.fill?.hex == "#F3F5F2")
        #expect(chip[.hover]?.fill?.hex == "#E3E8E1")
    }

    @Test func aChangeWithAnArrowIsTheDefaultsBeforeItAndTheStatesAfter() throws {
        let link = try Self.variant("Buttons", "Quiet")
        #expect(link[.default]?.textColor?.hex == "#3F7A4E")
        #expect(link[.hover]?.textColor?.hex == "#22472D")
        let change = PropertyPhraseReader.closingState(of: "text ash → ink on hover")
        #expect(change?.words == "text ink" && change?.rest == "text ash")
        let bracketed = PropertyPhraseReader.closingState(of: "text ash (→ ink on hover)")
        #expect(bracketed?.words == "text ink" && bracketed?.rest == "text ash")
    }

    @Test func anAsidesPieceNamesNoState() throws {
        let tooltip = try Self.variant("Tooltip")
        #expect(tooltip.states.keys.sorted() == [.default])
        #expect(tooltip[.default]?.fill?.hex == "#1E2320")
    }

    @Test func onlyAValueThenOnOrWhenAndAStateCloseAClause() {
        #expect(PropertyPhraseReader.closingState(of: "background #2E5B3A on hover")?.state == .hover)
        #expect(PropertyPhraseReader.closingState(of: "background #2E5B3A on hover")?.words == "background #2E5B3A")
        #expect(PropertyPhraseReader.closingState(of: "#E3E8E1 on hover") == nil)
        #expect(PropertyPhraseReader.closingState(of: "#E3E8E1 on hover", valueWords: 1)?.state == .hover)
        #expect(PropertyPhraseReader.closingState(of: "white text on dark surfaces") == nil)
    }

    /// An outline of no width after a stated border (`2px solid #x border + a soft #y outline`) is
    /// a ring around it: the border keeps its colour.
    @Test func anOutlineAfterAStatedBorderIsNoSecondBorder() throws {
        let system = try TestSupport.analysedSystem("""
            # Fern

            ## Components

            ### Inputs
            - Default: white background, 1px solid #C9CFC6 border, 6px radius
            - Focused: 2px solid #3F7A4E border + a soft rgba(63,122,78,0.3) outline
            """)
        let focus = try #require(try TestSupport.variant("Inputs", in: system.components)[.focus])
        #expect(focus.borderWidth == 2 && focus.borderColor?.hex == "#3F7A4E")
    }
}

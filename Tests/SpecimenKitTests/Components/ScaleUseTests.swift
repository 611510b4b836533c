import Testing
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenSite

/// An elevation table whose Use column names components (`Cards, quote cards`, `the chosen
/// quote card`) gives each component it names that shadow, when the component's own lines state
/// none.
@Suite struct ShadowUseTests {
    static let document = """
    # Wick

    ## Colors
    - **Linen** (#FAF7F2): page and card background.
    - **Soot** (#22201C): text.

    ## Elevation

    | Level | Shadow | Use |
    |---|---|---|
    | Flat | none | Page bands |
    | Lifted | 0 1px 2px rgba(0,0,0,0.10) | Cards, quote cards |
    | Hovering | 0 10px 28px rgba(0,0,0,0.16), 0 2px 4px rgba(0,0,0,0.06) | Dialogs, the chosen quote card, cards on hover |

    ## Components

    ### Cards
    - **Quote Card**: Linen background, 12px radius, 20px padding.
    - **Chosen Quote Card**: Linen background, 12px radius, 2px Soot border.
    - **Plain Card**: Linen background, 8px radius.
    - **Ticket Card**: Linen background, 8px radius, 1px Soot border. Hover: shadow 0 6px 14px rgba(0,0,0,0.12).

    ### Dialog
    - Linen background, 10px radius.

    ### Pills
    - **Loud**: Soot background, Linen text, 999px radius, shadow 0 2px 6px rgba(0,0,0,0.2).
    - **Quiet**: Linen background, Soot text, 999px radius.
    """

    static let components = Result { try TestSupport.analysedSystem(document).components }

    static func look(_ component: String, _ variant: String? = nil) throws -> ResolvedProperties {
        try #require(try TestSupport.variant(component, variant, in: components.get())[.default])
    }

    @Test func aUseNamingTheKindGivesItsComponentsTheShadow() throws {
        let plain = try Self.look("Cards", "Plain Card")
        #expect(plain.shadow?.layers.count == 1 && plain.shadow?.layers.first?.blur?.value == 2)
        #expect(plain.provenance["shadow"]?.line == 12)
        #expect(try Self.look("Dialog").shadow?.layers.count == 2)
    }

    @Test func aUseNamingAComponentByNameWinsOverItsKind() throws {
        #expect(try Self.look("Cards", "Chosen Quote Card").shadow?.layers.first?.blur?.value == 28)
        // `quote cards` and `the chosen quote card` both hold the card's words: the kind decides.
        #expect(try Self.look("Cards", "Quote Card").shadow?.layers.first?.blur?.value == 2)
    }

    @Test func aLookWithAShadowOnlyInAStateIsFlatAtRest() throws {
        let ticket = try TestSupport.variant("Cards", "Ticket Card", in: Self.components.get())
        #expect(ticket[.default]?.shadow == nil)
        #expect(ticket[.hover]?.shadow?.layers.first?.blur?.value == 14)
    }

    @Test func aUseForAStateGivesThatStateItsShadow() throws {
        // `cards on hover`: the hover state's, over the kind's shadow at rest; a card stating its
        // own hover shadow keeps it (above).
        let plain = try TestSupport.variant("Cards", "Plain Card", in: Self.components.get())
        #expect(plain[.default]?.shadow?.layers.first?.blur?.value == 2)
        #expect(plain[.hover]?.shadow?.layers.first?.blur?.value == 28)
        #expect(plain[.hover]?.provenance["shadow"]?.line == 13)
    }

    @Test func siblingsThatStateShadowsLeaveTheOthersFlat() throws {
        // No use names pills; and even if one did, the quiet pill's sibling states its own.
        #expect(try Self.look("Pills", "Quiet").shadow == nil)
        #expect(try Self.look("Pills", "Loud").shadow?.layers.first?.blur?.value == 6)
    }
}

/// A radius scale whose steps name their uses (`- **Soft (10px)**: all cards`) gives each
/// component it names that radius when the component's own lines state none; a step for
/// everything (`everything else interactive`) gives it to the components no other step names.
@Suite struct RadiusUseTests {
    static let document = """
    # Tallow

    ## Colors
    - **Whey** (#F6F3EC): page background.
    - **Char** (#2B2622): text and fills.

    ## Corner Radius
    - **Tight (2px)**: badges, inputs
    - **Soft (10px)**: all cards
    - **Round (9999px)**: everything else interactive

    ## Components

    ### Buttons
    - **Tide**: Char background, Whey text, 12px 20px padding.
    - **Shoal**: Whey background, Char text, 1px Char border, 4px radius.

    ### Card
    - Whey background, 1px Char border, 24px padding.

    ### Badge
    - Char background, Whey text.

    ### Input
    - Whey background, 1px Char border, 6px radius.
    """

    static let components = Result { try TestSupport.analysedSystem(document).components }

    static func look(_ component: String, _ variant: String? = nil) throws -> ResolvedProperties {
        try #require(try TestSupport.variant(component, variant, in: components.get())[.default])
    }

    @Test func aStepNamingTheKindGivesItsComponentsTheRadius() throws {
        let card = try Self.look("Card")
        #expect(card.radius == 10)
        #expect(card.provenance["radius"]?.line == 9)
        #expect(try Self.look("Badge").radius == 2)
    }

    @Test func aComponentsOwnRadiusWins() throws {
        #expect(try Self.look("Input").radius == 6)
        #expect(try Self.look("Buttons", "Shoal").radius == 4)
    }

    @Test func aStepForEverythingGivesTheRestTheirRadius() throws {
        // No step names buttons; `everything else interactive` does, and a sibling's own 4px
        // does not make Tide square.
        let tide = try Self.look("Buttons", "Tide")
        #expect(tide.radius == 9999)
        #expect(tide.provenance["radius"]?.line == 10)
    }

    @Test func extractWritesAStepsRadiusAsItsReferenceAndReadsItBack() throws {
        // As a colour is written `{colors.char}`: the card's radius is the Soft step, not 10px.
        let system = try ExtractRoundTripTests.analysed(Self.document, sidecar: nil)
        let extracted = DesignMDWriter(system).write()
        #expect(extracted.contains("rounded: \"{rounded.soft}\"  # line 9"), "\(extracted)")
        #expect(extracted.contains("rounded: 6px"))
        let again = try ExtractRoundTripTests.analysed(extracted + "\n" + Self.document, sidecar: nil)
        let card = try #require(again.components.first { $0.name.lowercased() == "card" }?.variants.first?[.default])
        #expect(card.radius == 10 && card.tokenNames["radius"] == "soft")
        #expect(DesignMDWriter(again).write().contains("rounded: \"{rounded.soft}\""))
    }

    @Test func twoStepsForEverythingGiveNothing() throws {
        let components = try TestSupport.analysedSystem("""
        # Tallow

        ## Corner Radius
        - **Soft (10px)**: everything (legacy screens)
        - **Round (9999px)**: everything (new screens)

        ## Components

        ### Card
        - #F6F3EC background, 1px #2B2622 border.
        """).components
        #expect(try #require(TestSupport.variant("Card", in: components)[.default]).radius == nil)
    }
}

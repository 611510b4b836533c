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

    @Test func siblingsThatStateShadowsLeaveTheOthersFlat() throws {
        // No use names pills; and even if one did, the quiet pill's sibling states its own.
        #expect(try Self.look("Pills", "Quiet").shadow == nil)
        #expect(try Self.look("Pills", "Loud").shadow?.layers.first?.blur?.value == 6)
    }
}

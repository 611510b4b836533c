import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// A caption of the kind's word and a word for a look (`**Button specs:**`, `**Card style:**`)
/// under a table of variants gives the look every variant shares: no variant of its own.
@Suite struct SharedLookCaptionTests {
    static let document = """
    # Fernhill

    ## Colors

    - Pine: #1F5F4A
    - Chalk: #FFFFFF

    ## Components

    ### Buttons

    | Variant | Background | Text |
    |---|---|---|
    | Primary | Pine | Chalk |
    | Quiet | Transparent | Pine |

    **Button specs:** height 40px, padding 16px horizontal, radius 10px, font weight 600.

    ### Cards

    **Card style:** Chalk background, radius 16px.

    **Compact card:** padding 8px.
    """

    static let components = Result { () throws -> [ResolvedComponent] in try TestSupport.analysedSystem(document).components }

    @Test func theSpecsCaptionIsEveryVariantsLook() throws {
        let buttons = try #require(try Self.components.get().first { $0.name == "Buttons" })
        #expect(buttons.variants.map(\.name) == ["Primary", "Quiet"])
        for variant in buttons.variants {
            let look = try #require(variant.states[.default])
            #expect(look.radius == 10 && look.height == 40 && look.paddingHorizontal == 16, "\(variant.name)")
        }
    }

    /// `Compact card` is a variant; `Card style` is what it and every other card share.
    @Test func aStyleCaptionIsNoVariantBesideANamedOne() throws {
        let cards = try #require(try Self.components.get().first { $0.name == "Cards" })
        #expect(!cards.variants.map(\.name).contains("Card style"), "\(cards.variants.map(\.name))")
    }
}

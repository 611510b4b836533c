import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// A radius written once for a kind of component reaches every component of that kind that
/// states none: a radius list whose items are kinds (`- Cards: 24px` under a radius heading), a
/// table whose rows name kinds and whose other column says radius, and a radius bullet listing
/// `Kind length` items.
@Suite struct KindRadiusTests {
    static func components(_ document: String) throws -> [ResolvedComponent] {
        try TestSupport.analysedSystem(document).components
    }

    @Test func aRadiusListByKindReachesEachKind() throws {
        let components = try Self.components("""
        # Quarry

        ## Colors
        - **Slate** (#2E3440): text
        - **Chalk** (#F5F3EE): page

        ## Corner Rounding
        - Chips: 20px
        - Buttons: 14px

        ## Components

        ### Buttons
        - **Main**: Slate fill, Chalk text
        - **Quiet**: Chalk fill, Slate text, 1px Slate border

        ### Chips
        - Chalk fill, Slate text, 16px padding
        """)
        #expect(try TestSupport.variant("Buttons", "Main", in: components)[.default]?.radius == 14)
        #expect(try TestSupport.variant("Buttons", "Quiet", in: components)[.default]?.radius == 14)
        #expect(try TestSupport.variant("Chips", in: components)[.default]?.radius == 20)
    }

    @Test func aTableOfKindsWhoseColumnSaysRadius() throws {
        let components = try Self.components("""
        # Quarry

        ## Colors
        - **Slate** (#2E3440): text
        - **Chalk** (#F5F3EE): page

        ## Shapes
        | Element | Radius Token | Value |
        |---|---|---|
        | Cards / Panels | `round-lg` | 18px (1.125rem) |
        | Buttons / Inputs | `round` | 6px (0.375rem) |

        ## Components

        ### Buttons
        - **Main**: Slate fill, Chalk text

        ### Inputs
        - Chalk fill, 1px Slate border

        ### Cards
        - Chalk fill, Slate text
        """)
        #expect(try TestSupport.variant("Buttons", "Main", in: components)[.default]?.radius == 6)
        #expect(try TestSupport.variant("Inputs", in: components)[.default]?.radius == 6)
        #expect(try TestSupport.variant("Cards", in: components)[.default]?.radius == 18)
    }

    @Test func aRadiusBulletListingKindsAndLengths() throws {
        let components = try Self.components("""
        # Quarry

        ## Colors
        - **Slate** (#2E3440): text
        - **Chalk** (#F5F3EE): page

        ## Shape
        - **Radius:** soft, never sharp. Cards `22px`, buttons `10px`, the odd hero image `full (999px)`.

        ## Components

        ### Buttons
        - **Main**: Slate fill, Chalk text
        - **Quiet**: Chalk fill, Slate text, 4px radius

        ### Cards
        - Chalk fill, Slate text
        """)
        #expect(try TestSupport.variant("Buttons", "Main", in: components)[.default]?.radius == 10)
        // A variant's own radius wins.
        #expect(try TestSupport.variant("Buttons", "Quiet", in: components)[.default]?.radius == 4)
        #expect(try TestSupport.variant("Cards", in: components)[.default]?.radius == 22)
    }

    @Test func itemsThatNameNoKindGiveNoStep() {
        #expect(ValueStatementInterpreter.kindLengths("soft, never sharp. Cards 22px, the hero 40px").map(\.kinds) == ["Cards"])
        #expect(ValueStatementInterpreter.kindLengths("4px, 8px, 12px").isEmpty)
    }
}

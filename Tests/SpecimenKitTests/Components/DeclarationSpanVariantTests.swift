import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// A list item that names a variant and quotes its CSS in one code span, declarations ended by
/// `;` (`1. **Solid** — \`background: var(--tide); color: white;\``), is that variant with each
/// declaration; what the lead sentence declares (`always \`border-radius: 8px\``) every variant
/// shares. A name that only holds a shape word (`Pillar`) is never that shape.
@Suite struct DeclarationSpanVariantTests {
    static let harbor = """
    # Harbor

    ## Palette

    | Token | Hex | Use |
    |---|---|---|
    | `--tide` | `#1F5F8B` | Accent |
    | `--tide-soft` | `#1F5F8B1A` | Tinted fill |
    | `--sand` | `#FAF7F0` | Page |

    ## Buttons

    Two variants, always `border-radius: 8px`:

    1. **Solid** — `background: var(--tide); color: white;`. The main action.
    2. **Soft** — `background: var(--tide-soft); border: 1px solid rgba(31,95,139,.4); color: var(--tide);`. A quieter action.

    ## Cards

    - **Tile** — `border-radius: 12px`, `border: 1px solid var(--tide)`.
    - **Wide Tile** — a variation of the Pillar Tile, kept for the onboarding screens.
    """

    @Test func eachItemIsAVariantWithItsDeclarations() throws {
        let components = try TestSupport.analysedSystem(Self.harbor).components
        let solid = try #require(TestSupport.variant("Buttons", "Solid", in: components).states[.default])
        #expect(solid.fill?.hex == "#1F5F8B")
        #expect(solid.textColor?.hex == "#FFFFFF")
        #expect(solid.radius == 8)
        let soft = try #require(TestSupport.variant("Buttons", "Soft", in: components).states[.default])
        #expect(soft.fill?.hex == "#1F5F8B1A")
        #expect(soft.textColor?.hex == "#1F5F8B")
        #expect(soft.borderWidth == 1)
        #expect(soft.radius == 8)
    }

    @Test func aNameHoldingAShapeWordIsNoShape() throws {
        let components = try TestSupport.analysedSystem(Self.harbor).components
        let cards = try #require(components.first { $0.name == "Cards" })
        for variant in cards.variants {
            #expect(variant.states[.default]?.fullyRounded != true, "\(variant.name)")
        }
    }
}

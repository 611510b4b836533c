import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// A radius stated once for several kinds in a side list (`- Form fields, buttons, tags: 6px`
/// under `## Corner radius`), or for one kind with the scale's word after it (`- Badge radius:
/// 12px` under `### Shapes`): every drawn component of those kinds that states no radius of its
/// own takes it; one that states its own keeps it.
@Suite struct SharedRadiusStepTests {
    static let document = """
    # Quay Kit

    ## Colours

    - Ink: `#1b1b1b`
    - Tide: `#0e5a8a`

    ## Corner radius

    - Form fields, buttons, tags: **6px**
    - Cards, dialogs, big panels: **10px**

    ### Shapes

    - Badge radius: 14px
    - Keep edges crisp.

    ## Components

    ### Buttons

    | Style | Background | Text |
    |---|---|---|
    | Primary | `#0e5a8a` | `#fff` |
    | Quiet | transparent | `#0e5a8a` |

    ### Tags

    - Background: `#e8f0f6`
    - Text: `#0e5a8a`
    - Radius: 2px

    ### Cards

    - Background: `#fff`
    - Border: `1px solid #1b1b1b`

    ### Badges

    - Background: `#fafafa`
    - Text: Ink
    """

    static let system = Result { try TestSupport.analysedSystem(document) }

    @Test func aStepListingSeveralKindsGivesEachItsCorners() throws {
        let components = try Self.system.get().components
        #expect(try TestSupport.variant("Buttons", "Primary", in: components)[.default]?.radius == 6)
        #expect(try TestSupport.variant("Buttons", "Quiet", in: components)[.default]?.radius == 6)
        #expect(try TestSupport.variant("Cards", in: components)[.default]?.radius == 10)
    }

    @Test func aComponentStatingItsOwnRadiusKeepsIt() throws {
        #expect(try TestSupport.variant("Tags", in: Self.system.get().components)[.default]?.radius == 2)
    }

    @Test func aStepNamedForAKindWithTheScalesWordIsThatKinds() throws {
        #expect(try TestSupport.variant("Badges", in: Self.system.get().components)[.default]?.radius == 14)
    }

    @Test func theListedStepsAreRadiusTokens() throws {
        let radii = try Self.system.get().tokens.tokens(of: .radius).map(\.name)
        #expect(radii.contains("Form fields, buttons, tags") && radii.contains("Cards, dialogs, big panels"), "\(radii)")
    }
}

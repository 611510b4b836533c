import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// Corners and padding stated once, as a scale of utility classes in a code block (`.rounded-md =
/// 6px /* Buttons, Cards */`), with a note naming the components each step is for, and a
/// recommendation naming a component's padding by a step (`- **Card padding**: `p-5` (20px)`, `Padding
/// de badges`):
/// each component the note names that states no corners or padding of its own takes them, and
/// the steps are the system's radius and spacing tokens.
@Suite struct ClassScaleUsesTests {
    static let document = """
    # Dune Kit

    ## Components

    ### Buttons

    ```tsx
    <Button className="bg-[#2b4c7e] text-white font-semibold">Save changes</Button>
    ```

    ### Cards

    ```tsx
    <Card className="bg-[#ffffff] border border-[#d5dbe3]">Weekly summary</Card>
    ```

    ### Badges

    ```tsx
    <Badge className="bg-[#e3f4ea] text-[#1f6b3a]">Paid</Badge>
    ```

    ### Tooltips

    ```tsx
    <Tooltip className="bg-[#1b1b1b] text-white rounded-sm">Copied</Tooltip>
    ```

    ## Spacing

    ```css
    .p-2 = 8px
    .p-5 = 20px
    ```

    - **Card padding**: `p-5` (20px)
    - **Padding de badges**: `p-2` (8px)

    ## Corners

    ```css
    /* Radii */
    .rounded-md = 6px       /* Buttons, Cards, Tooltips */
    .rounded-xl = 12px      /* Large cards */
    .rounded-full = 9999px  /* Badges, Avatars */
    ```
    """

    static let system = Result { try TestSupport.analysedSystem(document) }

    @Test func aStepsNoteGivesTheComponentsItNamesTheirCorners() throws {
        let components = try Self.system.get().components
        #expect(try TestSupport.variant("Buttons", in: components)[.default]?.radius == 6)
        #expect(try TestSupport.variant("Cards", in: components)[.default]?.radius == 6)
    }

    @Test func aFullyRoundedStepMakesPills() throws {
        let badge = try TestSupport.variant("Badges", in: Self.system.get().components)[.default]
        #expect(badge?.fullyRounded == true || (badge?.radius ?? 0) >= 999, "\(String(describing: badge?.radius))")
    }

    @Test func aComponentStatingItsOwnCornersKeepsThem() throws {
        let tooltip = try TestSupport.variant("Tooltips", in: Self.system.get().components)[.default]
        #expect(tooltip?.radius != 6)
    }

    @Test func aRecommendedPaddingPadsTheComponentItNames() throws {
        let card = try TestSupport.variant("Cards", in: Self.system.get().components)[.default]
        #expect(card?.paddingVertical == 20 && card?.paddingHorizontal == 20, "\(String(describing: card?.paddingVertical))")
    }

    @Test func aLinkingWordMayJoinThePaddingToItsComponent() throws {
        let badge = try TestSupport.variant("Badges", in: Self.system.get().components)[.default]
        #expect(badge?.paddingVertical == 8, "\(String(describing: badge?.paddingVertical))")
    }

    @Test func theClassStepsAreRadiusAndSpacingTokens() throws {
        let tokens = try Self.system.get().tokens
        let radii = tokens.tokens(of: .radius).map(\.name)
        #expect(radii.contains("rounded-md") && radii.contains("rounded-full"), "\(radii)")
        let spacing = tokens.tokens(of: .spacing).map(\.name)
        #expect(spacing.contains("p-5"), "\(spacing)")
    }
}

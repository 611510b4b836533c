import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// A clause that opens with a denial (`no`, `without`) says what a component does not have:
/// the thing it names is not drawn, and its words (`capsule`, `bottom rule`) give no look.
@Suite struct DeniedLookTests {
    static let document = """
    # Harbor

    ## Colors
    - **Kelp** (#2F6B4F): brand.
    - **Foam** (#EEF4F0): surface.

    ## Components

    ### Top Bar
    - Foam background, no 1px bottom rule, Kelp text

    ### Tabs
    - Kelp text with an underline (no filled capsule behind it)

    ### Buttons
    - **Primary**: Kelp fill, white text. Shape: without capsule ends; every corner keeps the 6px radius
    """

    static let system = Result { try TestSupport.analysedSystem(document) }

    static func variant(_ component: String, _ name: String? = nil) throws -> ResolvedVariant {
        try TestSupport.variant(component, name, in: system.get().components)
    }

    @Test func aDeniedBorderIsNotDrawn() throws {
        let bar = try Self.variant("Top Bar")
        #expect(bar[.default]?.fill?.hex == "#EEF4F0" && bar[.default]?.textColor?.hex == "#2F6B4F")
        #expect(bar[.default]?.borderSide == nil, "\(String(describing: bar[.default]))")
        #expect(bar[.default]?.unresolved.contains("border") != true)
        #expect((bar[.default]?.borderWidth ?? 0) == 0)
    }

    @Test func aDeniedShapeInBracketsIsNoShape() throws {
        let tabs = try Self.variant("Tabs")
        #expect(tabs[.default]?.textColor?.hex == "#2F6B4F")
        #expect(tabs[.default]?.fullyRounded == false)
    }

    @Test func aDeniedShapeBeforeAStatedRadiusLeavesTheRadius() throws {
        let primary = try Self.variant("Buttons", "Primary")
        #expect(primary[.default]?.fill?.hex == "#2F6B4F")
        #expect(primary[.default]?.fullyRounded == false)
        #expect(primary[.default]?.radius == 6)
    }
}

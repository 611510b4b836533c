import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// A list of where each look is used (`### Checkout page` over `- **Pay button**: Accent (lg)`,
/// `- **Footer links**: Quiet (sm) + Outline (sm) for the rest`) says which variant, at which size,
/// each place takes. It describes no component: neither the page nor a place in it is drawn or
/// listed as one, and no fill is read from a variant's name there. A list of a component's own
/// aspects written the same way (`- **Size**: Medium (md)`) is still that component's.
@Suite struct VariantUseListTests {
    static let document = """
    # Quay

    ## Colours
    - Accent: #E4572E
    - Quiet: #F1F1EE

    ## Buttons

    ### Accent
    - Background: Accent
    - Text: #FFFFFF

    ## Where each look is used

    ### Checkout page
    - **Pay button**: Accent (lg)
    - **Footer links**: Quiet (sm) + Outline (sm) for the rest

    ### Account screen
    - **Save changes**: Accent (md), full width on phones
    - **Plan cards**: Quiet (lg) for the free plan, Accent (lg) for the paid one

    ---

    ## Inputs

    ### Search field
    - **Size**: Medium (md)
    - **Background**: Quiet
    """

    static let system = Result { try TestSupport.analysedSystem(document) }

    @Test func aPageThatListsLooksByPlaceIsNoComponent() throws {
        let names = try Self.system.get().components.map(\.name)
        for invented in ["Checkout page", "Account screen", "Pay button", "Footer links", "Save changes", "Plan cards"] {
            #expect(!names.contains { $0.contains(invented) }, "\(names)")
        }
        #expect(names.contains("Accent") || names.contains("Buttons"), "\(names)")
    }

    @Test func aComponentsOwnSizeLineStaysItsOwn() throws {
        let field = try TestSupport.variant("Search field", in: Self.system.get().components)[.default]
        #expect(field?.fill?.hex == "#F1F1EE")
    }
}

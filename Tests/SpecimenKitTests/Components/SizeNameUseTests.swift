import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// A radius step whose use opens with a size's name (`Small elements`, `Large panels`) says how
/// big other things are; a `Small` or `Large` variant takes the step its kind's use names.
@Suite struct SizeNameUseTests {
    static let document = """
    # Fernway

    ## Radius

    - **sm**: 4px — Small elements (tags)
    - **md**: 8px — Buttons, inputs
    - **xl**: 16px — Large panels

    ## Components

    ### Buttons

    - **Small**: #2F5D3A fill, white text, 12px text
    - **Large**: #2F5D3A fill, white text, 18px text
    """

    @Test func aSizesNameInAUseIsNoVariantsName() throws {
        let components = try TestSupport.analysedSystem(Self.document).components
        let small = try TestSupport.variant("Buttons", "Small", in: components).states[.default]
        let large = try TestSupport.variant("Buttons", "Large", in: components).states[.default]
        #expect(small?.radius == 8)
        #expect(large?.radius == 8)
    }
}

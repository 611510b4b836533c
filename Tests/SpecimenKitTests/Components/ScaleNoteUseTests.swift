import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// A radius scale whose steps name their uses, as a table and as a list, and shadow words that
/// name a step of the elevation scale or none: a component stating no radius takes the step
/// naming it; a bare shadow word is drawn only where the scale defines it, else listed as
/// written, never drawn as some shadow.
@Suite struct ScaleNoteUseTests {
    static let document = """
    # Quince Works

    ## Radius

    | Token | Value | Usage |
    |---|---|---|
    | sm | 4px | Tags |
    | lg | 14px | Cards, modals |

    - md (8px): buttons, inputs

    ## Elevation

    | Name | Value |
    |---|---|
    | gentle | 0 1px 3px rgba(0, 0, 0, 0.12) |

    ## Components

    ### Button
    - Background: #2E4A3B
    - Text: #FFFFFF

    ### Card
    - Background: #F7F1E5
    - Shadow: gentle

    ### Modal
    - Background: #FFFFFF
    - Elevation: towering
    """

    @Test func aStepsUseNotesRoundTheComponentsTheyName() throws {
        let components = try TestSupport.analysedSystem(Self.document).components
        #expect(try TestSupport.variant("Button", in: components)[.default]?.radius == 8)
        #expect(try TestSupport.variant("Card", in: components)[.default]?.radius == 14)
        #expect(try TestSupport.variant("Modal", in: components)[.default]?.radius == 14)
    }

    @Test func aShadowWordIsDrawnOnlyWhenTheScaleDefinesIt() throws {
        let components = try TestSupport.analysedSystem(Self.document).components
        #expect(try TestSupport.variant("Card", in: components)[.default]?.shadow != nil)
        let modal = try TestSupport.variant("Modal", in: components)[.default]
        #expect(modal?.shadow == nil, "\(String(describing: modal))")
        let written = DesignMDWriter(try ExtractRoundTripTests.analysed(Self.document, sidecar: nil)).write()
        #expect(written.contains("components.modal.shadow: \"towering\""), "\(written)")
    }
}

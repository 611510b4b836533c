import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// An opacity written as how much it falls (`15% opacity reduction`, `opacity reduced by 15%`)
/// is what is left (85%), never the amount itself; one written as what it falls to stays so.
@Suite struct OpacityReductionTests {
    @Test func aReductionIsWhatIsLeft() {
        #expect(ValueScanner.opacity(in: "Hover: 15% opacity reduction") == 0.85)
        #expect(ValueScanner.opacity(in: "opacity reduced by 15%") == 0.85)
        #expect(ValueScanner.opacity(in: "reduce opacity by 30% when pressed") == 0.7)
    }

    @Test func whatItFallsToStaysSo() {
        #expect(ValueScanner.opacity(in: "opacity reduced to 40%") == 0.4)
        #expect(ValueScanner.opacity(in: "Disabled: 40% opacity") == 0.4)
    }

    static let document = """
    # Reedbank

    ## Components

    ### Buttons

    - Background: #24524A
    - Text: #FFFFFF
    - Hover: 20% opacity reduction
    """

    @Test func aHoverDrawnWithWhatIsLeft() throws {
        let button = try TestSupport.variant("Buttons", in: TestSupport.analysedSystem(Self.document).components)
        #expect(button.states[.hover]?.opacity == 0.8)
    }
}

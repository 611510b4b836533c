import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenSite

/// A pairing a sentence opens by forbidding (`Avoid Lime text on Paper.`) is no pair its system
/// uses; the pairs it states plainly are measured.
@Suite struct ForbiddenPairingTests {
    static let document = """
    # Quarry

    ## Colours

    - **Paper**: #FFFFFF — page background
    - **Ink**: #1B2620 — body text
    - **Lime**: #D9F99D — accent
    - **Plum**: #5B1A3A — brand

    ## Accessibility

    White text on Plum for primary buttons.

    Avoid Lime text on Paper.

    Never put Plum text on Ink.
    """

    @Test func aPairingASentenceOpensByForbiddingIsNotMeasured() throws {
        let audit = try #require(try TestSupport.analysedSystem(Self.document, folder: "quarry").audit)
        let found = audit.pairs.filter { $0.origin == .statedPairing }.map { "\($0.foreground.hex) on \($0.background.hex)" }.sorted()
        #expect(found == ["#FFFFFF on #5B1A3A"], "\(found)")
    }
}

import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// A table of variants whose `Style` column says each look in words (`Filled blue, white
/// text, 10pt radius`): each cell is its row's look, read as a `Style:` line is, beside the
/// values the other columns give.
@Suite struct StyleColumnTests {
    static let document = """
    # Pier

    ## Colors
    - **Harbor** (#1F5F8B): primary actions

    ## Components

    ### Buttons
    | Type | Height | Style |
    |------|--------|-------|
    | Main | 44pt | Filled harbor, white text, 12pt radius |
    | Quiet | 44pt | Outlined harbor border, harbor text |
    """

    @Test func aStyleCellIsItsRowsLook() throws {
        let components = try TestSupport.analysedSystem(Self.document).components
        let main = try TestSupport.variant("Buttons", "Main", in: components)[.default]
        #expect(main?.fill?.hex == "#1F5F8B" && main?.textColor?.hex == "#FFFFFF" && main?.radius == 12, "\(String(describing: main))")
        #expect(main?.height == 44)
        let quiet = try TestSupport.variant("Buttons", "Quiet", in: components)[.default]
        #expect(quiet?.fill == nil && quiet?.textColor?.hex == "#1F5F8B" && quiet?.borderColor?.hex == "#1F5F8B", "\(String(describing: quiet))")
    }
}

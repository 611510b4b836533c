import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// A sentence giving one figure per scope ("4.5:1 for text and 3:1 for non-text") holds each
/// figure to its own scope: a border at 3.2:1 meets the second, and does not contradict the
/// first.
@Suite struct ClaimFigureScopeTests {
    @Test func eachFigureSpeaksOfTheWordsAfterIt() throws {
        let system = try TestSupport.analysedSystem("""
        # Quarry

        ## Colours

        - **Paper**: `#FFFFFF` - Page background
        - **Ink**: `#131618` - Body text
        - **Slate**: `#8A9097` - Field borders

        ## Components

        ### Search Field
        - Border: 1px solid Slate
        - Text: Ink

        ## Accessibility

        Keep 4.5:1 for text and 3:1 for non-text elements.
        """)
        let report = try #require(system.audit)
        let claim = try #require(report.claims.first { $0.claimed.ratio == 4.5 }, "\(report.claims.map { $0.text })")
        #expect(claim.holds)
        #expect(ClaimExtractor.span(from: "4.5:1", in: "Keep 4.5:1 for text and 3:1 for non-text.") == "4.5:1 for text and ")
    }
}

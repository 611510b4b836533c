import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// "Minimum contrast: 4.5:1" over everything gives WCAG's figure for text. A field's border or
/// a focus ring is held to WCAG's figure for those, 3:1, as the audit's own rows hold it; a
/// claim that names borders keeps its own figure for them.
@Suite struct TextFigureClaimTests {
    static let document = """
    # Harbour Notes

    ## Colours

    - **Ink** (#1B1F24): body text
    - **Paper** (#FFFFFF): page background
    - **Harbour** (#1F5F8B): primary actions
    - **Fog** (#8A8A8A): field borders

    ## Components

    ### Search Field

    - Background: Paper
    - Border: 1px solid Fog
    - Text: Ink

    ### Primary Button

    - Background: Harbour
    - Text: Paper

    ## Accessibility

    Minimum contrast: 4.5:1 throughout.

    Field borders and focus rings reach 4.5:1.
    """

    static let claims = Result {
        let memory = try TestSupport.memorySite(documents: ["harbour/DESIGN.md": document])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(TestSupport.memoryOptions)
        return try #require(state.systems.first?.audit).claims
    }

    static func claim(at line: Int) throws -> ContrastClaim {
        let claims = try claims.get()
        return try #require(claims.first { $0.source.line == line }, "no claim at line \(line): \(claims.map { "\($0.source.line) \($0.measured.text)" })")
    }

    @Test func aTextFigureOverEveryPairHoldsABorderToThreeToOne() throws {
        let minimum = try Self.claim(at: 25)
        // The field's border (3.45:1 on the page) is measured, and passes WCAG's 3:1 for it.
        #expect(minimum.measured.pairs >= 3, "\(minimum.measured.text)")
        #expect(abs((minimum.measured.ratio ?? 0) - 3.45) < 0.02, "\(minimum.measured.text)")
        #expect(minimum.holds, "\(minimum.measured.text)")
    }

    @Test func aClaimNamingBordersKeepsItsOwnFigure() throws {
        let borders = try Self.claim(at: 27)
        #expect(!borders.holds, "\(borders.measured.text)")
        #expect(borders.measured.failing == 1, "\(borders.measured.text)")
    }
}

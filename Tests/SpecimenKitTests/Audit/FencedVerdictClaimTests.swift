import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// A fence of lines opened by a verdict mark (`✓ Paper on Reef: 4.6:1`) under a heading on
/// contrast or accessibility is the document's checklist of its own pairs: each marked line is
/// a claim, checked like a sentence. The same lines under any other heading, and a fence's
/// unmarked lines ("Minimum: 4.5:1"), are no claims: code elsewhere is a sample.
@Suite struct FencedVerdictClaimTests {
    static let document = """
    # Tidepool

    ## Colours

    - Reef: `#3AA6A0`
    - Kelp: `#1E4D4A`
    - Paper: `#FFFFFF`
    - Reef-700: `#1C5F5B`

    ## Accessibility

    ### Checked pairs

    ```
    Minimum: 4.5:1 (WCAG AA)

    ✓ Kelp on Paper:   9.3:1 (AAA)
    ✓ Paper on Reef:   4.6:1 (AA)
    ✗ Reef on Paper:   2.9:1
    ✓ reef-700 on white: 4.5:1
    ```

    ## Snippets

    ```
    ✓ Paper on Kelp:   2.0:1
    ```
    """

    func audit() throws -> AuditReport {
        let memory = try TestSupport.memorySite(documents: ["tide/DESIGN.md": Self.document])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(TestSupport.memoryOptions)
        return try #require(state.systems.first?.audit)
    }

    @Test func eachMarkedLineIsAClaimOnItsOwnLine() throws {
        let claims = try audit().claims
        #expect(Set(claims.map(\.source.line)) == [17, 18, 19, 20])
        let kelp = try #require(claims.first { $0.source.line == 17 })
        #expect(kelp.kind == .pair)
        #expect(kelp.holds)
    }

    @Test func aFalseFigureIsReportedAgainstTheMeasuredPair() throws {
        let claims = try audit().claims
        let paperOnReef = try #require(claims.first { $0.source.line == 18 })
        #expect(paperOnReef.verifiable)
        #expect(!paperOnReef.holds)
        #expect((paperOnReef.measured.ratio ?? 9) < 3)
    }

    @Test func aTickedPairIsAPairInUseAndACrossedOneIsNot() throws {
        let pairs = try audit().pairs.filter { $0.origin == .statedPairing }
        #expect(pairs.contains { $0.source.line == 18 })
        #expect(!pairs.contains { $0.source.line == 19 })
        #expect(!pairs.contains { $0.source.line == 26 })
    }

    @Test func aHyphenatedStepOnABasicColourIsThePair() throws {
        let step = try #require(try audit().claims.first { $0.source.line == 20 })
        #expect(step.kind == .pair)
        #expect(step.verifiable)
        #expect(step.holds)
    }
}

import Foundation
import Testing
@testable import SpecimenKit

/// A claim is judged against the pair it names, found through the name index, and nothing
/// else: a claim naming a colour the system lacks, or naming no pair or scope at all, is not
/// verifiable and says why. The document's own figure is shown as written.
@Suite struct ClaimTruthTests {
    static let document = """
    # Acme Field Notes

    ## Palette

    ```css
    :root {
      --acme-ink: #1B1F24;
      --acme-sand: #F2EBDD;
      --acme-moss: #2F5D46;
      --acme-paper: #FFFFFF;
    }
    ```

    ## Contrast

    Ink on Sand is 13.9:1.

    Paper on Moss reaches 7.6:1.

    Ink on Driftwood is 9:1.

    The logo lockup is 5:1.

    All text meets WCAG AA.

    | Pair | Ratio |
    |---|---|
    | Paper on #2F6B4F | 6.3:1 |
    | Ink (#1B1F24) on Mist | 12:1 |
    """

    func claims() throws -> [ContrastClaim] {
        let memory = try TestSupport.memorySite(documents: ["acme/DESIGN.md": Self.document])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(TestSupport.memoryOptions)
        return try #require(state.systems.first?.audit).claims
    }

    func claim(_ claims: [ContrastClaim], at line: Int) throws -> ContrastClaim {
        try #require(claims.first { $0.source.line == line }, "no claim at line \(line): \(claims.map(\.source.line))")
    }

    @Test func aClaimAboutShortNamesIsJudgedOnThatPairOnly() throws {
        let claims = try claims()
        let ink = try claim(claims, at: 16)
        #expect(ink.kind == .pair)
        #expect(ink.verifiable)
        #expect(ink.measured.pairs == 1)
        #expect(abs((ink.measured.ratio ?? 0) - 13.96) < 0.01)
        #expect(ink.holds)
        let paper = try claim(claims, at: 18)
        #expect(paper.measured.pairs == 1)
        #expect(paper.holds)
        #expect(paper.claimed.text == "7.6:1")
    }

    @Test func aClaimNamingAnUnknownColourIsNotVerifiable() throws {
        let driftwood = try claim(try claims(), at: 20)
        #expect(!driftwood.verifiable)
        #expect(driftwood.holds)
        #expect(driftwood.measured.pairs == 0)
        #expect(driftwood.scope.contains("'Driftwood'"))
        #expect(driftwood.measured.text.contains("not verifiable"))
    }

    @Test func aClaimNamingNoScopeIsNeverWidenedToEveryPair() throws {
        let claims = try claims()
        let logo = try claim(claims, at: 22)
        #expect(!logo.verifiable)
        #expect(logo.measured.pairs == 0)
        // "All text" says so: that one covers the text pairs.
        let all = try claim(claims, at: 24)
        #expect(all.kind == .level)
        #expect(all.scope == "all text pairs")
    }

    /// A side written as a literal is its own colour; a name with a literal beside it that the
    /// system does not define falls back to the literal.
    @Test func literalSidesAreMeasuredAsWritten() throws {
        let claims = try claims()
        let moss = try claim(claims, at: 28)
        #expect(moss.verifiable)
        #expect(abs((moss.measured.ratio ?? 0) - 6.29) < 0.01)
        #expect(moss.holds)
        let mist = try claim(claims, at: 29)
        #expect(!mist.verifiable)
        #expect(mist.scope.contains("'Mist'"))
    }
}

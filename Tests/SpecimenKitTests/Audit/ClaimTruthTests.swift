import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

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

    static let measures = """
    # Acme Field Notes

    ## Palette

    - Ink: #1B1F24
    - Sand: #FFFFFF
    - Fog: #777777 (secondary text)
    - Moss: #2F5D46

    ## Components

    ### Badge
    - Background: Moss
    - Text: Sand
    - Font: 11pt bold

    ## Accessibility

    Buttons render 48 px tall. WCAG AAA at all widths.

    Portraits use a 1:1 square crop.

    Text contrast: WCAG AA (4.5:1 for normal text, 3:1 for large text).

    テキストと背景のコントラスト比は最低4.5:1を維持

    | Element | Minimum |
    |---|---|
    | Body text | 4.5:1 |
    """

    func measureClaims() throws -> [ContrastClaim] {
        let memory = try TestSupport.memorySite(documents: ["acme/DESIGN.md": Self.measures])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(TestSupport.memoryOptions)
        return try #require(state.systems.first?.audit).claims
    }

    /// A level beside a target size, and 1:1, speak of something other than contrast.
    @Test func targetSizesAndAspectRatiosAreNoContrastClaims() throws {
        let lines = try measureClaims().map(\.source.line)
        #expect(!lines.contains(19))
        #expect(!lines.contains(21))
    }

    /// Two figures for two sizes restate the level; each pair is judged at its own size.
    @Test func aLevelWithAFigurePerSizeIsJudgedAsTheLevel() throws {
        let text = try claim(try measureClaims(), at: 23)
        #expect(text.claimed.ratio == nil && text.claimed.level == .aa)
        #expect(text.scope == "all text pairs")
    }

    /// A minimum is a threshold: Fog on Sand at 4.477:1 is not "at least 4.5:1", and a claim
    /// in a script without spaces is read through the same vocabulary.
    @Test func aMinimumHasNoRoundingTolerance() throws {
        let japanese = try claim(try measureClaims(), at: 25)
        #expect(japanese.kind == .minimumRatio)
        #expect(japanese.scope == "all text pairs")
        #expect(!japanese.holds)
        // 4.4776:1, cut (never rounded up) to two places.
        #expect(japanese.measured.ratioText == "4.47")
    }

    /// Body text is the system's text colours on its surfaces, not a badge's label.
    @Test func bodyTextLeavesControlLabelsOut() throws {
        let body = try claim(try measureClaims(), at: 29)
        #expect(body.scope == "body text pairs")
        #expect(body.verifiable)
    }
}

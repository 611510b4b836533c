import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// A claim is checked against the pair its own words name, never against a colour it compares
/// or forbids beside it (`Fixtures/audit/kettle-claims-beside-counter-examples.md`).
@Suite struct ClaimOwnPairTests {
    func claims() throws -> [ContrastClaim] {
        let system = try TestSupport.analysedSystem(try TestSupport.fixture("audit/kettle-claims-beside-counter-examples.md"))
        return try #require(system.audit).claims
    }

    func claim(on line: Int) throws -> ContrastClaim {
        try #require(try claims().first { $0.source.line == line })
    }

    /// "Body ink (15.1:1 on white). The old `#202020` was close": the row's colour on white, not
    /// on the older colour the next sentence names.
    @Test func aColourComparedInTheNextSentenceIsNotTheClaimsPair() throws {
        let soot = try claim(on: 9)
        #expect(soot.holds && soot.verifiable && soot.measured.text == "15.13:1 for soot on white", "\(soot.measured.text)")
        let ash = try claim(on: 10)
        #expect(ash.holds && ash.measured.text == "5.40:1 for ash on white", "\(ash.measured.text)")
    }

    /// A claim its own pair does not meet stays contradicted.
    @Test func aFalseClaimOnItsOwnGroundIsStillContradicted() throws {
        let mist = try claim(on: 11)
        #expect(!mist.holds && mist.measured.text == "2.81:1 for mist on white", "\(mist.measured.text)")
    }

    /// "Never flame or flameEdge as text: on white they are 2.4:1 and 2.2:1": the two colours
    /// are one side of the sentence, the first on white, never one on the other.
    @Test func coloursListedTogetherAreNoPairOfEachOther() throws {
        let rule = try claim(on: 18)
        #expect(rule.holds && rule.measured.text == "2.44:1 for flame on white", "\(rule.measured.text)")
        #expect(ClaimExtractor.listsTogether("flame", "flameEdge", in: "Never `flame` or `flameEdge` as text"))
        #expect(!ClaimExtractor.listsTogether("flame", "soot", in: "`soot` text on `flame`"))
        #expect(!ClaimExtractor.listsTogether("canvas", "soot", in: "The canvas/soot combination meets AA"))
    }
    /// `| Token | Value | Contrast on `card` |`: the ratio column's header names the ground, so
    /// each row's claim is its own colour on that ground, never every pair of the system.
    @Test func aRatioColumnHeaderNamingTheGroundGivesEachRowItsPair() throws {
        let system = try TestSupport.analysedSystem("""
        # Loch

        ## Colours

        | Token | Value | Contrast on `card` |
        |---|---|---|
        | `card` | `#FFFFFF` | — |
        | `inkStrong` | `#1C2430` | 15.5:1 — AAA |
        | `inkQuiet` | `#6A7380` | 4.8:1 — AA |

        - `alarm`: #F2A007. White on alarm is 2.0:1.
        """)
        let claims = try #require(system.audit).claims
        let strong = try #require(claims.first { $0.source.line == 8 })
        #expect(strong.holds && strong.measured.text.hasSuffix("for inkStrong on card"), "\(strong.measured.text)")
        let quiet = try #require(claims.first { $0.source.line == 9 })
        #expect(quiet.holds && quiet.measured.text.hasSuffix("for inkQuiet on card"), "\(quiet.measured.text)")
    }
}

/// "A on B ≈ 16:1 (AAA); C on D ≈ 6.0:1 (AA); …": every pair of a sentence is its own claim,
/// so the sentence never holds on its first pair alone.
@Suite struct ClaimClausesTests {
    let claims: [ContrastClaim]

    init() throws {
        let system = try TestSupport.analysedSystem("""
        # Fjord

        ## Colours

        - `paper`: #FAFAF7 (page background)
        - `slate`: #1D2733 (body text)
        - `reed`: #8A9A5B (accent)

        Contrast check: #1D2733 on #FAFAF7 ≈ 14:1 (AAA); white on #8A9A5B ≈ 4.6:1 (AA); #8A9A5B on #FAFAF7 ≈ 3.1:1 (AA large).

        All text meets WCAG AA contrast: 4.5:1 for body text; 3:1 for large text.

        WCAG AA verified for the primary text/background pairing.

        Never create low-contrast combinations — keep to WCAG AA.

        ## Buttons

        - **Primary button**: background `reed`, text white, radius 6px.
        """)
        claims = try #require(system.audit).claims
    }

    @Test func eachPairOfTheSentenceIsMeasured() throws {
        let onLine = claims.filter { $0.source.line == 9 }
        #expect(onLine.count == 3, "\(onLine.map(\.measured.text))")
        #expect(onLine.allSatisfy { $0.verifiable })
        // white on #8A9A5B is 3.06:1, not the 4.6:1 the document writes.
        let white = try #require(onLine.first { $0.text.hasPrefix("white on") })
        #expect(!white.holds, "\(white.measured.text)")
        let ink = try #require(onLine.first { $0.text.contains("14:1") })
        #expect(ink.holds, "\(ink.measured.text)")
    }

    /// One pairing in the singular is never judged on every text pair (the button's 3.06:1).
    @Test func aSingularPairingIsNotEveryPair() throws {
        let pairing = try #require(claims.first { $0.source.line == 13 })
        #expect(!pairing.verifiable && pairing.holds, "\(pairing.measured.text)")
        let plural = try #require(claims.first { $0.source.line == 15 })
        #expect(!plural.measured.text.contains("one pairing"), "\(plural.measured.text)")
        let all = try #require(claims.first { $0.source.line == 11 })
        #expect(!all.holds, "the button's white on reed contradicts 'all text': \(all.measured.text)")
    }

    @Test func aLevelRestatedPerSizeStaysOneClaim() {
        #expect(claims.filter { $0.source.line == 11 }.count == 1, "\(claims.map { "\($0.source.line) \($0.text)" })")
    }
}

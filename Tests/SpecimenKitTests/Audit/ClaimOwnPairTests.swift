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

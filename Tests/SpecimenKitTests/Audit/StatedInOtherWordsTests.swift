import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// Claims and pairings written the ways real documents write them beside "X on Y is N:1": a
/// pair given as two literals in another language, a pair reported as failing, a colour's own
/// definition saying what it is for ("text on dark"), a pairing the document forbids, and
/// surfaces named for the text colours that sit on them (`on-kelp`, `ink-dark`). None of them
/// may yield a verdict the document does not support.
@Suite struct StatedInOtherWordsTests {
    static let document = """
    ---
    name: Kelp Office
    colors:
      ink: "#1F2328"
      paper: "#FFFFFF"
      fog: "#A8A8A8"
      kelp: "#2D6A4F"
      on-kelp: "#FFFFFF"
      on-kelp-soft: "#D8E9E0"
      ink-dark: "#1A1A1A"
      night: "#101418"
    components:
      caption:
        backgroundColor: "{colors.paper}"
        textColor: "{colors.fog}"
    ---
    # Kelp Office

    ## 无障碍

    - 正文 `#1F2328` 在 `#FFFFFF` 上 ≈ 15.8:1 ✅ AA
    - Fog `#A8A8A8` on `#FFFFFF` ≈ 2.4:1 ⚠️ below AA
    - Body copy must never fall below 4.5:1 contrast.

    ## Palette notes

    - **Paper** (#FFFFFF): all body text on kelp (≈6.4:1).
    - Use white text on any kelp fill.
    - Don't put ink on Kelp; it is far too dark.
    - Keep text white on dark.
    """

    func audit() throws -> AuditReport {
        let memory = try TestSupport.memorySite(documents: ["kelp/DESIGN.md": Self.document])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(TestSupport.memoryOptions)
        return try #require(state.systems.first?.audit)
    }

    func claim(_ audit: AuditReport, at line: Int) throws -> ContrastClaim {
        try #require(audit.claims.first { $0.source.line == line }, "no claim at line \(line): \(audit.claims.map(\.source.line))")
    }

    @Test func twoLiteralsInAnyLanguageAreThePairClaimedAbout() throws {
        let claim = try self.claim(try audit(), at: 21)
        #expect(claim.kind == .pair && claim.verifiable)
        #expect(claim.scope == "#1F2328 on #FFFFFF")
        #expect(claim.measured.pairs == 1 && claim.holds)
    }

    @Test func aPairReportedShortOfALevelIsCheckedForItsFigureOnly() throws {
        let audit = try audit()
        let claim = try self.claim(audit, at: 22)
        #expect(claim.claimed.level == nil && claim.claimed.text == "2.4:1")
        #expect(claim.holds, "\(claim.measured.text)")
        // A rule that says "never below" still promises the level of every pair it covers.
        let rule = try self.claim(audit, at: 23)
        #expect(rule.claimed.ratio == 4.5)
        #expect(rule.kind == .minimumRatio)
    }

    @Test func aDefinitionsGenericTextMeansTheColourItDefines() throws {
        let claim = try self.claim(try audit(), at: 27)
        #expect(claim.measured.text.hasSuffix("for paper on kelp"), "\(claim.measured.text)")
        #expect(claim.holds && claim.measured.pairs == 1)
    }

    @Test func statedPairingsSkipForbiddenPairsAndTextColoursAsSurfaces() throws {
        let stated = try audit().pairs.filter { $0.origin == .statedPairing }
        let described = Set(stated.map { "\($0.foreground.name) on \($0.background.name) :\($0.source.line)" })
        // "any kelp fill" is kelp itself, never `on-kelp` or `on-kelp-soft`, the text colours
        // for it; "on dark" is no `ink-dark`.
        #expect(!stated.contains { ["on-kelp", "on-kelp-soft", "ink-dark"].contains($0.background.name) }, "\(described)")
        // The forbidden pair is not audited as one in use.
        #expect(!stated.contains { $0.source.line == 29 }, "\(described)")
        #expect(stated.contains { $0.foreground.name == "paper" && $0.background.name == "kelp" }, "\(described)")
    }

    /// A usage note that lists text among a colour's roles names it a text colour, a pair named with a
    /// literal beside it is a stated pairing, and "passes AA" is a claim.
    @Test func usageRolesLiteralsBesideNamesAndLevelVerbs() throws {
        let document = """
            # Moss

            ## Colours

            | Name | HEX | Usage |
            |------|-----|-------|
            | Stone 1 | `#5F5D57` | Primary text |
            | Stone 4 | `#8D8B85` | Secondary text |
            | Stone 9 | `#B9B6AE` | Primary text, borders |
            | Stone 11 | `#E6E4DF` | Dividers, link underlines |
            | Stone 13 | `#F9F8F6` | Page background |
            | Fern | `#00AA69` | Buttons |

            ## Contrast

            - Fern (`#00AA69`) on Stone 13 passes AA.
            """
        let memory = try TestSupport.memorySite(documents: ["moss/DESIGN.md": document])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(TestSupport.memoryOptions)
        let audit = try #require(state.systems.first?.audit)
        let textTokens = audit.pairs.filter { $0.origin == .textToken }.map(\.foreground.name)
        // A usage that lists text among the colour's roles ("Primary text, borders") makes it a
        // text colour; one whose items name only lines drawn beside text ("link underlines") does not.
        #expect(textTokens == ["Stone 1", "Stone 4", "Stone 9"], "\(textTokens)")
        #expect(audit.failingPairs(at: .aa).contains { $0.foreground.name == "Stone 4" })
        #expect(audit.failingPairs(at: .aa).contains { $0.foreground.name == "Stone 9" })
        #expect(audit.pairs.contains { $0.origin == .statedPairing && $0.foreground.name == "Fern" && $0.background.name == "Stone 13" })
        let claim = try self.claim(audit, at: 16)
        #expect(claim.claimed.level == .aa && !claim.holds, "\(claim.measured.text)")
    }

    @Test(arguments: [
        ("Never use pure white for text", true),
        ("Backgrounds are not pure black", true),
        ("NEVER use pure black (#000000) or pure white (#FFFFFF) anywhere", true),
        ("Pure white, chroma zero — no hidden warmth", false),
    ])
    func aRuleForbidsAColourOnlyWhenItsNegationComesFirst(_ sentence: String, _ forbidden: Bool) {
        let rules = DesignRuleExtractor.rules(in: sentence, provenance: Provenance(file: "d.md", line: 1, excerpt: sentence))
        #expect(rules.contains { if case .forbiddenColor = $0.kind { true } else { false } } == forbidden)
    }

    @Test(arguments: [
        ("Don't put ink on Kelp", "ink on Kelp", true),
        ("Never use grey text on teal fills", "grey text on teal", true),
        ("Ink on Paper — never below 7:1", "Ink on Paper", false),
        ("Use white text on kelp; never use ink there", "white text on kelp", false),
    ])
    func aProhibitionCountsOnlyBeforeThePhraseInItsClause(_ sentence: String, _ phrase: String, _ forbidden: Bool) {
        #expect(StatedPairingCollector.isForbidden(phrase, in: sentence) == forbidden)
    }

    /// "filled plum (`{colors.primary}`) with white type on light surfaces": the type sits on the
    /// fill, and the surface is where the filled thing sits; "white type on light surfaces" with
    /// no fill before it is text on that surface.
    @Test(arguments: [
        ("Inverted by context: filled plum (`{colors.primary}`) with white type on light surfaces", "with white type on light surfaces", true),
        ("A solid pine background with cream text on dark cards", "cream text on dark cards", true),
        ("Use white type on light surfaces sparingly", "white type on light surfaces", false),
        ("Captions in grey, with white type on dark panels", "white type on dark panels", false),
    ])
    func textWithAFillSitsOnTheFill(_ sentence: String, _ phrase: String, _ onFill: Bool) {
        #expect(StatedPairingCollector.sitsOnAFill(phrase, in: sentence) == onFill)
    }
}

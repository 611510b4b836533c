import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// The audit judges as WCAG does (`Fixtures/audit/fennel-ledger.md`): non-text contrast only
/// for what alone identifies a component, a ratio is a contrast claim only when the words say
/// so, a claim holds only when every pair in its scope was measured, an example is neither a
/// claim nor a pairing, and a rule about the page is not broken by a component's own values.
@Suite struct WCAGJudgementTests {
    func analyzed() throws -> AnalyzedSystem {
        let document = try TestSupport.fixture("audit/fennel-ledger.md")
        let memory = try TestSupport.memorySite(documents: ["fennel/DESIGN.md": document])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(TestSupport.memoryOptions)
        return try #require(state.systems.first)
    }

    func report() throws -> AuditReport { try #require(try analyzed().audit) }

    @Test func aLabelledBadgeIsToldByItsLabelAFieldByItsEdge() throws {
        let pairs = try report().pairs.filter { $0.context.mode == .light }
        // The badge's fill is 1.05:1 on the page, and its label says what it is: no failure.
        #expect(!pairs.contains { $0.context.component == "Status badge" && $0.category == .nonText })
        let input = try #require(pairs.first { $0.context.component == "Amount input" && $0.context.element == "border" })
        #expect(input.category == .nonText && input.ratioText == "1.33" && input.fails(.aa))
        // A control named by its kind ("select") is measured by its edge too.
        let select = try #require(pairs.first { $0.context.component == "Country select" && $0.context.element == "border" })
        #expect(select.fails(.aa) && select.source.line == 43)
    }

    @Test func statedTextOnColouredFillsIsMeasured() throws {
        let pairs = try report().pairs.filter { $0.context.mode == .light && $0.category.isText }
        let confirm = try #require(pairs.first { $0.context.component == "Confirm button" })
        #expect(confirm.foreground.hex == "#FFFFFF" && confirm.background.hex == "#3FA34D" && confirm.fails(.aa))
        let delete = try #require(pairs.first { $0.context.component == "Delete button" })
        #expect(delete.ratioText == "3.91" && delete.fails(.aa))
        // "Secondary text, muted links, footer notes" makes Rye a text colour on the page.
        #expect(pairs.contains { $0.origin == .textToken && $0.foreground.name == "Rye" })
    }

    @Test func onlyWordsAboutContrastMakeAClaim() throws {
        let claims = try report().claims
        // An aspect ratio, a target size beside "WCAG AAA", and an example are no claims.
        #expect(!claims.contains { [56, 60, 73].contains($0.source.line) }, "\(claims.map(\.text))")
        #expect(claims.map(\.text) == ["All text meets WCAG AA contrast.", "Badge text meets WCAG AA contrast."])
    }

    @Test func aClaimWithAnUnmeasuredPairInItsScopeIsNotVerifiable() throws {
        let claims = try report().claims
        let badges = try #require(claims.first { $0.text.hasPrefix("Badge text") })
        // One badge was measured and passes; the other names a fill the document never defines.
        #expect(badges.measured.pairs == 1 && badges.measured.failing == 0)
        #expect(!badges.verifiable, "\(badges.measured.text)")
        #expect(badges.measured.text.contains("Overdue badge"))
        // A claim a measured pair contradicts stays contradicted.
        let all = try #require(claims.first { $0.text.hasPrefix("All text") })
        #expect(!all.holds && all.verifiable)
    }

    @Test func anExampleStatesNoPairing() throws {
        #expect(!(try report().pairs.contains { $0.origin == .statedPairing && $0.source.line == 73 }))
    }

    /// "`#2F9E44` backgrounds with white text": a pairing written fill first is measured; "with
    /// dark text" names no colour, and a disabled look is exempt.
    @Test func aFillWithTextIsAStatedPairing() throws {
        let stated = try report().pairs.filter { $0.origin == .statedPairing && $0.context.mode == .light }
        let banner = try #require(stated.first { $0.source.line == 83 })
        #expect(banner.foreground.hex == "#FFFFFF" && banner.background.hex == "#2F9E44" && banner.fails(.aa))
        #expect(!stated.contains { [85, 87].contains($0.source.line) })
    }

    /// "Oat cards on Flour": a surface on a surface is no text, and WCAG asks no contrast of it.
    @Test func aSurfaceOnASurfaceIsNoPairing() throws {
        #expect(!(try report().pairs.contains { $0.origin == .statedPairing && $0.source.line == 81 }))
    }

    @Test func rulesAboutThePageAndDescriptionsAreNotBrokenByAComponent() throws {
        // "Don't use pure black as primary text", "Don't use pure white for main surfaces", "not
        // quite pure white, but a hair warmer" and Crust's "Never pure black, always a little
        // brown" say nothing against the print button's own white fill and black label; the rule
        // about button labels does.
        let violations = try analyzed().system.ruleViolations
        #expect(violations.map(\.component) == ["Print button"], "\(violations)")
        #expect(violations.map(\.property) == ["textColor"])
        #expect(violations.map(\.rule.provenance.line) == [79])
    }
}

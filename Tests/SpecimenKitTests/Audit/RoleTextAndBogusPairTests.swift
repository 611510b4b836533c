import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// Text colours described by their role are measured where the document puts them, and pairs
/// nobody draws are not (`Fixtures/audit/quillwort-almanac.md`).
@Suite struct RoleTextAndBogusPairTests {
    func analyzed() throws -> AnalyzedSystem {
        let document = try TestSupport.fixture("audit/quillwort-almanac.md")
        let memory = try TestSupport.memorySite(documents: ["quill/DESIGN.md": document])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(TestSupport.memoryOptions)
        return try #require(state.systems.first)
    }

    func report() throws -> AuditReport { try #require(try analyzed().audit) }

    func textToken(_ name: String, in report: AuditReport) -> ContrastPair? {
        report.pairs.first { $0.origin == .textToken && $0.context.mode == .light && $0.foreground.name == name }
    }

    /// A link colour named as one is read on the page; a placeholder in the field the note names;
    /// footer links on the footer's fill; small print at the size its note states.
    @Test func roleTextIsMeasuredWhereTheDocumentPutsIt() throws {
        let report = try report()
        let link = try #require(textToken("Heron Link", in: report))
        #expect(link.background.hex == "#F6F4EC" && link.ratioText == "2.79" && link.fails(.aa))
        let placeholder = try #require(textToken("Fog", in: report))
        #expect(placeholder.background.hex == "#C9D3DA" && placeholder.ratioText == "1.46" && placeholder.fails(.aa))
        let footer = try #require(textToken("Moss Ash", in: report))
        #expect(footer.background.hex == "#1F2A22" && footer.ratioText == "2.05" && footer.fails(.aa))
        let smallPrint = try #require(textToken("Lichen", in: report))
        #expect(smallPrint.context.textSize == 12 && smallPrint.ratioText == "3.02" && smallPrint.fails(.aa))
        // A link colour described in Japanese.
        #expect(textToken("Kawasemi", in: report)?.fails(.aa) == true)
        // Button labels are paired on the buttons, not on the page.
        #expect(textToken("Snow", in: report) == nil)
    }

    /// A variable marked for the dark appearance is not read on the light page; a variant named
    /// for its disabled look is exempt; a list of uses ending "… and footer link on the page"
    /// pairs nothing.
    @Test func pairsNobodyDrawsAreNotMeasured() throws {
        let report = try report()
        #expect(textToken("--qa-body-text", in: report) == nil)
        let disabled = report.pairs.filter { $0.context.component == "Disabled search field" }
        #expect(disabled.count == 2 && disabled.allSatisfy { $0.exemption != nil })
        #expect(!report.pairs.contains { $0.origin == .statedPairing && $0.source.line == 26 })
    }

    /// "Check that all text uses the peat family, not pure black" is a line of a check list: the
    /// tile whose text the document states black breaks no rule.
    @Test func aCheckListLineIsNoRule() throws {
        let system = try analyzed().system
        #expect(system.rules.isEmpty && system.ruleViolations.isEmpty, "\(system.rules)")
        #expect(DesignRuleExtractor.rules(
            in: "Never use pure black for text", provenance: Provenance(file: "x", line: 1, excerpt: "")).count == 1)
    }

    /// A tag whose fill is stated and whose text colour is not leaves a claim about tag text not
    /// verifiable, though the other tag passes.
    @Test func anUnstatedTextColourLeavesTheClaimUnverifiable() throws {
        let report = try report()
        #expect(report.skipped.contains { $0.context.component == "Rare tag" && $0.source.line == 59 })
        let claim = try #require(report.claims.first { $0.text.hasPrefix("Tag text") })
        #expect(claim.measured.pairs == 1 && !claim.verifiable, "\(claim.measured.text)")
    }
}

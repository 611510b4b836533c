import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// What the words around a colour say about its text and what lies under it
/// (`Fixtures/audit/tideglass-atelier.md`): decoration is exempt, a heading colour is read at a
/// heading's size, a picture or a gradient named in words is no backdrop to measure, and text put
/// on a named surface is paired with that surface.
@Suite struct AuditContextTests {
    func report() throws -> AuditReport {
        let document = try TestSupport.fixture("audit/tideglass-atelier.md")
        let memory = try TestSupport.memorySite(documents: ["tide/DESIGN.md": document])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(TestSupport.memoryOptions)
        let system = try #require(state.systems.first)
        return try #require(system.audit)
    }

    func component(_ name: String, in report: AuditReport) -> ContrastPair? {
        report.pairs.first { $0.context.component == name && $0.context.element == "text" }
    }

    /// A watermark by its name, a "sand-on-sand" colour line, and a block whose purpose is never
    /// to compete with the copy are decoration: listed as exempt, with the words and their line,
    /// never failed. So is a colour whose note calls its text decorative.
    @Test func decorativeTextIsExempt() throws {
        let report = try report()
        let watermark = try #require(component("Tide Watermark", in: report))
        #expect(!watermark.passes(.aa) && !watermark.fails(.aa))
        #expect(watermark.exemption?.contains("line 42") == true, "\(watermark.exemption ?? "")")
        let numeral = try #require(component("Chapter Numeral", in: report))
        #expect(numeral.exemption?.contains("sand-on-sand") == true && numeral.exemption?.contains("line 46") == true)
        let motif = try #require(component("Section Motif", in: report))
        #expect(motif.exemption?.contains("line 51") == true && motif.exemption?.contains("never competes") == true)
        let numerals = try #require(report.pairs.first { $0.origin == .textToken && $0.foreground.name == "Ghost Numerals" })
        #expect(numerals.exemption?.contains("decorative") == true && !numerals.fails(.aa))
        // Exempt pairs never fail the gate, in any format.
        let run = AuditRun(reports: [report], level: .aa)
        let sarif = AuditSARIFFormatter().format(run)
        #expect(!sarif.contains("\"startLine\" : 42") && !sarif.contains("\"startLine\" : 46") && !sarif.contains("\"startLine\" : 51"))
        #expect(AuditContext.toneOnTone(in: "Canvas darkened (cream-on-cream)") == "cream-on-cream")
        #expect(AuditContext.toneOnTone(in: "white-on-black labels") == nil)
    }

    /// "Reserved for hero H2 and H3 headings" is read at the smallest of those sizes in the type
    /// scale (24px), where 3.58:1 passes; "display headings only", with no display size given, is
    /// not verifiable rather than failed at body size.
    @Test func aHeadingColourIsReadAtAHeadingSize() throws {
        let report = try report()
        let coral = try #require(report.pairs.first { $0.origin == .textToken && $0.foreground.name == "Coral Deep" })
        #expect(coral.context.textSize == 24 && coral.category == .largeText && coral.passes(.aa) && coral.ratioText == "3.58")
        #expect(coral.context.notes.contains { $0.contains("H3 Section") })
        #expect(!report.pairs.contains { $0.foreground.name == "Plum Display" })
        let plum = try #require(report.skipped.first { $0.source.line == 12 })
        #expect(plum.reason.contains("not verifiable") && plum.reason.contains("3.59"))
        // Body text is body text, whatever else its note says.
        #expect(report.pairs.contains { $0.origin == .textToken && $0.foreground.name == "Slate" && $0.context.textSize == 16 })
    }

    /// "Warm off-white used on hero gradients" names no white text; white stated on photography
    /// and text on a fill whose line says it is a photograph are not verifiable.
    @Test func picturesAndGradientsInWordsAreNotMeasured() throws {
        let report = try report()
        #expect(!report.pairs.contains { $0.source.line == 13 })
        #expect(!report.pairs.contains { $0.source.line == 20 })
        #expect(report.skipped.contains { $0.source.line == 20 && $0.reason.contains("not verifiable") })
        #expect(component("Photo Banner", in: report) == nil)
        #expect(report.skipped.contains { $0.context.component == "Photo Banner" && $0.reason.contains("picture") })
    }

    /// A tag without a fill that "sits on the ink hero" is measured on Ink, not on the page.
    @Test func aComponentIsMeasuredOnTheSectionItIsPutOn() throws {
        let report = try report()
        let tag = try #require(component("Hero Tag", in: report))
        #expect(tag.background.hex == "#151515" && tag.ratioText == "18.26" && tag.passes(.aa), "\(tag.background)")
        #expect(tag.background.name.contains("line 58"))
    }

    /// "Small print in Slate on the ink footer" pairs Slate with Ink; "Ember text … on
    /// interactive cards" pairs Ember with every card's fill, each once (the text colour's own
    /// reading of the same line and the stated pairing are one pair). Both as well as the page.
    @Test func textOnANamedSurfaceIsPairedWithIt() throws {
        let report = try report()
        let footer = try #require(report.pairs.first { $0.origin == .statedPairing && $0.source.line == 18 })
        #expect(footer.foreground.name == "Slate" && footer.background.hex == "#151515" && footer.ratioText == "3.42" && footer.fails(.aa))
        let cards = report.pairs.filter { $0.context.mode == .light && $0.source.line == 38 && $0.foreground.name == "Ember" }
        #expect(cards.map(\.background.hex).sorted() == ["#EFE8DC", "#FFFFFF"] && cards.allSatisfy { $0.fails(.aa) }, "\(cards.map(\.description))")
    }

    /// A backdrop is a surface: a fill named as a text or link colour is a misreading, not
    /// measured; a field or a background named with "text" is still a surface.
    @Test func aTextColourIsNoBackdrop() {
        #expect(ComponentPairCollector.namesTextColor("Muted Links"))
        #expect(ComponentPairCollector.namesTextColor("Body Text"))
        #expect(!ComponentPairCollector.namesTextColor("Text Field"))
        #expect(!ComponentPairCollector.namesTextColor("Link Hover Background"))
        #expect(!ComponentPairCollector.namesTextColor("Canvas"))
    }
}

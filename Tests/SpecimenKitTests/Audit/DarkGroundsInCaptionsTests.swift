import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// "On dark …" in a component's caption or a bracket after its colour: a pale button "on dark
/// footer panels" is drawn and measured on the fill of the component named for those panels;
/// a link "(reversed for dark backgrounds)" and a button "on dark hero tiles", in a document
/// that gives no dark surface, say so rather than vanish white on the pale page.
@Suite struct DarkGroundsInCaptionsTests {
    func built() throws -> (html: String, audit: AuditReport) {
        let memory = try TestSupport.memorySite(documents: ["harbour/DESIGN.md": try TestSupport.fixture("components/dark-grounds-in-captions.md")])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).build(TestSupport.memoryOptions)
        let audit = try #require(state.systems.first?.audit)
        return (try #require(memory.text("/Public/harbour/components/index.html")), audit)
    }

    @Test func aFilledButtonOnDarkBandsIsDrawnOnTheBandItsCaptionNames() throws {
        let (html, audit) = try built()
        #expect(html.contains("<div class=\"stage\" style=\"--stage: #0E2A3B;"))
        #expect(html.contains("class=\"stage__mode\">on dark footer panels (line 13): Dark Footer Panel<"), "\(html)")
        // A field there has its edge measured against the panel, not the pale page.
        let edge = try #require(audit.pairs.first { $0.context.component == "Search Field" && $0.context.element == "border" })
        #expect(edge.background.hex == "#0E2A3B", "\(edge.background)")
    }

    @Test func aLinkReversedForDarkBackgroundsIsMarkedNotDrawnWhiteOnWhite() throws {
        let (html, audit) = try built()
        #expect(!audit.pairs.contains { $0.context.variant == "Outbound Link" && $0.context.element == "text" })
        let skipped = try #require(audit.skipped.first { $0.context.variant == "Outbound Link" })
        #expect(skipped.reason.contains("dark backgrounds (line 32)") && skipped.source.line == 32, "\(skipped.reason)")
        #expect(html.contains("meant for dark backgrounds (line 32), whose colour the document does not give"))
        // The inline link beside it states no ground: on the page.
        let inline = try #require(audit.pairs.first { $0.context.variant == "Inline Link" && $0.context.element == "text" })
        #expect(inline.background.hex == "#FBFAF6", "\(inline.background)")
    }

    @Test func aFilledButtonForADarkGroundOfNoColourSaysSo() throws {
        let (html, audit) = try built()
        #expect(html.contains("meant for dark hero tiles (line 20), whose colour the document does not give: drawn on the page<"), "\(html)")
        // Its text is on its own fill, measured as ever.
        #expect(audit.pairs.contains { $0.context.variant == "Chalk" && $0.context.element == "text" })
    }
}

import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// A component without a fill of its own whose description names the section it is used on
/// ("Used on deep-green promo bands"): drawn and measured on that section when the document
/// gives its colour (here, the fill of its Promo Band), and marked not verifiable, never failed
/// on the page, when the words only call it dark.
@Suite struct StatedSectionTests {
    func built() throws -> (html: String, audit: AuditReport) {
        let memory = try TestSupport.memorySite(documents: ["quill/DESIGN.md": try TestSupport.fixture("components/sections-named-in-words.md")])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).build(TestSupport.memoryOptions)
        let audit = try #require(state.systems.first?.audit)
        return (try #require(memory.text("/Public/quill/components/index.html")), audit)
    }

    @Test func aComponentIsDrawnAndMeasuredOnTheSectionItsWordsName() throws {
        let (html, audit) = try built()
        let promo = try #require(audit.pairs.first { $0.context.variant == "Ghost on Promo" && $0.context.element == "text" })
        #expect(promo.background.name.contains("deep-green promo bands"), "\(promo.background.name)")
        #expect(promo.passes(.aa))
        #expect(html.contains("<div class=\"stage\" style=\"--stage: #1F3A2E;"))
        #expect(html.contains("class=\"stage__mode\">on deep-green promo bands (line 22)<"))
    }

    @Test func aDarkSectionWithoutAColourIsNotVerifiableRatherThanFailed() throws {
        let (html, audit) = try built()
        #expect(!audit.pairs.contains { $0.context.variant == "Ghost on Night" && $0.context.element == "text" })
        let skipped = try #require(audit.skipped.first { $0.context.variant == "Ghost on Night" })
        #expect(skipped.reason.contains("dark hero panels") && skipped.source.line == 28, "\(skipped.reason)")
        #expect(html.contains("meant for dark hero panels (line 28), whose colour the document does not give"))
        // Drawn on a dark ground all the same, which the label says is assumed: its white text
        // and border were written for one, and vanish on the page.
        #expect(html.contains("<div class=\"stage\" style=\"--stage: #222222;"))
        #expect(html.contains("drawn on an assumed neutral dark, not the document&#39;s; not verifiable"))
    }

    func frontMatter() throws -> (html: String, audit: AuditReport) {
        let memory = try TestSupport.memorySite(documents: ["lantern/DESIGN.md": try TestSupport.fixture("frontmatter/stated-dark-grounds.md")])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).build(TestSupport.memoryOptions)
        let audit = try #require(state.systems.first?.audit)
        return (try #require(memory.text("/Public/lantern/components/index.html")), audit)
    }

    @Test func aFrontMatterComponentIsDrawnInsideTheComponentItsProseNames() throws {
        // `strip-item` has no fill; its caption puts it "inside `top-strip`", whose fill is graphite.
        let (html, audit) = try frontMatter()
        #expect(html.contains("<div class=\"stage\" style=\"--stage: #2B2D31;"))
        #expect(html.contains("class=\"stage__mode\">Light · on top-strip (inside it, line 32)<"))
        let item = try #require(audit.pairs.first { $0.context.component == "strip-item" && $0.context.element == "text" })
        #expect(item.background.name.contains("top-strip"), "\(item.background.name)")
        #expect(item.passes(.aa))
    }

    @Test func aComponentMeantForDarkSurfacesIsDrawnOnTheDocumentsDarkSurface() throws {
        // `rule-on-dark` is for "dark surfaces"; `canvas-dark`, read as the canvas's dark value,
        // is the document's dark ground: the stage says so, as the audit would, not "unknown".
        let (html, _) = try frontMatter()
        #expect(html.contains("<div class=\"stage\" style=\"--stage: #14161A;"))
        #expect(html.contains("class=\"stage__mode\">Light · on dark surfaces (line 35): canvas (dark)<"))
        #expect(!html.contains("meant for dark surfaces (line 35), whose colour the document does not give"))
        #expect(!html.contains("#222222"))
    }

    @Test func aVariantTakesOnlyItsOwnNotesSection() throws {
        // The section named under one variant is not another's, though both sit under one heading.
        let (_, audit) = try built()
        #expect(!audit.pairs.contains { $0.context.variant == "Ghost on Night" && ($0.background.name.contains("promo")) })
    }

    @Test func aPictureTheProseSizesIsListedAsNotDrawnWhenNoPartDrawsIt() throws {
        // "avatar circle 48px": a picture with a size and a shape, which no part of the tile draws.
        let (html, _) = try frontMatter()
        let start = try #require(html.range(of: "data-spec-component=\"profile-tile\""))
        let section = html[start.lowerBound...]
        #expect(section.contains("Not drawn, as written"))
        #expect(section.contains("A round portrait: avatar circle 48px"))
        #expect(section.contains("DESIGN.md:40"))
        // The caption's own words describe the tile itself, and are not listed.
        #expect(!section.contains("a small tile that introduces a member</"))
    }
}

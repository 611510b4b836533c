import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// Each component drawn and measured on the ground its own words or name put it on, in a
/// document with more than one ground.
@Suite struct PageGroundTests {
    func built(_ fixture: String, slug: String) throws -> (html: String, audit: AuditReport) {
        let memory = try TestSupport.memorySite(documents: ["\(slug)/DESIGN.md": try TestSupport.fixture(fixture)])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).build(TestSupport.memoryOptions)
        let audit = try #require(state.systems.first?.audit)
        return (try #require(memory.text("/Public/\(slug)/components/index.html")), audit)
    }

    /// The stage each component is drawn on, by its name: the stage's colour and its label.
    func stages(_ html: String) -> [String: [(stage: String, label: String)]] {
        var out: [String: [(stage: String, label: String)]] = [:]
        let ids = html.matches(of: /id="component-([^"]+)"/).map { ($0.range.lowerBound, String($0.1)) }.filter { !$0.1.hasSuffix("-title") }
        for match in html.matches(of: /<div class="stage" style="--stage: ([^;"]+)[;"]/) {
            guard let owner = ids.last(where: { $0.0 < match.range.lowerBound })?.1 else { continue }
            let after = html[match.range.upperBound...].prefix(600)
            let label = after.firstMatch(of: /class="stage__mode">([^<]*)</).map { String($0.1) } ?? ""
            out[owner, default: []].append((String(match.1), label))
        }
        return out
    }

    // MARK: Two canvas tokens; the prose names the page

    @Test func aBareComponentIsMeasuredOnTheDarkPage() throws {
        let (_, audit) = try built("frontmatter/default-page-of-two-canvases.md", slug: "harbor")
        let link = try #require(audit.pairs.first { $0.context.component == "quiet-link" && $0.context.element == "text" })
        #expect(link.background.name.contains("canvas-dark"), "\(link.background.name)")
        #expect(link.passes(.aa))
    }

    @Test func aFieldNamedForTheLightCanvasIsDrawnAndItsEdgeMeasuredThere() throws {
        let (html, audit) = try built("frontmatter/default-page-of-two-canvases.md", slug: "harbor")
        let edge = try #require(audit.pairs.first { $0.context.component == "field-on-light" && $0.context.element == "border" })
        #expect(edge.background.name.contains("canvas-light"), "\(edge.background.name)")
        #expect(edge.ratioText == "1.26")
        #expect(!edge.passes(.aa))
        let field = try #require(stages(html)["field-on-light"]?.first)
        #expect(field.stage == "#FFFFFF")
        #expect(field.label.contains("canvas-light"), "\(field.label)")
    }

    @Test func aComponentHeldByAnotherIsMeasuredOnItsHoldersFill() throws {
        let (html, audit) = try built("frontmatter/default-page-of-two-canvases.md", slug: "harbor")
        let line = try #require(audit.pairs.first { $0.context.component == "ledger-line" && $0.context.element == "text" })
        #expect(line.background.name.contains("ledger-card"), "\(line.background.name)")
        #expect(stages(html)["ledger-line"]?.first?.stage == "#1C2026")
    }

    @Test func aBareComponentWhoseTextColourIsNamedForTheLightCanvasSitsOnIt() throws {
        let (_, audit) = try built("frontmatter/default-page-of-two-canvases.md", slug: "harbor")
        let row = try #require(audit.pairs.first { $0.context.component == "receipt-row" && $0.context.element == "text" })
        #expect(row.background.name.contains("canvas-light"), "\(row.background.name)")
        #expect(row.passes(.aa))
    }

    @Test func aVariantNamedOnDarkIsDrawnAndMeasuredOnTheDark() throws {
        let (html, audit) = try built("components/quick-reference-surface.md", slug: "quay")
        let ghost = try #require(audit.pairs.first { $0.context.variant == "Ghost on Dark" && $0.context.element == "text" })
        #expect(ghost.background.name.contains("Ghost on Dark"), "\(ghost.background.name)")
        #expect(ghost.passes(.aa))
        #expect(!audit.skipped.contains { $0.context.variant == "Ghost on Dark" })
        #expect(html.contains("<div class=\"stage\" style=\"--stage: #1B1D21;"))
    }

    /// `**Hairline Button (Light Surface)**` on a dark page: the ground in brackets is where it
    /// is drawn and measured, the colour whose use calls it the light surface
    /// (`**Shell** (#fff): Primary light surface`); the name keeps its brackets.
    @Test func aGroundInBracketsAfterTheNameIsWhereItSits() throws {
        let (html, audit) = try built("components/bracketed-ground-names.md", slug: "kelp")
        let text = try #require(audit.pairs.first { $0.context.variant == "Hairline (Light Surface)" && $0.context.element == "text" })
        #expect(text.background.hex == "#FFFFFF" && text.background.name.contains("Shell"), "\(text.background.name)")
        #expect(html.contains("<div class=\"stage\" style=\"--stage: #FFFFFF;"))
        // The dark one is on the dark page, which is its ground already.
        #expect(audit.pairs.contains { $0.context.variant == "Reef (Dark Surface)" && $0.background.hex == "#0F5D45" })
    }

    // MARK: Two tracks

    @Test func componentsOnTheLightTrackAreDrawnOnTheLightCanvas() throws {
        let (html, audit) = try built("frontmatter/two-track-grounds.md", slug: "tideline")
        #expect(audit.backgrounds.first?.name == "canvas-night")
        let drawn = stages(html)
        for name in ["entry-field", "sprout-tag", "pill-outline-on-light", "plan-band"] {
            let stage = try #require(drawn[name]?.first, "\(name)")
            #expect(stage.stage == "#FFFFFF", "\(name): \(stage)")
            #expect(stage.label.contains("canvas-light"), "\(name): \(stage.label)")
        }
        #expect(drawn["story-card"]?.first?.stage == "#000000")
        #expect(drawn["story-card"]?.first?.label == "")
    }

    @Test func aLightTrackFieldsEdgeIsMeasuredOnTheLightCanvasNotTheNightPage() throws {
        let (_, audit) = try built("frontmatter/two-track-grounds.md", slug: "tideline")
        let edge = try #require(audit.pairs.first { $0.context.component == "entry-field" && $0.context.element == "border" })
        #expect(edge.background.name.contains("light surfaces"), "\(edge.background.name)")
        #expect(!edge.passes(.aa))
    }
}

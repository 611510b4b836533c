import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// Where a component is drawn: the surface its own words name, or the appearance its variant's
/// name gives ("Dark mode"), read once (`StatedSection`) for the gallery's stage and the audit's
/// ground alike.
@Suite struct SurfaceStageTests {
    func built(_ fixture: String, slug: String) throws -> (html: String, audit: AuditReport) {
        let memory = try TestSupport.memorySite(documents: ["\(slug)/DESIGN.md": try TestSupport.fixture(fixture)])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).build(TestSupport.memoryOptions)
        let audit = try #require(state.systems.first?.audit)
        return (try #require(memory.text("/Public/\(slug)/components/index.html")), audit)
    }

    /// The stages a variant's default cells stand on: each one's `--stage` colour and its label.
    func stages(of variant: String, in html: String) -> [(color: String, label: String?)] {
        var out: [(color: String, label: String?)] = []
        var rest = html[...]
        while let cell = rest.range(of: "data-spec-variant=\"\(variant)\" data-spec-state=\"default\"") {
            let before = html[..<cell.lowerBound]
            if let stage = before.range(of: "<div class=\"stage\" style=\"--stage: ", options: .backwards) {
                let color = String(html[stage.upperBound...].prefix(7))
                let between = html[stage.upperBound..<cell.lowerBound]
                let label = between.range(of: "class=\"stage__mode\">").map { open in
                    String(between[open.upperBound...].prefix { $0 != "<" })
                }
                out.append((color, label))
            }
            rest = html[cell.upperBound...]
        }
        return out
    }

    @Test func aVariantOfARowNamedForDarkSectionsIsDrawnApartFromThePage() throws {
        // The cards' variants have one state each, so they share a row on the page; the one "on
        // dark sections" leaves it for a dark stage (the document names no dark surface: the
        // stage says it is assumed), while the others stay on the page.
        let (html, _) = try built("components/surfaces-named-in-prose.md", slug: "tidewater")
        #expect(stages(of: "Paper Card", in: html).map(\.color) == ["#FAF8F4"])
        let harbour = stages(of: "Harbour Card", in: html)
        #expect(harbour.map(\.color) == ["#222222"], "\(harbour)")
        #expect(harbour.first?.label?.contains("meant for dark sections (line 15)") ?? false, "\(harbour)")
    }

    @Test func aGradientTheDocumentGivesOneColourOfIsTheStageAndItsTextIsNotVerifiable() throws {
        // "on green gradient": the one colour named green whose use says gradient.
        let (html, audit) = try built("components/surfaces-named-in-prose.md", slug: "tidewater")
        let glow = stages(of: "Glow Card", in: html)
        #expect(glow.map(\.color) == ["#0E2A22"], "\(glow)")
        #expect(glow.first?.label == "on green gradient (line 16): Deep Kelp Green, the one colour the document gives the gradient")
        // Measured on that colour alone, white text would pass where the gradient's lighter
        // tones may not: listed, never measured.
        #expect(!audit.pairs.contains { $0.context.variant == "Glow Card" && $0.context.element == "text" })
        let skipped = try #require(audit.skipped.first { $0.context.variant == "Glow Card" })
        #expect(skipped.reason.contains("green gradient (line 16)") && skipped.cause == .unverifiable, "\(skipped.reason)")
    }

    @Test func aGradientNamedOnlyByAHueTakesNoColourTheDocumentDoesNotGive() throws {
        // No colour of the palette is purple: "the purple gradient hero" is not a basic purple.
        let (html, _) = try built("components/surfaces-named-in-prose.md", slug: "tidewater")
        #expect(stages(of: "Sunset Card", in: html).map(\.color) == ["#FAF8F4"])
    }

    @Test func aDarkModeBulletStandsOnItsOwnDarkSurfaceWhenNoDarkGroundIsGiven() throws {
        let (html, _) = try built("components/light-and-dark-bullets.md", slug: "quayside")
        // Drawn once each, light on the page and dark on the dark fill it states.
        let panelsLight = stages(of: "Light mode", in: html)
        #expect(panelsLight.first?.color == "#F4F6F8", "\(panelsLight)")
        let panelsDark = stages(of: "Dark mode", in: html)
        #expect(panelsDark.map(\.color) == ["#102030"], "\(panelsDark)")
        #expect(panelsDark.first?.label?.contains("its own dark fill (its name, “Dark mode”)") ?? false, "\(panelsDark)")
    }

    @Test func aDarkModeBulletWithNoDarkSurfaceAnywhereIsListedNotDrawn() throws {
        // The notice's dark look is transparent, and the document gives no dark ground: nothing
        // to draw it on but a dark of our own, so it is listed with its words and its line.
        let (html, audit) = try built("components/light-and-dark-bullets.md", slug: "quayside")
        let notices = try #require(html.range(of: "data-spec-component=\"Notices\"")).lowerBound
        let section = html[notices...]
        #expect(!section.contains("data-spec-variant=\"Dark mode\""))
        #expect(section.contains("Not drawn, as written: <code>Dark mode: transparent background, `#FFE08A` text</code>"))
        #expect(!html.contains("#222222"))
        let skipped = try #require(audit.skipped.first { $0.context.component == "Notices" && $0.context.variant == "Dark mode" })
        #expect(skipped.reason.contains("a dark ground (its name, “Dark mode”)") && skipped.source.line == 19, "\(skipped.reason)")
        #expect(!audit.pairs.contains { $0.context.component == "Notices" && $0.context.variant == "Dark mode" && $0.context.element == "text" })
    }

    @Test func aDarkModeBulletStandsOnTheDocumentsDarkCanvas() throws {
        let (html, audit) = try built("components/light-and-dark-bullets-dark-canvas.md", slug: "wharf")
        let dark = stages(of: "Dark mode", in: html)
        #expect(dark.map(\.color) == ["#0B1118"], "\(dark)")
        #expect(dark.first?.label == "on Canvas Dark (its name, “Dark mode”)")
        #expect(stages(of: "Light mode", in: html).map(\.color) == ["#F7F7F2"])
        // The audit measures the dark look's text on that canvas, as the gallery draws it.
        let pair = try #require(audit.pairs.first { $0.context.variant == "Dark mode" && $0.context.element == "text" })
        #expect(pair.background.name.contains("Canvas Dark"), "\(pair.background.name)")
        #expect(pair.passes(.aa))
    }
}

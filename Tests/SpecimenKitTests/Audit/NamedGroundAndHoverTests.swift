import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// Style names that say where a colour is used, hover colours, a one-line variant's hover
/// background, a palette role that puts text on a named surface (`Fixtures/audit/wren-harbour-links.md`),
/// and a role word that names a token inside a sentence about text
/// (`Fixtures/frontmatter/inline-link-role-word.md`).
@Suite struct NamedGroundAndHoverTests {
    func analyzed(_ fixture: String, slug: String) throws -> AnalyzedSystem {
        let document = try TestSupport.fixture(fixture)
        let memory = try TestSupport.memorySite(documents: ["\(slug)/DESIGN.md": document])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(TestSupport.memoryOptions)
        return try #require(state.systems.first)
    }

    func report() throws -> AuditReport { try #require(try analyzed("audit/wren-harbour-links.md", slug: "wren").audit) }

    func stated(on line: Int, in report: AuditReport) -> [String] {
        report.pairs.filter { $0.origin == .statedPairing && $0.source.line == line }
            .map { "\($0.foreground.hex) on \($0.background.hex) \($0.ratioText) \($0.fails(.aa) ? "fails" : "passes")" }
    }

    /// `**Harbour Blue on Light**: #1f5fd0`: a name saying where the colour is used. The colour
    /// after the colon is text on the light ground (the page) or the dark ground the tokens give
    /// (`Dark bg`), never the palette colour "Light" or "Dark" happens to find (`Links light`).
    @Test func aStyleNamedForItsGroundIsTextOnThatGround() throws {
        let report = try report()
        #expect(stated(on: 29, in: report) == ["#1F5FD0 on #FFFFFF 5.82 passes"])
        // Both alternatives of "`#0f5cf5` or `#3d8bff`", on the dark ground: the first fails.
        #expect(stated(on: 30, in: report) == ["#0F5CF5 on #14171C 3.31 fails", "#3D8BFF on #14171C 5.41 passes"])
        #expect(stated(on: 31, in: report) == ["#FFFFFF on #14171C 17.96 passes"])
        #expect(stated(on: 32, in: report) == ["#ECEEF0 on #14171C 15.44 passes"])
        #expect(!report.pairs.contains { $0.origin == .statedPairing && ["#1F5FD0", "#0F5CF5"].contains($0.background.hex) })
        // A palette definition named so, its value in brackets: that value, on that ground.
        #expect(stated(on: 41, in: report) == ["#D8F1FF on #14171C 15.35 passes"])
    }

    /// "Kelp green on hover": the words after "on" name a moment, not a surface; the colours
    /// whose notes mention hover states are no backgrounds of it.
    @Test func aHoverColourIsPairedOnlyWhereItsSurfaceIsSaid() throws {
        let report = try report()
        #expect(stated(on: 18, in: report).isEmpty)
        #expect(PairingPhrase.namesInteraction("hover") && PairingPhrase.namesInteraction("focus rings"))
        #expect(!PairingPhrase.namesInteraction("dark surfaces"))
    }

    /// `Kelp: background #2a9d6a, hover #23885c`: the hover colour is the hover background, not
    /// the resting text; the part keeps its fill and states no text colour.
    @Test func aOneLineHoverBackgroundIsNoTextColour() throws {
        let system = try analyzed("audit/wren-harbour-links.md", slug: "wren")
        let buttons = try #require(system.components.first { $0.name == "Buttons" })
        let kelp = try #require(buttons.parts.first { $0.name == "Kelp" })
        #expect(kelp.properties.fill?.hex == "#2A9D6A")
        #expect(kelp.properties.textColor == nil)
        let report = try #require(system.audit)
        #expect(!report.pairs.contains { $0.foreground.hex == "#23885C" && $0.background.hex == "#2A9D6A" })
        #expect(SpecBuilder.restingLook(of: "background #2a9d6a, hover #23885c") == "background #2a9d6a")
        #expect(SpecBuilder.restingLook(of: "hover #23885c, background #2a9d6a") == "hover #23885c, background #2a9d6a")
    }

    /// "Deeper green for text on pale-green badges": the defined colour on the one palette colour
    /// the words name (`Mint Wash`, "Pale green surface"); "text on green badges", where two
    /// colours are called green, is left alone.
    @Test func textOnANamedSurfaceInAPaletteRoleIsMeasured() throws {
        let report = try report()
        #expect(stated(on: 13, in: report) == ["#12805A on #DCF5E9 4.29 fails"])
        #expect(stated(on: 40, in: report).isEmpty)
    }

    /// "Links inside body paragraphs stay plain white instead of a tinted accent hue": `body`
    /// names a token, but here it is the links' role; no fill is read from it.
    @Test func aRoleWordInASentenceAboutTextIsNoFill() throws {
        let system = try analyzed("frontmatter/inline-link-role-word.md", slug: "sedge")
        let link = try #require(system.components.first { $0.name == "link-inline" })
        let look = try #require(link.variants.first?.states[.default])
        #expect(look.fill == nil)
        #expect(look.textColor?.hex == "#FFFFFF")
        #expect(PropertyPhraseReader.isAboutText("Links inside body paragraphs stay plain white"))
        #expect(!PropertyPhraseReader.isAboutText("Links on a body background"))
    }

    /// An outline button's faint 1px border on the page is no 1.4.11 pair: the button is told by
    /// its label, whose text is measured. A field with the same border shows no label inside it,
    /// so its border is measured (and fails).
    @Test func anOutlineButtonsFaintBorderIsNotMeasured() throws {
        let report = try report()
        let button = report.pairs.filter { $0.context.component == "Outline Button" }
        #expect(button.contains { $0.context.element == "text" && $0.foreground.hex == "#1D2530" })
        #expect(!button.contains { $0.category == .nonText })
        let field = report.pairs.filter { $0.context.component == "Search Input" && $0.category == .nonText }
        #expect(field.map(\.foreground.hex) == ["#E3E6EA"])
        #expect(field.allSatisfy { $0.fails(.aa) && $0.exemption == nil })
    }
}

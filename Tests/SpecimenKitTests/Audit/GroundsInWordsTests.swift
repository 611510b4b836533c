import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// A colour is measured on every ground its words give, and only those; a pair the dark
/// appearance draws unchanged is measured once; the gallery and the audit take a dark ground
/// from one chooser.
extension AuditTests {
    @Suite struct GroundsInWordsTests {
        func built(_ fixture: String, slug: String) throws -> (html: String, audit: AuditReport) {
            let memory = try TestSupport.memorySite(documents: ["\(slug)/DESIGN.md": try TestSupport.fixture(fixture)])
            let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).build(TestSupport.memoryOptions)
            let audit = try #require(state.systems.first?.audit)
            return (try #require(memory.text("/Public/\(slug)/components/index.html")), audit)
        }

        func tokenPairs(_ audit: AuditReport, _ name: String) -> [ContrastPair] {
            audit.pairs.filter { $0.origin == .textToken && $0.foreground.name == name }
        }

        // MARK: Text stated on two grounds

        @Test func aColourThatReadsOnBothCanvasesIsMeasuredOnEach() throws {
            // "Reads on both light and dark canvas" on a dark page: the light canvas as well,
            // where it fails (4.19), though it passes on the page (4.50).
            let (_, audit) = try built("frontmatter/text-on-both-grounds.md", slug: "marlin")
            let hint = tokenPairs(audit, "hint")
            #expect(hint.count == 3)
            // "Footer links": the one footer, whatever ground its id names, is a ground too.
            let footer = try #require(hint.first { $0.background.name == "footer-light" })
            #expect(footer.ratioText == "3.74" && !footer.passes(.aa))
            let light = try #require(hint.first { $0.background.name == "canvas-light" })
            #expect(light.ratioText == "4.19" && !light.passes(.aa))
            let dark = try #require(hint.first { $0.background.name == "canvas-dark" })
            #expect(dark.passes(.aa))
        }

        @Test func textOnLightAndOtherTextOnDarkIsMeasuredOnBothGrounds() throws {
            // "Tertiary text on light, secondary text on dark": both grounds, not a chip whose
            // id ends in "on-dark" ("link-on-dark" names a ground, not the component the note means).
            let (_, audit) = try built("frontmatter/text-on-both-grounds.md", slug: "marlin")
            let pale = tokenPairs(audit, "pale")
            #expect(Set(pale.map(\.background.name)) == ["canvas-light", "canvas-dark"], "\(pale.map(\.background.name))")
            #expect(pale.first { $0.background.name == "canvas-light" }?.ratioText == "2.50")
            #expect(!pale.contains { $0.background.name.contains("link-on-dark") })
        }

        @Test func aGroundNamedForSomethingElseIsNotOneTheTextIsMeasuredOn() throws {
            // "Body text on light, deep accent on dark": text on the light ground only; the accent
            // on dark is no text, and its 2.15:1 on the dark page would be a false failure.
            let (_, audit) = try built("frontmatter/text-on-both-grounds.md", slug: "marlin")
            let deep = tokenPairs(audit, "deep")
            #expect(deep.map(\.background.name) == ["canvas-light"])
        }

        @Test func textOnANamedGroundIsMeasuredThoughTheNoteAlsoNamesACanvas() throws {
            // "Body text on light canvas; nearly the hex of the dark canvas itself": a colour
            // that is also a canvas, whose note still says where its text goes.
            let (_, audit) = try built("frontmatter/text-on-both-grounds.md", slug: "marlin")
            #expect(tokenPairs(audit, "soot").map(\.background.name) == ["canvas-light"])
        }

        @Test func aComponentsTextIsMeasuredOnEveryGroundItsCaptionNames() throws {
            // "amber on dark, also amber on light": the link is drawn on the dark page, and its
            // text is measured there and on the light canvas (1.63, a failure).
            let (_, audit) = try built("frontmatter/text-on-both-grounds.md", slug: "marlin")
            let link = audit.pairs.filter { $0.context.component == "inline-link" && $0.context.element == "text" }
            #expect(link.count == 2)
            let light = try #require(link.first { $0.background.hex == "#FFFFFF" })
            #expect(light.background.name.contains("on light (line 43): canvas-light"), "\(light.background.name)")
            #expect(light.ratioText == "1.63" && !light.passes(.aa))
            #expect(link.contains { $0.passes(.aa) && $0.background.name.contains("canvas-dark") })
        }

        @Test func theGroundGrammarTakesOnlyTextClauses() {
            #expect(StatedSection.groundTones(in: "Works on both light and dark canvas") == [.light, .dark])
            #expect(StatedSection.groundTones(in: "Tertiary text on light, secondary text on dark.") == [.light, .dark])
            #expect(StatedSection.groundTones(in: "Body text on light, deep accent on dark") == [.light])
            #expect(StatedSection.groundTones(in: "Chip background on light, hairline on dark").isEmpty)
            #expect(StatedSection.groundTones(in: "Text on dark buttons").isEmpty)
        }

        // MARK: Light / Dark value pairs

        @Test func aPairTheDarkAppearanceDrawsUnchangedIsMeasuredOnce() throws {
            // "Sky: Light … / Dark …" gives the system a dark appearance; the field states no dark
            // value, and the page has none: its faint edge is one failure, not two.
            let (_, audit) = try built("audit/light-dark-accent-pairs.md", slug: "heron")
            let edges = audit.pairs.filter { $0.context.component == "Search field" && $0.context.element == "border" }
            #expect(edges.count == 1)
            let edge = try #require(edges.first)
            #expect(edge.context.mode == .light && edge.ratioText == "1.28" && !edge.passes(.aa))
            #expect(audit.summary.aa.failingPairs == audit.pairs.filter { $0.fails(.aa) }.count)
            let text = try #require(audit.pairs.first { $0.context.component == "Search field" && $0.context.element == "text" })
            #expect(text.context.notes.contains(SystemAudit.sameInDark))
        }

        @Test func aTokenWithTwoAppearancesIsMeasuredOncePerAppearance() throws {
            // The tag's fill is Sky: its light and dark values are two looks, each measured once.
            let (_, audit) = try built("audit/light-dark-accent-pairs.md", slug: "heron")
            let tag = audit.pairs.filter { $0.context.component == "Sky tag" && $0.context.element == "text" }
            #expect(tag.map(\.context.mode) == [.light, .dark])
            #expect(tag.map(\.background.hex) == ["#D6ECFF", "#0B3A66"])
        }

        // MARK: One chooser of a dark ground

        @Test func aDarkGroundFromTheCanvassDarkValueIsMeasuredWhereItIsDrawn() throws {
            // "used on dark surfaces": the canvas's dark value is the document's dark ground. The
            // gallery draws the chip there and the audit measures it there, not "unknown".
            let (html, audit) = try built("frontmatter/dark-ground-from-dark-value.md", slug: "pewter")
            let chip = try #require(audit.pairs.first { $0.context.component == "ghost-chip" && $0.context.mode == .light })
            #expect(chip.background.hex == "#15171B")
            #expect(chip.background.name.contains("canvas (dark)"), "\(chip.background.name)")
            #expect(!audit.skipped.contains { $0.context.component == "ghost-chip" && $0.context.mode == .light })
            #expect(html.contains("class=\"stage__mode\">Light · on dark surfaces (line 23): canvas (dark)<"))
        }

        @Test func aDarkSectionOfUnknownColourStaysNotVerifiableOnAStandIn() throws {
            // "dark hero panels" names no colour: the audit lists it, and the gallery draws it on
            // the same dark ground the audit's chooser gives, saying the pair is not verifiable.
            let (html, audit) = try built("frontmatter/dark-ground-from-dark-value.md", slug: "pewter")
            #expect(audit.skipped.contains { $0.context.component == "quiet-label" && $0.reason.contains("dark hero panels") })
            #expect(!audit.pairs.contains { $0.context.component == "quiet-label" })
            #expect(html.contains("meant for dark hero panels (line 25), whose colour the document does not give: drawn on canvas (dark), the document&#39;s dark surface; not verifiable"))
        }
    }
}

/// A lightness word in a colour's note is where the colour is read only in context ("text on
/// dark surfaces", "dark mode", "(dark)"): "Warm dark, slightly off-black" describes the colour.
extension AuditTests {
    @Suite struct ToneWordsOfAColourTests {
        static let document = """
        ---
        name: Kestrel
        colors:
          ink: "#16140F"
          paper: "#FAF8F2"
          surface-dark: "#1C1A16"
          mist: "#D9D4C8"
        ---

        # Kestrel

        ## Colours
        - **Ink** (`{colors.ink}` — #16140F): Headlines and body text. Warm dark, a little off-black.
        - **Paper** (`{colors.paper}` — #FAF8F2): The page.
        - **Surface Dark** (`{colors.surface-dark}` — #1C1A16): The footer band.
        - **Mist** (`{colors.mist}` — #D9D4C8): Secondary text on dark surfaces.
        """

        static let audit = Result { () throws -> AuditReport in
            let memory = try TestSupport.memorySite(documents: ["kestrel/DESIGN.md": document])
            let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).build(TestSupport.memoryOptions)
            return try #require(state.systems.first?.audit)
        }

        func grounds(of name: String) throws -> [String] {
            try Self.audit.get().pairs.filter { $0.origin == .textToken && $0.foreground.name == name }.map(\.background.name)
        }

        @Test func aToneDescribingTheColourIsNoGround() throws {
            let ink = try grounds(of: "ink")
            #expect(!ink.contains("surface-dark"), "\(ink)")
        }

        @Test func aToneAfterOnIsOne() throws {
            let mist = try grounds(of: "mist")
            #expect(mist.contains("surface-dark"), "\(mist)")
        }
    }
}

/// A focus state that states no border of its own shows the resting border, which the default's
/// pair measures: it is no focus ring. One that states its own border colour is measured as one.
extension AuditTests {
    @Suite struct RestingBorderInFocusTests {
        static let document = """
        # Heron

        ## Colours
        - **Paper** (#FAF8F2): page background.
        - **Ink** (#16140F): text.
        - **Seam** (#E4DED3): hairlines.
        - **Teal** (#0F6E6A): focus.

        ## Components

        ### Search Field
        - Background: Paper
        - Text: Ink
        - Border: 1px solid Seam
        - Focus: the border grows a little stronger

        ### Note Field
        - Background: Paper
        - Text: Ink
        - Border: 1px solid Seam
        - Focus: border Teal

        ### Code Field
        - Background: Paper
        - Text: Ink
        - Border: 1px solid Ink
        - Focus: 2px border
        """

        static let pairs = Result { () throws -> [ContrastPair] in
            let memory = try TestSupport.memorySite(documents: ["heron/DESIGN.md": document])
            let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).build(TestSupport.memoryOptions)
            return try #require(state.systems.first?.audit).pairs
        }

        func rings(_ component: String) throws -> [ContrastPair] {
            try Self.pairs.get().filter { $0.context.element == "focus ring" && $0.id.contains(component) }
        }

        @Test func aRestingBorderIsNoFocusRing() throws {
            #expect(try rings("search-field").isEmpty)
            // The resting border is still measured, once, with the default.
            #expect(try Self.pairs.get().contains { $0.id.contains("search-field") && $0.context.element == "border" && $0.foreground.name == "Seam" })
        }

        @Test func aStatedFocusBorderIsOne() throws {
            #expect(try rings("note-field").map(\.foreground.name) == ["Teal"])
            // A focus state that only thickens the border states its own ring.
            #expect(try rings("code-field").map(\.foreground.name) == ["Ink"])
        }
    }
}

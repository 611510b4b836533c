import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// The page of a document with more than one ground: the one its words call the page, not the
/// first canvas token or a quick reference's `Surface:` line.
@Suite struct PageChoiceTests {
    func built(_ fixture: String, slug: String) throws -> (html: String, audit: AuditReport) {
        let memory = try TestSupport.memorySite(documents: ["\(slug)/DESIGN.md": try TestSupport.fixture(fixture)])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).build(TestSupport.memoryOptions)
        let audit = try #require(state.systems.first?.audit)
        return (try #require(memory.text("/Public/\(slug)/components/index.html")), audit)
    }

    // MARK: Two canvas tokens; the prose names the page

    @Test func thePrimaryPageFloorTheProseNamesIsThePageNotTheFirstCanvas() throws {
        let (_, audit) = try built("frontmatter/default-page-of-two-canvases.md", slug: "harbor")
        let page = try #require(audit.backgrounds.first)
        #expect(page.name == "canvas-dark")
        #expect(page.colors == ["#101214"])
        #expect(page.reason.contains("its note in the prose (line 44)"), "\(page.reason)")
    }

    @Test func anItemNamingTwoColoursDescribesNeither() throws {
        // `**Paper** ({colors.print}, {colors.canvas})`: the note is not given to `print` alone.
        let body = """
            - **Paper** (`{colors.print}`, `{colors.paper}` — #ffffff): The primary page floor.
            - **Ink** (`{colors.ink}` — #111111): Body text.
            """
        let prose = DocumentProse(MarkdownParser().parse(body, file: "x.md"))
        let tokens = ResolvedTokens(tokens: [
            DesignToken(name: "print", value: .color(RGBAColor(red: 1, green: 1, blue: 1)), provenance: Provenance(file: "x.md", line: 1, excerpt: "")),
            DesignToken(name: "ink", value: .color(RGBAColor(red8: 0x11, green8: 0x11, blue8: 0x11)), provenance: Provenance(file: "x.md", line: 2, excerpt: "")),
        ])
        let (noted, lines) = PageBackground.noted(tokens, prose: prose)
        #expect(lines == ["ink": 2])
        #expect(noted.tokens.first { $0.name == "print" }?.usage == nil)
    }

    // MARK: A note that is the page and nothing else

    func token(_ name: String, _ hex: UInt32, usage: String?) -> DesignToken {
        var token = DesignToken(name: name, value: .color(RGBAColor(red8: Int(hex >> 16), green8: Int(hex >> 8 & 0xFF), blue8: Int(hex & 0xFF))),
                                provenance: Provenance(file: "x.md", line: 1, excerpt: ""))
        token.usage = usage
        return token
    }

    @Test func aNoteThatIsOnlyThePageMakesTheColourThePage() throws {
        // `- **Paper** ({colors.paper}): The page.` beside a white that no words name.
        let tokens = ResolvedTokens(tokens: [
            token("white", 0xFFFFFF, usage: nil),
            token("paper", 0xF3EEE2, usage: "The page."),
            token("ink", 0x1F1D1A, usage: "Body text."),
        ])
        #expect(PageBackground.choose(in: tokens, mode: .light).name == "paper")
        #expect(PageBackground.usageIsThePage("The whole app window."))
    }

    @Test func aNoteCallingItTheGroundEverythingRestsOnMakesItThePage() throws {
        // `- **Whey Paper** (whey): The ground everything rests on.`, the key alone in brackets,
        // beside a colour merely named `surface` whose note puts things on the paper.
        let body = """
            - **Whey Paper** (whey): The ground everything rests on.
            - **Surface White** (surface): inputs and cards that sit on paper.
            """
        let prose = DocumentProse(MarkdownParser().parse(body, file: "x.md"))
        let tokens = ResolvedTokens(tokens: [token("whey", 0xF6F3EC, usage: nil), token("surface", 0xFFFFFF, usage: nil)])
        let (noted, lines) = PageBackground.noted(tokens, prose: prose)
        #expect(lines == ["whey": 1, "surface": 2])
        #expect(PageBackground.score(try #require(noted.tokens.first)) > PageBackground.score(try #require(noted.tokens.last)),
                "\(noted.tokens.map { ($0.name, $0.usage ?? "", PageBackground.score($0)) })")
        #expect(PageBackground.choose(in: tokens, mode: .light, prose: prose).name == "whey")
    }

    @Test func aBareKeyNoteMakesTextOnThePageAndAPlaceholderBehindPhotosIsNoText() throws {
        // A front matter's colours described in a prose list by their bare keys: the muted text
        // is measured on the ground the list names; a fill "behind photos" is not text.
        let system = try TestSupport.analysedSystem("""
            ---
            name: Tallow
            colors:
              whey: "#F6F3EC"
              surface: "#FFFFFF"
              ash: "#8A8A80"
              mist: "#ECECE6"
            ---
            # Tallow

            ## Colors
            - **Whey Paper** (whey): The ground everything rests on.
            - **Surface White** (surface): inputs and cards that sit on paper.
            - **Ash** (ash): secondary text and captions.
            - **Mist** (mist): search fields, image placeholders behind photos.
            """)
        let report = try #require(system.audit)
        #expect(report.backgrounds.first?.name == "whey")
        let text = report.pairs.filter { $0.origin != .component }.map { "\($0.foreground.name) on \($0.background.name)" }
        #expect(text.contains("ash on whey"), "\(text)")
        #expect(!text.contains { $0.hasPrefix("mist on") }, "\(text)")
    }

    @Test func aNoteThatPlacesSomethingOnThePageOrSaysBodyIsNot() throws {
        #expect(!PageBackground.usageIsThePage("Cards on the page."))
        #expect(!PageBackground.usageIsThePage("Body."))
        #expect(!PageBackground.usageIsThePage("Page titles"))
        let tokens = ResolvedTokens(tokens: [
            token("paper", 0xF3EEE2, usage: "Cards on the page."),
            token("ink", 0x1F1D1A, usage: "Body."),
        ])
        #expect(PageBackground.choose(in: tokens, mode: .light).name == PageBackground.defaultCanvas.name)
    }

    // MARK: A quick reference's `Surface:` line

    @Test func aQuickReferenceSurfaceDoesNotBeatTheColourCalledThePrimaryLightSurface() throws {
        let (_, audit) = try built("components/quick-reference-surface.md", slug: "quay")
        let page = try #require(audit.backgrounds.first)
        #expect(page.name == "Porcelain", "\(page.name)")
        #expect(page.colors == ["#FFFFFF"])
    }
}

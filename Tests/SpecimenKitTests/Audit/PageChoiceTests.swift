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

    // MARK: A quick reference's `Surface:` line

    @Test func aQuickReferenceSurfaceDoesNotBeatTheColourCalledThePrimaryLightSurface() throws {
        let (_, audit) = try built("components/quick-reference-surface.md", slug: "quay")
        let page = try #require(audit.backgrounds.first)
        #expect(page.name == "Porcelain", "\(page.name)")
        #expect(page.colors == ["#FFFFFF"])
    }
}

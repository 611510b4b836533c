import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

@Suite("Token pages")
struct TokenPageTests {
    let site: BuiltSite

    init() throws {
        site = try TestSupport.seedSite.get()
    }

    @Test("Zottie renders with its supplied values, visibly marked")
    func zottieSupplied() throws {
        let html = try site.text("zottie/tokens/index.html")
        #expect(html.contains("notice--supplied"))
        let swatch = try #require(html.range(of: "id=\"color-text-primary\""))
        let after = html[swatch.upperBound...].prefix(2000)
        #expect(after.contains("badge--supplied"))
        #expect(after.contains("#1C1C1E"))
        #expect(after.contains("zottie/specimen.yml:13"))
    }

    @Test("A line height given in px is drawn as that height, not as a multiplier")
    func lineHeightInPixels() throws {
        let document = """
            ---
            name: Acme
            typography:
              body:
                fontFamily: Inter
                fontSize: 20px
                lineHeight: 28px
              caption:
                fontSize: 12px
                lineHeight: 1.5
            ---
            # Acme
            """
        let memory = try TestSupport.memorySite(documents: ["acme/DESIGN.md": document])
        _ = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).build(TestSupport.memoryOptions)
        let html = try #require(memory.text("/Public/acme/tokens/index.html"))
        #expect(html.contains("font-size: 20px; font-weight: 400; line-height: 1.4;"))
        #expect(html.contains("font-size: 12px; font-weight: 400; line-height: 1.5;"))
        #expect(!html.contains("line-height: 28;"))
    }

    @Test("Every section of a token page has its chip in the page's navigation")
    func everySectionHasAChip() throws {
        for slug in ["joho", "lumen-labs", "mabel", "paper-ide", "ticker", "zottie"] {
            let html = try site.text("\(slug)/tokens/index.html")
            let sections = html.matches(of: /<h2 id="([a-z-]+)">/).map { String($0.output.1) }
            let chips = html.matches(of: /<nav class="chips" aria-label="Token kinds">(.*?)<\/nav>/.dotMatchesNewlines()).first.map { nav in
                nav.output.1.matches(of: /href="#([a-z-]+)"/).map { String($0.output.1) }
            } ?? []
            // Diagnostics has a chip only when there are some ("No conflicts" needs no jump).
            let expected = html.contains("No conflicts: every name has one value.") ? sections.filter { $0 != "diagnostics" } : sections
            #expect(sections.count > 2 && chips == expected, "\(slug): sections \(sections), chips \(chips)")
        }
    }

    @Test("Document colours link to the line that defines them")
    func sourceLinks() throws {
        let html = try site.text("mabel/tokens/index.html")
        let swatch = try #require(html.range(of: "id=\"color-mabel-teal\""))
        let after = html[swatch.upperBound...].prefix(2000)
        #expect(after.contains("#1F7A6F"))
        #expect(after.contains(">mabel/DESIGN.md:83</a>"))
        // The link lands on the block holding line 83 in the rendered colour section.
        #expect(after.contains("href=\"../color-palette/index.html#L"))
    }

    @Test("Fonts the documents name ship with their licences")
    func fonts() throws {
        let inspector = SiteInspector(root: site.output)
        let css = inspector.text("assets/fonts.css")
        for family in ["EB Garamond", "Comfortaa", "Inter"] where FontCatalog.installed.faces.contains(where: { $0.family == family }) {
            #expect(css.contains("font-family: \"\(family)\""), "\(family) missing")
            let slug = Slug.make(family, fallback: "")
            #expect(inspector.files.contains("assets/fonts/\(slug)/LICENSE.txt"))
        }
        for url in css.components(separatedBy: "url(\"").dropFirst().compactMap({ $0.split(separator: "\"").first }) {
            #expect(inspector.files.contains("assets/" + url), "\(url) not shipped")
        }
    }

    @Test("Apple fonts are never shipped, and the page names the stand-in")
    func appleFonts() throws {
        let inspector = SiteInspector(root: site.output)
        #expect(!inspector.files.contains { $0.lowercased().contains("sf-pro") || $0.lowercased().contains("sfmono") })
        let html = try site.text("paper-ide/tokens/index.html")
        #expect(html.contains("cannot be shipped; this page uses"))
    }
}

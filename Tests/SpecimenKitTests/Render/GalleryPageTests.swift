import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

@Suite("Component gallery")
struct GalleryPageTests {
    let site: BuiltSite

    init() throws {
        site = try TestSupport.seedSite.get()
    }

    /// The style attribute of the first element inside the component's article that has the class.
    func styles(_ html: String, component: String, cssClass: String) throws -> [String] {
        let start = try #require(html.range(of: "id=\"component-\(Slug.make(component, fallback: ""))\""))
        let article = html[start.upperBound...].prefix { _ in true }
        let end = article.range(of: "</article>")?.lowerBound ?? article.endIndex
        let body = String(article[..<end])
        let pattern = try Regex("class=\"[^\"]*\\b\(cssClass)\\b[^\"]*\" style=\"([^\"]*)\"")
        return body.matches(of: pattern).compactMap { $0.output[1].substring.map(String.init) }
    }

    @Test("The page counts its components in words: twelve components, but one component")
    func componentCountReads() throws {
        let memory = try TestSupport.memorySite(documents: ["kit/DESIGN.md": "# Kit\n\n## Buttons\n\n### Primary Button\n\n- Background: #1B4F8A\n"])
        let builder = SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: []), fontConverter: .passthrough, toolFingerprint: "t")
        _ = try builder.build(TestSupport.memoryOptions)
        let html = try #require(memory.text("/Public/kit/components/index.html"))
        #expect(html.contains("<p class=\"doc__lede\">1 component, drawn live from the document's specs"))
        let seeds = try site.text("mabel/components/index.html")
        #expect(seeds.contains("components, drawn live") && !seeds.contains("1 components"))
    }

    @Test("A component's rules show their code spans as code, not backticks")
    func rulesRenderInlineMarkdown() throws {
        for page in ["paper-ide/components/index.html", "compare/button/index.html"] {
            let html = try site.text(page)
            let rules = html.matches(of: /<ul class="component__rules">(.*?)<\/ul>/).map { String($0.output.1) }
            #expect(!rules.isEmpty, "\(page) lists rules")
            #expect(rules.allSatisfy { !$0.contains("`") }, "\(page): \(rules)")
            #expect(rules.contains { $0.contains("<code>cornerRadius</code> &gt; 2") }, "\(page)")
        }
    }

    @Test("Mabel's CTA is 56 high, radius 28, filled #1F7A6F")
    func mabelCTA() throws {
        let html = try site.text("mabel/components/index.html")
        let style = try #require(styles(html, component: "CTA Button (Primary)", cssClass: "cmp-button").first)
        #expect(style.contains("--c-height: 56px"))
        #expect(style.contains("--c-radius: 28px"))
        #expect(style.contains("--c-fill: #1F7A6F"))
    }

    @Test("Joho's bento header has a 3pt outer border and 1.5pt inner dividers")
    func johoBento() throws {
        let html = try site.text("joho/components/index.html")
        let style = try #require(styles(html, component: "JohoBentoHeader", cssClass: "cmp-bento").first)
        #expect(style.contains("--c-bw: 3px"))
        #expect(style.contains("--c-divider: 1.5px"))
        #expect(html.contains("WEEK 42"))
        #expect(html.contains("October 2026"))
    }

    @Test("Ticker's five status badges sit side by side, light and dark")
    func tickerBadges() throws {
        let html = try site.text("ticker/components/index.html")
        for status in ["SCHEDULED", "RUNNING", "PAUSED", "ALERTING", "DISABLED"] {
            #expect(html.contains(">\(status)</span>"))
        }
        let badges = try styles(html, component: "Status Badge", cssClass: "cmp-badge")
        #expect(badges.count == 10)
        #expect(html.contains("class=\"stage__mode\">Dark<"))
    }

    @Test("Paper IDE's bordered button inverts when pressed")
    func paperInverted() throws {
        let html = try site.text("paper-ide/components/index.html")
        let styles = try styles(html, component: "Buttons", cssClass: "cmp-button")
        let tokens = try TestSupport.seedSite.get().state.systems.first { $0.slug == "paper-ide" }!.tokens
        let ink = try #require(tokens.color("Ink")), canvas = try #require(tokens.color("Canvas"))
        #expect(styles.contains { $0.contains("--c-fill: \(ink.css)") && $0.contains("--c-text: \(canvas.css)") })
        // The live button carries the pressed colours for :active.
        #expect(styles.contains { $0.contains("--c-fill-active: \(ink.css)") })
    }

    @Test("Mabel's selected white pill text is flagged against its own never-pure-white rule")
    func ruleViolation() throws {
        let html = try site.text("mabel/components/index.html")
        #expect(html.contains("Breaks a rule"))
        #expect(html.contains("mabel/DESIGN.md:91"))
        #expect(html.contains("mabel/DESIGN.md:197"))
    }

    @Test("Every component kind of every system has a cross-system page")
    func comparePages() throws {
        let inspector = SiteInspector(root: site.output)
        #expect(inspector.files.contains("compare/index.html"))
        for system in site.state.systems {
            for kind in Set(system.components.map(\.kind)) {
                let slug = String(GalleryBuilder.templateName(kind).dropFirst("components.".count))
                #expect(inspector.files.contains("compare/\(slug)/index.html"), "\(kind)")
            }
        }
        let buttons = inspector.text("compare/button/index.html")
        for system in site.state.systems where system.components.contains(where: { $0.kind == .button }) {
            #expect(buttons.contains(system.name.replacingOccurrences(of: "\"", with: "&quot;")))
        }
    }

    @Test("The published site has no JavaScript")
    func noScript() {
        let inspector = SiteInspector(root: site.output)
        for page in inspector.pages {
            #expect(!inspector.text(page).contains("<script"), "\(page)")
        }
        #expect(!inspector.files.contains { $0.hasSuffix(".js") })
    }
}

@Suite("Audit pages")
struct AuditPageTests {
    let site: BuiltSite

    init() throws {
        site = try TestSupport.seedSite.get()
    }

    @Test("Each system's audit page shows its contradicted claims and failing pairs with source links")
    func systemPage() throws {
        for system in site.state.systems {
            let report = try #require(system.audit)
            let html = try site.text("\(system.slug)/audit/index.html")
            #expect(html.contains("18.67px"), "the large-text mapping is stated")
            #expect(html.components(separatedBy: "class=\"claim claim--broken\"").count - 1 == report.contradictedClaims.count)
            let failing = report.pairs.filter { !$0.verdicts.aa.passes && $0.exemption == nil }
            #expect(html.components(separatedBy: "class=\"pair pair--fail\"").count - 1 == failing.count, "\(system.slug)")
            for claim in report.contradictedClaims {
                #expect(html.contains(">\(claim.source.location)</a>"), "\(claim.source.location)")
            }
        }
        let ticker = try site.text("ticker/audit/index.html")
        #expect(ticker.contains("All text meets WCAG AAA standards"))
        #expect(ticker.contains("Contradicted"))
    }

    @Test("A system with no pair in use says nothing was measured, not that every pair passes")
    func nothingMeasured() throws {
        let document = """
        # Swatches

        ## Colours

        - Harbour: #1F6F8B
        - Ember: #D9480F
        """
        let memory = try TestSupport.memorySite(documents: ["swatches/DESIGN.md": document])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).build(TestSupport.memoryOptions)
        let report = try #require(state.systems.first?.audit)
        try #require(report.pairs.isEmpty, "the fixture must have no pair in use")
        let page = try #require(memory.text("/Public/swatches/audit/index.html"))
        #expect(page.contains("nothing was measured"))
        #expect(!page.contains("Every pair in use passes AA"))
        let overview = try #require(memory.text("/Public/compare/audit/index.html"))
        #expect(overview.contains("Nothing measured"))
        #expect(!overview.contains(">Pass<"))
    }

    @Test("The overview lists every system, and audit.json sits beside each system")
    func overview() throws {
        let html = try site.text("compare/audit/index.html")
        let inspector = SiteInspector(root: site.output)
        for system in site.state.systems {
            #expect(html.contains("href=\"../../\(system.slug)/audit/index.html\""))
            #expect(inspector.files.contains("\(system.slug)/audit.json"))
        }
    }
}

@Suite("Gallery for a document no code knows")
struct UnseenGalleryTests {
    @Test("A table-per-state document gets a working gallery and audit with no code change")
    func fixture() throws {
        let memory = try TestSupport.memorySite(documents: ["acme/DESIGN.md": try TestSupport.fixture("components/acme-tables.md")])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).build(TestSupport.memoryOptions)
        let system = try #require(state.systems.first)
        #expect(system.components.contains { $0.kind == .button })
        let html = try #require(memory.text("/Public/acme/components/index.html"))
        // The primary button's live preview carries its default and hover fills and its size.
        #expect(html.contains("--c-fill: #3355FF"))
        #expect(html.contains("--c-fill-hover: #2244EE"))
        #expect(html.contains("--c-radius: 6px"))
        #expect(html.contains("--c-height: 40px"))
        #expect(html.contains("<button type=\"button\" class=\"cmp cmp-button"))
        #expect(html.contains(">Filter<"))
        #expect(memory.text("/Public/acme/audit/index.html")?.contains("pairs checked") == true)
        #expect(memory.contents("/Public/acme/audit.json") != nil)
    }
}

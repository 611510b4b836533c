import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

@Suite("Building the shipped seeds")
struct SeedSiteTests {
    let site: BuiltSite

    init() throws {
        site = try TestSupport.seedSite.get()
    }

    @Test("Every system gets an overview and one page per section")
    func pageSet() throws {
        let inspector = SiteInspector(root: site.output)
        #expect(inspector.files.contains("index.html"))
        #expect(inspector.files.contains("404.html"))
        #expect(inspector.files.contains("assets/site.css"))
        for system in site.state.systems {
            #expect(inspector.files.contains("\(system.slug)/index.html"))
            for section in system.outline.sections {
                #expect(inspector.files.contains("\(system.slug)/\(section.slug)/index.html"))
            }
        }
        let chapters = inspector.pages.filter { $0.hasPrefix("joho/chapter-") }
        #expect(chapters.count == 18)
        let generated = Set(SiteRenderer.generatedPages.map { "zottie/\($0.slug)/index.html" })
        let zottie = inspector.pages.filter { $0.hasPrefix("zottie/") && $0 != "zottie/index.html" && !generated.contains($0) }
        #expect(zottie.count == 15)
        for system in site.state.systems {
            #expect(inspector.files.contains("\(system.slug)/tokens/index.html"))
        }
    }

    @Test("Every internal link and anchor resolves")
    func linkIntegrity() {
        let broken = SiteInspector(root: site.output).brokenLinks()
        #expect(broken.isEmpty, "\(broken.prefix(20).joined(separator: "\n"))")
    }

    @Test("No page repeats an id")
    func uniqueIDs() {
        let inspector = SiteInspector(root: site.output)
        for page in inspector.pages {
            let ids = SiteInspector.attributeValues("id", in: inspector.text(page))
            let repeated = Dictionary(grouping: ids, by: { $0 }).filter { $1.count > 1 }.keys.sorted()
            #expect(repeated.isEmpty, "\(page) repeats \(repeated)")
        }
    }

    @Test("Links are relative, so the site works from disk and under any path")
    func relativeLinks() {
        let inspector = SiteInspector(root: site.output)
        for page in inspector.pages {
            let html = inspector.text(page)
            let links = SiteInspector.attributeValues("href", in: html) + SiteInspector.attributeValues("src", in: html)
            #expect(links.allSatisfy { !$0.hasPrefix("/") }, "root-relative link in \(page)")
            #expect(links.allSatisfy { !$0.hasSuffix("/") }, "folder link (breaks on file://) in \(page)")
        }
    }

    @Test("The site home lists every system with its summary")
    func home() throws {
        let html = try site.text("index.html")
        for system in site.state.systems {
            #expect(html.contains("href=\"\(system.slug)/index.html\""))
        }
        #expect(html.contains("Mission-Critical Alarm Interface"))
        #expect(html.contains("This document defines the visual and interaction design system for Zottie."))
    }

    @Test("Section pages have a breadcrumb, a table of contents, heading anchors and prev/next")
    func sectionChrome() throws {
        let html = try site.text("joho/chapter-4-color-semantics/index.html")
        #expect(html.contains("aria-label=\"Breadcrumb\""))
        #expect(html.contains("aria-label=\"On this page\""))
        #expect(html.contains("<h2 id=\"the-complete-color-palette\""))
        #expect(html.contains("href=\"#the-complete-color-palette\""))
        #expect(html.contains("rel=\"prev\" ") || html.contains("rel=\"prev\">"))
        #expect(html.contains("href=\"../chapter-5-border-language/index.html\" rel=\"next\""))
        #expect(html.contains("class=\"language-swift\""))
        #expect(html.contains("<table>"))
    }

    @Test("Two builds of the same input are byte-identical")
    func determinism() throws {
        let second = TestSupport.temporaryFolder() + "/Public"
        _ = try SiteBuilder(fileIO: .local).build(BuildOptions(
            content: TestSupport.contentFolder, templates: TestSupport.templatesFolder, output: second))
        let first = SiteInspector(root: site.output)
        let other = SiteInspector(root: second)
        #expect(first.files == other.files)
        for file in first.files {
            let a = FileManager.default.contents(atPath: site.output + "/" + file)
            let b = FileManager.default.contents(atPath: second + "/" + file)
            #expect(a == b, "\(file) differs")
        }
    }
}

@Suite("Building small inputs in memory")
struct MemoryBuildTests {
    @Test("A <script> in Markdown does not reach the output as markup")
    func scriptEscaped() throws {
        let memory = try TestSupport.memorySite(documents: [
            "evil/DESIGN.md": "# Evil <script>alert(1)</script>\n\n## Part <b onmouseover=x>\n\n<script>alert(2)</script>\n\n[x](javascript:alert(3))\n",
            "evil/specimen.yml": "name: \"<script>alert(4)</script>\"\n",
        ])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).build(TestSupport.memoryOptions)
        #expect(state.systems.count == 1)
        for path in memory.allFiles(under: "/Public") where path.hasSuffix(".html") {
            let html = memory.text(path) ?? ""
            #expect(!html.contains("<script"), "\(path)")
            #expect(!html.contains("javascript:"), "\(path)")
            #expect(!html.contains("<b onmouseover"), "\(path)")
        }
        // The text still reads correctly, escaped.
        #expect(memory.text("/Public/index.html")?.contains("&lt;script&gt;alert(4)&lt;/script&gt;") == true)
    }

    @Test("A lone Markdown file in the content folder is a system named after the file")
    func loneFile() throws {
        let memory = try TestSupport.memorySite(documents: ["acme.md": try TestSupport.fixture("structure/setext.md")])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).build(TestSupport.memoryOptions)
        #expect(state.systems.map(\.slug) == ["acme"])
        #expect(memory.contents("/Public/acme/colours/index.html") != nil)
        #expect(memory.text("/Public/acme/index.html")?.contains("Acme Kit") == true)
    }

    @Test("Missing or empty content fails with a clear message")
    func missingContent() throws {
        let memory = try TestSupport.memorySite(documents: [:])
        #expect {
            try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).build(TestSupport.memoryOptions)
        } throws: { error in
            (error as? SpecimenError)?.reason.contains("does not exist") == true
        }
        memory.add("/Content/notes.txt", Data("hello".utf8))
        #expect {
            try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).build(TestSupport.memoryOptions)
        } throws: { error in
            (error as? SpecimenError)?.reason.contains("no design documents") == true
        }
    }

    @Test("Documents are read in parallel, and the first broken one in content order is the error")
    func firstBrokenDocument() throws {
        var documents: [String: String] = [:]
        for index in 1...12 { documents["kit-\(index)/DESIGN.md"] = "# Kit \(index)\n\n## Colors\n\n- **Ink:** #1B1B1B\n" }
        documents["kit-5/DESIGN.md"] = "# Kit\u{0}"
        documents["kit-3/DESIGN.md"] = "# Kit\u{0}"
        let memory = try TestSupport.memorySite(documents: documents)
        let builder = SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: []), fontConverter: .passthrough)
        for _ in 1...3 {
            let error = try #require(throws: SpecimenError.self) { try builder.build(TestSupport.memoryOptions) }
            #expect(error.description.contains("kit-3/DESIGN.md"), "\(error)")
            #expect(error.description.contains("binary"))
        }
        #expect(memory.allFiles(under: "/Public").isEmpty)
    }

    @Test("A failed build leaves the previous site untouched")
    func failedBuildKeepsSite() throws {
        let memory = try TestSupport.memorySite(documents: ["ok/DESIGN.md": "# OK\n\n## One\n\nText.\n"])
        _ = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).build(TestSupport.memoryOptions)
        let before = memory.allFiles(under: "/Public").map { ($0, memory.contents($0)) }
        memory.add("/Content/ok/specimen.yml", Data("name: [unclosed\n".utf8))
        #expect {
            try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).build(TestSupport.memoryOptions)
        } throws: { error in
            let error = error as? SpecimenError
            return error?.file == "ok/specimen.yml" && error?.line == 2
        }
        let after = memory.allFiles(under: "/Public").map { ($0, memory.contents($0)) }
        #expect(before.map(\.0) == after.map(\.0))
        #expect(zip(before, after).allSatisfy { $0.1 == $1.1 })
    }

    @Test("sitemap.xml is written with absolute URLs when a base URL is given")
    func sitemap() throws {
        let memory = try TestSupport.memorySite(documents: ["ok/DESIGN.md": "# OK\n\n## One\n\nText.\n\n## Two\n\nMore.\n"])
        var options = TestSupport.memoryOptions
        options.baseURL = "https://example.com/styleguide"
        _ = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).build(options)
        let xml = try #require(memory.text("/Public/sitemap.xml"))
        #expect(xml.contains("<loc>https://example.com/styleguide/</loc>"))
        #expect(xml.contains("<loc>https://example.com/styleguide/ok/two/</loc>"))
    }
}

import Foundation
import Synchronization
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// The site-wide pages (home, 404, the compare pages) are carried over from the previous site
/// when every system's summary is what they were drawn from, and drawn again otherwise; either
/// way the site equals a clean build.
@Suite("Carrying the site-wide pages over")
struct SitePagesReuseTests {
    let incremental = IncrementalBuildTests()
    let sitePages = ["/Public/index.html", "/Public/404.html", "/Public/compare/index.html", "/Public/compare/audit/index.html"]

    /// Builds `memory` onto /Public through `log`, then checks /Public against a clean build.
    func build(_ memory: InMemoryFileSystem, log: ReadLog) throws -> BuildState {
        log.clear()
        let state = try incremental.reading(memory, into: log).build(TestSupport.memoryOptions)
        var clean = TestSupport.memoryOptions
        clean.output = "/Clean"
        clean.incremental = false
        try incremental.builder(memory).build(clean)
        let expected = memory.allFiles(under: "/Clean").map { String($0.dropFirst("/Clean".count)) }
        #expect(memory.allFiles(under: "/Public").map { String($0.dropFirst("/Public".count)) } == expected)
        for path in expected {
            #expect(memory.contents("/Public" + path) == memory.contents("/Clean" + path), "\(path) differs from a clean build")
        }
        return state
    }

    func columnsRead(_ log: ReadLog) -> [String] {
        log.read.filter { $0.hasPrefix(BuildCache.Columns.folder(for: "/Public")) }.sorted()
    }

    @Test("A rebuild with nothing changed carries the site-wide pages over without reading them or any compare columns")
    func nothingChanged() throws {
        let memory = try incremental.content()
        let log = ReadLog()
        let first = try build(memory, log: log)
        let drawn = try #require(first.sitePages)
        for page in sitePages { #expect(drawn.files[String(page.dropFirst("/Public/".count))] != nil, "\(page) recorded") }
        #expect(drawn.files.keys.contains { $0.hasPrefix("compare/") && $0 != "compare/index.html" && $0 != "compare/audit/index.html" })
        #expect(!drawn.files.keys.contains { $0.hasPrefix("assets/") }, "assets are made in every build")

        let second = try build(memory, log: log)
        #expect(second.plan.pages == drawn)
        #expect(second.sitePages == drawn)
        // A page drawn again is compared with the previous one, which reads it; a carried one is linked.
        for page in sitePages { #expect(!log.read.contains(page), "\(page) was read") }
        #expect(columnsRead(log) == [])
        #expect(second.written?.written == 0)
    }

    @Test("An edit that leaves every summary as it was rebuilds its system and still carries the pages over")
    func editKeepingSummaries() throws {
        let memory = try incremental.content()
        let log = ReadLog()
        let first = try build(memory, log: log)
        let document = "/Content/acme/DESIGN.md"
        memory.add(document, Data((try #require(memory.text(document)) + "\nA closing note for the benchmark.\n").utf8))
        let second = try build(memory, log: log)
        #expect(incremental.readSlugs(second) == ["acme"])
        #expect(second.sitePages == first.sitePages)
        for page in sitePages { #expect(!log.read.contains(page), "\(page) was read") }
        #expect(columnsRead(log) == [])
    }

    @Test("An edit that changes a summary draws the pages again, from the reused systems' columns read back")
    func editChangingASummary() throws {
        let memory = try incremental.content()
        let log = ReadLog()
        let first = try build(memory, log: log)
        let home = memory.text("/Public/index.html")
        let document = "/Content/harbor/DESIGN.md"
        memory.add(document, Data(try #require(memory.text(document)).replacingOccurrences(of: "rgb(51, 102, 255)", with: "rgb(40, 90, 200)").utf8))
        let second = try build(memory, log: log)
        #expect(incremental.readSlugs(second) == ["harbor"])
        #expect(second.plan.pages == first.sitePages)
        let drawn = try #require(second.sitePages)
        #expect(drawn.inputs != first.sitePages?.inputs)
        #expect(memory.text("/Public/index.html") != home, "the home page shows Harbor's new colour")
        // Harbor's columns are in memory; the reused systems' are read to draw the compare pages.
        #expect(columnsRead(log) == ["acme", "setext"].map { BuildCache.Columns.file(of: $0, output: "/Public") })
        // The next build carries the new pages.
        let third = try build(memory, log: log)
        #expect(third.sitePages == drawn)
        #expect(columnsRead(log) == [])
    }

    @Test("Each system's line keeps what the site-wide pages draw from it, as its summary and columns give it")
    func recordedPagesDigests() throws {
        let memory = try incremental.content()
        _ = try build(memory, log: ReadLog())
        let cache = try #require(BuildCache.load("/Public", fileIO: memory.fileIO))
        #expect(cache.systems.count == 3)
        for (slug, entry) in cache.systems {
            let columns = try #require(entry.columns)
            let read = try BuildCache.Columns.read(columns, of: slug, output: "/Public", fileIO: memory.fileIO)
            var summary = entry.member
            summary.compareColumns = read
            let again = SiteRenderer.RenderedSystem(files: entry.files, summary: summary)
            #expect(entry.pages != nil && entry.pages == again.pagesDigest, "\(slug)")
        }
    }

    @Test("A site-wide page missing or changed in the output is drawn again")
    func damagedPages() throws {
        let memory = try incremental.content()
        let log = ReadLog()
        _ = try build(memory, log: log)
        try memory.fileIO.remove("/Public/compare/index.html")
        let missing = try build(memory, log: log)
        #expect(missing.plan.pages == nil)
        #expect(missing.sitePages != nil)
        memory.add("/Public/404.html", Data("edited by hand".utf8))
        let changed = try build(memory, log: log)
        #expect(changed.plan.pages == nil)
        #expect(memory.text("/Public/404.html") != "edited by hand")
    }

    @Test("A reused system's columns changed after Plan found them fail the build rather than draw another system's column")
    func columnsChangedDuringTheBuild() throws {
        let recorded = StampedDigest(digest: ContentHash.digest(SiteMember.encodeColumns(["button": "<p>kept</p>"])), stamp: nil)
        let memory = try incremental.content()
        let path = BuildCache.Columns.file(of: "acme", output: "/Public")
        memory.add(path, SiteMember.encodeColumns(["button": "<p>kept</p>"]))
        #expect(try BuildCache.Columns.read(recorded, of: "acme", output: "/Public", fileIO: memory.fileIO) == ["button": "<p>kept</p>"])
        memory.add(path, SiteMember.encodeColumns(["button": "<p>other</p>"]))
        #expect(throws: SpecimenError.self) { try BuildCache.Columns.read(recorded, of: "acme", output: "/Public", fileIO: memory.fileIO) }
    }

    @Test("The pages' inputs cover every summary in navigation order, and there are none with --base")
    func pagesInputs() throws {
        let memory = try incremental.content()
        let state = try incremental.builder(memory).build(TestSupport.memoryOptions)
        let templates = try TemplateLibrary(loadingFrom: TestSupport.templatesFolder, fileIO: .local)
        var renderer = SiteRenderer(templates: templates, baseURL: nil, fileIO: memory.fileIO, fonts: FontPackager(catalog: FontCatalog(faces: []), converter: .passthrough, fileIO: memory.fileIO))
        let members = state.rendered
        let inputs = try #require(renderer.pagesInputs(members))
        #expect(renderer.pagesInputs(members.reversed()) != inputs)
        var renamed = members
        renamed[0].summary.card.summary = (renamed[0].summary.card.summary ?? "") + " Changed."
        renamed[0].pagesDigest = renamed[0].summary.pagesDigest(columns: ContentHash.digest(SiteMember.encodeColumns(renamed[0].summary.compareColumns)))
        #expect(renderer.pagesInputs(renamed) != inputs)
        var columns = members
        columns[0].summary.compareColumns["button"] = "<p>another column</p>"
        columns[0] = SiteRenderer.RenderedSystem(files: columns[0].files, summary: columns[0].summary)
        #expect(renderer.pagesInputs(columns) != inputs)
        renderer.changes = SiteChanges(base: "HEAD", beforeRoot: "HEAD:Content/", before: [:], systems: [:])
        #expect(renderer.pagesInputs(members) == nil)
    }
}

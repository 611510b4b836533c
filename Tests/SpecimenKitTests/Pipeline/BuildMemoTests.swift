import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// `specimen serve` keeps the parsed templates and the build cache from one rebuild to the
/// next: only while the files they came from are the same, and with a site byte for byte a
/// fresh build's.
@Suite("Build memo")
struct BuildMemoTests {
    func content() throws -> InMemoryFileSystem {
        try TestSupport.memorySite(documents: [
            "harbor/DESIGN.md": try TestSupport.fixture("tokens/harbor.md"),
            "acme/DESIGN.md": try TestSupport.fixture("components/acme-tables.md"),
        ])
    }

    func builder(_ memory: InMemoryFileSystem, memo: BuildMemo? = nil) -> SiteBuilder {
        SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: []), fontConverter: .passthrough,
                    toolFingerprint: "test tool", memo: memo)
    }

    /// Builds through `memo` onto /Public and, without one, from scratch into /Clean; the two
    /// sites must be the same files with the same bytes.
    func buildBoth(_ memory: InMemoryFileSystem, memo: BuildMemo) throws {
        _ = try builder(memory, memo: memo).build(TestSupport.memoryOptions)
        var clean = TestSupport.memoryOptions
        clean.output = "/Clean"
        clean.incremental = false
        _ = try builder(memory).build(clean)
        let built = memory.allFiles(under: "/Public").map { String($0.dropFirst("/Public".count)) }
        let expected = memory.allFiles(under: "/Clean").map { String($0.dropFirst("/Clean".count)) }
        #expect(built == expected)
        for path in expected {
            #expect(memory.contents("/Public" + path) == memory.contents("/Clean" + path), "\(path) differs from a fresh build")
        }
    }

    func edit(_ memory: InMemoryFileSystem, _ path: String, _ change: (String) -> String) throws {
        let text = try #require(memory.text(path))
        memory.add(path, Data(change(text).utf8))
    }

    @Test("Unchanged templates are parsed once across builds; an edit, an added file or a fixed error is parsed again")
    func parsesOnlyWhenTheFolderChanges() throws {
        let memory = try content()
        let memo = BuildMemo()
        _ = try memo.templates(try TemplateFiles.read("/Templates", fileIO: memory.fileIO), fileIO: memory.fileIO)
        _ = try memo.templates(try TemplateFiles.read("/Templates", fileIO: memory.fileIO), fileIO: memory.fileIO)
        #expect(memo.templateParses == 1)

        try edit(memory, "/Templates/layouts/base.mustache") { $0.replacingOccurrences(of: "</body>", with: "<!-- edited --></body>") }
        _ = try memo.templates(try TemplateFiles.read("/Templates", fileIO: memory.fileIO), fileIO: memory.fileIO)
        #expect(memo.templateParses == 2)

        // An asset counts: the site key digests it too.
        memory.add("/Templates/assets/extra.css", Data("body {}".utf8))
        _ = try memo.templates(try TemplateFiles.read("/Templates", fileIO: memory.fileIO), fileIO: memory.fileIO)
        #expect(memo.templateParses == 3)

        // A syntax error is reported on every build until it is fixed, never kept.
        let good = try #require(memory.text("/Templates/pages/home.mustache"))
        memory.add("/Templates/pages/home.mustache", Data((good + "{{#unclosed}}").utf8))
        #expect(throws: SpecimenError.self) { try memo.templates(try TemplateFiles.read("/Templates", fileIO: memory.fileIO), fileIO: memory.fileIO) }
        #expect(throws: SpecimenError.self) { try memo.templates(try TemplateFiles.read("/Templates", fileIO: memory.fileIO), fileIO: memory.fileIO) }
        // Put back as it was, the folder is the one parsed last: nothing to parse.
        memory.add("/Templates/pages/home.mustache", Data(good.utf8))
        _ = try memo.templates(try TemplateFiles.read("/Templates", fileIO: memory.fileIO), fileIO: memory.fileIO)
        #expect(memo.templateParses == 3)
        memory.add("/Templates/pages/home.mustache", Data((good + "<!-- fixed -->").utf8))
        _ = try memo.templates(try TemplateFiles.read("/Templates", fileIO: memory.fileIO), fileIO: memory.fileIO)
        _ = try memo.templates(try TemplateFiles.read("/Templates", fileIO: memory.fileIO), fileIO: memory.fileIO)
        #expect(memo.templateParses == 4)
    }

    @Test("The cache the last build wrote is kept while its file is the one written, and read again otherwise")
    func cacheKeptWhileItsFileIsUnchanged() throws {
        let memory = try content()
        let memo = BuildMemo()
        try buildBoth(memory, memo: memo)
        // The first build found no cache; every later one finds the one the build before wrote.
        #expect(memo.cacheReads == 1)
        try edit(memory, "/Content/acme/DESIGN.md") { $0 + "\nA closing line.\n" }
        try buildBoth(memory, memo: memo)
        try buildBoth(memory, memo: memo)
        #expect(memo.cacheReads == 1)
        let written = try #require(memory.contents("/Public.specimen-cache"))
        // Another process (a `specimen build` of the same output) writes the cache: read from disk.
        memory.add("/Public.specimen-cache", written)
        try buildBoth(memory, memo: memo)
        #expect(memo.cacheReads == 2)
        // A cache that no longer decodes is none at all, memo or not: every system is read again.
        memory.add("/Public.specimen-cache", Data("not a cache".utf8))
        let state = try builder(memory, memo: memo).build(TestSupport.memoryOptions)
        #expect(state.rendered.count == 2)
        #expect(memo.cacheReads == 3)
    }

    @Test("The cache kept is the one load reads back: each entry with its written line and columns")
    func keptCacheIsWhatLoadReads() throws {
        let memory = try content()
        let memo = BuildMemo()
        // A first build with no cache to reuse: every entry is encoded as it is written.
        try buildBoth(memory, memo: memo)
        let written = try #require(memory.text("/Public.specimen-cache"))
        let header = try #require(JSONSerialization.jsonObject(with: Data(written.prefix { $0 != "\n" }.utf8)) as? [String: Any])
        let site = try #require(header["site"] as? String)
        let loaded = try #require(BuildCache.load("/Public", site: site, fileIO: memory.fileIO))
        let kept = try #require(memo.cache(for: "/Public", site: site, fileIO: memory.fileIO))
        #expect(memo.cacheReads == 1)
        #expect(kept.systems.keys.sorted() == loaded.systems.keys.sorted())
        for (slug, entry) in loaded.systems {
            #expect(entry.line != nil)
            #expect(kept.systems[slug]?.line == entry.line, "\(slug)'s line")
            #expect(kept.systems[slug]?.columns == entry.columns, "\(slug)'s columns digest")
            #expect(kept.systems[slug]?.member.compareColumns == entry.member.compareColumns, "\(slug)'s columns")
        }
    }

    @Test("Rebuilds through a memo, across a document edit and a template edit, equal fresh builds")
    func rebuildsEqualFreshBuilds() throws {
        let memory = try content()
        let memo = BuildMemo()
        try buildBoth(memory, memo: memo)
        try edit(memory, "/Content/harbor/DESIGN.md") { $0.replacingOccurrences(of: "rgb(51, 102, 255)", with: "rgb(40, 90, 200)") }
        try buildBoth(memory, memo: memo)
        #expect(memo.templateParses == 1)
        #expect(memo.cacheReads == 1)
        try edit(memory, "/Templates/layouts/base.mustache") { $0.replacingOccurrences(of: "</body>", with: "<!-- edited --></body>") }
        try buildBoth(memory, memo: memo)
        #expect(memo.templateParses == 2)
        #expect(memory.text("/Public/index.html")?.contains("<!-- edited -->") == true)
    }
}

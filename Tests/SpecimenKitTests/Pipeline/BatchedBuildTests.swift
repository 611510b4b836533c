import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// A site larger than one batch is read, understood and rendered a batch of systems at a time
/// (`SiteBuilder.batchSize`), so that memory follows the batch. Batching must change nothing a
/// user sees: the same files, the same bytes, the same diagnostics and the same progress notes
/// as a build that holds every system at once.
@Suite("Batched builds")
struct BatchedBuildTests {
    /// Twenty systems: the fixtures in four styles, each several times under new names, so that
    /// every batch holds documents with tokens, components, warnings and a sidecar.
    func content(count: Int = 20) throws -> InMemoryFileSystem {
        let styles = [
            try TestSupport.fixture("tokens/harbor.md"),
            try TestSupport.fixture("components/acme-tables.md"),
            try TestSupport.fixture("structure/setext.md"),
            try TestSupport.fixture("frontmatter/complete.md"),
        ]
        var documents: [String: String] = [:]
        for index in 1...count {
            documents["kit-\(index)/DESIGN.md"] = styles[index % styles.count]
            documents["kit-\(index)/specimen.yml"] = "name: Kit \(index)\n" + (index % 3 == 0 ? "order: \(count - index)\n" : "")
        }
        return try TestSupport.memorySite(documents: documents)
    }

    func builder(_ memory: InMemoryFileSystem, batchSize: Int) -> SiteBuilder {
        var builder = SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: []), fontConverter: .passthrough, toolFingerprint: "test tool")
        builder.batchSize = batchSize
        return builder
    }

    func build(_ memory: InMemoryFileSystem, batchSize: Int, output: String, incremental: Bool = false) throws -> (state: BuildState, log: [String]) {
        var options = TestSupport.memoryOptions
        options.output = output
        options.incremental = incremental
        var log: [String] = []
        let state = try builder(memory, batchSize: batchSize).build(options) { log.append($0) }
        return (state, log)
    }

    /// A progress line without its time, which differs from run to run.
    func untimed(_ line: String) -> String {
        line.replacingOccurrences(of: #" \([0-9.]+ m?s\)$"#, with: "", options: .regularExpression)
    }

    func sameSite(_ memory: InMemoryFileSystem, _ a: String, _ b: String) {
        let left = memory.allFiles(under: a).map { String($0.dropFirst(a.count)) }
        let right = memory.allFiles(under: b).map { String($0.dropFirst(b.count)) }
        #expect(left == right)
        #expect(left.contains("/index.html") && left.contains("/kit-1/index.html"))
        for path in left {
            #expect(memory.contents(a + path) == memory.contents(b + path), "\(path) differs")
        }
    }

    /// Diagnostics as printed, in order: each system's together, in content order.
    func described(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.file):\($0.line ?? 0): \($0.severity) \($0.message)" }
    }

    @Test("Three batches give the site, diagnostics (in the same order) and progress notes of one")
    func batchesMatchOneBuild() throws {
        let memory = try content()
        let batched = try build(memory, batchSize: 8, output: "/Batched")
        let whole = try build(memory, batchSize: 1000, output: "/Whole")
        sameSite(memory, "/Batched", "/Whole")
        #expect(!batched.state.diagnostics.isEmpty)
        #expect(described(batched.state.diagnostics) == described(whole.state.diagnostics))
        // Each system's diagnostics together, systems in content order.
        let files = batched.state.diagnostics.map(\.file).reduce(into: [String]()) { if $0.last != $1 { $0.append($1) } }
        #expect(files == batched.state.sources.map(\.displayPath).filter(files.contains))
        let stages = batched.log.filter { $0.hasPrefix("[") }
        #expect(stages.map { untimed($0).replacingOccurrences(of: "/Batched", with: "/Whole") } == whole.log.map(untimed))
        #expect(stages.count == 12)
        // Each batch reports as it finishes, since the stages' lines wait for the last one.
        #expect(batched.log.filter { $0.contains("batch ") }.map { String($0.prefix(while: { $0 != "(" })) } == [
            "      batch 1 of 3: systems 1–8 of 20, Ingest–Render ", "      batch 2 of 3: systems 9–16 of 20, Ingest–Render ",
            "      batch 3 of 3: systems 17–20 of 20, Ingest–Render ",
        ])
        // The counts are the site's, summed over the batches, not the last batch's.
        #expect(batched.log.contains { $0.contains("] Ingest     20 documents read") })
        #expect(batched.state.rendered.count == 20)
        #expect(batched.state.paths == whole.state.paths)
        // Each batch's systems are let go once drawn; a site of one batch keeps them.
        #expect(batched.state.systems.isEmpty)
        #expect(whole.state.systems.count == 20)
    }

    @Test("A batch holds at least as many systems as the header names, so small sites are one batch")
    func batchSizeHasAFloor() throws {
        let memory = try content(count: SiteNavigation.headerLimit)
        let built = try build(memory, batchSize: 1, output: "/Public")
        #expect(built.state.systems.count == SiteNavigation.headerLimit)
        let page = try #require(memory.text("/Public/kit-1/index.html"))
        // Every system is in the header while they fit there.
        #expect(page.contains(">Kit 2</a>") && page.contains(">Kit \(SiteNavigation.headerLimit)</a>"))
    }

    @Test("Incremental builds across batches reuse what did not change and equal a clean build")
    func incrementalAcrossBatches() throws {
        let memory = try content()
        _ = try build(memory, batchSize: 8, output: "/Public", incremental: true)
        memory.add("/Content/kit-13/DESIGN.md", Data("# Kit thirteen\n\n## Colours\n\n- Ink: #202830\n- Paper: #FAFAF5\n".utf8))
        let edited = try build(memory, batchSize: 8, output: "/Public", incremental: true)
        #expect(edited.state.rendered.map(\.summary.nav.slug) == ["kit-13"])
        #expect(edited.state.reused.count == 19)
        // Only the batch that read the edited system says so; the others did nothing.
        let position = try #require(edited.state.sources.firstIndex { $0.slug == "kit-13" })
        let first = position / 8 * 8
        #expect(edited.log.filter { $0.contains("batch ") }.map { String($0.prefix(while: { $0 != "(" })) } == [
            "      batch \(position / 8 + 1) of 3: systems \(first + 1)–\(min(first + 8, 20)) of 20, Ingest–Render ",
        ])
        let clean = try build(memory, batchSize: 8, output: "/Clean")
        sameSite(memory, "/Public", "/Clean")
        // Reused systems' diagnostics come from the cache at once, a fresh system's stage by
        // stage; printed, they are a clean build's, in its order (--strict names the same first).
        #expect(!edited.state.diagnostics.isEmpty)
        #expect(described(edited.state.diagnostics) == described(clean.state.diagnostics))
    }

    @Test("A site that outgrows the header is read again in full, batch by batch, and equals a clean build")
    func outgrowingTheHeader() throws {
        let memory = try content(count: SiteNavigation.headerLimit)
        _ = try build(memory, batchSize: 8, output: "/Public", incremental: true)
        memory.add("/Content/kit-99/DESIGN.md", Data("# Kit 99\n\n## Colours\n\n- Ink: #303030\n".utf8))
        let grown = try build(memory, batchSize: 8, output: "/Public", incremental: true)
        // Every page's header named all eight; now it names only its own system.
        #expect(grown.state.reused.isEmpty)
        #expect(grown.state.rendered.count == SiteNavigation.headerLimit + 1)
        #expect(grown.log.contains { $0.contains("planned for reuse read again") })
        _ = try build(memory, batchSize: 8, output: "/Clean")
        sameSite(memory, "/Public", "/Clean")
    }
}

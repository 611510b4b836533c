import Foundation
import Synchronization
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// Incremental builds: after each kind of edit, the site built onto the previous one (reusing
/// what the cache allows) must equal a clean build of the same input, byte for byte.
@Suite("Incremental builds")
struct IncrementalBuildTests {
    /// Three systems in three styles: a token document with a sidecar that ships a font, a
    /// component document, and a lone Markdown file.
    func content() throws -> InMemoryFileSystem {
        let memory = try TestSupport.memorySite(documents: [
            "harbor/DESIGN.md": try TestSupport.fixture("tokens/harbor.md"),
            "harbor/specimen.yml": "name: Harbor\nfonts:\n  Acme Sans:\n    files: [fonts/AcmeSans-Bold.ttf]\n    license: fonts/OFL.txt\n",
            "harbor/fonts/AcmeSans-Bold.ttf": "font bytes, version 1",
            "harbor/fonts/OFL.txt": "Open Font License",
            "acme/DESIGN.md": try TestSupport.fixture("components/acme-tables.md"),
            "setext.md": try TestSupport.fixture("structure/setext.md"),
        ])
        return memory
    }

    func builder(_ memory: InMemoryFileSystem, tool: String = "test tool") -> SiteBuilder {
        SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: []), fontConverter: .passthrough, toolFingerprint: tool)
    }

    /// Builds `memory` onto /Public (incrementally) and into /Clean (from scratch), and checks
    /// the two sites are the same files with the same bytes. Returns the incremental build.
    @discardableResult
    func buildBoth(_ memory: InMemoryFileSystem, tool: String = "test tool") throws -> BuildState {
        let incremental = try builder(memory, tool: tool).build(TestSupport.memoryOptions)
        var clean = TestSupport.memoryOptions
        clean.output = "/Clean"
        clean.incremental = false
        try builder(memory, tool: tool).build(clean)
        let built = memory.allFiles(under: "/Public").map { String($0.dropFirst("/Public".count)) }
        let expected = memory.allFiles(under: "/Clean").map { String($0.dropFirst("/Clean".count)) }
        #expect(built == expected)
        for path in expected {
            #expect(memory.contents("/Public" + path) == memory.contents("/Clean" + path), "\(path) differs from a clean build")
        }
        return incremental
    }

    /// A builder over `memory` that logs every path it reads in `log`.
    func reading(_ memory: InMemoryFileSystem, into log: ReadLog) -> SiteBuilder {
        var io = memory.fileIO
        io.read = { path in
            log.paths.withLock { $0.append(path) }
            return try memory.fileIO.read(path)
        }
        return SiteBuilder(fileIO: io, fontCatalog: FontCatalog(faces: []), fontConverter: .passthrough, toolFingerprint: "test tool")
    }

    func reusedSlugs(_ state: BuildState) -> [String] { state.reused.map(\.summary.nav.slug).sorted() }
    /// The systems read and rendered afresh (`systems` is empty once a site needs more than one
    /// batch).
    func readSlugs(_ state: BuildState) -> [String] { state.rendered.map(\.summary.nav.slug).sorted() }

    @Test("A rebuild with nothing changed reads no document and rewrites no file")
    func nothingChanged() throws {
        let memory = try content()
        let first = try builder(memory).build(TestSupport.memoryOptions)
        #expect(readSlugs(first) == ["acme", "harbor", "setext"])
        #expect(memory.contents("/Public.specimen-cache") != nil)
        let second = try buildBoth(memory)
        #expect(readSlugs(second) == [])
        #expect(reusedSlugs(second) == ["acme", "harbor", "setext"])
        #expect(second.written?.written == 0)
    }

    @Test("Editing a document rebuilds that system only, and equals a clean build")
    func documentEdit() throws {
        let memory = try content()
        try builder(memory).build(TestSupport.memoryOptions)
        let before = memory.text("/Public/harbor/tokens.css")
        let text = try #require(memory.text("/Content/harbor/DESIGN.md"))
        memory.add("/Content/harbor/DESIGN.md", Data(text.replacingOccurrences(of: "rgb(51, 102, 255)", with: "rgb(40, 90, 200)").utf8))
        let state = try buildBoth(memory)
        #expect(readSlugs(state) == ["harbor"])
        #expect(reusedSlugs(state) == ["acme", "setext"])
        #expect(memory.text("/Public/harbor/tokens.css") != before)
    }

    @Test("Editing a sidecar rebuilds its system; a new name rebuilds every page that lists it")
    func sidecarEdit() throws {
        let memory = try content()
        try builder(memory).build(TestSupport.memoryOptions)
        let sidecar = try #require(memory.text("/Content/harbor/specimen.yml"))
        memory.add("/Content/harbor/specimen.yml", Data((sidecar + "summary: Tokens for the harbour apps.\n").utf8))
        let summaryEdit = try buildBoth(memory)
        #expect(readSlugs(summaryEdit) == ["harbor"])
        #expect(memory.text("/Public/index.html")?.contains("Tokens for the harbour apps.") == true)

        // The site navigation on every page names each system.
        memory.add("/Content/harbor/specimen.yml", Data(sidecar.replacingOccurrences(of: "name: Harbor", with: "name: Harbour Kit").utf8))
        let rename = try buildBoth(memory)
        #expect(readSlugs(rename) == ["acme", "harbor", "setext"])
        #expect(memory.text("/Public/acme/index.html")?.contains("Harbour Kit") == true)
    }

    @Test("Editing a template rebuilds everything")
    func templateEdit() throws {
        let memory = try content()
        try builder(memory).build(TestSupport.memoryOptions)
        let footer = try #require(memory.text("/Templates/layouts/base.mustache"))
        memory.add("/Templates/layouts/base.mustache", Data(footer.replacingOccurrences(of: "</body>", with: "<!-- edited --></body>").utf8))
        let state = try buildBoth(memory)
        #expect(readSlugs(state) == ["acme", "harbor", "setext"])
        #expect(memory.text("/Public/acme/index.html")?.contains("<!-- edited -->") == true)
    }

    @Test("Editing a font the sidecar ships rebuilds that system and re-packages the font")
    func fontEdit() throws {
        let memory = try content()
        try builder(memory).build(TestSupport.memoryOptions)
        memory.add("/Content/harbor/fonts/AcmeSans-Bold.ttf", Data("font bytes, version 2".utf8))
        let state = try buildBoth(memory)
        #expect(readSlugs(state) == ["harbor"])
        #expect(memory.text("/Public/assets/fonts/acme-sans/AcmeSans-Bold.ttf") == "font bytes, version 2")
    }

    @Test("Adding and removing a system, and a new Specimen, are handled")
    func addRemoveAndTool() throws {
        let memory = try content()
        try builder(memory).build(TestSupport.memoryOptions)
        memory.add("/Content/extra/DESIGN.md", Data("# Extra\n\n## Colours\n\n- Ink: #111111\n".utf8))
        let added = try buildBoth(memory)
        // Every other page's navigation gains the new system.
        #expect(readSlugs(added) == ["acme", "extra", "harbor", "setext"])
        try memory.fileIO.remove("/Content/extra/DESIGN.md")
        let removed = try buildBoth(memory)
        #expect(memory.contents("/Public/extra/index.html") == nil)
        #expect(readSlugs(removed) == ["acme", "harbor", "setext"])
        let steady = try buildBoth(memory)
        #expect(readSlugs(steady) == [])
        let upgraded = try buildBoth(memory, tool: "a newer tool")
        #expect(readSlugs(upgraded) == ["acme", "harbor", "setext"])
    }

    @Test("A page changed by hand in the output is rebuilt, not carried over")
    func tamperedOutput() throws {
        let memory = try content()
        try builder(memory).build(TestSupport.memoryOptions)
        memory.add("/Public/acme/index.html", Data("defaced".utf8))
        let state = try buildBoth(memory)
        #expect(readSlugs(state) == ["acme"])
        #expect(memory.text("/Public/acme/index.html") != "defaced")
    }

    @Test("A rebuild trusts carried pages whose stamps are as recorded, and reads none of them")
    func stampedOutput() throws {
        let memory = try content()
        try builder(memory).build(TestSupport.memoryOptions)
        let read = ReadLog()
        let builder = reading(memory, into: read)
        let state = try builder.build(TestSupport.memoryOptions)
        #expect(readSlugs(state) == [])
        #expect(read.read.contains(BuildCache.path(for: "/Public")), "the cache is still read")
        // A reused system's pages are not read at all.
        let systemPages = { read.read.filter { path in ["acme", "harbor", "setext"].contains { path.hasPrefix("/Public/\($0)/") } } }
        #expect(systemPages() == [], "a page whose stamp is unchanged is not read")
        // A page rewritten with the same bytes has a new stamp: read and digested, it still matches.
        let page = try #require(memory.contents("/Public/acme/index.html"))
        memory.add("/Public/acme/index.html", page)
        read.clear()
        let again = try builder.build(TestSupport.memoryOptions)
        #expect(readSlugs(again) == [])
        #expect(systemPages() == ["/Public/acme/index.html"])
    }

    /// Whether `condition` came true within 3 s: how a test shows that one part of a build ran
    /// while another was still waiting on it (a build that ran them one after the other would
    /// otherwise wait for ever).
    static func wait(for condition: () -> Bool) -> Bool {
        let deadline = ContinuousClock.now + .seconds(3)
        while !condition() {
            if ContinuousClock.now > deadline { return false }
            Thread.sleep(forTimeInterval: 0.001)
        }
        return true
    }

    @Test("The cache is decoded while the documents' stamps are taken, not after them")
    func cacheReadBesideStamps() throws {
        let memory = try content()
        try builder(memory).build(TestSupport.memoryOptions)
        let cachePath = BuildCache.path(for: TestSupport.memoryOptions.output)
        // A document's first stamp waits for the cache's read to have begun: a Plan that reads
        // the cache only after looking at every document waits in vain (3 s, then goes on).
        let cacheBegun = Mutex(false)
        let waitedInVain = Mutex(false)
        var io = memory.fileIO
        io.read = { path in
            if path == cachePath { cacheBegun.withLock { $0 = true } }
            return try memory.fileIO.read(path)
        }
        io.stamp = { path in
            if path.hasSuffix("/DESIGN.md"), !waitedInVain.withLock({ $0 }), !Self.wait(for: { cacheBegun.withLock { $0 } }) {
                waitedInVain.withLock { $0 = true }
            }
            return memory.fileIO.stamp(path)
        }
        let state = try SiteBuilder(fileIO: io, fontCatalog: FontCatalog(faces: []), fontConverter: .passthrough, toolFingerprint: "test tool")
            .build(TestSupport.memoryOptions)
        #expect(!waitedInVain.withLock { $0 }, "the documents were looked at before the cache was read")
        #expect(readSlugs(state) == [])
        #expect(reusedSlugs(state) == ["acme", "harbor", "setext"])
    }

    @Test("A rebuild reads no document or sidecar whose stamp is as recorded; one saved again is read, and reused if its bytes are the same")
    func unchangedInputsAreNotRead() throws {
        let memory = try content()
        try builder(memory).build(TestSupport.memoryOptions)
        let reads = ReadLog()
        let counting = reading(memory, into: reads)
        let inputs = ["/Content/acme/DESIGN.md", "/Content/harbor/DESIGN.md", "/Content/harbor/specimen.yml", "/Content/setext.md"]
        let again = try counting.build(TestSupport.memoryOptions)
        #expect(reusedSlugs(again) == ["acme", "harbor", "setext"])
        #expect(reads.read.filter(inputs.contains).isEmpty)
        // Saved with the same bytes: a new stamp, so it is read and digested; the digest matches.
        let sidecar = "/Content/harbor/specimen.yml"
        memory.add(sidecar, try memory.fileIO.read(sidecar))
        reads.clear()
        let saved = try counting.build(TestSupport.memoryOptions)
        #expect(reusedSlugs(saved) == ["acme", "harbor", "setext"])
        #expect(reads.read.filter(inputs.contains) == [sidecar])
        // Its new stamp was not recorded (the system was reused, its line kept): read once more.
        reads.clear()
        _ = try counting.build(TestSupport.memoryOptions)
        #expect(reads.read.filter(inputs.contains) == [sidecar])
    }

    @Test("A document saved while it is read is read again by the next build: its stamp is taken before its bytes")
    func stampTakenBeforeTheRead() throws {
        let memory = try content()
        let document = "/Content/acme/DESIGN.md"
        let original = try #require(memory.text(document))
        let edited = original + "\nA paragraph saved during the read.\n"
        // The first build's read of the document returns the original bytes, and the editor's
        // save lands just after it.
        let saved = Mutex(false)
        var io = memory.fileIO
        io.read = { path in
            let data = try memory.fileIO.read(path)
            if path == document, !saved.withLock({ $0 }) {
                saved.withLock { $0 = true }
                memory.add(document, Data(edited.utf8))
            }
            return data
        }
        try SiteBuilder(fileIO: io, fontCatalog: FontCatalog(faces: []), fontConverter: .passthrough, toolFingerprint: "test tool")
            .build(TestSupport.memoryOptions)
        #expect(saved.withLock { $0 })
        // Pages drawn from the original; the next build sees the saved version and draws it.
        let state = try buildBoth(memory)
        #expect(readSlugs(state) == ["acme"])
    }

    @Test("A build reads its documents while the machine's fonts are still being listed")
    func fontsListedBeside() throws {
        let memory = try content()
        // The font list waits for a document to be read: a build that waits for the list before
        // reading anything waits in vain (3 s, then goes on).
        let documentRead = Mutex(false)
        let waitedInVain = Mutex(false)
        var io = memory.fileIO
        io.read = { path in
            if path.hasSuffix("/DESIGN.md") { documentRead.withLock { $0 = true } }
            return try memory.fileIO.read(path)
        }
        var builder = SiteBuilder(fileIO: io, fontConverter: .passthrough, toolFingerprint: "test tool")
        builder.fonts = Pending {
            if !Self.wait(for: { documentRead.withLock { $0 } }) { waitedInVain.withLock { $0 = true } }
            return FontCatalog(faces: [])
        }
        let state = try builder.build(TestSupport.memoryOptions)
        #expect(!waitedInVain.withLock { $0 }, "the build waited for the font list before reading")
        #expect(readSlugs(state) == ["acme", "harbor", "setext"])
    }

    @Test("A build reads each template file once: a template saved during a build cannot leave old pages under the new key")
    func templatesReadOnce() throws {
        let memory = try content()
        let base = "/Templates/layouts/base.mustache"
        let edited = try #require(memory.text(base)).replacingOccurrences(of: "</body>", with: "<!-- saved mid-build --></body>")
        let reads = Mutex<[String]>([])
        var io = memory.fileIO
        io.read = { path in
            let data = try memory.fileIO.read(path)
            let first = reads.withLock { reads in
                defer { reads.append(path) }
                return !reads.contains(base)
            }
            // Saved in the editor just after the build read it.
            if path == base, first { memory.add(base, Data(edited.utf8)) }
            return data
        }
        let builder = SiteBuilder(fileIO: io, fontCatalog: FontCatalog(faces: []), fontConverter: .passthrough, toolFingerprint: "test tool")
        for memo in [nil, BuildMemo()] {
            reads.withLock { $0 = [] }
            var built = builder
            built.memo = memo
            try built.build(TestSupport.memoryOptions)
            let templateReads = reads.withLock { $0 }.filter { $0.hasPrefix("/Templates/") }
            #expect(!templateReads.isEmpty)
            #expect(templateReads.count == Set(templateReads).count, "a template file was read twice: \(templateReads.sorted())")
            #expect(memory.text("/Public/acme/index.html")?.contains("saved mid-build") == false, "the pages are the version the build read")
            // The next build reads the saved version, which the cache's key does not name: every
            // page is drawn again, as a clean build draws it.
            let next = try buildBoth(memory)
            #expect(readSlugs(next) == ["acme", "harbor", "setext"])
            #expect(memory.text("/Public/acme/index.html")?.contains("saved mid-build") == true)
            memory.add(base, Data(try #require(memory.text(base)).replacingOccurrences(of: "<!-- saved mid-build -->", with: "").utf8))
            try buildBoth(memory)
        }
    }

    @Test("The cache records the document as Ingest read it: a save after Plan's look, then an undo, still rebuilds")
    func documentSavedDuringBuild() throws {
        let memory = try content()
        try builder(memory).build(TestSupport.memoryOptions)
        let path = "/Content/harbor/DESIGN.md"
        let original = try #require(memory.text(path))
        let planned = original.replacingOccurrences(of: "rgb(51, 102, 255)", with: "rgb(40, 90, 200)")
        let saved = original.replacingOccurrences(of: "rgb(51, 102, 255)", with: "rgb(200, 40, 90)")
        memory.add(path, Data(planned.utf8))
        let reads = Mutex(0)
        var io = memory.fileIO
        io.read = { file in
            let data = try memory.fileIO.read(file)
            // Saved again in the editor just after Plan digested it, before Ingest reads it.
            if file == path, reads.withLock({ $0 += 1; return $0 }) == 1 { memory.add(path, Data(saved.utf8)) }
            return data
        }
        let state = try SiteBuilder(fileIO: io, fontCatalog: FontCatalog(faces: []), fontConverter: .passthrough, toolFingerprint: "test tool")
            .build(TestSupport.memoryOptions)
        #expect(readSlugs(state) == ["harbor"])
        #expect(reads.withLock { $0 } == 2, "Plan and Ingest each read it")
        // Undone to what Plan saw: the pages show the version Ingest read, so they are drawn again.
        memory.add(path, Data(planned.utf8))
        #expect(readSlugs(try buildBoth(memory)) == ["harbor"])
    }

    @Test("--clean ignores the cache, and a failed build leaves it describing the old site")
    func cleanAndFailure() throws {
        let memory = try content()
        try builder(memory).build(TestSupport.memoryOptions)
        var clean = TestSupport.memoryOptions
        clean.incremental = false
        #expect(readSlugs(try builder(memory).build(clean)) == ["acme", "harbor", "setext"])
        memory.add("/Content/harbor/specimen.yml", Data("name: [unclosed\n".utf8))
        #expect(throws: SpecimenError.self) { try builder(memory).build(TestSupport.memoryOptions) }
        memory.add("/Content/harbor/specimen.yml", Data("name: Harbor\nfonts:\n  Acme Sans:\n    files: [fonts/AcmeSans-Bold.ttf]\n    license: fonts/OFL.txt\n".utf8))
        #expect(readSlugs(try buildBoth(memory)) == [])
    }

    @Test("Past the header's limit, pages name only their own system, so adding one reuses the rest")
    func manySystems() throws {
        var documents: [String: String] = [:]
        for index in 1...(SiteNavigation.headerLimit + 1) {
            documents["kit-\(index)/DESIGN.md"] = "# Kit \(index)\n\n## Colours\n\n- Ink: #1111\(index + 10)\n"
        }
        let memory = try TestSupport.memorySite(documents: documents)
        try builder(memory).build(TestSupport.memoryOptions)
        let page = try #require(memory.text("/Public/kit-1/index.html"))
        #expect(page.contains(">Kit 1</a>") && !page.contains(">Kit 2</a>"))
        #expect(memory.text("/Public/index.html")?.contains("Kit 9") == true)
        memory.add("/Content/kit-10/DESIGN.md", Data("# Kit 10\n\n## Colours\n\n- Ink: #222222\n".utf8))
        let added = try buildBoth(memory)
        #expect(readSlugs(added) == ["kit-10"])
        #expect(added.reused.count == SiteNavigation.headerLimit + 1)
    }

    @Test("The content folder named relatively, then absolutely, is the same documents: the rebuild reuses them")
    func relativeThenAbsoluteContent() throws {
        let root = TestSupport.temporaryFolder()
        try FileIO.local.createDirectory(root + "/Content/harbor")
        try FileIO.local.write(root + "/Content/harbor/DESIGN.md", Data(try TestSupport.fixture("tokens/harbor.md").utf8))
        // The same folder as a path from the working directory (`../../tmp/…`).
        let cwd = FileManager.default.currentDirectoryPath
        let relative = String(repeating: "../", count: cwd.split(separator: "/").count) + root.dropFirst() + "/Content"
        let sources = try ContentScanner(fileIO: .local).scan(relative).sources
        #expect(sources.map(\.documentPath) == [URL(fileURLWithPath: root).standardized.path + "/Content/harbor/DESIGN.md"])
        #expect(sources.map(\.displayPath) == ["harbor/DESIGN.md"])
        func options(_ content: String) -> BuildOptions {
            BuildOptions(content: content, templates: TestSupport.templatesFolder, output: root + "/Public")
        }
        let builder = SiteBuilder(fileIO: .local, fontCatalog: FontCatalog(faces: []), fontConverter: .passthrough, toolFingerprint: "test tool")
        let first = try builder.build(options(relative))
        #expect(readSlugs(first) == ["harbor"])
        let second = try builder.build(options(root + "/Content"))
        #expect(reusedSlugs(second) == ["harbor"])
        #expect(readSlugs(second) == [])
    }
}

/// Every path a build reads, in order.
final class ReadLog: Sendable {
    let paths = Mutex<[String]>([])
    var read: [String] { paths.withLock { $0 } }
    func clear() { paths.withLock { $0 = [] } }
}

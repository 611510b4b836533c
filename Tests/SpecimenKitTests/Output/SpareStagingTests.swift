import Foundation
import Synchronization
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// The replaced site is kept as the spare and becomes the next build's staging folder. On disk,
/// where a file can be told to be another's hard link, a file still linked to the current
/// site's is kept as it is; everything else the spare holds is replaced or removed.
@Suite("Staging into the spare")
struct SpareStagingTests {
    let root = TestSupport.temporaryFolder()
    var output: String { root + "/Public" }
    var spare: String { output.siblingPath(".specimen-spare") }
    var content: String { root + "/Content" }

    init() throws {
        try FileManager.default.createDirectory(atPath: root + "/Content", withIntermediateDirectories: true)
    }

    func write(_ files: [String: String], carried: Set<String> = []) throws -> SiteWriter.Result {
        let outputFiles = files.keys.sorted().map { path in
            var file = OutputFile(path: path, text: files[path]!)
            file.carried = carried.contains(path)
            return file
        }
        return try SiteWriter(fileIO: .local).write(outputFiles, to: output, content: content)
    }

    func inode(_ path: String) throws -> UInt64 {
        try #require(FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? UInt64)
    }

    func text(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Every file below `folder`, by relative path, with its text.
    func site(_ folder: String) -> [String: String] {
        var found: [String: String] = [:]
        for path in FileManager.default.subpaths(atPath: folder) ?? [] {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder), !isFolder.boolValue {
                found[path] = text(folder + "/" + path)
            }
        }
        return found
    }

    @Test("The replaced site is kept as the spare, and the next build stages into it")
    func spareIsReused() throws {
        let pages = ["index.html": "home", "a/index.html": "a", "a/b/c.html": "c", "d/e.html": "e"]
        _ = try write(pages)
        #expect(!FileManager.default.fileExists(atPath: spare))
        _ = try write(pages)
        #expect(FileManager.default.fileExists(atPath: spare + "/a/b/c.html"))
        let unchanged = try inode(output + "/a/b/c.html")
        // The third build stages into the spare: a page unchanged throughout is the same file.
        var changed = pages
        changed["a/index.html"] = "a, edited"
        let result = try write(changed, carried: ["d/e.html"])
        #expect(result == SiteWriter.Result(written: 1, unchanged: 3))
        #expect(try inode(output + "/a/b/c.html") == unchanged)
        #expect(site(output) == changed.merging([SiteWriter.markerName: SiteWriter.markerText]) { $1 })
        #expect(!FileManager.default.fileExists(atPath: output.siblingPath(".specimen-staging")))
    }

    @Test("A spare file linked to a page being replaced is never written through: the old site keeps its bytes until the swap")
    func spareLinksAreNotWrittenThrough() throws {
        _ = try write(["index.html": "one", "keep.html": "kept"])
        _ = try write(["index.html": "one", "keep.html": "kept"])
        // The spare's index.html and the live one are one file now.
        #expect(try inode(spare + "/index.html") == inode(output + "/index.html"))
        let live = try inode(output + "/index.html")
        _ = try write(["index.html": "two", "keep.html": "kept"])
        #expect(text(output + "/index.html") == "two")
        // The replaced site, now the spare, still holds the old page, in the same file.
        #expect(text(spare + "/index.html") == "one")
        #expect(try inode(spare + "/index.html") == live)
    }

    @Test("Whatever else the spare holds is not published: stray files, a folder where a page goes, a page where a folder goes")
    func strayContentIsRemoved() throws {
        let pages = ["index.html": "home", "a/index.html": "a", "b.html": "b"]
        _ = try write(pages)
        _ = try write(pages)
        try FileManager.default.createDirectory(atPath: spare + "/stray/deep", withIntermediateDirectories: true)
        try Data("x".utf8).write(to: URL(fileURLWithPath: spare + "/stray/deep/x.html"))
        try Data("tampered".utf8).write(to: URL(fileURLWithPath: spare + "/loose.html"))
        try FileManager.default.removeItem(atPath: spare + "/b.html")
        try FileManager.default.createDirectory(atPath: spare + "/b.html/inner", withIntermediateDirectories: true)
        // A page where the new site needs a folder.
        try Data("in the way".utf8).write(to: URL(fileURLWithPath: spare + "/c"))
        // A spare page rewritten in place (not a link of the live one any more) is replaced.
        try FileManager.default.removeItem(atPath: spare + "/index.html")
        try Data("stale".utf8).write(to: URL(fileURLWithPath: spare + "/index.html"))
        var next = pages
        next["c/index.html"] = "c"
        _ = try write(next)
        #expect(site(output) == next.merging([SiteWriter.markerName: SiteWriter.markerText]) { $1 })
    }

    @Test("Staging begins without waiting for the spare's list, and the site is the same once the list arrives")
    func spareListedBeside() throws {
        let pages = ["index.html": "home", "a/index.html": "a", "a/b/c.html": "c", "d/e.html": "e"]
        _ = try write(pages)
        _ = try write(pages)
        // Listing the spare waits at a gate; a `begin` that lists before returning waits with it.
        let gate = DispatchSemaphore(value: 0)
        var io = FileIO.local
        io.entries = { path in
            gate.wait()
            gate.signal()
            return try FileIO.local.entries(path)
        }
        let begun = DispatchSemaphore(value: 0)
        let staging = Mutex<Result<SiteWriter.Staging, any Error>?>(nil)
        let output = output, content = content, gated = io
        Thread.detachNewThread {
            let result = Result { try SiteWriter(fileIO: gated).begin(output, content: content) }
            staging.withLock { $0 = result }
            begun.signal()
        }
        let returned = begun.wait(timeout: .now() + 3) == .success
        gate.signal()
        if !returned { begun.wait() }
        #expect(returned, "begin waited for the spare to be listed")
        let writer = try #require(staging.withLock { $0 }).get()
        for path in pages.keys.sorted() { try writer.add(OutputFile(path: path, text: pages[path]!)) }
        #expect(try writer.commit() == SiteWriter.Result(written: 0, unchanged: 4))
        #expect(site(output) == pages.merging([SiteWriter.markerName: SiteWriter.markerText]) { $1 })
    }

    @Test("A failed build's staging folder is the next build's spare, its folders reused; the output is untouched")
    func failedBuildKeepsTheSpare() throws {
        let pages = ["index.html": "home", "a/index.html": "a", "a/b/c.html": "c"]
        _ = try write(pages)
        _ = try write(pages)
        let before = site(output)
        // A build stages part of a site, then fails (a document's error, --strict, Ctrl-C), and the
        // builder puts the staging folder away.
        let writer = SiteWriter(fileIO: .local)
        let staging = try writer.begin(output, content: content)
        try staging.add(OutputFile(path: "a/b/c.html", text: "c, edited"))
        try staging.add(OutputFile(path: "new/page.html", text: "new"))
        writer.discardStaging(of: output)
        #expect(site(output) == before)
        #expect(!FileManager.default.fileExists(atPath: output.siblingPath(".specimen-staging")))
        #expect(text(spare + "/new/page.html") == "new")
        let folder = try inode(spare + "/a/b")
        // The next build stages into it: the folder is the same one, and nothing the failed build
        // left is published.
        var next = pages
        next["d.html"] = "d"
        _ = try write(next)
        #expect(try inode(output + "/a/b") == folder)
        #expect(site(output) == next.merging([SiteWriter.markerName: SiteWriter.markerText]) { $1 })
    }

    @Test("A staging folder in which a file operation failed is removed, not kept as the spare")
    func damagedStagingIsRemoved() throws {
        let pages = ["index.html": "home", "a/index.html": "a"]
        _ = try write(pages)
        _ = try write(pages)
        var failing = FileIO.local
        failing.write = { path, data in
            if path.hasSuffix("/broken.html") { throw SpecimenError("cannot write file: no space left on device", file: path) }
            try FileIO.local.write(path, data)
        }
        let writer = SiteWriter(fileIO: failing)
        let staging = try writer.begin(output, content: content)
        try staging.add(OutputFile(path: "a/index.html", text: "a"))
        #expect(throws: SpecimenError.self) { try staging.add(OutputFile(path: "broken.html", text: "x")) }
        writer.discardStaging(of: output)
        #expect(!FileManager.default.fileExists(atPath: spare))
        #expect(!FileManager.default.fileExists(atPath: output.siblingPath(".specimen-staging")))
        #expect(site(output) == pages.merging([SiteWriter.markerName: SiteWriter.markerText]) { $1 })
        // The next build starts afresh and succeeds.
        _ = try write(pages)
        #expect(site(output) == pages.merging([SiteWriter.markerName: SiteWriter.markerText]) { $1 })
    }

    @Test("A build over a spare gives the site a build without one gives")
    func sameAsWithoutSpare() throws {
        var pages: [String: String] = [:]
        for index in 0..<40 { pages["s\(index % 7)/p\(index).html"] = "page \(index)" }
        _ = try write(pages)
        _ = try write(pages)
        var next = pages
        next.removeValue(forKey: "s3/p3.html")
        next["s9/new.html"] = "new"
        next["s1/p1.html"] = "edited"
        _ = try write(next)
        #expect(site(output) == next.merging([SiteWriter.markerName: SiteWriter.markerText]) { $1 })
    }
}

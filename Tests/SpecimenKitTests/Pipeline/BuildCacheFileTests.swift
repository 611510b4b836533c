import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

@Suite("The build cache file")
struct BuildCacheFileTests {
    @Test("The cache is a header and one JSON line per system; a damaged one is ignored, not trusted")
    func oneLinePerSystem() throws {
        let memory = try BatchedBuildTests().content(count: 10)
        let builder = BatchedBuildTests().builder(memory, batchSize: 8)
        _ = try builder.build(TestSupport.memoryOptions)
        let text = try #require(memory.text("/Public.specimen-cache"))
        let lines = text.split(separator: "\n")
        #expect(lines.count == 11)
        for line in lines {
            #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) is [String: Any])
        }
        #expect(lines.dropFirst().map { $0.hasPrefix(#"{"entry":"#) } == Array(repeating: true, count: 10))
        // Cut off half-way through a system's line, as a full disk would leave it.
        memory.add("/Public.specimen-cache", Data(text.utf8.prefix(text.utf8.count - 40)))
        let rebuilt = try builder.build(TestSupport.memoryOptions)
        #expect(rebuilt.reused.isEmpty)
        #expect(rebuilt.rendered.count == 10)
    }

    @Test("A reused system's line is written back as it was read; a rebuilt one is encoded anew")
    func reusedLinesAreWrittenBackAsRead() throws {
        let memory = try BatchedBuildTests().content(count: 3)
        let builder = BatchedBuildTests().builder(memory, batchSize: 8)
        _ = try builder.build(TestSupport.memoryOptions)
        let first = try #require(memory.text("/Public.specimen-cache"))
        // A second build reuses every system and writes the same file.
        let again = try builder.build(TestSupport.memoryOptions)
        #expect(again.reused.count == 3)
        #expect(memory.text("/Public.specimen-cache") == first)
        // A reused line goes out verbatim: the extra key here is not part of an entry, so only
        // copying the bytes keeps it; loading still works, as keys are matched by name.
        var lines = first.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines[1] = lines[1].replacingOccurrences(of: #"{"entry":"#, with: #"{"copied":true,"entry":"#)
        memory.add("/Public.specimen-cache", Data(lines.joined(separator: "\n").utf8))
        let third = try builder.build(TestSupport.memoryOptions)
        #expect(third.reused.count == 3)
        let written = try #require(memory.text("/Public.specimen-cache")).split(separator: "\n")
        #expect(written[1].hasPrefix(#"{"copied":true,"entry":"#))
        // A changed document's system is read again, and its line encoded from what it now is.
        #expect(written[1].hasSuffix(#""slug":"kit-1"}"#))
        let document = "/Content/kit-1/DESIGN.md"
        memory.add(document, Data((try #require(memory.text(document)) + "\nEdited.\n").utf8))
        let fourth = try builder.build(TestSupport.memoryOptions)
        #expect(fourth.reused.count == 2)
        let rewritten = try #require(memory.text("/Public.specimen-cache")).split(separator: "\n")
        #expect(rewritten[1].hasPrefix(#"{"entry":"#))
        #expect(rewritten[1].hasSuffix(#""slug":"kit-1"}"#))
    }

    @Test("Compare columns live in a file per system beside the cache, raw; a damaged or missing one rebuilds only its system")
    func columnsFiles() throws {
        let columns = ["buttons": "<div class=\"col\">\n  <p>Ångström · 情報 \\ 12\n3</p>\n</div>", "cards": "", "inputs": "x"]
        #expect(SiteMember.decodeColumns(SiteMember.encodeColumns(columns)) == columns)
        #expect(SiteMember.decodeColumns(Data("buttons\n99\nshort".utf8)) == nil)

        let memory = try BatchedBuildTests().content(count: 3)
        let builder = BatchedBuildTests().builder(memory, batchSize: 8)
        _ = try builder.build(TestSupport.memoryOptions)
        let folder = BuildCache.Columns.folder(for: "/Public")
        #expect(memory.allFiles(under: folder).map { ($0 as NSString).lastPathComponent } == ["kit-1", "kit-2", "kit-3"])
        let cache = try #require(memory.text("/Public.specimen-cache"))
        #expect(cache.contains(#""compareColumns":{}"#) && !cache.contains("class="), "no column HTML in the JSON lines")
        let compare = try #require(memory.allFiles(under: "/Public/compare").first { $0.hasSuffix(".html") && $0 != "/Public/compare/index.html" })
        let page = try #require(memory.text(compare))

        // kit-1's columns damaged: kit-1 alone is read again, and the compare pages are the same.
        let damaged = folder + "/kit-1"
        #expect(memory.text(damaged)?.contains("<") == true, "kit-1 has columns")
        memory.add(damaged, Data((try #require(memory.text(damaged)) + "x").utf8))
        let rebuilt = try builder.build(TestSupport.memoryOptions)
        #expect(rebuilt.reused.map(\.summary.nav.slug).sorted() == ["kit-2", "kit-3"])
        #expect(memory.text(compare) == page)
        // Missing: the same.
        try memory.fileIO.remove(folder + "/kit-3")
        let again = try builder.build(TestSupport.memoryOptions)
        #expect(again.reused.map(\.summary.nav.slug).sorted() == ["kit-1", "kit-2"])
        #expect(memory.text(compare) == page)

        // A system that is gone takes its columns file with it.
        try memory.fileIO.remove("/Content/kit-3")
        _ = try builder.build(TestSupport.memoryOptions)
        #expect(memory.allFiles(under: folder).map { ($0 as NSString).lastPathComponent } == ["kit-1", "kit-2"])
    }

    @Test("Produced files are two arrays in their line, paths and 'digest size modified'; diagnostics are arrays; a damaged one makes the line unusable")
    func producedFilesAreTwoArrays() throws {
        let memory = try IncrementalBuildTests().content()
        // Harbor describes no component (a surface for cards would draw one), so it has a note.
        let document = try TestSupport.fixture("tokens/harbor.md").replacingOccurrences(of: "| Cards |", with: "| Page |")
        memory.add("/Content/harbor/DESIGN.md", Data(document.utf8))
        let builder = IncrementalBuildTests().builder(memory)
        let built = try builder.build(TestSupport.memoryOptions)
        let text = try #require(memory.text("/Public.specimen-cache"))
        #expect(!text.contains(#"\/"#), "slashes are written as they are")
        let lines = text.split(separator: "\n").map(String.init)
        let harbor = try #require(lines.first { $0.hasSuffix(#""slug":"harbor"}"#) })
        let line = try #require(JSONSerialization.jsonObject(with: Data(harbor.utf8)) as? [String: Any])
        let entry = try #require(line["entry"] as? [String: Any])
        #expect(entry["files"] == nil && entry["stamps"] == nil)
        let outputs = try #require(entry["outputs"] as? [String: Any])
        let paths = try #require(outputs["paths"] as? [String])
        let digests = try #require(outputs["digests"] as? [String])
        #expect(paths == paths.sorted() && paths.contains("harbor/index.html") && digests.count == paths.count)
        // Each is what the file is on disk now: its digest, size and modification time.
        for (path, recorded) in zip(paths, digests) {
            let file = "/Public/" + path
            let stamp = try #require(memory.fileIO.stamp(file))
            let digest = ContentHash.digest(try memory.fileIO.read(file))
            #expect(recorded == "\(digest) \(stamp.size) \(stamp.modified)")
        }
        // Harbor's diagnostics, each an array: severity, message, file, line, then related places.
        let diagnostics = try #require(entry["diagnostics"] as? [[Any]])
        let drawn = built.diagnostics.filter { $0.file.hasPrefix("harbor/") }
        #expect(!drawn.isEmpty && diagnostics.count == drawn.count)
        #expect(diagnostics.first?.first as? String == drawn.first?.severity.rawValue)
        let cache = try #require(BuildCache.load("/Public", fileIO: memory.fileIO))
        let kit = try #require(cache.systems["harbor"])
        #expect(kit.files.count == paths.count && kit.stamps.count == paths.count)
        #expect(kit.diagnostics == drawn)
        // Every form a diagnostic takes comes back as it went: no line, and related places.
        let place = Provenance(file: "a/DESIGN.md", line: 3, excerpt: "| x | #fff |", origin: .sidecar)
        let forms = [Diagnostic(.note, "no line", file: "a/DESIGN.md"), Diagnostic(.error, "two places", file: "a/DESIGN.md", line: 9, related: [place, place])]
        let decoded = try JSONDecoder().decode([BuildCache.CachedDiagnostic].self, from: JSONEncoder().encode(forms.map(BuildCache.CachedDiagnostic.init)))
        #expect(decoded.map(\.diagnostic) == forms)
        // A file recorded before the site was in place has a digest and no stamp.
        let unstamped = BuildCache.Entry(document: kit.document, sidecar: nil, inputs: kit.inputs, files: kit.files, member: kit.member, diagnostics: [])
        let again = try JSONDecoder().decode(BuildCache.Entry.self, from: JSONEncoder().encode(unstamped))
        #expect(again.files == kit.files && again.stamps.isEmpty)

        func damaged(_ edit: (String) -> String) -> Bool {
            var copy = lines
            let index = try! #require(copy.firstIndex(of: harbor))
            copy[index] = edit(harbor)
            #expect(copy[index] != harbor)
            memory.add("/Public.specimen-cache", Data(copy.joined(separator: "\n").utf8))
            return BuildCache.load("/Public", fileIO: memory.fileIO) == nil
        }
        let first = try #require(digests.first)
        #expect(damaged { $0.replacingOccurrences(of: #""\#(first)""#, with: #""x y""#) }, "not a recorded file")
        #expect(damaged { $0.replacingOccurrences(of: #""\#(first)""#, with: #""""#) }, "an empty one (a cache edited by hand), rather than a crash")
        #expect(damaged { $0.replacingOccurrences(of: #""\#(first)","#, with: "") }, "fewer recorded files than paths")
        #expect(damaged { $0.replacingOccurrences(of: #"[["note","#, with: #"[[7,"#) }, "a diagnostic that is not one")
    }
}

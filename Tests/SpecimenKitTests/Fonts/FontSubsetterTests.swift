import Foundation
import Synchronization
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// Fonts cut down to the characters the site draws, with HarfBuzz's hb-subset (Debian
/// libharfbuzz-bin, which scripts/setup installs) and woff2_compress.
@Suite("Font subsetting")
struct FontSubsetterTests {
    static let hasTools = ["hb-subset", "woff2_compress", "fc-scan"].allSatisfy { tool in
        (try? TestProcess.run("sh", ["-c", "command -v \(tool)"]).status) == 0
    }

    /// An installed face with Latin and Cyrillic glyphs, when the machine has one.
    static let sampleFont: String? = FontCatalog.installed.faces
        .filter { ["ttf", "otf"].contains($0.path.pathExtension.lowercased()) && ["EB Garamond", "DejaVu Sans Mono", "Inter"].contains($0.family) }
        .map(\.path).sorted().first

    /// The code points a font file maps, as fontconfig reads them (it reads WOFF2 too).
    static func charset(_ path: String) throws -> Set<UInt32> {
        let (status, output) = try TestProcess.run("fc-scan", ["--format", "%{charset}", path], stderr: false)
        #expect(status == 0, "fc-scan \(path)")
        var result = Set<UInt32>()
        for range in output.split(separator: " ") {
            let ends = range.split(separator: "-").compactMap { UInt32($0, radix: 16) }
            guard let low = ends.first else { continue }
            for value in low...(ends.last ?? low) { result.insert(value) }
        }
        return result
    }

    @Test("The code-point list is printable ASCII and the ranges beyond it")
    func unicodesList() {
        #expect(FontCharacters("plain ASCII text").unicodesList == "20-7e\n")
        #expect(FontCharacters("é→è情報é").unicodesList == "20-7e,e8-e9,2192,5831,60c5\n")
        var set = FontCharacters("é")
        set.formUnion(FontCharacters("ê"))
        #expect(set.scalars == [0xE9, 0xEA])
        #expect(FontCharacters("é").digest != FontCharacters("ê").digest)
    }

    /// A subsetter over a scratch cache, counting the subsetter's runs.
    final class Harness: Sendable {
        let folder = TestSupport.temporaryFolder()
        let runs = Mutex(0)

        func subsetter(tool: (@Sendable (String, String, String) throws -> Void)? = nil) -> FontSubsetter {
            var subsetter = FontSubsetter(
                cacheFolder: folder + "/subsets", whole: FontConverter.woff2(cacheFolder: folder + "/woff2"))
            let real = subsetter.subsetTool
            subsetter.subsetTool = { [self] font, unicodes, output in
                runs.withLock { $0 += 1 }
                try (tool ?? real)(font, unicodes, output)
            }
            return subsetter
        }
    }

    @Test("A subset keeps every requested glyph the font has and drops the rest; it is kept in the cache",
          .enabled(if: hasTools && sampleFont != nil))
    func subsetKeepsWhatIsAsked() throws {
        let font = try #require(Self.sampleFont)
        let harness = Harness()
        let text = FontCharacters("Héllo — “quoted” → Ω ж 情報")
        let shipped = try harness.subsetter().ship(font, characters: text, fileIO: .local)
        #expect(shipped.note == nil)
        #expect(shipped.fileExtension == "woff2")
        #expect(shipped.data.prefix(4) == Data("wOF2".utf8))
        let whole = try Data(contentsOf: URL(fileURLWithPath: font))
        #expect(shipped.data.count * 4 < whole.count, "a subset of a few characters is far smaller than the font")

        let written = harness.folder + "/subset.woff2"
        try shipped.data.write(to: URL(fileURLWithPath: written))
        let original = try Self.charset(font)
        let kept = try Self.charset(written)
        let asked = Set((0x20...0x7E).map(UInt32.init)).union(text.scalars)
        #expect(asked.intersection(original).isSubset(of: kept), "missing: \(asked.intersection(original).subtracting(kept).sorted())")
        #expect(kept.subtracting(asked).isEmpty, "kept more than asked: \(kept.subtracting(asked).sorted().prefix(10))")

        // The same font and characters come from the cache; other characters are subset again.
        _ = try harness.subsetter().ship(font, characters: text, fileIO: .local)
        #expect(harness.runs.withLock { $0 } == 1)
        let other = try harness.subsetter().ship(font, characters: FontCharacters("Ünïcode"), fileIO: .local)
        #expect(harness.runs.withLock { $0 } == 2)
        #expect(other.data != shipped.data)
    }

    @Test("A font that cannot be subset is shipped whole, with a note saying why", .enabled(if: hasTools && sampleFont != nil))
    func failedSubsetShipsWhole() throws {
        let font = try #require(Self.sampleFont)
        let harness = Harness()
        let failing = harness.subsetter { _, _, _ in throw SpecimenError("hb-subset exited with status 127") }
        let shipped = try failing.ship(font, characters: FontCharacters("é"), fileIO: .local)
        #expect(shipped.note?.contains("shipped whole") == true)
        #expect(shipped.note?.contains("hb-subset exited with status 127") == true)
        #expect(shipped.data == (try FontConverter.woff2(cacheFolder: harness.folder + "/woff2").convert(font, .local)).data)
        // Nothing is cached for it: the next build tries again.
        let cached = (try? FileManager.default.contentsOfDirectory(atPath: harness.folder + "/subsets")) ?? []
        #expect(cached.allSatisfy { !$0.hasSuffix(".woff2") })

        let collection = harness.folder + "/Family.ttc"
        try Data(contentsOf: URL(fileURLWithPath: font)).write(to: URL(fileURLWithPath: collection))
        let whole = try harness.subsetter().ship(collection, characters: FontCharacters("é"), fileIO: .local)
        #expect(whole.note?.contains(".ttc") == true)
    }

    @Test("The packager subsets every face to the systems' characters and the extra text, and notes a face shipped whole")
    func packagerPassesTheCharacters() throws {
        let memory = InMemoryFileSystem()
        memory.add("/fonts/Acme-Regular.ttf", Data("regular".utf8))
        memory.add("/fonts/Acme-Bold.ttf", Data("bold".utf8))
        let seen = Mutex<[String: [UInt32]]>([:])
        var converter = FontConverter.passthrough
        converter.subset = { path, characters, fileIO in
            seen.withLock { $0[path] = characters.scalars }
            if path.hasSuffix("Bold.ttf") {
                return FontSubsetter.Shipped(data: try fileIO.read(path), fileExtension: "ttf", note: "shipped whole: a test says so")
            }
            return FontSubsetter.Shipped(data: Data("subset".utf8), fileExtension: "woff2", note: nil)
        }
        let catalog = FontCatalog(faces: [
            FontFace(family: "Acme Sans", weight: 400, italic: false, path: "/fonts/Acme-Regular.ttf"),
            FontFace(family: "Acme Sans", weight: 700, italic: false, path: "/fonts/Acme-Bold.ttf"),
        ])
        let packager = FontPackager(catalog: catalog, converter: converter, fileIO: memory.fileIO)
        var needs = try #require(try Self.needs(family: "Acme Sans"))
        needs.characters = FontCharacters("café")
        let packaged = try packager.package([needs], characters: FontCharacters("→"))
        #expect(seen.withLock { $0 }["/fonts/Acme-Regular.ttf"] == [0xE9, 0x2192])
        #expect(packaged.files.first { $0.path.hasSuffix("Acme-Regular.woff2") }?.data == Data("subset".utf8))
        #expect(packaged.files.contains { $0.path.hasSuffix("Acme-Bold.ttf") })
        let notes = packager.notes.take()
        #expect(notes.count == 1)
        #expect(notes.first?.file == "/fonts/Acme-Bold.ttf")
        #expect(notes.first?.message.contains("shipped whole") == true)
    }

    /// A system's font needs asking for `family`, from a small document.
    static func needs(family: String) throws -> FontPackager.Needs? {
        let memory = try TestSupport.memorySite(documents: ["acme/DESIGN.md": "# Acme\n\n## Typography\n\n- Font family: \(family)\n- Body: \(family) 16px regular\n"])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: []), fontConverter: .passthrough).analyze(TestSupport.memoryOptions)
        return state.systems.first.map(FontPackager.Needs.init)
    }

    @Test("Every shipped font of the seed site keeps each glyph its pages draw that the font has, and its licence",
          .enabled(if: hasTools))
    func seedSiteFontsCoverTheirPages() throws {
        let site = try TestSupport.seedSite.get()
        let inspector = SiteInspector(root: site.output)
        var used = Set<UInt32>((0x20...0x7E).map(UInt32.init))
        for page in inspector.files where page.hasSuffix(".html") {
            let text = try String(contentsOfFile: site.output + "/" + page, encoding: .utf8)
            for scalar in text.unicodeScalars { used.insert(scalar.value) }
        }
        let css = try String(contentsOfFile: site.output + "/assets/fonts.css", encoding: .utf8)
        let fonts = inspector.files.filter { $0.hasPrefix("assets/fonts/") && $0.hasSuffix(".woff2") }
        #expect(!fonts.isEmpty || FontCatalog.installed.faces.isEmpty)
        #expect(!css.contains("shipped whole"), "every installed face is subset")
        for font in fonts {
            let name = font.lastPathComponent.deletingPathExtension
            let original = try #require(FontCatalog.installed.faces.first { $0.path.lastPathComponent.deletingPathExtension == name }, "\(font) has no source")
            let needed = used.intersection(try Self.charset(original.path))
            let kept = try Self.charset(site.output + "/" + font)
            #expect(needed.isSubset(of: kept), "\(font) lacks \(needed.subtracting(kept).sorted().prefix(20).map { String($0, radix: 16) })")
            #expect(inspector.files.contains(font.deletingLastPathComponent + "/LICENSE.txt"), "\(font) has no licence beside it")
        }
    }
}

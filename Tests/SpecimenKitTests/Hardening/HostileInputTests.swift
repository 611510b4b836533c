import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// Inputs found by trying to break Specimen (issue 49): out-of-range numbers, inputs whose cost
/// grew with the square of their size, names and bytes the terminal or HTML must not receive.
/// Each builds, or fails with a message that names the problem; none traps or hangs.
@Suite("Hostile and large inputs")
struct HostileInputTests {
    func build(_ documents: [String: String]) throws -> (memory: InMemoryFileSystem, state: BuildState) {
        let memory = try TestSupport.memorySite(documents: documents)
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).build(TestSupport.memoryOptions)
        return (memory, state)
    }

    func text(_ memory: InMemoryFileSystem, _ path: String) -> String {
        memory.contents("/Public/" + path).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    static func opacityDocument(_ opacity: String, spacing: String = "8px") -> String {
        """
        ---
        colors:
          primary: "#336699"
        spacing:
          big: \(spacing)
        components:
          card:
            backgroundColor: "{colors.primary}"
            opacity: \(opacity)
        ---
        # Op
        """
    }

    @Test("An opacity outside 0–1 is kept as words with a warning, never drawn", arguments: [
        ("1e17", "8px"), ("1e400", "8px"), ("-1e20", "8px"), ("99999999999999999999%", "8px"), ("\"{spacing.big}\"", "1e20"),
    ])
    func opacityOutOfRange(opacity: String, spacing: String) throws {
        let (memory, state) = try build(["op/DESIGN.md": Self.opacityDocument(opacity, spacing: spacing)])
        let warning = state.diagnostics.first { $0.message.contains("components.card.opacity") && $0.message.contains("outside 0–1") }
        #expect(warning?.line == 9, "\(state.diagnostics.map(\.formatted))")
        let card = try #require(state.systems.first?.components.first)
        #expect(card.variants.first?.states[.default]?.opacity == nil)
        let gallery = text(memory, "op/components/index.html")
        #expect(gallery.contains("unresolved"))
        #expect(!memory.allFiles(under: "/").contains { $0.contains(".specimen-staging") })
    }

    @Test("A length past the limit is a warning that says so, and is not drawn")
    func lengthOutOfRange() throws {
        let document = """
            ---
            colors:
              primary: "#336699"
            components:
              button:
                backgroundColor: "{colors.primary}"
                height: 1e17px
                rounded: 1e400px
            ---
            # Big
            """
        let (_, state) = try build(["big/DESIGN.md": document])
        let messages = state.diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("components.button.height") && $0.contains("beyond the ±1,000,000px") })
        #expect(messages.contains { $0.contains("components.button.rounded") && $0.contains("beyond the ±1,000,000px") })
        let base = try #require(state.systems.first?.components.first?.variants.first?.states[.default])
        #expect(base.height == nil && base.radius == nil)
    }

    @Test("Percentages of huge or infinite values print without trapping")
    func percentText() {
        #expect(0.5.percentText == "50%")
        #expect(0.004.percentText == "0%")
        #expect(1e17.percentText.hasSuffix("%"))
        #expect(Double.infinity.percentText == "inf%")
    }

    @Test("The palette matrix compares at most its limit of colours, and says how many there are")
    func paletteMatrixBounded() throws {
        let count = 300
        let colors = (0..<count).map { "  c\($0): \"#\(String(format: "%06x", $0 * 50_000 % 0xFFFFFF))\"" }.joined(separator: "\n")
        let (memory, state) = try build(["wide/DESIGN.md": "---\ncolors:\n\(colors)\n---\n# Wide\n"])
        let report = try #require(state.systems.first?.audit)
        let limit = PaletteContrast.colorLimit
        #expect(report.palette.count == limit * (limit - 1) / 2)
        #expect(report.paletteColors == count)
        #expect(text(memory, "wide/audit/index.html").contains("The palette has \(count) colours; the matrix compares the first \(limit)."))
        // The report grows with the palette, not with its square.
        #expect((memory.contents("/Public/wide/audit.json")?.count ?? .max) < 1_500_000)
    }

    @Test("A palette within the limit has its whole matrix and no note")
    func paletteMatrixWhole() throws {
        let (_, state) = try build(["few/DESIGN.md": "---\ncolors:\n  a: \"#000000\"\n  b: \"#ffffff\"\n  c: \"#777777\"\n---\n# Few\n"])
        let report = try #require(state.systems.first?.audit)
        #expect(report.palette.count == 3)
        #expect(report.paletteColors == nil)
    }

    @Test("A long alias chain in a sidecar resolves, in front matter and sidecars alike")
    func aliasChains() throws {
        let links = 3_000
        let sidecar = "tokens:\n" + (0..<links).map { "  t\($0): \"{t\($0 + 1)}\"" }.joined(separator: "\n") + "\n  t\(links): 10px\n"
        let memory = try TestSupport.memorySite(documents: ["acme/DESIGN.md": "# Acme\n\ntext\n", "acme/specimen.yml": sidecar])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(
            BuildOptions(content: "/Content"), auditing: false)
        let tokens = try #require(state.systems.first?.tokens)
        let first = try #require(tokens.tokens.first { $0.name == "t0" })
        guard case .dimension(let length, _)? = tokens.value(of: first) else {
            Issue.record("t0 has no length: \(String(describing: tokens.value(of: first)))")
            return
        }
        #expect(length == Length(10, .px))
        let css = CSSTokenExporter().export(ExportInput(state.systems[0].exportedTokens), systemName: "Acme", systemSlug: "acme")
        #expect(css.contains("--t0: var(--t1);"))
        #expect(!state.diagnostics.contains { $0.message.contains("cycle") })
    }

    @Test("An alias cycle is still reported, and its tokens have no value")
    func aliasCycle() throws {
        let sidecar = "tokens:\n  a: \"{b}\"\n  b: \"{c}\"\n  c: \"{a}\"\n  d: \"{a}\"\n"
        let memory = try TestSupport.memorySite(documents: ["acme/DESIGN.md": "# Acme\n\ntext\n", "acme/specimen.yml": sidecar])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(BuildOptions(content: "/Content"), auditing: false)
        let tokens = try #require(state.systems.first?.tokens)
        for name in ["a", "b", "c", "d"] {
            let token = try #require(tokens.tokens.first { $0.name == name })
            #expect(tokens.value(of: token) == nil)
        }
        #expect(state.diagnostics.filter { $0.message.contains("alias cycle") }.count == 4)
    }

    @Test("NUL and other control characters from YAML escapes never reach the HTML")
    func controlCharactersInHTML() throws {
        let document = "---\nname: \"A\\0B\\eC\\u0085D\"\ncolors:\n  primary: \"#123456\"\n  \"x\\u0007y\": \"#654321\"\n---\n# X\n"
        let (memory, _) = try build(["sys/DESIGN.md": document])
        for path in memory.allFiles(under: "/Public") where path.hasSuffix(".html") {
            let bytes = memory.contents(path) ?? Data()
            #expect(!bytes.contains { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }, "\(path)")
            #expect(!String(decoding: bytes, as: UTF8.self).unicodeScalars.contains { (0x80...0x9F).contains($0.value) }, "\(path)")
        }
        #expect(text(memory, "sys/index.html").contains("<title>ABCD"))
    }

    @Test("Past the limit, a section's sidebar lists its own group of sections and links to the others")
    func longSidebar() throws {
        let count = 230
        let document = "# Big\n\n" + (1...count).map { "## Section \($0)\n\nSome text here.\n" }.joined(separator: "\n")
        let (memory, _) = try build(["big/DESIGN.md": document])
        let page = text(memory, "big/section-120/index.html")
        let start = try #require(page.firstRange(of: "<nav class=\"sidebar\""))
        let end = try #require(page[start.upperBound...].firstRange(of: "</nav>"))
        let sidebar = String(page[start.lowerBound..<end.upperBound])
        let listed = sidebar.components(separatedBy: "href=\"../section-").count - 1
        // Sections 101–150 and one link each to 51–100 and 151–200.
        #expect(listed == SiteRenderer.sidebarGroup + 2, "\(listed)")
        #expect(sidebar.contains("Sections 51–100 of \(count)"))
        #expect(sidebar.contains("Sections 151–200 of \(count)"))
        #expect(sidebar.contains("aria-current=\"page\">Section 120<"))
        // A short document lists every section, as before.
        let (short, _) = try build(["small/DESIGN.md": "# Small\n\n## One\n\nx\n\n## Two\n\ny\n"])
        #expect(!text(short, "small/one/index.html").contains("sidebar__more"))
    }

    @Test("A folder name that is not UTF-8 fails the listing, naming it")
    func nonUTF8Name() throws {
        let folder = TestSupport.temporaryFolder()
        let name = Array("bad".utf8) + [0xFF]
        let path = Array(folder.utf8) + [UInt8(ascii: "/")] + name + [0]
        #expect(path.withUnsafeBufferPointer { mkdir(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), 0o755) } == 0)
        #expect {
            _ = try FileIO.local.list(folder)
        } throws: { error in
            (error as? SpecimenError)?.reason.contains("'bad\\xFF'") == true
        }
    }

    @Test("Path parts of one-character and rooted paths", arguments: [
        ("o", "o", "", ""), ("a/b.md", "b.md", "a", "md"), ("/b", "b", "/", ""), ("/", "/", "/", ""),
        ("a/", "a", "", ""), ("x/y/", "y", "x", ""), (".profile", ".profile", "", ""), ("a//b", "b", "a", ""),
    ])
    func pathParts(path: String, last: String, parent: String, suffix: String) {
        #expect(path.lastPathComponent == last)
        #expect(path.deletingLastPathComponent == parent)
        #expect(path.pathExtension == suffix)
    }

    @Test("YAML past the node limit is refused with a message that fits its cause")
    func yamlLimitMessages() throws {
        let keys = "colors:\n" + (0...BoundedYAML.maxNodes / 2).map { "  c\($0): \"#000000\"" }.joined(separator: "\n")
        #expect {
            _ = try BoundedYAML.compose(keys, file: "big.yml")
        } throws: { error in
            let reason = (error as? SpecimenError)?.reason ?? ""
            return reason.contains("holds more than") && !reason.contains("alias")
        }
    }

    @Test("A document of more sections than the limit is refused, naming the first section past it")
    func tooManySections() throws {
        let count = DocumentReader.maxSections + 1
        let document = "# Big\n\n" + (1...count).map { "## S\($0)\n\nx\n" }.joined(separator: "\n")
        let memory = try TestSupport.memorySite(documents: ["big/DESIGN.md": document])
        #expect {
            _ = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).build(TestSupport.memoryOptions)
        } throws: { error in
            let error = error as? SpecimenError
            return error?.reason.contains("has \(count) top-level sections") == true && error?.line == 3 + 4 * DocumentReader.maxSections
        }
    }

    @Test("Past the token limit the rest is not read, and a warning says where reading stopped")
    func tooManyTokens() throws {
        let count = TokenExtractor.maxTokens + 2
        let colors = (0..<count).map { "  c\($0): \"#\(String(format: "%06x", $0))\"" }.joined(separator: "\n")
        let memory = try TestSupport.memorySite(documents: ["many/DESIGN.md": "---\ncolors:\n\(colors)\n---\n# Many\n"])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(BuildOptions(content: "/Content"), auditing: false)
        #expect(state.systems.first?.tokens.tokens.count == TokenExtractor.maxTokens)
        let warning = state.diagnostics.first { $0.message.contains("states \(count) tokens") }
        #expect(warning?.line == 3 + TokenExtractor.maxTokens)
        #expect(warning?.message.contains("the 1 after it are not read") == true)
    }

    @Test("A document over the size limit is refused with its size in MiB, to a tenth")
    func sizeMessage() throws {
        let memory = try TestSupport.memorySite(documents: [:])
        memory.add("/Content/big/DESIGN.md", Data(repeating: UInt8(ascii: "a"), count: 17_721_000))
        #expect {
            _ = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).build(TestSupport.memoryOptions)
        } throws: { error in
            (error as? SpecimenError)?.reason.contains("the file is 16.9 MiB; documents over 16 MiB are refused") == true
        }
    }

    @Test("A value pasted whole on one line is quoted in part, with its line, in warnings and in extract")
    func longValuesAreQuotedInPart() throws {
        let reference = String(repeating: "Lagoon-", count: 2_000) + "Blue"
        let document = """
            # Long

            ## Colors

            - **Harbour** (#1F5F8B): actions

            ## Components

            ### Button

            - Background: \(reference)
            - Text: white
            """
        let (_, state) = try build(["long/DESIGN.md": document])
        let warning = try #require(state.diagnostics.first { $0.message.contains("unresolved reference") }, "\(state.diagnostics.map(\.formatted))")
        #expect(warning.line == 11)
        #expect(warning.message.contains("'Lagoon-Lagoon-") && warning.message.contains("…'"))
        #expect(warning.message.count < 200, "\(warning.message.count) characters")
        let written = DesignMDWriter(try #require(state.systems.first).system).write()
        let comment = try #require(written.split(separator: "\n").first { $0.contains("line 11: components.button") }, "\(written)")
        #expect(comment.count < 200 && comment.contains("…"), "\(comment.count) characters")
    }
}

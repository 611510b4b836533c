import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// One test per case of docs/AUDIT.md "When input is bad": each gets a clear message naming the
/// file (and line where there is one), a failed build, and the previous site left untouched.
@Suite("Bad input")
struct BadInputTests {
    static let good = "# Good\n\n## Colours\n\n| Name | Hex |\n|---|---|\n| Ink | #222222 |\n"

    /// A memory site with one good system already built, so every test can check that a
    /// failed build leaves that site exactly as it was.
    func builtSite(extra: [String: String] = [:]) throws -> InMemoryFileSystem {
        let memory = try TestSupport.memorySite(documents: ["good/DESIGN.md": Self.good])
        _ = try builder(memory).build(TestSupport.memoryOptions)
        for (path, text) in extra { memory.add("/Content/" + path, Data(text.utf8)) }
        return memory
    }

    func builder(_ memory: InMemoryFileSystem, fileIO: FileIO? = nil, isCancelled: @escaping @Sendable () -> Bool = { false }) -> SiteBuilder {
        SiteBuilder(fileIO: fileIO ?? memory.fileIO, fontCatalog: FontCatalog(faces: []), isCancelled: isCancelled)
    }

    func snapshot(_ memory: InMemoryFileSystem) -> [String: Data] {
        Dictionary(uniqueKeysWithValues: memory.allFiles(under: "/Public").map { ($0, memory.contents($0) ?? Data()) })
    }

    /// Builds, expects a `SpecimenError` whose message, file and line match, and checks the
    /// previous site is byte-for-byte unchanged with no staging folder left behind.
    func expectFailure(
        _ memory: InMemoryFileSystem, fileIO: FileIO? = nil, options: BuildOptions = TestSupport.memoryOptions,
        isCancelled: @escaping @Sendable () -> Bool = { false },
        reason: String, file: String? = nil, line: Int? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let before = snapshot(memory)
        do {
            _ = try builder(memory, fileIO: fileIO, isCancelled: isCancelled).build(options)
            Issue.record("the build succeeded", sourceLocation: sourceLocation)
        } catch let error as SpecimenError {
            #expect(error.reason.contains(reason), "\(error.formatted)", sourceLocation: sourceLocation)
            if let file { #expect(error.file?.hasSuffix(file) == true, "\(error.formatted)", sourceLocation: sourceLocation) }
            if let line { #expect(error.line == line, "\(error.formatted)", sourceLocation: sourceLocation) }
        } catch {
            Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
        }
        #expect(snapshot(memory) == before, "the previous site changed", sourceLocation: sourceLocation)
        #expect(!memory.allFiles(under: "/").contains { $0.contains(".specimen-staging") }, sourceLocation: sourceLocation)
    }

    // MARK: Content folder

    @Test("Content missing")
    func contentMissing() throws {
        let memory = try builtSite()
        var options = TestSupport.memoryOptions
        options.content = "/Elsewhere"
        expectFailure(memory, options: options, reason: "content folder does not exist", file: "/Elsewhere")
    }

    @Test("Content empty")
    func contentEmpty() throws {
        let memory = try builtSite()
        try memory.fileIO.remove("/Content/good")
        memory.add("/Content/notes.txt", Data("not markdown".utf8))
        expectFailure(memory, reason: "no design documents found", file: "/Content")
    }

    // MARK: Documents

    @Test("Document is empty, binary, not UTF-8, or too large", arguments: [
        (Data(), "the file is empty", nil),
        (Data("# Title\n\0binary".utf8), "binary (NUL byte at offset 8)", nil),
        (Data("# Title\n\nline two\n".utf8) + Data([0xC3, 0x28]) + Data("\n".utf8), "not valid UTF-8", 4),
        (Data(repeating: UInt8(ascii: "a"), count: 50 * 1024 * 1024), "documents over 16 MiB are refused", nil),
    ] as [(Data, String, Int?)])
    func badDocument(data: Data, reason: String, line: Int?) throws {
        let memory = try builtSite()
        memory.add("/Content/bad/DESIGN.md", data)
        expectFailure(memory, reason: reason, file: "bad/DESIGN.md", line: line)
    }

    @Test("10,000 nested list levels and a 1 MB line build without crashing")
    func pathologicalButValid() throws {
        let nested = "# Deep\n\n## Part\n\n" + String(repeating: "- ", count: 10_000) + "bottom\n\n" + String(repeating: "> ", count: 10_000) + "quote\n"
        let longLine = "# Long\n\n## Part\n\n" + String(repeating: "word #ABCDEF ", count: 80_000) + "\n"
        let memory = try TestSupport.memorySite(documents: ["deep/DESIGN.md": nested, "long/DESIGN.md": longLine])
        let state = try builder(memory).build(TestSupport.memoryOptions)
        #expect(state.systems.count == 2)
        #expect(memory.text("/Public/deep/part/index.html")?.contains("bottom") == true)
        #expect(memory.text("/Public/long/part/index.html")?.contains("word #ABCDEF word") == true)
    }

    /// Raw HTML is parsed for swatches: an entity bomb, 20,000 nested elements and an unclosed
    /// tail must neither hang nor crash, and expand nothing into tokens.
    @Test("Hostile HTML blocks build without expanding or crashing")
    func hostileHTML() throws {
        let bomb = """
        <!DOCTYPE x [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]>
        <div><span>Bomb</span><span>&c;</span></div>
        """
        let deep = String(repeating: "<div>", count: 20_000) + "<span>Deep</span><span>#123456</span>"
        let text = "# Hostile\n\n## Cards\n\n\(bomb)\n\n\(deep)\n\n<div><span>Open\n"
        let memory = try TestSupport.memorySite(documents: ["hostile/DESIGN.md": text])
        let state = try builder(memory).build(TestSupport.memoryOptions)
        let tokens = try #require(state.systems.first).tokens.tokens
        #expect(!tokens.contains { $0.name == "Bomb" })
        #expect(tokens.allSatisfy { $0.name.count < 100 })
    }

    @Test("An unreadable file")
    func unreadable() throws {
        let memory = try builtSite(extra: ["locked/DESIGN.md": "# Locked\n"])
        var fileIO = memory.fileIO
        let read = fileIO.read
        fileIO.read = { path in
            if path.hasSuffix("locked/DESIGN.md") { throw SpecimenError("cannot read file: permission denied", file: path) }
            return try read(path)
        }
        expectFailure(memory, fileIO: fileIO, reason: "permission denied", file: "locked/DESIGN.md")
    }

    // MARK: Values

    @Test("Bad colour literals, conflicting definitions and broken aliases are warnings; --strict fails")
    func valueWarnings() throws {
        let document = """
            # Kit

            ## Colours

            - **Primary:** `#GGG`
            - **Secondary:** `#12345`
            - **Tertiary:** `rgb(300, -1, 2)`

            | Name | Hex |
            |---|---|
            | Ink | #222222 |
            | Ink | #333333 |
            """
        let sidecar = "tokens:\n  ghost: \"{nowhere}\"\n  loop.a: \"{loop.b}\"\n  loop.b: \"{loop.a}\"\n"
        let memory = try builtSite(extra: ["kit/DESIGN.md": document, "kit/specimen.yml": sidecar])
        let state = try builder(memory).build(TestSupport.memoryOptions)
        let messages = state.diagnostics.filter { $0.severity == .warning }.map { "\($0.file):\($0.line ?? 0) \($0.message)" }
        #expect(messages.contains { $0.hasPrefix("kit/DESIGN.md:5 ") && $0.contains("#GGG") })
        #expect(messages.contains { $0.hasPrefix("kit/DESIGN.md:6 ") && $0.contains("#12345") })
        #expect(messages.contains { $0.hasPrefix("kit/DESIGN.md:7 ") && $0.contains("rgb(300") })
        #expect(messages.contains { $0.hasPrefix("kit/DESIGN.md:12 ") && $0.contains("'Ink' is defined again") })
        #expect(messages.contains { $0.hasPrefix("kit/specimen.yml:2 ") && $0.contains("nowhere") })
        #expect(messages.contains { $0.hasPrefix("kit/specimen.yml:3 ") && $0.contains("cycle") })
        // The page shows them too.
        #expect(memory.text("/Public/kit/tokens/index.html")?.contains("is defined again with a different value") == true)

        var strict = TestSupport.memoryOptions
        strict.strict = true
        memory.add("/Content/kit/DESIGN.md", Data((document + "\n\nChanged.\n").utf8))
        expectFailure(memory, options: strict, reason: "--strict", file: "kit/DESIGN.md", line: 5)
    }

    // MARK: Sidecars

    @Test("A sidecar that is invalid YAML, has wrong types, or bad values", arguments: [
        ("name: [unclosed\n", "invalid YAML", 2),
        ("name:\n  - a\n  - b\n", "'name' must be text", 2),
        ("order: first\n", "'order' must be a whole number", 1),
        ("tokens:\n  ink: \"#GGG\"\n", "invalid colour '#GGG'", 2),
    ] as [(String, String, Int)])
    func badSidecar(yaml: String, reason: String, line: Int) throws {
        let memory = try builtSite(extra: ["kit/DESIGN.md": Self.good, "kit/specimen.yml": yaml])
        expectFailure(memory, reason: reason, file: "kit/specimen.yml", line: line)
    }

    @Test("Unknown sidecar keys are warnings that suggest the right key")
    func unknownKey() throws {
        let memory = try builtSite(extra: ["kit/DESIGN.md": Self.good, "kit/specimen.yml": "name: Kit\nsumary: typo\n"])
        let state = try builder(memory).build(TestSupport.memoryOptions)
        let warning = try #require(state.diagnostics.first { $0.message.contains("sumary") })
        #expect(warning.severity == .warning)
        #expect(warning.message.contains("did you mean 'summary'?"))
        #expect(warning.line == 2)
    }

    // MARK: Templates

    @Test("A template with a syntax error names the template file and line")
    func templateSyntax() throws {
        let memory = try builtSite()
        memory.add("/Templates/pages/home.mustache", Data("{{<layouts.base}}\n{{$body}}\n{{#body}}\n{{/wrong}}\n{{/body}}\n{{/layouts.base}}\n".utf8))
        expectFailure(memory, reason: "template syntax error", file: "Templates/pages/home.mustache", line: 4)
    }

    @Test("A syntax error in a template whose file name has a dot names that file, not the dotted name read as a path")
    func templateSyntaxInDottedFile() throws {
        let memory = try builtSite()
        memory.add("/Templates/partials/card.v2.mustache", Data("<div>\n{{#open}}\n</div>\n".utf8))
        expectFailure(memory, reason: "template syntax error", file: "Templates/partials/card.v2.mustache")
    }

    @Test("A template that uses a missing partial names the template file and line")
    func missingPartial() throws {
        let memory = try builtSite()
        memory.add("/Templates/pages/home.mustache", Data("{{<layouts.base}}\n{{$body}}\n{{>partials.nowhere}}\n{{/body}}\n{{/layouts.base}}\n".utf8))
        expectFailure(memory, reason: "partial 'partials.nowhere' does not exist", file: "Templates/pages/home.mustache", line: 3)
    }

    // MARK: Output folder

    @Test("An output folder that is a file, the content folder, inside it, or not Specimen's", arguments: [
        ("/Public-file", "exists and is not a folder"),
        ("/Content", "inside the content folder"),
        ("/Content/good/site", "inside the content folder"),
        ("/Foreign", "did not create"),
    ])
    func badOutput(output: String, reason: String) throws {
        let memory = try builtSite()
        memory.add("/Public-file", Data("a file".utf8))
        memory.add("/Foreign/thesis.docx", Data("precious".utf8))
        var options = TestSupport.memoryOptions
        options.output = output
        expectFailure(memory, options: options, reason: reason)
        #expect(memory.text("/Foreign/thesis.docx") == "precious")
    }

    @Test("An output folder whose parent does not exist yet is made, unless it would be inside the content folder")
    func outputUnderANewFolder() throws {
        let memory = try TestSupport.memorySite(documents: ["good/DESIGN.md": Self.good])
        var options = TestSupport.memoryOptions
        options.output = "/Build/site/public"
        _ = try builder(memory).build(options)
        #expect(memory.text("/Build/site/public/index.html") != nil)
        options.output = "/Content/new/public"
        #expect(throws: SpecimenError.self) { try builder(memory).build(options) }
        #expect(memory.allFiles(under: "/Content/new").isEmpty)
    }

    @Test("An output folder that cannot be written")
    func notWritable() throws {
        let memory = try builtSite()
        var fileIO = memory.fileIO
        fileIO.createDirectory = { path in throw SpecimenError("cannot create folder: permission denied", file: path) }
        expectFailure(memory, fileIO: fileIO, reason: "permission denied")
    }

    @Test("Disk full half-way through writing")
    func diskFull() throws {
        let memory = try builtSite(extra: ["good/DESIGN.md": Self.good + "\nMore text.\n"])
        var fileIO = memory.fileIO
        let write = fileIO.write
        fileIO.write = { path, data in
            if path.contains("colours") { throw SpecimenError("cannot write file: no space left on device", file: path) }
            try write(path, data)
        }
        expectFailure(memory, fileIO: fileIO, reason: "no space left on device")
    }

    @Test("A broken document does not stop `tokens` or `audit` of another system named with --system")
    func oneBrokenDocumentElsewhere() throws {
        let content = TestSupport.temporaryFolder() + "/Content"
        for (path, text) in ["good/DESIGN.md": Self.good, "broken/DESIGN.md": "---\nname: Broken\ncolors:\n  ink: \"#111111\"\n# Broken\n"] {
            try FileManager.default.createDirectory(atPath: content + "/" + (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: content + "/" + path, atomically: true, encoding: .utf8)
        }
        let tokens = try SpecimenBinary.run(["tokens", "--content", content, "--system", "good", "--format", "css"])
        #expect(tokens.status == 0, "\(tokens.output)")
        #expect(tokens.output.contains("#222222") && !tokens.output.contains("never closes"))
        let audit = try SpecimenBinary.run(["audit", "--content", content, "--system", "good"])
        #expect(audit.status == 0, "\(audit.output)")
        // Asked for every system, the broken one still fails, with its file and line.
        let all = try SpecimenBinary.run(["tokens", "--content", content])
        #expect(all.status == 1 && all.output.contains("broken/DESIGN.md:1: error: the front matter opened here never closes"), "\(all.output)")
    }

    @Test("Ctrl-C during a build")
    func interrupted() throws {
        let memory = try builtSite(extra: ["good/DESIGN.md": Self.good + "\nMore text.\n"])
        expectFailure(memory, isCancelled: { true }, reason: "interrupted")
    }
}

import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// Inputs that stalled the fuzz harness (`scripts/fuzz/FuzzMarkdown.swift`), each run through the
/// same stages the harness drives. Slow inputs count: a build must not stall on one odd line.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    /// The analysis the harness runs, stage by stage as a build runs it: ingestion with front
    /// matter, token extraction and resolution, components in both modes, and rules.
    struct PipelineResult {
        var document: MarkdownDocument
        var outline: DocumentOutline
        var tokens: ResolvedTokens
        var specs: [ComponentSpec]
        var components: [ResolvedComponent]
        var darkComponents: [ResolvedComponent]
        var rules: [DesignRule]
        var elapsed: Duration
    }

    static func run(_ text: String) throws -> PipelineResult {
        let clock = ContinuousClock()
        let start = clock.now
        let (frontMatter, body) = try FrontMatter.split(text.normalizedForReading, file: "fuzz.md")
        let document = MarkdownParser().parse(body, file: "fuzz.md")
        let outline = SectionSplitter().split(document)
        let extracted = TokenExtractor().extract(from: document, frontMatter: frontMatter)
        let tokens = try TokenResolver().resolve(extracted, sidecar: Sidecar(file: "specimen.yml"))
        let specs = ComponentExtractor().extract(from: document, frontMatter: frontMatter, tokens: tokens).specs
        let light = ComponentResolver(tokens: tokens).resolve(specs).components
        let dark = ComponentResolver(tokens: tokens, mode: .dark).resolve(specs).components
        let rules = DesignRuleExtractor().extract(from: document)
        _ = RuleViolation.detect(in: light, rules: rules)
        return PipelineResult(
            document: document, outline: outline, tokens: tokens, specs: specs,
            components: light, darkComponents: dark, rules: rules, elapsed: clock.now - start)
    }

    /// The whole build the harness runs: the document as the only system, in memory, with the
    /// real templates, through the audit, the render and the write.
    static func build(_ text: String, sidecar: String? = nil) throws -> (state: BuildState, site: InMemoryFileSystem, elapsed: Duration) {
        var documents = ["fuzz/DESIGN.md": text]
        documents["fuzz/specimen.yml"] = sidecar
        let site = try TestSupport.memorySite(documents: documents)
        let clock = ContinuousClock()
        let start = clock.now
        let state = try SiteBuilder(fileIO: site.fileIO, fontCatalog: FontCatalog(faces: [])).build(TestSupport.memoryOptions)
        return (state, site, clock.now - start)
    }

    /// Well under the harness's 10 s timeout, and far above what these inputs take once fixed
    /// (milliseconds), even in a debug build on a loaded machine.
    static let budget: Duration = .seconds(3)

    static let digits = String(repeating: "1", count: 4000)

    /// A long digit run in a property value. Every number search restarted at each digit, so
    /// 500 digits took over a second and 16 KB never finished.
    @Test("A digit run in a property value", arguments: [
        "- Padding: DIGITS",
        "- Padding: DIGITS 12pt horizontal",
        "- Shadow: DIGITS blur, black at 10% opacity",
        "- Opacity: DIGITS",
        "- Gradient: DIGITSdeg",
    ])
    func digitRun(item: String) throws {
        let line = item.replacingOccurrences(of: "DIGITS", with: Self.digits)
        let result = try Self.run("# Buttons\n\n## Primary Button\n\n\(line)\n- Background: #1A2B3C\n")
        #expect(result.elapsed < Self.budget, "took \(result.elapsed)")
        let button = result.components.first { $0.name == "Primary Button" }
        #expect(button?.kind == .button)
        #expect(button?.spec.base[.default].fill?.value == RGBAColor(css: "#1A2B3C"))
    }

    @Test("A number after a digit run is still read")
    func numberAfterDigitRun() throws {
        let result = try Self.run("# Buttons\n\n## Primary Button\n\n- Padding: \(Self.digits) 12pt horizontal, 6pt vertical\n")
        #expect(result.elapsed < Self.budget, "took \(result.elapsed)")
        let padding = result.specs.first?.base[.default]
        #expect(padding?.paddingHorizontal?.value == Length(12))
        #expect(padding?.paddingVertical?.value == Length(6))
    }

    /// A heading with a run of unclosed `(`: dropping parentheticals scanned to the end of the
    /// heading from every one of them.
    @Test("Unclosed parentheses in a component heading")
    func unclosedParentheses() throws {
        let heading = "Button " + String(repeating: "(", count: 16000)
        let result = try Self.run("# Buttons\n\n## \(heading)\n\n- Background: #1A2B3C\n")
        #expect(result.elapsed < Self.budget, "took \(result.elapsed)")
        #expect(result.outline.sections.count == 1)
        #expect(result.outline.sections.first?.title.hasPrefix("Button (((") == true)
        #expect(ComponentKind.classifyHead("Status Badge (beta)") == .statusBadge)
    }

    /// A run of spaces after `Name = #` in a code block: the value and the spaces after it could
    /// split the run every way, which was cubic (6,000 spaces did not finish in minutes).
    @Test("A run of spaces after a colour name in a code block")
    func spacesAfterColorName() throws {
        let spaces = String(repeating: " ", count: 16000)
        let result = try Self.run("# Colours\n\n```\nInk = #1A2B3C\nPaper = #\(spaces)x\n```\n")
        #expect(result.elapsed < Self.budget, "took \(result.elapsed)")
        let ink = result.tokens.tokens.first { $0.name == "Ink" }
        #expect(ink?.value == .color(RGBAColor(css: "#1A2B3C")!))
    }

    /// A long identifier in a SwiftUI view: the search for `name: Type = default` restarted at
    /// every letter of it.
    @Test("A long identifier in a SwiftUI view")
    func longIdentifier() throws {
        let identifier = String(repeating: "a", count: 16000)
        let result = try Self.run("""
            # Buttons

            ```swift
            struct PrimaryButton: View {
                let \(identifier)
                var cornerRadius: CGFloat = 12
                var body: some View {
                    Text("Go").padding(12)
                }
            }
            ```
            """)
        #expect(result.elapsed < Self.budget, "took \(result.elapsed)")
        #expect(result.document.blocks.count == 2)
    }

    /// A front matter whose tokens each refer to the next: every token walked the rest of the
    /// chain, and every step scanned the whole group for the key, so 200 colours took 20 s under
    /// ASan and 600 over two minutes.
    static func referenceChain(_ group: String, count: Int, end: String, closing: Int? = nil) -> String {
        let links = (0..<count).map { "  t\($0): \"{\(group).t\($0 + 1)}\"" }
        let last = closing.map { "  t\(count): \"{\(group).t\($0)}\"" } ?? "  t\(count): \"\(end)\""
        return "---\n\(group):\n" + (links + [last]).joined(separator: "\n") + "\n---\n\n# Tokens\n\nText.\n"
    }

    @Test("A long chain of front-matter references")
    func referenceChain() throws {
        let result = try Self.run(Self.referenceChain("colors", count: 2000, end: "#1A2B3C"))
        #expect(result.elapsed < Self.budget, "took \(result.elapsed)")
        #expect(result.tokens.tokens.count == 2001)
        #expect(result.tokens.tokens.allSatisfy { $0.value == .color(RGBAColor(css: "#1A2B3C")!) })
        #expect(result.tokens.tokens.first?.usage == "Refers to {colors.t1}")
    }

    @Test("A long reference cycle is still reported at every key")
    func referenceCycle() throws {
        let text = Self.referenceChain("colors", count: 2000, end: "", closing: 1000)
        let result = try Self.run(text)
        #expect(result.elapsed < Self.budget, "took \(result.elapsed)")
        #expect(result.tokens.tokens.isEmpty)
        // The lint reports broken references (`broken-ref`); each key's reference is in the cycle,
        // named by the reference it makes, including those that only lead into it.
        let (frontMatter, _) = try FrontMatter.split(text, file: "fuzz.md")
        let references = FrontMatterReferences(root: try #require(frontMatter).root)
        let keys = try #require(frontMatter?.root["colors"]?.entries)
        let problems = keys.map { references.resolve($0.value) }
        #expect(problems.count == 2001)
        #expect(problems.allSatisfy { if case .failure(.cycle) = $0 { true } else { false } })
        #expect(problems.first.map { "\($0)" } == "failure(\(FrontMatterReferences.Problem.cycle(path: "colors.t1")))")
        #expect(problems.last.map { "\($0)" } == "failure(\(FrontMatterReferences.Problem.cycle(path: "colors.t1000")))")
    }

    /// A sentence under many levels of block quote, where the site home looks for a system's
    /// summary. Each level evaluated the level below twice (`lazy.compactMap(…).first`), so 22
    /// levels took 3 s in a release build and the fuzzer's 80 (a 163-byte document) would never
    /// finish. 22 keeps a regression a failure rather than a hang.
    @Test("Nested block quotes before the first sentence")
    func nestedQuoteSummary() throws {
        let text = "# Quoted\n\n" + String(repeating: ">", count: 22) + " The summary sits deep inside quotes. More follows.\n"
        let (_, site, elapsed) = try Self.build(text)
        #expect(elapsed < Self.budget, "took \(elapsed)")
        #expect(site.text("/Public/index.html")?.contains("The summary sits deep inside quotes.") == true)
    }

    /// The same chain through the whole build, in a group that stays out of the palette matrix
    /// (whose size grows with the square of the colours; see the fuzzing log in CHANGELOG.md).
    @Test("A long chain of front-matter references through the whole build")
    func referenceChainBuild() throws {
        let (state, site, elapsed) = try Self.build(Self.referenceChain("spacing", count: 400, end: "4px"))
        #expect(elapsed < Self.budget, "took \(elapsed)")
        #expect(state.systems.first?.tokens.tokens.count == 401)
        #expect(site.text("/Public/fuzz/tokens/index.html")?.contains("t400") == true)
    }
}

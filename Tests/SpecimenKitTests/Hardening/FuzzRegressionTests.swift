import Foundation
import Testing
@testable import SpecimenKit

/// Inputs that stalled the fuzz harness (`scripts/fuzz/FuzzMarkdown.swift`), each run through the
/// same stages the harness drives. Slow inputs count: a build must not stall on one odd line.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    /// What the harness runs: ingestion, then token and component extraction in both modes.
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

    static func run(_ text: String) -> PipelineResult {
        let clock = ContinuousClock()
        let start = clock.now
        let document = MarkdownParser().parse(text, file: "fuzz.md")
        let outline = SectionSplitter().split(document)
        let extracted = TokenExtractor().extract(from: document)
        let tokens = ResolvedTokens(tokens: extracted.tokens, diagnostics: extracted.diagnostics)
        let specs = ComponentExtractor().extract(from: document, tokens: tokens).specs
        let light = ComponentResolver(tokens: tokens).resolve(specs).components
        let dark = ComponentResolver(tokens: tokens, mode: .dark).resolve(specs).components
        let rules = DesignRuleExtractor().extract(from: document)
        _ = RuleViolation.detect(in: light, rules: rules)
        return PipelineResult(
            document: document, outline: outline, tokens: tokens, specs: specs,
            components: light, darkComponents: dark, rules: rules, elapsed: clock.now - start)
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
    func digitRun(item: String) {
        let line = item.replacingOccurrences(of: "DIGITS", with: Self.digits)
        let result = Self.run("# Buttons\n\n## Primary Button\n\n\(line)\n- Background: #1A2B3C\n")
        #expect(result.elapsed < Self.budget, "took \(result.elapsed)")
        let button = result.components.first { $0.name == "Primary Button" }
        #expect(button?.kind == .button)
        #expect(button?.spec.base[.default].fill?.value == RGBAColor(css: "#1A2B3C"))
    }

    @Test("A number after a digit run is still read")
    func numberAfterDigitRun() {
        let result = Self.run("# Buttons\n\n## Primary Button\n\n- Padding: \(Self.digits) 12pt horizontal, 6pt vertical\n")
        #expect(result.elapsed < Self.budget, "took \(result.elapsed)")
        let padding = result.specs.first?.base[.default]
        #expect(padding?.paddingHorizontal?.value == Length(12))
        #expect(padding?.paddingVertical?.value == Length(6))
    }

    /// A heading with a run of unclosed `(`: dropping parentheticals scanned to the end of the
    /// heading from every one of them.
    @Test("Unclosed parentheses in a component heading")
    func unclosedParentheses() {
        let heading = "Button " + String(repeating: "(", count: 16000)
        let result = Self.run("# Buttons\n\n## \(heading)\n\n- Background: #1A2B3C\n")
        #expect(result.elapsed < Self.budget, "took \(result.elapsed)")
        #expect(result.outline.sections.count == 1)
        #expect(result.outline.sections.first?.title.hasPrefix("Button (((") == true)
        #expect(ComponentKind.classifyHead("Status Badge (beta)") == .statusBadge)
    }

    /// A run of spaces after `Name = #` in a code block: the value and the spaces after it could
    /// split the run every way, which was cubic (6,000 spaces did not finish in minutes).
    @Test("A run of spaces after a colour name in a code block")
    func spacesAfterColorName() {
        let spaces = String(repeating: " ", count: 16000)
        let result = Self.run("# Colours\n\n```\nInk = #1A2B3C\nPaper = #\(spaces)x\n```\n")
        #expect(result.elapsed < Self.budget, "took \(result.elapsed)")
        let ink = result.tokens.tokens.first { $0.name == "Ink" }
        #expect(ink?.value == .color(RGBAColor(css: "#1A2B3C")!))
    }

    /// A long identifier in a SwiftUI view: the search for `name: Type = default` restarted at
    /// every letter of it.
    @Test("A long identifier in a SwiftUI view")
    func longIdentifier() {
        let identifier = String(repeating: "a", count: 16000)
        let result = Self.run("""
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
}

import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// Small reading defects found by trying the tool as a user, each pinned so it cannot return.
@Suite struct ReaderDefectTests {
    @Test func aBadColourInAPlainBulletWarnsAtItsLine() {
        let document = MarkdownParser().parse("# Palette\n\n- Ink: #12345\n- Paper: `#FAFAF7` (page)\n", file: "p.md")
        let set = TokenExtractor().extract(from: document)
        #expect(set.diagnostics.contains { $0.severity == .warning && $0.line == 3 && $0.message.contains("#12345") })
        #expect(set.tokens.map(PinnedToken.init) == [PinnedToken(4, "Paper", "#FAFAF7")])
        #expect(set.token(named: "Paper")?.usage == "page")
    }

    /// A CSS property in a selector's rule is named after the rule: two rules' borders are two
    /// values, not one `border-bottom` defined twice with a warning that is not true.
    @Test func aCSSPropertyInASelectorsRuleIsNamedAfterTheRule() {
        let document = MarkdownParser().parse("""
            # Ledger

            ## Tables

            ```css
            .ledger thead {
              border-bottom: 2px solid #B8B2A7;
            }
            .ledger .row {
              border-bottom: 1px solid #E9E4DA;
              box-shadow: 0 2px 6px rgba(20, 16, 8, 0.12);
            }
            ```
            """, file: "p.md")
        let set = TokenExtractor().extract(from: document)
        #expect(set.tokens.map(PinnedToken.init) == [PinnedToken(7, "ledger thead border-bottom", "#B8B2A7"),
                                                      PinnedToken(10, "ledger row border-bottom", "#E9E4DA")])
        #expect(!set.diagnostics.contains { $0.message.contains("defined again") })
        // The shadow's colour is not a palette colour.
        #expect(!set.tokens.contains { $0.name.contains("shadow") })
        #expect(ColorStatementInterpreter.ruleName(":root") == nil && ColorStatementInterpreter.ruleName("#1") == nil)
        #expect(!ColorStatementInterpreter.isCSSPropertyName("--border-bottom"))
    }

    @Test func aPlainBulletWithACodeSpanAndANoteIsAToken() {
        let document = MarkdownParser().parse("## Colours\n\n- Primary: `#2E7D98` (Medical teal)\n- Alarm：#B3261E\n", file: "p.md")
        let set = TokenExtractor().extract(from: document)
        #expect(set.tokens.map(PinnedToken.init) == [PinnedToken(3, "Primary", "#2E7D98"), PinnedToken(4, "Alarm", "#B3261E")])
        #expect(set.token(named: "Primary")?.usage == "Medical teal")
    }

    @Test func aPromptSectionsInstructionsDefineNothingButItsQuickReferenceDoes() {
        let document = MarkdownParser().parse("""
            # Palette Guide and Agent Prompts

            ## Colours
            - **Dune**: `#E8D9B5` — cards
            - `#3A6EA5`

            ## Prompts for agents
            **Quick reference**
            - background (light): #FFFFFF
            - background (dark): #101418
            1. Build a pricing table: #E8D9B5 background, prices in #101418.

            ## エージェント向けプロンプト
            - Sketch a settings screen with rows: #22303C dividers
            """, file: "p.md")
        let set = TokenExtractor().extract(from: document)
        // The title is no section: the palette under it stays.
        #expect(set.tokens.map(PinnedToken.init) == [
            PinnedToken(4, "Dune", "#E8D9B5"), PinnedToken(5, "#3A6EA5", "#3A6EA5"),
            PinnedToken(9, "background", "#FFFFFF", mode: .light), PinnedToken(10, "background", "#101418", mode: .dark),
        ])
    }

    @Test func theDesignMDSpecsBulletFormIsAToken() {
        let document = MarkdownParser().parse("## Colors\n\n- **Primary (#1A1C1E):** A deep ink for headlines.\n", file: "p.md")
        let set = TokenExtractor().extract(from: document)
        #expect(set.tokens.map(PinnedToken.init) == [PinnedToken(3, "Primary", "#1A1C1E")])
        #expect(set.token(named: "Primary")?.usage == "A deep ink for headlines.")
    }

    @Test(arguments: [
        ("thin", 100), ("hairline", 100), ("ultralight", 200), ("extralight", 200), ("light", 300), ("regular", 400),
        ("medium", 500), ("semibold", 600), ("bold", 700), ("extrabold", 800), ("heavy", 800), ("black", 900),
    ])
    func oneWeightTableFollowingCSS(_ name: String, _ weight: Int) {
        #expect(TypeStyle(weight: name).numericWeight == weight)
        #expect(TypeStyle.weights[name] == weight)
        #expect(CSSFontWeight.parse(name) == weight)
    }

    @Test func aNumericWeightBecomesItsCSSName() {
        #expect(ValueScanner.weight(in: "font-weight 100") == "thin")
        #expect(ValueScanner.weight(in: "weight 200") == "extralight")
        #expect(ValueScanner.weight(in: "800") == "extrabold")
    }

    @Test func sansSerifIsNotSerif() throws {
        let document = MarkdownParser().parse("x", file: "p.md")
        let reader = PropertyPhraseReader(context: ComponentContext(document: document, tokens: ResolvedTokens(tokens: []), headings: []))
        let provenance = Provenance(file: "p.md", line: 1, excerpt: "")
        #expect(reader.font(in: "16pt sans-serif", provenance: provenance)?.value?.family == "Sans-Serif")
        #expect(reader.font(in: "Serif, 16pt", provenance: provenance)?.value?.family == "Serif")
        #expect(reader.font(in: "monospace 12pt", provenance: provenance)?.value?.family == "Monospace")
    }
}

/// Defects the front-matter corpus showed in shared readers.
@Suite struct SharedReaderDefectTests {
    @Test func aTokenNamedCanvasIsThePageBackground() {
        let canvas = DesignToken(name: "canvas", value: .color(RGBAColor(red8: 250, green8: 250, blue8: 247)), group: "colors",
                                 provenance: Provenance(file: "d.md", line: 3, excerpt: ""))
        let ink = DesignToken(name: "ink", value: .color(RGBAColor(red8: 0, green8: 0, blue8: 0)), group: "colors",
                              provenance: Provenance(file: "d.md", line: 4, excerpt: ""))
        #expect(PageBackground.choose(in: ResolvedTokens(tokens: [ink, canvas]), mode: .light).name == "canvas")
        #expect(ComponentKind.words(of: "Canvas areas") == ["canvas", "area"])
    }

    /// A rule about backgrounds forbids a fill, not text; a rule about the page itself is no
    /// rule for a component's own fill.
    @Test func aRuleAboutBackgroundsForbidsAFillNotText() {
        let document = MarkdownParser().parse(
            "## Don'ts\n\n- Don't introduce pure white backgrounds.\n- Never use pure black anywhere.\n- Don't introduce pure white pages.\n",
            file: "r.md")
        let rules = DesignRuleExtractor().extract(from: document)
        #expect(rules.map(\.properties) == [["fill"], nil, nil])
        #expect(rules.map(\.aboutPage) == [false, false, true])
        let white = RGBAColor(red: 1, green: 1, blue: 1)
        let spec = ComponentSpec(name: "button", kind: .button, provenance: Provenance(file: "r.md", line: 1, excerpt: ""))
        let properties = ResolvedProperties(
            fill: RGBAColor(red8: 30, green8: 94, blue8: 74), textColor: white, borderWidth: nil, borderColor: nil, borderSide: nil,
            radius: nil, continuousCorners: false, fullyRounded: false, height: nil, minHeight: nil, width: nil, minWidth: nil,
            fullWidth: false, paddingVertical: nil, paddingHorizontal: nil, font: nil, shadow: nil, opacity: nil, scaleOnPress: nil,
            sampleText: nil, provenance: [:])
        let component = ResolvedComponent(spec: spec, variants: [ResolvedVariant(name: "base", states: [.default: properties])], parts: [])
        #expect(RuleViolation.detect(in: [component], rules: [rules[0]]).isEmpty)
        var whitePage = properties
        whitePage.fill = white
        let filled = ResolvedComponent(spec: spec, variants: [ResolvedVariant(name: "base", states: [.default: whitePage])], parts: [])
        #expect(RuleViolation.detect(in: [filled], rules: [rules[0]]).map(\.property) == ["fill"])
        // The white button is no white page.
        #expect(RuleViolation.detect(in: [filled], rules: [rules[2]]).isEmpty)
    }
}

@Suite struct NestedPropertyBulletTests {
    /// A component written as nested bullets states properties, not palette entries.
    @Test func plainLabelsUnderAParentBulletAreNotPaletteTokens() {
        let text = "## Colours\n\n- Ink: #1A1A1A\n\n## Buttons\n\n- **Primary**:\n  - Background: `#3358D4`\n  - Text: `#FFFFFF`\n"
        let set = TokenExtractor().extract(from: MarkdownParser().parse(text, file: "n.md"))
        #expect(set.tokens.map(PinnedToken.init) == [PinnedToken(3, "Ink", "#1A1A1A")])
        #expect(set.diagnostics.isEmpty)
    }

    @Test func plainLabelsUnderAComponentHeadingAreNotPaletteTokens() {
        let text = "## Colours\n\n- Ink: #1A1A1A\n\n### Buttons\n\n**Primary**:\n- Background: `#3358D4`\n- Text: `#FFFFFF`\n\n**Secondary**:\n- Background: `#EEEEEE`\n"
        let set = TokenExtractor().extract(from: MarkdownParser().parse(text, file: "n.md"))
        #expect(set.tokens.map(PinnedToken.init) == [PinnedToken(3, "Ink", "#1A1A1A")])
        #expect(set.diagnostics.isEmpty)
    }
}

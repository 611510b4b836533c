import Foundation
import Testing
@testable import SpecimenKit

/// Small reading defects found by trying the tool as a user, each pinned so it cannot return.
@Suite struct ReaderDefectTests {
    @Test func aBadColourInAPlainBulletWarnsAtItsLine() {
        let document = MarkdownParser().parse("# Palette\n\n- Ink: #12345\n- Paper: `#FAFAF7` (page)\n", file: "p.md")
        let set = TokenExtractor().extract(from: document)
        #expect(set.diagnostics.contains { $0.severity == .warning && $0.line == 3 && $0.message.contains("#12345") })
        #expect(set.tokens.map(PinnedToken.init) == [PinnedToken(4, "Paper", "#FAFAF7")])
        #expect(set.token(named: "Paper")?.usage == "page")
    }

    @Test func aPlainBulletWithACodeSpanAndANoteIsAToken() {
        let document = MarkdownParser().parse("## Colours\n\n- Primary: `#2E7D98` (Medical teal)\n- Alarm：#B3261E\n", file: "p.md")
        let set = TokenExtractor().extract(from: document)
        #expect(set.tokens.map(PinnedToken.init) == [PinnedToken(3, "Primary", "#2E7D98"), PinnedToken(4, "Alarm", "#B3261E")])
        #expect(set.token(named: "Primary")?.usage == "Medical teal")
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

import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

@Suite struct FixtureTokenTests {
    /// A document in a style none of the seeds uses: a light/dark table of `rgb()`/`hsl()`
    /// values, CSS custom properties with a dark media block, and plain border lines.
    @Test func harborExtractsCompletely() throws {
        let set = TokenExtractor().extract(from: try SeedDocuments.fixture("harbor.md"))
        #expect(set.tokens.map(PinnedToken.init) == [
            PinnedToken(7, "Primary", "#3366FF", mode: .light),
            PinnedToken(7, "Primary", "#668CFF", mode: .dark),
            PinnedToken(8, "Surface", "#FFFFFF", mode: .light),
            PinnedToken(8, "Surface", "#121214", mode: .dark),
            PinnedToken(9, "Muted", "#737373", mode: .light),
            PinnedToken(9, "Muted", "#A6A6A6", mode: .dark),
            PinnedToken(15, "--harbor-accent", "#FF6B35", mode: .light),
            PinnedToken(16, "--harbor-radius-card", "12px"),
            PinnedToken(17, "--harbor-space-md", "16px"),
            PinnedToken(18, "--harbor-shadow-card", "0px 2px 8px #0000001F"),
            PinnedToken(19, "--harbor-opacity-disabled", "0.4"),
            PinnedToken(20, "--harbor-font-body", "Inter, Helvetica Neue, sans-serif"),
            PinnedToken(21, "--harbor-link", "→ --harbor-accent"),
            PinnedToken(26, "--harbor-accent", "#FF8C61", mode: .dark),
            PinnedToken(33, "border.hairline", "0.5pt"),
            PinnedToken(34, "border.focus", "2pt"),
        ])
        #expect(set.tokens.map(\.kind) == [
            .color, .color, .color, .color, .color, .color, .color, .radius, .spacing, .shadow, .opacity,
            .fontFamily, .alias, .color, .borderWidth, .borderWidth,
        ])
        #expect(set.token(named: "Primary", mode: .light)?.usage == "Links and buttons")
        #expect(set.token(named: "--harbor-accent", mode: .light)?.usage == "Highlights")
        #expect(set.token(named: "border.focus")?.usage == "focused inputs")
        #expect(set.diagnostics.isEmpty)
    }

    @Test func invalidColoursBecomeDiagnosticsNotTokens() throws {
        let set = TokenExtractor().extract(from: try SeedDocuments.fixture("invalid.md"))
        #expect(set.tokens.map(PinnedToken.init) == [
            PinnedToken(5, "Good", "#102030"),
            PinnedToken(13, "fine", "#ABCDEF"),
            PinnedToken(22, "Accent", "#111111"),
        ])
        let file = "Tests/SpecimenKitTests/Fixtures/tokens/invalid.md"
        #expect(set.diagnostics.map { "\($0.file):\($0.line ?? 0)" } == [6, 7, 9, 12, 17, 23].map { "\(file):\($0)" })
        #expect(set.diagnostics[0].message.contains("#GGG"))
        #expect(set.diagnostics[2].message.contains("rgb(300,-1,2)"))
        let conflict = set.diagnostics[5]
        #expect(conflict.severity == .warning)
        #expect(conflict.related.map(\.line) == [22, 23])
    }

    @Test(arguments: ["#GGG", "#12345", "rgb(300,-1,2)", "hsl(10, 200%, 50%)", "#1234567"])
    func malformedLiteralInAnySyntaxIsReported(literal: String) {
        let text = "| Name | Hex |\n|---|---|\n| Broken | \(literal) |\n\n- **Also broken:** `\(literal)`\n"
        let set = TokenExtractor().extract(from: MarkdownParser().parse(text, file: "inline.md"))
        #expect(set.tokens.isEmpty)
        #expect(set.diagnostics.map(\.line) == [3, 5])
    }
}

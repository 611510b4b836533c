import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// A palette table whose value column names one row's colour by another's (`var(--accent)`) is
/// still a palette: the reference row is an alias, not prose that makes the column "partial".
/// Its values may be CSS Color 4 colours, converted as CSS Color 4 does; one sRGB cannot show is
/// drawn as the nearest sRGB colour, with a note.
@Suite struct ReferenceCellTests {
    static let document = """
    # Quarry

    ## 色

    | 変数 | 値 | 使うところ |
    | --- | --- | --- |
    | `--ground` | `oklch(0.97 0.01 80)` | 画面の背景 |
    | `--slate` | `oklch(0.3 0.02 260)` | 本文 |
    | `--accent` | `oklch(0.55 0.16 30)` | 主なボタン |
    | `--danger` | `var(--accent)` | 削除 |
    | `--signal` | `oklch(0.8 0.3 145)` | |
    """

    static let set = TokenExtractor().extract(from: MarkdownParser().parse(document, file: "doc.md"))

    private func hex(_ name: String) -> String? {
        let resolved = ResolvedTokens(tokens: Self.set.tokens)
        guard let token = Self.set.token(named: name), case .color(let color)? = resolved.value(of: token) else { return nil }
        return color.hex
    }

    @Test func aJapaneseValueColumnWithAReferenceRowIsAPalette() {
        // Reference hexes from CSS Color 4's conversion code (OKLab → LMS → XYZ D65 → sRGB).
        #expect(hex("--ground") == "#F9F4EE")
        #expect(hex("--slate") == "#282E38")
        #expect(hex("--accent") == "#BD4334")
        #expect(Self.set.token(named: "--ground")?.usage == "画面の背景")
        #expect(Self.set.token(named: "--accent")?.usage == "主なボタン")
    }

    @Test func aReferenceCellIsAnAliasOfTheRowItNames() {
        let danger = Self.set.token(named: "--danger")
        #expect(danger?.value == .alias("--accent"))
        #expect(danger?.provenance.line == 10)
        #expect(danger?.usage == "削除")
        #expect(hex("--danger") == "#BD4334")
    }

    @Test func aColourOutsideSRGBIsNotedWithTheColourDrawn() {
        let notes = Self.set.diagnostics.filter { $0.message.contains(literal: "outside the sRGB gamut") }
        #expect(notes.map(\.line) == [11])
        #expect(notes.first?.message.contains(literal: "oklch(0.8 0.3 145)") == true)
        // In-gamut colours are no note.
        #expect(!Self.set.diagnostics.contains { $0.line == 7 && $0.message.contains(literal: "gamut") })
    }
}

import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

@Suite("Token resolution")
struct TokenResolverTests {
    func sidecar(_ yaml: String) throws -> Sidecar {
        try SidecarParser().parse(yaml, file: "x/specimen.yml").0
    }

    func document(_ markdown: String) -> TokenSet {
        TokenExtractor().extract(from: MarkdownParser().parse(markdown, file: "x/DESIGN.md"))
    }

    @Test("The sidecar supplies values the document lacks, marked as supplied, light and dark")
    func supplies() throws {
        let resolved = try TokenResolver().resolve(TokenSet(), sidecar: sidecar("""
            tokens:
              text.primary: { light: "#111111", dark: "#EEEEEE", usage: Body text }
              radius.md: 10pt
            """))
        let light = try #require(resolved.index.lookup("text.primary", mode: .light))
        let dark = try #require(resolved.index.lookup("text.primary", mode: .dark))
        #expect(light.value == .color(RGBAColor(css: "#111111")!))
        #expect(dark.value == .color(RGBAColor(css: "#EEEEEE")!))
        #expect(light.provenance.origin == .sidecar)
        #expect(light.provenance.line == 2)
        #expect(light.group == "Text")
        #expect(resolved.index.lookup("radius.md")?.value == .dimension(Length(10), role: .radius))
    }

    @Test("A sidecar value overrides the document's, with a note naming both places")
    func overrides() throws {
        let tokens = document("# Kit\n\n## Colours\n\n| Name | Hex |\n|---|---|\n| Ink | #222222 |\n")
        #expect(tokens.token(named: "Ink") != nil)
        let resolved = try TokenResolver().resolve(tokens, sidecar: sidecar("tokens:\n  Ink: \"#000000\"\n"))
        let ink = try #require(resolved.index.lookup("Ink"))
        #expect(ink.value == .color(RGBAColor(red: 0, green: 0, blue: 0)))
        #expect(ink.provenance.origin == .sidecar)
        let note = try #require(resolved.diagnostics.first { $0.message.contains("overridden") })
        #expect(note.file == "x/DESIGN.md" && note.line == 7)
        #expect(note.related.first?.location == "x/specimen.yml:2")
    }

    @Test("Aliases resolve per mode; missing targets and cycles are diagnostics")
    func aliases() throws {
        let resolved = try TokenResolver().resolve(TokenSet(), sidecar: sidecar("""
            tokens:
              accent: { light: "#5B5FC7", dark: "#9A9CF0" }
              action.primary: "{accent}"
              broken: "{nowhere}"
              loop.a: "{loop.b}"
              loop.b: "{loop.a}"
            """))
        let action = try #require(resolved.index.lookup("action.primary"))
        #expect(resolved.value(of: action, mode: .light) == .color(RGBAColor(css: "#5B5FC7")!))
        #expect(resolved.value(of: action, mode: .dark) == .color(RGBAColor(css: "#9A9CF0")!))
        #expect(resolved.diagnostics.contains { $0.message.contains("'broken' refers to 'nowhere'") && $0.line == 4 })
        #expect(resolved.diagnostics.filter { $0.message.contains("cycle") }.count == 2)
    }

    @Test("Bad sidecar values fail with file and line", arguments: [
        ("tokens:\n  x: \"#GGG\"\n", 2),
        ("tokens:\n  x: \"rgb(300, -1, 2)\"\n", 2),
        ("tokens:\n  x: banana\n", 2),
        ("tokens:\n  x: { colour: \"#FFF\" }\n", 2),
        ("tokens: [a, b]\n", 1),
    ])
    func badValues(yaml: String, line: Int) throws {
        #expect {
            try TokenResolver().resolve(TokenSet(), sidecar: sidecar(yaml))
        } throws: { error in
            let error = error as? SpecimenError
            return error?.file == "x/specimen.yml" && error?.line == line
        }
    }

    /// `Focus: 1px solid var(--brand-accent)` where a colour's own line names that property
    /// (`**Link Hover** (#18C48A): accent on hover — \`var(--brand-accent)\``): that colour, when
    /// every line naming it gives the same one; never a guess between two.
    @Test func aCustomPropertyNamedOnAColoursLineIsThatColour() {
        let green = RGBAColor(red: 0.09, green: 0.77, blue: 0.54)
        func token(_ name: String, _ color: RGBAColor, _ line: Int, _ excerpt: String) -> DesignToken {
            DesignToken(name: name, value: .color(color), provenance: Provenance(file: "f", line: line, excerpt: excerpt))
        }
        let index = TokenIndex([
            token("Link Hover", green, 1, "- **Link Hover** (#18C48A): accent on hover — `var(--brand-accent)`."),
            token("Focus Ring", green, 2, "- **Focus Ring** (#18C48A): rings, as `--brand-accent` in code."),
            token("Ink", RGBAColor(red: 0, green: 0, blue: 0), 3, "- **Ink** (#000000): text, `--ink-strong`"),
            token("Slate", RGBAColor(red: 0.2, green: 0.2, blue: 0.2), 4, "- **Slate** (#333333): `--ink-strong` on dark"),
        ])
        #expect(index.lookup("var(--brand-accent)")?.value == .color(green))
        #expect(index.lookup("--brand-accent")?.value == .color(green))
        #expect(index.lookup("var(--ink-strong)") == nil)
        #expect(index.lookup("var(--nowhere)") == nil)
    }

    /// `| **Primary (Indigo 600)** | #4F46E5 |` then `Solid \`Indigo 600\` background`: the palette
    /// step in a name's brackets answers to the token; the words before the brackets and other
    /// brackets (`Background (dark)`) answer to nothing new.
    @Test func aPaletteStepInANamesBracketsIsThatColour() {
        func token(_ name: String, _ line: Int) -> DesignToken {
            DesignToken(name: name, value: .color(RGBAColor(red: 0.3, green: 0.27, blue: 0.9)), provenance: Provenance(file: "f", line: line, excerpt: ""))
        }
        let index = TokenIndex([token("Primary (Indigo 600)", 1), token("Background (Slate 50)", 2), token("Surface (dark)", 3)])
        #expect(index.lookup("`Indigo 600`")?.name == "Primary (Indigo 600)")
        #expect(index.lookup("slate-50")?.name == "Background (Slate 50)")
        #expect(index.lookup("Background") == nil)
        #expect(index.lookup("dark") == nil)
        #expect(index.lookup("Indigo 500") == nil)
    }

    @Test("References resolve however the document writes them")
    func references() {
        let index = TokenIndex([
            DesignToken(name: "mabelTeal", value: .color(RGBAColor(red: 0, green: 0.5, blue: 0.5)), provenance: Provenance(file: "f", line: 1, excerpt: "")),
            DesignToken(name: "Ink", value: .color(RGBAColor(red: 0.1, green: 0.1, blue: 0.1)), role: "Primary Text", provenance: Provenance(file: "f", line: 2, excerpt: "")),
            DesignToken(name: "yellow", value: .color(RGBAColor(red: 1, green: 1, blue: 0)), provenance: Provenance(file: "f", line: 3, excerpt: "")),
        ])
        #expect(index.lookup("`mabelTeal`")?.name == "mabelTeal")
        #expect(index.lookup("[Ink]")?.name == "Ink")
        #expect(index.lookup("Primary Text")?.name == "Ink")
        #expect(index.lookup("JohoColors.yellow")?.name == "yellow")
        #expect(index.lookup("Color.mabelTeal")?.name == "mabelTeal")
        #expect(index.lookup("nothing") == nil)
    }
}

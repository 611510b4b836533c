import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// Tokens from a DESIGN.md front matter: every CSS colour syntax, references followed, dark
/// twins, type styles, other groups, and the prose checked against the normative values.
@Suite struct FrontMatterTokenTests {
    func extracted(_ name: String) throws -> TokenSet {
        let text = try TestSupport.fixture("frontmatter/\(name)")
        let (frontMatter, body) = try FrontMatter.split(text, file: name)
        return TokenExtractor().extract(from: MarkdownParser().parse(body, file: name), frontMatter: frontMatter)
    }

    func color(_ set: TokenSet, _ name: String, mode: TokenMode? = nil) -> String? {
        guard case .color(let color)? = set.token(named: name, mode: mode)?.value else { return nil }
        return color.hex
    }

    @Test func everyColourSyntaxWithTheLineOfItsKey() throws {
        let set = try extracted("complete.md")
        #expect(color(set, "primary") == "#1F6FEB")
        #expect(set.token(named: "primary")?.provenance.line == 6)
        #expect(set.token(named: "primary")?.group == "colors")
        #expect(color(set, "on-primary") == "#FFFFFF")
        #expect(color(set, "secondary") == "#2D6A4F80")
        #expect(color(set, "tertiary") == "#225533")
        #expect(color(set, "scrim") == "#00000080")
        #expect(color(set, "moss") == "#326744")
        #expect(color(set, "berry") == "#663399")
        #expect(color(set, "clear") == "#00000000")
        #expect(set.token(named: "berry")?.provenance.line == 16)
    }

    @Test func oklchInAndOutOfGamut() throws {
        let set = try extracted("complete.md")
        #expect(color(set, "lichen") != nil)
        #expect(color(set, "neon") != nil)
        let notes = set.diagnostics.filter { $0.message.contains("outside the sRGB gamut") }
        #expect(notes.map(\.line) == [15])
        #expect(notes.first?.message.contains("oklch(0.7 0.35 150)") == true)
    }

    /// `ash-900: { value: "#1C1A17" }`, DTCG's `{ $value: …, $type: color }`: a token written as a
    /// mapping of its value and words about it is that value, under its own name, and a
    /// reference to it reaches the value.
    @Test func aTokenWrittenAsAMappingOfItsValueIsThatValue() throws {
        let set = try extracted("wrapped-values.md")
        #expect(color(set, "ash-900") == "#1C1A17")
        #expect(color(set, "ash-100") == "#EFEBE4")
        #expect(color(set, "ember") == "#C2562B")
        #expect(color(set, "surface") == "#1C1A17")
        #expect(color(set, "on-surface") == "#EFEBE4")
        #expect(set.token(named: "ash-900-value") == nil)
        #expect(set.token(named: "ash-900")?.provenance.line == 5)
        // A mapping of other keys is still a group.
        #expect(color(set, "pair-light") == "#FFFFFF")
        let system = try TestSupport.analysedSystem(try TestSupport.fixture("frontmatter/wrapped-values.md"))
        let button = try TestSupport.variant("button-primary", in: system.components)
        #expect(button[.default]?.fill?.hex == "#C2562B")
        #expect(button[.default]?.textColor?.hex == "#EFEBE4")
    }

    /// A colour written as a mapping is used when a component refers to its token's name.
    @Test func aTokenWrittenAsAMappingIsUsedByItsName() throws {
        let orphaned = try LintFixtures.findings(fixture: "wrapped-values.md").filter { $0.rule == "orphaned-tokens" }.map(\.path)
        #expect(!orphaned.contains { $0.hasPrefix("colors.ember") || $0.hasPrefix("colors.on-surface") || $0.hasPrefix("colors.ash-100") })
        #expect(orphaned.contains("colors.ash-900.value"), "no component uses it: \(orphaned)")
    }

    @Test func referencesResolveTransitively() throws {
        let set = try extracted("complete.md")
        #expect(color(set, "accent") == "#1F6FEB")
        #expect(color(set, "link") == "#1F6FEB")
        #expect(set.token(named: "link")?.usage == "Refers to {colors.accent}")
        #expect(set.token(named: "link")?.provenance.line == 9)
    }

    /// The lint's `broken-ref` reports them (LintRuleTests), once.
    @Test func brokenReferencesAndCyclesAreNotValues() throws {
        let set = try extracted("broken-refs.md")
        #expect(set.token(named: "ghost") == nil)
        #expect(set.token(named: "a") == nil)
        #expect(set.token(named: "b") == nil)
        #expect(set.token(named: "everything") == nil)
        #expect(!set.diagnostics.contains { [8, 9, 10, 11].contains($0.line) })
    }

    @Test func suffixedDarkTwinsBecomeDarkModes() throws {
        let set = try extracted("complete.md")
        #expect(color(set, "surface") == "#FFFFFF")
        #expect(color(set, "surface", mode: .dark) == "#0D1117")
        #expect(color(set, "on-surface", mode: .dark) == "#E6EDF3")
        #expect(set.token(named: "surface-dark") == nil)

        let parallel = try extracted("dark-parallel.md")
        #expect(color(parallel, "canvas", mode: .dark) == "#121016")
        #expect(color(parallel, "ink", mode: .dark) == "#ECE9F2")
        // No light `accent`: the name is only a name.
        #expect(color(parallel, "accent-dark") == "#B8A6FF")
        #expect(parallel.token(named: "accent", mode: .dark) == nil)
    }

    @Test func aDarkerShadeIsNotADarkMode() throws {
        let yaml = "---\nname: Shades\ncolors:\n  primary: \"#1E4FD8\"\n  primary-dark: \"#0B2A75\"\n  background: \"#FFFFFF\"\n---\n\n## Overview\n\nText.\n"
        let (frontMatter, body) = try FrontMatter.split(yaml, file: "shades.md")
        let set = TokenExtractor().extract(from: MarkdownParser().parse(body, file: "shades.md"), frontMatter: frontMatter)
        #expect(color(set, "primary-dark") == "#0B2A75")
        #expect(set.token(named: "primary", mode: .dark) == nil)
    }

    @Test func aDarkColourAComponentUsesIsAColourNotAMode() throws {
        let yaml = """
        ---
        name: Bands
        colors:
          canvas: "#FFFFFF"
          canvas-dark: "#010120"
          on-dark: "#FFFFFF"
        components:
          hero-band:
            backgroundColor: "{colors.canvas-dark}"
            textColor: "{colors.on-dark}"
        ---

        ## Overview

        Dark bands on a light page.
        """
        let memory = try TestSupport.memorySite(documents: ["bands/DESIGN.md": yaml])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(TestSupport.memoryOptions)
        let system = try #require(state.systems.first)
        #expect(system.tokens.tokens.first { $0.name == "canvas-dark" }?.mode == nil)
        #expect(!system.tokens.hasDarkMode)
        let band = try #require(system.components.first?.variants.first?.states[.default])
        #expect(band.fill?.hex == "#010120")
        let pairs = system.audit?.pairs.filter { $0.context.component == "hero-band" } ?? []
        #expect(pairs.map { "\($0.foreground.hex) on \($0.background.hex)" } == ["#FFFFFF on #010120"])
    }

    @Test func typeStylesWithEveryProperty() throws {
        let set = try extracted("complete.md")
        guard case .typeStyle(let label)? = set.token(named: "label")?.value else {
            Issue.record("no label type style")
            return
        }
        #expect(label.family == "Inter")
        #expect(label.size == Length(14, .px))
        #expect(label.weight == "semibold")
        #expect(label.lineHeight == 20)
        #expect(label.tracking == Length(-0.28, .px))
        #expect(label.fontFeatureSettings == "'tnum' 1")
        #expect(label.fontVariationSettings == "'wght' 600")
        #expect(set.token(named: "label")?.provenance.line == 26)
    }

    @Test func dimensionsNumbersAndOtherGroups() throws {
        let set = try extracted("complete.md")
        #expect(set.tokens.first { $0.name == "sm" }?.value == .dimension(Length(4, .px), role: .radius))
        #expect(set.tokens.first { $0.name == "md" }?.value == .dimension(Length(16, .px), role: .spacing))
        #expect(set.token(named: "columns")?.value == .number(12))
        #expect(set.token(named: "card")?.kind == .shadow)
        #expect(set.token(named: "fast") == nil)
        #expect(set.diagnostics.contains { $0.line == 43 && $0.message.contains("listed as written") })
    }

    @Test func proseThatRestatesATokenWithAnotherValueHasDrifted() throws {
        let set = try extracted("complete.md")
        #expect(color(set, "primary") == "#1F6FEB")
        let drift = set.diagnostics.filter { $0.message.contains("drifted") }
        #expect(drift.count == 1)
        #expect(drift.first?.line == 73)
        #expect(drift.first?.related.map(\.line) == [6, 73])
        #expect(drift.first?.severity == .warning)
    }

    /// Lengths are compared in one unit: prose giving `12pt` for a front-matter `12px` restates
    /// it (the previews draw a point as a pixel), and only another number has drifted.
    @Test func aLengthInPointsRestatesTheSameLengthInPixels() throws {
        let text = """
            ---
            name: Quill
            colors:
              ink: "#1A1A1A"
            spacing:
              gap: 12px
              gap-lg: 24px
            ---

            ## Layout

            | Token | Value |
            |-------|-------|
            | gap | 12pt |
            | gap-lg | 20pt |
            """
        let (frontMatter, body) = try FrontMatter.split(text, file: "q.md")
        let set = TokenExtractor().extract(from: MarkdownParser().parse(body, file: "q.md"), frontMatter: frontMatter)
        let drift = set.diagnostics.filter { $0.message.contains("drifted") }
        #expect(drift.count == 1, "\(drift.map(\.message))")
        #expect(drift.first?.message.contains("'gap-lg'") == true)
    }

    /// Prose that names a front-matter colour by its hex and the opacity it is used at restates
    /// it; a translucent colour of another hue, or one the prose does not write as the base hex,
    /// has drifted.
    @Test func aColourUsedAtAnOpacityRestatesItsOpaqueToken() throws {
        let text = """
            ---
            name: Quill
            colors:
              veil: "#101820"
              mist: "#DDE3EA"
            ---

            ## Colours

            - **Veil** (`{colors.veil}` — #101820 at 40% opacity): behind every dialog.
            - **Mist** (rgba(221, 227, 234, 0.5)): the pressed wash.
            """
        let (frontMatter, body) = try FrontMatter.split(text, file: "q.md")
        let set = TokenExtractor().extract(from: MarkdownParser().parse(body, file: "q.md"), frontMatter: frontMatter)
        let drift = set.diagnostics.filter { $0.message.contains("drifted") }
        #expect(drift.count == 1, "\(drift.map(\.message))")
        #expect(drift.first?.message.contains("'Mist'") == true)
        #expect(set.token(named: "veil")?.restatedAt.map(\.line) == [10])
    }

    /// A type style in the prose restates the front matter's when every part both state agrees,
    /// the family by its first words: a table's "Quill Sans" is the front matter's "Quill Sans
    /// Web"; "Quill Serif" is another family.
    @Test func aTypeStyleRestatedWithAShortFamilyNameHasNotDrifted() throws {
        let text = """
            ---
            name: Quill
            colors:
              ink: "#1A1A1A"
            typography:
              body:
                fontFamily: Quill Sans Web
                fontSize: 16px
                fontWeight: 400
                letterSpacing: 0px
              caption:
                fontFamily: Quill Sans Web
                fontSize: 12px
                fontWeight: 400
            ---

            ## Typography

            | Role | Font | Size | Weight | Letter Spacing |
            |---|---|---:|---:|---:|
            | Body | Quill Sans | 16px | 400 | 0 |
            | Caption | Quill Serif | 12px | 400 | 0 |
            """
        let (frontMatter, body) = try FrontMatter.split(text, file: "q.md")
        let set = TokenExtractor().extract(from: MarkdownParser().parse(body, file: "q.md"), frontMatter: frontMatter)
        let drift = set.diagnostics.filter { $0.message.contains("drifted") }
        #expect(drift.count == 1, "\(drift.map(\.message))")
        #expect(drift.first?.message.contains("'Caption'") == true)
    }

    @Test func cssColourFunctions() {
        func hex(_ text: String) -> String? { try? CSSColor.parse(text).get().color.hex }
        #expect(hex("oklch(0.627955 0.257683 29.2339)") == "#FF0000")
        #expect(hex("oklab(1 0 0)") == "#FFFFFF")
        #expect(hex("lab(54.29% 80.82 69.88)") == "#FF0000")
        #expect(hex("lch(54.29 106.84 40.85)") == "#FF0000")
        #expect(hex("hwb(120 0% 50%)") == "#008000")
        #expect(hex("color(srgb 1 0.5 0)") == "#FF8000")
        #expect(hex("color(display-p3 1 1 1)") == "#FFFFFF")
        #expect(hex("CornflowerBlue") == "#6495ED")
        #expect(hex("oklch(0.5 0.1 200 / 50%)") != nil && (try? CSSColor.parse("oklch(0.5 0.1 200 / 50%)").get().color.alpha8) == 128)
        #expect((try? CSSColor.parse("color(display-p3 0 1 0)").get().isInSRGBGamut) == false)
        #expect((try? CSSColor.parse("oklch(0.62 0.09 160)").get().isInSRGBGamut) == true)
        #expect(hex("notacolour") == nil)
        #expect(hex("oklch(0.5 0.1)") == nil)
    }
}

@Suite struct FrontMatterDarkGroupTests {
    func tokens(_ yaml: String) throws -> TokenSet {
        let text = "---\nname: Twin\n" + yaml + "---\n\n## Overview\n\nText.\n"
        let (frontMatter, body) = try FrontMatter.split(text, file: "twin.md")
        return TokenExtractor().extract(from: MarkdownParser().parse(body, file: "twin.md"), frontMatter: frontMatter)
    }

    func hex(_ set: TokenSet, _ name: String, _ mode: TokenMode?) -> String? {
        guard case .color(let color)? = set.token(named: name, mode: mode)?.value else { return nil }
        return color.hex
    }

    @Test func aParallelDarkGroupGivesDarkModes() throws {
        let set = try tokens("colors:\n  surface: \"#FFFFFF\"\n  ink: \"#111111\"\ncolors-dark:\n  surface: \"#101010\"\n  ink: \"#EEEEEE\"\n")
        #expect(hex(set, "surface", nil) == "#FFFFFF")
        #expect(hex(set, "surface", .dark) == "#101010")
        #expect(hex(set, "ink", .dark) == "#EEEEEE")
        #expect(set.token(named: "surface", mode: .dark)?.provenance.line == 7)
    }

    @Test func lightAndDarkInsideColorsGiveModesAndReferencesFindTheLightOne() throws {
        let set = try tokens("colors:\n  light:\n    canvas: \"#FAFAFA\"\n  dark:\n    canvas: \"#0A0A0A\"\n  accent: \"{colors.canvas}\"\n")
        // `accent` sits beside light and dark, so this is not the two-key form: nothing is paired.
        #expect(hex(set, "light-canvas", nil) == "#FAFAFA")
        let paired = try tokens("colors:\n  light:\n    canvas: \"#FAFAFA\"\n  dark:\n    canvas: \"#0A0A0A\"\nbrand:\n  page: \"{colors.canvas}\"\n")
        #expect(hex(paired, "canvas", nil) == "#FAFAFA")
        #expect(hex(paired, "canvas", .dark) == "#0A0A0A")
        #expect(hex(paired, "page", nil) == "#FAFAFA")
    }

    @Test func aColourNamedSurfaceIsThePageWhenNothingIsNamedBackground() throws {
        let set = try tokens("colors:\n  primary: \"#1F6FEB\"\n  surface: \"#FBFAF6\"\n  on-surface: \"#1B1F24\"\n")
        let page = PageBackground.choose(in: ResolvedTokens(tokens: set.tokens), mode: .light)
        #expect(page.name == "surface")
    }
}

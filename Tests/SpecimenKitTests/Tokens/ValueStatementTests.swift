import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// Type scales, lengths, font families and gradients are statements like colours: each is read
/// for what it says, whatever syntax says it (fixture `tokens/measures.md`).
@Suite struct ValueStatementTests {
    let set: TokenSet

    init() throws {
        set = TokenExtractor().extract(from: try SeedDocuments.fixture("measures.md"))
    }

    @Test func aTypeTableIsNamedByItsFirstColumnAndItsColoursAreNoPalette() {
        #expect(set.pinned(.typeStyle).prefix(2) == [
            PinnedToken(10, "Species title", "30px bold"), PinnedToken(11, "Field note", "16px regular"),
        ])
        if case .typeStyle(let style) = set.token(named: "Species title")?.value {
            #expect(style.family == "Fraunces" && style.lineHeight == 1.2)
        }
        #expect(!set.tokens.contains { $0.kind == .color && [10, 11].contains($0.provenance.line) })
    }

    @Test func aRadiusColumnIsALengthScale() {
        #expect(set.pinned(.radius).prefix(2) == [PinnedToken(17, "Pebble", "6pt"), PinnedToken(18, "Boulder", "18pt")])
        #expect(set.token(named: "Boulder")?.usage == "Sheets")
    }

    @Test func aFontListIsAFamilyButAComponentsFontIsNot() {
        let families = set.tokens.filter { $0.kind == .fontFamily }
        #expect(families.map(PinnedToken.init) == [PinnedToken(22, "Typeface", "Fraunces, Noto Serif")])
        #expect(families.first?.usage == "Species names and headings")
        // The card's own colours are the card's: its list is a spec, not a font statement.
        #expect(!families.contains { $0.provenance.line == 30 })
    }

    @Test func sizesBesideAFamilyUnderATypeHeadingAreTypeSizesNotASpec() {
        let typography = TokenExtractor().extract(from: MarkdownParser().parse("""
            # Tern

            ## Typography
            - **Primary Font**: Tern Grotesk
            - **Sizes**: small text (12px-14px) for dense tables
            """, file: "t.md"))
        #expect(typography.tokens.filter { $0.kind == .fontFamily }.map(PinnedToken.init) == [PinnedToken(4, "Typography", "Tern Grotesk")])
        // Outside a type section the same size line still makes the list a component's spec.
        let chip = TokenExtractor().extract(from: MarkdownParser().parse("""
            # Tern

            ## Chip
            - **Font**: Tern Grotesk
            - **Size**: 32px
            """, file: "c.md"))
        #expect(!chip.tokens.contains { $0.kind == .fontFamily })
    }

    @Test func aFamilyALabelNamesByRoleIsAFamilyOfItsOwn() {
        let set = TokenExtractor().extract(from: MarkdownParser().parse("""
            # Tern

            ## Typography
            - **Primary Font**: Tern Grotesk
            - **Display Font**: Tern Serif (headlines only)
            - latinFamily: "Tern Mono", "Courier New", monospace
            - **Font Size**: 16px

            ## Type don'ts
            - **Don't use script fonts**: they blur at small sizes
            """, file: "t.md"))
        #expect(set.tokens.filter { $0.kind == .fontFamily }.map(PinnedToken.init) == [
            PinnedToken(4, "Typography", "Tern Grotesk"), PinnedToken(5, "Display Font", "Tern Serif"),
            PinnedToken(6, "latinFamily", "Tern Mono, Courier New, monospace"),
        ])
    }

    @Test func aDirectionAndStopsAreOneGradientAndTheStopsNoPalette() {
        let gradients = set.pinned(.gradient)
        #expect(gradients.first == PinnedToken(34, "Dawn sky", "#F6E7B4 → #E8A0A8"))
        #expect(!set.tokens.contains { $0.kind == .color && [35, 36].contains($0.provenance.line) })
    }

    @Test func aCallOverSeveralLinesIsOneGradientNamedByItsComment() {
        let wash = set.tokens.first { $0.kind == .gradient && $0.provenance.line == 56 }
        #expect(wash?.name == "Dusk wash")
        if case .gradient(let gradient) = wash?.value { #expect(gradient.angle == 180) }
        // The stops inside the call are not palette entries of their own.
        #expect(!set.tokens.contains { $0.kind == .color && (56...60).contains($0.provenance.line) })
        // A comment above declarations groups them.
        #expect(set.token(named: "logPaper")?.group == "Log surfaces")
    }

    @Test func treeStepsAreLengthsAndTypeStylesInTheirShoutedSection() {
        #expect(set.token(named: "Hairline").map(PinnedToken.init) == PinnedToken(42, "Hairline", "2pt"))
        #expect(set.token(named: "Hairline")?.usage == "between stacked labels")
        #expect(set.token(named: "Meadow")?.kind == .spacing)
        #expect(set.token(named: "Sighting Count").map(PinnedToken.init) == PinnedToken(46, "Sighting Count", "40pt heavy"))
        #expect(set.token(named: "Sighting Count")?.group == "HEADINGS (Display)")
        if case .typeStyle(let style) = set.token(named: "Trail Name")?.value { #expect(style.family == "Fraunces") }
    }

    @Test func swiftConstantsAndFontsAreReadByName() {
        #expect(set.token(named: "cardPadding")?.kind == .spacing)
        #expect(set.token(named: "pressedOpacity").map(PinnedToken.init) == PinnedToken(63, "pressedOpacity", "0.6"))
        if case .typeStyle(let style) = set.token(named: "titleFont")?.value {
            #expect(style.size == Length(22) && style.weight == "bold" && style.design == "serif")
        } else {
            Issue.record("titleFont is no type style")
        }
    }

    @Test func aHeaderLineNamesTheModeMappingBelowItAndKeepsItsOpacity() {
        #expect(set.token(named: "Canvas", mode: .light).map(PinnedToken.init) == PinnedToken(69, "Canvas", "#FFFDF8", mode: .light))
        let dark = set.token(named: "Canvas", mode: .dark)
        if case .color(let color) = dark?.value { #expect(abs(color.alpha - 0.9) < 0.001) }
        #expect(dark?.usage == nil)
    }

    @Test func aStyleRulesDeclarationsAreNoScale() {
        #expect(!set.tokens.contains { (74...75).contains($0.provenance.line) })
    }

    @Test func plainTokenLinesAreReadWholeOrNotAtAll() {
        #expect(set.token(named: "space.tight").map(PinnedToken.init) == PinnedToken(81, "space.tight", "4pt"))
        #expect(set.token(named: "space.tight")?.usage == "between icon and label")
        #expect(set.token(named: "radius.pill")?.kind == .radius)
        // The only note: the code's gradient restates the list's.
        #expect(set.diagnostics.map(\.message) == ["gradient 'Dusk wash' restates 'Dawn sky': the same colours, written again"])
    }
}

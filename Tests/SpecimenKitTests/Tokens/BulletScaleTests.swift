import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// Scales written as plain bullets, the way app repositories and awesome-design-md documents
/// write them (fixture `tokens/bullet-scales.md`): shades numbered under their colour's heading,
/// radii, spacing and shadows as `name: value` bullets, a value column headed `default value`,
/// and a bare HSL triple restated in hex.
@Suite struct BulletScaleTests {
    let set: TokenSet

    init() throws {
        set = TokenExtractor().extract(from: try SeedDocuments.fixture("bullet-scales.md"))
    }

    @Test func numberedShadesTakeTheirHeadingsName() {
        #expect(set.pinned(.color).filter { $0.name.hasPrefix("Lagoon") || $0.name.hasPrefix("Moss") } == [
            PinnedToken(11, "Lagoon-100", "#E3F4F7"), PinnedToken(12, "Lagoon-500", "#2A8FA3"), PinnedToken(13, "Lagoon-900", "#0B3A44"),
            // A section number is no part of the colour's name.
            PinnedToken(16, "Moss-300", "#A9C48B"), PinnedToken(17, "Moss-700", "#4E6B2F"),
        ])
    }

    @Test func aDefaultValueColumnHoldsTheValues() {
        #expect(set.token(named: "$chalk").map(PinnedToken.init) == PinnedToken(21, "$chalk", "#FAFAF7"))
        #expect(set.token(named: "$slate")?.usage == "Body copy")
    }

    @Test func aTripleRestatedInHexIsOneColourAndTheHexWins() {
        #expect(set.token(named: "Signal Blue").map(PinnedToken.init) == PinnedToken(7, "Signal Blue", "#007AFF"))
        #expect(set.tokens.filter { $0.provenance.line == 7 }.count == 1)
        // A triple alone is still read.
        #expect(set.token(named: "Lichen").map(PinnedToken.init) == PinnedToken(8, "Lichen", "#98BB81"))
    }

    @Test func radiiAndSpacingAsBulletsAreScales() {
        #expect(set.pinned(.radius) == [
            PinnedToken(26, "tight", "2pt"), PinnedToken(27, "soft", "8px"), PinnedToken(28, "pill", "999px"),
            // The heading says what they are, in any language the vocabulary knows.
            PinnedToken(48, "小", "4pt"), PinnedToken(49, "大", "16pt"),
        ])
        #expect(set.token(named: "soft")?.usage == "cards and sheets")
        // `rem` is taken at CSS's 16 px.
        #expect(set.pinned(.spacing) == [PinnedToken(32, "xs", "4px"), PinnedToken(33, "lg", "24px")])
        #expect(set.token(named: "lg")?.usage == "gaps between sections")
    }

    @Test func aBordersRadiusIsARadiusNotABorderWidth() {
        let document = MarkdownParser().parse("""
            ### Border Radius

            | Name | Value |
            |---|---|
            | small | 4px |
            | pill | 9999px |

            ## Borders

            - hairline: 1px
            """, file: "r.md")
        let set = TokenExtractor().extract(from: document)
        #expect(set.pinned(.radius) == [PinnedToken(5, "small", "4px"), PinnedToken(6, "pill", "9999px")])
        #expect(set.pinned(.borderWidth) == [PinnedToken(10, "hairline", "1px")])
    }

    /// A scale written on one line, after a heading's colon or a bullet's label: steps may carry
    /// their use in brackets, and a percentage among them is said, not the whole scale dropped.
    @Test func aOneLineScaleKeepsItsNotesAndSaysWhatIsNotALength() {
        let document = MarkdownParser().parse("""
            ## Shape

            ### Corner Radius: 3px, 6px, 12px, 9999px, 50%

            - Rounding: 2px (tags), 6px (fields), 10px (panels)
            """, file: "s.md")
        let set = TokenExtractor().extract(from: document)
        #expect(set.pinned(.radius) == [
            PinnedToken(3, "Corner Radius 3px", "3px"), PinnedToken(3, "Corner Radius 6px", "6px"),
            PinnedToken(3, "Corner Radius 12px", "12px"), PinnedToken(3, "Corner Radius 9999px", "9999px"),
            PinnedToken(5, "Rounding 2px", "2px"), PinnedToken(5, "Rounding 6px", "6px"), PinnedToken(5, "Rounding 10px", "10px"),
        ])
        #expect(set.token(named: "Rounding 6px")?.usage == "fields")
        let notes = set.diagnostics.filter { $0.message.contains("50%") }
        #expect(notes.map(\.line) == [3])
        #expect(notes.first?.severity == .note)
    }

    @Test func aShadowIsAShadowNotAColour() {
        let shadows = set.tokens.filter { $0.kind == .shadow }
        #expect(shadows.map(\.name) == ["raised", "inset"])
        if case .shadow(let raised)? = set.token(named: "raised")?.value {
            #expect(raised.y == Length(2, .px) && raised.blur == Length(6, .px) && raised.color?.hex == "#141E281A")
        }
        if case .shadow(let inset)? = set.token(named: "inset")?.value { #expect(inset.y == Length(-1, .px)) }
        #expect(!set.tokens.contains { $0.kind == .color && [38, 39].contains($0.provenance.line) })
    }

    @Test func aScaleInACodeBlockTakesRemAndShadowsAsProseDoes() {
        let set = TokenExtractor().extract(from: MarkdownParser().parse("""
            ## Corners
            ```
            snug: 4px
            roomy: 0.75rem
            roomy-note: 16 (2rem)
            ```

            ## Elevation
            ```
            lifted: 0 4px 6px -1px rgba(20, 30, 40, 0.1)
            .card { box-shadow: 0 1px 2px #0000001A; }
            gap: 1rem; /* a rule's declaration with a comment after it */
            ```
            """, file: "c.md"))
        // rem is taken at CSS's 16 px; a bare number is no step of a code block.
        #expect(set.pinned(.radius) == [PinnedToken(3, "snug", "4px"), PinnedToken(4, "roomy", "12px")])
        if case .shadow(let lifted)? = set.token(named: "lifted")?.value {
            #expect(lifted.y == Length(4, .px) && lifted.blur == Length(6, .px) && lifted.color?.hex == "#141E281A")
        } else {
            Issue.record("lifted is no shadow")
        }
        // A rule's declaration styles something: no token.
        #expect(!set.tokens.contains { [11, 12].contains($0.provenance.line) })
    }

    @Test func aSizeColumnIsAScaleWhereTheNamesOrHeadingSayWhatFor() {
        let set = TokenExtractor().extract(from: MarkdownParser().parse("""
            ## Corners

            | Size | Variable | Usage |
            |---|---|---|
            | 4px | `--round-sm` | Chips |
            | 12px | `--round-lg` | Sheets |

            ## Controls

            | Control | Size |
            |---|---|
            | Stepper | 32px |
            """, file: "s.md"))
        #expect(set.pinned(.radius) == [PinnedToken(5, "--round-sm", "4px"), PinnedToken(6, "--round-lg", "12px")])
        #expect(set.token(named: "--round-lg")?.usage == "Sheets")
        // A size that says nothing of what it measures is a component's, not a scale's.
        #expect(!set.tokens.contains { $0.provenance.line == 12 })
    }

    @Test func whatNamesNoScaleStaysProse() {
        // A range, measurements no word gives a purpose, and a checklist's examples under a
        // sentence are no steps.
        for line in [34, 43, 44, 54, 55] {
            #expect(!set.tokens.contains { $0.provenance.line == line }, "line \(line) became a token")
        }
    }

    @Test(arguments: [
        ("4px", 4.0, Length.Unit.px, nil), ("8", 8, .pt, nil), ("12dp", 12, .pt, nil), ("1.5rem", 24, .px, nil),
        ("8px (cards)", 8, .px, "cards"), ("2pt — hairlines", 2, .pt, "hairlines"), ("6 - chips", 6, .pt, "chips"),
    ] as [(String, Double, Length.Unit, String?)])
    func aStepIsALengthAndANote(_ text: String, _ value: Double, _ unit: Length.Unit, _ note: String?) {
        let step = ValueScanner.step(in: text)
        #expect(step?.length == Length(value, unit))
        #expect(step?.note == note)
    }

    @Test(arguments: ["16-24pt", "12pt–14pt (phones)", "16px / 24px", "88pt minimum", "4px 8px", "50%", "4pxl", "wide", ""])
    func otherTextIsNoStep(_ text: String) {
        #expect(ValueScanner.step(in: text) == nil)
    }
}

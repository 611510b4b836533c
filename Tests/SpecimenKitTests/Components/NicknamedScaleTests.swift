import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// Colour scales written as tables of bare steps under headings that give the family and a
/// nickname (`#### Brand — Harbour (anchor: #… at 500)`), referred to elsewhere as `Family-step`
/// (`Brand-600`, `Sun-100`) or by the nickname (`Dusk-700`): each step is its family's token,
/// and the components' references resolve to it.
@Suite struct NicknamedScaleTests {
    static let document = """
    # Larkspur

    ## Palette

    #### Brand — Harbour (anchor: #1F4E79 at 500)

    | Step | Hex | Notes |
    |---|---|---|
    | 50 | `#EAF1F8` | Tinted grounds |
    | 100 | `#CFE0F0` | Hover grounds |
    | **500** | **`#1F4E79`** | **Main actions** |
    | 700 | `#143552` | Pressed |

    #### Sun — Marigold *(added for alerts)*

    | Step | Hex | Notes |
    |---|---|---|
    | 50 | `#FFF6E0` | Alert grounds |
    | 100 | `#FFEBB8` | Light alerts |
    | 500 | `#E8A317` | Alert accents |
    | 700 | `#9C6A05` | Alert text |

    #### Gray — Dusk (for text and dark surfaces)

    | Step | Hex | Notes |
    |---|---|---|
    | 50 | `#F1F2F4` | Light grounds |
    | 500 | `#2B3036` | Body text |
    | 700 | `#181B1F` | Dark panels |

    ## Components

    ### Buttons

    | Variant | Background | Text | Border |
    |---|---|---|---|
    | Main | Brand-500 (Harbour) | White | None |
    | Quiet | Transparent | Brand-500 | Brand-100 |

    ### Badges

    | Variant | Background | Text |
    |---|---|---|
    | Alert | Sun-100 | Sun-700 |
    | Night | Dusk-700 | Gray-50 |
    """

    @Test func eachTablesStepsAreItsFamilys() throws {
        let set = TokenExtractor().extract(from: MarkdownParser().parse(Self.document, file: "doc.md"))
        let names = set.tokens(of: .color).map(\.name)
        #expect(names.contains("Brand-500") && names.contains("Sun-500") && names.contains("Gray-700"))
        // Three tables of the same steps are three families, not one step defined again.
        #expect(!set.diagnostics.contains { $0.message.contains("defined again") })
        #expect(set.token(named: "Gray-700")?.role == "Dusk-700")
    }

    @Test func familyAndNicknameReferencesResolve() throws {
        let components = try TestSupport.analysedSystem(Self.document).components
        let main = try TestSupport.variant("Buttons", "Main", in: components)[.default]
        #expect(main?.fill?.hex == "#1F4E79")
        let quiet = try TestSupport.variant("Buttons", "Quiet", in: components)[.default]
        #expect(quiet?.textColor?.hex == "#1F4E79")
        #expect(quiet?.borderColor?.hex == "#CFE0F0")
        let alert = try TestSupport.variant("Badges", "Alert", in: components)[.default]
        #expect(alert?.fill?.hex == "#FFEBB8")
        #expect(alert?.textColor?.hex == "#9C6A05")
        let night = try TestSupport.variant("Badges", "Night", in: components)[.default]
        #expect(night?.fill?.hex == "#181B1F")
        #expect(night?.textColor?.hex == "#F1F2F4")
    }

    @Test func rowsNamedWithTheirHueKeepTheirNames() {
        let set = TokenExtractor().extract(from: MarkdownParser().parse("""
        #### Neutral — Slate

        | Token | Hex |
        |---|---|
        | slate-100 | `#E2E6EA` |
        | slate-900 | `#12161A` |
        """, file: "doc.md"))
        #expect(set.tokens(of: .color).map(\.name) == ["slate-100", "slate-900"])
    }

    /// A Background cell naming a step with its nickname in brackets (`Brand-500 (Harbour)`) is
    /// that step: the row's pair is white on it, never on another scale's `500`. (The row is a
    /// look and a stated pairing at once: one pair, listed with the component.)
    @Test func aStepWithItsNicknameInBracketsIsThatStep() throws {
        let report = try #require(try TestSupport.analysedSystem(Self.document).audit)
        let row = report.pairs.filter { $0.source.line == 37 && [.statedPairing, .component].contains($0.origin) && $0.category.isText }
        #expect(!row.isEmpty, "\(report.pairs.map(\.description))")
        #expect(row.allSatisfy { $0.background.hex == "#1F4E79" && $0.foreground.hex == "#FFFFFF" }, "\(row.map(\.description))")
    }
}

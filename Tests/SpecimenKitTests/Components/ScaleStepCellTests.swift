import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// A variant table whose radius and padding cells name a step of the document's own scales
/// (`md`, `rounded-lg`, `radius.sm`, `full`) or a size written as a pair (`12×16`, `12 x 16`,
/// `36×36`): each is that step's length, `full` a fully rounded end where the scale has no
/// such step, and a step the scale lacks is listed as not understood, with its line.
@Suite struct ScaleStepCellTests {
    static let document = """
    # Tidewater

    ## Colors
    | Token | Hex | Use |
    |---|---|---|
    | `lagoon` | #0B7A75 | Primary actions |
    | `foam` | #FFFFFF | Text on lagoon, cards |
    | `slate` | #1C2328 | Text |
    | `reed` | #D5DDE2 | Borders |

    ## Spacing
    | Token | Value |
    |---|---|
    | `sm` | 8px |
    | `md` | 14px |

    ## Radius
    | Token | px | Use |
    |---|---|---|
    | `sm` | 4 | Tags |
    | `md` | 8 | Controls |
    | `lg` | 12 | Panels |

    ## Components

    ### Buttons.
    | Variant | Background | Text | Radius | Padding | Height | Border |
    |---|---|---|---|---|---|---|
    | `main` | `lagoon` | `foam` | `md` | 12×16 | 44 | none |
    | `quiet` | `foam` | `slate` | `rounded-lg` | 12 x 16 | 44 | 1px `reed` |
    | `soft` | `foam` | `slate` | `radius.sm` | 10px 20px | 40 | 1px `reed` |
    | `capsule` | `lagoon` | `foam` | `full` | `md` | 36 | none |
    | `square` | `foam` | `slate` | `vast` | 8×12 | 36×36 | 1px `reed` |
    | `pebble` | `foam` | `slate` | pill-shaped | `6px` | 32 | none |
    """

    static let components = Result { try TestSupport.analysedSystem(document).components }

    @Test func aHeadingClosedByAFullStopNamesTheComponentWithoutIt() throws {
        #expect(try Self.components.get().map(\.name).contains("Buttons"))
    }

    @Test func aRadiusStepIsTheDocumentsOwnAndAPairIsVerticalThenHorizontal() throws {
        let main = try TestSupport.variant("Buttons", "main", in: Self.components.get())[.default]
        #expect(main?.radius == 8 && main?.paddingVertical == 12 && main?.paddingHorizontal == 16 && main?.height == 44)
        let quiet = try TestSupport.variant("Buttons", "quiet", in: Self.components.get())[.default]
        #expect(quiet?.radius == 12 && quiet?.paddingVertical == 12 && quiet?.paddingHorizontal == 16)
        let soft = try TestSupport.variant("Buttons", "soft", in: Self.components.get())[.default]
        #expect(soft?.radius == 4 && soft?.paddingVertical == 10 && soft?.paddingHorizontal == 20)
    }

    @Test func fullIsAFullyRoundedEndAndAPaddingStepIsTheSpacingScales() throws {
        let capsule = try TestSupport.variant("Buttons", "capsule", in: Self.components.get())[.default]
        #expect(capsule?.fullyRounded == true)
        #expect(capsule?.paddingVertical == 14 && capsule?.paddingHorizontal == 14)
    }

    /// A length in code is a length, and a shape's word is the shape: neither is a step.
    @Test func aLengthOrAShapesWordIsNoStep() throws {
        let pebble = try TestSupport.variant("Buttons", "pebble", in: Self.components.get())[.default]
        #expect(pebble?.fullyRounded == true && pebble?.unresolvedValues["radius"] == nil)
        #expect(pebble?.paddingVertical == 6 && pebble?.paddingHorizontal == 6)
    }

    /// `| Token | Rem | Pixels |`: the pixels say what the document's rem is.
    @Test func aScaleInPixelsBesideRemIsReadInPixels() throws {
        let extracted = try ReadingAsFrontMatterTests.extracted("""
            # Gap

            ## Spacing
            | Token | Rem | Pixels |
            |---|---|---|
            | `--gap-1` | `0.4rem` | 4px |
            | `--gap-2` | `0.8rem` | 8px |
            """)
        #expect(extracted.contains("gap-1: 4px") && extracted.contains("gap-2: 8px"), "\(extracted)")
    }

    @Test func aStepTheScaleLacksIsNotUnderstoodWithItsLine() throws {
        let square = try TestSupport.variant("Buttons", "square", in: Self.components.get())[.default]
        #expect(square?.radius == nil && square?.fullyRounded == false)
        #expect(square?.unresolvedValues["radius"]?.text == "vast")
        #expect(square?.unresolvedValues["radius"]?.provenance.line == 33)
        #expect(square?.width == 36 && square?.height == 36)
        #expect(square?.paddingVertical == 8 && square?.paddingHorizontal == 12)
    }

    @Test func extractListsTheUnknownStepAndTheUnitColumnsScale() throws {
        let extracted = try ReadingAsFrontMatterTests.extracted(Self.document)
        #expect(extracted.contains("""
            rounded:
              sm: 4px  # line 20
              md: 8px  # line 21
              lg: 12px  # line 22
            """), "\(extracted)")
        #expect(extracted.contains(#"#   line 33: components.buttons-square.radius: "vast""#), "\(extracted)")
    }

    /// In a phrase, a step in code beside the property's word (`` `lg` radius ``) is the step;
    /// a bare word there (`soft radius`) says how it looks.
    @Test func aStepInCodeBesideItsWordInAPhrase() throws {
        let components = try TestSupport.analysedSystem(Self.document + """


            ### Panel Card
            `foam` surface, `lg` radius, `huge` padding, 1px `reed`.

            ### Note Card
            `foam` surface, 1px `reed`, soft radius.
            """).components
        let panel = try TestSupport.variant("Panel Card", in: components)[.default]
        #expect(panel?.radius == 12)
        #expect(panel?.unresolvedValues["paddingVertical"]?.provenance.line == 37)
        let note = try TestSupport.variant("Note Card", in: components)[.default]
        #expect(note?.radius == nil && note?.unresolvedValues["radius"] == nil)
    }
}

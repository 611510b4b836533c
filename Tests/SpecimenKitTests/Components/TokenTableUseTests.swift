import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// Token tables whose use column names the components a step is for: a spacing step for a
/// kind's padding (`Standard card padding`), a type size led by its size with no weight column
/// (`| 12px | Tiny | Chips, captions |`), a radius step naming a kind where another step names
/// a kind of the same family (`Chips` beside `Capsules`). Each gives the components it names what
/// their own lines leave open; their own words always win.
@Suite struct TokenTableUseTests {
    static let document = """
    # Fennel

    ## Colors
    - **Loam** (#3A2F26): text and fills
    - **Oat** (#F4EFE6): page and card background

    ## Typography

    ### Sizes

    | Size | Name | Usage |
    |---|---|---|
    | 12px | Tiny | Chips, captions, card notes |
    | 15px | Body | Running text, field values |
    | 19px | Lead | Card titles |

    ## Spacing

    | Token | Value | Usage |
    |---|---|---|
    | s1 | 6px | Chip padding, icon gaps |
    | s3 | 20px | Default card padding |
    | s4 | 28px | Gaps between cards |

    ## Corners

    | Token | Value | Usage |
    |---|---|---|
    | r1 | 4px | Chips, small controls |
    | r2 | 12px | Cards, sheets |
    | r9 | 9999px | Capsules, avatars |

    ## Components

    ### Cards

    | Variant | Background | Border | Padding |
    |---|---|---|---|
    | Plain | Oat | none | — |
    | Snug | Oat | 1px Loam | 8px |

    ### Chips

    | Variant | Background | Text |
    |---|---|---|
    | Earth | Loam | Oat |
    | Light | Oat | Loam |
    """

    static func variant(_ component: String, _ name: String) throws -> ResolvedProperties? {
        try TestSupport.variant(component, name, in: TestSupport.analysedSystem(document).components)[.default]
    }

    @Test func aSpacingStepNamingAKindsPaddingPadsIt() throws {
        let plain = try Self.variant("Cards", "Plain")
        #expect(plain?.paddingVertical == 20 && plain?.paddingHorizontal == 20)
        #expect(plain?.provenance["paddingVertical"]?.line == 22)
        // The component's own words win.
        #expect(try Self.variant("Cards", "Snug")?.paddingVertical == 8)
        #expect(try Self.variant("Chips", "Earth")?.paddingHorizontal == 6)
    }

    @Test func aTypeSizeLedBySizeAndNamingAKindSetsItsText() throws {
        #expect(try Self.variant("Chips", "Earth")?.font?.size == 12)
        #expect(try Self.variant("Chips", "Light")?.font?.size == 12)
        // Two sizes name cards (`card notes`, `Card titles`): neither is the card's.
        #expect(try Self.variant("Cards", "Plain")?.font?.size == nil)
    }

    @Test func aRadiusStepNamingTheComponentAsItsNameDoesWinsOverAKindmate() throws {
        #expect(try Self.variant("Chips", "Earth")?.radius == 4)
        #expect(try Self.variant("Cards", "Plain")?.radius == 12)
    }

    @Test func gapsBetweenComponentsAreNoPadding() throws {
        let tokens = TokenExtractor().extract(from: MarkdownParser().parse(Self.document, file: "doc.md"))
        #expect(tokens.token(named: "s4")?.usage == "Gaps between cards")
        #expect(try Self.variant("Cards", "Plain")?.paddingVertical != 28)
    }

    @Test func aVariantWithItsOwnSizeKeepsItsOwnLineHeight() throws {
        let components = try TestSupport.analysedSystem("""
        # Fennel

        ## Colors
        - **Loam** (#3A2F26): text
        - **Oat** (#F4EFE6): page

        ## Typography

        | Role | Size | Weight | Line Height | Notes |
        |---|---|---|---|---|
        | Card Title | 20px | 600 | 28px | Titles inside cards |
        | Button Label | 14–16px | 600 | 1.2 | All button labels |

        ## Components

        ### Cards

        | Variant | Background | Font Size |
        |---|---|---|
        | Plain | Oat | — |
        | Banner | Oat | 48px |

        ### Buttons

        | Variant | Background | Text | Font Size |
        |---|---|---|---|
        | Pill | Loam | Oat | 16px |
        """).components
        let plain = try TestSupport.variant("Cards", "Plain", in: components)[.default]?.font
        #expect(plain?.size == 20)
        let banner = try TestSupport.variant("Cards", "Banner", in: components)[.default]?.font
        #expect(banner?.size == 48)
        // The row's 28px line height is for its 20px, not for the banner's own 48px.
        #expect(banner?.lineHeightPixels == nil)
        // A row giving a range of sizes (14–16px) is for a 16px button too: its line height holds.
        let pill = try TestSupport.variant("Buttons", "Pill", in: components)[.default]?.font
        #expect(pill?.size == 16 && pill?.lineHeight == 1.2, "\(String(describing: pill))")
    }
}

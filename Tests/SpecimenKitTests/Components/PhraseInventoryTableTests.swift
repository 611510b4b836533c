import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// A component table whose spec column is written in phrases (`| Component | Spec |` over `|
/// Main Button | 48dp h, 12dp radius, Tide bg, 15sp Bold white text |`): each row is a
/// component, its cell read as an unlabelled bullet under its heading would be, through the
/// document's own colours; the phrases that give nothing are listed with the row's line.
@Suite struct PhraseInventoryTableTests {
    static let document = """
    # Harbor

    ## Colours

    | Token | Hex |
    |---|---|
    | Primary | #1D4ED8 |
    | Sand | #F5E6C8 |

    ### Corners

    | Token | Value |
    |---|---|
    | Small | 4dp |
    | Large | 18dp |

    ## Components

    | Component | Spec |
    |---|---|
    | Main Button | 48dp h, 12dp radius, Primary bg, 15sp Bold white text |
    | Quiet Button | 44dp h, 12dp radius, transparent + 2dp Primary border, 15sp SemiBold Primary text |
    | Card | 18dp radius, 12dp padding, Sand bg |
    | Fab | 56×56dp, 16dp radius, Primary bg, wobbly glow |
    """

    static let system = Result { try TestSupport.analysedSystem(document) }

    @Test func eachRowIsAComponentDrawnFromItsPhrases() throws {
        let components = try Self.system.get().components
        let main = try TestSupport.variant("Main Button", in: components)[.default]
        #expect(main?.fill?.hex == "#1D4ED8" && main?.textColor?.hex == "#FFFFFF")
        #expect(main?.height == 48 && main?.radius == 12)
        #expect(main?.font?.size == 15 && main?.font?.weight == "bold")
        #expect(main?.provenance["fill"]?.line == 21)
        let quiet = try TestSupport.variant("Quiet Button", in: components)[.default]
        #expect(quiet?.fill?.alpha == 0 && quiet?.borderWidth == 2)
        #expect(quiet?.borderColor?.hex == "#1D4ED8" && quiet?.textColor?.hex == "#1D4ED8")
        let card = try TestSupport.variant("Card", in: components)[.default]
        #expect(card?.fill?.hex == "#F5E6C8" && card?.radius == 18 && card?.paddingHorizontal == 12)
        let fab = try TestSupport.variant("Fab", in: components)[.default]
        #expect(fab?.width == 56 && fab?.height == 56 && fab?.fill?.hex == "#1D4ED8")
    }

    @Test func aPhraseGivingNothingIsListedWithItsLine() throws {
        let fab = try #require(try Self.system.get().componentSpecs.first { $0.name == "Fab" })
        #expect(fab.notDrawn.map(\.text) == ["wobbly glow"])
        #expect(fab.notDrawn.map(\.provenance.line) == [24])
        let main = try #require(try Self.system.get().componentSpecs.first { $0.name == "Main Button" })
        #expect(main.notDrawn.isEmpty)
    }

    @Test func aScaleInDensityUnitsGivesItsSteps() throws {
        let tokens = try Self.system.get().system.tokens.tokens
        #expect(tokens.first { $0.name == "Small" }?.value == .dimension(Length(4, .pt), role: .radius))
        #expect(tokens.first { $0.name == "Large" }?.provenance.line == 15)
    }

    @Test func onlyAColumnOfPhraseListsWithLengthsIsRead() {
        let text = """
        | Component | Spec |
        |---|---|
        | Button | 40px h, 8px radius |
        | Card | 16px padding, white bg |

        | Component | Notes |
        |---|---|
        | Button | The main action, for one step |
        | Card | Holds one topic, never two |

        | Component | Padding |
        |---|---|
        | Button | 8px, 16px |
        | Card | 16px, 24px |
        """
        let document = MarkdownParser().parse(text, file: "x.md")
        let tables = document.root.children.filter { if case .table = $0.kind { true } else { false } }
        #expect(tables.count == 3)
        let rows = ComponentInventoryTable.rows(ofTable: tables[0])
        #expect(rows?.map(\.component) == ["Button", "Card"])
        #expect(rows?.map(\.phrases) == ["40px h, 8px radius", "16px padding, white bg"])
        #expect(ComponentInventoryTable.rows(ofTable: tables[1]) == nil)
        // A property's own column is a measure table's (`MeasureTableRows`).
        #expect(ComponentInventoryTable.rows(ofTable: tables[2]) == nil)
    }

    @Test func densityUnitsInABulletAreMeasures() throws {
        let system = try TestSupport.analysedSystem("""
        # Harbor

        ## Colours

        | Token | Hex |
        |---|---|
        | Primary | #1D4ED8 |

        ## Components

        ### Field
        - 56dp height, 16dp radius, 16dp horizontal padding, 1.5dp Primary border
        """)
        let field = try TestSupport.variant("Field", in: system.components)[.default]
        #expect(field?.height == 56 && field?.radius == 16 && field?.paddingHorizontal == 16)
        #expect(field?.borderWidth == 1.5 && field?.borderColor?.hex == "#1D4ED8")
    }
}

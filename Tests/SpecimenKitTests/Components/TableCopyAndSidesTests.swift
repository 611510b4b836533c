import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension ComponentTests {
    /// `Fixtures/components/table-copy-and-sides.md`: a button table whose Label column gives each
    /// variant's copy in quotes (`"Book a berth"`, where `Book` is also a weight's name), a sheet
    /// rounded at the top only (`16px 16px 0 0`) and a field padded side by side
    /// (`6px 36px 6px 14px`), and a tab whose sentence quotes its CSS declarations as code.
    @Suite struct TableCopyAndSides {
        static let seed = Result { ComponentSeed(document: try SeedDocuments.parse("Tests/SpecimenKitTests/Fixtures/components/table-copy-and-sides.md")) }

        @Test func aLabelColumnGivesEachVariantItsCopy() throws {
            let seed = try Self.seed.get()
            let buttons = try #require(seed.component("Buttons"), "\(seed.dump)")
            #expect(buttons.variants.map { $0[.default]?.sampleText } == ["Book a berth", "See tides", "Cancel"])
            // The copy is no property: `Book` sets no weight.
            #expect(buttons.variant(named: "Primary")?[.default]?.font?.weight == nil)
            #expect(buttons.variant(named: "Primary")?[.default]?.fill?.hex == "#0B3C5D")
            let view = GalleryBuilder.everyVariantHasCopy(buttons)
            #expect(view)
        }

        @Test func cornersThatDifferAreDrawnPerCorner() throws {
            let seed = try Self.seed.get()
            let sheet = try #require(seed.component("Bottom Sheet")?.variants.first?[.default])
            #expect(sheet.cornerRadii == [16, 16, 0, 0])
            #expect(ComponentStyle.declarations(sheet).contains("--c-radius: 16px 16px 0px 0px"))
            let field = try #require(seed.component("Search Field")?.variants.first?[.default])
            #expect(field.cornerRadii == nil && field.radius == 4)
        }

        @Test func sidesThatDifferArePaddedPerSide() throws {
            let seed = try Self.seed.get()
            let field = try #require(seed.component("Search Field")?.variants.first?[.default])
            #expect(field.paddingEdges == [6, 36, 6, 14])
            let declarations = ComponentStyle.declarations(field)
            #expect(declarations.contains("--c-padl: 14px") && declarations.contains("--c-padr: 36px"))
            // A two-value padding needs no sides of its own.
            #expect(seed.component("Bottom Sheet")?.variants.first?[.default]?.paddingEdges == nil)
        }

        @Test func declarationsQuotedInASentence() throws {
            let seed = try Self.seed.get()
            let tab = try #require(seed.component("Tab")?.variants.first?[.default], "\(seed.dump)")
            // `border-radius` is a corner, not a border; `background` the fill.
            #expect(tab.borderWidth == nil && tab.borderColor == nil)
            #expect(tab.cornerRadii == [6, 6, 0, 0] && tab.fill?.hex == "#DDE7EE")
            #expect(tab.provenance["fill"]?.line == 39)
            #expect(seed.component("Tab")?.spec.samples.compactMap(\.value) == ["More"])
        }

        @Test func shorthandRuns() {
            #expect(ComponentResolver.shorthand(in: "Corner radius: 16px 16px 0 0") == [16, 16, 0, 0])
            #expect(ComponentResolver.shorthand(in: "comfortable (8px 24px)") == [8, 24])
            // Lengths in separate phrases are no shorthand.
            #expect(ComponentResolver.shorthand(in: "16px on cards, 8px on chips") == nil)
            #expect(ComponentResolver.shorthand(in: "8px, 12px") == nil)
            #expect(ComponentResolver.shorthand(in: "0 0") == nil)
        }
    }
}

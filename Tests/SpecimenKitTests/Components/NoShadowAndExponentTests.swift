import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenSite

extension ComponentTests {
    /// `Fixtures/components/no-shadow-and-exponents.md`: `Shadow: none` (and `なし`) is no
    /// shadow, drawn flat and written as "none", never a shadow not understood; a state saying so
    /// does not take its default's shadow. A length in exponent form (`1e309px`) is no length
    /// read out of its exponent (309px): its words are kept, not understood.
    @Suite struct NoShadowAndExponents {
        static let seed = Result { ComponentSeed(document: try SeedDocuments.parse("Tests/SpecimenKitTests/Fixtures/components/no-shadow-and-exponents.md")) }

        @Test func shadowNoneIsNoShadow() throws {
            let seed = try Self.seed.get()
            for name in ["Ledger Card", "付箋カード"] {
                let card = try #require(seed.component(name)?.variants.first?[.default], "\(name): \(seed.dump)")
                #expect(card.noShadow, "\(name)")
                #expect(card.shadow == nil)
                #expect(card.unresolvedValues["shadow"] == nil, "\(name): not listed as not understood")
                #expect(ComponentStyle.declarations(card).contains("--c-shadow: none"))
            }
        }

        @Test func aStateWithNoShadowDoesNotTakeItsDefaults() throws {
            let seed = try Self.seed.get()
            let tile = try #require(seed.component("Note Tile")?.variants.first, "\(seed.dump)")
            #expect(tile[.default]?.shadow != nil)
            let hover = try #require(tile[.hover])
            #expect(hover.noShadow && hover.shadow == nil)
            #expect(ComponentStyle.declarations(hover, suffix: "hover").contains("--c-shadow-hover: none"))
        }

        @Test func theExtractSaysNone() throws {
            let system = try ExtractRoundTripTests.analysed(
                try TestSupport.fixture("components/no-shadow-and-exponents.md"), sidecar: nil)
            let front = DesignMDWriter(system).write()
            #expect(front.contains("  ledger-card:  # line 12\n"))
            #expect(front.contains("    shadow: \"none\"  # line 16\n"))
            #expect(front.contains("  note-tile-hover:  # line 18\n    shadow: \"none\"  # line 22\n"))
            #expect(!front.contains("shadow: \"none\"  # line 21"))
            #expect(!front.contains(".shadow: \"none\""), "no shadow is listed as words not understood")
        }

        @Test func frontMatterShadowNoneIsNoShadow() throws {
            let system = try ExtractRoundTripTests.analysed("""
                ---
                name: Tessel
                components:
                  card:
                    backgroundColor: "#FFFFFF"
                    shadow: none
                ---
                # Tessel
                """, sidecar: nil)
            let card = try #require(system.components.first?.variants.first?[.default])
            #expect(card.noShadow && card.shadow == nil)
            #expect(DesignMDWriter(system).write().contains("    shadow: \"none\"  # line 6\n"))
        }

        @Test func anExponentIsNoLength() throws {
            let seed = try Self.seed.get()
            let handle = try #require(seed.component("Drawer Handle")?.variants.first?[.default], "\(seed.dump)")
            #expect(handle.height == nil)
            #expect(handle.paddingVertical == nil && handle.paddingHorizontal == nil)
            #expect(handle.unresolvedValues["height"]?.text == "1e309px")
            #expect(handle.unresolvedValues["paddingVertical"]?.text == "2.5E+2px")
            #expect(handle.radius == 3)
            #expect(ValueScanner.length(in: "1e309px") == nil)
            #expect(ValueScanner.length(in: "2.5E-3px") == nil)
            #expect(ValueScanner.length(in: "1e+4pt") == nil)
            // Digits after a letter that is no exponent, or after a colour, are still lengths.
            #expect(ValueScanner.length(in: "border 1px solid #1e3a5f") == Length(1, .px))
            #expect(ValueScanner.length(in: "size 12px") == Length(12, .px))
            #expect(ValueScanner.length(in: "余白16px") == Length(16, .px))
        }
    }
}

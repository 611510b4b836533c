import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension ComponentTests {
    /// `Fixtures/components/dash-caption-variants.md`: bold variant captions with an aside after
    /// a dash (quoted copy or a few words, no colon) or in brackets, each over its own list of
    /// keys: every caption is its own variant with its own values, and its quoted copy labels it
    /// alone.
    @Suite struct DashCaptionVariants {
        static let seed = Result { ComponentSeed(document: try SeedDocuments.parse("Tests/SpecimenKitTests/Fixtures/components/dash-caption-variants.md")) }

        @Test func eachCaptionIsAVariantWithItsOwnValues() throws {
            let seed = try Self.seed.get()
            let buttons = try #require(seed.component("Buttons"), "\(seed.dump)")
            #expect(buttons.variants.count == 4, "\(seed.dump)")
            func variant(_ prefix: String) -> ResolvedProperties? { buttons.variants.first { $0.name.hasPrefix(prefix) }?[.default] }
            #expect(variant("Solid")?.fill?.hex == "#23402E")
            #expect(variant("Solid")?.textColor?.hex == "#FFFFFF")
            #expect(variant("Solid")?.radius == 6)
            #expect(variant("Outline")?.fill?.hex == "#FFFFFF")
            #expect(variant("Outline")?.borderColor?.hex == "#C7D3C9")
            #expect(variant("Nav Link")?.fill?.alpha == 0)
            #expect(variant("Seed Chip")?.fill?.hex == "#E6EFE4")
            #expect(variant("Seed Chip")?.radius == 18)
            // One variant's border is no other's.
            #expect(variant("Solid")?.borderColor == nil)
        }

        @Test func quotedCopyLabelsItsOwnVariantOnly() throws {
            let seed = try Self.seed.get()
            let buttons = try #require(seed.component("Buttons"), "\(seed.dump)")
            func copy(_ prefix: String) -> String? { buttons.variants.first { $0.name.hasPrefix(prefix) }?[.default]?.sampleText }
            #expect(copy("Solid") == "Plant a tree")
            #expect(copy("Outline") == "Share")
            #expect(copy("Seed Chip") == "Ferns")
            #expect(copy("Nav Link") != "Plant a tree")
        }
    }
}

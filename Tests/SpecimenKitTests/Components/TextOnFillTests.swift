import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension ComponentTests {
    /// `Fixtures/components/text-on-fill.md`: state lines that put text on a fill (`Bark text on
    /// Moss Wash`, `white label on Pine`): the colour after `on` is the fill, the one before the text.
    @Suite struct TextOnFill {
        static let seed = Result { ComponentSeed(document: try SeedDocuments.parse("Tests/SpecimenKitTests/Fixtures/components/text-on-fill.md")) }

        @Test func theColourAfterOnIsTheFill() throws {
            let seed = try Self.seed.get()
            let chips = try #require(seed.component("Filter Chips")?.variants.first, "\(seed.dump)")
            #expect(chips[.default]?.textColor?.hex == "#2B2118")
            #expect(chips[.default]?.fill?.hex == "#E4EFE8")
            #expect(chips[.default]?.radius == 12)
            #expect(chips[.selected]?.textColor?.hex == "#FFFFFF")
            #expect(chips[.selected]?.fill?.hex == "#1F4D3A")
            // A text colour alone changes no fill.
            #expect(chips[.hover]?.textColor?.hex == "#1F4D3A")
            #expect(chips[.hover]?.fill?.hex == "#E4EFE8")
        }
    }
}

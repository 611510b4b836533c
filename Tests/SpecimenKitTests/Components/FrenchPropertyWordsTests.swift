import Testing
@testable import SpecimenModel
@testable import SpecimenReading

extension ComponentTests {
    /// French property words in a component's prose bullets: `lisière` is the border (never the
    /// fill), `rembourrage` the padding (never a font size), `rayon de lisière` the radius.
    @Suite struct FrenchPropertyWords {
        static let document = MarkdownParser().parse("""
            # Guide

            ## Boutons

            Chaque bouton suit ces règles :
              - un rembourrage de 9px
              - une lisière de 3px en `#3C5A7D`
              - un rayon de lisière de 5px
            """, file: "fr.md")

        @Test func borderPaddingAndRadiusAreRead() throws {
            let seed = ComponentSeed(document: Self.document)
            let button = try #require(seed.resolved.first, "\(seed.inventory)")
            let look = try #require(button.variants.first?[.default], "\(seed.dump)")
            #expect(look.borderColor?.hex == "#3C5A7D", "\(seed.dump)")
            #expect(look.borderWidth == 3, "\(seed.dump)")
            #expect(look.fill == nil, "the border is no fill: \(seed.dump)")
            #expect(look.radius == 5, "\(seed.dump)")
            #expect(look.paddingVertical == 9, "\(seed.dump)")
            #expect(look.font?.size == nil, "the padding is no font size: \(seed.dump)")
        }
    }
}

import Testing
@testable import SpecimenModel
@testable import SpecimenReading

extension ComponentTests {
    /// Colours a component's cells and bullets call by words rather than by a token's full name:
    /// the hue a palette row puts in brackets (`Main (Blue)` answers to "Blue"), at an opacity of
    /// its own ("Blue (40% opacity)"), a name with a word saying it is a colour ("Support
    /// color"), and a role word written before its colour (`texto claro`), which is never the
    /// name of the colour called Texto.
    @Suite struct ColourNamedInWords {
        static let document = MarkdownParser().parse("""
            # Field kit

            ## Colors

            | Name | Hex |
            |------|-----|
            | Main (Blue) | `#2255CC` |
            | Support (Pink) | `#DD4488` |
            | Texto | `#1A1A1A` |

            ## Components

            ### Chip

            | Variant | Background | Text Color | Border |
            |---------|------------|------------|--------|
            | main | Blue (40% opacity) | White | 1px blue border |
            | alt | Support color | White | Frosted border |

            ### Tab

            - Fondo: Pink, texto claro
            """, file: "words.md")

        @Test func aBracketedHueAndAnOpacityCallThePalettesColour() throws {
            let seed = ComponentSeed(document: Self.document)
            let chip = try #require(seed.component("Chip"), "\(seed.inventory)")
            let main = try #require(chip.variants.first { $0.name.lowercased() == "main" }, "\(seed.dump)")
            #expect(main[.default]?.fill?.hex == "#2255CC66", "\(seed.dump)")
            #expect(main[.default]?.borderColor?.hex == "#2255CC", "\(seed.dump)")
            let alt = try #require(chip.variants.first { $0.name.lowercased() == "alt" }, "\(seed.dump)")
            #expect(alt[.default]?.fill?.hex == "#DD4488", "\(seed.dump)")
            // No colour is called Frosted: no border colour is drawn for it.
            #expect(alt[.default]?.borderColor == nil, "\(seed.dump)")
        }

        @Test func aRoleWordBeforeItsColourIsNoColoursName() throws {
            let seed = ComponentSeed(document: Self.document)
            let tab = try #require(seed.spec("Tab"), "\(seed.inventory)")
            let text = try #require(tab.base[.default].textColor, "\(seed.dump)")
            // "Light text" names no colour of the document's: kept as words, not Texto's #1A1A1A.
            #expect(text.value == nil && text.reference == nil, "\(text)")
            #expect(tab.base[.default].fill?.reference != nil || tab.base[.default].fill?.value != nil, "\(seed.dump)")
        }
    }
}

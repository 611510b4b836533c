import Testing
@testable import SpecimenModel
@testable import SpecimenReading

extension ComponentTests {
    /// `Mismo que Primary Button`, `Igual que el Primary Button`, `Same as Primary Button` in the
    /// section of another component: what the caption over the line names (`**Dimensiones:**`,
    /// `**States:**`), or the whole look, is that component's wherever this one leaves it
    /// unstated. A component the document does not have is kept as the words, never drawn; and
    /// `Color: Same as border top` is this component's own top border, not a colour named so
    /// in another component's section.
    @Suite struct SameAsComponents {
        static let text = """
        # Bramble

        ## Buttons

        ### Primary Button

        **Dimensions:**
        - Height: `44px`
        - Padding: `10px 20px`
        - Border Radius: `6px`

        **Styles:**
        - Background: `#8C2F39`
        - Text Color: `#FFFFFF`

        **States:**
        - **Hover:** Background `#72252E`
        - **Disabled:** Background `#D9D9D9`, Text `#8A8A8A`

        ---

        ### Quiet Button

        **Dimensiones:**
        - Mismo que Primary Button

        **Estilos:**
        - Background: `#F4EDEE`
        - Text Color: `#8C2F39`

        **Estados:**
        - **Hover:** Background `#EADADD`

        ---

        ### Outline Button

        **Dimensions:**
        - Igual que el Primary Button

        **Styles:**
        - Background: `#FFFFFF`
        - Border: `1px solid #8C2F39`
        - Text Color: `#8C2F39`

        **States:**
        - Same as Primary Button

        ---

        ### Ghost Button

        **Dimensions:**
        - Same as Hero Button

        **Styles:**
        - Text Color: `#8C2F39`

        ## Cards

        ### Stat Card

        **Styles:**
        - Background: `#FFFFFF`
        - Border: `1px solid #DDDDDD`
        - Border Top: `3px solid` (colour per variant)

        **Content:**
        - Figure:
          - Font: `24px`
          - Color: Same as border top

        ### Sheet Footer

        **Styles:**
        - Background: `#FAFAFA`
        - Border Top: `1px solid #C4C4C4`
        """

        static let seed = ComponentSeed(document: MarkdownParser().parse(text, file: "doc.md"))

        @Test func theCaptionsPropertiesAreTheOtherComponents() throws {
            let seed = Self.seed
            let quiet = try #require(seed.component("Quiet Button"), "\(seed.inventory) \(seed.dump)")
            let own = try #require(quiet.variants.first?[.default])
            #expect(own.height == 44 && own.radius == 6 && own.paddingHorizontal == 20, "\(seed.dump)")
            // Its own colours stay; the primary's disabled look is not taken (only its dimensions are).
            #expect(own.fill?.hex == "#F4EDEE", "\(seed.dump)")
            #expect(quiet.variants.first?[.disabled] == nil, "\(seed.dump)")
        }

        @Test func statesCopiedWhereUnstated() throws {
            let seed = Self.seed
            let outline = try #require(seed.component("Outline Button"), "\(seed.inventory) \(seed.dump)")
            let own = try #require(outline.variants.first?[.default])
            #expect(own.height == 44 && own.radius == 6, "\(seed.dump)")
            #expect(own.fill?.hex == "#FFFFFF" && own.borderColor?.hex == "#8C2F39", "\(seed.dump)")
            #expect(outline.variants.first?[.hover]?.fill?.hex == "#72252E", "\(seed.dump)")
        }

        @Test func aComponentNotFoundIsKeptAsTheWords() throws {
            let seed = Self.seed
            let ghost = try #require(seed.spec("Ghost Button"), "\(seed.inventory) \(seed.dump)")
            let own = ghost.effectiveVariants.first?[.default]
            // Its size is the words, not understood, and nothing is drawn in their place.
            #expect(own?.height?.value == nil && own?.height?.raw.contains("Hero Button") == true, "\(seed.dump)")
            #expect(own?.paddingHorizontal?.value == nil, "\(seed.dump)")
        }

        @Test func aColourSameAsAnEdgeIsThisComponentsOwnEdge() throws {
            let seed = Self.seed
            let card = try #require(seed.spec("Stat Card"), "\(seed.inventory) \(seed.dump)")
            let colours = card.effectiveVariants.flatMap { $0.states.values.flatMap { [$0.fill, $0.textColor, $0.borderColor] } }
                + card.parts.flatMap { [$0.properties.fill, $0.properties.textColor, $0.properties.borderColor] }
            // The footer's top border is no colour of this card's.
            #expect(!colours.contains { $0?.value?.hex == "#C4C4C4" || $0?.reference?.contains("top") == true }, "\(seed.dump)")
        }
    }
}

import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// Bold captions that group a component's own lines by aspect (`**Dimensiones:**`,
/// `**Base Styles:**`, `**Auto Layout:**`, `**États :**`) are read in Spanish, Portuguese, French, German and Italian as
/// in English: the lines under them are the component's, and the lines under a caption of its
/// states are those states, never variants named after the caption.
@Suite struct AspectCaptionLanguageTests {
    static func document(dimensions: String, styles: String, states: String) -> String {
        """
        # Quay

        ## Components

        ### Primary Button

        **\(dimensions):**
        - Height: `44px`
        - Border Radius: `6px`

        **\(styles):**
        - Background: `#2A6F4E`
        - Text Color: `#FFFFFF`

        **\(states):**
        - **Hover:** Background `#225A3F`
        - **Disabled:** Background `#D9DED9`, Text `#8A938C`
        """
    }

    @Test(arguments: [("Dimensiones", "Estilos", "Estados"), ("Dimensões", "Estilos", "Estados"),
                      ("Dimensions", "Apparence", "États"), ("Abmessungen", "Stil", "Zustände"),
                      ("Dimensioni", "Stile", "Stato"), ("Auto Layout", "Base Styles", "States"),
                      ("Dimensiones", "Estilos Base", "Estados")])
    func captionsGroupTheComponentsOwnLines(_ captions: (String, String, String)) throws {
        let components = try TestSupport.analysedSystem(Self.document(dimensions: captions.0, styles: captions.1, states: captions.2)).components
        #expect(components.map(\.name) == ["Primary Button"])
        let button = try #require(components.first)
        #expect(button.variants.count == 1)
        let resting = try #require(button.variants.first?[.default])
        #expect(resting.height == 44)
        #expect(resting.radius == 6)
        #expect(resting.fill?.hex == "#2A6F4E")
        #expect(resting.textColor?.hex == "#FFFFFF")
        #expect(button.variants.first?[.hover]?.fill?.hex == "#225A3F")
        #expect(button.variants.first?[.disabled]?.textColor?.hex == "#8A938C")
    }
}

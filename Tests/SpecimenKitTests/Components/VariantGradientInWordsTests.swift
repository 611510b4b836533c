import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenSite

/// A variant's look written as a hue word and a gradient with its stops joined by arrows or
/// "from … to" (`Primary: Amber gradient (#F7B500 → #E07A00)`) is the variant's fill, drawn as a
/// linear gradient, whether or not the word before it names a colour of the system: never an
/// empty fill, nor the stops taken for a part's colours.
@Suite struct VariantGradientInWordsTests {
    static let document = """
    # Tern

    ## Colours

    - Slate: #33415C
    - Mist: #E9EEF5

    ## UI Elements

    - **Buttons**
      - Primary: Amber gradient (#F7B500 → #F29100 → #E07A00)
      - Secondary: Cool gradient from #8FB8DE to #33415C
    """

    static let system = Result { try TestSupport.analysedSystem(document) }

    @Test func arrowStopsAfterAHueWordAreTheFillsGradient() throws {
        let primary = try #require(try TestSupport.variant("Buttons", "Primary", in: Self.system.get().components)[.default])
        #expect(primary.fill == nil)
        #expect(primary.fillGradient?.stops.map(\.color.hex) == ["#F7B500", "#F29100", "#E07A00"])
        let css = ComponentStyle.declarations(primary)
        #expect(css.contains("--c-fill: linear-gradient(180deg, #F7B500 0%, #F29100 50%, #E07A00 100%)"), "\(css)")
    }

    @Test func fromToStopsAreAGradientToo() throws {
        let secondary = try #require(try TestSupport.variant("Buttons", "Secondary", in: Self.system.get().components)[.default])
        #expect(secondary.fillGradient?.stops.map(\.color.hex) == ["#8FB8DE", "#33415C"])
    }
}

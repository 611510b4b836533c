import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// `Second: Green border, transparent background` where no colour of the system is called Green: the
/// border is stated in a colour that is not known, so it is kept as its words (not understood),
/// never left out as if the button had no border; a width word (`Thin border`) names no colour.
@Suite struct HueWordBorderTests {
    static let document = """
    # Meadow

    ## Colours
    Brand: #2F7A3E
    Paper: #FFFFFF

    ## Buttons
    Solid: Brand background, white text
    Second: Green border, transparent background
    Third: Thin border, transparent background
    """

    static let system = Result { try TestSupport.analysedSystem(document) }

    @Test func aHueWordBeforeBorderIsAStatedButUnknownColour() throws {
        let spec = try #require(Self.system.get().componentSpecs.first { $0.kind == .button })
        let second = try #require(spec.variants.first { $0.name == "Second" })
        let border = second[.default].borderColor
        #expect(border?.raw == "Green border" && border?.value == nil, "\(String(describing: border))")
    }

    @Test func aWidthWordBeforeBorderNamesNoColour() throws {
        let spec = try #require(Self.system.get().componentSpecs.first { $0.kind == .button })
        let third = try #require(spec.variants.first { $0.name == "Third" })
        #expect(third[.default].borderColor == nil)
    }
}

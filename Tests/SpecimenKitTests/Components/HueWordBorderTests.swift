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

    /// `Error: Red border` where no colour is called Red but the error state has a colour of
    /// its own (`error`): that colour, as before, not a border not understood.
    @Test func aStatesOwnColourAnswersAHueWordBorder() throws {
        let system = try TestSupport.analysedSystem("""
            # Meadow

            ## Colours
            - **error**: #C0392B
            - **paper**: #FFFFFF

            ## Components

            ### Text field
            - Default: paper background, grey border
            - Error: Red border, message below
            """)
        let field = try #require(system.componentSpecs.first { $0.kind == .textInput }, "\(system.componentSpecs.map(\.name))")
        #expect(field.base[.error].borderColor?.reference == "error", "\(String(describing: field.base[.error].borderColor))")
    }

    @Test func aWidthWordBeforeBorderNamesNoColour() throws {
        let spec = try #require(Self.system.get().componentSpecs.first { $0.kind == .button })
        let third = try #require(spec.variants.first { $0.name == "Third" })
        #expect(third[.default].borderColor == nil)
    }
}

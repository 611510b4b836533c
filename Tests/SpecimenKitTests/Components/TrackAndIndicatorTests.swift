import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// A bar drawn as a track with an indicator in it: `Background:` gives the box (the track) its
/// fill, and a later `Fill:` is the indicator, a part, never the box's fill over the track. A
/// `Fill:` line alone is still the box's fill.
@Suite struct TrackAndIndicatorTests {
    static let document = """
    # Hollowmere

    ## Components

    ### Loading Meter

    - Height: 6px
    - Background: Pale stone (#E3E1DC)
    - Fill: Moss (#4F6B3A)
    - Border radius: 3px

    ### Chips

    - Fill: #EFE9DD
    - Text: #3B3A36
    """

    static let system = Result { () throws -> AnalyzedSystem in try TestSupport.analysedSystem(document) }

    @Test func theBackgroundIsTheTrackAndTheFillTheIndicator() throws {
        let meter = try #require(try Self.system.get().components.first { $0.name == "Loading Meter" })
        #expect(meter.variants.first?.states[.default]?.fill?.hex == "#E3E1DC")
        let indicator = try #require(meter.spec.parts.first { $0.name == "Fill" }, "\(meter.spec.parts.map(\.name))")
        #expect(indicator.properties.fill?.value?.hex == "#4F6B3A")
    }

    @Test func aFillAloneIsTheBoxs() throws {
        let chip = try TestSupport.variant("Chips", in: Self.system.get().components)
        #expect(chip.states[.default]?.fill?.hex == "#EFE9DD")
    }
}

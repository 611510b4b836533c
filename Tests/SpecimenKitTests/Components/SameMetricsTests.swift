import Testing
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenSite

/// A variant that says it shares the metrics of another (`same metrics`, `same measurements as
/// the primary`) takes that one's height, padding and corners, never its colours; and a length
/// given as a range of unitless points (`radius 12–16`) is drawn at its lower end, its words kept.
@Suite struct SameMetricsTests {
    static let document = """
    # Heron

    ## Colors
    - `reed`: #3A6B52
    - `silt`: #C9D1C4

    ## Components

    ### Buttons
    - Primary: filled `reed`, white text, height **44**, radius 12, padding 12.
    - Secondary: outlined, `reed` text and `silt` border, same metrics.
    - Quiet: `reed` text, no fill, same measurements as the primary.

    ### Panels
    - White, radius 12–16, padding 20.
    """

    static let components = Result { try TestSupport.analysedSystem(document).components }

    @Test func sameMetricsCarriesTheGeometryAndNotTheColours() throws {
        let components = try Self.components.get()
        let primary = try #require(try TestSupport.variant("Buttons", "Primary", in: components)[.default])
        #expect(primary.height == 44 && primary.radius == 12)
        for name in ["Secondary", "Quiet"] {
            let look = try #require(try TestSupport.variant("Buttons", name, in: components)[.default], "\(name)")
            #expect(look.height == 44 && look.radius == 12, "\(name)")
            #expect(look.paddingVertical == primary.paddingVertical && look.paddingHorizontal == primary.paddingHorizontal, "\(name)")
            #expect(look.fill?.hex != "#3A6B52", "\(name) keeps its own fill")
            #expect(look.textColor?.hex == "#3A6B52", "\(name)")
        }
    }

    @Test func aUnitlessRangeIsDrawnAtItsLowerEnd() throws {
        let panel = try #require(try TestSupport.variant("Panels", in: Self.components.get())[.default])
        #expect(panel.radius == 12)
        #expect(ValueScanner.bareLengthRange("12–16") == Length(12, .pt))
        #expect(ValueScanner.bareLengthRange("4 to 8") == Length(4, .pt))
        #expect(ValueScanner.bareLengthRange("12-16px") == Length(12, .px))
        #expect(ValueScanner.bareLengthRange("grid 4-8") == nil)
        #expect(ValueScanner.bareLengthRange("16-12") == nil)
    }
}

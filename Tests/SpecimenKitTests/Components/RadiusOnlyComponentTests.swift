import Testing
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenSite

/// A component described only in a corner-radius list (`- Toggles: 999px` when no toggle is
/// described elsewhere) is listed with that line, never lost; a step named for a size, or for a
/// component the document draws, is none.
@Suite struct RadiusOnlyComponentTests {
    static let radiusDocument = """
    # Meadow

    ## Shape

    ### Corner radii

    - Tiles: 14px
    - Buttons: 10px
    - Toggles: 999px
    - Charts: 8px
    - Pebble Buttons: 999px
    - Large: 24px

    ## Components

    ### Buttons

    - **Primary Button:** Moss background (#3E6B48), white text.
    """

    @Test func aRadiusStepIsTheOnlyDescriptionOfSomeComponents() throws {
        let system = try TestSupport.analysedSystem(Self.radiusDocument)
        let described = system.describedComponents
        #expect(described.map(\.name) == ["Toggles", "Charts", "Pebble Buttons"], "\(described.map(\.name))")
        #expect(described.map(\.provenance.line) == [9, 10, 11])
        #expect(described.first?.words.map(\.text) == ["Toggles: 999px"])
        #expect(described.allSatisfy { $0.understood == ["radius"] })
        #expect(system.componentSpecs.map(\.name).contains("Buttons"))
    }
}

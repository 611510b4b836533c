import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// A bold `Geometry:` label (`Geometria`, `Geometría`, `Géométrie`) over a phrase of measures is the
/// component's own height, width, corners and padding, never a part called Geometry; and a toggle
/// in segments (`SegToggle`, `Segmented switch`) is a segmented control, not an on/off switch.
@Suite struct GeometryLabelTests {
    static let document = """
    # Pista

    ## Cores

    - **Neve** `#FFFFFF`
    - **Carvão** `#0A0A0A`
    - **Cinza** `#2A2A2A`

    ## Componentes

    ### `PickTile`
    - **Geometria:** raio **12px**, padding 10px, fundo `Cinza`.

    ### `RoundButton`
    - **Geometry:** circular, 40x40px, fill `Cinza`.
    """

    @Test func aGeometryLineIsTheComponentsOwnMeasures() throws {
        let components = try TestSupport.analysedSystem(Self.document).components
        let tile = try #require(components.first { $0.name.contains("PickTile") }?.variants.first?[.default], "\(components.map(\.name))")
        #expect(tile.radius == 12)
        #expect(tile.fill?.hex == "#2A2A2A")
        let round = try #require(components.first { $0.name.contains("RoundButton") }?.variants.first?[.default], "\(components.map(\.name))")
        #expect(round.height == 40)
        #expect(round.width == 40)
        #expect(components.allSatisfy { $0.parts.allSatisfy { !$0.name.lowercased().hasPrefix("geometr") } }, "\(components.map { $0.parts.map(\.name) })")
    }

    @Test(arguments: ["SegToggle", "Segmented toggle", "Segment toggle", "Segmented switch", "SegControl"])
    func aToggleInSegmentsIsASegmentedControl(_ name: String) {
        #expect(ComponentKind.classify(name) == .segmentedControl)
    }

    @Test func aToggleAloneIsStillASwitch() {
        #expect(ComponentKind.classify("Dark mode toggle") == .toggle)
        #expect(ComponentKind.classify("Toggle row") == .listRow)
    }
}

import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// A state table's column headed by the text and a part that shares its colour
/// (`Text + Icon color`, `Text & icon`) is the text's column: every row's text colour is the
/// document's, never a fallback.
@Suite struct JointTextColumnTests {
    static let document = """
    # Larchfield

    ## Buttons

    ### Quiet button

    | Status    | Background color    | Text + Icon color   |
    | --------- | ------------------- | ------------------- |
    | :enabled  | `transparent`       | Teal 60 — `#00707A` |
    | :hover    | Mist — `#E4EEEF`    | Teal 70 — `#005A62` |
    | :disabled | `transparent`       | Ash — `#B4BABB`     |

    ### Loud button

    | State | Fill | Text & icon |
    | ----- | ---- | ----------- |
    | Default | `#00707A` | `#FFFFFF` |
    """

    static let system = Result { () throws -> AnalyzedSystem in try TestSupport.analysedSystem(document) }

    @Test func theJointColumnIsTheTextsColour() throws {
        let quiet = try #require(try Self.system.get().components.first { $0.name == "Quiet button" })
        let states = try #require(quiet.variants.first?.states)
        #expect(states[.default]?.textColor?.hex == "#00707A")
        #expect(states[.hover]?.textColor?.hex == "#005A62")
        #expect(states[.disabled]?.textColor?.hex == "#B4BABB")
    }

    @Test func anAmpersandJoinsAsWell() throws {
        let loud = try #require(try Self.system.get().components.first { $0.name == "Loud button" })
        #expect(loud.variants.first?.states[.default]?.textColor?.hex == "#FFFFFF")
    }

    @Test func aJoinOfTwoPropertiesNamesNeither() {
        #expect(Vocabulary.standard.property("Text + Icon color") == .text)
        #expect(Vocabulary.standard.property("Background + Border color") == nil)
    }
}

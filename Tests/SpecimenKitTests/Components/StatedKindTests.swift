import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// The kind a component's own words state beats the kind its name suggests: a `toggle` said to
/// be a ghost button is a button, a switch whose lines style its tabs is a segmented control.
@Suite struct StatedKindTests {
    static let withFrontMatter = """
    ---
    name: Quill
    colors:
      ink: "#1E2430"
      paper: "#FBF8F1"
    rounded:
      sm: 6px
    components:
      palette-toggle:
        backgroundColor: transparent
        textColor: "{colors.ink}"
        rounded: "{rounded.sm}"
        size: 28px
      lamp-switch:
        backgroundColor: "{colors.ink}"
    ---

    ## Toolbar

    The palette toggle is a square ghost button, showing a moon glyph. The lamp switch: flips the reading lamp.
    """

    static let inProse = """
    # Quill

    ## Colors
    - **Ink** (#1E2430): text.
    - **Paper** (#FBF8F1): surface.

    ## Components

    ### View switch (grid/list)
    - Height: 32px, radius: 16px
    - Selected tab: Paper fill, Ink text
    - Unselected: transparent, Ink text

    ### Sound toggle
    - Track: Ink fill, 24px tall
    """

    @Test func aStatedButtonBeatsTheNamesToggle() throws {
        let system = try TestSupport.analysedSystem(Self.withFrontMatter)
        let toggle = try #require(system.components.first { $0.spec.name == "palette-toggle" })
        #expect(toggle.kind == .button)
        #expect(toggle.variants.first?[.default]?.radius == 6)
        // A line that names no kind after the name leaves the name's.
        let lamp = try #require(system.components.first { $0.spec.name == "lamp-switch" })
        #expect(lamp.kind == .toggle)
    }

    @Test func aToggleWhoseLinesStyleTabsIsASegmentedControl() throws {
        let system = try TestSupport.analysedSystem(Self.inProse)
        let view = try #require(system.components.first { $0.spec.name.hasPrefix("View switch") })
        #expect(view.kind == .segmentedControl)
        let sound = try #require(system.components.first { $0.spec.name.hasPrefix("Sound toggle") })
        #expect(sound.kind == .toggle)
    }
}

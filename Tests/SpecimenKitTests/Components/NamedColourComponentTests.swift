import Testing
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenSite

/// Below a front matter, a paragraph under a heading of its own or a labelled bullet whose look is
/// the system's colours by name (`Lines in kelp-green`, `fog outline`) describes a component:
/// listed with its words and lines. A heading about another topic or sharing a word with a
/// front-matter entry, a paragraph of no look and an instruction's label are none.
@Suite struct NamedColourComponentTests {
    static let frontMatterDocument = """
    ---
    name: Harbour
    colors:
      tar-black: "#141414"
      sail-white: "#F7F5EF"
      buoy-red: "#D2452C"
      kelp-green: "#5C8A4E"
      fog-grey: "#8E928C"
    components:
      button-main:
        backgroundColor: "{colors.buoy-red}"
        textColor: "{colors.sail-white}"
    ---

    # Harbour

    ## Components

    ### Buttons

    Buoy-red fill with sail-white text.

    ### Wayfinding

    Bare or tar well on the page. Labels in sail, weight 600.

    ### Tide chart

    Lines in kelp-green, the low-water mark in buoy-red.

    ### Voice

    Plain words, short lines.

    ### Main call to action

    Always buoy-red, alone in its view.

    ### Motion

    Sheets slide in over a fog-grey scrim.

    ### Dock actions

    - **Pin:** fog outline (or tar filled when pinned), 5px kelp dot when
      pinned — secondary
    - **Never:** buoy-red outlines or kelp fills on a dock action
    """

    @Test func colourNamesGiveAParagraphOrABulletItsLook() throws {
        let system = try TestSupport.analysedSystem(Self.frontMatterDocument)
        let described = system.describedComponents
        #expect(described.map(\.name) == ["Wayfinding", "Tide chart", "Pin"], "\(described.map(\.name))")
        #expect(described.map(\.provenance.line) == [25, 29, 45])
        #expect(described.last?.words.map(\.provenance.line) == [45, 46], "a wrapped bullet's words over all its lines")
        #expect(system.componentSpecs.map(\.name) == ["button-main"])
    }
}

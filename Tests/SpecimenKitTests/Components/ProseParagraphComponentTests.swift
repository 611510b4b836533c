import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenSite

/// Below a front matter, a Components section whose headings each hold a paragraph
/// (`### Status dot` over `6px filled circle in the accent colour.`) describes components the
/// front matter may not define: each is listed with its words and line, never lost; a heading
/// naming a front-matter component is that one, and a heading with no look in its paragraph and
/// no kind in its name is no component.
@Suite struct ProseParagraphComponentTests {
    static let document = """
    ---
    name: Lantern
    colors:
      soot: "#1A1818"
      wick: "#F2E6C9"
      flame: "#E8743B"
    components:
      button-main:
        backgroundColor: "{colors.flame}"
        textColor: "{colors.soot}"
    ---

    # Lantern

    ## Components

    ### Buttons

    Flame fill with soot text; the only filled control.

    ### Toggles

    Soot track, wick knob. On: flame track.

    ### Status dot

    6px filled circle in flame before a live count.

    ### Writing tone

    Short sentences, no exclamation marks.
    """

    @Test func paragraphComponentsTheFrontMatterLacksAreListed() throws {
        let system = try TestSupport.analysedSystem(Self.document)
        let described = system.describedComponents
        #expect(described.map(\.name) == ["Toggles", "Status dot"], "\(described.map(\.name))")
        #expect(described.map(\.provenance.line) == [23, 27])
        #expect(system.componentSpecs.map(\.name) == ["button-main"])
    }
}

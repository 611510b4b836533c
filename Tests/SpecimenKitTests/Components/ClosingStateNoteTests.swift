import Testing
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenSite

/// A state given as a trailing clause, with a note in brackets after the state's word
/// (`` `reed` outline when focused (2px) ``, `` `silt` fill when disabled (50% opacity) ``): the
/// clause opens that state with its values, note and all, and the clauses before it stay the
/// resting look.
@Suite struct ClosingStateNoteTests {
    static let document = """
    # Heron

    ## Colors
    - `reed`: #3A6B52
    - `silt`: #C9D1C4
    - `pebble`: #F4F6F2

    ## Components

    ### Search fields
    - Filled `pebble`, radius 10, `silt` border; `reed` border when focused (2px).

    ### Toggles
    - `reed` fill, white text; `silt` fill when disabled (50% opacity).

    ### Tags
    - `pebble` fill, `reed` text (always visible).
    """

    static let components = Result { try TestSupport.analysedSystem(document).components }

    @Test func aBracketedNoteAfterTheStateIsThatStatesValue() throws {
        let field = try TestSupport.variant("Search fields", in: Self.components.get())
        #expect(field[.default]?.borderColor?.hex == "#C9D1C4", "the resting border stays the resting one")
        #expect(field[.default]?.fill?.hex == "#F4F6F2" && field[.default]?.radius == 10)
        #expect(field[.default]?.borderWidth != 2)
        #expect(field[.focus]?.borderColor?.hex == "#3A6B52")
        #expect(field[.focus]?.borderWidth == 2)
    }

    @Test func aDisabledClauseWithANoteKeepsTheRestingFill() throws {
        let toggle = try TestSupport.variant("Toggles", in: Self.components.get())
        #expect(toggle[.default]?.fill?.hex == "#3A6B52")
        #expect(toggle[.disabled]?.fill?.hex.hasPrefix("#C9D1C4") == true)
    }

    @Test func aNoteAfterNoStateNamesNone() throws {
        let tag = try TestSupport.variant("Tags", in: Self.components.get())
        #expect(tag.states.keys.sorted() == [.default])
        #expect(PropertyPhraseReader.closingState(of: "`reed` border when focused (2px)")?.words == "`reed` border (2px)")
        #expect(PropertyPhraseReader.closingState(of: "`reed` text (always visible)") == nil)
    }
}

import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// One reader cuts a state list's line and a Style cell into the resting look and each state's:
/// at semicolons and at a comma a state's word and an arrow follow, never inside a code span or
/// brackets, and a state named by more than two words or by no state's word stays resting.
@Suite struct StateArrowClausesTests {
    @Test func arrowsNameStatesAndTheRestIsResting() {
        let clauses = StateArrowClauses(
            "teal fill, white label; hover → `filter: brightness(0.9)`, press → darker; disabled → 50% opacity",
            kind: .button, colons: false)
        #expect(clauses.resting == ["teal fill, white label"])
        #expect(clauses.states.map(\.state) == [.hover, .pressed, .disabled])
        #expect(clauses.states.map(\.head) == ["hover", "press", "disabled"])
        #expect(clauses.states.map(\.look) == ["`filter: brightness(0.9)`", "darker", "50% opacity"])
        #expect(clauses.states[2].written == "disabled → 50% opacity")
    }

    @Test func codeAndBracketsAreNeverCut() {
        let clauses = StateArrowClauses(
            "`transition: color 0.2s; opacity 0.2s` (ease; 200ms); focus → ring", kind: .button, colons: false)
        #expect(clauses.resting == ["`transition: color 0.2s; opacity 0.2s` (ease; 200ms)"])
        #expect(clauses.states.map(\.state) == [.focus])
    }

    @Test func aColonJoinsAStateOnlyWhereColonsAreMarks() {
        let text = "slate fill; hover: lighter slate"
        #expect(StateArrowClauses(text, kind: .button, colons: true).states.map(\.state) == [.hover])
        #expect(StateArrowClauses(text, kind: .button, colons: false).states.isEmpty)
        #expect(StateArrowClauses(text, kind: .button, colons: false).resting == ["slate fill", "hover: lighter slate"])
    }

    @Test func aLongHeadOrNoStateStaysResting() {
        let clauses = StateArrowClauses("shadow → soft; when the menu is open → raised", kind: .button, colons: false)
        #expect(clauses.states.isEmpty)
        #expect(clauses.resting.count == 2)
    }
}

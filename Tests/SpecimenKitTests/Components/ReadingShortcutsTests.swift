import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// Looks that pass over text before a search or a split must find what the search finds: a
/// list marker's number, a side or a padding named in another script, a heading's alternatives.
@Suite struct ReadingShortcutsTests {
    @Test func aListMarkersNumberIsOnlyTheDigitsThatOpenTheLine() {
        #expect(ColorStatementInterpreter.withoutListMarker("12. Harbour: #1B4F8A") == "Harbour: #1B4F8A")
        #expect(ColorStatementInterpreter.withoutListMarker("3) Harbour") == "Harbour")
        #expect(ColorStatementInterpreter.withoutListMarker("- Harbour") == "Harbour")
        // A number later in the line, or one that opens a word, marks nothing.
        #expect(ColorStatementInterpreter.withoutListMarker("Harbour 2. deep") == "Harbour 2. deep")
        #expect(ColorStatementInterpreter.withoutListMarker("2x. Harbour") == "2x. Harbour")
        #expect(ColorStatementInterpreter.withoutListMarker("42") == "42")
    }

    @Test func aHeadingWithoutASlashIsOneAlternative() {
        #expect(ComponentKind.classifyHead("Driftmark Button") == .button)
        #expect(ComponentKind.classifyHead("Harbour / Button") == .button)
        #expect(ComponentKind.classifyHead("Harbour") == nil)
        #expect(ComponentKind.classifyHead("") == nil)
    }

    @Test func aSideAndAPaddingWrittenInAnotherScriptNameAStepsPadding() throws {
        let document = """
        # Driftmark

        ## Spacing

        | Token | Value |
        |---|---|
        | `gap-sm` | 8px |
        | `gap-md` | 16px |

        ## Components

        ### Buttons
        - **Primary** — `gap-md` 가로 패딩, `gap-sm` 세로 패딩.
        """
        let system = try TestSupport.analysedSystem(document)
        let buttons = try #require(try TestSupport.variant("Buttons", in: system.components)[.default])
        #expect(buttons.paddingHorizontal == 16)
        #expect(buttons.paddingVertical == 8)
    }
}

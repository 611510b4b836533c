import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// The cheap looks that pass text over before a reader's costlier work (a regex, a lowered copy)
/// runs. Each must hold of every text the work would find something in (a look that says no
/// there would lose a reading), and say no to most other text, or it saves nothing.
@Suite struct ReadingPrefilterTests {
    static let edgeClauses = [
        "a bottom 2px Kettle hairline", "Slate text with a top rule in Fern", "3px Kettle underline",
        "1.5px Fern Border left", "1px STROKE RIGHT", "LEFT DIVIDERS in Ash", "Right borders at 1px",
        "Sand fill with a bottom border", "2PX Ochre UNDERLINE", "top line, then a gap",
        // No match: a side or a width without a line word, a line word without either.
        "Sand fill, rounded corners", "12px padding on every side", "left aligned, Ochre text",
        "a thin Fern border", "underline on hover", "4px radius at the top",
        "Kettle text – ochre underline on hover", "左の罫線 2px",
    ]

    @Test(arguments: edgeClauses)
    func everyEdgeLineTheRegexFindsPassesTheLook(_ clause: String) {
        if clause.firstMatch(of: edgeLine) != nil { #expect(PropertyPhraseReader.mayHoldEdgeLine(clause)) }
    }

    @Test func theEdgeLineLookPassesOverClausesWithoutALineWord() {
        #expect(Self.edgeClauses.filter { $0.firstMatch(of: edgeLine) != nil }.count == 10)
        for clause in ["Sand fill, rounded corners", "12px padding on every side", "left aligned, Ochre text", "4px radius at the top"] {
            #expect(!PropertyPhraseReader.mayHoldEdgeLine(clause), "\(clause)")
        }
        // A letter a case-insensitive regex may fold to ASCII is left to the regex.
        #expect(PropertyPhraseReader.mayHoldEdgeLine("ſoft fill"))
        #expect(PropertyPhraseReader.edgeLineSide("a bottom 2px Kettle hairline") == "bottom")
        #expect(PropertyPhraseReader.edgeLineHalves("Slate text with a top rule in Fern") == ["Slate text", "a top rule in Fern"])
    }

    static let noteParagraphs = [
        "**Kettle** (`{colors.kettle}` — `#3a4b5c`): quiet body text on paper",
        "Fern (`{colors.fern-deep}`) – links and focus rings",
        "**Sand** (sand): the ground every card rests on",
        "  Ochre （ochre-soft）： warnings and badges",
        "Ash (`ash.2`) — dividers",
        // No match: a value in the brackets, a colon before them, an upper-case key, no name.
        "**Kettle** (#3a4b5c): quiet body text", "Note: Fern (fern) marks links", "Sand (Sand): the ground",
        "(sand): the ground", "Cards {radius} (large): 12px", "Ochre (see below) for warnings, not errors",
        "A line (with a bracket) and no note at all",
    ]

    @Test(arguments: noteParagraphs)
    func everyProseNoteTheRegexFindsPassesTheLook(_ text: String) {
        let reference = text.contains(literal: "{colors.")
        let match = reference ? text.firstMatch(of: namedColorNote) != nil : text.firstMatch(of: namedKeyNote) != nil
        if match { #expect(TextTokenPairCollector.mayOpenNote(text, reference: reference)) }
    }

    @Test func theProseNoteLookPassesOverParagraphsNoNoteCanOpen() {
        let matched = Self.noteParagraphs.filter {
            $0.contains(literal: "{colors.") ? $0.firstMatch(of: namedColorNote) != nil : $0.firstMatch(of: namedKeyNote) != nil
        }
        #expect(matched.count == 5)
        for text in ["**Kettle** (#3a4b5c): quiet body text", "Note: Fern (fern) marks links", "Sand (Sand): the ground", "(sand): the ground", "Cards {radius} (large): 12px"] {
            #expect(!TextTokenPairCollector.mayOpenNote(text, reference: false), "\(text)")
        }
    }

    /// An ASCII line is passed over unless its bytes hold a state noun in some case; a line with
    /// other characters is lowered and read as before.
    @Test func aLineDenyingStatesIsReadInAnyCaseAndScript() {
        func denied(_ line: String) -> Set<ComponentState> {
            ComponentContext.deniedStates(in: MarkdownParser().parse("# T\n\n\(line)\n", file: "t.md"))
        }
        #expect(denied("Tiles: NO HOVER STATES, by design.") == [.hover])
        #expect(denied("Pebble chips — no pressed state.") == [.pressed])
        #expect(denied("Tiles have no hover styling.").isEmpty)
    }
}

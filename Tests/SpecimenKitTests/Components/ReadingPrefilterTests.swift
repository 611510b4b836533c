import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// The cheap looks that pass text over before a reader's costlier work (a regex, a lowered copy)
/// runs. Each must hold of every text the work would find something in (a look that says no
/// there would lose a reading), and say no to most other text, or it saves nothing.
@Suite struct ReadingPrefilterTests {
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

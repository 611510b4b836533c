import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// A pair is measured as the text puts it together, on its own appearance's page: a group of
/// grounds named in words ("Glass background") leaves out the tokens of the other appearance
/// (a dark-mode glass on the light page) and the edge colours beside the fills (a glass border
/// is no ground for text); a component named for the icon it is, with no text of its own,
/// holds its colour to the 3:1 of a graphic, not to a 16px label nobody wrote.
@Suite struct PairOnItsOwnPageTests {
    static let document = """
    # Lantern

    ## Colours

    - Canvas: `#F6F7F9` — page background
    - Ink: `#1D2433` — body text
    - Moss: `#2E8B57` — accent

    ### Light mode glass

    - Frost: `rgba(255, 255, 255, 0.2)` — glass background
    - Frost Strong: `rgba(255, 255, 255, 0.35)` — glass background, stronger

    ### Dark mode glass

    - Smoke: `rgba(0, 0, 0, 0.3)` — glass background
    - Smoke Border: `rgba(255, 255, 255, 0.15)` — glass background edge

    ## Components

    ### Tile

    | Variant | Background | Text Color |
    |---|---|---|
    | outline | Glass background | Moss |

    ### Status icons

    - Container: `24×24px`, `6px` radius
    - Info → bg `#EAF2FF`, color `#3A6FD8`
    """

    func pairs() throws -> [ContrastPair] {
        let memory = try TestSupport.memorySite(documents: ["lantern/DESIGN.md": Self.document])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(TestSupport.memoryOptions)
        return try #require(state.systems.first?.audit).pairs
    }

    @Test func aGroupOfGroundsKeepsOnlyThisPagesFills() throws {
        let grounds = try pairs().filter { $0.source.line == 25 }.map(\.background.name)
        #expect(grounds.count == 2)
        #expect(grounds.allSatisfy { $0.hasPrefix("Frost") })
    }

    @Test func anIconComponentIsAGraphic() throws {
        let icon = try #require(try pairs().first { $0.source.line == 30 })
        #expect(icon.category == .nonText)
        #expect(icon.context.element == "icon")
    }
}

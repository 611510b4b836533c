import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// A colour's own list item speaks of that colour: a token's name used as an ordinary word in
/// its note is no pair, a colour for text (`on-…`) is no ground, and neither is a tint mostly
/// see-through (`Fixtures/audit/wicket-own-items.md`, and a document in the test).
@Suite struct OwnItemPairingTests {
    func stated(on line: Int) throws -> [String] {
        let system = try TestSupport.analysedSystem(try TestSupport.fixture("audit/wicket-own-items.md"))
        let report = try #require(system.audit)
        return report.pairs.filter { $0.origin == .statedPairing && $0.source.line == line }
            .map { "\($0.foreground.name) on \($0.background.name) \($0.ratioText)" }
    }

    /// "primary text colour on white surfaces" in Graphite's note: the text is Graphite, not the
    /// token `primary`; the name capitalised inside a note ("set Primary text") names it as the text.
    @Test func aTokenNameAsAnOrdinaryWordIsTheItemsOwnColour() throws {
        let graphite = try stated(on: 19)
        #expect(!graphite.contains { $0.hasPrefix("primary ") }, "\(graphite)")
        #expect(graphite.contains { $0.hasPrefix("graphite on white") }, "\(graphite)")
        #expect(try stated(on: 20).contains { $0.hasPrefix("primary on white 1.") })
    }

    /// "white text on dusk surfaces": `on-dusk-soft` is text on dusk, never a dusk surface, so
    /// nothing is measured; "cream text on harbour panels" still finds the panel colour.
    @Test func aColourForTextIsNoGround() throws {
        let dusk = try stated(on: 21)
        #expect(!dusk.contains { $0.contains("on-dusk-soft") }, "\(dusk)")
        #expect(try stated(on: 23).contains { $0.hasPrefix("lantern on harbour-deep") })
    }

    /// "white text on dark": a 10% dark tint is as light as what lies under it, no dark
    /// surface; an 85% dark scrim and an opaque dark band are.
    @Test func aMostlySeeThroughTintIsNoGround() throws {
        let document = """
            # Kestrel

            ## Colours
            - **Paper**: `#FAFAF7` — page canvas
            - **Smoke Glass**: `rgba(10, 10, 14, 0.1)` — dark glass tint over pale panels
            - **Night Veil**: `rgba(10, 10, 14, 0.85)` — dark scrim over photographs
            - **Pitch**: `#1A1B20` — dark section backgrounds
            - **Chalk**: `#F2F2EE` — white text on dark
            """
        let report = try #require(try TestSupport.analysedSystem(document).audit)
        let grounds = report.pairs.filter { $0.origin == .statedPairing && $0.source.line == 8 }.map(\.background.name)
        #expect(!grounds.contains { $0.contains("Smoke Glass") }, "\(grounds)")
        #expect(grounds.contains("Pitch") && grounds.contains { $0.contains("Night Veil") }, "\(grounds)")
    }
}

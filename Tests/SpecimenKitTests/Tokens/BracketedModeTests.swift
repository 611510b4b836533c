import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// A mode written in brackets after each colour (fixture `tokens/bracketed-modes.md`) is that
/// colour's: the light page never lands in the dark mode because the dark one's word sits
/// before it.
@Suite struct BracketedModeTests {
    let set: TokenSet

    init() throws {
        set = TokenExtractor().extract(from: try SeedDocuments.fixture("bracketed-modes.md"))
    }

    @Test func eachColourTakesTheModeWrittenAfterIt() {
        #expect(set.pinned(.color).filter { $0.line == 5 } == [
            PinnedToken(5, "Page", "#2B2B2A", mode: .dark), PinnedToken(5, "Page", "#FAFAF8", mode: .light),
        ])
        #expect(set.pinned(.color).filter { $0.line == 6 } == [
            PinnedToken(6, "Panel", "#FFFFFF", mode: .light), PinnedToken(6, "Panel", "#1B1B1B", mode: .dark),
        ])
    }

    @Test func aModeWrittenBeforeEachColourStillLeads() {
        #expect(set.pinned(.color).filter { $0.line == 7 } == [
            PinnedToken(7, "Ink", "#1C1C1C", mode: .light), PinnedToken(7, "Ink", "#EDEDED", mode: .dark),
        ])
    }

    /// The light page is the background made for light mode, not one stated for no mode (the
    /// dark landing page a document opens with).
    @Test func theLightPageIsTheBackgroundMadeForLight() {
        let page = PageBackground.choose(in: ResolvedTokens(tokens: set.tokens), mode: .light)
        #expect(page.representativeColor.hex == "#FCFCFA")
        #expect(page.provenance?.line == 12)
    }
}

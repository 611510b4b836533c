import Testing
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenSite

extension ComponentTests {
    /// `Fixtures/components/class-rule-sheets.md`: every part a style sheet's sub-element rule
    /// gives is drawn where its kind has a place for it, or listed under "Not drawn, as written"
    /// with the rule's declarations; a case transform in a cell's rule is drawn.
    @Suite struct ClassRuleParts {
        static let seed = ComponentTests.ClassRuleSheets.seed

        private func listed(_ name: String) throws -> [String] {
            let seed = try Self.seed.get()
            let component = try #require(seed.component(name), "\(seed.dump)")
            return GalleryBuilder.partsNotDrawn(component).map(\.text)
        }

        @Test func aCardsFooterBandWithOnlyAFillIsListed() throws {
            // A panel draws its title as text, but its footer states only a fill and padding:
            // no place in the card holds it.
            let panel = try listed("Panel")
            #expect(panel.contains { $0.hasPrefix("footer:") && $0.contains("background: var(--ink-2);") }, "\(panel)")
            #expect(!panel.contains { $0.hasPrefix("title") }, "the title is drawn: \(panel)")
        }

        @Test func aBoxsPartWithNoPlaceIsListedWithItsColour() throws {
            let notice = try listed("Notice")
            #expect(notice.contains { $0.hasPrefix("action:") && $0.contains("color: var(--accent);") }, "\(notice)")
            // A pseudo-element's text and its colour, from the lines below its first.
            let label = try listed("Form Label")
            #expect(label.contains { $0.contains("content: \"•\"") && $0.contains("color: var(--danger);") }, "\(label)")
        }

        @Test func aCompactBoxDrawsNoPart() throws {
            // The tickbox is drawn as a glyph-sized box, so its label's rule is listed.
            let tickbox = try listed("Tickbox")
            #expect(tickbox.contains { $0.hasPrefix("label:") && $0.contains("font-size: 13px;") }, "\(tickbox)")
        }
    }
}

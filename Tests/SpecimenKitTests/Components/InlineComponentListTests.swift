import Testing
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenSite

/// A paragraph that lists components inline, each named in code with its look in brackets and
/// joined by middle dots or commas (`` `Chip` (…) · `Sheet` (…) ``), describes each of them:
/// one whose brackets give a look is drawn, the others are listed with their own words and
/// line, never lost as one paragraph of prose; a list of colours written the same way, or a
/// sentence that only mentions a component in code, is none.
@Suite struct InlineComponentListTests {
    static let document = """
    # Quarry

    ## Colour

    | Token | Value | Use |
    |---|---|---|
    | `slate` | `#2B3440` | ink |
    | `chalk` | `#F4F1EA` | page |
    | `moss` | `#4F7A4A` | the one accent |

    `slate` (ink on every page) · `chalk` (the page) · `moss` (accents only).

    ## Building blocks

    `Chip` (moss fill, chalk text, 4px radius) · `Sheet` (slides up from the bottom,
    keeps the page behind it dimmed) · `Pager` (dots under a carousel), `Counter` (a
    number that ticks up when it changes).

    The `Chip` (in its quiet form) is the one to reach for first.
    """

    @Test func eachEntryIsAComponentDrawnOrListed() throws {
        let system = try TestSupport.analysedSystem(Self.document)
        #expect(system.componentSpecs.map(\.name) == ["Chip"], "\(system.componentSpecs.map(\.name))")
        let chip = try TestSupport.variant("Chip", in: system.components)
        #expect(chip.states[.default]?.fill?.hex == "#4F7A4A")
        #expect(chip.states[.default]?.textColor?.hex == "#F4F1EA")
        let described = system.describedComponents
        #expect(described.map(\.name) == ["Sheet", "Pager", "Counter"], "\(described.map(\.name))")
        #expect(described.map(\.provenance.line) == [15, 16, 16])
        #expect(described.first?.words.map(\.text) == ["`Sheet` (slides up from the bottom, keeps the page behind it dimmed)"])
    }

    @Test func onlyAParagraphMadeOfEntriesIsAList() {
        let lines = ["`Tab` (underline when chosen) · `Note` (a pale box)", "Use `Tab` (the plain one) for most views.", "`src/ui` (primitives) · `Tab` (underline)"]
        let document = MarkdownParser().parse(lines.joined(separator: "\n\n"), file: "x.md")
        let first = InlineComponentList.items(ofParagraphFrom: 1, to: 1, in: document)
        #expect(first?.map(\.name) == ["Tab", "Note"])
        #expect(first?.map(\.description) == ["underline when chosen", "a pale box"])
        #expect(InlineComponentList.items(ofParagraphFrom: 3, to: 3, in: document) == nil)
        #expect(InlineComponentList.items(ofParagraphFrom: 5, to: 5, in: document) == nil)
    }
}

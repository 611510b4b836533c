import Testing
@testable import SpecimenModel
@testable import SpecimenReading

extension ComponentTests {
    /// `| Hover BG | darker Kelp |`: a shade of a named colour the document does not give is not
    /// that colour. The state is listed with its words, not drawn as the resting fill; a cell
    /// naming a colour of its own (`Tide`) stays that state's fill.
    @Suite struct ShadeCells {
        static let text = """
        # Kelpline

        ## Colour

        - **Kelp** (`#2E8B6E`): brand
        - **Foam** (`#F4F4F2`): light text on brand fills
        - **Tide** (`#1F6F57`): deeper brand

        ## Buttons

        | Button Type | Background | Text | Hover BG |
        |---|---|---|---|
        | Primary | Kelp | Foam | darker Kelp |
        | Deep | Kelp | Foam | Tide |
        """

        @Test func aShadeOfANamedColourIsListedNotDrawn() throws {
            let seed = ComponentSeed(document: MarkdownParser().parse(Self.text, file: "doc.md"))
            let spec = try #require(seed.specs.first { $0.kind == .button }, "\(seed.inventory)")
            let primary = try #require(spec.variants.first { $0.name == "Primary" }, "\(seed.dump)")
            #expect(primary.states[.hover] == nil, "\(seed.dump)")
            #expect(spec.notDrawn.contains { $0.text == "Hover BG: darker Kelp" && $0.provenance.line == 13 }, "\(spec.notDrawn)")
            let button = try #require(seed.resolved.first { $0.kind == .button })
            #expect(button.variant(named: "Deep")?[.hover]?.fill?.hex == "#1F6F57", "\(seed.dump)")
        }
    }
}

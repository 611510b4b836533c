import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension ComponentTests {
    /// `Fixtures/components/topic-sections.md`: a guide with a components section, whose other
    /// sections name kinds while speaking of layout (`### Grid & Container`), corner radii
    /// (`- Pill (999px): filter chips`), colours (`**Night Card** (#1E2427)`), the mood (`Teal
    /// status badges (#0F766E)`) and responsive behaviour (`**Cards**: stack in one column`).
    /// Those are mentions: only the components section describes components.
    @Suite struct TopicSections {
        static let seed = Result { ComponentSeed(document: try SeedDocuments.parse("Tests/SpecimenKitTests/Fixtures/components/topic-sections.md")) }

        @Test func onlyTheComponentsSectionDescribesComponents() throws {
            let seed = try Self.seed.get()
            #expect(seed.inventory == ["Buttons button", "Cards card"], "\(seed.dump)")
        }

        @Test func theComponentsAreStillRead() throws {
            let seed = try Self.seed.get()
            let card = try #require(seed.component("Cards")?.variants.first?[.default])
            #expect(card.fill?.hex == "#FBFBF8" && card.borderColor?.hex == "#D5DBDE" && card.radius == 10)
            #expect(seed.component("Buttons")?.variant(named: "Primary")?[.default]?.fill?.hex == "#0F766E")
        }

        @Test func aDocumentWithoutAComponentsSectionKeepsItsKindHeadings() throws {
            // With no components section, a heading that names a kind is the component, wherever it sits.
            let document = MarkdownParser().parse("# Tide\n\n## Layout\n\n### Header\n- Background: #0F766E\n- Height: 56px\n", file: "tide.md")
            #expect(ComponentSeed(document: document).inventory == ["Header header"])
        }
    }
}

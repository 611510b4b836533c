import Testing
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenSite

/// A table that lists components one a row, each with what it looks like in words (`| Widget |
/// What it is |` over `| `NoteCard` | Paper, 12px radius, thin border |`), describes each row's
/// component as an inline list's entry does: one whose words give it a colour the system knows is
/// drawn with what they state, the others are listed with their row's words and line. A table of
/// colours, or one whose first column names no components, is none.
@Suite struct ComponentTableWordsTests {
    static let document = """
    # Ledger

    ## Colour

    | Token | Value | Used for |
    |---|---|---|
    | `paper` | `#FBFAF7` | card and sheet grounds |
    | `ink` | `#20242B` | body text |
    | `sage` | `#5E7D64` | the one accent |

    ## Widgets

    | Widget | What it is |
    |---|---|
    | `NoteCard` | Paper, 12px radius, sage border. The only card |
    | `RoundAction` | 44px circle on a 48px target, tooltip required |
    | `PageFrame` | Scroll view and pull to refresh |
    """

    @Test func aRowWhoseWordsGiveALookIsDrawn() throws {
        let system = try TestSupport.analysedSystem(Self.document)
        #expect(system.componentSpecs.map(\.name) == ["NoteCard"], "\(system.componentSpecs.map(\.name))")
        let card = try #require(TestSupport.variant("NoteCard", in: system.components).states[.default])
        #expect(card.fill?.hex == "#FBFAF7")
        #expect(card.radius == 12)
        #expect(card.borderColor?.hex == "#5E7D64")
        #expect(card.provenance["fill"]?.line == 15)
        // What no clause's words draw is listed beside the preview.
        let spec = try #require(system.componentSpecs.first)
        #expect(spec.notDrawn.map(\.text) == ["The only card"])
    }

    @Test func theOtherRowsAreListedWithTheirWords() throws {
        let system = try TestSupport.analysedSystem(Self.document)
        let described = system.describedComponents
        #expect(described.map(\.name) == ["RoundAction", "PageFrame"], "\(described.map(\.name))")
        #expect(described.map(\.provenance.line) == [16, 17])
        #expect(described.first?.words.map(\.text) == ["| `RoundAction` | 44px circle on a 48px target, tooltip required |"])
    }

    @Test func onlyATableWhoseFirstColumnNamesComponentsIsAList() {
        let text = """
        | Component | Description |
        |---|---|
        | `Tag` | Small pill |

        | Token | Description |
        |---|---|
        | `Tag` | Small pill |

        | Component | Height | Notes |
        |---|---|---|
        | `Tag` | 24px | Small pill |
        """
        let document = MarkdownParser().parse(text, file: "x.md")
        let tables = document.root.children.filter { if case .table = $0.kind { true } else { false } }
        #expect(tables.count == 3)
        #expect(InlineComponentList.items(ofTable: tables[0])?.map(\.name) == ["Tag"])
        #expect(InlineComponentList.items(ofTable: tables[1]) == nil)
        // (A measure beside the notes makes it a table of measures.)
        #expect(InlineComponentList.items(ofTable: tables[2]) == nil)
    }
}

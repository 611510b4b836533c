import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenSite

/// A rule's other looks written as notes in its CSS: a state's declarations in a comment
/// (`/* Hover: background: #FFF; color: #23262B */`) are that state's fill and text; a fill
/// given in words (`/* Background: topic color from the table above */`) is shown as those
/// words, never left out so the preview draws white on white; and a move beside a state's
/// shadow (`translateY(-4px) + shadow-lg`) is listed with its line.
@Suite struct CommentedStateLookTests {
    static let document = """
    # Tidepool

    ## Colours

    | Token | Hex |
    |---|---|
    | `--brand` | `#1D7F6E` |
    | `--ink` | `#23262B` |

    ## Components

    ### Buttons

    #### Ghost
    ```css
    border: 1px solid #FFF;
    color: #FFF;
    border-radius: 99px;
    padding: 10px 28px;
    /* Hover: background: #FFF; color: #23262B */
    ```

    ### Tags

    #### Topic Pill
    ```css
    color: white;
    padding: 4px 10px;
    border-radius: 40px;
    /* Background: topic color from the table above */
    ```

    ### Cards

    #### Story Card
    ```
    Border-radius: 8px
    Background: #FFF
    Hover: translateY(-4px) + shadow-lg
    ```
    """

    static let system = Result { try TestSupport.analysedSystem(document) }

    @Test func aStateInACommentIsThatStatesLook() throws {
        let components = try Self.system.get().components
        let ghost = try TestSupport.variant("Buttons", in: components)
        #expect(ghost[.hover]?.fill?.hex == "#FFFFFF")
        #expect(ghost[.hover]?.textColor?.hex == "#23262B")
    }

    @Test func aFillInWordsIsShownAsWords() throws {
        let specs = try Self.system.get().components.map(\.spec)
        let pill = try #require(specs.first { $0.name.contains("Topic") || $0.name == "Tags" }, "\(specs.map(\.name))")
        let fills = ([pill.base] + pill.variants).compactMap { $0[.default].fill }
        #expect(fills.contains { $0.raw.contains("topic color from the table above") && $0.value == nil }, "\(fills)")
    }

    @Test func aMoveBesideAStatesShadowIsListed() throws {
        let specs = try Self.system.get().components.map(\.spec)
        let card = try #require(specs.first { $0.name == "Story Card" }, "\(specs.map(\.name))")
        #expect(card.notDrawn.contains { $0.text.contains("translateY(-4px)") }, "\(card.notDrawn.map(\.text))")
    }
}

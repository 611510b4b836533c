import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// A table that lists components one a row with the utility classes each is built from (`|
/// Component | Pattern |` over `` | **Button — primary** | `bg-primary …` + a press | ``): a row
/// is a component or one look of one, its classes read as a variant call's are, through the
/// document's own colours, corners and shadows; its other words are listed as not drawn, and a
/// row with no class list is described, never drawn.
@Suite struct ComponentInventoryTableTests {
    static let document = """
    # Tidepool

    ## Colours

    | Token | Value | Use |
    |---|---|---|
    | `--primary` | `#2BD9A4` | actions |
    | `--primary-foreground` | `#06251B` | text on primary |
    | `--bg-raised` | `#1A2233` | raised surfaces |
    | `--ink-1` | `#F2F5FA` | body text |
    | `--line-strong` | `#3A4A66` | strong lines |
    | `--danger` | `#E0445E` | destructive actions |

    ## Radius

    | Token | Value |
    |---|---|
    | `--radius-md` | `14px` |
    | `--radius-xl` | `26px` |

    ## Elevation

    | Token | Shadow | Use |
    |---|---|---|
    | `shadow-lift` | `0 4px 0 0 rgba(0,0,0,0.5)` | pressable things |

    ## Component patterns

    | Component | Pattern |
    |---|---|
    | **Button — primary** | `bg-primary text-primary-foreground rounded-md shadow-lift` + a press that sinks it |
    | **Button — danger** | `bg-danger text-white rounded-md` |
    | **Card** | `bg-bg-raised border-2 border-line-strong rounded-xl p-6` |
    | **Badge** | a dot and a count, `bg-<tone>-soft text-<tone>` |
    """

    static let system = Result { try TestSupport.analysedSystem(document) }

    @Test func rowsNamingOneKindAreItsLooks() throws {
        let components = try Self.system.get().components
        let button = try #require(components.first { $0.name == "Button" }, "\(components.map(\.name))")
        #expect(button.kind == .button)
        #expect(button.variants.map(\.name) == ["primary", "danger"])
        let primary = try TestSupport.variant("Button", "primary", in: components)[.default]
        #expect(primary?.fill?.hex == "#2BD9A4" && primary?.textColor?.hex == "#06251B")
        #expect(primary?.provenance["fill"]?.line == 31)
        let danger = try TestSupport.variant("Button", "danger", in: components)[.default]
        #expect(danger?.fill?.hex == "#E0445E" && danger?.textColor?.hex == "#FFFFFF")
        #expect(danger?.provenance["fill"]?.line == 32)
    }

    @Test func classesResolveThroughTheDocumentsOwnSteps() throws {
        let components = try Self.system.get().components
        let primary = try TestSupport.variant("Button", "primary", in: components)[.default]
        // `rounded-md` is the document's `--radius-md`, not the framework's 6px.
        #expect(primary?.radius == 14)
        #expect(primary?.shadow?.y?.value == 4)
        let card = try TestSupport.variant("Card", in: components)[.default]
        #expect(card?.fill?.hex == "#1A2233" && card?.borderColor?.hex == "#3A4A66" && card?.borderWidth == 2)
        #expect(card?.radius == 26 && card?.paddingHorizontal == 24)
    }

    @Test func wordsBesideTheClassesAreSaidNotDrawn() throws {
        let system = try Self.system.get()
        let button = try #require(system.componentSpecs.first { $0.name == "Button" })
        #expect(button.notDrawn.map(\.text) == ["a press that sinks it"])
        #expect(button.notDrawn.map(\.provenance.line) == [31])
        // A row whose classes are placeholders draws nothing: it is listed with its words.
        #expect(system.describedComponents.map(\.name) == ["Badge"])
        #expect(system.describedComponents.first?.provenance.line == 34)
    }

    @Test func onlyATableWhoseFirstColumnNamesComponentsIsAnInventory() {
        let text = """
        | Component | Pattern |
        |---|---|
        | Button — primary | `bg-primary text-white` |
        | Card | `bg-white rounded-lg` |

        | Token | Pattern |
        |---|---|
        | Button — primary | `bg-primary text-white` |
        | Card | `bg-white rounded-lg` |

        | Component | Notes |
        |---|---|
        | Button | The main action |
        | Card | Holds one topic |
        """
        let document = MarkdownParser().parse(text, file: "x.md")
        let tables = document.root.children.filter { if case .table = $0.kind { true } else { false } }
        #expect(tables.count == 3)
        let rows = ComponentInventoryTable.rows(ofTable: tables[0])
        #expect(rows?.map(\.component) == ["Button", "Card"])
        #expect(rows?.map(\.look) == ["primary", nil])
        #expect(ComponentInventoryTable.rows(ofTable: tables[1]) == nil)
        #expect(ComponentInventoryTable.rows(ofTable: tables[2]) == nil)
    }
}

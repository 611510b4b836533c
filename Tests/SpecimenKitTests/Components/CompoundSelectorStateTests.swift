import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// A component's looks written as compound selectors: `.field.invalid` and `.field.valid` beside
/// `.field`, under a heading that names no kind in English, and `.panel.liftable:hover`, a hover
/// that only panels wearing the modifier class have. Each is a look of the component, drawn.
@Suite struct CompoundSelectorStateTests {
    static let document = """
    # Larkspur

    ## Components

    ### 4.2 Eingabe

    ```css
    .field {
      background-color: #FFFFFF;
      border: 1px solid #A8A29E;
      border-radius: 4px;
      padding: 10px 14px;
    }

    .field:focus {
      border-color: #1D4ED8;
    }

    .field.invalid {
      border-color: #B91C1C;
    }

    .field.valid {
      border-color: #15803D;
    }
    ```

    ### Panel

    ```css
    .panel {
      background-color: #FFFFFF;
      border: 1px solid #E7E5E4;
      border-radius: 12px;
      padding: 20px;
    }

    .panel.liftable:hover {
      border-color: #93C5FD;
    }
    ```
    """

    static let system = Result { try TestSupport.analysedSystem(document) }

    @Test func ownClassOfACompoundSelector() {
        #expect(StyleSheetRules.ownClass(of: ".field.invalid:focus") == ".field")
        #expect(StyleSheetRules.ownClass(of: ".field:focus") == ".field:focus")
        #expect(StyleSheetRules.ownClass(of: ".table th.sortable") == ".table th.sortable")
    }

    @Test func modifierClassesAreLooksOfTheComponent() throws {
        let components = try Self.system.get().components
        let field = try #require(components.first { $0.name.lowercased() == "field" }, "\(components.map(\.name))")
        let invalid = try #require(field.variant(named: "Invalid"), "\(field.variants.map(\.name))")
        #expect(invalid[.default]?.borderColor?.hex == "#B91C1C")
        #expect(invalid[.default]?.radius == 4)
        let valid = try #require(field.variant(named: "Valid"))
        #expect(valid[.default]?.borderColor?.hex == "#15803D")
        let plain = try #require(field.variants.first { $0.name != "Invalid" && $0.name != "Valid" })
        #expect(plain[.default]?.borderColor?.hex == "#A8A29E")
        #expect(plain[.focus]?.borderColor?.hex == "#1D4ED8")
    }

    @Test func aModifiersHoverIsDrawn() throws {
        let panel = try #require(Self.system.get().components.first { $0.name == "Panel" })
        let liftable = try #require(panel.variant(named: "Liftable"), "\(panel.variants.map(\.name))")
        #expect(liftable[.hover]?.borderColor?.hex == "#93C5FD")
        #expect(liftable[.default]?.radius == 12)
    }
}

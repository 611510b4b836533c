import Testing
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenSite

/// Class rules from an implementation example that only lay boxes out (a grid, a flex row, a
/// margin) or style one element of a component drawn elsewhere (`.tile-title`) are no
/// components: their gaps and margins are no type sizes. A rule that draws something (a fill, a
/// border, a radius) stays a component, and a part class beside its component's own rule stays
/// that component's part.
@Suite struct LayoutAndPartRuleTests {
    static let document = """
    # Quay

    ## Colours

    - Harbour: #1F4E79
    - Foam: #F4F8FB

    ## Components

    ### Tile

    ```css
    .tile {
      background: #FFFFFF;
      border-radius: 12px;
      padding: 20px;
    }
    ```

    ## Putting it together

    ### Card gallery

    ```css
    .card-grid {
      display: grid;
      grid-template-columns: repeat(3, minmax(240px, 1fr));
      gap: 32px;
    }

    .gallery .container {
      display: flex;
      margin-bottom: 40px;
    }

    .card-heading {
      font-size: 22px;
      margin-bottom: 12px;
    }

    .badge-new {
      background: #1F4E79;
      margin-bottom: 4px;
    }
    ```
    """

    static let system = Result { try TestSupport.analysedSystem(document) }

    @Test func layoutOnlyRulesAreNoComponents() throws {
        let names = try Self.system.get().components.map(\.name)
        #expect(!names.contains { $0.localizedCaseInsensitiveContains("grid") }, "\(names)")
        #expect(!names.contains { $0.localizedCaseInsensitiveContains("container") }, "\(names)")
    }

    @Test func aPartClassWithoutItsComponentsRuleIsNoComponent() throws {
        let names = try Self.system.get().components.map(\.name)
        #expect(!names.contains { $0.localizedCaseInsensitiveContains("heading") }, "\(names)")
    }

    @Test func aRuleThatDrawsStaysAndItsMarginIsNoTypeSize() throws {
        let badge = try #require(try Self.system.get().components.first { $0.name.localizedCaseInsensitiveContains("badge") })
        #expect(badge.variants.first?[.default]?.fill?.hex == "#1F4E79")
        #expect(badge.parts.isEmpty)
        #expect(badge.spec.notDrawn.contains { $0.text == "margin-bottom: 4px;" || $0.text == "margin-bottom: 4px" })
    }
}

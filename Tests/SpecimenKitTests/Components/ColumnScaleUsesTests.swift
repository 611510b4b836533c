import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// A scale written in a code block as columns, each line a utility class, its length and what it
/// is for (`rounded-xl   12px   Button, Sheet`), is the document's radius or spacing scale with
/// each step's use: a drawn component of a kind a use names that states no corners of its own
/// takes that step's, as a commented class scale gives them (`ClassScaleUsesTests`).
@Suite struct ColumnScaleUsesTests {
    static let document = """
    # Pier

    ## Radius

    ```
    rounded-sm    4px    chips
    rounded-xl    12px   Button, Sheet
    rounded-full  100%   Avatar
    ```

    ## Components

    ### Button

    | Variant | Style |
    |---|---|
    | `default` | `bg-sky-600 text-white` |
    | `outline` | `border bg-white` |

    ### Sheet

    ```
    padding: p-6
    border-radius: rounded-sm
    ```
    """

    @Test func eachColumnLineIsAStepWithItsUse() throws {
        let system = try TestSupport.analysedSystem(Self.document)
        let radii = system.tokens.tokens(of: .radius)
        #expect(radii.map(\.name).prefix(2) == ["rounded-sm", "rounded-xl"], "\(radii.map(\.name))")
        #expect(radii.first { $0.name == "rounded-xl" }?.usage == "Button, Sheet")
    }

    @Test func aComponentTheUseNamesTakesTheStepWhereItStatesNone() throws {
        let system = try TestSupport.analysedSystem(Self.document)
        let button = try TestSupport.variant("Button", in: system.components)
        #expect(button.states[.default]?.radius == 12)
        #expect(try TestSupport.variant("Button", "outline", in: system.components).states[.default]?.radius == 12)
        // (The sheet states its own corners.)
        #expect(try TestSupport.variant("Sheet", in: system.components).states[.default]?.radius == 4)
    }
}

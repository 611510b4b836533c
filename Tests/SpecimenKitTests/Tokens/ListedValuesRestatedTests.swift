import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// A line listing several values of one name (`Slate (#6B7078 / #8A9099 / #A3A9B1)`) is read
/// as `Slate`, `Slate 2` and `Slate 3`. A later line giving the name one of those values
/// restates that one: no conflict, no second token, no pair measured twice.
@Suite struct ListedValuesRestatedTests {
    static let document = """
    # Heron

    ## Colours
    - **Ink** (`#111418`): body copy
    - **Slate** (`#6B7078` / `#8A9099` / `#A3A9B1`): hints, captions and labels

    ## Cheat sheet
    ```
    Ink:    #111418
    Slate:  #A3A9B1
    ```

    ## Other sheet
    ```
    Slate:  #C0C4CA
    ```
    """

    func extracted() -> TokenSet {
        TokenExtractor().extract(from: MarkdownParser().parse(Self.document, file: "heron/DESIGN.md"))
    }

    @Test func aLaterLineGivingOneOfTheListedValuesRestatesIt() throws {
        let tokens = extracted()
        let slates = tokens.tokens.filter { $0.name.contains("Slate") }
        let third = try #require(slates.first { $0.name == "Slate 3" }, "\(slates.map(\.name))")
        #expect(third.restatedAt.map(\.line) == [10])
        #expect(!tokens.diagnostics.contains { $0.line == 10 }, "\(tokens.diagnostics.map(\.message))")
    }

    @Test func aValueNoneOfThemIsStillAnotherSectionsOwn() throws {
        let tokens = extracted()
        #expect(tokens.tokens.contains { $0.name == "Other sheet Slate" })
        #expect(tokens.diagnostics.contains { $0.line == 15 && $0.message.contains("defined again") })
        #expect(tokens.tokens.filter { $0.name.contains("Slate") }.count == 4)
    }
}

import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// A hover written once on the class every variant wears (`.tag:hover`), in a section of its
/// own after the variants' sections: each component wearing the class takes it.
@Suite struct SharedClassStateTests {
    static let document = """
    # Heron

    ## Buttons

    ### Solid button
    ```css
    .act.act--solid {
      background: #14532D;
      color: #FFFFFF;
      border-radius: 6px;
      padding: 12px 20px;
    }
    ```

    ### Outline button
    ```css
    .act.act--outline {
      background: #FFFFFF;
      color: #14532D;
      border: 1px solid #14532D;
      border-radius: 6px;
      padding: 12px 20px;
    }
    ```

    ### Pointer feedback
    ```css
    .act:hover {
      opacity: 0.6;
    }
    ```
    """

    static let system = Result { try TestSupport.analysedSystem(document) }

    @Test(arguments: ["Solid button", "Outline button"])
    func everyWearerTakesTheSharedHover(_ name: String) throws {
        let components = try Self.system.get().components
        let look = try TestSupport.variant(name, in: components)
        #expect(look[.hover]?.opacity == 0.6)
        #expect(look[.default]?.opacity == nil)
    }
}

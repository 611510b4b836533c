import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// A component written as React's inline style object: camelCase CSS properties, colours as a
/// token module's paths with the literal in a comment, a state's object of its own.
@Suite struct InlineStyleObjectTests {
    static let document = """
    # Jetty

    ## Palette

    | Name | Hex |
    |---|---|
    | Harbor | #1F3A5F |
    | Sand | #E8DCC0 |

    ## Buttons

    ### Primary Button

    **Styling:**
    ```typescript
    style={{
      backgroundColor: JETTY_TOKENS.colors.sand,     // hsl(42, 45%, 83%)
      color: JETTY_TOKENS.colors.harbor,
      border: '2px solid',
      borderColor: JETTY_TOKENS.colors.sand,
      height: '48px',
      padding: '0 24px',
      borderRadius: '9999px',
    }}
    ```

    **Hover effect:**
    ```typescript
    hover: {
      boxShadow: '0 4px 12px rgba(31, 58, 95, 0.2)',
    }
    ```

    ### Quiet Button

    ```ts
    style={{
      backgroundColor: JETTY_TOKENS.colors.fog,      // #F1F4F8
      borderRadius: '6px',
    }}
    ```
    """

    static let system = Result { try TestSupport.analysedSystem(document) }

    @Test func theObjectsDeclarationsAreTheLook() throws {
        let button = try TestSupport.variant("Primary Button", in: Self.system.get().components)
        let rest = try #require(button[.default])
        #expect(rest.fill?.hex == "#E8DCC0")
        #expect(rest.textColor?.hex == "#1F3A5F")
        #expect(rest.borderWidth == 2)
        #expect(rest.borderColor?.hex == "#E8DCC0")
        #expect(rest.height == 48)
        #expect(rest.paddingHorizontal == 24)
        #expect(rest.fullyRounded)
        // `**Hover effect:**` over `hover: { … }` is the hover state, not a variant.
        let component = try #require(Self.system.get().components.first { $0.name == "Primary Button" })
        #expect(component.variants.count == 1)
        #expect(button[.hover]?.shadow?.layers.count == 1)
    }

    /// A path the system defines no colour for, with its literal in the comment: that literal.
    @Test func aCommentGivesTheValueOfAnUndefinedPath() throws {
        let quiet = try #require(TestSupport.variant("Quiet Button", in: Self.system.get().components)[.default])
        #expect(quiet.fill?.hex == "#F1F4F8")
        #expect(quiet.radius == 6)
    }

    @Test func theKeysAreNoTokens() throws {
        #expect(try Self.system.get().tokens.tokens.map(\.name).sorted() == ["Harbor", "Sand"])
    }
}

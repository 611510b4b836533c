import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// A document that sets its own root size (`html { font-size: 62.5% }`, "1rem = 10px", or a
/// labelled size its own conversions agree with) has its rem lengths drawn at that size.
@Suite struct RootFontSizeTests {
    static func document(root: String) -> String {
        """
        # Sandpiper

        ## Base

        \(root)

        - **Body**: `1.6rem` (16px)
        - **Small**: `1.2rem` (12px)

        ## Buttons

        ### Go button
        ```css
        .go {
          background: #1E3A8A;
          color: #FFFFFF;
          font-size: 1.6rem;
          padding: 1.2rem 2.4rem;
          border-radius: 0.8rem;
        }
        ```
        """
    }

    @Test(arguments: [
        "```css\nhtml { font-size: 62.5%; }\n```",
        "Sizes use rem, with 1rem = 10px throughout.",
        "- **Root font size**: `10px`",
    ])
    func remIsTheStatedRoot(_ root: String) throws {
        let system = try TestSupport.analysedSystem(Self.document(root: root))
        let go = try #require(TestSupport.variant("Go button", in: system.components)[.default])
        #expect(go.font?.size == 16)
        #expect(go.paddingVertical == 12)
        #expect(go.paddingHorizontal == 24)
        #expect(go.radius == 8)
    }

    /// A "base font size" the document's conversions contradict is the body text's, not the root.
    @Test func aLabelTheConversionsContradictIsNoRoot() throws {
        let text = Self.document(root: "- **Base font size**: `14px`")
        let system = try TestSupport.analysedSystem(text)
        let go = try #require(TestSupport.variant("Go button", in: system.components)[.default])
        #expect(go.radius == 12.8)
    }
}

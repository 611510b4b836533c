import Testing
@testable import SpecimenModel
@testable import SpecimenReading

extension ComponentTests {
    /// A length written as one of CSS's math functions (`clamp(min, preferred, max)`, `min()`,
    /// `max()`, `calc()`) is one value the browser works out from the viewport. Its arguments are
    /// never the sides of a padding shorthand or a length of their own: the value is kept as
    /// written, not understood, with its line.
    @Suite struct CSSMathFunctions {
        static let document = """
        # Harbour

        ## Components

        ### Notice panel
        ```css
        .notice-panel {
          background: #F4F1EA;
          border-radius: 12px;
          padding: clamp(18px, 2.5vw, 36px);
        }
        ```

        ### Side rail
        - Background: #1B2430
        - Padding: 20px clamp(12px, 3vw, 40px)
        - Height: calc(100vh - 64px)
        - Radius: 6px
        """

        static let system = Result { try TestSupport.analysedSystem(document) }

        static func look(_ component: String) throws -> ResolvedProperties {
            try #require(try TestSupport.variant(component, in: system.get().components)[.default])
        }

        @Test func aClampedPaddingIsNoShorthand() throws {
            let panel = try Self.look("Notice panel")
            #expect(panel.paddingVertical == nil && panel.paddingHorizontal == nil, "\(panel)")
            #expect(panel.radius == 12)
            let unread = try #require(panel.unresolvedValues["paddingVertical"], "\(panel.unresolvedValues)")
            #expect(unread.text.contains("clamp(18px, 2.5vw, 36px)") && unread.provenance.line == 10)
        }

        @Test func aMathFunctionAmongLengthsKeepsTheWholeValueAsWritten() throws {
            let rail = try Self.look("Side rail")
            #expect(rail.paddingVertical == nil && rail.paddingHorizontal == nil && rail.height == nil, "\(rail)")
            #expect(rail.radius == 6)
            #expect(rail.unresolvedValues["paddingHorizontal"]?.provenance.line == 16, "\(rail.unresolvedValues)")
            #expect(rail.unresolvedValues["height"]?.text == "calc(100vh - 64px)", "\(rail.unresolvedValues)")
        }
    }
}

import Testing
@testable import SpecimenModel
@testable import SpecimenReading

extension ComponentTests {
    /// A mini-program style sheet measured in `rpx`: 750rpx is the screen's width, and designs
    /// are drawn on a 375-wide screen, so one rpx is half a CSS px. Every rpx length is read
    /// that way, in tokens, in a component's declarations, in a shadow and in a shorthand:
    /// none is read as a px, marked not understood while its neighbours are drawn, or dropped.
    @Suite struct ResponsivePixels {
        static let document = """
        # Teahouse

        ## Palette

        ```css
        --leaf: #2E7D32;
        --paper: #FAFAF5;
        --radius-lg: 40rpx;
        ```

        ## Components

        ### Order button
        ```css
        .order-button {
          background: var(--leaf);
          color: #FFFFFF;
          border-radius: 44rpx;
          height: 88rpx;
          font-size: 30rpx;
        }
        ```

        ### Menu card
        ```css
        .menu-card {
          background: var(--paper);
          border-radius: var(--radius-lg);
          box-shadow: 0 4rpx 16rpx rgba(0,0,0,0.08);
        }
        ```

        ### Search field
        ```css
        .search-field {
          background: #EFEFEA;
          padding: 12rpx 28rpx;
          height: 64rpx;
        }
        ```
        """

        static let system = Result { try TestSupport.analysedSystem(document) }

        static func look(_ component: String) throws -> ResolvedProperties {
            try #require(try TestSupport.variant(component, in: system.get().components)[.default])
        }

        @Test func aComponentsRpxLengthsAreHalfAPixelEach() throws {
            let button = try Self.look("Order button")
            #expect(button.radius == 22 && button.height == 44, "\(button)")
            #expect(button.font?.size == 15, "\(String(describing: button.font))")
        }

        @Test func aShadowInRpxIsReadAsTheOtherLengthsAre() throws {
            let shadow = try #require(try Self.look("Menu card").shadow)
            #expect(shadow.y?.value == 2 && shadow.y?.unit == .px && shadow.blur?.value == 8, "\(shadow)")
        }

        @Test func aShorthandInRpxGivesBothSides() throws {
            let field = try Self.look("Search field")
            #expect(field.paddingVertical == 6 && field.paddingHorizontal == 14 && field.height == 32, "\(field)")
        }

        @Test func aTokenInRpxIsAPixelLength() throws {
            let tokens = try Self.system.get().tokens.tokens
            let token = try #require(tokens.first { $0.name.contains("radius-lg") }, "\(tokens.map(\.name))")
            guard case .dimension(let length, _) = token.value else { Issue.record("\(token.value)"); return }
            #expect(length == Length(20, .px))
            #expect(try Self.look("Menu card").radius == 20)
        }
    }
}

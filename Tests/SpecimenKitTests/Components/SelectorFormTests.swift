import Testing
@testable import SpecimenModel
@testable import SpecimenReading

extension ComponentTests {
    /// Style sheets whose selectors are not one `.component` class: rules for the elements a
    /// component is built of, declarations with no selector headed by comments naming looks and
    /// states, and BEM elements and modifiers beside their block's rule.
    @Suite struct SelectorForms {
        static let text = """
        # Lantern Desk

        ## Colours

        | Name | Hex |
        |---|---|
        | Moss | #2F6B3A |
        | Paper | #FFFFFF |
        | Ink | #1B1E22 |

        ## Components

        ### Form elements

        ```css
        input, textarea {
          padding: 10px;
          border: 1px solid #C4C8CC;
          border-radius: 4px;
          font-size: 15px;
        }

        input:focus, textarea:focus {
          border-color: #2F6B3A;
        }

        input:disabled, textarea:disabled {
          background-color: #F2F2F2;
          color: #8A8A8A;
        }
        ```

        ### Side menu

        ```css
        width: 240px;
        background-color: #1B1E22;

        a {
          padding: 10px 16px;
          color: #FFFFFF;
        }

        a:hover {
          background-color: #30353B;
        }
        ```

        ### Buttons

        ```css
        /* Shared */
        min-height: 40px;
        padding: 10px 18px;
        border-radius: 4px;

        /* Primary button */
        background-color: #2F6B3A;
        color: #FFFFFF;

        /* Primary button (hover) */
        background-color: #275A31;

        /* Danger button */
        background-color: #B3261E;
        color: #FFFFFF;

        /* Disabled */
        background-color: #DDDDDD;
        color: #8A8A8A;
        ```

        ### ボタン

        ```css
        /* 共通 */
        min-height: 36px;
        padding: 8px 14px;

        /* プライマリボタン */
        background-color: #2F6B3A;
        color: #FFFFFF;

        /* プライマリボタン（ホバー） */
        background-color: #275A31;

        /* デンジャーボタン */
        background-color: #B3261E;
        color: #FFFFFF;
        ```

        ### 2.1 卡片样式

        ```css
        .tile {
          background-color: #FFFFFF;
          border-radius: 12px;
          padding: 20px;
        }

        .tile__title {
          font-size: 18px;
          font-weight: 700;
        }

        .tile__footer {
          padding-top: 12px;
          border-top: 1px solid #C4C8CC;
        }
        ```

        ### 2.2 输入样式

        ```css
        .input {
          padding: 8px 12px;
          border: 2px solid #C4C8CC;
          border-radius: 12px;
          font-size: 15px;
        }

        .input:focus {
          border-color: #2F6B3A;
        }

        .input--alert {
          border-color: #B3261E;
        }
        ```
        """

        static let seed = ComponentSeed(document: MarkdownParser().parse(text, file: "doc.md"))

        @Test func elementRulesAreTheHeadingsComponentWithTheirStates() throws {
            let seed = Self.seed
            let field = try #require(seed.resolved.first { $0.name == "Form elements" }, "\(seed.inventory)\n\(seed.dump)")
            #expect(field.kind == .textInput, "\(seed.dump)")
            #expect(field.variants.count == 1, "one look, not one per element: \(seed.dump)")
            let look = try #require(field.variants.first)
            #expect(look[.default]?.borderColor?.hex == "#C4C8CC" && look[.default]?.radius == 4 && look[.default]?.paddingVertical == 10, "\(seed.dump)")
            #expect(look[.focus]?.borderColor?.hex == "#2F6B3A", "\(seed.dump)")
            #expect(look[.disabled]?.fill?.hex == "#F2F2F2" && look[.disabled]?.textColor?.hex == "#8A8A8A", "\(seed.dump)")
        }

        @Test func aLinkRuleUnderAMenuIsItsItemWithItsHover() throws {
            let seed = Self.seed
            let menu = try #require(seed.resolved.first { $0.name == "Side menu" }, "\(seed.inventory)\n\(seed.dump)")
            let look = try #require(menu.variants.first)
            #expect(look[.default]?.fill?.hex == "#1B1E22" && look[.default]?.textColor?.hex == "#FFFFFF", "\(seed.dump)")
            #expect(look[.default]?.paddingHorizontal == 16, "\(seed.dump)")
            #expect(look[.hover]?.fill?.hex == "#30353B", "\(seed.dump)")
        }

        @Test func commentsNamingLooksHeadVariantsOverTheSharedLines() throws {
            let seed = Self.seed
            let button = try #require(seed.resolved.first { $0.name == "Buttons" }, "\(seed.inventory)\n\(seed.dump)")
            let primary = try #require(button.variant(named: "Primary button") ?? button.variant(named: "Primary"), "\(seed.dump)")
            let danger = try #require(button.variant(named: "Danger button") ?? button.variant(named: "Danger"), "\(seed.dump)")
            #expect(primary[.default]?.fill?.hex == "#2F6B3A" && primary[.default]?.textColor?.hex == "#FFFFFF", "\(seed.dump)")
            #expect(primary[.default]?.minHeight == 40 && primary[.default]?.radius == 4, "the shared lines: \(seed.dump)")
            #expect(primary[.hover]?.fill?.hex == "#275A31", "\(seed.dump)")
            #expect(danger[.default]?.fill?.hex == "#B3261E", "\(seed.dump)")
            // The disabled look is a state, never the resting look of a button.
            #expect(!button.variants.contains { $0[.default]?.fill?.hex == "#DDDDDD" }, "\(seed.dump)")
            #expect(button.variants.contains { $0[.disabled]?.fill?.hex == "#DDDDDD" }, "\(seed.dump)")
        }

        @Test func commentsInAScriptWithoutSpacesNameLooksWithTheKindsWord() throws {
            let seed = Self.seed
            let button = try #require(seed.resolved.first { $0.name == "ボタン" }, "\(seed.inventory)\n\(seed.dump)")
            #expect(button.variants.count == 2, "\(seed.dump)")
            let primary = try #require(button.variants.first { $0[.default]?.fill?.hex == "#2F6B3A" }, "\(seed.dump)")
            #expect(primary[.default]?.minHeight == 36 && primary[.hover]?.fill?.hex == "#275A31", "\(seed.dump)")
            #expect(button.variants.contains { $0[.default]?.fill?.hex == "#B3261E" }, "\(seed.dump)")
        }

        @Test func bemElementsArePartsOfTheirBlock() throws {
            let seed = Self.seed
            #expect(!seed.specs.contains { $0.name.lowercased().contains("title") || $0.name.lowercased().contains("footer") }, "\(seed.inventory)")
            let tile = try #require(seed.resolved.first { $0.name.lowercased() == "tile" }, "\(seed.inventory)\n\(seed.dump)")
            #expect(tile.spec.parts.map(\.name).sorted() == ["footer", "title"], "\(seed.dump)")
            #expect(tile.variants.first?[.default]?.radius == 12, "\(seed.dump)")
        }

        @Test func aBEMModifierKeepsItsBlocksRule() throws {
            let seed = Self.seed
            #expect(seed.specs.filter { $0.name.lowercased().contains("input") }.count == 1, "\(seed.inventory)")
            let input = try #require(seed.resolved.first { $0.name.lowercased() == "input" }, "\(seed.inventory)\n\(seed.dump)")
            let alert = try #require(input.variants.first { $0.name.lowercased().contains("alert") }, "\(seed.dump)")
            let own = try #require(alert[.default])
            #expect(own.borderColor?.hex == "#B3261E" && own.borderWidth == 2 && own.radius == 12 && own.paddingHorizontal == 12, "\(seed.dump)")
        }
    }
}

import Testing
@testable import SpecimenModel
@testable import SpecimenReading

extension ComponentTests {
    /// A kind's heading whose section holds only sub-headings, each naming one look over a style
    /// sheet of its own (`#### 主按钮（Primary）` over `.btn-primary { … }` under `### 按钮（Button）`,
    /// `#### Outline` under `### Chips`): each sub-heading is a variant of the parent's
    /// component, never a section read as nothing.
    @Suite struct SubHeadingStyleSheets {
        static let text = """
        # Fernway

        ## 组件

        ### 4.1 按钮（Button）

        #### 主按钮（Primary）
        ```css
        .btn-primary {
          background: #1D6F42;
          color: #FFFFFF;
          padding: 10px 20px;
          border-radius: 6px;
        }

        .btn-primary:hover {
          background: #175A36;
        }
        ```

        #### 次要按钮（Secondary）
        ```css
        .btn-secondary {
          background: #FFFFFF;
          color: #1D6F42;
          border: 1px solid #1D6F42;
          padding: 10px 20px;
          border-radius: 6px;
        }
        ```

        ### Chips

        #### Outline
        ```css
        .chip-outline {
          border: 1px solid #5B6770;
          color: #5B6770;
          border-radius: 12px;
          padding: 2px 10px;
        }
        ```

        #### Filled
        ```css
        .chip-filled {
          background: #5B6770;
          color: #FFFFFF;
          border-radius: 12px;
          padding: 2px 10px;
        }
        ```
        """

        static let seed = ComponentSeed(document: MarkdownParser().parse(text, file: "doc.md"))

        @Test func eachSubHeadingIsALookOfTheParentsComponent() throws {
            let seed = Self.seed
            let buttons = seed.resolved.filter { $0.kind == .button }
            #expect(buttons.count == 1, "\(seed.inventory) \(seed.dump)")
            let button = try #require(buttons.first)
            #expect(button.variants.map(\.name) == ["Primary", "Secondary"], "\(seed.dump)")
            let primary = try #require(button.variants.first)
            #expect(primary[.default]?.fill?.hex == "#1D6F42" && primary[.default]?.radius == 6, "\(seed.dump)")
            #expect(primary[.hover]?.fill?.hex == "#175A36", "\(seed.dump)")
            let secondary = try #require(button.variants.last)
            #expect(secondary[.default]?.borderColor?.hex == "#1D6F42", "\(seed.dump)")
        }

        @Test func subHeadingsOfLooksAloneAreReadToo() throws {
            let seed = Self.seed
            let chips = try #require(seed.component("Chips"), "\(seed.inventory) \(seed.dump)")
            #expect(chips.variants.map(\.name) == ["Outline", "Filled"], "\(seed.dump)")
            #expect(chips.variants.last?[.default]?.fill?.hex == "#5B6770", "\(seed.dump)")
        }
    }
}

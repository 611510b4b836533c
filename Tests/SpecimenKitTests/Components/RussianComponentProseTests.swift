import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// Components described in Russian: a kind word in whichever case its heading needs (`Кнопки`,
/// `Варианты кнопок`, `Карточки`), variants under it named only by their own word, and state
/// bullets whose values are a theme's utility classes noted with the colour each stands for
/// (`` `bg-brand (#1D4ED8)` ``), the resting look labelled `Base`.
@Suite struct RussianComponentProseTests {
    static let utilityVariants = """
    # Набор интерфейса

    ## Варианты кнопок

    ### 1. Primary (тёмно-синяя)

    **Стили:**
    - Base: `bg-brand (#1D4ED8)` + `text-white`
    - Hover: `bg-brand-strong (#1E40AF)`
    - Disabled: `opacity-50`

    ### 2. Outline (с рамкой)

    **Стили:**
    - Base: `border border-line (#CBD5E1)` + `text-ink`
    - Hover: `bg-mist (#F1F5F9)`

    ## Палитра

    ```javascript
    ink: #0F172A
    ```
    """

    static let styleRulesAndLabels = """
    # Мастерская

    ## Цвета

    ```css
    :root {
      --ember: #7C2D12;
      --stone: #1C1917;
    }
    ```

    ## Компоненты

    ### Кнопки

    ```css
    .btn-main {
      background: var(--ember);
      color: #FFFFFF;
      padding: 12px 24px;
      border-radius: 4px;
    }
    .btn-main:hover { background: #9A3412; }
    ```

    ### Карточки

    - Фон: `--stone`
    - Рамка: `1px solid #44403C`
    """

    @Test func aGenitivePluralKindHeadingGathersItsVariants() throws {
        let system = try TestSupport.analysedSystem(Self.utilityVariants)
        let buttons = try #require(system.components.first { $0.kind == .button }, "\(system.components.map(\.name))")
        let primary = try #require(buttons.variant(named: "Primary (тёмно-синяя)"), "\(buttons.variants.map(\.name))")
        #expect(primary[.default]?.fill?.hex == "#1D4ED8")
        #expect(primary[.default]?.textColor?.hex == "#FFFFFF")
        #expect(primary[.hover]?.fill?.hex == "#1E40AF")
        let outline = try #require(buttons.variant(named: "Outline (с рамкой)"), "\(buttons.variants.map(\.name))")
        #expect(outline[.default]?.borderColor?.hex == "#CBD5E1")
        #expect(outline[.default]?.textColor?.hex == "#0F172A")
        #expect(outline[.hover]?.fill?.hex == "#F1F5F9")
    }

    @Test func aBaseLabelIsTheRestingLookNotAColourToken() throws {
        let tokens = TokenExtractor().extract(from: MarkdownParser().parse(Self.utilityVariants, file: "doc.md"))
        let names = tokens.tokens.map(\.name)
        #expect(!names.contains { $0.lowercased().hasSuffix("base") }, "\(names)")
        #expect(!tokens.diagnostics.contains { $0.message.contains("defined again") }, "\(tokens.diagnostics.map(\.message))")
    }

    @Test func aClassNotedWithItsColourIsThatColour() throws {
        let (text, colors) = UtilityClassReader.statedColors(in: "hover:bg-brand (#1E40AF) text-white")
        #expect(text == "hover:bg-brand text-white")
        #expect(colors.map(\.utility) == ["hover:bg-brand"])
        #expect(colors.first?.color.hex == "#1E40AF")
        #expect(UtilityClassReader.statedColors(in: "bg-brand (primary)").colors.isEmpty)
    }

    @Test func aPluralKindHeadingOverStyleRulesAndLabels() throws {
        let system = try TestSupport.analysedSystem(Self.styleRulesAndLabels)
        let buttons = try #require(system.components.first { $0.kind == .button }, "\(system.components.map(\.name))")
        let look = try #require(buttons.variants.first)
        #expect(look[.default]?.fill?.hex == "#7C2D12")
        #expect(look[.hover]?.fill?.hex == "#9A3412")
        let card = try TestSupport.variant("Карточки", in: system.components)
        #expect(card[.default]?.fill?.hex == "#1C1917")
        #expect(card[.default]?.borderColor?.hex == "#44403C")
    }
}

import Testing
@testable import SpecimenModel
@testable import SpecimenReading

extension ComponentTests {
    /// Variants written as a caption naming each (`**Primário**`, `Secundário:` over a quoted
    /// aside, `**Terciário:**`) over paragraphs of one `Key: value` line each, between rules,
    /// under a heading that ranks a kind's looks, ranking word first in Portuguese (`Hierarquia
    /// de botões`) or last in English (`Action button hierarchy`). Every paragraph up to the next
    /// caption or rule is that variant's: `Cor:` is the fill where the type line gives the text's
    /// colour (`Font style: Inter, 16px, caixa alta, #ffffff`), `Border #9CA3AF` is a border with
    /// its colon left out, and the quoted asides and pictures are no copy.
    @Suite struct VariantCaptionParagraphs {
        static let portuguese = """
        # Vitrine

        ## Cores

        | Nome | Hex |
        |---|---|
        | Folha | #15803D |
        | Grafite | #374151 |
        | Névoa | #9CA3AF |

        ## Hierarquia de botões

        **Primário**

        _“Para a ação principal da tela.”_

        ![Botão primário](img/primario.png)

        Cor: #15803D

        Font style: Inter, 16px, caixa alta, #ffffff

        ---

        Secundário:
        _“Para ações de apoio.”_

        Border #9CA3AF

        Font style: Inter, 16px, caixa alta, #374151

        ---

        **Terciário:**
        _“Sem destaque.”_

        Font style: Inter, 14px, #374151, sublinhado
        """

        static let english = """
        # Showcase

        ## Action button hierarchy

        **Primary**

        _"For the screen's main action."_

        Color: #15803D

        Font style: Inter, 16px, uppercase, #ffffff

        ---

        **Secondary**

        Border #9CA3AF

        Font style: Inter, 16px, uppercase, #374151
        """

        @Test(arguments: [portuguese, english])
        func eachCaptionOwnsTheParagraphsUnderIt(_ text: String) throws {
            let seed = ComponentSeed(document: MarkdownParser().parse(text, file: "doc.md"))
            let button = try #require(seed.resolved.first { $0.kind == .button }, "\(seed.inventory)")
            let primary = try #require(button.variants.first, "\(seed.dump)")
            #expect(primary[.default]?.fill?.hex == "#15803D", "\(seed.dump)")
            #expect(primary[.default]?.textColor?.hex == "#FFFFFF", "\(seed.dump)")
            #expect(primary[.default]?.font?.uppercase == true && primary[.default]?.font?.size == 16, "\(seed.dump)")
            #expect(button.variants.count >= 2, "\(seed.dump)")
            let secondary = button.variants[1]
            #expect(secondary[.default]?.borderColor?.hex == "#9CA3AF", "\(seed.dump)")
            #expect(secondary[.default]?.textColor?.hex == "#374151", "\(seed.dump)")
            #expect(secondary[.default]?.fill == nil, "\(seed.dump)")
            // The asides say when to use a look; neither they nor a picture's words are copy.
            #expect(button.variants.allSatisfy { $0[.default]?.sampleText == nil }, "\(seed.dump)")
            #expect(seed.specs.allSatisfy { $0.samples.isEmpty }, "\(seed.dump)")
        }

        @Test func theThirdLookIsItsOwn() throws {
            let seed = ComponentSeed(document: MarkdownParser().parse(Self.portuguese, file: "doc.md"))
            let button = try #require(seed.resolved.first { $0.kind == .button }, "\(seed.inventory)")
            #expect(button.variants.map(\.name) == ["Primário", "Secundário", "Terciário"], "\(seed.dump)")
            let third = try #require(button.variants.last)
            #expect(third[.default]?.textColor?.hex == "#374151" && third[.default]?.font?.size == 14, "\(seed.dump)")
            #expect(third[.default]?.fill == nil && third[.default]?.borderColor == nil, "\(seed.dump)")
        }
    }
}

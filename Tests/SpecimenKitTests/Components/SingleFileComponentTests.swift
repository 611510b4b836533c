import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// A single-file component in a ```` ```vue ```` fence: its `<style>` block is read as a fence
/// of CSS written in its place is, the same rules giving the same component.
@Suite struct SingleFileComponentTests {
    static func document(_ fence: String) -> String {
        """
        # Kestrel Notes

        ## Colors

        - Kestrel Red: #B3261E (alerts)
        - Paper: #FFFFFF (surfaces)

        ## Components

        ### Retry Button

        \(fence)
        """
    }

    static let sheet = """
    .retry-button {
      background-color: #B3261E;
      color: white;
      border-radius: 20px;
      padding: 12px 24px;
    }
    """

    static let vue = document("""
    ```vue
    <template>
      <button class="retry-button">Try again</button>
    </template>

    <style scoped>
    \(sheet)
    </style>
    ```
    """)

    static let css = document("```css\n\(sheet)\n```")

    @Test func theStyleBlockIsReadAsCSS() throws {
        let components = try TestSupport.analysedSystem(Self.vue).components
        let button = try TestSupport.variant("Retry Button", in: components)
        #expect(button[.default]?.fill?.hex == "#B3261E", "\(button.states)")
        #expect(button[.default]?.textColor?.hex == "#FFFFFF", "\(button.states)")
        #expect(button[.default]?.radius == 20, "\(button.states)")
    }

    @Test func asTheSameRulesInACSSFence() throws {
        let vue = try TestSupport.analysedSystem(Self.vue).components
        let css = try TestSupport.analysedSystem(Self.css).components
        let fromVue = try TestSupport.variant("Retry Button", in: vue)
        let fromCSS = try TestSupport.variant("Retry Button", in: css)
        #expect(fromVue[.default]?.fill == fromCSS[.default]?.fill)
        #expect(fromVue[.default]?.radius == fromCSS[.default]?.radius)
        #expect(fromVue[.default]?.paddingHorizontal == fromCSS[.default]?.paddingHorizontal)
    }

    @Test func theStyleBlockLinesAreTheDocuments() throws {
        let text = Self.vue
        let document = MarkdownParser().parse(text, file: "DESIGN.md")
        let fence = try #require(document.blocks.first { if case .codeBlock = $0.kind { true } else { false } })
        let blocks = try #require(SingleFileComponent.blocks(of: fence, firstLine: PlainLineHeading.firstCodeLine(of: fence, in: document)))
        #expect(blocks.count == 2)
        let rule = try #require(blocks.last)
        #expect(document.line(rule.startLine) == ".retry-button {")
        #expect(SingleFileComponent.language(of: "<style lang=\"scss\" scoped>") == "scss")
    }
}

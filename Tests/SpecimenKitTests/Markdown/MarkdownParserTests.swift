import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

@Suite("Markdown ingestion")
struct MarkdownParserTests {
    let parser = MarkdownParser()

    @Test("Blocks keep their 1-based source lines")
    func lines() {
        let document = parser.parse("# Title\n\nFirst paragraph\nwraps here.\n\n- one\n- two\n", file: "doc.md")
        #expect(document.blocks.count == 3)
        #expect(document.blocks[0].startLine == 1)
        #expect(document.blocks[1].startLine == 3)
        #expect(document.blocks[1].endLine == 4)
        #expect(document.blocks[2].startLine == 6)
        #expect(document.blocks[2].children[1].startLine == 7)
    }

    @Test("GFM tables keep rows, cells, alignment and line numbers")
    func tables() throws {
        let text = "Intro\n\n| Name | Hex |\n|:-----|----:|\n| Ink | `#222222` |\n| Paper | #FAFAFA |\n"
        let document = parser.parse(text, file: "doc.md")
        let table = try #require(document.blocks.last)
        guard case .table(let alignments) = table.kind else {
            Issue.record("expected a table, got \(table.kind)")
            return
        }
        #expect(alignments == [.left, .right])
        #expect(table.children.count == 3)
        #expect(table.children[0].kind == .tableRow(isHeader: true))
        #expect(table.children[2].startLine == 6)
        #expect(table.children[1].children.map(\.plainText) == ["Ink", "#222222"])
        #expect(table.html?.contains("<table>") == true)
    }

    @Test("Strikethrough, autolinks and task lists are recognised")
    func extensions() {
        let document = parser.parse("~~old~~ see https://example.com\n\n- [x] done\n- [ ] open\n", file: "doc.md")
        let html = document.blocks.compactMap(\.html).joined()
        #expect(html.contains("<del>old</del>"))
        #expect(html.contains("<a href=\"https://example.com\">"))
        #expect(html.contains("type=\"checkbox\""))
        let items = document.blocks[1].children.map(\.kind)
        #expect(items == [.item(task: .checked), .item(task: .unchecked)])
    }

    @Test("Task-list checkboxes are named by their item's own text, escaped")
    func taskCheckboxNames() throws {
        let text = "- [x] done *now*\n- [ ] open a < b & \"c\"\n  - [ ] nested\n\n1. [ ] counted\n"
        let document = parser.parse(text, file: "doc.md")
        let html = document.blocks.compactMap(\.html).joined()
        #expect(html.contains("<input type=\"checkbox\" aria-label=\"done now\" checked=\"\" disabled=\"\" />"))
        // The parent's name leaves out its nested list; quotes and brackets stay text.
        #expect(html.contains("aria-label=\"open a &lt; b &amp; &quot;c&quot;\""))
        #expect(html.contains("aria-label=\"nested\""))
        #expect(html.contains("aria-label=\"counted\""))
        // Every checkbox the extension wrote has a name.
        #expect(html.components(separatedBy: "<input").count == html.components(separatedBy: "aria-label=").count)
        #expect(html.components(separatedBy: "<input").count == 5)
    }

    @Test("Raw HTML and script links never pass through", arguments: [
        "<script>alert(1)</script>",
        "Text <img src=x onerror=alert(1)> more",
        "[click](javascript:alert(1))",
        "<iframe src=\"https://evil.example\"></iframe>",
    ])
    func safeMode(_ input: String) {
        let html = parser.parse(input, file: "doc.md").blocks.compactMap(\.html).joined()
        #expect(!html.contains("<script"))
        #expect(!html.contains("<img"))
        #expect(!html.contains("javascript:"))
        #expect(!html.contains("<iframe"))
    }

    @Test("Code blocks keep their language as a class")
    func codeLanguage() {
        let html = parser.parse("```swift\nlet x = 1\n```\n", file: "doc.md").blocks[0].html ?? ""
        #expect(html.contains("class=\"language-swift\""))
    }

    @Test("Headings carry their inline HTML without the wrapper")
    func headingInline() {
        let block = parser.parse("## The `Color` type\n", file: "doc.md").blocks[0]
        #expect(block.inlineHTML == "The <code>Color</code> type")
        #expect(block.plainText == "The Color type")
    }

    @Test("Very deep nesting is cut off instead of overflowing the stack")
    func deepNesting() {
        let text = String(repeating: ">", count: 5000) + " deep\n"
        let document = parser.parse(text, file: "doc.md")
        var depth = 0
        var node = document.root
        while let child = node.children.first { node = child; depth += 1 }
        #expect(depth <= 260)
        #expect(document.root.plainText.contains("deep"))
    }

    @Test func aPhraseRendersItsInlineMarkdownSafely() {
        let parser = MarkdownParser()
        #expect(parser.inlineHTML("No corners (`radius` > 2), *ever*") == "No corners (<code>radius</code> &gt; 2), <em>ever</em>")
        #expect(parser.inlineHTML("Never <script>alert(1)</script>")?.contains("<script>") == false)
        // Not one paragraph: the caller shows the text as it is.
        #expect(parser.inlineHTML("- a list item") == nil)
        #expect(parser.inlineHTML("") == nil)
    }
}

import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

@Suite("Section detection")
struct SectionSplitterTests {
    func outline(_ slug: String) throws -> DocumentOutline {
        SectionSplitter().split(try TestSupport.seedDocument(slug))
    }

    @Test("The book gets front matter, one page per chapter, and its appendices")
    func book() throws {
        let outline = try outline("joho")
        #expect(outline.title == "情報デザイン")
        #expect(outline.subtitle == "The Japanese Art of Information Design")
        #expect(outline.sectionLevel == 1)
        let titles = outline.sections.map(\.title)
        #expect(titles.first == "Front matter")
        let chapters = titles.filter { $0.hasPrefix("Chapter ") }
        #expect(chapters.count == 18)
        #expect(chapters.first == "Chapter 1: What is 情報デザイン?")
        #expect(titles.suffix(4) == [
            "Appendix A: Quick Reference Card", "Appendix B: Border Width Decision Tree",
            "Appendix C: Color Decision Tree", "Conclusion",
        ])
        // Bash comments inside code blocks are not chapters.
        #expect(!titles.contains("Colors"))
        let chapter4 = try #require(outline.sections.first { $0.title.hasPrefix("Chapter 4") })
        #expect(chapter4.startLine == 910)
        #expect(chapter4.slug == "chapter-4-color-semantics")
    }

    @Test("Zottie's numbered plain lines become sections, its labels sub-headings")
    func numberedPlainLines() throws {
        let outline = try outline("zottie")
        #expect(outline.title == "Zottie Design System")
        #expect(outline.sections.count == 15)
        #expect(outline.sections.map(\.title).prefix(3) == ["1. Design Principles", "2. Typography", "3. Spacing and Layout"])
        #expect(outline.sections.last?.title == "15. Design Smell Checklist")
        #expect(outline.sections[1].startLine == 31)
        #expect(outline.sections[1].slug == "typography")
        let labels = outline.sections[1].blocks.compactMap(\.heading?.text)
        #expect(labels.contains("Font Family"))
        #expect(labels.contains("Text Roles and Scale"))
        // The purpose statement stays on the overview.
        #expect(outline.intro.contains { $0.node.plainText.contains("This document defines") })
    }

    @Test("Heading documents split at their section level", arguments: [
        ("paper-ide", "Design Language System: \"The Paper IDE\"", "SCOTUS Case Tracker | Native iOS Application", 11, "RULE #1: NO EMOJIS"),
        ("ticker", "Ticker Design System", "Mission-Critical Alarm Interface", 14, "Design Principles"),
        ("mabel", "Mabel — iOS UI Style Guide", nil, 13, "Brand Identity"),
    ] as [(String, String, String?, Int, String)])
    func headingDocuments(slug: String, title: String, subtitle: String?, count: Int, first: String) throws {
        let outline = try outline(slug)
        #expect(outline.title == title)
        #expect(outline.subtitle == subtitle)
        #expect(outline.sectionLevel == 2)
        #expect(outline.sections.count == count)
        #expect(outline.sections.first?.title == first)
    }

    @Test("A setext-heading document none of the seeds resembles")
    func setextFixture() throws {
        let document = MarkdownParser().parse(try TestSupport.fixture("structure/setext.md"), file: "acme.md")
        let outline = SectionSplitter().split(document)
        #expect(outline.title == "Acme Kit")
        #expect(outline.sections.map(\.title) == ["Colours", "Type", "Components"])
        #expect(outline.sections.map(\.slug) == ["colours", "type", "components-section"])
        #expect(outline.sections[1].blocks.compactMap(\.heading?.text) == ["Display", "Body"])
        #expect(outline.intro.count == 1)
    }

    @Test("Section slugs are unique and never take a generated page's name")
    func slugCollisions() {
        let text = "# T\n\n## Tokens\n\nx\n\n## Tokens\n\ny\n\n## Audit\n\nz\n\n## 日本語\n\nw\n"
        let outline = SectionSplitter().split(MarkdownParser().parse(text, file: "t.md"))
        #expect(outline.sections.map(\.slug) == ["tokens-section", "tokens-section-2", "audit-section", "section-4"])
    }

    @Test("A document without any headings still has content")
    func noHeadings() {
        let outline = SectionSplitter().split(MarkdownParser().parse("Just a paragraph.\n\nAnd another.\n", file: "t.md"))
        #expect(outline.sections.isEmpty)
        #expect(outline.intro.count == 2)
    }
}

import Testing
@testable import SpecimenKit

/// Type scales as tables written in other words: Chinese headers, line heights in px or with a
/// note, letter spacing in em, and rows that name a front-matter style by reference.
@Suite struct TypeTableTests {
    @Test func aTableWithChineseHeadersIsATypeScale() {
        let set = TokenExtractor().extract(from: MarkdownParser().parse("""
            ## 排版

            | 角色 | 字体 | 尺寸 | 字重 | 行高 |
            |------|------|------|------|------|
            | 主标题 | Tern Sans | 40px | 700 | 1.1 |
            | 正文 | Tern Sans | 16px | 400 | 1.6 |
            """, file: "t.md"))
        #expect(set.pinned(.typeStyle) == [PinnedToken(5, "主标题", "40px bold"), PinnedToken(6, "正文", "16px regular")])
        if case .typeStyle(let style)? = set.token(named: "正文")?.value {
            #expect(style.family == "Tern Sans" && style.lineHeight == 1.6)
        }
    }

    @Test func lineHeightsAndTrackingAreReadAsWritten() {
        let set = TokenExtractor().extract(from: MarkdownParser().parse("""
            ## Typography

            | Role | Size | Weight | Line Height | Letter Spacing |
            |---|---|---|---|---|
            | Display | 60px | 700 | 1.0 (60px) | -0.03em (-1.8px) |
            | Caption | 12px | 400 | 18px | normal |
            | Body | 16px | 400 | 150% | 0.01em |
            """, file: "t.md"))
        func style(_ name: String) -> TypeStyle? {
            if case .typeStyle(let style)? = set.token(named: name)?.value { return style }
            return nil
        }
        #expect(style("Display")?.lineHeight == 1.0 && style("Display")?.tracking == Length(-1.8, .px))
        // A height in px is kept as one: the exports and the token page tell it by its size.
        #expect(style("Caption")?.lineHeight == 18 && style("Caption")?.tracking == nil)
        #expect(style("Body")?.lineHeight == 1.5 && style("Body")?.tracking == Length(0.16, .px))
    }

    @Test func aRowNamedByAReferenceIsNoStyleOfItsOwn() {
        let set = TokenExtractor().extract(from: MarkdownParser().parse("""
            ## Typography

            | Token | Size | Weight | Use |
            |---|---|---|---|
            | `{typography.body-md}` | 16px | 400 | Running text |
            | Label | 12px | 600 | Buttons |
            """, file: "t.md"))
        #expect(set.pinned(.typeStyle) == [PinnedToken(6, "Label", "12px semibold")])
    }
}

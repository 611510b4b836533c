import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// Type scales as tables written in other words: Chinese headers, line heights in px or with a
/// note, letter spacing in em, and rows that name a front-matter style by reference; and as
/// Tailwind utility classes.
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

    /// A row named by a reference defines the style it names (`body-md`, never a name with
    /// braces); a reference into another group names no style.
    @Test func aRowNamedByAReferenceDefinesTheStyleItNames() {
        let set = TokenExtractor().extract(from: MarkdownParser().parse("""
            ## Typography

            | Token | Size | Weight | Use |
            |---|---|---|---|
            | `{typography.body-md}` | 16px | 400 | Running text |
            | Label | 12px | 600 | Buttons |
            | `{colors.ink}` | 12px | 600 | Not a style |
            """, file: "t.md"))
        #expect(set.pinned(.typeStyle) == [PinnedToken(5, "body-md", "16px regular"), PinnedToken(6, "Label", "12px semibold")])
    }

    @Test func tailwindTypeClassesUnderATypeHeadingAreTypeStyles() {
        let set = TokenExtractor().extract(from: MarkdownParser().parse("""
            ## Typography

            - Banner: text-[32px] leading-[38px] font-bold tracking-tight (landing pages)
            - Lead: `text-lg font-medium md:text-xl`
            - Fine print: text-[0.75rem] leading-none font-[300]
            - Link: text-sky-700 underline

            Ledger: text-sm leading-6 font-semibold
            Stamp: text-xs uppercase tracking-widest

            ## Cards

            - Title: text-2xl font-bold
            """, file: "t.md"))
        #expect(set.pinned(.typeStyle) == [
            PinnedToken(3, "Banner", "32px bold"), PinnedToken(4, "Lead", "18px medium"),
            PinnedToken(5, "Fine print", "12px light"), PinnedToken(8, "Ledger", "14px semibold"), PinnedToken(9, "Stamp", "12px"),
        ])
        func style(_ name: String) -> TypeStyle? {
            if case .typeStyle(let style)? = set.token(named: name)?.value { return style }
            return nil
        }
        // Line heights as written, else Tailwind's default for a named size; leading-6 is 6 quarter rems.
        #expect([style("Banner"), style("Lead"), style("Fine print"), style("Ledger")].map { $0?.lineHeight } == [38, 28, 1, 24])
        // tracking-tight is -0.025em of the size, tracking-widest 0.1em.
        #expect(style("Banner")?.tracking == Length(-0.8, .px) && style("Stamp")?.tracking == Length(1.2, .px))
        #expect(set.token(named: "Banner")?.usage == "landing pages")
        // A colour class sets no size; outside a type section the classes are a component's.
        #expect(set.token(named: "Link") == nil && set.token(named: "Title") == nil)
    }

    /// A one-line paragraph that states a value under a label is a statement; only a short line
    /// without one is a heading written without Markdown.
    @Test func aLabelledLineAloneIsAStatementNotAHeading() {
        let set = TokenExtractor().extract(from: MarkdownParser().parse("""
            ## Typography

            Caption: text-xs font-medium

            Footnotes

            Fine: text-[11px] leading-[14px]
            """, file: "t.md"))
        #expect(set.pinned(.typeStyle) == [PinnedToken(3, "Caption", "12px medium"), PinnedToken(7, "Fine", "11px")])
        #expect(set.token(named: "Caption")?.group == "Typography" && set.token(named: "Fine")?.group == "Footnotes")
    }
}

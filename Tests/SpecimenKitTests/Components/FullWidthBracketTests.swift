import Testing
@testable import SpecimenModel
@testable import SpecimenReading

extension ComponentTests {
    /// Chinese and Japanese headings write their asides in full-width brackets
    /// (`### ボタン（src/ui/button.tsx）`): they are asides as ASCII brackets are, so the heading
    /// still names its kind and the section's table of looks is read.
    @Suite struct FullWidthBrackets {
        static let document = MarkdownParser().parse("""
            # 潮見

            ## コンポーネント

            ### ボタン（`src/ui/button.tsx`）

            | バリアント | 背景 | 文字色 | 角丸 |
            |---|---|---|---|
            | プライマリ | #1E3A8A | #FFFFFF | 8px |
            | セカンダリ | #FFFFFF | #1E3A8A | 8px |
            """, file: "shiomi.md")

        @Test func asideInFullWidthBracketsKeepsTheKind() throws {
            let seed = ComponentSeed(document: Self.document)
            let button = try #require(seed.resolved.first { $0.kind == .button }, "\(seed.inventory)")
            #expect(button.name == "ボタン", "\(seed.inventory)")
            #expect(button.variants.count == 2, "\(seed.dump)")
            let primary = try #require(button.variants.first?[.default], "\(seed.dump)")
            #expect(primary.fill?.hex == "#1E3A8A", "\(seed.dump)")
            #expect(primary.textColor?.hex == "#FFFFFF", "\(seed.dump)")
            #expect(primary.radius == 8, "\(seed.dump)")
        }

        /// An aside naming the file the component is written in is no part of its name, in either
        /// kind of bracket; any other aside stays.
        @Test(arguments: [
            ("ボタン（`src/ui/button.tsx`）", "ボタン"), ("Button (Button.swift)", "Button"),
            ("Card (Radix based)", "Card (Radix based)"), ("カード（Radix ベース）", "カード（Radix ベース）"),
        ])
        func fileAsidesAreNoName(heading: String, name: String) {
            #expect(ComponentExtractor.droppingFileAsides(heading) == name)
        }

        /// A heading that names its kind only in its aside keeps that kind.
        @Test(arguments: [("空状態（Empty State）", ComponentKind.emptyState), ("ボタン（`src/ui/button.tsx`）", .button)])
        func kindNamedInsideOrOutsideTheAside(heading: String, kind: ComponentKind) {
            #expect(ComponentKind.classifyHead(heading) == kind)
        }

        @Test(arguments: [("ボタン（button.tsx）", "ボタン "), ("卡片（默认）/ 标签", "卡片 / 标签"), ("Chip (filter)", "Chip  ")])
        func fullWidthBracketsAreDropped(text: String, expected: String) {
            #expect(ComponentKind.droppingParentheticals(text, fullWidth: true).trimmingWhitespace == expected.trimmingWhitespace)
        }
    }
}

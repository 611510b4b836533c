import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// Several variants in one component section, each a bold caption over its own code block
/// (`**主按钮**` then a block, `**幽灵按钮**` then another): in a script written without spaces
/// the kind's word sits inside the caption's one word, and what is left of it names a variant
/// of its own, read from its own block alone, as `**Primary button**` is in English. A caption
/// that is the kind's word alone stays the component's own look.
@Suite struct CaptionedBlockVariantTests {
    static let document = """
    # Kiri

    ## 组件

    ### 按钮

    **主按钮**
    ```css
    background: #1F2937
    color: #FFFFFF
    border-radius: 8px
    hover: background: #374151
    ```

    **幽灵按钮**
    ```css
    background: transparent
    color: #4B5563
    hover: color: #111827
    ```

    **次要按钮**
    ```css
    background: #E5E7EB
    color: #1F2937
    ```

    ### ボタン

    **ボタン**
    ```css
    background: #0F766E
    color: #FFFFFF
    ```
    """

    static let system = Result { try TestSupport.analysedSystem(document) }

    static func variant(_ component: String, _ name: String? = nil) throws -> ResolvedVariant {
        try TestSupport.variant(component, name, in: system.get().components)
    }

    @Test func eachCaptionIsAVariantReadFromItsOwnBlock() throws {
        let buttons = try #require(Self.system.get().components.first { $0.name == "按钮" })
        #expect(buttons.variants.map(\.name) == ["主", "幽灵", "次要"])
        #expect(try Self.variant("按钮", "主")[.default]?.fill?.hex == "#1F2937")
        #expect(try Self.variant("按钮", "主")[.hover]?.fill?.hex == "#374151")
        #expect(try Self.variant("按钮", "幽灵")[.hover]?.textColor?.hex == "#111827")
    }

    @Test func oneVariantsHoverIsNotAnothers() throws {
        let subtle = try Self.variant("按钮", "次要")
        #expect(subtle[.default]?.fill?.hex == "#E5E7EB" && subtle[.default]?.textColor?.hex == "#1F2937")
        #expect(subtle[.hover]?.textColor?.hex != "#111827")
    }

    @Test func aCaptionOfTheKindsWordAloneIsTheComponentItself() throws {
        let buttons = try #require(Self.system.get().components.first { $0.name == "ボタン" })
        #expect(buttons.variants.count == 1)
        #expect(try Self.variant("ボタン")[.default]?.fill?.hex == "#0F766E")
    }
}

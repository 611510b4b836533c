import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// A caption naming a component's sizes over one line per size (`**Size variants**`, Chinese
/// `**尺寸变体**`, then `- sm: 28px tall, …`): the sizes, listed with their words and the component
/// drawn at its default one; never one more variant of the component, drawn empty.
@Suite struct SizeCaptionTests {
    static let english = """
    # Reef

    ## Components

    ### Buttons

    **Filled**
    - Background: #1F5F8B
    - Text: #FFFFFF

    **Quiet**
    - Background: #E8EEF2
    - Text: #1F5F8B

    **Size variants**
    - sm: height 26px, padding 0 8px, font-size 12px
    - md: height 34px, padding 0 14px, font-size 14px
    - lg: height 42px, padding 0 18px, font-size 16px
    """

    static let chinese = """
    # 礁

    ## 组件

    ### 按钮 (Button)

    **主按钮**
    - 背景: #1F5F8B
    - 文字: #FFFFFF

    **尺寸变体**
    - sm: height 26px, padding 0 8px, font-size 12px
    - md: height 34px, padding 0 14px, font-size 14px
    """

    /// What the gallery lists in words, `extract` lists too: each size's line, with its line number.
    @Test func extractListsTheSizesAsTheGalleryDoes() throws {
        let written = DesignMDWriter(try ExtractRoundTripTests.analysed(Self.english, sidecar: nil)).write()
        for size in ["sm: height 26px", "md: height 34px", "lg: height 42px"] {
            #expect(written.contains(size) && written.contains("(listed in words)"), "\(written)")
        }
    }

    @Test func theCaptionIsNoVariant() throws {
        for document in [Self.english, Self.chinese] {
            let components = try TestSupport.analysedSystem(document).components
            let names = components.flatMap { $0.variants.map(\.name) }
            #expect(!names.contains { $0.lowercased().contains("size") || $0.contains("尺寸") }, "\(names)")
        }
    }

    @Test func theSizesAreListedAndTheDefaultOneDrawn() throws {
        let components = try TestSupport.analysedSystem(Self.english).components
        let buttons = try #require(components.first { $0.name == "Buttons" })
        #expect(buttons.spec.rules.contains { $0.text.contains("height 26px") } && buttons.spec.rules.contains { $0.text.contains("height 42px") },
                "\(buttons.spec.rules.map(\.text))")
        let filled = try TestSupport.variant("Buttons", "Filled", in: components)[.default]
        #expect(filled?.fill?.hex == "#1F5F8B" && filled?.height == 34, "\(String(describing: filled))")
    }
}

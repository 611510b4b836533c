import Testing
@testable import SpecimenModel
@testable import SpecimenReading

extension ComponentTests {
    /// One style-sheet fence under a button's heading holding two looks with no rule around
    /// them, each opened by a comment naming it (`/* Solid */`, `/* Outline */`): each comment
    /// heads its own variant, so the outline's border is not drawn on the solid look and the
    /// outline is not lost.
    @Suite struct CommentVariants {
        static let text = """
        # Tidewater

        ## Colours

        | Name | Hex |
        |---|---|
        | Kelp | #0F766E |
        | Seam | #CBD5E1 |

        ## Components

        #### Panel Button
        ```css
        /* Solid */
        background: #0F766E;
        color: #FFFFFF;
        border-radius: 6px;
        padding: 0.5rem;

        /* Outline */
        border: 1px solid #CBD5E1;
        border-radius: 6px;
        padding: 0.5rem;
        ```
        """

        @Test func eachCommentHeadsItsOwnLook() throws {
            let seed = ComponentSeed(document: MarkdownParser().parse(Self.text, file: "doc.md"))
            let button = try #require(seed.resolved.first { $0.kind == .button }, "\(seed.inventory)")
            let solid = try #require(button.variant(named: "Solid"), "\(seed.dump)")
            let outline = try #require(button.variant(named: "Outline"), "\(seed.dump)")
            #expect(solid[.default]?.fill?.hex == "#0F766E" && solid[.default]?.textColor?.hex == "#FFFFFF", "\(seed.dump)")
            #expect(solid[.default]?.borderColor == nil, "\(seed.dump)")
            #expect(outline[.default]?.borderColor?.hex == "#CBD5E1" && outline[.default]?.radius == 6, "\(seed.dump)")
            #expect(outline[.default]?.fill?.hex != "#0F766E", "\(seed.dump)")
        }
    }
}

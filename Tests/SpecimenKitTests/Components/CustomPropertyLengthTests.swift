import Testing
@testable import SpecimenModel
@testable import SpecimenReading

extension ComponentTests {
    /// Lengths written as CSS custom properties: a scale in rem (`--gap-s: 0.5rem;`) is a scale
    /// of the root's size, and a padding shorthand of two properties (`var(--gap-s)
    /// var(--gap-l)`) is vertical then horizontal, each the length its property holds. Before,
    /// rem properties were dropped without a word and the shorthand drew its first length twice.
    @Suite struct CustomPropertyLengths {
        static let text = """
        # Tidewater

        ## Spacing

        ```css
        :root {
          --gap-s: 0.5rem;   /* 8px */
          --gap-l: 1.25rem;  /* 20px */
          --corner: 0.375rem;
        }
        ```

        ## Components

        ### Buttons

        ```css
        .btn {
          padding: var(--gap-s) var(--gap-l);
          border-radius: var(--corner);
          background: #1f5f8b;
          color: #ffffff;
        }
        ```
        """

        @Test func remPropertiesAreLengthsOfTheRootSize() throws {
            let seed = ComponentSeed(document: MarkdownParser().parse(Self.text, file: "doc.md"))
            let lengths = Dictionary(uniqueKeysWithValues: seed.tokens.tokens.compactMap { token -> (String, Double)? in
                guard case .dimension(let length, _) = token.value else { return nil }
                return (token.name, length.cssPixels)
            })
            #expect(lengths["--gap-s"] == 8 && lengths["--gap-l"] == 20 && lengths["--corner"] == 6, "\(lengths)")
        }

        @Test func aShorthandOfTwoPropertiesIsVerticalThenHorizontal() throws {
            let seed = ComponentSeed(document: MarkdownParser().parse(Self.text, file: "doc.md"))
            let button = try #require(seed.resolved.first { $0.kind == .button }, "\(seed.inventory)")
            let look = try #require(button.variants.first?[.default], "\(seed.dump)")
            #expect(look.paddingVertical == 8 && look.paddingHorizontal == 20, "\(seed.dump)")
            #expect(look.radius == 6, "\(seed.dump)")
        }

        /// `html { font-size: 62.5% }`: a rem is 10px in this document, for its tokens as for
        /// its components.
        @Test func theDocumentsRootSizeMeasuresItsRemProperties() throws {
            let text = Self.text.replacingOccurrences(of: ":root {", with: "html { font-size: 62.5%; }\n:root {")
            let seed = ComponentSeed(document: MarkdownParser().parse(text, file: "doc.md"))
            let gap = try #require(seed.tokens.tokens.first { $0.name == "--gap-l" })
            guard case .dimension(let length, _) = gap.value else { Issue.record("\(gap.value)"); return }
            #expect(length.cssPixels == 12.5)
        }
    }
}

/// What an extractor knows about where a block sits: the document, the headings above it and
/// its neighbours. Built by `TokenExtractor` while it walks the top-level blocks.
public struct TokenContext: Sendable {
    public var document: MarkdownDocument
    /// Heading texts from the outermost to the nearest.
    public var headings: [String]
    public var previous: MarkdownNode?
    public var next: MarkdownNode?

    public init(document: MarkdownDocument, headings: [String] = [], previous: MarkdownNode? = nil, next: MarkdownNode? = nil) {
        self.document = document
        self.headings = headings
        self.previous = previous
        self.next = next
    }

    public var file: String { document.file }
    public var nearestHeading: String? { headings.last }

    /// Provenance for a source line, its trimmed text as the excerpt.
    public func provenance(line: Int) -> Provenance {
        Provenance(file: document.file, line: line, excerpt: document.line(line))
    }

    public func invalidColor(_ error: ColorSyntaxError, line: Int) -> Diagnostic {
        Diagnostic(.warning, error.description, file: document.file, line: line)
    }

    /// The length role a section implies: a heading about spacing makes its bare numbers
    /// spacing, one about corners makes them radii.
    public func role(for name: String, extra: [String] = []) -> DimensionRole {
        DimensionRole.infer(from: [name] + extra + headings.reversed())
    }

    /// True when a heading above mentions one of the words.
    public func headingsMention(_ words: [String]) -> Bool {
        headings.contains { heading in
            let lower = heading.lowercased()
            return words.contains { lower.contains($0) }
        }
    }
}

import SpecimenModel

/// A top-level block of a document, with the heading role section detection gave it.
public struct OutlineBlock: Sendable, Hashable {
    public struct Heading: Sendable, Hashable {
        /// Markdown level: 1 for `#`. Plain-line headings get the level they stand for.
        public var level: Int
        public var text: String
        /// cmark's HTML of the heading's inline content; nil for plain-line headings, which are
        /// shown as text.
        public var inlineHTML: String?
    }

    public var node: MarkdownNode
    public var heading: Heading?

    public var line: Int { node.startLine }
}

import Foundation
import SpecimenModel

/// A parsed Markdown file: its owned tree plus the raw lines it came from.
public struct MarkdownDocument: Sendable {
    /// Path of the source file, relative to the content folder, for diagnostics.
    public var file: String
    public var root: MarkdownNode
    public var lines: [Substring]

    public init(file: String, root: MarkdownNode, lines: [Substring]) {
        self.file = file
        self.root = root
        self.lines = lines
    }

    public var blocks: [MarkdownNode] { root.children }

    /// The raw text of a 1-based source line, trimmed; empty when out of range.
    public func line(_ number: Int) -> String {
        guard number >= 1, number <= lines.count else { return "" }
        return lines[number - 1].trimmingWhitespace
    }
}

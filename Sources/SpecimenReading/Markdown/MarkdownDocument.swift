import Foundation
import SpecimenModel

/// A parsed Markdown file: its owned tree plus the raw lines it came from.
public struct MarkdownDocument: Sendable {
    /// Path of the source file, relative to the content folder, for diagnostics.
    public var file: String
    /// The tree. After Ingest only the Extract stage's walk (`StatementReader`) starts from it;
    /// see docs/ARCHITECTURE.md, "One walk".
    public var root: MarkdownNode {
        get {
            treeReads?.record()
            return storedRoot
        }
        set {
            storedRoot = newValue
            index = NodeIndex(indexing: newValue)
        }
    }
    public var lines: [Substring]
    /// The nodes some readers look for wherever they lie in the tree, listed as the parser copied
    /// them, so that no reader walks the tree to find them.
    public private(set) var index: NodeIndex
    private var storedRoot: MarkdownNode
    /// Counts the reads of `root` (and `blocks`) when a test asks (`countingTreeReads`); nil in a build.
    private var treeReads: TreeReads?

    public init(file: String, root: MarkdownNode, lines: [Substring]) {
        self.init(file: file, root: root, lines: lines, index: NodeIndex(indexing: root))
    }

    /// A document with the index the parser built as it copied the tree.
    init(file: String, root: MarkdownNode, lines: [Substring], index: NodeIndex) {
        self.file = file
        self.storedRoot = root
        self.lines = lines
        self.index = index
    }

    public var blocks: [MarkdownNode] { root.children }

    /// The raw text of a 1-based source line, trimmed; empty when out of range.
    public func line(_ number: Int) -> String {
        guard number >= 1, number <= lines.count else { return "" }
        return lines[number - 1].trimmingWhitespace
    }

    /// The nodes of a kind the readers look up anywhere in the tree (in a list, a quote, a
    /// table of contents), each list in document order, a container before what it holds:
    /// the order a depth-first walk (`MarkdownNode.forEach`) meets them in.
    public struct NodeIndex: Sendable {
        /// Every code block: the YAML blocks of a DESIGN.md, diagrams for example copy.
        public var codeBlocks: [MarkdownNode] = []
        /// Every list item, nested ones after the item that holds them.
        public var items: [MarkdownNode] = []
        /// Every paragraph that has a bold span among its own children (a caption, a label).
        public var boldParagraphs: [MarkdownNode] = []

        public init() {}

        /// The index of a tree built other than by the parser (tests): one walk, as the parser's
        /// copy would have listed it.
        public init(indexing root: MarkdownNode) {
            root.forEach { add($0) }
        }

        /// Adds a node as its walk meets it; an item before its children.
        mutating func add(_ node: MarkdownNode) {
            switch node.kind {
            case .codeBlock: codeBlocks.append(node)
            case .item: items.append(node)
            case .paragraph where Self.hasBoldChild(node): boldParagraphs.append(node)
            default: break
            }
        }

        static func hasBoldChild(_ paragraph: MarkdownNode) -> Bool {
            paragraph.children.contains { if case .strong = $0.kind { true } else { false } }
        }
    }

    /// A copy of the document that counts each read of its tree from the top (`root`,
    /// `blocks`), for tests that hold the stages to one walk.
    package func countingTreeReads() -> (MarkdownDocument, TreeReads) {
        var copy = self
        let reads = TreeReads()
        copy.treeReads = reads
        return (copy, reads)
    }
}

/// How often a document's tree was read from the top; see `MarkdownDocument.countingTreeReads`.
package final class TreeReads: @unchecked Sendable {
    private let lock = NSLock()
    private var total = 0

    package var count: Int { lock.withLock { total } }

    func record() { lock.withLock { total += 1 } }
}

/// One node of a parsed Markdown document, owned by Swift.
///
/// The C tree from cmark-gfm is copied into these values and freed straight away, so nothing
/// downstream of ingestion ever holds a C pointer. Every node keeps the 1-based source lines it
/// spans, which is what provenance links and diagnostics point at.
public struct MarkdownNode: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case document
        case heading(level: Int)
        case paragraph
        case blockQuote
        case list(ordered: Bool, start: Int, tight: Bool)
        case item(task: TaskState?)
        case codeBlock(info: String)
        case htmlBlock
        case thematicBreak
        case table(alignments: [TableAlignment])
        case tableRow(isHeader: Bool)
        case tableCell
        case text
        case softBreak
        case lineBreak
        case code
        case htmlInline
        case emphasis
        case strong
        case strikethrough
        case link(url: String, title: String)
        case image(url: String, title: String)
        case other(String)
    }

    public enum TaskState: Sendable, Hashable { case checked, unchecked }
    public enum TableAlignment: Sendable, Hashable { case none, left, center, right }

    public var kind: Kind
    /// Text of leaf nodes (text, code, code blocks, raw HTML); empty for containers.
    public var literal: String
    public var children: [MarkdownNode]
    public var startLine: Int
    public var endLine: Int
    /// cmark's sanitised HTML for this node. Filled for top-level blocks only, since those are
    /// the units pages are assembled from.
    public var html: String?
    /// cmark's sanitised HTML of a heading's inline content (no `<hN>` wrapper).
    public var inlineHTML: String?

    public init(
        kind: Kind, literal: String = "", children: [MarkdownNode] = [],
        startLine: Int, endLine: Int, html: String? = nil, inlineHTML: String? = nil
    ) {
        self.kind = kind
        self.literal = literal
        self.children = children
        self.startLine = startLine
        self.endLine = endLine
        self.html = html
        self.inlineHTML = inlineHTML
    }
}

extension MarkdownNode {
    /// The plain text of this node and its descendants, with breaks as spaces.
    public var plainText: String {
        var out = ""
        appendPlainText(to: &out)
        return out
    }

    private func appendPlainText(to out: inout String) {
        switch kind {
        case .text, .code, .codeBlock: out += literal
        // Raw HTML is never rendered (safe mode), so it is not part of the text either.
        case .htmlInline, .htmlBlock: break
        case .softBreak, .lineBreak: out += " "
        default:
            for (index, child) in children.enumerated() {
                // Separate block children so list items and table cells do not run together.
                if index > 0, child.isBlock, !out.hasSuffix(" ") { out += " " }
                child.appendPlainText(to: &out)
            }
        }
    }

    public var isBlock: Bool {
        switch kind {
        case .document, .heading, .paragraph, .blockQuote, .list, .item, .codeBlock, .htmlBlock,
             .thematicBreak, .table, .tableRow, .tableCell:
            return true
        default:
            return false
        }
    }

    public var headingLevel: Int? {
        if case .heading(let level) = kind { return level }
        return nil
    }

    /// Visits this node and all descendants depth-first, in document order.
    public func forEach(_ body: (MarkdownNode) throws -> Void) rethrows {
        try body(self)
        for child in children { try child.forEach(body) }
    }
}

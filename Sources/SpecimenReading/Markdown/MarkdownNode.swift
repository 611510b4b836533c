import SpecimenModel

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

    /// The fields, held in one shared box: the readers walk and filter nodes by value, and a
    /// copy of a node retained its text, children and HTML each (3% of the reading stages'
    /// CPU); a copy now retains the box, and a change to a shared box copies it first.
    private var storage: SharedFields<Fields>

    private struct Fields: Hashable, Sendable {
        var kind: Kind
        var literal: String
        var children: [MarkdownNode]
        var startLine: Int
        var endLine: Int
        var html: String?
        var inlineHTML: String?
    }

    public var kind: Kind { get { storage.fields.kind } _modify { yield &storage.fields.kind } }
    /// Text of leaf nodes (text, code, code blocks, raw HTML); empty for containers.
    public var literal: String { get { storage.fields.literal } _modify { yield &storage.fields.literal } }
    public var children: [MarkdownNode] { get { storage.fields.children } _modify { yield &storage.fields.children } }
    public var startLine: Int { get { storage.fields.startLine } _modify { yield &storage.fields.startLine } }
    public var endLine: Int { get { storage.fields.endLine } _modify { yield &storage.fields.endLine } }
    /// cmark's sanitised HTML for this node. Filled for top-level blocks only, since those are
    /// the units pages are assembled from.
    public var html: String? { get { storage.fields.html } _modify { yield &storage.fields.html } }
    /// cmark's sanitised HTML of a heading's inline content (no `<hN>` wrapper).
    public var inlineHTML: String? { get { storage.fields.inlineHTML } _modify { yield &storage.fields.inlineHTML } }

    public init(
        kind: Kind, literal: String = "", children: [MarkdownNode] = [],
        startLine: Int, endLine: Int, html: String? = nil, inlineHTML: String? = nil
    ) {
        storage = SharedFields(Fields(
            kind: kind, literal: literal, children: children, startLine: startLine, endLine: endLine,
            html: html, inlineHTML: inlineHTML
        ))
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

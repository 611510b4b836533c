import CCmarkGFM
import Foundation
import SpecimenModel

/// The one place that talks to cmark-gfm.
///
/// It parses with the GFM extensions, copies the C tree into `MarkdownNode` values (rendering
/// each top-level block to sanitised HTML while the C tree is still alive) and frees the C memory
/// before returning.
public struct MarkdownParser: Sendable {
    /// Extensions every document is parsed and rendered with. Rendering must get the same list,
    /// or tagfilter silently does nothing.
    public static let extensionNames = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"]

    /// Safe mode is cmark-gfm's default: raw HTML becomes a comment and `javascript:` links are
    /// dropped. We never set `CMARK_OPT_UNSAFE`.
    private static let options = CMARK_OPT_DEFAULT | CMARK_OPT_VALIDATE_UTF8

    public init() {}

    /// A phrase quoted from a document (`No rounded corners (`cornerRadius` > 2)`) as the
    /// sanitised HTML of its inline Markdown (code spans, emphasis, links), without the
    /// paragraph around it; nil when the text is not one paragraph.
    public func inlineHTML(_ text: String) -> String? {
        let blocks = parse(text, file: "").blocks
        guard blocks.count == 1, let block = blocks.first, case .paragraph = block.kind,
              let html = block.html, html.hasPrefix("<p>"), html.hasSuffix("</p>\n") else { return nil }
        return String(html.dropFirst("<p>".count).dropLast("</p>\n".count))
    }

    public func parse(_ text: String, file: String) -> MarkdownDocument {
        // cmark-gfm counts CR and CRLF as line ends but `split` below would not: both must agree.
        let text = text.normalizedForReading
        Self.registerExtensions
        guard let parser = cmark_parser_new(Self.options) else {
            // Only allocation failure gets here; an empty tree keeps the build going.
            return MarkdownDocument(file: file, root: MarkdownNode(kind: .document, startLine: 1, endLine: 1), lines: [])
        }
        defer { cmark_parser_free(parser) }

        for name in Self.extensionNames {
            if let ext = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, ext)
            }
        }
        var utf8 = Array(text.utf8)
        utf8.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { chars in
                cmark_parser_feed(parser, chars, buffer.count)
            }
        }
        guard let root = cmark_parser_finish(parser) else {
            return MarkdownDocument(file: file, root: MarkdownNode(kind: .document, startLine: 1, endLine: 1), lines: [])
        }
        defer { cmark_node_free(root) }

        let extensions = cmark_parser_get_syntax_extensions(parser)
        let copier = TreeCopier(extensions: extensions)
        let owned = copier.copy(root, depth: 0)
        let lines = text.lineSlices
        return MarkdownDocument(file: file, root: owned, lines: lines, index: copier.index.finished)
    }

    private static let registerExtensions: Void = {
        cmark_gfm_core_extensions_ensure_registered()
    }()
}

/// Walks a C tree and builds the owned copy, and the document's index of it
/// (`MarkdownDocument.NodeIndex`) on the way.
private struct TreeCopier {
    let extensions: UnsafeMutablePointer<cmark_llist>?
    let index = IndexBuilder()

    init(extensions: UnsafeMutablePointer<cmark_llist>?) {
        self.extensions = extensions
    }

    /// The index as the copy fills it: an item's place is taken when the copy reaches it, and
    /// the item put there once its children are copied, so the lists keep the walk's order.
    final class IndexBuilder {
        var built = MarkdownDocument.NodeIndex()
        var items: [MarkdownNode?] = []

        var finished: MarkdownDocument.NodeIndex {
            var index = built
            index.items = items.compactMap { $0 }
            return index
        }
    }

    /// Deeply nested input (10,000 list levels) must not overflow the stack; below this depth
    /// the remaining subtree is kept as plain text.
    static let maxDepth = 256

    func copy(_ node: OpaquePointer, depth: Int, parentLine: Int = 1) -> MarkdownNode {
        let kind = Self.kind(of: node)
        var result = MarkdownNode(
            kind: kind,
            literal: cmark_node_get_literal(node).map { String(cString: $0) } ?? "",
            startLine: Int(cmark_node_get_start_line(node)),
            endLine: Int(cmark_node_get_end_line(node))
        )
        // Some inline nodes carry no line of their own; inherit the parent's so every node can
        // be traced back to a line.
        if result.startLine <= 0 { result.startLine = parentLine }
        if result.endLine < result.startLine { result.endLine = result.startLine }
        if depth >= Self.maxDepth {
            result.kind = .paragraph
            result.children = [MarkdownNode(kind: .text, literal: flattenText(node), startLine: result.startLine, endLine: result.endLine)]
            return result
        }
        var itemSlot: Int?
        if case .item = kind {
            itemSlot = index.items.count
            index.items.append(nil)
        }
        var child = cmark_node_first_child(node)
        while let current = child {
            result.children.append(copy(current, depth: depth + 1, parentLine: result.startLine))
            child = cmark_node_next(current)
        }
        if depth == 1 {
            result.html = TaskCheckboxNames.apply(to: render(node), from: result)
            if case .heading = kind { result.inlineHTML = renderChildren(of: node) }
        }
        if let itemSlot {
            index.items[itemSlot] = result
        } else {
            index.built.add(result)
        }
        return result
    }

    private func render(_ node: OpaquePointer) -> String {
        guard let html = cmark_render_html(node, MarkdownParserOptions.render, extensions) else { return "" }
        defer { free(html) }
        return String(cString: html)
    }

    private func renderChildren(of node: OpaquePointer) -> String {
        var out = ""
        var child = cmark_node_first_child(node)
        while let current = child {
            out += render(current)
            child = cmark_node_next(current)
        }
        return out
    }

    private func flattenText(_ node: OpaquePointer) -> String {
        guard let iter = cmark_iter_new(node) else { return "" }
        defer { cmark_iter_free(iter) }
        var out = ""
        while cmark_iter_next(iter) != CMARK_EVENT_DONE {
            let current = cmark_iter_get_node(iter)
            if let literal = cmark_node_get_literal(current) {
                if !out.isEmpty { out += " " }
                out += String(cString: literal)
            }
        }
        return out
    }

    static func kind(of node: OpaquePointer) -> MarkdownNode.Kind {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_DOCUMENT: return .document
        case CMARK_NODE_HEADING: return .heading(level: Int(cmark_node_get_heading_level(node)))
        case CMARK_NODE_PARAGRAPH: return .paragraph
        case CMARK_NODE_BLOCK_QUOTE: return .blockQuote
        case CMARK_NODE_LIST:
            return .list(
                ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
                start: Int(cmark_node_get_list_start(node)),
                tight: cmark_node_get_list_tight(node) != 0)
        case CMARK_NODE_ITEM:
            // Task-list items are ordinary items that the tasklist extension claimed.
            guard string(cmark_node_get_type_string(node)) == "tasklist" else { return .item(task: nil) }
            return .item(task: cmark_gfm_extensions_get_tasklist_item_checked(node) ? .checked : .unchecked)
        case CMARK_NODE_CODE_BLOCK:
            return .codeBlock(info: cmark_node_get_fence_info(node).map { String(cString: $0) } ?? "")
        case CMARK_NODE_HTML_BLOCK: return .htmlBlock
        case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak
        case CMARK_NODE_TEXT: return .text
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        case CMARK_NODE_CODE: return .code
        case CMARK_NODE_HTML_INLINE: return .htmlInline
        case CMARK_NODE_EMPH: return .emphasis
        case CMARK_NODE_STRONG: return .strong
        case CMARK_NODE_LINK:
            return .link(url: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
        case CMARK_NODE_IMAGE:
            return .image(url: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
        default:
            return extensionKind(of: node)
        }
    }

    private static func extensionKind(of node: OpaquePointer) -> MarkdownNode.Kind {
        let name = cmark_node_get_type_string(node).map { String(cString: $0) } ?? "unknown"
        switch name {
        case "table":
            let count = Int(cmark_gfm_extensions_get_table_columns(node))
            var alignments: [MarkdownNode.TableAlignment] = []
            if let raw = cmark_gfm_extensions_get_table_alignments(node) {
                for index in 0..<count {
                    switch UInt8(raw[index]) {
                    case UInt8(ascii: "l"): alignments.append(.left)
                    case UInt8(ascii: "c"): alignments.append(.center)
                    case UInt8(ascii: "r"): alignments.append(.right)
                    default: alignments.append(.none)
                    }
                }
            }
            return .table(alignments: alignments)
        case "table_header", "table_row":
            return .tableRow(isHeader: cmark_gfm_extensions_get_table_row_is_header(node) != 0)
        case "table_cell": return .tableCell
        case "strikethrough": return .strikethrough
        case "tasklist":
            return .item(task: cmark_gfm_extensions_get_tasklist_item_checked(node) ? .checked : .unchecked)
        default: return .other(name)
        }
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }
}

package enum MarkdownParserOptions {
    package static let render = CMARK_OPT_DEFAULT
}

import Foundation

/// A fence of plain `Key: value` lines under a component's heading (```` ``` ```` or
/// ```` ```text ````, no language of code): a specification the writer fenced to keep its lines
/// as typed, not code.
///
/// ```
/// Card with a tinted top edge.
/// - Label: 11px uppercase, Navy
/// - Variants: calm (sand), alert (rust)
/// ```
///
/// Its lines are read as the same lines written as bullets and paragraphs are: the walk reads
/// the blocks `blocks(of:)` gives in the fence's place. A fence with any line of code (braces,
/// semicolons, `=`, a comment, markup, a drawing) or a header over indented lines
/// (`States:`) stays code, read by `CodeStatementReader`.
package enum PlainSpecFence {
    /// The fence's lines as Markdown blocks, each node's lines the document's, or nil when the
    /// block is no plain specification. `firstLine`: the document's line of the fence's first line.
    package static func blocks(of block: MarkdownNode, firstLine: Int) -> [MarkdownNode]? {
        guard case .codeBlock(let info) = block.kind, Vocabulary.standard.isPlainTextLanguage(info),
              let text = specification(block.literal) else { return nil }
        let parsed = MarkdownParser().parse(text, file: "").blocks
        guard !parsed.isEmpty, parsed.allSatisfy(isProse) else { return nil }
        return parsed.map { $0.shifted(by: firstLine - 1) }
    }

    /// Whether a heading's section may hold such a fence: one naming a component's kind, or one
    /// under a components section.
    package static func isComponentHeading(_ headings: [String]) -> Bool {
        guard let last = headings.last else { return false }
        return ComponentKind.classify(last) != nil || headings.contains { Vocabulary.standard.introducesComponents($0) }
    }

    /// The fence's text, its common indent removed, when its lines are `Key: value` list items,
    /// after a first line that may be a sentence or a `Key: value` line of its own, deeper lines
    /// continuing the line above them.
    static func specification(_ literal: String) -> String? {
        let lines = literal.lineSlices.map(String.init)
        let written = lines.filter { !$0.trimmingWhitespace.isEmpty }
        guard let indent = written.map(indentation).min() else { return nil }
        var labelled = 0
        var previousIndent: Int?
        for (index, line) in written.enumerated() {
            let text = line.trimmingWhitespace
            guard !isCode(text) else { return nil }
            let depth = indentation(line)
            if let previousIndent, depth > previousIndent, !startsItem(text) { continue }
            previousIndent = depth
            // (The lines after the first are list items: `Height: 2px` lines without a marker
            // are a listing the code reader reads line by line.)
            guard index == 0 || startsItem(text) else { return nil }
            switch keyValue(text) {
            case .labelled: labelled += 1
            case .header: return nil
            case .none where index == 0: continue
            case .none: return nil
            }
        }
        guard labelled >= 2 else { return nil }
        return lines.map { String($0.dropFirst(min(indent, indentation($0)))) }.joined(separator: "\n")
    }

    private enum Line { case labelled, header }

    /// `Label: 11px uppercase` (or `- Label: …`): a short label, a colon, a value; `States:`
    /// alone is a header over the lines indented under it.
    private static func keyValue(_ text: String) -> Line? {
        let body = itemText(text)
        guard let colon = body.firstIndex(where: LabelledText.colons.contains) else { return nil }
        let label = body[..<colon].trimmingWhitespace
        let rest = body[body.index(after: colon)...]
        guard !label.isEmpty, label.split(separator: " ").count <= 5, label.first?.fastIsLetter == true else { return nil }
        if rest.trimmingWhitespace.isEmpty { return .header }
        // `10:30`, `https://…`: a colon inside a word, no label.
        guard rest.first?.fastIsWhitespace == true else { return nil }
        return .labelled
    }

    private static let itemMarkers = ["- ", "* ", "+ ", "• "]

    private static func startsItem(_ text: String) -> Bool {
        itemMarkers.contains { text.hasPrefix($0) }
    }

    private static func itemText(_ text: String) -> Substring {
        guard let marker = itemMarkers.first(where: { text.hasPrefix($0) }) else { return text[...] }
        return text.dropFirst(marker.count).drop(while: \.fastIsWhitespace)
    }

    /// Marks of code, markup or a drawing: braces, a statement's end, an assignment, a comment,
    /// a tag, box-drawing characters.
    private static func isCode(_ text: String) -> Bool {
        if text.contains(where: { "{}=<".contains($0) }) || text.hasSuffix(";") || text.hasSuffix(",") { return true }
        if text.contains(literal: "//") && !text.contains(literal: "://") { return true }
        if text.contains(literal: "/*") || text.hasPrefix("#") { return true }
        return PlainLineHeading.containsDrawingCharacter(text)
    }

    private static func indentation(_ line: String) -> Int {
        line.prefix(while: { $0 == " " || $0 == "\t" }).count
    }

    /// Blocks that prose is written in: no code, table or heading the fence's text happens to
    /// parse as.
    private static func isProse(_ block: MarkdownNode) -> Bool {
        switch block.kind {
        case .paragraph, .list: true
        default: false
        }
    }
}

private extension MarkdownNode {
    /// The node and its children moved down a number of lines.
    func shifted(by lines: Int) -> MarkdownNode {
        var node = self
        node.startLine += lines
        node.endLine += lines
        node.children = children.map { $0.shifted(by: lines) }
        return node
    }
}

import SpecimenModel

/// Accessible names for task-list checkboxes.
///
/// cmark-gfm's tasklist extension renders `- [ ] item` as a bare
/// `<input type="checkbox" disabled="" />` before the item's text, with nothing that names it
/// (WCAG 4.1.2, axe `label`). Each checkbox gets its item's own text as `aria-label`.
///
/// Only the extension can write that tag: safe mode turns raw HTML in a document into a
/// comment and escapes `<` in text and code, so every occurrence in cmark's output is one of its
/// checkboxes, in document order, which is the order of the task items in the owned tree.
package enum TaskCheckboxNames {
    package static let checkbox = "<input type=\"checkbox\""
    /// For a checkbox with no item left to name it (a list nested deeper than the owned tree
    /// keeps): still named, if only generically.
    package static let fallbackName = "Task"

    /// `html`, rendered from `node`, with an `aria-label` on each checkbox.
    package static func apply(to html: String, from node: MarkdownNode) -> String {
        guard html.contains(literal: checkbox) else { return html }
        var remaining = names(in: node)[...]
        let pieces = html.components(separatedBy: checkbox)
        var out = pieces[0]
        for piece in pieces.dropFirst() {
            let name = remaining.popFirst() ?? fallbackName
            out += checkbox + " aria-label=\"" + escapeAttribute(name) + "\"" + piece
        }
        return out
    }

    /// The names of the task items under `node`, in document order: each item's text without
    /// its nested lists, whitespace collapsed.
    package static func names(in node: MarkdownNode) -> [String] {
        var names: [String] = []
        node.forEach { current in
            guard case .item(task: .some) = current.kind else { return }
            let text = current.children.filter { if case .list = $0.kind { false } else { true } }
                .map(\.plainText).joined(separator: " ")
            let words = text.split(whereSeparator: \.fastIsWhitespace).joined(separator: " ")
            names.append(words.isEmpty ? fallbackName : words)
        }
        return names
    }

    package static func escapeAttribute(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "\"": out += "&quot;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            default: out.append(character)
            }
        }
        return out
    }
}

import Foundation

// Compiled once: a regex literal inside a function is parsed again on every call.
nonisolated(unsafe) private let quotation = #/["“]([^"”]{1,120})["”]/#

/// Inline text with code spans kept in backticks, since a code span marks a token reference
/// (`` `brandTeal` ``) that plain text would turn into an ordinary word.
extension MarkdownNode {
    var markedText: String {
        switch kind {
        case .text, .htmlInline: return literal
        case .code: return "`\(literal)`"
        case .softBreak, .lineBreak: return " "
        case .list, .codeBlock: return ""
        default:
            var out = ""
            for (index, child) in children.enumerated() {
                if case .list = child.kind { continue }
                if index > 0, child.isBlock, !out.hasSuffix(" ") { out += " " }
                out += child.markedText
            }
            return out
        }
    }

    /// The items of a list node.
    var items: [MarkdownNode] {
        children.filter { if case .item = $0.kind { return true } else { return false } }
    }

    /// Emphasised or quoted examples inside inline content: `*Smith v. Jones*`, `"Save"`.
    var emphasisedTexts: [String] {
        var out: [String] = []
        forEach { node in
            if case .emphasis = node.kind { out.append(node.plainText) }
        }
        return out
    }
}

extension String {
    /// Text in straight or curly double quotes, in order.
    var quotedTexts: [String] {
        guard contains("\"") || contains("“") else { return [] }
        return matches(of: quotation).map { String($0.1).trimmingWhitespace }.filter { !$0.isEmpty }
    }

    /// Splits `Label: rest` when the label is short and not itself a value or a quotation.
    var labelSplit: (label: String, rest: String)? {
        guard let colon = firstIndex(of: ":") else { return nil }
        let label = String(self[..<colon]).trimming(charactersIn: " *_")
        guard !label.isEmpty, label.count <= 40, !label.contains(literal: "`"), !label.contains(literal: "\""), !label.contains(literal: "“") else { return nil }
        return (label, String(self[index(after: colon)...]).trimmingWhitespace)
    }
}

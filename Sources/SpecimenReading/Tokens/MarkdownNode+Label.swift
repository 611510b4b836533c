import Foundation
import SpecimenModel

// Compiled once: a regex literal inside a function is parsed again on every call.
nonisolated(unsafe) private let trailingParenthetical = #/(.+?)\s*\(([^()]+)\)/#

/// `**Label:** rest` reading shared by the bullet and paragraph extractors.
extension MarkdownNode {
    package struct Label {
        package var name: String
        /// The parenthesised part of the label: `Canvas (Background)` → `Background`.
        package var role: String?
        package var rest: String
    }

    /// The first paragraph of a list item, or the node itself when it is a paragraph.
    package var leadParagraph: MarkdownNode? {
        if case .paragraph = kind { return self }
        return children.first { if case .paragraph = $0.kind { return true } else { return false } }
    }

    /// Nested lists directly under a list item.
    package var sublists: [MarkdownNode] {
        children.filter { if case .list = $0.kind { return true } else { return false } }
    }

    /// Reads a paragraph that opens with strong text ending in a colon, or strong text
    /// followed by one: `**Canvas (Background):** #F2EEE6`, `**Direction**: Top to bottom`.
    package var strongLabel: Label? {
        guard let paragraph = leadParagraph, let first = paragraph.children.first, case .strong = first.kind else { return nil }
        var label = first.plainText.trimmingWhitespace
        var rest = paragraph.children.dropFirst().map(\.plainText).joined()
        if label.hasSuffix(":") {
            label.removeLast()
        } else if rest.hasPrefix(":") {
            rest.removeFirst()
        } else {
            return nil
        }
        return Label.split(label, rest: rest.trimmingWhitespace)
    }

    /// Reads a paragraph written `Label: rest` without emphasis (`Primary: #2E7D98`), taking the
    /// text before the first colon (ASCII or full-width) as the label when it is a short name
    /// rather than a clause: at most five words and no sentence punctuation.
    package var plainLabel: Label? {
        guard let paragraph = leadParagraph else { return nil }
        let text = paragraph.plainText
        guard let colon = text.firstIndex(ofSingleScalar: LabelledText.colons) else { return nil }
        let label = text[..<colon].trimmingWhitespace
        guard !label.isEmpty, label.split(whereSeparator: \.fastIsWhitespace).count <= 5,
              !label.contains(where: { ".,;!?。、".contains($0) }) else { return nil }
        return Label.split(label, rest: text[text.index(after: colon)...].trimmingWhitespace)
    }
}

extension MarkdownNode.Label {
    package static func split(_ label: String, rest: String) -> Self {
        let cleaned = label.trimming(charactersIn: " *_`")
        if let match = cleaned.wholeMatch(of: trailingParenthetical) {
            return Self(name: String(match.1), role: String(match.2), rest: rest)
        }
        return Self(name: cleaned, role: nil, rest: rest)
    }
}

import Foundation
import SpecimenModel

/// The one line that introduces a system on the site home, taken from the document itself:
/// its subtitle, or else the first sentence of its first paragraph.
package enum SystemSummary {
    package static let maxLength = 180

    package static func find(in outline: DocumentOutline) -> String? {
        if let subtitle = outline.subtitle, !subtitle.isEmpty { return subtitle }
        let candidates = outline.intro.map(\.node) + (outline.sections.first?.blocks.map(\.node) ?? [])
        for node in candidates {
            if let sentence = firstSentence(of: node) { return sentence }
        }
        return nil
    }

    private static func firstSentence(of node: MarkdownNode) -> String? {
        switch node.kind {
        case .paragraph:
            var lines = lines(of: node)
            // "Purpose" on its own line above the sentence is a label, not the summary.
            if lines.count > 1, let first = lines.first, SectionSplitter.labelLine(
                MarkdownNode(kind: .paragraph, children: [MarkdownNode(kind: .text, literal: first, startLine: 1, endLine: 1)], startLine: 1, endLine: 1)) != nil {
                lines.removeFirst()
            }
            let text = lines.joined(separator: " ").trimmingWhitespace
            // `**Button states:**` over a list, `The palette:`: a caption introduces what follows
            // it and says nothing of the system (a bold tagline with no colon does).
            guard text.count >= 12, !text.hasSuffix(":") else { return nil }
            return truncate(sentence(text))
        case .blockQuote:
            // A loop, not `lazy.compactMap(…).first`: that evaluates the first match twice (once
            // to find its index, once to read it), twice again at every level of nesting, so 40
            // nested `>` took days.
            for child in node.children {
                if let sentence = firstSentence(of: child) { return sentence }
            }
            return nil
        default:
            return nil
        }
    }

    private static func lines(of paragraph: MarkdownNode) -> [String] {
        var lines = [""]
        for child in paragraph.children {
            switch child.kind {
            case .softBreak, .lineBreak: lines.append("")
            default: lines[lines.count - 1] += child.plainText
            }
        }
        return lines.filter { !$0.isEmpty }
    }

    private static func sentence(_ text: String) -> String {
        var text = text
        // Bold lead-ins like "**Design Philosophy**: ..." are labels too.
        if let colon = text.firstIndex(of: ":"), text.distance(from: text.startIndex, to: colon) < 32 {
            let rest = text[text.index(after: colon)...].trimmingWhitespace
            if rest.count >= 12 { text = rest }
        }
        if let end = text.range(ofLiteral: ". ") { return String(text[..<end.lowerBound]) + "." }
        return text
    }

    private static func truncate(_ text: String) -> String {
        guard text.count > maxLength else { return text }
        let cut = text.prefix(maxLength)
        let word = cut.lastIndex(of: " ") ?? cut.endIndex
        return String(cut[..<word]) + "…"
    }
}

import Foundation
import SpecimenModel

/// Inline text with code spans kept in backticks, since a code span marks a token reference
/// (`` `brandTeal` ``) that plain text would turn into an ordinary word.
extension MarkdownNode {
    package var markedText: String {
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
    package var items: [MarkdownNode] {
        children.filter { if case .item = $0.kind { return true } else { return false } }
    }

    /// Emphasised or quoted examples inside inline content: `*Smith v. Jones*`, `"Save"`.
    package var emphasisedTexts: [String] {
        var out: [String] = []
        forEach { node in
            if case .emphasis = node.kind { out.append(node.plainText) }
        }
        return out
    }
}

extension String {
    /// Text in straight or curly double quotes, in order: an opening `"` or `“`, 1 to 120
    /// characters, and the first `"` or `”` after them; an opening mark with no close within
    /// reach opens nothing. Scanned by hand rather than with a regular expression, since the
    /// readers ask of every line.
    package var quotedTexts: [String] { quoted(copyOnly: false) }

    /// The quoted texts that may be copy: without a graded word in quotes (`a slightly
    /// "springy" curve`), which is a word used loosely.
    package var quotedCopy: [String] { quoted(copyOnly: true) }

    private func quoted(copyOnly: Bool) -> [String] {
        guard contains(literal: "\"") || contains(literal: "“") else { return [] }
        func closes(_ character: Character) -> Bool { character == "\"" || character == "”" }
        var found: [String] = []
        var index = startIndex
        // A string in code (`font-feature-settings: "palt"`) is code, not copy; a code span that
        // only quotes (`"Save"`) still shows copy.
        var codeStart: String.Index?
        while index < endIndex {
            let opening = self[index]
            let at = index
            index = self.index(after: index)
            if opening == "`" { codeStart = codeStart == nil ? index : nil }
            guard opening == "\"" || opening == "“" else { continue }
            if let codeStart, self[codeStart..<at].contains(where: { $0 == ":" || $0 == "=" || $0 == "(" }) { continue }
            var close = index
            var length = 0
            while close < endIndex, length <= 120, !closes(self[close]) {
                close = self.index(after: close)
                length += 1
            }
            guard close < endIndex, (1...120).contains(length) else { continue }
            let text = String(self[index..<close]).trimmingWhitespace
            // `mode="contained"`: an attribute's value in markup or code, not copy.
            let assigned = at > startIndex && self[self.index(before: at)] == "="
            if !text.isEmpty, !(copyOnly && (assigned || isScareQuote(text, from: at, to: close))) { found.append(text) }
            index = self.index(after: close)
        }
        return found
    }

    /// `a slightly "springy" curve`: one lower-case word in quotes after a word that grades it
    /// (`scareQuoteModifiers`, or an English adverb in -ly) and inside a phrase that goes on:
    /// a word used loosely, not copy.
    private func isScareQuote(_ text: String, from open: String.Index, to close: String.Index) -> Bool {
        guard text.allSatisfy({ $0.isLetter || $0 == "-" }), text.first?.isLowercase == true else { return false }
        let before = self[..<open].split(separator: " ").last.map { $0.lowercased() } ?? ""
        let modifiers = Vocabulary.standard.scareQuoteModifiers
        guard modifiers.contains(before) || (before.count > 3 && before.hasSuffix("ly") && before.allSatisfy(\.isLetter)) else { return false }
        let after = self[index(after: close)...]
        return after.first == " " && after.dropFirst().first.map { $0.isLetter || $0.isNumber } == true
    }

    /// Splits `Label: rest` when the label is short and not itself a value or a quotation.
    package var labelSplit: (label: String, rest: String)? {
        guard let colon = firstIndex(of: ":") else { return nil }
        let label = String(self[..<colon]).trimming(charactersIn: " *_")
        guard !label.isEmpty, label.count <= 40, !label.contains(literal: "`"), !label.contains(literal: "\""), !label.contains(literal: "“") else { return nil }
        return (label, String(self[index(after: colon)...]).trimmingWhitespace)
    }
}

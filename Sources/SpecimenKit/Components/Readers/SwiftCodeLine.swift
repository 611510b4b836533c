import Foundation

// Compiled once: a regex literal inside a function is parsed again on every call.
nonisolated(unsafe) private let labelledArgument = #/(?s)(\w+)\s*:\s*(.+)/#

/// A line of a Swift listing with its source line and indentation.
struct SwiftCodeLine {
    var text: String
    var line: Int
    var indent: Int
    var trimmed: String

    init(_ text: String, line: Int) {
        self.text = text
        self.line = line
        indent = text.prefix { $0 == " " || $0 == "\t" }.count
        trimmed = text.trimmingCharacters(in: .whitespaces)
    }

    static func lines(of block: MarkdownNode) -> [SwiftCodeLine] {
        block.literal.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
            SwiftCodeLine(String($0.element), line: block.startLine + 1 + $0.offset)
        }
    }
}

/// Small pieces of Swift expression reading shared by the view reader.
enum SwiftExpression {
    /// The text inside the parentheses that open at `start`, across lines; nil when unbalanced.
    static func balanced(_ text: Substring) -> (inner: String, end: String.Index)? {
        var depth = 0
        var inString = false
        var innerStart: String.Index?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "\"" { inString.toggle() }
            if !inString {
                if character == "(" {
                    depth += 1
                    if depth == 1 { innerStart = text.index(after: index) }
                } else if character == ")" {
                    depth -= 1
                    if depth == 0, let start = innerStart { return (String(text[start..<index]), text.index(after: index)) }
                }
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// Splits at top-level commas.
    static func arguments(_ text: String) -> [String] {
        var out: [String] = []
        var current = ""
        var depth = 0
        var inString = false
        for character in text {
            if character == "\"" { inString.toggle() }
            if !inString {
                if "([{".contains(character) { depth += 1 }
                if ")]}".contains(character) { depth -= 1 }
                if character == ",", depth == 0 {
                    out.append(current.trimmingCharacters(in: .whitespacesAndNewlines))
                    current = ""
                    continue
                }
            }
            current.append(character)
        }
        let last = current.trimmingCharacters(in: .whitespacesAndNewlines)
        if !last.isEmpty { out.append(last) }
        return out
    }

    /// `label: value` pairs of an argument list; unlabelled arguments get an empty label.
    static func labelled(_ text: String) -> [(label: String, value: String)] {
        arguments(text).map { argument in
            if argument.contains(":"), let match = argument.wholeMatch(of: labelledArgument) { return (String(match.1), String(match.2)) }
            return ("", argument)
        }
    }

    /// `cond ? a : b` split at the top level.
    static func ternary(_ text: String) -> (condition: String, then: String, otherwise: String)? {
        var depth = 0
        var question: String.Index?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if "([{".contains(character) { depth += 1 }
            if ")]}".contains(character) { depth -= 1 }
            if depth == 0 {
                if character == "?", question == nil, index > text.startIndex, text[text.index(before: index)] == " " { question = index }
                if character == ":", let question {
                    return (
                        String(text[..<question]).trimmingCharacters(in: .whitespaces),
                        String(text[text.index(after: question)..<index]).trimmingCharacters(in: .whitespaces),
                        String(text[text.index(after: index)...]).trimmingCharacters(in: .whitespaces))
                }
            }
            index = text.index(after: index)
        }
        return nil
    }

    static func number(_ text: String) -> Double? {
        Double(text.trimmingCharacters(in: .whitespaces))
    }
}

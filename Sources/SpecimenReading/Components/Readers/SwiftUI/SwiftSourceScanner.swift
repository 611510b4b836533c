import Foundation
import SpecimenModel

/// Swift source split into code, string literals and comments, so that brackets, commas and
/// `? :` count only where they are code: the `}` in `Text("}")` or in `// }` closes nothing.
///
/// It works on UTF-8 bytes, which keeps offsets plain integers: every character Swift's syntax
/// uses here is ASCII, and a multi-byte character can only sit inside a name, a literal or a
/// comment. Strings include escapes (`\"`), interpolations (`\(a ? "x" : "y")`), raw strings
/// (`#"…"#`) and multi-line strings (`"""`); comments include nested block comments.
///
/// Hand-written rather than swift-syntax's parser (603.0.1 is on the package mirror): adding
/// that parser doubled the CPU time of a clean release build and tripled the compiler's peak
/// memory (CHANGELOG.md, "Timings that were in source comments"), while the reader needs only to know
/// code from strings and comments. Documents also hold fragments that are not valid Swift.
package struct SwiftSourceScanner {
    package let bytes: [UInt8]
    /// False inside string literals (with their interpolations) and comments.
    package let isCode: [Bool]
    /// True inside comments.
    package let isComment: [Bool]

    package init(_ text: some StringProtocol) {
        bytes = Array(text.utf8)
        (isCode, isComment) = Self.classify(bytes)
    }

    package func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The bracket that closes the one at `open`, counting only code brackets of the same kind.
    package func closing(_ open: Int, before end: Int? = nil) -> Int? {
        guard open < bytes.count, let close = Self.pairs[bytes[open]] else { return nil }
        var depth = 0
        for index in open..<min(end ?? bytes.count, bytes.count) where isCode[index] {
            if bytes[index] == bytes[open] {
                depth += 1
            } else if bytes[index] == close {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// The first code occurrence of `byte` in `range`.
    package func first(_ byte: UInt8, in range: Range<Int>) -> Int? {
        range.first { isCode[$0] && bytes[$0] == byte }
    }

    /// The inside of the first code parenthesis in `range` and the offset of its `)`; nil when
    /// there is none or it does not close within the range.
    package func parenthesised(in range: Range<Int>) -> (inner: Range<Int>, close: Int)? {
        guard let open = first(Ascii.openParenthesis, in: range), let close = closing(open, before: range.upperBound) else { return nil }
        return (open + 1..<close, close)
    }

    /// The pieces of `range` between top-level `separator`s; every kind of bracket nests.
    package func split(_ range: Range<Int>, at separator: UInt8) -> [Range<Int>] {
        var out: [Range<Int>] = []
        var depth = 0
        var start = range.lowerBound
        for index in range where isCode[index] {
            switch bytes[index] {
            case Ascii.openParenthesis, Ascii.openBracket, Ascii.openBrace: depth += 1
            case Ascii.closeParenthesis, Ascii.closeBracket, Ascii.closeBrace: depth -= 1
            case separator where depth == 0:
                out.append(start..<index)
                start = index + 1
            default: break
            }
        }
        out.append(start..<range.upperBound)
        return out
    }

    /// `condition ? then : otherwise` at the top level: the offsets of `?` and `:`. A `?` counts
    /// only after a space, so optional chaining (`a?.b`) and `Type?` are not taken for one.
    package func ternary(in range: Range<Int>) -> (question: Int, colon: Int)? {
        var depth = 0
        var question: Int?
        for index in range where isCode[index] {
            switch bytes[index] {
            case Ascii.openParenthesis, Ascii.openBracket, Ascii.openBrace: depth += 1
            case Ascii.closeParenthesis, Ascii.closeBracket, Ascii.closeBrace: depth -= 1
            case Ascii.question where depth == 0 && question == nil && index > range.lowerBound && bytes[index - 1] == Ascii.space:
                question = index
            case Ascii.colon where depth == 0:
                if let question { return (question, index) }
            default: break
            }
        }
        return nil
    }

    /// The offset just past the whitespace, newlines and comments from `start`.
    package func skippingTrivia(from start: Int, to end: Int? = nil) -> Int {
        let end = min(end ?? bytes.count, bytes.count)
        var index = start
        while index < end, isComment[index] || (isCode[index] && Ascii.isWhitespace(bytes[index])) { index += 1 }
        return index
    }

    /// The end of the identifier (`[A-Za-z0-9_]` or any non-ASCII letter) that starts at `start`.
    package func identifierEnd(from start: Int, to end: Int? = nil) -> Int {
        let end = min(end ?? bytes.count, bytes.count)
        var index = start
        while index < end, isCode[index], Ascii.isIdentifier(bytes[index]) { index += 1 }
        return index
    }

    // MARK: String conveniences

    /// The arguments of an argument list, split at top-level commas and trimmed. An empty last
    /// piece (a trailing comma, or no arguments) is dropped.
    package static func arguments(_ text: String) -> [String] {
        let scanner = SwiftSourceScanner(text)
        var out = scanner.split(0..<scanner.bytes.count, at: Ascii.comma).map {
            scanner.text($0).trimmingWhitespaceAndNewlines
        }
        if out.last?.isEmpty == true { out.removeLast() }
        return out
    }

    /// `label: value` pairs of an argument list; an unlabelled argument gets an empty label.
    package static func labelled(_ text: String) -> [(label: String, value: String)] {
        arguments(text).map { argument in
            let label = argument.prefix { $0.fastIsLetter || $0.fastIsNumber || $0 == "_" }
            let rest = argument[label.endIndex...].drop { $0.fastIsWhitespace }
            guard !label.isEmpty, rest.first == ":" else { return ("", argument) }
            let value = rest.dropFirst().drop { $0.fastIsWhitespace }
            return value.isEmpty ? ("", argument) : (String(label), String(value))
        }
    }

    /// `condition ? then : otherwise` split at the top level, each part trimmed.
    package static func ternary(_ text: String) -> (condition: String, then: String, otherwise: String)? {
        let scanner = SwiftSourceScanner(text)
        guard let (question, colon) = scanner.ternary(in: 0..<scanner.bytes.count) else { return nil }
        return (
            scanner.text(0..<question).trimmingWhitespace,
            scanner.text(question + 1..<colon).trimmingWhitespace,
            scanner.text(colon + 1..<scanner.bytes.count).trimmingWhitespace)
    }

    /// The text inside the first parenthesis of `text`; nil when it does not close.
    package static func parenthesised(_ text: some StringProtocol) -> String? {
        let scanner = SwiftSourceScanner(text)
        return scanner.parenthesised(in: 0..<scanner.bytes.count).map { scanner.text($0.inner) }
    }

    package static func number(_ text: some StringProtocol) -> Double? {
        Double(text.trimmingWhitespace)
    }

    // MARK: Classification

    private static let pairs: [UInt8: UInt8] = [
        Ascii.openParenthesis: Ascii.closeParenthesis, Ascii.openBracket: Ascii.closeBracket, Ascii.openBrace: Ascii.closeBrace,
    ]

    private enum Context {
        /// Code; inside an interpolation, `parentheses` counts the ones opened since `\(`.
        case code(parentheses: Int)
        case string(hashes: Int, multiline: Bool)
    }

    private static func classify(_ bytes: [UInt8]) -> (isCode: [Bool], isComment: [Bool]) {
        var isCode = [Bool](repeating: true, count: bytes.count)
        var isComment = [Bool](repeating: false, count: bytes.count)
        // The bottom is the listing's own code; anything above it sits inside a string literal.
        var stack: [Context] = [.code(parentheses: 0)]
        var index = 0
        func at(_ offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }
        func hashes(from offset: Int, count: Int) -> Bool {
            (0..<count).allSatisfy { at(offset + $0) == Ascii.hash }
        }
        func mark(_ range: Range<Int>, _ code: Bool) {
            for offset in range where offset < bytes.count { isCode[offset] = code }
        }
        while index < bytes.count {
            let byte = bytes[index]
            let inLiteral = stack.count > 1
            switch stack[stack.count - 1] {
            case .code(let parentheses):
                if byte == Ascii.slash, at(index + 1) == Ascii.slash {
                    let end = bytes[index...].firstIndex(of: Ascii.newline) ?? bytes.count
                    mark(index..<end, false)
                    for offset in index..<end { isComment[offset] = true }
                    index = end
                    continue
                }
                if byte == Ascii.slash, at(index + 1) == Ascii.star {
                    var depth = 0
                    let start = index
                    repeat {
                        if at(index) == Ascii.slash, at(index + 1) == Ascii.star {
                            depth += 1
                            index += 2
                        } else if at(index) == Ascii.star, at(index + 1) == Ascii.slash {
                            depth -= 1
                            index += 2
                        } else {
                            index += 1
                        }
                    } while depth > 0 && index < bytes.count
                    index = min(index, bytes.count)
                    mark(start..<index, false)
                    for offset in start..<index { isComment[offset] = true }
                    continue
                }
                var count = 0
                while at(index + count) == Ascii.hash { count += 1 }
                if at(index + count) == Ascii.quote {
                    let multiline = at(index + count + 1) == Ascii.quote && at(index + count + 2) == Ascii.quote
                    let length = count + (multiline ? 3 : 1)
                    mark(index..<index + length, false)
                    index += length
                    stack.append(.string(hashes: count, multiline: multiline))
                    continue
                }
                isCode[index] = !inLiteral
                if inLiteral {
                    if byte == Ascii.openParenthesis {
                        stack[stack.count - 1] = .code(parentheses: parentheses + 1)
                    } else if byte == Ascii.closeParenthesis {
                        if parentheses == 0 { stack.removeLast() } else { stack[stack.count - 1] = .code(parentheses: parentheses - 1) }
                    }
                }
                index += 1
            case .string(let count, let multiline):
                if byte == Ascii.backslash, hashes(from: index + 1, count: count) {
                    let after = index + 1 + count
                    mark(index..<after, false)
                    if at(after) == Ascii.openParenthesis {
                        mark(after..<after + 1, false)
                        stack.append(.code(parentheses: 0))
                        index = after + 1
                    } else {
                        // The escaped character: `\"` does not close the literal.
                        mark(after..<after + 1, false)
                        index = after + 1
                    }
                    continue
                }
                let quotes = multiline ? 3 : 1
                if byte == Ascii.quote, (0..<quotes).allSatisfy({ at(index + $0) == Ascii.quote }), hashes(from: index + quotes, count: count) {
                    mark(index..<index + quotes + count, false)
                    index += quotes + count
                    stack.removeLast()
                    continue
                }
                if byte == Ascii.newline, !multiline {
                    // An unterminated literal ends with its line, so one stray quote does not
                    // swallow the rest of the listing.
                    stack.removeLast()
                    continue
                }
                isCode[index] = false
                index += 1
            }
        }
        return (isCode, isComment)
    }
}

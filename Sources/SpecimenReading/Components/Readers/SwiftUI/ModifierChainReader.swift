import Foundation
import SpecimenModel

/// Finds the modifier chains in a view's body and reads each into its view and its modifiers.
///
/// A chain is written one modifier a line under its view, or on one line
/// (`Text("Hi").padding(8).background(.blue)`), or both. Arguments may span lines; strings and
/// comments inside them do not confuse the reading, because every bracket is matched by
/// `SwiftSourceScanner`. A modifier with a trailing closure (`.onTapGesture { … }`,
/// `.overlay(alignment: .top) { … }`) ends its chain: the closure holds views of its own, which
/// are read as chains in turn.
package struct ModifierChainReader {
    package let scanner: SwiftSourceScanner

    package init(_ scanner: SwiftSourceScanner) {
        self.scanner = scanner
    }

    /// Reads a chain written as one expression (`Color.black.opacity(0.3)`, `.padding(8)`): the
    /// view it starts with, if any, and its modifiers.
    package static func read(_ expression: String) -> (base: String?, modifiers: [ModifierChain.Modifier]) {
        let reader = ModifierChainReader(SwiftSourceScanner(expression))
        let start = reader.scanner.skippingTrivia(from: 0)
        let lines = [SwiftCodeLine(expression, line: 0)]
        if let base = reader.baseEnd(at: start, lineEnd: reader.scanner.bytes.count, requiringModifier: false) {
            let modifiers = reader.modifiers(from: base, limit: reader.scanner.bytes.count, lines: lines).modifiers
            return (reader.scanner.text(start..<base).trimmingWhitespaceAndNewlines, modifiers)
        }
        return (nil, reader.modifiers(from: start, limit: reader.scanner.bytes.count, lines: lines).modifiers)
    }

    /// Every chain in `body` (its first line is the `var body` line), in reading order.
    package func chains(in body: [SwiftCodeLine], limit: Int) -> [ModifierChain] {
        var chains: [ModifierChain] = []
        let lineIndices = Dictionary(body.enumerated().map { ($0.element.line, $0.offset) }, uniquingKeysWith: { first, _ in first })
        var index = 1
        while index < body.count {
            let line = body[index]
            let start = line.offset + line.text.utf8.prefix { $0 == Ascii.space || $0 == Ascii.tab }.count
            let lineEnd = line.offset + line.text.utf8.count
            var chain: ModifierChain
            var first: Int
            if line.trimmed.hasPrefix("."), Self.modifierName(line.trimmed) != nil {
                let (opener, comment) = openerAndComment(body, before: index, indent: line.indent)
                chain = ModifierChain(opener: opener, comment: comment, indent: line.indent, modifiers: [])
                first = start
            } else if let base = baseEnd(at: start, lineEnd: lineEnd, requiringModifier: true) {
                let comment = index > 1 && body[index - 1].trimmed.hasPrefix("//")
                    ? body[index - 1].trimmed.dropFirst(2).trimmingWhitespace : nil
                chain = ModifierChain(opener: line.trimmed, comment: comment, indent: line.indent, modifiers: [])
                first = base
            } else {
                index += 1
                continue
            }
            let (modifiers, end) = self.modifiers(from: first, limit: limit, lines: body)
            guard !modifiers.isEmpty else {
                // A line inside a string literal or a comment that looks like a modifier.
                index += 1
                continue
            }
            chain.modifiers = modifiers
            // The chain's depth is that of its first modifier written on a line of its own.
            if let own = modifiers.lazy.compactMap({ lineIndices[$0.line].map { body[$0] } }).first(where: { $0.trimmed.hasPrefix(".") }) {
                chain.indent = own.indent
            }
            chains.append(chain)
            let last = Self.lineIndex(of: max(end - 1, first), in: body)
            index = max(last + 1, index + 1)
        }
        return chains
    }

    /// `.padding(8)` → `padding`, without a regex: this runs on every line of every view.
    package static func modifierName(_ line: String) -> Substring? {
        guard line.hasPrefix(".") else { return nil }
        let name = line.dropFirst().prefix { $0.fastIsLetter || $0.fastIsNumber || $0 == "_" }
        return name.isEmpty ? nil : name
    }

    // MARK: Reading

    /// The modifiers from `start` on, each `.name` or `.name(arguments)`, across lines and
    /// comments; and the offset where the chain ends.
    package func modifiers(from start: Int, limit: Int, lines: [SwiftCodeLine]) -> (modifiers: [ModifierChain.Modifier], end: Int) {
        let bytes = scanner.bytes
        let limit = min(limit, bytes.count)
        var out: [ModifierChain.Modifier] = []
        var end = start
        while true {
            let dot = scanner.skippingTrivia(from: end, to: limit)
            guard dot < limit, scanner.isCode[dot], bytes[dot] == Ascii.dot else { break }
            let nameEnd = scanner.identifierEnd(from: dot + 1, to: limit)
            guard nameEnd > dot + 1, !Self.isDigit(bytes[dot + 1]) else { break }
            let line = lines[Self.lineIndex(of: dot, in: lines)].line
            var modifier = ModifierChain.Modifier(name: scanner.text(dot + 1..<nameEnd), arguments: "", line: line)
            end = nameEnd
            if nameEnd < limit, bytes[nameEnd] == Ascii.openParenthesis {
                guard let close = scanner.closing(nameEnd, before: limit) else {
                    // Never closed: the rest of the body is its argument, and unreadable.
                    out.append(modifier)
                    return (out, limit)
                }
                modifier.arguments = Self.joinedLines(scanner.text(nameEnd + 1..<close))
                end = close + 1
            }
            out.append(modifier)
            let next = scanner.skippingTrivia(from: end, to: limit)
            if next < limit, bytes[next] == Ascii.openBrace { break }
        }
        return (out, end)
    }

    /// Where the view that starts a chain at `start` ends, when one or more modifiers follow it
    /// on the same line (or, without `requiringModifier`, wherever the view ends): `Text("Hi")`,
    /// `Color.black.opacity(0.3)`, `HStack { … }` closed on its line. A path that starts with
    /// a value (`configuration.label.padding()`) ends before its last call, which is a modifier.
    package func baseEnd(at start: Int, lineEnd: Int, requiringModifier: Bool) -> Int? {
        let bytes = scanner.bytes
        guard start < lineEnd, scanner.isCode[start], Ascii.isIdentifier(bytes[start]), !Self.isDigit(bytes[start]) else { return nil }
        var end = scanner.identifierEnd(from: start, to: lineEnd)
        var lastComponent = start
        var components = 1
        while end + 1 < lineEnd, bytes[end] == Ascii.dot, Ascii.isIdentifier(bytes[end + 1]), !Self.isDigit(bytes[end + 1]) {
            lastComponent = end
            end = scanner.identifierEnd(from: end + 1, to: lineEnd)
            components += 1
        }
        let startsWithType = bytes[start] >= UInt8(ascii: "A") && bytes[start] <= UInt8(ascii: "Z")
        if end < lineEnd, bytes[end] == Ascii.openParenthesis {
            if !startsWithType, components > 1 {
                end = lastComponent
            } else {
                guard let close = scanner.closing(end, before: lineEnd) else { return nil }
                end = close + 1
            }
        }
        var next = end
        while next < lineEnd, bytes[next] == Ascii.space || bytes[next] == Ascii.tab { next += 1 }
        if next < lineEnd, bytes[next] == Ascii.openBrace, scanner.isCode[next] {
            guard let close = scanner.closing(next, before: lineEnd) else { return nil }
            end = close + 1
            next = end
            while next < lineEnd, bytes[next] == Ascii.space || bytes[next] == Ascii.tab { next += 1 }
        }
        guard requiringModifier else { return end }
        guard next + 1 < lineEnd, scanner.isCode[next], bytes[next] == Ascii.dot,
              Ascii.isIdentifier(bytes[next + 1]), !Self.isDigit(bytes[next + 1]) else { return nil }
        return end
    }

    /// The view a chain written under it styles (its first line) and the comment naming it.
    private func openerAndComment(_ body: [SwiftCodeLine], before index: Int, indent: Int) -> (String, String?) {
        var cursor = index - 1
        while cursor > 0, body[cursor].trimmed.isEmpty { cursor -= 1 }
        if (body[cursor].trimmed.hasPrefix("}") || body[cursor].trimmed.hasPrefix(")")), body[cursor].indent == indent {
            // `VStack { … }` then `.frame(…)` at the same indentation: the view opens at the brace.
            let closingIndent = body[cursor].indent
            cursor -= 1
            while cursor > 0, !(body[cursor].indent == closingIndent && (body[cursor].trimmed.hasSuffix("{") || body[cursor].trimmed.hasSuffix("("))) { cursor -= 1 }
        } else {
            while cursor > 0, body[cursor].indent >= indent || body[cursor].trimmed.isEmpty { cursor -= 1 }
        }
        let opener = body[cursor].trimmed
        var comment: String?
        if cursor > 0, body[cursor - 1].trimmed.hasPrefix("//") {
            comment = body[cursor - 1].trimmed.dropFirst(2).trimmingWhitespace
        }
        return (opener, comment)
    }

    /// Arguments as the chain states them: each line trimmed where it meets the next.
    private static func joinedLines(_ text: String) -> String {
        guard text.contains(literal: "\n") else { return text }
        let pieces = text.lineSlices
        return pieces.indices.map { index -> Substring in
            var piece = pieces[index]
            if index > 0 { piece = piece.drop { $0 == " " || $0 == "\t" } }
            if index < pieces.count - 1 {
                while let last = piece.last, last == " " || last == "\t" { piece = piece.dropLast() }
            }
            return piece
        }.joined(separator: "\n")
    }

    /// The line holding `offset`: the last whose start is at or before it.
    private static func lineIndex(of offset: Int, in lines: [SwiftCodeLine]) -> Int {
        var low = 0
        var high = lines.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lines[middle].offset <= offset { low = middle } else { high = middle - 1 }
        }
        return max(low, 0)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}

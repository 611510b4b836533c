import Foundation
import SpecimenModel

/// A document's prose and tables in reading order, as the audit's pairing and claim readers see
/// them, read by the Extract stage's one walk of the document (`StatementReader`) and carried in
/// the model, so the audit never looks at the Markdown. Code blocks and headings are left out:
/// code is not a statement about contrast, and a heading such as "Contrast Ratios (WCAG AAA)"
/// names a topic rather than asserting anything.
public struct DocumentProse: Sendable {
    public struct Sentence: Sendable {
        package var text: String
        package var line: Int
        /// The paragraph or list item the sentence is in: what "WCAG AAA compliant." is about
        /// may be said by the sentence before it.
        package var paragraph: String = ""
        /// The headings the sentence sits under, outermost first: what a section of "Touch
        /// Targets" says about WCAG is said about target size.
        package var headings: [String] = []
        /// The bold caption over the list the sentence is an item of (`**Forbidden
        /// combinations:**`), without its colon: what the list's items are.
        package var caption: String?
        /// A line of a fence that a verdict mark opens (`✓ White on Primary: 4.6:1`): the
        /// document's checklist of its own pairs, read as a sentence.
        package var isVerdictLine = false
    }

    public struct Table: Sendable {
        package var header: [String]
        package var rows: [(cells: [String], line: Int)]
        /// The headings the table sits under, outermost first.
        package var headings: [String] = []
    }

    public enum Unit: Sendable {
        case sentence(Sentence)
        case table(Table)
    }

    package private(set) var units: [Unit] = []
    /// Every paragraph, in list items and quotes too, with the inline marks kept
    /// (`MarkdownNode.markedText`) and its first line: where the document's rules are stated
    /// (`DesignRuleExtractor`).
    package private(set) var paragraphs: [(text: String, line: Int, headings: [String])] = []
    /// The lines of each code block and raw HTML block, and of each table with its header cells
    /// (`ValueScanner.clean`): where an unread colour is written (`UnreadColorFinder`).
    package private(set) var codeLines: [ClosedRange<Int>] = []
    package private(set) var htmlLines: [ClosedRange<Int>] = []
    package private(set) var tableLines: [(lines: ClosedRange<Int>, headers: [String])] = []
    /// The document's file, relative to the content folder.
    package let file: String
    /// The document's source lines, as written: what a value's provenance line quotes, and the
    /// words around it (`line(_:)`). Text looked up by line number, never a tree to walk.
    package let lines: [Substring]
    /// The open headings as the walk meets them: each with its level, outermost first.
    private var openHeadings: [(level: Int, text: String)] = []
    /// The last paragraph outside a list, when it is a bold caption: the caption of a list
    /// that follows it; and how deep in lists the walk is.
    private var caption: String?
    private var listDepth = 0

    /// No prose: a system read from elsewhere than a document.
    public init(file: String = "", lines: [Substring] = []) {
        self.file = file
        self.lines = lines
    }

    /// The whole document's prose, read on its own (tests; a build reads it in the statement walk).
    package init(_ document: MarkdownDocument) {
        self.init(file: document.file, lines: document.lines)
        for block in document.blocks { read(block, document: document) }
    }

    /// The raw text of a 1-based source line, trimmed; empty when out of range (as
    /// `MarkdownDocument.line`).
    package func line(_ number: Int) -> String {
        guard number >= 1, number <= lines.count else { return "" }
        return lines[number - 1].trimmingWhitespace
    }

    /// Reads one block of the document, in document order: the walk hands each top-level block here.
    package mutating func read(_ node: MarkdownNode, document: MarkdownDocument) {
        switch node.kind {
        case .paragraph:
            let headings = openHeadings.map(\.text)
            paragraphs.append((node.markedText, node.startLine, headings))
            let paragraph = node.plainText
            if listDepth == 0 { caption = Self.caption(of: node) }
            for text in Self.sentences(of: paragraph) {
                units.append(.sentence(Sentence(
                    text: text, line: Self.line(of: text, in: node, document: document), paragraph: paragraph, headings: headings,
                    caption: listDepth > 0 ? caption : nil)))
            }
        case .table:
            var header: [String] = []
            var rows: [(cells: [String], line: Int)] = []
            for row in node.children {
                let cells = row.children.map { $0.plainText.trimmingWhitespace }
                if case .tableRow(isHeader: true) = row.kind { header = cells } else { rows.append((cells, row.startLine)) }
            }
            units.append(.table(Table(header: header, rows: rows, headings: openHeadings.map(\.text))))
            tableLines.append((node.startLine...max(node.startLine, node.endLine),
                               node.children.first?.children.map { ValueScanner.clean($0.plainText) } ?? []))
        case .heading(let level):
            // A heading names a topic rather than asserting anything; it is what the text below it is about.
            openHeadings.removeAll { $0.level >= level }
            openHeadings.append((level, node.plainText))
            caption = nil
        case .list:
            listDepth += 1
            for child in node.children { read(child, document: document) }
            listDepth -= 1
            if listDepth == 0 { caption = nil }
        case .codeBlock:
            codeLines.append(node.startLine...max(node.startLine, node.endLine))
            readVerdictLines(of: node)
        case .htmlBlock:
            htmlLines.append(node.startLine...max(node.startLine, node.endLine))
        default:
            for child in node.children { read(child, document: document) }
        }
    }

    /// `✓ White on Primary: 4.6:1` in a fence under a heading on contrast or accessibility: the
    /// document's checklist of its own pairs, each marked line a sentence. Code elsewhere is no
    /// claim (a sample states nothing of the system), and an unmarked line of the fence
    /// ("Minimum: 4.5:1") is a requirement, not a verdict.
    private mutating func readVerdictLines(of node: MarkdownNode) {
        let claims = Vocabulary.standard.contrastClaims
        let literal = node.literal
        guard !openHeadings.isEmpty, claims.verdictMarks.contains(where: { literal.contains(literal: $0) }) else { return }
        let headings = openHeadings.map(\.text)
        guard headings.contains(where: { heading in
            let words = ComponentKind.words(of: heading)
            return words.contains("wcag") || claims.contrast.occurs(in: words) || claims.accessibility.occurs(in: words)
        }) else { return }
        // A fenced block's text starts on the line after its opening fence; an indented one's on its first.
        let opening = line(node.startLine)
        let first = opening.hasPrefix("```") || opening.hasPrefix("~~~") ? node.startLine + 1 : node.startLine
        for (offset, written) in literal.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let text = written.trimmingWhitespace
            guard claims.verdictMarks.contains(where: { text.hasPrefix($0) }) else { continue }
            units.append(.sentence(Sentence(text: text, line: first + offset, paragraph: text, headings: headings, isVerdictLine: true)))
        }
    }

    /// `**Forbidden combinations:**`: a paragraph that is bold text alone, perhaps with a colon,
    /// as its text without the colon.
    private static func caption(of paragraph: MarkdownNode) -> String? {
        guard let only = paragraph.children.first, case .strong = only.kind,
              [":", ""].contains(paragraph.children.dropFirst().map(\.plainText).joined().trimmingWhitespace) else { return nil }
        let text = only.plainText.trimmingWhitespace
        return text.hasSuffix(":") ? String(text.dropLast()) : text
    }

    /// Splits at a full stop, question or exclamation mark followed by a space and a capital or
    /// digit, so "e.g. black" and "4.5:1" stay whole.
    package static func sentences(of text: String) -> [String] {
        // Slices of the text, not a copy built a character at a time. A mark that ends a sentence
        // is an ASCII byte, so the bytes are searched for one and only there is the text read as
        // Characters (a mark a combining accent runs on from is no full stop).
        var sentences: [String] = []
        var start = text.startIndex
        let bytes = text.utf8
        var position = bytes.startIndex
        while let found = bytes[position...].firstIndex(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "!") || $0 == UInt8(ascii: "?") }) {
            position = bytes.index(after: found)
            guard let index = String.Index(found, within: text), ".!?".contains(text[index]) else { continue }
            let next = text.index(after: index)
            if next < text.endIndex, text[next] == " " {
                let after = text.index(after: next)
                if after < text.endIndex, text[after].fastIsUppercase || text[after].fastIsNumber {
                    sentences.append(String(text[start..<next]))
                    start = next
                }
            }
        }
        sentences.append(String(text[start...]))
        return sentences.map(\.trimmingWhitespace).filter { !$0.isEmpty }
    }

    /// The source line a sentence starts on: the first line of the node that contains its opening
    /// words once inline markup is stripped.
    package static func line(of sentence: String, in node: MarkdownNode, document: MarkdownDocument) -> Int {
        let probe = String(sentence.prefix(16)).lowercased()
        guard node.endLine > node.startLine, !probe.isEmpty else { return node.startLine }
        for number in node.startLine...node.endLine {
            let stripped = document.line(number).lowercased().filter { !"*_`".contains($0) }
            if stripped.contains(probe) { return number }
        }
        return node.startLine
    }
}

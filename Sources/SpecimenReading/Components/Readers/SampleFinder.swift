import Foundation
import SpecimenModel

/// Finds example content for a component elsewhere in the document when its own section
/// gives none: a diagram line annotated with the component's name, an example stated for one
/// of its parts, or a bullet that mentions the component and quotes its labels.
///
/// The document's code blocks and list items are read once, when first needed, from the lists
/// the parser made of them (`MarkdownDocument.index`): asking for every component's samples used
/// to walk the whole tree up to six times per component, and then once per document.
package struct SampleFinder {
    package var document: MarkdownDocument
    /// Read when a component first asks: one named in one word needs no diagram, and one
    /// without parts or distinctive words no bullet.
    private lazy var diagrams: [DiagramLine] = document.index.codeBlocks.flatMap(Self.diagramLines)
    private lazy var bullets: [Bullet] = document.index.items.compactMap(Self.bullet)

    /// A diagram line whose last `│` cell names something, with the lines of its box. The box's
    /// contents are read only for a line whose name a component asks for: most diagrams name
    /// nothing the document's components are called.
    private struct DiagramLine {
        var nameWords: [String]
        /// The box's lines from the annotated one down, and the document line of the first.
        var box: ArraySlice<String>
        var firstLine: Int

        /// Each line's text inside its first `│` cell, when it has a letter or digit.
        var samples: [(text: String, line: Int)] {
            box.enumerated().compactMap { index, line in
                let inner = line.pieces(splitAt: "│").dropFirst().first.map(String.init) ?? ""
                let content = inner.trimming(scalarsIn: .notAlphanumericOrPunctuation)
                guard content.contains(where: \.fastIsLetter) || content.contains(where: \.fastIsNumber) else { return nil }
                return (content, firstLine + index)
            }
        }
    }

    /// A list item: its lead paragraph's words, its label if any, and its quotations, which
    /// are looked for only in a bullet that mentions a component.
    /// A class: every component without samples looks through all of them, four times, and a
    /// struct of seven fields was copied (and retained field by field) at every look.
    private final class Bullet {
        let phrase: String
        let words: Set<Substring>
        let labelWords: [String]?
        let paragraph: MarkdownNode
        let item: MarkdownNode
        /// The lead paragraph's text after its label, if any.
        let unlabelled: String
        /// Whether the label names a component (`**Error state:** … "Route unavailable"`): the
        /// bullet describes that component, and its quotes are its own.
        let describesComponent: Bool

        init(phrase: String, words: Set<Substring>, labelWords: [String]?, paragraph: MarkdownNode, item: MarkdownNode,
             unlabelled: String, describesComponent: Bool) {
            self.phrase = phrase
            self.words = words
            self.labelWords = labelWords
            self.paragraph = paragraph
            self.item = item
            self.unlabelled = unlabelled
            self.describesComponent = describesComponent
        }

        /// The quotations of the first sub-item that has any.
        var subItemQuotes: (quotes: [String], line: Int)? {
            item.sublists.flatMap(\.items).lazy.compactMap { sub -> (quotes: [String], line: Int)? in
                guard let lead = sub.leadParagraph else { return nil }
                let quotes = lead.markedText.quotedCopy
                return quotes.isEmpty ? nil : (quotes, lead.startLine)
            }.first
        }

        var ownQuotes: [String] { unlabelled.quotedCopy }
    }

    package init(document: MarkdownDocument) {
        self.document = document
    }

    /// A list item as a bullet, from the parser's list of them: no walk here.
    private static func bullet(_ node: MarkdownNode) -> Bullet? {
        guard let paragraph = node.leadParagraph else { return nil }
        let phrase = ComponentKind.words(of: paragraph.plainText).joined(separator: " ")
        let marked = paragraph.markedText
        let label = marked.labelSplit
        return Bullet(
            phrase: phrase, words: Set(phrase.split(separator: " ")),
            labelWords: label.map { ComponentKind.words(of: $0.label) }, paragraph: paragraph,
            item: node, unlabelled: label?.rest ?? marked,
            describesComponent: label.map { ComponentKind.classifyHead($0.label) != nil } ?? false)
    }

    package mutating func samples(for spec: ComponentSpec) -> [PropertyValue<String>] {
        let nameWords = ComponentKind.words(of: spec.name)
        if nameWords.count >= 2 {
            for diagram in diagrams where diagram.nameWords == nameWords {
                let samples = diagram.samples
                if !samples.isEmpty { return samples.map { sample($0.text, $0.line) } }
            }
        }
        let examples = partExamples(spec)
        if !examples.isEmpty { return examples }
        // The head noun ("button") is too common to search for; the words before it are not.
        guard nameWords.count >= 2 else { return [] }
        let phrase = nameWords.joined(separator: " ")
        let distinctive = nameWords.dropLast().filter { $0.count > 2 }
        // Another component's own bullet quotes that component's labels, not this one's.
        let isOther: (Bullet) -> Bool = { $0.describesComponent && $0.labelWords != nameWords }
        let byPhrase: (Bullet) -> Bool = { !isOther($0) && $0.phrase.contains(literal: phrase) }
        let byWord: (Bullet) -> Bool = { bullet in !isOther(bullet) && distinctive.contains { bullet.words.contains(Substring($0)) } }
        // A list of choices under a mention beats a quotation in passing.
        for (requireSubItems, matches) in [(true, byPhrase), (true, byWord), (false, byPhrase), (false, byWord)] {
            let found = mentionSamples(requireSubItems: requireSubItems, matches)
            if !found.isEmpty { return found }
        }
        return []
    }

    private func sample(_ text: String, _ line: Int) -> PropertyValue<String> {
        PropertyValue(raw: text, value: text, provenance: Provenance(file: document.file, line: line, excerpt: document.line(line)))
    }

    /// `│  6:30 AM   │  Event cell` and the lines under it up to the next rule, for every
    /// annotated line; `samples(for:)` takes the first with content.
    private static func diagramLines(_ node: MarkdownNode) -> [DiagramLine] {
        guard node.literal.contains(literal: "│") else { return [] }
        let lines = node.literal.lineSlices.map(String.init)
        // Which lines are inside a box, worked out once the first annotated line needs it.
        var inBox: [Bool]?
        var found: [DiagramLine] = []
        for (offset, text) in lines.enumerated() where text.contains(literal: "│") {
            let pieces = text.pieces(splitAt: "│")
            guard pieces.count >= 3 else { continue }
            let nameWords = ComponentKind.words(of: String(pieces.last!))
            guard !nameWords.isEmpty else { continue }
            let boxed = inBox ?? lines.map { $0.contains(literal: "│") && !$0.contains(literal: "├") && !$0.contains(literal: "└") }
            inBox = boxed
            let box = boxed[offset...].prefix(while: { $0 }).indices
            found.append(DiagramLine(nameWords: nameWords, box: lines[box], firstLine: node.startLine + 1 + box.lowerBound))
        }
        return found
    }

    /// Examples given where the document describes a part's content: for a "Case name" part,
    /// `**Case Names:** … *Smith v. Jones*`.
    private mutating func partExamples(_ spec: ComponentSpec) -> [PropertyValue<String>] {
        var found: [PropertyValue<String>] = []
        for part in spec.parts {
            let wanted = ComponentKind.words(of: part.name)
            for bullet in bullets where bullet.labelWords == wanted && bullet.paragraph.startLine != part.provenance.line {
                if let example = bullet.paragraph.emphasisedTexts.first, !found.contains(where: { $0.value == example }) {
                    found.append(sample(example, bullet.paragraph.startLine))
                }
            }
        }
        return found
    }

    /// Quoted labels in a bullet that mentions the component (`single-select pill buttons:`
    /// followed by `"Myself" | "A Parent"`), preferring its sub-bullets.
    private mutating func mentionSamples(requireSubItems: Bool, _ matches: (Bullet) -> Bool) -> [PropertyValue<String>] {
        for bullet in bullets where matches(bullet) {
            if let sub = bullet.subItemQuotes { return sub.quotes.map { sample($0, sub.line) } }
            let own = requireSubItems ? [] : bullet.ownQuotes
            if !own.isEmpty { return own.map { sample($0, bullet.paragraph.startLine) } }
        }
        return []
    }
}

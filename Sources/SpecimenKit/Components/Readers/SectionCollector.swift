/// Splits a document into the stretches under each heading. Short plain lines that stand
/// alone between blocks act as headings too, since some documents number their sections as
/// plain text instead of Markdown headings.
struct SectionCollector {
    func sections(of document: MarkdownDocument) -> [ComponentSection] {
        var sections: [ComponentSection] = []
        var headings: [(level: Int, text: String)] = []
        var current: ComponentSection?
        for block in document.blocks {
            if let (level, title) = heading(block) {
                if let open = current { sections.append(open) }
                headings.removeAll { $0.level >= level }
                headings.append((level, title))
                current = ComponentSection(title: title, line: block.startLine, level: level, blocks: [], headings: headings.map(\.text))
                continue
            }
            if current == nil {
                current = ComponentSection(title: "", line: block.startLine, level: 0, blocks: [], headings: [])
            }
            current?.blocks.append(block)
        }
        if let open = current { sections.append(open) }
        return sections
    }

    private func heading(_ block: MarkdownNode) -> (Int, String)? {
        if let level = block.headingLevel {
            return (level, block.plainText.trimmingCharacters(in: .whitespaces))
        }
        // A one-line paragraph of a few plain words, without a sentence's full stop or a colon.
        if case .paragraph = block.kind, block.startLine == block.endLine,
           block.children.allSatisfy({ if case .text = $0.kind { return true } else { return false } }) {
            let text = block.plainText.trimmingCharacters(in: .whitespaces)
            let words = text.split(separator: " ")
            if !words.isEmpty, words.count <= 6, let last = text.last, !".:!?,;".contains(last), text.first?.isUppercase == true {
                return (7, text)
            }
        }
        // `6. Components` parses as a one-item ordered list.
        if case .list(true, _, _) = block.kind, block.items.count == 1, block.items[0].children.count == 1,
           block.startLine == block.endLine {
            let text = block.plainText.trimmingCharacters(in: .whitespaces)
            if text.split(separator: " ").count <= 6, text.last != "." { return (6, text) }
        }
        return nil
    }
}

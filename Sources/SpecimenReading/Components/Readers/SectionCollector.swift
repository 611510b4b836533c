import SpecimenModel

/// Splits a document into the stretches under each heading. Short plain lines that stand
/// alone between blocks act as headings too, since some documents number their sections as
/// plain text instead of Markdown headings.
package struct SectionCollector {
    package func sections(of document: MarkdownDocument) -> [ComponentSection] {
        var sections: [ComponentSection] = []
        var headings: [(level: Int, text: String)] = []
        var current: ComponentSection?
        for block in document.blocks {
            if let (level, title) = heading(block) {
                if let open = current { sections.append(open) }
                headings.removeAll { $0.level >= level }
                headings.append((level, title))
                current = ComponentSection(title: title, line: block.startLine, level: level, blocks: [], headings: headings.map(\.text), headingLevels: headings.map(\.level))
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
        PlainLineHeading.heading(block)
    }
}

import SpecimenModel

/// Splits a document into the stretches under each heading. Short plain lines that stand
/// alone between blocks act as headings too, since some documents number their sections as
/// plain text instead of Markdown headings.
///
/// The Extract stage's walk (`StatementReader`) hands it each top-level block as it meets it,
/// so the component readers get their sections without another pass over the document.
package struct SectionCollector {
    private var sections: [ComponentSection] = []
    private var headings: [(level: Int, text: String)] = []
    private var current: ComponentSection?

    package init() {}

    /// A whole document's sections, read on its own.
    package static func sections(of document: MarkdownDocument) -> [ComponentSection] {
        var collector = SectionCollector()
        for block in document.blocks { collector.add(block) }
        return collector.closed()
    }

    /// The next top-level block of the document.
    package mutating func add(_ block: MarkdownNode) {
        if let (level, title, values) = PlainLineHeading.heading(block) {
            if let open = current { sections.append(open) }
            headings.removeAll { $0.level >= level }
            headings.append((level, title))
            current = ComponentSection(title: title, line: block.startLine, level: level, blocks: [], headings: headings.map(\.text), headingLevels: headings.map(\.level))
            current?.headingStates = values != nil
            return
        }
        if current == nil {
            current = ComponentSection(title: "", line: block.startLine, level: 0, blocks: [], headings: [])
        }
        current?.blocks.append(block)
    }

    /// The sections, the last one closed.
    package func closed() -> [ComponentSection] {
        guard let open = current else { return sections }
        return sections + [open]
    }
}

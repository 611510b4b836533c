/// A component described in one labelled bullet outside any component section:
/// `**Floating action button:** Bottom-right, 56pt circle, `brandTeal`, "+" icon, with shadow.`
struct LabelledComponentReader {
    func read(_ item: MarkdownNode, context: ComponentContext) -> ComponentSpec? {
        guard let paragraph = item.leadParagraph,
              paragraph.children.first.map({ if case .strong = $0.kind { return true } else { return false } }) == true,
              let (label, rest) = paragraph.markedText.labelSplit,
              let kind = ComponentKind.classifyHead(label) else { return nil }
        // Sections about one property across the system (padding rules, sizing) mention
        // components without describing them.
        if let heading = context.headings.last?.lowercased(), Vocabulary.standard.propertyHeadings.contains(where: heading.contains) { return nil }
        var builder = SpecBuilder(name: label, kind: kind, line: paragraph.startLine, context: context)
        var set = PropertySet()
        builder.phrases.phrase(rest, line: paragraph.startLine, defaultRole: kind == .errorState || kind == .emptyState ? .text : .fill, into: &set)
        if let font = builder.phrases.font(in: rest, provenance: context.provenance(line: paragraph.startLine)), font.value?.family != nil {
            set.font = font
        }
        for quoted in rest.quotedTexts { builder.addSample(quoted, line: paragraph.startLine) }
        // A message component is its text; others need something to draw.
        let isMessage = kind == .emptyState || kind == .errorState
        guard set.hasVisualProperty || (isMessage && !builder.spec.samples.isEmpty) else { return nil }
        builder.spec.base[.default] = set
        return builder.finish()
    }
}

import Foundation

/// Bullets under a component heading: `- Height: 56pt`, `**Normal:** Text in [Ink] color`,
/// and a bullet such as `- Primary button` whose sub-bullets describe that variant.
struct BulletListReader: ComponentBlockReader {
    func read(_ block: MarkdownNode, into builder: inout SpecBuilder) -> Bool {
        switch block.kind {
        case .list:
            for item in block.items { readItem(item, variant: nil, into: &builder) }
            return true
        case .paragraph:
            // `**Label:** value` written as paragraphs rather than bullets.
            guard block.children.first.map({ if case .strong = $0.kind { return true } else { return false } }) == true,
                  let (label, rest) = block.markedText.labelSplit else { return false }
            return builder.readLabelled(label: label, rest: rest, line: block.startLine, variant: nil)
        default:
            return false
        }
    }

    private func readItem(_ item: MarkdownNode, variant: Int?, into builder: inout SpecBuilder) {
        guard let paragraph = item.leadParagraph else { return }
        let text = paragraph.markedText.trimmingCharacters(in: .whitespaces)
        let line = paragraph.startLine
        let subItems = item.sublists.flatMap(\.items)
        if !subItems.isEmpty, let name = variantName(text, kind: builder.spec.kind) {
            let index = builder.variantIndex(name, line: line)
            for sub in subItems { readItem(sub, variant: index, into: &builder) }
            return
        }
        if let (label, rest) = text.labelSplit {
            let subs = subItems.compactMap { sub in sub.leadParagraph.map { ($0.markedText.trimmingCharacters(in: .whitespaces), $0.startLine) } }
            if builder.readLabelled(label: label, rest: rest, line: line, variant: variant, subItems: subs) { return }
        }
        builder.readPlain(text, line: line, variant: variant)
        for sub in subItems { readItem(sub, variant: variant, into: &builder) }
    }

    /// `Primary button`, `Secondary`, `Destructive variant`: the variant a bullet with
    /// sub-bullets introduces, with the component word dropped.
    private func variantName(_ text: String, kind: ComponentKind) -> String? {
        let words = text.split(separator: " ").map(String.init)
        guard words.count <= 3, !text.contains(":") else { return nil }
        let kept = words.filter { ComponentKind.classify($0) == nil && $0.lowercased() != "variant" && $0.lowercased() != "style" }
        guard let first = kept.first, SpecBuilder.variantWords.contains(first.lowercased()) || kept.count == 1 else { return nil }
        return kept.joined(separator: " ")
    }
}

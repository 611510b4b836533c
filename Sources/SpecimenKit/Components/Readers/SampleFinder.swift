import Foundation

/// Finds example content for a component elsewhere in the document when its own section
/// gives none: a diagram line annotated with the component's name, an example stated for one
/// of its parts, or a bullet that mentions the component and quotes its labels.
struct SampleFinder {
    var document: MarkdownDocument

    func samples(for spec: ComponentSpec) -> [PropertyValue<String>] {
        let nameWords = ComponentKind.words(of: spec.name)
        if nameWords.count >= 2, let found = diagramSamples(nameWords), !found.isEmpty { return found }
        if let found = partExamples(spec), !found.isEmpty { return found }
        // The head noun ("button") is too common to search for; the words before it are not.
        guard nameWords.count >= 2 else { return [] }
        let phrase = nameWords.joined(separator: " ")
        let distinctive = nameWords.dropLast().filter { $0.count > 2 }
        let byPhrase: (String) -> Bool = { $0.contains(phrase) }
        let byWord: (String) -> Bool = { text in distinctive.contains { text.split(separator: " ").contains(Substring($0)) } }
        // A list of choices under a mention beats a quotation in passing.
        for (requireSubItems, matches) in [(true, byPhrase), (true, byWord), (false, byPhrase), (false, byWord)] {
            let found = mentionSamples(requireSubItems: requireSubItems, matches)
            if !found.isEmpty { return found }
        }
        return []
    }

    private func provenance(_ line: Int) -> Provenance {
        Provenance(file: document.file, line: line, excerpt: document.line(line))
    }

    private func sample(_ text: String, _ line: Int) -> PropertyValue<String> {
        PropertyValue(raw: text, value: text, provenance: provenance(line))
    }

    /// `│  6:30 AM   │  Event cell` and the lines under it up to the next rule.
    private func diagramSamples(_ nameWords: [String]) -> [PropertyValue<String>]? {
        var found: [PropertyValue<String>] = []
        document.root.forEach { node in
            guard found.isEmpty, case .codeBlock = node.kind else { return }
            let lines = node.literal.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for (offset, text) in lines.enumerated() {
                let pieces = text.split(separator: "│", omittingEmptySubsequences: false)
                guard pieces.count >= 3, ComponentKind.words(of: String(pieces.last!)) == nameWords else { continue }
                var index = offset
                while index < lines.count, lines[index].contains("│"), !lines[index].contains("├"), !lines[index].contains("└") {
                    let inner = lines[index].split(separator: "│", omittingEmptySubsequences: false).dropFirst().first.map(String.init) ?? ""
                    let content = inner.trimmingCharacters(in: CharacterSet.alphanumerics.union(.punctuationCharacters).inverted)
                    if content.contains(where: \.isLetter) || content.contains(where: \.isNumber) {
                        found.append(sample(content, node.startLine + 1 + index))
                    }
                    index += 1
                }
                return
            }
        }
        return found
    }

    /// Examples given where the document describes a part's content: for a "Case name" part,
    /// `**Case Names:** … *Smith v. Jones*`.
    private func partExamples(_ spec: ComponentSpec) -> [PropertyValue<String>]? {
        var found: [PropertyValue<String>] = []
        for part in spec.parts {
            let wanted = ComponentKind.words(of: part.name)
            document.root.forEach { node in
                guard case .item = node.kind, let paragraph = node.leadParagraph,
                      let (label, _) = paragraph.markedText.labelSplit, ComponentKind.words(of: label) == wanted,
                      paragraph.startLine != part.provenance.line else { return }
                if let example = paragraph.emphasisedTexts.first,
                   !found.contains(where: { $0.value == example }) {
                    found.append(sample(example, paragraph.startLine))
                }
            }
        }
        return found
    }

    /// Quoted labels in a bullet that mentions the component (`single-select pill buttons:`
    /// followed by `"Myself" | "A Parent"`), preferring its sub-bullets.
    private func mentionSamples(requireSubItems: Bool = false, _ matches: (String) -> Bool) -> [PropertyValue<String>] {
        var found: [PropertyValue<String>] = []
        document.root.forEach { node in
            guard found.isEmpty, case .item = node.kind, let paragraph = node.leadParagraph else { return }
            let phrase = ComponentKind.words(of: paragraph.plainText).joined(separator: " ")
            guard matches(phrase) else { return }
            for sub in node.sublists.flatMap(\.items) {
                guard let lead = sub.leadParagraph else { continue }
                let quotes = lead.markedText.quotedTexts
                if !quotes.isEmpty {
                    found = quotes.map { sample($0, lead.startLine) }
                    return
                }
            }
            guard !requireSubItems else { return }
            let own = paragraph.markedText.labelSplit?.rest ?? paragraph.markedText
            found = own.quotedTexts.map { sample($0, paragraph.startLine) }
        }
        return found
    }
}

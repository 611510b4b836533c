import SpecimenModel

// Compiled once: an element with a class attribute and text alone inside it.
nonisolated(unsafe) private let classedElement = #/<([A-Za-z][\w-]*)\b[^<>]*?\bclass(?:Name)?\s*=\s*"([^"]+)"[^<>]*>([^<>{}]+)</\1\s*>/#

/// `<button class="btn-primary">Save</button>` in a code block elsewhere in the document (a
/// usage example): the copy of the variant its class names, for a variant whose own lines give
/// none. The element is of the component's kind by its tag (`button` for buttons), and its class
/// names the variant by the variant's words after at most one prefix (`btn-primary` for Primary).
package enum ClassedElementCopy {
    package static func apply(to specs: inout [ComponentSpec], document: MarkdownDocument) {
        let wanting = specs.indices.filter { index in
            specs[index].kind != .other && specs[index].variants.contains { $0.merged(over: specs[index].base)[.default].sampleText == nil }
        }
        guard !wanting.isEmpty else { return }
        var elements: [(kind: ComponentKind, classes: [[String]], text: String, line: Int)] = []
        for block in document.index.codeBlocks where block.literal.contains(literal: "class") {
            for (offset, line) in block.literal.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where line.contains(literal: "class") {
                for match in line.matches(of: classedElement) {
                    let text = String(match.3).trimmingWhitespace
                    guard !text.isEmpty, let kind = ComponentKind.classify(String(match.1)), kind != .other else { continue }
                    let classes = match.2.split(whereSeparator: \.fastIsWhitespace).map { ComponentKind.words(of: String($0)) }
                    elements.append((kind, classes, text, block.startLine + 1 + offset))
                }
            }
        }
        guard !elements.isEmpty else { return }
        for index in wanting {
            let spec = specs[index]
            for variant in spec.variants.indices where spec.variants[variant].merged(over: spec.base)[.default].sampleText == nil {
                let own = ComponentKind.words(of: spec.variants[variant].name)
                guard !own.isEmpty else { continue }
                let found = elements.filter { element in
                    element.kind == spec.kind && element.classes.contains { words in
                        words.count - own.count <= 1 && words.count >= own.count && Array(words.suffix(own.count)) == own
                    }
                }
                // (Two examples of one variant with other copy say no one copy.)
                guard let first = found.first, found.allSatisfy({ $0.text == first.text }) else { continue }
                let provenance = Provenance(file: document.file, line: first.line, excerpt: document.line(first.line))
                specs[index].variants[variant][.default].sampleText = PropertyValue(raw: first.text, value: first.text, provenance: provenance)
            }
        }
    }
}

import SpecimenModel

// Compiled once: an element with a class attribute and text alone inside it.
nonisolated(unsafe) private let classedElement = #/<([A-Za-z][\w-]*)\b[^<>]*?\bclass(?:Name)?\s*=\s*"([^"]+)"[^<>]*>([^<>{}]+)</\1\s*>/#

/// `<button class="btn-primary">Save</button>` in a code block elsewhere in the document (a
/// usage example): the copy of the variant its class names, for a variant whose own lines give
/// none (copy the component's lines give every variant is less its own). The element is of the
/// component's kind by its tag (`button` for buttons), and its class names the variant by the
/// variant's words after at most one prefix (`btn-primary` for Primary).
/// A component with no variants takes the copy of the first such element of its kind (by its tag
/// or its first class: `<span class="badge">New</span>`, `<button class="chip">`) in a code block
/// of its own section.
package enum ClassedElementCopy {
    package static func apply(to specs: inout [ComponentSpec], document: MarkdownDocument) {
        let wanting = specs.indices.filter { index in
            specs[index].kind != .other && (specs[index].variants.contains { $0[.default].sampleText == nil }
                || (specs[index].variants.isEmpty && specs[index].base[.default].sampleText == nil))
        }
        guard !wanting.isEmpty else { return }
        var elements: [(kind: ComponentKind, classKind: ComponentKind?, byTag: Bool, classes: [[String]], text: String, line: Int)] = []
        for block in document.index.codeBlocks where block.literal.contains(literal: "class") {
            for (offset, line) in block.literal.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where line.contains(literal: "class") {
                for match in line.matches(of: classedElement) {
                    let text = String(match.3).trimmingWhitespace
                    let classes = match.2.split(whereSeparator: \.fastIsWhitespace).map { ComponentKind.words(of: String($0)) }
                    let tagKind = ComponentKind.classify(String(match.1)).flatMap { $0 == .other ? nil : $0 }
                    let classKind = classes.first.flatMap { ComponentKind.classify($0.joined(separator: " ")) }.flatMap { $0 == .other ? nil : $0 }
                    guard !text.isEmpty, let kind = tagKind ?? classKind else { continue }
                    elements.append((kind, classKind, tagKind != nil, classes, text, block.startLine + 1 + offset))
                }
            }
        }
        guard !elements.isEmpty else { return }
        let starts = specs.filter { $0.provenance.file == document.file }.map(\.provenance.line).sorted()
        for index in wanting {
            let spec = specs[index]
            if spec.variants.isEmpty {
                let start = spec.provenance.line
                let end = starts.first { $0 > start } ?? Int.max
                guard let first = elements.first(where: { ($0.kind == spec.kind || $0.classKind == spec.kind) && $0.line > start && $0.line < end }) else { continue }
                let provenance = Provenance(file: document.file, line: first.line, excerpt: document.line(first.line))
                specs[index].base[.default].sampleText = PropertyValue(raw: first.text, value: first.text, provenance: provenance)
                continue
            }
            for variant in spec.variants.indices where spec.variants[variant][.default].sampleText == nil {
                let own = ComponentKind.words(of: spec.variants[variant].name)
                guard !own.isEmpty else { continue }
                let found = elements.filter { element in
                    element.byTag && element.kind == spec.kind && element.classes.contains { words in
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

import Foundation
import SpecimenModel

/// The words a view shows, for its preview: labels passed where the listing uses the view
/// (`AppButton(title: "Save", style: .primary)`), written into its content
/// (`Text("Team Meeting")`), or drawn in the section's diagram.
package struct SwiftUISampleReader {
    package var names: SwiftUIPropertyTable.Names
    /// How a code block splits into lines: the view reader passes the lines it has split already.
    package var lines: (MarkdownNode) -> [SwiftCodeLine] = SwiftCodeLine.lines(of:)

    /// Labels passed where the listing uses the view, or written into its content.
    package func readUsage(_ view: SwiftUIViewDeclaration, usage: [SwiftCodeLine], context: ComponentContext, into spec: inout ComponentSpec) {
        let textParameters = Set(view.lines.compactMap { textParameter(in: $0.trimmed) })
        let own = (view.lines.first?.line ?? 0)...(view.lines.last?.line ?? 0)
        for (index, line) in usage.enumerated() where !own.contains(line.line) {
            guard let start = line.trimmed.range(ofLiteral: "\(view.name)(") ?? line.trimmed.range(ofLiteral: "\(view.name) {") else { continue }
            var joined = String(line.trimmed[start.lowerBound...])
            var cursor = index
            while SwiftSourceScanner.parenthesised(joined) == nil, joined.contains(literal: "("), cursor + 1 < usage.count, cursor - index < 12 {
                cursor += 1
                joined += "\n" + usage[cursor].trimmed
            }
            let labelled = SwiftSourceScanner.labelled(SwiftSourceScanner.parenthesised(joined) ?? "")
            var sample: String?
            for (label, value) in labelled where textParameters.contains(label) || names.sampleLabels.contains(label) {
                if let quoted = Self.plainStringLiteral(value) { sample = quoted; break }
            }
            if sample == nil, joined.hasSuffix("{") || line.trimmed.hasSuffix("{") {
                for next in usage[(index + 1)...].prefix(12) {
                    if let text = literalText(in: next.trimmed) { sample = text; break }
                }
            }
            guard let sample else { continue }
            let provenance = context.provenance(line: line.line)
            if !spec.samples.contains(where: { $0.value == sample }) {
                spec.samples.append(PropertyValue(raw: line.trimmed, value: sample, provenance: provenance))
            }
            if let style = labelled.first(where: { $0.value.hasPrefix(".") && spec.variant(named: String($0.value.dropFirst())) != nil }),
               let variant = spec.variants.firstIndex(where: { $0.name == String(style.value.dropFirst()) }),
               spec.variants[variant][.default].sampleText == nil {
                spec.variants[variant][.default].sampleText = PropertyValue(raw: line.trimmed, value: sample, provenance: provenance)
            }
        }
    }

    /// Words drawn in the section's diagram (`WEEK 42`, `October 2026`) when no code names any.
    package func diagramTexts(in blocks: [MarkdownNode], context: ComponentContext) -> [PropertyValue<String>] {
        for block in blocks {
            guard case .codeBlock = block.kind, block.literal.contains(literal: "│") else { continue }
            var out: [PropertyValue<String>] = []
            for line in lines(block) {
                let pieces = line.text.pieces(splitAt: "│")
                guard pieces.count >= 3 else { continue }
                for piece in pieces.dropFirst().dropLast().flatMap({ $0.split(separator: "   ") }) {
                    let text = piece.trimming(scalarsIn: .notAlphanumericOrPunctuation)
                    guard text.filter({ $0.fastIsLetter || $0.fastIsNumber }).count >= 2, !text.hasPrefix("("), !text.hasSuffix(":"),
                          ValueScanner.length(in: text) == nil,
                          !text.contains(literal: "─"), !text.contains(literal: "█"), !out.contains(where: { $0.value == text }) else { continue }
                    out.append(PropertyValue(raw: line.trimmed, value: text, provenance: context.provenance(line: line.line)))
                }
            }
            if !out.isEmpty { return out }
        }
        return []
    }

    /// A name for the view a chain styles: the words it shows, its symbol, or its type
    /// (`HStack(spacing)`, `Circle`).
    package func label(of opener: String) -> String {
        if let text = literalText(in: opener) { return text }
        if let image = imageName(in: opener) { return image }
        let call = opener.prefix { $0.fastIsLetter || $0.fastIsNumber || $0 == "_" }
        guard !call.isEmpty else { return opener }
        var rest = opener[call.endIndex...]
        if rest.first == "(" { rest = rest.dropFirst() }
        let first = rest.prefix { $0.fastIsLetter || $0.fastIsNumber || $0 == "_" || $0 == "." }
        return first.isEmpty ? String(call) : "\(call)(\(first))"
    }

    /// `Text("Team Meeting")` → `Team Meeting`: the first text view with a plain literal.
    package func literalText(in line: String) -> String? {
        let opening = names.literalView + "(\""
        var search = line.startIndex
        while let found = line[search...].range(ofLiteral: opening) {
            search = found.upperBound
            let text = line[found.upperBound...].prefix { $0 != "\"" }
            let close = text.endIndex
            guard !text.isEmpty, close < line.endIndex, line[line.index(after: close)...].hasPrefix(")") else { continue }
            return String(text)
        }
        return nil
    }

    /// `Image(systemName: "star")` → `star`.
    private func imageName(in line: String) -> String? {
        var search = line.startIndex
        while let found = line[search...].range(ofLiteral: names.imageNameLabel + ":") {
            search = found.upperBound
            let rest = line[found.upperBound...].drop { $0.fastIsWhitespace }
            guard rest.first == "\"" else { continue }
            let name = rest.dropFirst().prefix { $0 != "\"" }
            guard !name.isEmpty, name.endIndex < line.endIndex else { continue }
            return String(name)
        }
        return nil
    }

    /// `Text(title)` → `title`: a property the view shows as text.
    package func textParameter(in line: String) -> String? {
        let candidates = names.textViews.flatMap { view -> [Range<String.Index>] in
            var out: [Range<String.Index>] = []
            var search = line.startIndex
            while let found = line[search...].range(ofLiteral: view + "(") {
                out.append(found)
                search = found.upperBound
            }
            return out
        }
        for found in candidates.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            let word = line[found.upperBound...].prefix { $0.fastIsLetter || $0.fastIsNumber || $0 == "_" }
            if !word.isEmpty { return String(word) }
        }
        return nil
    }

    /// `"Save"`: a whole string literal without a quote inside.
    package static func plainStringLiteral(_ text: String) -> String? {
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else { return nil }
        let inner = text.dropFirst().dropLast()
        return inner.contains(literal: "\"") ? nil : String(inner)
    }
}

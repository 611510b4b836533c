import Foundation

/// GFM tables of component properties: one row per state with a column per property
/// (`| State | Background | Text | Border |`), or two-column `| Property | Value |` tables.
struct PropertyTableReader: ComponentBlockReader {
    func read(_ block: MarkdownNode, into builder: inout SpecBuilder) -> Bool {
        guard case .table = block.kind else { return false }
        let rows = block.children.map { row in (row.startLine, row.children.map { $0.markedText.trimmingCharacters(in: .whitespaces) }) }
        guard let header = rows.first?.1, rows.count > 1, header.count >= 2 else { return false }
        let phrases = builder.phrases
        let headerIsProperties = header.dropFirst().contains { PropertyPhraseReader.meaning(ofLabel: $0) != nil }
        if headerIsProperties {
            for (line, cells) in rows.dropFirst() {
                let state = ComponentState.from(label: cells.first ?? "", kind: builder.spec.kind) ?? .default
                var set = builder.spec.base[state]
                for (label, cell) in zip(header.dropFirst(), cells.dropFirst()) where !cell.isEmpty && cell != "—" && cell != "-" {
                    if !phrases.apply(label: label, text: cell, line: line, to: &set),
                       Vocabulary.standard.sampleColumns.contains(where: { label.lowercased().contains($0) }) {
                        set.sampleText = PropertyValue(raw: cell, value: cell.trimmingCharacters(in: CharacterSet(charactersIn: "\"")), provenance: builder.context.provenance(line: line))
                    }
                }
                builder.spec.base[state] = set
            }
            return true
        }
        guard header.count == 2 else { return false }
        for (line, cells) in rows.dropFirst() where cells.count >= 2 {
            builder.readLabelled(label: cells[0], rest: cells[1], line: line, variant: nil)
        }
        return true
    }
}

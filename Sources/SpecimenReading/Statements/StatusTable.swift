import SpecimenModel

/// A table of statuses, each row with its fill and its text (`| Status | Background | Text Color |`,
/// `Late | #dc2626 | White`): every row is one look of a status badge, drawn with that fill and
/// that text, so the pair is measured; its cells are no palette colours.
package enum StatusTable {
    /// Whether a table's headers make it one: its row names under a column every word of
    /// which names statuses (`pageBackground.statusGroups`: `Status`, `Estado`), and among its
    /// other columns one for the fill and one for the text.
    package static func holds(headers: [String]) -> Bool {
        guard let first = headers.first, case let words = ComponentKind.words(of: ValueScanner.clean(first)), !words.isEmpty,
              Vocabulary.standard.pageBackground.statusGroups.covers(words) else { return false }
        let meanings = headers.dropFirst().map { Vocabulary.standard.property(ValueScanner.clean($0)) }
        return meanings.contains(.fill) && meanings.contains(.text)
    }

    /// Whether a block is such a table.
    package static func holds(_ block: MarkdownNode) -> Bool {
        guard case .table = block.kind, let header = block.children.first else { return false }
        return holds(headers: header.children.map(\.plainText))
    }

    /// `Expiry Status Colors` → `Expiry Status`: the badge a heading over such a table names,
    /// without the words that say its section is a palette (`paletteSections`).
    package static func badgeName(heading: String) -> String {
        var words = heading.split(separator: " ").map(String.init)
        while words.count > 1, let last = words.last, case let read = ComponentKind.words(of: last), !read.isEmpty,
              Vocabulary.standard.paletteSections.covers(read) {
            words.removeLast()
        }
        return words.joined(separator: " ")
    }
}

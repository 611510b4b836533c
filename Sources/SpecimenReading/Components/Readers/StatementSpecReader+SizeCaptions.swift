import Foundation
import SpecimenModel

/// `**Size variants**` over `- sm: height 28px, …`, `- md: …`, `- lg: …`: a caption naming the
/// component's sizes (the vocabulary's `sizeScales` headings) over one line per size.
extension StatementSpecReader {
    /// Reads each size caption's lines as one list of sizes, as `Sizes: small …; medium …` is
    /// read (`SpecBuilder.readSizeList`): the component drawn at its default size where it states
    /// none, every size listed with its words. The caption is no variant of its own. Returns the
    /// indices of the statements read; a caption whose lines name no two sizes is left as it is.
    func readSizeCaptions(into builder: inout SpecBuilder) -> Set<Int> {
        let vocabulary = Vocabulary.standard
        let kindWords = Vocabulary.kindWords(of: builder.spec.kind)
        var groups: [(caption: String, indices: [Int])] = []
        for (index, statement) in statements.enumerated() {
            guard statement.syntax == .bullet, !statement.label.isEmpty, !statement.value.isEmpty,
                  statement.subject.count == headingCount + 1, let caption = statement.subject.last,
                  case let words = ComponentKind.words(of: caption).filter({ !kindWords.contains($0) }), !words.isEmpty,
                  vocabulary.sizeScaleHeadings.contains(words.joined(separator: " ")) else { continue }
            if let last = groups.indices.last, groups[last].caption == caption {
                groups[last].indices.append(index)
            } else {
                groups.append((caption, [index]))
            }
        }
        var read = Set<Int>()
        for group in groups where group.indices.count >= 2 {
            let lines = group.indices.map { statements[$0] }
            let text = lines.map { "\($0.label): \($0.value)" }.joined(separator: "; ")
            // (The size drawn is the default one, cited at its own line.)
            let drawn = lines.first { vocabulary.defaultSizeNames.contains(ComponentKind.words(of: $0.label).joined(separator: " ")) } ?? lines[0]
            if builder.readSizeList(label: group.caption, rest: text, line: drawn.line, variant: nil) {
                read.formUnion(group.indices)
            }
        }
        return read
    }
}

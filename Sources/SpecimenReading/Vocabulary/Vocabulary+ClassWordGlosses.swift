import SpecimenModel

extension Vocabulary {
    /// The English words of each `classWordGlosses` phrase among `words` (a heading's, from
    /// `ComponentKind.words(of:)`): `モーダル` gives `modal`, `アラート・通知` gives `alert`,
    /// `notification`. Empty when the words hold none, as every English heading's do.
    package func classWordGloss(of words: [String]) -> [String] {
        guard !classWordGlosses.isEmpty else { return [] }
        var glossed: [String] = []
        var start = 0
        while start < words.count {
            var longest: (length: Int, gloss: [String])?
            for entry in classWordGlosses[words[start]] ?? [] {
                let end = start + entry.phrase.count
                guard end <= words.count, entry.phrase.count > longest?.length ?? 0,
                      words[start..<end].elementsEqual(entry.phrase) else { continue }
                longest = (entry.phrase.count, entry.gloss)
            }
            if let longest {
                glossed += longest.gloss
                start += longest.length
            } else {
                start += 1
            }
        }
        return glossed
    }
}

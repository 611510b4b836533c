import SpecimenModel

/// Vocabulary entries matched against a text's words as phrases (page-background words, claim
/// scopes, prohibitions, component-section headings), so an entry may be one word
/// (`canvas`), several (`app background`) or a term in a script written without spaces
/// (`页面背景`, which `ComponentKind.words(of:)` reads a character at a time).
package struct WordPhrases: Sendable {
    package private(set) var phrases: [[String]] = []
    /// The entries by their first word, in order: a text's words are looked up, not compared
    /// with every entry at every place.
    private var byFirstWord: [String: [[String]]] = [:]

    package init(_ entries: [String] = []) {
        phrases = entries.map { ComponentKind.words(of: $0) }.filter { !$0.isEmpty }
        for phrase in phrases { byFirstWord[phrase[0], default: []].append(phrase) }
    }

    /// Whether some entry occurs in `words`, whole and in order.
    package func occurs(in words: [String]) -> Bool {
        for start in words.indices {
            guard let entries = byFirstWord[words[start]] else { continue }
            for phrase in entries where phrase.count <= words.count - start && words[start..<start + phrase.count].elementsEqual(phrase) {
                return true
            }
        }
        return false
    }

    /// Whether `words` begin with some entry (`Use Void Black …` begins with `use`).
    package func opens(_ words: [String]) -> Bool {
        phrases.contains { $0.count <= words.count && words.prefix($0.count).elementsEqual($0) }
    }

    /// Whether `words` are made of entries and nothing else (`Page Background`, `背景`).
    package func covers(_ words: [String], with others: WordPhrases? = nil) -> Bool {
        let all = phrases + (others?.phrases ?? [])
        var index = 0
        outer: while index < words.count {
            for phrase in all where phrase.count <= words.count - index && words[index..<index + phrase.count].elementsEqual(phrase) {
                index += phrase.count
                continue outer
            }
            return false
        }
        return !words.isEmpty
    }
}

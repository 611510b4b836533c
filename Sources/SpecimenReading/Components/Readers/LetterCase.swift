import SpecimenModel

/// Where words say text is set in capitals: `uppercase`, `all-caps`, `ALL CAPS`, `大文字` (the
/// vocabulary's `phraseFlags.uppercase`). A term is matched as whole words (`small caps` is no
/// `all caps`), and a clause that negates it (`never all-caps`, `no uppercase transform`) says
/// the opposite.
package enum LetterCase {
    /// Whether a phrase sets its text in capitals: a clause of it names the case, and no word
    /// of that clause negates it (`caseNegations`).
    package static func saysUppercase(_ text: String) -> Bool {
        guard mayName(text) else { return false }
        return clauses(of: text).contains { clause in
            let words = words(of: clause)
            guard let at = termAt(words, clause: clause) else { return false }
            return !negates(words, before: at, clause: clause)
        }
    }

    /// Whether a clause opens with the case (`uppercase`, `All-caps eyebrow`, `UPPERCASE
    /// kicker`): what a type table's notes say of the style itself, where a clause that names the
    /// case later (`mixed case and uppercase variants`, `often uppercase`) does not.
    package static func opensWithUppercase(_ clause: String) -> Bool {
        guard mayName(clause) else { return false }
        let words = words(of: clause)
        return termAt(words, clause: clause) == 0 && !negates(words, before: 0, clause: clause)
    }

    /// A type table row's notes (every cell after the first): whether one of their clauses, a
    /// bracket's or one after a dash included (`Filled labels (uppercase)`, `Labels — uppercase`,
    /// `text-transform: uppercase`), opens with the case.
    package static func notesSayUppercase(_ cells: some Sequence<String>) -> Bool {
        cells.contains { cell in clauses(of: cell).contains(where: opensWithUppercase) }
    }

    /// Each term's last word (`caps` of `all caps`): a text none of these occur in names no case,
    /// and is not split into clauses and words at all.
    static let lastWords = Vocabulary.standard.phraseFlags.uppercase.compactMap { term in
        term.isASCIIText ? words(of: term).last : term
    }

    package static func mayName(_ text: String) -> Bool {
        let lower = String(decoding: LoweredText.utf8(of: [Substring(text)]), as: UTF8.self)
        // Asked of every line of the prose. In text that is not all ASCII, `containsText` asks
        // Foundation, which matches canonically equal spellings; but nothing else is canonically
        // equal to a lower-case ASCII letter, so an ASCII word it finds has its bytes there too,
        // and a word without them is passed over unasked.
        return lastWords.contains { word in (!word.isASCIIText || lower.contains(literal: word)) && lower.containsText(word) }
    }

    /// Clauses: the pieces between commas, semicolons, brackets, colons and dashes.
    static func clauses(of text: String) -> [String] {
        var pieces: [String] = []
        var current = ""
        for character in text.replacing(literal: " - ", with: " — ") {
            if ",;:()[]、，；：（）—–".contains(character) {
                pieces.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        pieces.append(current)
        return pieces.map { $0.trimming(charactersIn: " `'\"*_.") }.filter { !$0.isEmpty }
    }

    /// Lower-cased words, split at every character that is neither a letter nor a digit.
    static func words(of text: String) -> [String] {
        text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
    }

    /// The word index where a case term starts in the clause; for a term written in a script
    /// without spaces, 0 when the clause opens with it and 1 when it is only inside it.
    package static func termAt(_ words: [String], clause: String) -> Int? {
        firstIndex(of: Vocabulary.standard.phraseFlags.uppercase, in: words, clause: clause)
    }

    /// A negation before the term (`never all-caps`; `all-caps with no tracking` is still
    /// capitals), or one anywhere in a clause of a script without spaces (`大文字にしない`).
    package static func negates(_ words: [String], before term: Int, clause: String) -> Bool {
        if !clause.isASCIIText, Vocabulary.standard.phraseFlags.caseNegations.contains(where: { !$0.isASCIIText && clause.containsText($0) }) { return true }
        return firstIndex(of: Vocabulary.standard.phraseFlags.caseNegations.filter(\.isASCIIText), in: words, clause: clause).map { $0 < term } ?? false
    }

    /// Where the first of `phrases` starts among the clause's words, each phrase matched as
    /// whole words; a phrase in a script without spaces is found inside the clause's text.
    private static func firstIndex(of phrases: [String], in words: [String], clause: String) -> Int? {
        var found: Int?
        for phrase in phrases {
            guard phrase.isASCIIText else {
                if clause.hasPrefix(phrase) { return 0 }
                if clause.containsText(phrase) { found = min(found ?? 1, 1) }
                continue
            }
            let phraseWords = Self.words(of: phrase)
            guard !phraseWords.isEmpty, phraseWords.count <= words.count else { continue }
            for start in 0...(words.count - phraseWords.count) where words[start..<(start + phraseWords.count)].elementsEqual(phraseWords) {
                found = min(found ?? start, start)
                break
            }
        }
        return found
    }
}

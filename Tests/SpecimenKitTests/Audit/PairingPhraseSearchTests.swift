import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension AuditTests {
    /// "X on Y" is searched near each "on" only; the matches must be those a search of the
    /// whole sentence gives.
    @Suite("Pairing phrase search")
    struct PairingPhraseSearchTests {
        /// 3,000 sentences of 1 to `maxWords` of `words`, each followed by one of `separators`,
        /// drawn by a fixed linear congruential generator, so every run tests the same ones.
        static func sentences(seed: UInt64, maxWords: Int, words: [String], separators: [String]) -> [String] {
            var state = seed
            func next() -> Int {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                return Int(state >> 33)
            }
            return (0..<3000).map { _ in
                let count = 1 + next() % maxWords
                return (0..<count).map { _ in words[next() % words.count] + separators[next() % separators.count] }.joined()
            }
        }

        /// The generated sentences whose "X on Y" matches differ from the whole-sentence regex's,
        /// and how many matches the regex finds in all.
        static func compared(seed: UInt64, maxWords: Int, words: [String], separators: [String]) -> (mismatches: [String], matched: Int) {
            var mismatches: [String] = []
            var matched = 0
            for text in sentences(seed: seed, maxWords: maxWords, words: words, separators: separators) {
                let split = text.split(whereSeparator: \.fastIsWhitespace)
                let expected = text.matches(of: PairingPhrase.colourOnColour).map { "\($0.range) \($0.output.1)|\($0.output.2)" }
                let found = PairingPhrase.colourOnColourMatches(in: text, words: split).map { "\($0.range) \($0.output.1)|\($0.output.2)" }
                if found != expected { mismatches.append(text) }
                matched += expected.count
            }
            return (mismatches, matched)
        }

        @Test func matchesAreThoseOfTheWholeSentence() {
            let words = ["on", "On", "ON", "text", "type", "labels", "Black", "yellow", "ink", "(ink", "is", "a.b", "情報",
                         "on,", "on.", "the", "Canvas", "7", "x_y", "based", "upon"]
            let separators = [" ", " ", " ", "  ", "\t", "\n"]
            let (mismatches, matched) = Self.compared(seed: 23, maxWords: 16, words: words, separators: separators)
            #expect(mismatches.isEmpty, "\(mismatches.prefix(3))")
            // The generated sentences do hold pairings, not only misses.
            #expect(matched > 500)
        }

        /// An "on" whose neighbours cannot end the pattern's sides (`` `#fff` `` after it, `(ink)`
        /// before it) is passed over unsearched; what is found must still be what the whole
        /// sentence gives.
        @Test func passedOverOnsHoldNoMatch() {
            let words = ["on", "On", "text", "Ink", "paper", "`#fff`", "{colors.ink}", "(ink)", "ink)", "ink.", "a_b", "7", "#0c0",
                         "*Ink*", "\"Moss\"", "ink,", "情報", "é", "Über", "x2", "—"]
            let separators = [" ", " ", " ", "  ", "\t", "\n"]
            let (mismatches, matched) = Self.compared(seed: 97, maxWords: 14, words: words, separators: separators)
            #expect(mismatches.isEmpty, "\(mismatches.prefix(3))")
            #expect(matched > 300)
        }

        /// "X backgrounds with Y text" is searched only from a little before its "with"; the
        /// match must be the one a search of the whole sentence gives.
        @Test func fillWithTextMatchIsThatOfTheWholeSentence() {
            let words = ["with", "With", "WITH", "text", "text,", "Type", "labels", "label.", "copy", "texts", "textual", "Ink", "Black",
                         "#1c1e54", "(#141413)", "(`#fff`)", "backgrounds", "fill", "bg", "white", "a.b", "x_y", "情報", "is", "and"]
            let separators = [" ", " ", " ", "  ", "\t", "\n", "\u{00A0}"]
            var mismatches: [String] = []
            var matched = 0
            for text in Self.sentences(seed: 41, maxWords: 14, words: words, separators: separators) {
                let expected = text.firstMatch(of: PairingPhrase.fillWithText).map { "\($0.range) \($0.output.1)|\($0.output.3)" }
                let found = PairingPhrase.fillWithTextMatch(in: text).map { "\($0.range) \($0.output.1)|\($0.output.3)" }
                if found != expected { mismatches.append(text) }
                if expected != nil { matched += 1 }
            }
            #expect(mismatches.isEmpty, "\(mismatches.prefix(3))")
            #expect(matched > 200)
        }

        /// "X on Y" with a colour literal on a side is searched from a little before the first
        /// "on" with a match around it; the match must be the one a search of the whole sentence
        /// gives, when the sentence has the word "on" at all.
        @Test func literalOnColourMatchIsThatOfTheWholeSentence() {
            let words = ["on", "On", "ON", "on,", "upon", "text", "Text", "Heron", "Slate", "deep", "#F5F5F0", "#0f1f17", "(#abc)",
                         "(`#123456`)", "passes", "AA", "x_y", "a.b", "情報", "is", "7", "—"]
            let separators = [" ", " ", " ", "  ", "\t", "\n", "\u{00A0}"]
            var mismatches: [String] = []
            var matched = 0
            for text in Self.sentences(seed: 59, maxWords: 18, words: words, separators: separators) {
                let hasOn = text.split(whereSeparator: \.fastIsWhitespace).contains { $0.lowercased() == "on" }
                let expected = hasOn ? text.firstMatch(of: PairingPhrase.literalOnColour).map(Self.described) : nil
                let found = PairingPhrase.literalOnColourMatch(in: text).map(Self.described)
                if found != expected { mismatches.append(text) }
                if expected != nil { matched += 1 }
            }
            #expect(mismatches.isEmpty, "\(mismatches.prefix(3))")
            #expect(matched > 500)
        }

        static func described(_ match: Regex<(Substring, Substring, Substring?, Substring, Substring?)>.Match) -> String {
            "\(match.range) \(match.output.1)|\(match.output.2 ?? "-")|\(match.output.3)|\(match.output.4 ?? "-")"
        }
    }
}

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

        @Test func matchesAreThoseOfTheWholeSentence() {
            let words = ["on", "On", "ON", "text", "type", "labels", "Black", "yellow", "ink", "(ink", "is", "a.b", "情報",
                         "on,", "on.", "the", "Canvas", "7", "x_y", "based", "upon"]
            let separators = [" ", " ", " ", "  ", "\t", "\n"]
            var mismatches: [String] = []
            var matched = 0
            for text in Self.sentences(seed: 23, maxWords: 16, words: words, separators: separators) {
                let split = text.split(whereSeparator: \.fastIsWhitespace)
                let expected = text.matches(of: PairingPhrase.colourOnColour).map { "\($0.range) \($0.output.1)|\($0.output.2)" }
                let found = PairingPhrase.colourOnColourMatches(in: text, words: split).map { "\($0.range) \($0.output.1)|\($0.output.2)" }
                if found != expected { mismatches.append(text) }
                matched += expected.count
            }
            #expect(mismatches.isEmpty, "\(mismatches.prefix(3))")
            // The generated sentences do hold pairings, not only misses.
            #expect(matched > 500)
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
    }
}

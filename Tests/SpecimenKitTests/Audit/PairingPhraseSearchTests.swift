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
        @Test func matchesAreThoseOfTheWholeSentence() {
            let words = ["on", "On", "ON", "text", "type", "labels", "Black", "yellow", "ink", "(ink", "is", "a.b", "情報",
                         "on,", "on.", "the", "Canvas", "7", "x_y", "based", "upon"]
            let separators = [" ", " ", " ", "  ", "\t", "\n"]
            var state: UInt64 = 23
            func next() -> Int {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                return Int(state >> 33)
            }
            var mismatches: [String] = []
            var matched = 0
            for _ in 0..<3000 {
                let count = 1 + next() % 16
                let text = (0..<count).map { _ in words[next() % words.count] + separators[next() % separators.count] }.joined()
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
    }
}

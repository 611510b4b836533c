import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// The scanners' word boundaries and the phrases they find, held to the regular expressions
/// they replaced over generated text: letters, digits and the punctuation that joins words,
/// with spaces and Japanese text between.
@Suite("Word boundaries")
struct WordBoundaryTests {
    /// Text from a fixed generator, so a failure names the same string on every run.
    static func generated(count: Int, seed: UInt64, alphabet: [String]) -> [String] {
        var state = seed
        func next() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 33)
        }
        return (0..<count).map { _ in (0..<(1 + next() % 12)).map { _ in alphabet[next() % alphabet.count] }.joined() }
    }

    static let alphabet = ["a", "b", "A", "1", "4", "_", ".", ":", "'", ",", ";", " ", "\t", "-", "情", "は"]

    @Test func boundariesAreWhereBackslashBFindsThem() {
        let boundary = #/\b/#
        var mismatches: [String] = []
        for text in Self.generated(count: 4000, seed: 7, alphabet: Self.alphabet) {
            let expected = Set(text.matches(of: boundary).map { text.utf8.distance(from: text.startIndex, to: $0.range.lowerBound) })
            var copy = text
            let found = copy.withUTF8 { bytes in
                Set(text.indices.map { text.utf8.distance(from: text.startIndex, to: $0) } + [bytes.count]).filter {
                    WordBoundary.isBoundary(at: $0, in: bytes)
                }
            }
            if found != expected { mismatches.append(text) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test func ratiosAreWhatTheRegularExpressionFound() {
        // A decimal comma is a point (`4,7:1` is 4.7).
        let ratio = #/(\d{1,2}(?:[.,]\d+)?)\s*:\s*1\b/#
        let alphabet = ["1", "4", "5", "0", ".", ":", " ", "\u{3000}", "a", "_", ",", "情", "x"]
        var mismatches: [String] = []
        for text in Self.generated(count: 6000, seed: 11, alphabet: alphabet) + ["4.5:1", "3 : 1", "104.5:1", "2:10", "4.5:1.5", "7:1以上", "4,7:1", "15,75:1 sobre papel"] {
            let expected = text.matches(of: ratio).map { String($0.output.1).replacing(",", with: ".") }
            if ContrastPhrases.ratios(in: text) != expected { mismatches.append(text) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
        #expect(ContrastPhrases.ratios(in: "texto (4,7:1 sobre o papel)") == ["4.7"])
    }

    @Test func levelsAreWhatTheRegularExpressionFound() {
        let level = #/\b(AAA|AA)\b/#
        let alphabet = ["A", "A", "AA", "a", "1", "_", ".", ":", "'", " ", "情", "(", "W"]
        var mismatches: [String] = []
        for text in Self.generated(count: 6000, seed: 13, alphabet: alphabet) + ["WCAG AA", "AAA準拠", "AAAA", "AA1", "AA's", "AA."] {
            let expected = text.matches(of: level).compactMap { WCAGLevel(rawValue: String($0.output.1)) }
            if ContrastPhrases.levels(in: text) != expected { mismatches.append(text) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }
}

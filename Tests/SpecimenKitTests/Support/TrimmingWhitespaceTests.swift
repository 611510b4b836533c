import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// The byte-wise trims give what Foundation's `trimmingCharacters(in: .whitespaces)` and
/// `(in: .whitespacesAndNewlines)` give.
@Suite struct TrimmingWhitespaceTests {
    @Test(arguments: [
        "", " ", "\t \t", "abc", "  abc  ", "\ta b\t", "a\r\n", " \r\n ", "\u{3000}全角\u{3000}", " \u{00A0}x\u{00A0} ",
        " \u{301}x", "x\u{301} ", "é ", " 情報 ", "a\u{2003}", "\u{200B}a", "\n a \n", "情報\u{3000}", "\u{85}x\u{2028}",
        "x\u{2029}\n", "\u{0B}\u{0C}y\r", "デザイン", "\u{1680}z", "z\u{202F}", "\u{FEFF}a",
    ])
    func matchesFoundation(_ text: String) {
        #expect(text.trimmingWhitespace == text.trimmingCharacters(in: .whitespaces))
        let padded = "[" + text + "]"
        let inner = padded.dropFirst().dropLast()
        #expect(inner.trimmingWhitespace == inner.trimmingCharacters(in: .whitespaces))
        #expect(text.trimmingWhitespaceAndNewlines == text.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(inner.trimmingWhitespaceAndNewlines == inner.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}


/// Drawings' cells are trimmed over scalars; the result must be Foundation's.
@Suite struct ScalarTrimmingTests {
    @Test func matchesFoundation() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["│", "─", "┌", "→", "▶", " ", "\t", "a", "Z", "9", ".", ",", "(", "情", "ア", "👍", "👍🏽", "\u{301}", "e\u{301}", "★", "🇯🇵", "\u{200B}", "€", "_", "#", "𝐀", "\u{10100}", "😀", "\u{1F3FB}"]
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...10, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            for set in [CharacterSet.notAlphanumericOrPunctuation, .notTextOrSpace] {
                #expect(text.trimming(scalarsIn: set) == text.trimmingCharacters(in: set), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
                let inner = ("a" + text + "a").dropFirst().dropLast()
                #expect(inner.trimming(scalarsIn: set) == inner.trimmingCharacters(in: set))
            }
        }
    }
}

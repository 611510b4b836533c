import Foundation
import Testing
@testable import SpecimenKit

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

/// The byte search for label colons finds the Character `firstIndex(where:)` finds.
@Suite struct SingleScalarSearchTests {
    @Test func findsWhatTheCharacterSearchFinds() {
        var generator = SystemRandomNumberGenerator()
        let pieces = [":", "：", "a", " ", "\u{301}", "情", "👍🏽", "\u{0600}", "\r\n", "::", "e\u{301}", "\u{FF1A}\u{20DD}"]
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let colons: [Character] = [":", "："]
            #expect(text.firstIndex(ofSingleScalar: colons) == text.firstIndex(where: colons.contains), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
            let inner = ("x" + text + "y").dropFirst().dropLast()
            #expect(inner.firstIndex(ofSingleScalar: colons) == inner.firstIndex(where: colons.contains))
        }
    }
}

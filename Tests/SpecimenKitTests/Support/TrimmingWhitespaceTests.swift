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


import Foundation
import Testing
@testable import SpecimenKit

/// The byte-wise trim gives what Foundation's `trimmingCharacters(in: .whitespaces)` gives.
@Suite struct TrimmingWhitespaceTests {
    @Test(arguments: [
        "", " ", "\t \t", "abc", "  abc  ", "\ta b\t", "a\r\n", " \r\n ", "\u{3000}全角\u{3000}", " \u{00A0}x\u{00A0} ",
        " \u{301}x", "x\u{301} ", "é ", " 情報 ", "a\u{2003}", "\u{200B}a", "\n a \n",
    ])
    func matchesFoundation(_ text: String) {
        #expect(text.trimmingWhitespace == text.trimmingCharacters(in: .whitespaces))
        let padded = "[" + text + "]"
        let inner = padded.dropFirst().dropLast()
        #expect(inner.trimmingWhitespace == inner.trimmingCharacters(in: .whitespaces))
    }
}

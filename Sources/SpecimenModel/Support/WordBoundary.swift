/// Unicode's word boundaries (UAX #29, the rule a regular expression's `\b` follows) for words
/// of ASCII letters and digits, found in UTF-8 bytes. The phrase scanners ask it where a regex
/// asked `\b`, for a fraction of the cost: the regex engine decides a boundary by Unicode's
/// tables at every position it tries, in every line.
///
/// Letters, digits and `_` join, and so do spaces; `.`, `:` and `'` join two letters (`a.b`, `ns:name`, `it's`),
/// and `.`, `,`, `;` and `'` two digits (`4.5`, `1,000`). Any other byte, and every non-ASCII
/// character, separates: Japanese and Chinese text need no space around an ASCII word, and a
/// full-width colon or stop is punctuation there. (Unicode would also join an ASCII word to an
/// accented letter or a letter of another alphabet it touches: `écolors`.)
/// `WordBoundaryTests` holds it to `\b` over generated ASCII text.
package enum WordBoundary {
    /// Whether a word may start or end between `bytes[offset - 1]` and `bytes[offset]`.
    package static func isBoundary(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard offset > 0, offset < bytes.count else { return true }
        let before = bytes[offset - 1], after = bytes[offset]
        if isWord(before), isWord(after) { return false }
        // Spaces run together (no word starts inside a run of them).
        if before == Ascii.space, after == Ascii.space { return false }
        if Ascii.isLetter(before), joinsLetters(after), offset + 1 < bytes.count, Ascii.isLetter(bytes[offset + 1]) { return false }
        if joinsLetters(before), Ascii.isLetter(after), offset > 1, Ascii.isLetter(bytes[offset - 2]) { return false }
        if Ascii.isDigit(before), joinsDigits(after), offset + 1 < bytes.count, Ascii.isDigit(bytes[offset + 1]) { return false }
        if joinsDigits(before), Ascii.isDigit(after), offset > 1, Ascii.isDigit(bytes[offset - 2]) { return false }
        return true
    }

    private static func isWord(_ byte: UInt8) -> Bool { Ascii.isLetter(byte) || Ascii.isDigit(byte) || byte == Ascii.underscore }

    private static func joinsLetters(_ byte: UInt8) -> Bool {
        byte == Ascii.dot || byte == Ascii.colon || byte == UInt8(ascii: "'")
    }

    private static func joinsDigits(_ byte: UInt8) -> Bool {
        byte == Ascii.dot || byte == Ascii.comma || byte == UInt8(ascii: ";") || byte == UInt8(ascii: "'")
    }
}

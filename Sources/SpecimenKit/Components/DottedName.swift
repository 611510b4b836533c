/// A dotted semantic name in running text: `feedback.error`, `colors.primary`. A byte scanner
/// rather than a regular expression, because it reads every line of a document (the regex was a
/// seventh of the Components stage on a long Japanese document, on one core).
///
/// A name is two ASCII words joined by one dot, the first starting lower-case. It stands on its
/// own: it does not touch a letter, digit or underscore, nor run on through `.`, `:` or an
/// apostrophe into a further word, so `theme.colors.primary` (three members) and `v2_colors.x`
/// are not read. Any other character may border it: Japanese or Chinese text and its full-width
/// punctuation included (`色はcolors.primaryです`, `Primary：brand.main`).
enum DottedName {
    /// The first name on the line, whole and by its last member.
    static func first(in line: Substring) -> (name: String, member: String)? {
        var line = line
        return line.withUTF8 { bytes in
            var dot = 0
            while let found = nextDot(in: bytes, from: dot) {
                dot = found + 1
                guard let (start, end) = name(around: found, in: bytes) else { continue }
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                let member = String(decoding: UnsafeBufferPointer(rebasing: bytes[(found + 1)..<end]), as: UTF8.self)
                return (text, member)
            }
            return nil
        }
    }

    private static func nextDot(in bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> Int? {
        var index = offset
        while index < bytes.count {
            if bytes[index] == Ascii.dot { return index }
            index += 1
        }
        return nil
    }

    /// The name whose dot is at `dot`: the letters on either side, when both sides are words of
    /// their own.
    private static func name(around dot: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (Int, Int)? {
        var start = dot
        while start > 0, Ascii.isLetter(bytes[start - 1]) { start -= 1 }
        var end = dot + 1
        while end < bytes.count, Ascii.isLetter(bytes[end]) { end += 1 }
        guard start < dot, end > dot + 1, bytes[start] &- UInt8(ascii: "a") < 26 else { return nil }
        if start > 0 {
            let before = bytes[start - 1]
            if joinsWord(before) || (isJoiner(before) && start > 1 && Ascii.isLetter(bytes[start - 2])) { return nil }
        }
        if end < bytes.count {
            let after = bytes[end]
            if joinsWord(after) || (isJoiner(after) && end + 1 < bytes.count && Ascii.isLetter(bytes[end + 1])) { return nil }
        }
        return (start, end)
    }

    /// A digit or underscore beside a word makes it part of a longer one (letters are already
    /// taken into the word).
    private static func joinsWord(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10 || byte == Ascii.underscore
    }

    /// Punctuation that joins two words into one when letters stand on both sides (`a.b.c`,
    /// `ns:name`, `it's`).
    private static func isJoiner(_ byte: UInt8) -> Bool {
        byte == Ascii.dot || byte == Ascii.colon || byte == UInt8(ascii: "'")
    }
}

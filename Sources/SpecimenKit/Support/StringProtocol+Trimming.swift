import Foundation

extension StringProtocol {
    /// The text without leading and trailing `CharacterSet.whitespaces`, as
    /// `trimmingCharacters(in: .whitespaces)` gives it, without Foundation's round trip through
    /// UTF-16 for the common case: ends that are ASCII are trimmed here byte by byte, and only a
    /// text with a non-ASCII end (which might be a wide space) is left to Foundation.
    var trimmingWhitespace: String {
        let text = Substring(self)
        let bytes = text.utf8
        var start = bytes.startIndex
        var end = bytes.endIndex
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start = bytes.index(after: start) }
        while start < end {
            let before = bytes.index(before: end)
            guard bytes[before] == 0x20 || bytes[before] == 0x09 else { break }
            end = before
        }
        guard start < end else { return "" }
        guard bytes[start] < 0x80, bytes[bytes.index(before: end)] < 0x80 else {
            return trimmingCharacters(in: .whitespaces)
        }
        return String(text[start..<end])
    }
}

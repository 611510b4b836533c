import Foundation

// The trims are inlinable, as the searches of `StringProtocol+Literal` are: specialised in each
// caller's module rather than called generically.
extension StringProtocol {
    /// The text without leading and trailing `CharacterSet.whitespaces`, as
    /// `trimmingCharacters(in: .whitespaces)` gives it, without Foundation's round trip through
    /// UTF-16 for the common case: ends that are ASCII are trimmed here byte by byte, and only a
    /// text with a wide space at an end is left to Foundation.
    @inlinable package var trimmingWhitespace: String {
        trimmed(asciiSpace: { $0 == 0x20 || $0 == 0x09 }) {
            $0.trimmingCharacters(in: .whitespaces)
        }
    }

    /// The same for `CharacterSet.whitespacesAndNewlines`: ASCII spaces and line breaks here,
    /// anything wider by Foundation.
    @inlinable package var trimmingWhitespaceAndNewlines: String {
        trimmed(asciiSpace: { $0 == 0x20 || (0x09...0x0D).contains($0) }) {
            $0.trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

    /// `trimmingCharacters(in: set)` over the text's scalars, without Foundation's round trip
    /// through UTF-16: drawings' cells are trimmed of glyphs on every line of a long document.
    /// As Foundation's trim does, a scalar beyond the Basic Multilingual Plane (an emoji) ends
    /// it, whatever the set holds.
    package func trimming(scalarsIn set: CharacterSet) -> String {
        let scalars = Substring(self).unicodeScalars
        func trims(_ scalar: Unicode.Scalar) -> Bool { scalar.value <= 0xFFFF && set.contains(scalar) }
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, trims(scalars[start]) { start = scalars.index(after: start) }
        while start < end {
            let before = scalars.index(before: end)
            guard trims(scalars[before]) else { break }
            end = before
        }
        return String(scalars[start..<end])
    }

    @inlinable func trimmed(asciiSpace: (UInt8) -> Bool, foundation: (Self) -> String) -> String {
        let text = Substring(self)
        let bytes = text.utf8
        // Offsets found in the UTF-8 buffer, which a native string has: stepping the view's
        // indices cost more than the test of each byte.
        let offsets = bytes.withContiguousStorageIfAvailable { buffer -> (Int, Int) in
            var start = 0
            var end = buffer.count
            while start < end, asciiSpace(buffer[start]) { start += 1 }
            while start < end, asciiSpace(buffer[end - 1]) { end -= 1 }
            return (start, end)
        }
        var start = bytes.startIndex
        var end = bytes.endIndex
        if let (low, high) = offsets {
            start = bytes.index(start, offsetBy: low)
            end = bytes.index(start, offsetBy: high - low)
        } else {
            while start < end, asciiSpace(bytes[start]) { start = bytes.index(after: start) }
            while start < end {
                let before = bytes.index(before: end)
                guard asciiSpace(bytes[before]) else { break }
                end = before
            }
        }
        guard start < end else { return "" }
        let core = text[start..<end]
        // A non-ASCII end is most often a letter, a mark or punctuation, which no trim removes;
        // anything else (a wide space, a format character such as U+200B, which Foundation's
        // Unicode tables count as a space) is left to Foundation.
        if bytes[start] >= 0x80 || bytes[bytes.index(before: end)] >= 0x80,
           let first = core.unicodeScalars.first, let last = core.unicodeScalars.last, !Self.staysAtEnd(first) || !Self.staysAtEnd(last) {
            return foundation(self)
        }
        return String(core)
    }

    /// Letters, marks, numbers, punctuation and symbols: never whitespace.
    @usableFromInline static func staysAtEnd(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .format, .surrogate, .privateUse, .unassigned: false
        default: true
        }
    }
}

extension Substring {
    /// The text's lines, split at line feeds by bytes. These are the lines
    /// `split(separator: "\n", omittingEmptySubsequences: false)` gives on text whose line
    /// endings are normalised (`normalizedForReading`): a line feed is always a grapheme cluster
    /// of its own (UAX #29, GB4 and GB5), so no Character needs to be formed to find it. On a
    /// whole document that saves a grapheme-break pass over every byte.
    var lineSlices: [Substring] {
        utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { Substring($0) }
    }
}

extension String {
    /// The text's lines, split at line feeds by bytes (see `Substring.lineSlices`).
    var lineSlices: [Substring] { self[...].lineSlices }
}

extension String {
    /// The non-empty pieces between any of `separators`, ASCII characters all: what
    /// `split(whereSeparator:)` gives. ASCII text with normalised line endings is one Character
    /// per byte, so it is split by bytes; other text by Characters, where a separator followed by
    /// a combining mark is not one.
    func pieces(separatedBy separators: StaticString) -> [Substring] {
        let bytes = UnsafeBufferPointer(start: separators.utf8Start, count: separators.utf8CodeUnitCount)
        guard utf8.allSatisfy({ $0 < 0x80 }) else {
            return split { character in character.asciiValue.map(bytes.contains) ?? false }
        }
        return utf8.split(whereSeparator: bytes.contains).map { Substring($0) }
    }
}

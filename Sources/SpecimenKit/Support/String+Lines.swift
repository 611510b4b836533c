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

    /// The non-empty pieces between any of `separators`, ASCII characters all: what
    /// `split(whereSeparator:)` gives. ASCII text with normalised line endings is one Character
    /// per byte, so it is split by bytes; other text by Characters, where a separator followed by
    /// a combining mark is not one.
    func nonEmptyPieces(separatedBy separators: StaticString) -> [Substring] {
        let bytes = UnsafeBufferPointer(start: separators.utf8Start, count: separators.utf8CodeUnitCount)
        guard utf8.allSatisfy({ $0 < 0x80 }) else {
            return split { character in character.asciiValue.map(bytes.contains) ?? false }
        }
        return utf8.split(whereSeparator: bytes.contains).map { Substring($0) }
    }

    /// `split(separator: separator, omittingEmptySubsequences: false)`, found by a byte search:
    /// a match counts only where it is a whole Character (not the start of a cluster that a
    /// combining mark continues, nor the end of one), so the pieces are the Character split's,
    /// without forming every Character of the line.
    func pieces(splitAt separator: Character) -> [Substring] {
        let needle = String(separator)
        var pieces: [Substring] = []
        var start = startIndex
        var rest = self[...]
        while let match = rest.range(ofLiteral: needle) {
            if String.Index(match.lowerBound, within: self) != nil, self[match.lowerBound...].first == separator {
                pieces.append(self[start..<match.lowerBound])
                start = match.upperBound
            }
            rest = self[match.upperBound...]
        }
        pieces.append(self[start...])
        return pieces
    }
}

import Foundation

extension Substring {
    /// The text's lines, split at line feeds by bytes. These are the lines
    /// `split(separator: "\n", omittingEmptySubsequences: false)` gives on text whose line
    /// endings are normalised (`normalizedForReading`): a line feed is always a grapheme cluster
    /// of its own (UAX #29, GB4 and GB5), so no Character needs to be formed to find it. On a
    /// whole document that saves a grapheme-break pass over every byte.
    package var lineSlices: [Substring] {
        // The line feeds found by memchr in the string's buffer (a native string has one): the
        // collection's split stepped the UTF-8 view a byte at a time.
        let bytes = utf8
        guard let feeds = bytes.withContiguousStorageIfAvailable(Self.lineFeedOffsets) else {
            return bytes.split(separator: Ascii.newline, omittingEmptySubsequences: false).map { Substring($0) }
        }
        var lines: [Substring] = []
        lines.reserveCapacity(feeds.count + 1)
        var start = bytes.startIndex
        var startOffset = 0
        for feed in feeds {
            let end = bytes.index(start, offsetBy: feed - startOffset)
            lines.append(self[start..<end])
            start = bytes.index(after: end)
            startOffset = feed + 1
        }
        lines.append(self[start...])
        return lines
    }

    private static func lineFeedOffsets(_ buffer: UnsafeBufferPointer<UInt8>) -> [Int] {
        var feeds: [Int] = []
        guard let base = buffer.baseAddress else { return feeds }
        var offset = 0
        while offset < buffer.count, let hit = memchr(base + offset, Int32(Ascii.newline), buffer.count - offset) {
            let feed = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            feeds.append(feed)
            offset = feed + 1
        }
        return feeds
    }
}

extension String {
    /// The text's lines, split at line feeds by bytes (see `Substring.lineSlices`).
    package var lineSlices: [Substring] { self[...].lineSlices }

    /// The non-empty pieces between any of `separators`, ASCII characters all: what
    /// `split(whereSeparator:)` gives, separators compared by ASCII value. ASCII text without
    /// carriage returns is one Character per byte, so it is split by bytes. Other text is
    /// searched by bytes too, and a separator byte counts where it starts a Character whose
    /// ASCII value is a separator: not one that a combining mark continues, and a carriage
    /// return that a line feed follows is a line feed. Forming every Character of a paragraph in
    /// Japanese cost more than the rest of reading it.
    package func nonEmptyPieces(separatedBy separators: StaticString) -> [Substring] {
        let bytes = UnsafeBufferPointer(start: separators.utf8Start, count: separators.utf8CodeUnitCount)
        guard utf8.allSatisfy({ $0 < 0x80 && $0 != Ascii.carriageReturn }) else {
            var pieces: [Substring] = []
            var start = startIndex
            var index = utf8.startIndex
            while let found = utf8[index...].firstIndex(where: { bytes.contains($0) || $0 == Ascii.carriageReturn }) {
                index = utf8.index(after: found)
                guard String.Index(found, within: self) != nil, let character = self[found...].first,
                      let ascii = character.asciiValue, bytes.contains(ascii) else { continue }
                if start < found { pieces.append(self[start..<found]) }
                start = self.index(after: found)
                index = start
            }
            if start < endIndex { pieces.append(self[start...]) }
            return pieces
        }
        return utf8.split(whereSeparator: bytes.contains).map { Substring($0) }
    }

    /// `split(separator: separator, omittingEmptySubsequences: false)`, found by a byte search:
    /// a match counts only where it is a whole Character (not the start of a cluster that a
    /// combining mark continues, nor the end of one), so the pieces are the Character split's,
    /// without forming every Character of the line.
    package func pieces(splitAt separator: Character) -> [Substring] {
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

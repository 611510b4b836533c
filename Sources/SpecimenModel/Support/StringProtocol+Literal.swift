import Foundation

/// Searches and edits by exact UTF-8 bytes. Foundation's `range(of:)`, `contains(_:)` and
/// `replacingOccurrences(of:with:)` convert both strings to UTF-16 and compare them grapheme by
/// grapheme, about ten times the cost; the readers call them on every line, for needles of
/// punctuation and ASCII words where the byte match is the same match. (Text that spells one
/// character two ways, composed and decomposed, matches only as written.)
///
/// Inlinable, so each caller's module specialises them for its `String` or `Substring`: called
/// generically across modules, each call looked up the generic types' metadata, which cost more
/// than the search.
extension StringProtocol {
    /// The first occurrence of `needle`, or nil (and nil for an empty needle).
    @inlinable package func range(ofLiteral needle: some StringProtocol) -> Range<Index>? {
        // The views' own buffers, not a substring's nor a copy of the needle: the readers ask
        // this of most lines for each of many words, and forming those cost more than the search.
        let bytes = utf8
        // memchr and memcmp over the UTF-8 buffers: stepping the view an index at a time cost
        // more than the comparisons. A native string always has a buffer; the loop below is for
        // others.
        if let found = bytes.withContiguousStorageIfAvailable({ haystack -> Range<Int>? in
            func search(_ pattern: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
                ByteSearch.firstOffset(of: pattern, in: haystack).map { $0..<($0 + pattern.count) }
            }
            if let found = needle.utf8.withContiguousStorageIfAvailable(search) { return found }
            var pattern = String(needle)
            return pattern.withUTF8(search)
        }) {
            guard let found else { return nil }
            let start = bytes.index(bytes.startIndex, offsetBy: found.lowerBound)
            return start..<bytes.index(start, offsetBy: found.count)
        }
        var pattern = needle.utf8.makeIterator()
        guard let first = pattern.next() else { return nil }
        let rest = Array(IteratorSequence(pattern))
        var from = bytes.startIndex
        while let start = bytes[from...].firstIndex(of: first) {
            var index = bytes.index(after: start)
            var matched = 0
            while matched < rest.count, index < bytes.endIndex, bytes[index] == rest[matched] {
                index = bytes.index(after: index)
                matched += 1
            }
            if matched == rest.count { return start..<index }
            from = bytes.index(after: start)
        }
        return nil
    }

    /// The first Character that is one of `characters`, as `firstIndex(where: characters.contains)`
    /// finds it, but searched as bytes: each must be one scalar that nothing else is canonically
    /// equal to (`:` and `：`), so only where its bytes start a Character that is it alone is
    /// there a match (`:` with a combining mark on it is another Character).
    @inlinable package func firstIndex(ofSingleScalar characters: [Character]) -> Index? {
        let text = Substring(self)
        // Each needle's first byte, looked for before the rest of it: most bytes start none, and
        // forming every needle's UTF-8 view at every byte of every line cost more than the search.
        let firstBytes = characters.map(\.utf8.first)
        // The Characters' own UTF-8 views: no copy of the needles per call, on every line read.
        let found = text.utf8.withContiguousStorageIfAvailable { buffer -> Index? in
            for offset in buffer.indices where firstBytes.contains(buffer[offset]) {
                guard let needle = characters.first(where: { character in
                    let bytes = character.utf8
                    return bytes.first == buffer[offset] && offset + bytes.count <= buffer.count
                        && buffer[offset..<(offset + bytes.count)].elementsEqual(bytes)
                }), let index = Index(text.utf8.index(text.utf8.startIndex, offsetBy: offset), within: text) else { continue }
                let after = text.utf8.index(index, offsetBy: needle.utf8.count)
                if after == text.endIndex || Index(after, within: text) != nil { return index }
            }
            return nil
        }
        return found ?? text.firstIndex(where: characters.contains)
    }

    @inlinable package func contains(literal needle: some StringProtocol) -> Bool {
        range(ofLiteral: needle) != nil
    }

    /// Whether `needle` occurs, as Foundation's `contains(_:)` answers it: from the bytes when
    /// both are ASCII (where a byte match and Foundation's match by composed characters are the
    /// same), and by Foundation otherwise (`테두리` written with composed or separate jamo).
    /// Text of other scripts (`枠線なし`) never occurs in ASCII text, composed or not.
    @inlinable package func containsText(_ needle: some StringProtocol) -> Bool {
        if isASCIIText { return needle.isASCIIText && contains(literal: needle) }
        if lacksASCIIText(needle) { return false }
        return contains(needle)
    }

    /// Where `needle` first occurs, as Foundation's `range(of:)` finds it: from the bytes when
    /// both are ASCII, nil for other text in ASCII text, by Foundation otherwise.
    @inlinable package func rangeOfText(_ needle: some StringProtocol) -> Range<Index>? {
        if isASCIIText { return needle.isASCIIText ? range(ofLiteral: needle) : nil }
        if lacksASCIIText(needle) { return nil }
        return range(of: needle)
    }

    /// Whether an ASCII `needle` is surely absent from this text of other scripts, without
    /// Foundation's search (the readers ask for ASCII words in every line of a Japanese
    /// document). Foundation matches by composed characters: where the text spells no ASCII
    /// otherwise, a needle whose bytes do not occur is not found.
    @inlinable package func lacksASCIIText(_ needle: some StringProtocol) -> Bool {
        guard !needle.isEmpty, needle.isASCIIText, !spellsASCIIOtherwise else { return false }
        return !contains(literal: needle)
    }

    /// Whether the text writes a character that Foundation's search takes for ASCII: the only
    /// characters that decompose to ASCII alone are the Kelvin sign (a `K`), the Greek question
    /// mark (a `;`) and the Greek varia (a grave accent).
    @inlinable package var spellsASCIIOtherwise: Bool {
        contains(literal: "\u{212A}") || contains(literal: "\u{037E}") || contains(literal: "\u{1FEF}")
    }

    /// Whether every byte is ASCII, read from the string's buffer.
    @inlinable package var isASCIIText: Bool {
        utf8.withContiguousStorageIfAvailable { bytes in !bytes.contains { $0 >= 0x80 } } ?? utf8.allSatisfy { $0 < 0x80 }
    }

    /// Whether `word` occurs in any mix of ASCII cases: a look before a case-insensitive regex
    /// that cannot match without it. A word with other letters is taken to occur (their cases
    /// and spellings are the regex's to judge). Unicode also folds `ſ` to `s` and the Kelvin
    /// sign to `k`; a regex would read text spelling ASCII words with them, this does not.
    @inlinable package func mayContain(caseInsensitive word: String) -> Bool {
        // The word's own bytes, lowered as they are compared: the readers ask this of every
        // line for each of many words, and a lowered copy of the word for each cost more than
        // the search.
        var word = word
        return word.withUTF8 { pattern in
            guard pattern.allSatisfy({ $0 < 0x80 }) else { return true }
            guard let first = pattern.first.map(Ascii.lowercased) else { return true }
            // Over the string's own buffer: the readers ask of most lines, and a copy of each cost
            // more than the search.
            func search(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
                guard bytes.count >= pattern.count else { return false }
                outer: for start in 0...(bytes.count - pattern.count) where Ascii.lowercased(bytes[start]) == first {
                    for offset in 1..<pattern.count where Ascii.lowercased(bytes[start + offset]) != Ascii.lowercased(pattern[offset]) { continue outer }
                    return true
                }
                return false
            }
            return utf8.withContiguousStorageIfAvailable(search) ?? Array(utf8).withUnsafeBufferPointer(search)
        }
    }

    /// Every occurrence of `target` replaced, left to right, without overlaps.
    @inlinable package func replacing(literal target: some StringProtocol, with replacement: some StringProtocol) -> String {
        var text = Substring(self)
        guard var found = text.range(ofLiteral: target) else { return String(text) }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        while true {
            out += text[..<found.lowerBound]
            out += replacement
            text = text[found.upperBound...]
            guard let next = text.range(ofLiteral: target) else { break }
            found = next
        }
        out += text
        return out
    }

    /// The text without the leading and trailing scalars that are in `characters`, as
    /// `trimmingCharacters(in: CharacterSet(charactersIn: characters))` gives it.
    package func trimming(charactersIn characters: String) -> String {
        let set = characters.unicodeScalars
        let scalars = Substring(self).unicodeScalars
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, set.contains(scalars[start]) { start = scalars.index(after: start) }
        while start < end {
            let before = scalars.index(before: end)
            guard set.contains(scalars[before]) else { break }
            end = before
        }
        return String(scalars[start..<end])
    }
}

/// Byte search over buffers, with memchr and memcmp (glibc's `memmem` is not exported to Swift).
@usableFromInline package enum ByteSearch {
    /// The offset of the first occurrence of `pattern` in `haystack` at or after `offset`, or
    /// nil (and nil for an empty pattern).
    @inlinable package static func firstOffset(of pattern: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>, from offset: Int = 0) -> Int? {
        guard let first = pattern.first, let base = haystack.baseAddress else { return nil }
        var offset = offset
        while offset + pattern.count <= haystack.count,
              let hit = memchr(base + offset, Int32(first), haystack.count - offset - pattern.count + 1) {
            let start = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            // The second byte first: most hits of a common first byte (a space, a letter) end
            // there, and a call to memcmp for each cost more than the look.
            if pattern.count == 1 || (base[start + 1] == pattern[1] && memcmp(base + start, pattern.baseAddress!, pattern.count) == 0) { return start }
            offset = start + 1
        }
        return nil
    }
}

/// Text lower-cased as `lowercased()` lowers it, read from its bytes: a search of a whole
/// document or of every line for a lower-case word need not build a string scalar by scalar,
/// as the standard library's mapping does, for text that is mostly without case (Japanese).
/// `LoweredTextTests` holds it to `lowercased()` for every scalar.
package enum LoweredText {
    /// The lines lowercased and joined by newlines, as UTF-8: what `lowercased()` gives, read
    /// from the bytes. An ASCII byte is folded itself, the three bytes of CJK punctuation, kana
    /// or an ideograph are copied, and only any other scalar is decoded and lowered.
    package static func utf8(of lines: [Substring]) -> [UInt8] {
        var text: [UInt8] = []
        text.reserveCapacity(lines.reduce(lines.count) { $0 + $1.utf8.count })
        for (number, line) in lines.enumerated() {
            if number > 0 { text.append(10) }
            let done: Void? = line.utf8.withContiguousStorageIfAvailable { appendLowered(utf8: $0, to: &text) }
            if done == nil {
                for scalar in line.unicodeScalars { appendLowered(scalar, to: &text) }
            }
        }
        return text
    }

    /// Valid UTF-8 (a string's own bytes), lowered onto `text`.
    private static func appendLowered(utf8 bytes: UnsafeBufferPointer<UInt8>, to text: inout [UInt8]) {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 {
                text.append(Ascii.lowercased(lead))
                index += 1
                continue
            }
            let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
            var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
            for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
            if (0x3000...0x9FFF).contains(value) {
                text.append(contentsOf: bytes[index..<(index + 3)])
            } else {
                appendLowered(Unicode.Scalar(value)!, to: &text)
            }
            index += length
        }
    }

    /// `scalar` as `lowercased()` gives it (the standard library maps each scalar on its own),
    /// as UTF-8. Most scalars of a line in Japanese have no case: one property lookup keeps
    /// them as they are, where the mapping builds a string for each.
    package static func appendLowered(_ scalar: Unicode.Scalar, to text: inout [UInt8]) {
        if scalar.isASCII {
            text.append(Ascii.lowercased(UInt8(scalar.value)))
        } else if (0x3000...0x9FFF).contains(scalar.value) {
            // CJK punctuation, kana, CJK symbols and ideographs have no case: no property lookup
            // for the most common scalars of a document in Japanese or Chinese (the test covers
            // every scalar), and their three UTF-8 bytes written directly.
            let value = scalar.value
            text.append(UInt8(0xE0 | value >> 12))
            text.append(UInt8(0x80 | (value >> 6) & 0x3F))
            text.append(UInt8(0x80 | value & 0x3F))
        } else if scalar.properties.changesWhenLowercased {
            text += scalar.properties.lowercaseMapping.utf8
        } else {
            text += UTF8.encode(scalar)!
        }
    }
}

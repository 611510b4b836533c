import SpecimenModel
import SpecimenReading

/// The two phrases a contrast claim is made of, found by scanning UTF-8 bytes: a ratio (`4.5:1`)
/// and a WCAG level (`AA`, `AAA`). The claim reader asks of every sentence that might hold one;
/// as regular expressions they were most of its time.
package enum ContrastPhrases {
    /// The numbers of the ratios in the text, left to right and not overlapping: one or two
    /// digits, perhaps a fraction, a colon with any spaces around it, then `1` ending a word.
    /// `4.5:1` and `3 : 1` give 4.5 and 3; `14.5:1` gives 14.5, `104.5:1` its last two digits
    /// (`04.5`); `4,7:1` gives 4.7; `2:10` and `4.5:1.5` give nothing.
    package static func ratios(in text: String) -> [String] {
        var text = text
        return text.withUTF8 { bytes in
            var found: [String] = []
            var start = 0
            while start < bytes.count {
                if let (number, end) = ratio(at: start, in: bytes) {
                    // `4,7:1`: a decimal comma, as much of the world writes it, is the point.
                    found.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<number]), as: UTF8.self).replacing(literal: ",", with: "."))
                    start = end
                } else {
                    start += 1
                }
            }
            return found
        }
    }

    /// The levels the text names as words of their own (`WCAG AA`, `AAA準拠`), in order; `AAAA`
    /// and `AA1` name none.
    package static func levels(in text: String) -> [WCAGLevel] {
        var text = text
        return text.withUTF8 { bytes in
            var found: [WCAGLevel] = []
            var index = 0
            while index < bytes.count {
                guard Ascii.isLetter(bytes[index]) else {
                    index += 1
                    continue
                }
                let start = index
                var upperAs = true
                while index < bytes.count, Ascii.isLetter(bytes[index]) {
                    upperAs = upperAs && bytes[index] == UInt8(ascii: "A")
                    index += 1
                }
                guard upperAs, WordBoundary.isBoundary(at: start, in: bytes), WordBoundary.isBoundary(at: index, in: bytes) else { continue }
                switch index - start {
                case 2: found.append(.aa)
                case 3: found.append(.aaa)
                default: break
                }
            }
            return found
        }
    }

    /// A ratio starting at `start`: where its number ends and where the ratio does.
    private static func ratio(at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (number: Int, end: Int)? {
        guard Ascii.isDigit(bytes[start]) else { return nil }
        // Two whole digits if there are two, else one, as a greedy `\d{1,2}` tries them.
        for whole in [2, 1] where start + whole <= bytes.count && (0..<whole).allSatisfy({ Ascii.isDigit(bytes[start + $0]) }) {
            var number = start + whole
            if number + 1 < bytes.count, bytes[number] == Ascii.dot || bytes[number] == UInt8(ascii: ","), Ascii.isDigit(bytes[number + 1]) {
                number += 1
                while number < bytes.count, Ascii.isDigit(bytes[number]) { number += 1 }
            }
            var index = skippingSpaces(from: number, in: bytes)
            guard index < bytes.count, bytes[index] == Ascii.colon else { continue }
            index = skippingSpaces(from: index + 1, in: bytes)
            guard index < bytes.count, bytes[index] == UInt8(ascii: "1"), WordBoundary.isBoundary(at: index + 1, in: bytes) else { continue }
            return (number, index + 1)
        }
        return nil
    }

    /// Past any whitespace, ASCII or not (a no-break or ideographic space).
    private static func skippingSpaces(from offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var index = offset
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                guard Ascii.isWhitespaceCharacter(byte) else { return index }
                index += 1
                continue
            }
            var iterator = bytes[index...].makeIterator()
            var decoder = UTF8()
            guard case .scalarValue(let scalar) = decoder.decode(&iterator), scalar.properties.isWhitespace else { return index }
            index += UTF8.width(scalar)
        }
        return index
    }
}

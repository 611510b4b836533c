import SpecimenModel

/// A dotted semantic name in running text: `feedback.error`, `colors.primary`. A byte scanner
/// rather than a regular expression, because it reads every line of a document (the regex was a
/// seventh of the Components stage on a long Japanese document, on one core).
///
/// A name is two ASCII words joined by one dot, the first starting lower-case, standing alone
/// between word boundaries (`WordBoundary`): `theme.colors.primary` (three members) and
/// `v2_colors.x` are not read, `色はcolors.primaryです` and `Primary：brand.main` are.
package enum DottedName {
    /// The first name on the line, whole and by its last member.
    package static func first(in line: Substring) -> (name: String, member: String)? {
        var line = line
        return line.withUTF8 { bytes in
            var dot = 0
            while let found = bytes[dot...].firstIndex(of: Ascii.dot) {
                dot = found + 1
                guard let (start, end) = name(around: found, in: bytes) else { continue }
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                let member = String(decoding: UnsafeBufferPointer(rebasing: bytes[(found + 1)..<end]), as: UTF8.self)
                return (text, member)
            }
            return nil
        }
    }

    /// The name whose dot is at `dot`: the letters on either side, when both sides are words of
    /// their own.
    private static func name(around dot: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (Int, Int)? {
        var start = dot
        while start > 0, Ascii.isLetter(bytes[start - 1]) { start -= 1 }
        var end = dot + 1
        while end < bytes.count, Ascii.isLetter(bytes[end]) { end += 1 }
        guard start < dot, end > dot + 1, bytes[start] &- UInt8(ascii: "a") < 26,
              WordBoundary.isBoundary(at: start, in: bytes), WordBoundary.isBoundary(at: end, in: bytes) else { return nil }
        return (start, end)
    }
}

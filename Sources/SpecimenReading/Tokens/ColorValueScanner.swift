import Foundation
import SpecimenModel

/// Finds every colour a short piece of text states (a bullet, a table cell, a code line), in
/// order and without overlaps: hex, the CSS colour functions, bare shadcn-style HSL triples,
/// `0x` integers, and the Swift, UIKit, AppKit and Flutter initialisers
/// (`ColorValueScanner+Platform.swift`). Colour names are left to the name layer.
///
/// It runs on every line of large documents, so it reads UTF-8 bytes by hand instead of using
/// regular expressions. Every recogniser either consumes what it read or gives up within a
/// small fixed window, so a scan is linear even on a megabyte of digits, `#`s or `rgb(`.
public enum ColorValueScanner {
    public struct Match: Sendable, Hashable {
        /// The literal as written: `rgb(8, 18, 26)`, `0xFFFFD122`, `Color(red: 0.2, green: 0.4, blue: 0.6)`.
        public var text: String
        public var range: Range<String.Index>
        /// A failure for a malformed candidate such as `#GGG`, so the caller can report it.
        public var color: Result<RGBAColor, ColorSyntaxError>

        public init(text: String, range: Range<String.Index>, color: Result<RGBAColor, ColorSyntaxError>) {
            self.text = text
            self.range = range
            self.color = color
        }
    }

    public static func matches(in text: String) -> [Match] {
        matches(in: text, alphaFirstHex: false)
    }

    /// With `alphaFirstHex`, every 8- and 4-digit `#` literal is Android's `#AARRGGBB` / `#ARGB`;
    /// pass it when the whole text is an Android colour resource's content. Without it, only
    /// literals inside a `<color>` or `<item>` element on the scanned text are read alpha first.
    public static func matches(in text: String, alphaFirstHex: Bool) -> [Match] {
        var utf8 = text
        let found = utf8.withUTF8 { buffer in
            let bytes = Bytes(buffer)
            return merge(scan(bytes, alphaFirstHex: alphaFirstHex), bareHSLTriples(in: bytes))
        }
        // Offsets ascend, so one cursor walked forward converts them all in linear time.
        var matches: [Match] = []
        var cursor = text.utf8.startIndex, cursorOffset = 0
        for hit in found {
            let lower = text.utf8.index(cursor, offsetBy: hit.start - cursorOffset)
            let upper = text.utf8.index(lower, offsetBy: hit.end - hit.start)
            cursor = upper
            cursorOffset = hit.end
            matches.append(Match(text: String(text[lower..<upper]), range: lower..<upper, color: hit.color))
        }
        return matches
    }

    public static func first(in text: String) -> Match? {
        matches(in: text).first
    }

    /// A bare `H S% L%` triple that opens a value and is followed by words: `210 100% 50% (blue)`,
    /// `210 100% 70% with 40% opacity overlay`. Only at the very start of a value: three numbers
    /// in the middle of a sentence are not a colour.
    public static func leadingTriple(in text: String) -> Match? {
        let start = text.firstIndex { $0 != " " && $0 != "`" } ?? text.endIndex
        var index = start, end = start, words = 0
        while index < text.endIndex, words < 3 {
            while index < text.endIndex, !text[index].fastIsWhitespace, !LabelledText.openers.contains(text[index]) { index = text.index(after: index) }
            words += 1
            end = index
            while index < text.endIndex, text[index].fastIsWhitespace { index = text.index(after: index) }
        }
        guard words == 3, end > start, end < text.endIndex else { return nil }
        let head = String(text[start..<end])
        guard let found = matches(in: head).first, found.text == head else { return nil }
        return Match(text: head, range: start..<end, color: found.color)
    }

    /// A candidate as byte offsets into the scanned text.
    package struct Found {
        package var start: Int
        package var end: Int
        package var color: Result<RGBAColor, ColorSyntaxError>
    }

    private static func scan(_ bytes: Bytes, alphaFirstHex: Bool) -> [Found] {
        var found: [Found] = []
        // Android writes `#AARRGGBB` in `<color name="x">…</color>` and `<item>`: track whether
        // the scan is inside such an element's text.
        var openTagIsColor = false, inColorElement = false
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            var hit: Found?
            var next = i + 1
            switch byte {
            case UInt8(ascii: "<"):
                let nameEnd = bytes.identifierEnd(from: i + 1)
                let name = bytes.string(i + 1..<nameEnd)
                openTagIsColor = name == "color" || name == "item"
                inColorElement = false
                next = max(next, nameEnd)
            case UInt8(ascii: ">"):
                inColorElement = openTagIsColor
                openTagIsColor = false
            case UInt8(ascii: "#"):
                hit = hash(bytes, at: i, alphaFirst: alphaFirstHex || inColorElement)
            case _ where Bytes.isIdentifier(byte):
                // Whole words are skipped at once: nothing starts inside `abc0xFF` or `myrgb(`.
                let end = bytes.identifierEnd(from: i)
                if !Bytes.isIdentifier(bytes[i - 1]) && bytes[i - 1] < 0x80 {
                    hit = Bytes.isDigit(byte) ? zeroX(bytes, at: i) : call(bytes, name: i..<end)
                }
                next = end
            default:
                break
            }
            if let hit {
                found.append(hit)
                next = hit.end
            }
            i = max(next, i + 1)
        }
        return found
    }

    /// `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`, or a malformed `#…` of three or more letters and
    /// digits (`rule #1` is a number, not a colour), unless a word or `&` precedes it (`C#7`, `&#123;`).
    private static func hash(_ bytes: Bytes, at i: Int, alphaFirst: Bool) -> Found? {
        if bytes.followsWordOrEntity(i) { return nil }
        let end = bytes.alphanumericEnd(from: i + 1)
        if bytes[end] == UInt8(ascii: "(") {
            // `#colorLiteral(…)` is Xcode's colour literal; any other `#word(` is a macro or directive.
            return bytes.string(i + 1..<end) == "colorLiteral" ? labelledCall(bytes, start: i, open: end) : nil
        }
        guard end - i - 1 >= 3 else { return nil }
        if let color = hexColor(bytes.slice(i + 1..<end), alphaFirst: alphaFirst) { return Found(start: i, end: end, color: .success(color)) }
        // Malformed: `RGBAColor.parse` words the failure as everywhere else.
        return Found(start: i, end: end, color: RGBAColor.parse(bytes.string(i..<end)))
    }

    /// Hex digits as a colour, or nil unless they are 3, 4, 6 or 8 of them. Read by hand rather
    /// than through `RGBAColor.parse`, whose Foundation string work dominated scans of hex-heavy text.
    /// With `alphaFirst`, 4 and 8 digits are `ARGB` / `AARRGGBB`.
    package static func hexColor(_ digits: some Collection<UInt8>, alphaFirst: Bool) -> RGBAColor? {
        var nibbles: [Int] = []
        nibbles.reserveCapacity(8)
        for byte in digits {
            guard nibbles.count < 8, Bytes.isHexDigit(byte) else { return nil }
            nibbles.append(Int(Bytes.isDigit(byte) ? byte - 0x30 : (byte | 0x20) - 0x61 + 10))
        }
        var channels: [Int]
        switch nibbles.count {
        case 3, 4: channels = nibbles.map { $0 * 17 }
        case 6, 8: channels = stride(from: 0, to: nibbles.count, by: 2).map { nibbles[$0] << 4 | nibbles[$0 + 1] }
        default: return nil
        }
        if alphaFirst, channels.count == 4 { channels.append(channels.removeFirst()) }
        return RGBAColor(red8: channels[0], green8: channels[1], blue8: channels[2], alpha: channels.count == 4 ? Double(channels[3]) / 255 : 1)
    }

    /// `0xAARRGGBB` (Flutter, Compose and Android integers put alpha first) or `0xRRGGBB`.
    /// Other lengths are ordinary numbers, not colours.
    private static func zeroX(_ bytes: Bytes, at i: Int) -> Found? {
        guard bytes[i] == UInt8(ascii: "0"), bytes[i + 1] | 0x20 == UInt8(ascii: "x") else { return nil }
        let end = bytes.hexDigitEnd(from: i + 2)
        guard !Bytes.isIdentifier(bytes[end]) else { return nil }
        guard let color = argb(hexDigits: bytes.slice(i + 2..<end)) else { return nil }
        return Found(start: i, end: end, color: .success(color))
    }

    /// Six hex digits are opaque RGB, eight are ARGB; nil for anything else.
    package static func argb(hexDigits digits: some Collection<UInt8>) -> RGBAColor? {
        digits.count == 6 || digits.count == 8 ? hexColor(digits, alphaFirst: true) : nil
    }

    private static let cssFunctions: Set<String> = ["rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color"]

    /// A word followed by `(`: a CSS colour function or one of the platform initialisers.
    private static func call(_ bytes: Bytes, name: Range<Int>) -> Found? {
        // Cheap tests first: most words in a document are prose, not `name(` or `Color.`.
        let next = bytes[name.upperBound]
        guard (3...7).contains(name.count), next == UInt8(ascii: "(") || next == UInt8(ascii: ".") else { return nil }
        let word = bytes.string(name)
        // `Color(` is both CSS's `color()` and SwiftUI's initialiser, so both are tried.
        if bytes[name.upperBound] == UInt8(ascii: "("), cssFunctions.contains(word.lowercased()),
           let found = cssFunction(bytes, name: name, function: word.lowercased()) {
            return found
        }
        return platformCall(bytes, name: name, word: word)
    }

    /// Longest argument list read before giving up; it bounds each attempt so scans stay linear.
    package static let callLimit = 256

    /// `rgb(…)` up to its `)` on the same line, converted by `CSSColor`. A nested `(`, as in
    /// `hsl(var(--x))`, means the arguments are not literal, so it is no candidate.
    private static func cssFunction(_ bytes: Bytes, name: Range<Int>, function: String) -> Found? {
        var k = name.upperBound + 1
        let limit = min(bytes.count, k + callLimit)
        scanning: while k < limit {
            switch bytes[k] {
            case UInt8(ascii: ")"), UInt8(ascii: "("), UInt8(ascii: "\n"), UInt8(ascii: "\r"): break scanning
            default: k += 1
            }
        }
        guard k < limit, bytes[k] == UInt8(ascii: ")") else { return nil }
        let text = bytes.string(name.lowerBound..<k + 1)
        if function == "color" {
            // `color(` is common in code (`color($primary)`); only the CSS colour spaces count.
            let inner = bytes.string(name.upperBound + 1..<k).trimmingWhitespace.lowercased()
            guard ["srgb ", "srgb-linear ", "display-p3 "].contains(where: inner.hasPrefix) else { return nil }
        }
        return Found(start: name.lowerBound, end: k + 1, color: CSSColor.parse(text).map(\.color))
    }

    /// Bare `H S% L%` triples as shadcn-style variables write them (`--primary: 210 100% 50%;`).
    /// A triple is only a colour when it is a whole value: the whole text, or what follows a `:`
    /// up to `;` or the end, give or take spaces, backticks, quotes, bold marks and a trailing
    /// comma (`**Primary:** 210 100% 50%`, `"primary": "210 100% 50%",`). Prose
    /// such as `grows 10 20% 30%` is never read.
    private static func bareHSLTriples(in bytes: Bytes) -> [Found] {
        var found: [Found] = []
        var segmentStart = 0, startsValue = true
        for k in 0...bytes.count {
            let byte = bytes[k]
            guard k == bytes.count || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ";") else { continue }
            if startsValue, byte != UInt8(ascii: ":"), let hit = hslTriple(bytes, in: segmentStart..<k) { found.append(hit) }
            startsValue = byte == UInt8(ascii: ":")
            segmentStart = k + 1
        }
        return found
    }

    private static func hslTriple(_ bytes: Bytes, in segment: Range<Int>) -> Found? {
        func padding(_ byte: UInt8) -> Bool { " \t`\"',*".utf8.contains(byte) }
        var lower = segment.lowerBound, upper = segment.upperBound
        while lower < upper, padding(bytes[lower]) { lower += 1 }
        while upper > lower, padding(bytes[upper - 1]) { upper -= 1 }
        // Hue 0–360 (optionally `deg`), two percentages 0–100, optionally `/ alpha`, nothing else.
        guard let hue = bytes.number(at: lower, limit: upper), (0...360).contains(hue.value) else { return nil }
        var p = bytes.hasPrefix("deg", at: hue.end) ? hue.end + 3 : hue.end
        for _ in 0..<2 {
            let afterSpace = bytes.skipSpaces(from: p, limit: upper)
            guard afterSpace > p, let percent = bytes.number(at: afterSpace, limit: upper), (0...100).contains(percent.value),
                  bytes[percent.end] == UInt8(ascii: "%"), percent.end < upper
            else { return nil }
            p = percent.end + 1
        }
        p = bytes.skipSpaces(from: p, limit: upper)
        if p < upper, bytes[p] == UInt8(ascii: "/") {
            guard let alpha = bytes.number(at: bytes.skipSpaces(from: p + 1, limit: upper), limit: upper) else { return nil }
            let isPercent = alpha.end < upper && bytes[alpha.end] == UInt8(ascii: "%")
            guard (0...(isPercent ? 100 : 1)).contains(alpha.value) else { return nil }
            p = bytes.skipSpaces(from: isPercent ? alpha.end + 1 : alpha.end, limit: upper)
        }
        guard p == upper else { return nil }
        return Found(start: lower, end: upper, color: RGBAColor.parse("hsl(" + bytes.string(lower..<upper) + ")"))
    }

    private static func merge(_ a: [Found], _ b: [Found]) -> [Found] {
        guard !b.isEmpty else { return a }
        return (a + b).sorted { $0.start < $1.start }
    }
}

extension ColorValueScanner {
    /// The text's UTF-8 bytes behind a subscript that reads 0 outside the text, so no recogniser
    /// can run off either end, whatever the input. A buffer pointer rather than an array because
    /// array reads retain and release in debug builds, which made the tests' scans ten times
    /// slower; it lives only inside `matches(in:alphaFirstHex:)`'s `withUTF8`.
    package struct Bytes {
        private let raw: UnsafeBufferPointer<UInt8>
        package init(_ raw: UnsafeBufferPointer<UInt8>) { self.raw = raw }

        package var count: Int { raw.count }
        package subscript(_ i: Int) -> UInt8 { i >= 0 && i < raw.count ? raw[i] : 0 }

        package func slice(_ range: Range<Int>) -> Slice<UnsafeBufferPointer<UInt8>> {
            let lower = min(max(range.lowerBound, 0), raw.count), upper = min(max(range.upperBound, lower), raw.count)
            return raw[lower..<upper]
        }
        package func string(_ range: Range<Int>) -> String { String(decoding: slice(range), as: UTF8.self) }

        package static func isDigit(_ byte: UInt8) -> Bool { Ascii.isDigit(byte) }
        package static func isLetter(_ byte: UInt8) -> Bool { Ascii.isLetter(byte) }
        package static func isHexDigit(_ byte: UInt8) -> Bool { isDigit(byte) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x66) }
        package static func isIdentifier(_ byte: UInt8) -> Bool { isDigit(byte) || isLetter(byte) || byte == UInt8(ascii: "_") }

        package func end(from i: Int, while test: (UInt8) -> Bool) -> Int {
            var k = max(i, 0)
            while k < raw.count, test(raw[k]) { k += 1 }
            return k
        }
        package func identifierEnd(from i: Int) -> Int { end(from: i, while: Self.isIdentifier) }
        package func alphanumericEnd(from i: Int) -> Int { end(from: i) { Self.isDigit($0) || Self.isLetter($0) } }
        package func hexDigitEnd(from i: Int) -> Int { end(from: i, while: Self.isHexDigit) }

        package func skipSpaces(from i: Int, limit: Int) -> Int {
            min(end(from: i) { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }, max(limit, i))
        }

        package func hasPrefix(_ word: String, at i: Int) -> Bool {
            word.utf8.enumerated().allSatisfy { self[i + $0.offset] | 0x20 == $0.element | 0x20 }
        }

        /// Whether a letter, digit or `&` comes right before `i`. A non-ASCII letter counts
        /// too, so its scalar is decoded from the (at most four) bytes before `i`.
        package func followsWordOrEntity(_ i: Int) -> Bool {
            let before = self[i - 1]
            if before < 0x80 { return Self.isDigit(before) || Self.isLetter(before) || before == UInt8(ascii: "&") }
            var start = i - 1
            while start > max(i - 4, 0), self[start] & 0xC0 == 0x80 { start -= 1 }
            guard let scalar = string(start..<i).unicodeScalars.first else { return false }
            return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
        }

        /// An unsigned decimal (`12`, `0.5`, `.5`) starting at `i` and ending before `limit`.
        /// Runs longer than any real component are refused rather than converted.
        package func number(at i: Int, limit: Int) -> (value: Double, end: Int)? {
            var k = end(from: i, while: Self.isDigit)
            if self[k] == UInt8(ascii: "."), Self.isDigit(self[k + 1]) { k = end(from: k + 1, while: Self.isDigit) }
            guard k > i, k <= limit, k - i <= 32, let value = Double(string(i..<k)) else { return nil }
            return (value, k)
        }
    }
}

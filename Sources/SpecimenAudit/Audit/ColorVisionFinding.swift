import Foundation
import SpecimenModel
import SpecimenReading

/// A set of state colours (status badges, feedback tokens, indicator dots) checked for pairs that
/// a colour-vision deficiency makes hard to tell apart, and whether the document backs colour
/// with text or an icon, which is what WCAG 1.4.1 (Use of Colour) asks.
public struct ColorVisionFinding: Sendable, Hashable, Codable {
    public struct Member: Sendable, Hashable, Codable {
        public var name: String
        public var hex: String
    }

    public struct Confusion: Sendable, Hashable, Codable {
        public var deficiency: ColorVisionDeficiency
        public var first: String
        public var second: String
        /// deltaE OK in normal vision and under the deficiency.
        public var normalDistance: Double
        public var simulatedDistance: Double
    }

    public struct Cue: Sendable, Hashable, Codable {
        public var excerpt: String
        public var source: SourceReference
    }

    /// "Status Badge variants", "tokens: Semantic State Colors".
    public var set: String
    public var mode: TokenMode
    public var members: [Member]
    public var confusions: [Confusion]
    /// Where the document says states are also shown by text, a label or an icon; nil when it never does.
    public var nonColorCue: Cue?
    public var source: SourceReference?

    /// Confusable colours with no other cue stated: a real 1.4.1 risk.
    public var isRisk: Bool { !confusions.isEmpty && nonColorCue == nil }
}

extension ColorVisionFinding {
    /// The state colour sets of a system: each status-badge or indicator component's fills, and
    /// the colour tokens whose group (or, together, whose names) carry state words.
    package static func find(
        components: [ResolvedComponent], palette: AuditPalette, page: PageBackground, cue: Cue?
    ) -> [ColorVisionFinding] {
        let stateWords = Vocabulary.standard.stateColorWords
        var sets: [(name: String, members: [(name: String, color: RGBAColor)], source: SourceReference?)] = []
        for component in components where component.kind == .statusBadge || component.kind == .indicatorDot {
            var members: [(name: String, color: RGBAColor)] = []
            for variant in component.variants {
                guard let fill = variant[.default]?.fill, !members.contains(where: { $0.color == fill }) else { continue }
                members.append((variant.name, fill))
            }
            sets.append(("\(component.name) variants", members, SourceReference(component.spec.provenance)))
        }
        var byGroup: [(group: String, members: [(name: String, color: RGBAColor)], source: SourceReference)] = []
        var loose: [(name: String, color: RGBAColor)] = []
        var looseSource: SourceReference?
        for entry in palette.entries {
            let groupWords = Set(ComponentKind.words(of: entry.token.group ?? ""))
            let ownWords = Set(ComponentKind.words(of: [entry.name, entry.token.role ?? "", entry.token.usage ?? ""].joined(separator: " ")))
            if let group = entry.token.group, !groupWords.isDisjoint(with: stateWords) {
                if let index = byGroup.firstIndex(where: { $0.group == group }) {
                    byGroup[index].members.append((entry.name, entry.color))
                } else {
                    byGroup.append((group, [(entry.name, entry.color)], SourceReference(entry.token.provenance)))
                }
            } else if !ownWords.isDisjoint(with: stateWords) {
                loose.append((entry.name, entry.color))
                looseSource = looseSource ?? SourceReference(entry.token.provenance)
            }
        }
        sets += byGroup.map { ("tokens: \($0.group)", $0.members, $0.source) }
        sets.append(("tokens named for states", loose, looseSource))

        // Black and white carry structure, not state, and one colour under two names is one colour.
        sets = sets.map { set in
            var members: [(name: String, color: RGBAColor)] = []
            for member in set.members where !isStructural(member.color) && !members.contains(where: { $0.color.opaqueHex == member.color.opaqueHex }) {
                members.append(member)
            }
            return (set.name, members, set.source)
        }
        return sets.filter { $0.members.count >= 2 }.map { set in
            // Pairs grow with the square of a set; a set of state colours past the matrix's
            // limit is a palette named for states, compared as far as the matrix goes.
            let confusions = ConfusablePair.find(in: Array(set.members.prefix(PaletteContrast.colorLimit)), over: page.representativeColor).map {
                Confusion(deficiency: $0.deficiency, first: $0.first, second: $0.second,
                          normalDistance: $0.normalDistance, simulatedDistance: $0.simulatedDistance)
            }
            return ColorVisionFinding(
                set: set.name, mode: palette.mode,
                members: set.members.map { Member(name: $0.name, hex: $0.color.hex) },
                confusions: confusions, nonColorCue: cue, source: set.source)
        }
    }

    package static func isStructural(_ color: RGBAColor) -> Bool {
        let lch = OKLCH(color)
        return lch.chroma < 0.01 && (lch.lightness < 0.05 || lch.lightness > 0.95)
    }

    /// The first line that says states are not told by colour alone; failing that, the first
    /// that puts a state word next to "icon" or "label".
    package static func nonColorCue(in document: DocumentProse) -> Cue? {
        let cues = Vocabulary.standard.nonColorCues
        let stateWords = Vocabulary.standard.stateColorWords
        func cue(at offset: Int) -> Cue {
            Cue(excerpt: document.line(offset + 1), source: SourceReference(file: document.file, line: offset + 1))
        }
        // One byte search of the whole text per phrase: a Foundation search costs far more.
        let text = loweredText(of: document.lines)
        if let offset = cues.phrases.compactMap({ lineOffsets(of: $0, in: text).first }).min() {
            return cue(at: offset)
        }
        let stateNeedles = stateWords.map { Array($0.utf8) }
        for offset in Set(cues.words.flatMap { lineOffsets(of: $0, in: text) }).sorted() {
            let line = document.lines[offset].lowercased()
            // Every word of a line is in its lowercased text, so a line without any state word's
            // letters needs no splitting into words (the costly step, on many lines of a book).
            let bytes = Array(line.utf8)
            guard stateNeedles.contains(where: { contains($0, in: bytes) }) else { continue }
            let words = Set(ComponentKind.words(of: line))
            if !words.isDisjoint(with: cues.words) && !words.isDisjoint(with: stateWords) { return cue(at: offset) }
        }
        return nil
    }

    /// The lines lowercased and joined by newlines, as UTF-8: what `lowercased()` gives, read
    /// from the bytes. An ASCII byte is folded itself, the three bytes of CJK punctuation, kana
    /// or an ideograph are copied, and only any other scalar is decoded and lowered.
    package static func loweredText(of lines: [Substring]) -> [UInt8] {
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

    /// The zero-based lines of `text` (UTF-8, lines joined by newlines) on which `needle`
    /// occurs, in order. As Foundation's search did, an occurrence that a combining mark or an
    /// emoji modifier runs on from ("icon\u{301}") is not one.
    package static func lineOffsets(of needle: String, in text: [UInt8]) -> [Int] {
        let needle = Array(needle.utf8)
        guard !needle.isEmpty, text.count >= needle.count else { return [] }
        var offsets: [Int] = []
        var line = 0
        var counted = 0
        var start = 0
        // Each occurrence found by byte search; the newlines before it are counted once, as the
        // search moves on.
        text.withUnsafeBufferPointer { haystack in
            needle.withUnsafeBufferPointer { pattern in
                while let at = ByteSearch.firstOffset(of: pattern, in: haystack, from: start) {
                    let end = at + needle.count
                    if end < text.count, text[end] >= 0x80, continuesCharacter(text, at: end) {
                        start = at + 1
                        continue
                    }
                    for byte in UnsafeBufferPointer(rebasing: haystack[counted..<at]) where byte == 10 { line += 1 }
                    counted = at
                    if offsets.last != line { offsets.append(line) }
                    start = end
                }
            }
        }
        return offsets
    }

    private static func contains(_ needle: [UInt8], in bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { haystack in
            needle.withUnsafeBufferPointer { ByteSearch.firstOffset(of: $0, in: haystack) != nil }
        }
    }

    /// Whether the scalar starting at `index` belongs to the character before it.
    private static func continuesCharacter(_ text: [UInt8], at index: Int) -> Bool {
        var iterator = text[index...].makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return false }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark: return true
        default: return properties.isEmojiModifier
        }
    }
}

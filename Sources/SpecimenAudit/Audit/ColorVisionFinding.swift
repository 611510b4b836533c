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
        let text = LoweredText.utf8(of: document.lines)
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

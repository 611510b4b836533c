import Foundation
import SpecimenModel
import SpecimenReading

/// "X on Y" as documents state pairings: "Black text on Yellow", "Ink on Canvas",
/// "Text on semantic colors is always black". Only phrases whose both sides name colours the
/// system knows become pairings; everything else ("sits on top of") is ordinary prose.
package struct PairingPhrase {
    package var foreground: ColorReference
    package var background: ColorReference
    package var text: String
    /// Where the foreground is written by name in the searched text, when it is: a colour's own
    /// item may use that name as an ordinary word (`StatedPairingCollector.ownItem`).
    package var foregroundWords: Range<String.Index>? = nil

    /// "Text on <group> is always <colour>", and its plural.
    package nonisolated(unsafe) static let textOnGroup = #/(?i)\btext\s+on\s+(.{2,40}?)\s+(?:is|are|should\s+be|must\s+be|stays?)\s+(?:always\s+|usually\s+|typically\s+|never\s+anything\s+but\s+)?([A-Za-z][\w.]*)/#
    /// "<colour> [text] on <colour>" with up to four words on the background side.
    package nonisolated(unsafe) static let colourOnColour = #/(?i)([A-Za-z][\w.]*(?:\s+[A-Za-z][\w.]*)?)\s+(?:text\s+|type\s+|labels?\s+)?on\s+([A-Za-z][\w.]*(?:\s+[A-Za-z][\w.]*){0,3})/#

    /// `defining`: the colour the sentence is the definition of (`Snow: page canvas, text on
    /// dark`), which a foreground written only as "text" or "body text" means. It is looked up
    /// only when a phrase's foreground is such generic text: most sentences have no pairing.
    package static func find(
        in text: String, tokens: ResolvedTokens, palette: AuditPalette, defining: @autoclosure () -> ColorReference? = nil
    ) -> [PairingPhrase] {
        // Both patterns need the word "on", and the first a word ending in "text"; most sentences
        // lack them, and a regex search costs far more than this look.
        guard mayHaveOn(text) else { return [] }
        let words = text.split(whereSeparator: \.fastIsWhitespace)
        guard words.contains(where: isOn) else { return [] }
        var found: [PairingPhrase] = []
        for match in words.contains(where: endsInText) ? text.matches(of: textOnGroup) : [] {
            guard !namesInteraction(String(match.output.1)),
                  let foreground = ColorReference.single(String(match.output.2), tokens: tokens, mode: palette.mode),
                  let background = ColorReference.singleOrGroup(String(match.output.1), tokens: tokens, palette: palette)
            else { continue }
            found.append(PairingPhrase(foreground: foreground, background: background, text: String(match.output.0)))
        }
        if !found.isEmpty { return found }
        for match in colourOnColourMatches(in: text, words: words) {
            // "Warm off-white used on …", "blue-gray on …": the end of a compound colour name is
            // not that colour.
            if match.output.1.startIndex > text.startIndex, "-‐".contains(text[text.index(before: match.output.1.startIndex)]) { continue }
            // "Kelp green on hover", "underlined on focus": the words after "on" name a moment of
            // interaction, not a surface; what the colour sits on then is not said.
            if namesInteraction(String(match.output.2)) { continue }
            let written = String(match.output.1)
            let generic = isGenericText(written) ? defining() : nil
            // "White text on primary-600": one step, never the ramp its first word names.
            // A name the system lacks whose hyphen goes on to a number (`tide-900`) is a step it
            // does not define; one going on to a word ("positive-state surfaces") is read as before.
            let step = hyphenated(match.output.2, in: text)
            let background: ColorReference?
            if let step, let named = namedStep(step, tokens: tokens, palette: palette) {
                background = named
            } else if let step, step.dropFirst(match.output.2.count + 1).first?.isNumber == true {
                background = nil
            } else {
                background = longestBackground(String(match.output.2), tokens: tokens, palette: palette)
            }
            guard let foreground = generic ?? foregroundReference(written, tokens: tokens, mode: palette.mode), let background
            else { continue }
            found.append(PairingPhrase(
                foreground: foreground, background: background, text: String(match.output.0),
                foregroundWords: generic == nil ? match.output.1.startIndex..<match.output.1.endIndex : nil))
        }
        return found
    }

    /// "X on Y" where a side is written as a colour literal, as contrast tables often are:
    /// `#F5F5F0 on #0F1F17`, `Error Red (#FF6B6B) on White`. A literal is its own colour; a
    /// name is looked up as in any pairing, and a name with a literal beside it falls back to it.
    package nonisolated(unsafe) static let literalOnColour = #/(?i)(#[0-9a-f]{3,8}|[A-Za-z][\w.]*(?:\s+[A-Za-z][\w.]*)?)(?:\s*\(`?(#[0-9a-f]{3,8})`?\))?\s+(?:text\s+)?on\s+(#[0-9a-f]{3,8}|[A-Za-z][\w.]*(?:\s+[\w.]+)?)(?:\s*\(`?(#[0-9a-f]{3,8})`?\))?/#

    package static func literalPair(in text: String, tokens: ResolvedTokens, mode: TokenMode) -> PairingPhrase? {
        guard text.contains(literal: "#"), let match = literalOnColourMatch(in: text),
              match.output.1.hasPrefix("#") || match.output.2 != nil || match.output.3.hasPrefix("#") || match.output.4 != nil else { return nil }
        func side(_ written: Substring, _ beside: Substring?) -> ColorReference? {
            // `on White passes AA`: the name may be the first word alone.
            let words = written.split(separator: " ")
            if !written.hasPrefix("#"), let named = ([String(written)] + (words.count > 1 ? [String(words[0])] : [])).lazy
                .compactMap({ ColorReference.single($0, tokens: tokens, mode: mode) }).first { return named }
            guard let literal = written.hasPrefix("#") ? written : beside,
                  let found = ColorValueScanner.matches(in: String(literal)).first, case .success(let color) = found.color else { return nil }
            return ColorReference(colors: [(String(written), color)], isGroup: false)
        }
        guard let foreground = side(match.output.1, match.output.2), let background = side(match.output.3, match.output.4) else { return nil }
        return PairingPhrase(foreground: foreground, background: background, text: String(match.output.0))
    }

    /// What `text.firstMatch(of: literalOnColour)` gives, searched only from a little before the
    /// first word "on" that has a match around it: a match starts at most four words before its
    /// "on" (two words of a name, a literal in brackets, "text") and ends at most three after it.
    /// The pattern has no anchor, boundary or lookaround, so when no match lies around an earlier
    /// "on", none starts before this one's first word, and the search of a long cell from its
    /// start, which costs far more, finds the same match.
    static func literalOnColourMatch(
        in text: String
    ) -> Regex<(Substring, Substring, Substring?, Substring, Substring?)>.Match? {
        let words = text.split(whereSeparator: \.fastIsWhitespace)
        for index in words.indices where isOn(words[index]) {
            let from = words[max(0, index - 4)].startIndex
            let reach = words[min(words.count - 1, index + 3)].endIndex
            guard text[from..<reach].firstMatch(of: literalOnColour) != nil else { continue }
            return text[from...].firstMatch(of: literalOnColour)
        }
        return nil
    }

    /// "<fill> [background|fill] with <colour> text": `#1c1e54` backgrounds with white text",
    /// "Ink Black (#141413) with White text", the pairing written fill first.
    package nonisolated(unsafe) static let fillWithText = #/(?i)(#[0-9a-f]{3,8}|[A-Za-z][\w.]*(?:\s+[A-Za-z][\w.]*)?)(?:\s*\(`?(#[0-9a-f]{3,8})`?\))?\s+(?:(?:backgrounds?|fills?|surfaces?|bg)\s+)?with\s+(#[0-9a-f]{3,8}|[A-Za-z][\w.]*)\s+(?:text|labels?|type|copy)\b/#

    package static func fillWithText(in text: String, tokens: ResolvedTokens, mode: TokenMode) -> PairingPhrase? {
        guard let match = fillWithTextMatch(in: text) else { return nil }
        // "with dark text" names a tone, not a colour; a disabled look is exempt from contrast.
        let elements = Vocabulary.standard.pairingElements
        guard !elements.tones.contains(match.output.3.lowercased()),
              Set(ComponentKind.words(of: text)).isDisjoint(with: elements.inactive) else { return nil }
        func side(_ written: Substring, _ beside: Substring?) -> ColorReference? {
            if !written.hasPrefix("#") {
                let words = written.split(separator: " ")
                // "Success banners use #34C759": only a colour's name, never the words before it.
                if let named = ([String(written)] + (words.count > 1 ? [String(words[words.count - 1])] : [])).lazy
                    .compactMap({ ColorReference.single($0, tokens: tokens, mode: mode) }).first { return named }
            }
            guard let literal = written.hasPrefix("#") ? written : beside,
                  let found = ColorValueScanner.matches(in: String(literal)).first, case .success(let color) = found.color else { return nil }
            return ColorReference(colors: [(String(written), color)], isGroup: false)
        }
        guard let background = side(match.output.1, match.output.2), let foreground = side(match.output.3, nil) else { return nil }
        return PairingPhrase(foreground: foreground, background: background, text: String(match.output.0))
    }

    /// What `text.firstMatch(of: fillWithText)` gives, searched only from a little before the
    /// first "with" that has a word naming text two words after it, as the pattern needs: a
    /// match ends at such a "with" and starts at most four words before it (two colour words, a
    /// literal in brackets, "backgrounds"), and most sentences have none, so the regex, which
    /// costs far more than this look, is seldom run at all.
    package static func fillWithTextMatch(in text: String) -> Regex<(Substring, Substring, Substring?, Substring)>.Match? {
        guard containsIgnoringCase(text, "with") else { return nil }
        let words = text.split(whereSeparator: \.fastIsWhitespace)
        guard let first = words.indices.first(where: { $0 + 2 < words.count && isWith(words[$0]) && namesText(words[$0 + 2]) }) else { return nil }
        return text[words[max(0, first - 4)].startIndex...].firstMatch(of: fillWithText)
    }

    /// The word "with" in any case, compared as bytes.
    private static func isWith(_ word: Substring) -> Bool {
        word.utf8.count == 4 && word.utf8.map { $0 | 0x20 }.elementsEqual("with".utf8)
    }

    /// A word that begins with "text", "label", "type" or "copy" in any case and goes on with no
    /// letter, digit or underscore: the `\b` after the pattern's last word.
    private static func namesText(_ word: Substring) -> Bool {
        let lowered = word.lowercased()
        for name in ["text", "labels", "label", "type", "copy"] where lowered.hasPrefix(name) {
            let rest = lowered.dropFirst(name.count)
            if rest.first.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true { return true }
        }
        return false
    }

    /// The sides of the first "X on Y" that do not name a colour the system knows, or nil when
    /// the text has no such phrase: what a claim about that pair names and the system lacks.
    package static func unresolved(in text: String, tokens: ResolvedTokens, palette: AuditPalette) -> [String]? {
        guard text.split(whereSeparator: \.fastIsWhitespace).contains(where: isOn),
              let match = text.firstMatch(of: literalOnColour) else { return nil }
        // The name a side gives: its first word and any capitalised ones after it ("Deep
        // Sea"), not the verb that follows ("Driftwood is").
        func name(_ side: Substring) -> String {
            let words = side.split(separator: " ")
            return ([words[0]] + words.dropFirst().prefix { $0.first?.fastIsUppercase == true }).joined(separator: " ")
        }
        var missing: [String] = []
        if !match.output.1.hasPrefix("#"), match.output.2 == nil,
           foregroundReference(String(match.output.1), tokens: tokens, mode: palette.mode) == nil { missing.append(name(match.output.1)) }
        if !match.output.3.hasPrefix("#"), match.output.4 == nil,
           longestBackground(String(match.output.3), tokens: tokens, palette: palette) == nil { missing.append(name(match.output.3)) }
        return missing.isEmpty ? nil : missing
    }

    /// What `text.matches(of: colourOnColour)` gives, searched only from a little before each word
    /// "on": a match starts at most three words before it (two colour words and "text") and ends
    /// at most four after it, and a search of the whole sentence costs far more. The pattern has
    /// no anchor, boundary or lookaround, so a match found in a tail of the text is the one the
    /// whole text gives, and one exists only if it exists within its "on"'s seven words: an "on"
    /// with none there is passed over without searching the rest of the sentence.
    package static func colourOnColourMatches(
        in text: String, words: [Substring]
    ) -> [Regex<(Substring, Substring, Substring)>.Match] {
        var matches: [Regex<(Substring, Substring, Substring)>.Match] = []
        var resume = text.startIndex
        for index in words.indices where isOn(words[index]) && words[index].startIndex >= resume && mayPair(words, around: index) {
            let from = max(words[max(0, index - 3)].startIndex, resume)
            let reach = words[min(words.count - 1, index + 4)].endIndex
            guard text[from..<reach].firstMatch(of: colourOnColour) != nil else { continue }
            guard let match = text[from...].firstMatch(of: colourOnColour) else { break }
            matches.append(match)
            resume = match.range.upperBound
        }
        return matches
    }

    /// Whether the words beside an "on" can end a match of `colourOnColour` on each side: the
    /// pattern wants a letter (`[A-Za-z]`) first after "on", and a word character or `.` last
    /// before it. Only a neighbour that starts or ends with another ASCII character (`` `#fff` ``,
    /// `{colors.ink}`, `(ink)`) rules the "on" out; any other character is left to the search.
    private static func mayPair(_ words: [Substring], around index: Int) -> Bool {
        guard index > 0, index + 1 < words.count, let after = words[index + 1].first, let before = words[index - 1].last else { return false }
        if let byte = after.asciiValue, !(byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) { return false }
        if let byte = before.asciiValue, !(before.isLetter || before.isNumber || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")) { return false }
        return true
    }

    /// Whether the bytes hold "on" in any case between spaces, line breaks, non-ASCII (which may
    /// be Unicode spaces) or the ends: a look at the bytes before splitting the text into words.
    /// Whether the text holds `needle` (ASCII letters and spaces) in any case, compared as
    /// bytes: what a case-insensitive Foundation search finds, since no other character folds
    /// to an ASCII letter of these words, at a small part of its cost.
    package static func containsIgnoringCase(_ text: String, _ needle: String) -> Bool {
        let wanted = Array(needle.utf8)
        guard let first = wanted.first else { return true }
        var found = false
        text.utf8.withContiguousStorageIfAvailable { bytes in
            found = contains(wanted, first: first, in: bytes)
        } ?? { found = contains(wanted, first: first, in: Array(text.utf8)) }()
        return found
    }

    private static func contains<Bytes: RandomAccessCollection<UInt8>>(_ wanted: [UInt8], first: UInt8, in bytes: Bytes) -> Bool
    where Bytes.Index == Int {
        guard bytes.count >= wanted.count else { return false }
        let start = bytes.startIndex
        for index in start...(bytes.endIndex - wanted.count) where fold(bytes[index]) == first {
            var matched = true
            for offset in 1..<wanted.count where fold(bytes[index + offset]) != wanted[offset] {
                matched = false
                break
            }
            if matched { return true }
        }
        return false
    }

    /// An ASCII capital as its small letter; any other byte as it is.
    private static func fold(_ byte: UInt8) -> UInt8 {
        byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
    }

    private static func mayHaveOn(_ text: String) -> Bool {
        func separates(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) || byte >= 0x80 }
        let bytes = Array(text.utf8)
        guard bytes.count >= 2 else { return false }
        for index in 0..<(bytes.count - 1)
        where bytes[index] | 0x20 == UInt8(ascii: "o") && bytes[index + 1] | 0x20 == UInt8(ascii: "n")
            && (index == 0 || separates(bytes[index - 1])) && (index + 2 == bytes.count || separates(bytes[index + 2])) {
            return true
        }
        return false
    }

    /// The word "on" in any case, compared as bytes: lowercasing each word cost more than the search.
    private static func isOn(_ word: Substring) -> Bool {
        let bytes = word.utf8
        return bytes.count == 2 && bytes.first! | 0x20 == UInt8(ascii: "o") && bytes.last! | 0x20 == UInt8(ascii: "n")
    }

    /// A word ending in "text" in any case, as `textOnGroup` needs before "on".
    private static func endsInText(_ word: Substring) -> Bool {
        word.utf8.count >= 4 && word.utf8.suffix(4).map { $0 | 0x20 }.elementsEqual("text".utf8)
    }

    /// "hover", "focus", "press": a background side that opens with a state of interaction
    /// (`states`: hover, pressed, focus) names when, not what the colour sits on.
    package static func namesInteraction(_ phrase: String) -> Bool {
        guard let first = ComponentKind.words(of: phrase).first,
              let state = Vocabulary.standard.stateWords[first] else { return false }
        return [.hover, .pressed, .focus].contains(state)
    }

    /// "text", "body text", "all labels": a foreground that names no colour of its own.
    package static func isGenericText(_ phrase: String) -> Bool {
        let words = ComponentKind.words(of: phrase)
        return !words.isEmpty && words.allSatisfy {
            Vocabulary.standard.pairingColumns.foreground.contains($0) || Vocabulary.standard.colorFillerWords.contains($0) || $0 == "body" || $0 == "copy" || $0 == "type"
        }
    }

    /// The whole phrase, else its first word ("Black text"), else its last ("is black").
    package static func foregroundReference(_ phrase: String, tokens: ResolvedTokens, mode: TokenMode) -> ColorReference? {
        let words = phrase.split(separator: " ").map(String.init)
        let candidates = [phrase] + (words.count > 1 ? [words[0], words[words.count - 1]] : [])
        return candidates.lazy.compactMap { ColorReference.single($0, tokens: tokens, mode: mode) }.first
    }

    /// The name a side goes on to write past the hyphen that ends the pattern's match
    /// (`primary` + `-600`), or nil when the side ends there.
    private static func hyphenated(_ side: Substring, in text: String) -> String? {
        guard side.endIndex < text.endIndex, "-‐".contains(text[side.endIndex]) else { return nil }
        let rest = text[side.endIndex...].prefix { $0.isLetter || $0.isNumber || "-_.".contains($0) }
        let tail = rest.reversed().drop { "-_.".contains($0) }
        guard tail.count > 1 else { return nil }
        return String(side) + String(rest.prefix(tail.count))
    }

    /// A hyphenated name as written, nothing shorter: the token of that name and the tokens of
    /// the same name kept under other sections (one theme's `primary-600` and another's), each
    /// its own pair. A name the system lacks names no pair.
    private static func namedStep(_ name: String, tokens: ResolvedTokens, palette: AuditPalette) -> ColorReference? {
        let words = name.split(separator: " ")
        let candidates = [name] + (words.count > 1 ? [String(words[words.count - 1])] : [])
        guard var found = candidates.lazy.compactMap({ ColorReference.single($0, tokens: tokens, mode: palette.mode) }).first,
              let own = found.colors.first?.name else { return nil }
        for entry in palette.entries where entry.token.name.hasSuffix(" " + own) && !found.colors.contains(where: { $0.color == entry.color }) {
            found.colors.append((entry.name, entry.color))
            found.isGroup = true
        }
        return found
    }

    /// The longest leading run of words that names a colour or a group.
    private static func longestBackground(_ phrase: String, tokens: ResolvedTokens, palette: AuditPalette) -> ColorReference? {
        let words = phrase.split(separator: " ").map(String.init)
        for count in stride(from: words.count, through: 1, by: -1) {
            let candidate = words.prefix(count).joined(separator: " ")
            if let found = ColorReference.singleOrGroup(candidate, tokens: tokens, palette: palette) { return found }
        }
        return nil
    }
}

import Foundation
import SpecimenModel

/// Splits one line of inline text into a label and a value, the way people write definitions:
/// `**Harbor Blue** (\`#1B4F8A\`): usage`, `**Label:** value`, `Primary: #2E7D98 (teal)`,
/// `背景：#FFFFFF`, `#FF6B6B - Coral (CTA)` or `**Основной** — #1B4F8A`. A line that is not a
/// definition keeps its whole text as the value and an empty label.
package struct LabelledText: Sendable, Hashable {
    package var label: String
    package var labelNote: String?
    package var value: String

    /// Colons, ASCII and full-width, that end a label. (These lists are arrays, not sets: a
    /// membership test compares a few Characters, where a set hashes each Character of every
    /// line read.)
    package static let colons: [Character] = [":", "："]
    /// Dashes that separate a name from its value when there is no colon.
    package static let dashes = [" — ", " – ", " - ", "—", "–"]
    /// Punctuation that marks a clause rather than a name.
    package static let sentencePunctuation: [Character] = [".", ",", ";", "!", "?", "。", "、", "，", "；", "！", "？"]
    package static let openers: [Character] = ["(", "（"]
    package static let closers: [Character] = [")", "）"]

    /// `strong`: the text of a strong span the line opens with, when it does; `rest`: the text
    /// after it (or the whole line).
    package static func read(strong: String?, rest: String) -> LabelledText {
        // `**Hex: #FEF3C7**`: the whole definition in bold reads as if it were plain.
        if let strong, rest.trimmingWhitespace.isEmpty,
           let colon = strong.firstIndex(ofSingleScalar: colons), strong.index(after: colon) < strong.endIndex {
            return read(strong: nil, rest: strong)
        }
        // `**\`--blue-200: #C5D7FB\`**: hover fills`: a definition in bold code, then its note.
        if let strong, let colon = strong.firstIndex(ofSingleScalar: colons),
           case let plain = strong.replacing(literal: "`", with: "").trimmingWhitespace,
           let first = rest.trimmingWhitespace.first, colons.contains(first) || first == "—" || first == "–",
           let literal = ColorValueScanner.matches(in: plain).first, literal.range.upperBound == plain.endIndex,
           plain[plain.index(after: plain.firstIndex(ofSingleScalar: colons) ?? plain.startIndex)..<literal.range.lowerBound].allSatisfy(\.fastIsWhitespace),
           strong.index(after: colon) < strong.endIndex {
            var read = read(strong: nil, rest: plain)
            let note = trimmedLead(rest.trimmingWhitespace).trimmingWhitespace
            if !read.label.isEmpty, !note.isEmpty { read.value += " — " + note }
            return read
        }
        if let strong {
            var label = strong.trimmingWhitespace
            var value = rest.trimmingWhitespace
            if let last = label.last, colons.contains(last) { label.removeLast() }
            // `**Name** (\`#hex\`): usage` — the parenthesis right after the name is its value.
            if let first = value.first, openers.contains(first), let close = closingIndex(in: value) {
                var inside = String(value[value.index(after: value.startIndex)..<close])
                // `**Body** (\`{colors.body}\` — #4E4E4E)`: the colour, after the reference holding it.
                if let stated = colorAfterReference(inside), stated != inside.replacing(literal: "`", with: "").trimmingWhitespace {
                    inside = stated
                }
                var after = String(value[value.index(after: close)...]).trimmingWhitespace
                after = trimmedLead(after)
                return named(label, value: after.isEmpty ? inside : inside + " — " + after)
            }
            value = trimmedLead(value)
            return named(label, value: value)
        }
        let text = rest.trimmingWhitespace
        // A colon inside a code span (`font-feature-settings: "palt"`) is code, not a label's end.
        if let colon = text.firstIndex(ofSingleScalar: colons), !text[..<colon].contains("`") {
            let label = String(text[..<colon]).trimmingWhitespace
            if isName(label), !text[colon...].hasPrefix("://") {
                return named(label, value: String(text[text.index(after: colon)...]).trimmingWhitespace)
            }
        }
        // `Blue → bg #EEF4FF, color #1668F2`: a short name, an arrow, then a look that opens with
        // a property's word and gives a colour: the name labels that look, as a colon would (a
        // pairing listed under a component is one of its looks). A colour before the arrow is a
        // gradient's stop or a change, and a look in words alone no pairing.
        if let arrow = text.range(ofLiteral: " → ") ?? text.range(ofLiteral: " -> "), case let label = String(text[..<arrow.lowerBound]).trimmingWhitespace,
           isName(label, maxWords: 3), ColorValueScanner.matches(in: label).isEmpty,
           case let look = String(text[arrow.upperBound...]).trimmingWhitespace,
           let first = look.split(whereSeparator: { $0.fastIsWhitespace || $0 == ":" }).first,
           Vocabulary.standard.property(String(first).trimming(charactersIn: "`*_")) != nil, !ColorValueScanner.matches(in: look).isEmpty {
            return named(label, value: look)
        }
        // `` `sage-50`: `#f6f8f6` — backgrounds ``: a name wholly in code, then the colon.
        if let colon = text.firstIndex(ofSingleScalar: colons), case let head = text[..<colon].trimmingWhitespace,
           head.count > 2, head.first == "`", head.last == "`", case let name = head.dropFirst().dropLast(),
           !name.contains("`"), isName(String(name), maxWords: 3) {
            return named(String(name), value: String(text[text.index(after: colon)...]).trimmingWhitespace)
        }
        // `#FF6B6B - Coral (CTA, active)`: the value first, then its name.
        if let literal = ColorValueScanner.matches(in: text).first, literal.range.lowerBound == text.startIndex
            || text[..<literal.range.lowerBound].allSatisfy({ $0 == "`" || $0 == " " }) {
            var after = String(text[literal.range.upperBound...])
            after = trimmedLead(after.trimming(charactersIn: "` "))
            var name = after
            var note: String?
            if let open = after.firstIndex(ofSingleScalar: openers) {
                name = String(after[..<open]).trimmingWhitespace
                note = String(after[after.index(after: open)...]).trimming(charactersIn: " )）")
            }
            // `#1A5FB4 #F6F5F4 #E01B24` is three colours, not one named by the other two.
            if !name.isEmpty, isName(name), ColorValueScanner.matches(in: name).isEmpty {
                return LabelledText(label: name, labelNote: nil, value: literal.text + (note.map { " (\($0))" } ?? ""))
            }
        }
        // `Ink (#111111) - Body text`, `Fog (#888888)`: a name, then its colour in brackets, as
        // the bold form writes it without the bold.
        if let open = text.firstIndex(ofSingleScalar: openers), open > text.startIndex,
           let close = closingIndex(in: text[open...]) {
            let name = String(text[..<open]).trimmingWhitespace
            let inside = String(text[text.index(after: open)..<close]).replacing(literal: "`", with: "").trimmingWhitespace
            // `White background (#FFFFFF)` says what a property is, naming no colour.
            if isName(name, maxWords: 3), PropertyPhraseReader.role(in: " " + name.lowercased() + " ") == nil,
               let literal = ColorValueScanner.matches(in: inside).first, literal.text == inside {
                let after = trimmedLead(String(text[text.index(after: close)...]).trimmingWhitespace)
                return named(name, value: after.isEmpty ? inside : inside + " — " + after)
            }
        }
        // `` `--radius-md` (8px) — inputs ``: a custom property in code named by its length in
        // brackets, then what it is for.
        if text.hasPrefix("`--"), case let body = text.dropFirst(), let tick = body.firstIndex(of: "`"),
           case let name = body[..<tick], name.dropFirst(2).allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }),
           case let after = body[body.index(after: tick)...].trimmingWhitespace, let first = after.first, openers.contains(first),
           let close = closingIndex(in: after),
           case let inside = after[after.index(after: after.startIndex)..<close].replacing(literal: "`", with: "").trimmingWhitespace,
           ValueScanner.isLengthWord(Substring(inside)) {
            let note = trimmedLead(String(after[after.index(after: close)...]).trimmingWhitespace)
            return named(String(name), value: note.isEmpty ? inside : inside + " — " + note)
        }
        for dash in dashes {
            guard let range = text.range(ofLiteral: dash) else { continue }
            let label = String(text[..<range.lowerBound]).trimmingWhitespace
            let value = String(text[range.upperBound...]).trimmingWhitespace
            if isName(label, maxWords: 3), ColorValueScanner.matches(in: value).first.map({ value.distance(from: value.startIndex, to: $0.range.lowerBound) <= 2 }) == true {
                return named(label, value: value)
            }
        }
        return LabelledText(label: "", labelNote: nil, value: text)
    }

    /// A list's items: its pieces between `breaks` and the word `and`, trimmed, none empty
    /// (`separators, tile edges and grid rules` → three).
    package static func listItems(_ text: some StringProtocol, breaks: CharacterList) -> [String] {
        text.split(whereSeparator: breaks.contains)
            .flatMap { $0.components(separatedBy: " and ") }
            .map(\.trimmingWhitespace)
            .filter { !$0.isEmpty }
    }

    /// A label that is a name rather than a clause: a few words, no sentence punctuation.
    /// One pass over the characters: the readers ask this of nearly every line.
    package static func isName(_ text: String, maxWords: Int = 5) -> Bool {
        // ASCII without carriage returns: a byte is a Character, and the pass reads bytes.
        if text.utf8.count <= 60, text.utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) {
            return isASCIIName(text.utf8, maxWords: maxWords)
        }
        return isCharacterName(text, maxWords: maxWords)
    }

    /// `isName(_:maxWords:)` a Character at a time, for any text.
    package static func isCharacterName(_ text: String, maxWords: Int) -> Bool {
        guard text.utf8.count <= 60 || text.count <= 60 else { return false }
        return isName(
            text, maxWords: maxWords, space: " ", stop: ".", straightQuote: "\"", isWhitespace: \.fastIsWhitespace,
            quoteChange: { $0 == "“" ? 1 : $0 == "”" ? -1 : 0 }, endsSentence: sentencePunctuation.contains)
    }

    /// `sentencePunctuation`'s ASCII members, by byte.
    private static let asciiSentencePunctuation: [Bool] = (0..<128).map { sentencePunctuation.contains(Character(Unicode.Scalar(UInt8($0)))) }

    /// `isName(_:maxWords:)`'s pass over ASCII bytes: no curly quotes, no wide punctuation.
    private static func isASCIIName(_ bytes: String.UTF8View, maxWords: Int) -> Bool {
        isName(
            bytes, maxWords: maxWords, space: UInt8(ascii: " "), stop: UInt8(ascii: "."), straightQuote: UInt8(ascii: "\""),
            isWhitespace: Ascii.isWhitespaceCharacter, quoteChange: { _ in 0 },
            endsSentence: { asciiSentencePunctuation[Int($0)] })
    }

    /// The pass itself, over Characters or bytes: words counted at their first unit, a stop
    /// before a space or at the end ends a sentence, and quotes must close. A label may quote
    /// what a part says (`"Read More" link`), but a colon inside an open quote belongs to the
    /// quoted words, not to a label.
    private static func isName<Units: Sequence>(
        _ units: Units, maxWords: Int, space: Units.Element, stop: Units.Element, straightQuote: Units.Element,
        isWhitespace: (Units.Element) -> Bool, quoteChange: (Units.Element) -> Int, endsSentence: (Units.Element) -> Bool
    ) -> Bool where Units.Element: Equatable {
        var words = 0
        var inWord = false
        var straightQuotes = 0
        var openQuotes = 0
        var previous: Units.Element?
        for unit in units {
            defer { previous = unit }
            if isWhitespace(unit) {
                if unit == space, previous == stop { return false }
                inWord = false
                continue
            }
            if !inWord {
                inWord = true
                words += 1
                if words > maxWords { return false }
            }
            if unit == straightQuote {
                straightQuotes += 1
            } else if unit != stop {
                let change = quoteChange(unit)
                if change != 0 { openQuotes += change } else if endsSentence(unit) { return false }
            }
        }
        return words > 0 && previous != stop && straightQuotes.isMultiple(of: 2) && openQuotes == 0
    }

    private static func named(_ label: String, value: String) -> LabelledText {
        let cleaned = label.trimming(charactersIn: " *_`")
        // `Canvas (Background)`: a trailing parenthesis names a role or a value.
        if let last = cleaned.last, closers.contains(last), let open = cleaned.lastIndex(where: { openers.contains($0) }), open > cleaned.startIndex {
            let name = String(cleaned[..<open]).trimmingWhitespace
            let note = String(cleaned[cleaned.index(after: open)..<cleaned.index(before: cleaned.endIndex)]).trimmingWhitespace
            if !name.isEmpty { return LabelledText(label: name, labelNote: note.isEmpty ? nil : note, value: value) }
        }
        return LabelledText(label: cleaned, labelNote: nil, value: value)
    }

    /// The definitions a value lists after its first, split at commas, semicolons and bars outside
    /// brackets: `#666666, Placeholder: #999999` (a second label) or `#F7F7F7 (subtle), #E5E5E5
    /// (borders)` (several colours under one label). Nil when the value is one definition: it
    /// does not open with a colour, or a part is prose, or a part names a mode (`Light: …, Dark:
    /// …`, which is one colour in two modes).
    package static func segments(of value: String) -> [(label: String?, value: String)]? {
        // Without a separator's bytes there is one part: most values are so.
        guard value.utf8.contains(where: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: ";") || $0 == UInt8(ascii: "|") })
                || ["，", "；", "、"].contains(where: { value.contains(literal: $0) }) else { return nil }
        let trimmed = topLevelParts(of: value).map { $0.trimming(charactersIn: " ") }.filter { !$0.isEmpty }
        guard trimmed.count > 1 else { return nil }
        var out: [(label: String?, value: String)] = []
        for part in trimmed {
            let bare = part.replacing(literal: "`", with: "")
            if let literal = ColorValueScanner.matches(in: bare).first, literal.range.lowerBound == bare.startIndex {
                // Only a colour and its note: `rgba(0,0,0,.1) 0 2px 6px` is a shadow's layer.
                let rest = bare[literal.range.upperBound...].trimmingWhitespace
                guard rest.isEmpty || (rest.first.map(openers.contains) == true && rest.last.map(closers.contains) == true) else { return nil }
                out.append((nil, part))
                continue
            }
            let read = read(strong: nil, rest: part)
            guard !read.label.isEmpty, read.labelNote == nil, Vocabulary.standard.column(read.label) == nil,
                  let literal = ColorValueScanner.matches(in: read.value.replacing(literal: "`", with: "")).first,
                  literal.range.lowerBound == read.value.replacing(literal: "`", with: "").startIndex else { return nil }
            out.append((read.label, read.value))
        }
        // `surface: #1E7B65, text: #1E7B65, subdued: #E6F6F2` after a name: its colours by role.
        return out.first?.label == nil || out.allSatisfy({ $0.label != nil }) ? out : nil
    }

    /// A bracket that gives a colour, perhaps after the reference or variable that holds it
    /// (`{colors.body} — #4E4E4E`, `--ink: #111111`, `var(--ink) = #111111`): the text from the
    /// colour on, without backticks. Nil when other words lead the colour.
    package static func colorAfterReference(_ inside: String) -> String? {
        let text = inside.replacing(literal: "`", with: "").trimmingWhitespace
        guard let literal = ColorValueScanner.matches(in: text).first else { return nil }
        let lead = text[..<literal.range.lowerBound].trimming(charactersIn: " —–-:=/,")
        guard lead.isEmpty || isReferenceWord(lead) else { return nil }
        return String(text[literal.range.lowerBound...])
    }

    /// `{colors.surface-card}` → `surface-card`: the name of the token a path refers to.
    package static func pathName(_ word: String) -> String? {
        guard word.hasPrefix("{"), isReferenceWord(word), let last = word.dropFirst().dropLast().split(separator: ".").last else { return nil }
        return String(last)
    }

    /// `{colors.body}`, `--ink`, `$ink`, `var(--ink)`: a name that refers to a token, written as code.
    package static func isReferenceWord(_ word: String) -> Bool {
        guard !word.contains(where: \.fastIsWhitespace) else { return false }
        if word.hasPrefix("{"), word.hasSuffix("}") { return word.count > 2 }
        if word.hasPrefix("var(--"), word.hasSuffix(")") { return true }
        return (word.hasPrefix("--") || word.hasPrefix("$")) && word.count > 2
    }

    /// Several named colours on one line, each `Name (colour)`, joined by commas, slashes, `and`
    /// or `or`, perhaps followed by a note: `**Granite** (#555555) and **Graphite** (#565656):
    /// deeper greys`, `sand grey (#E5E5E0), warm badge (hsla(60, 20%, 98%, .5))`. Nil unless
    /// there are two or more and each name is a short name, not an instruction (`Use …`).
    /// `rest`: what follows the last pair, without its colon or dash.
    package static func namedColors(in text: String) -> (pairs: [(name: String, value: String)], rest: String?)? {
        let line = text.replacing(literal: "**", with: "").replacing(literal: "__", with: "").replacing(literal: "`", with: "")
        // Cheap test first: at least two brackets and two colours.
        // (An ASCII line's brackets are counted as bytes: it is asked of every line.)
        let brackets = line.isASCIIText ? line.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "(") ? 1 : 0) } : line.filter({ openers.contains($0) }).count
        guard brackets >= 2, ColorValueScanner.matches(in: line).count >= 2 else { return nil }
        var pairs: [(name: String, value: String)] = []
        var cursor = line.startIndex
        func skipJoiners() {
            while true {
                let rest = line[cursor...]
                // `,`, `/`, `&`, and the arrows of a ladder (`{colors.canvas} (#07080A) → …`).
                let trimmed = rest.drop { $0.fastIsWhitespace || ",、，;；/&+→".contains($0) }
                cursor = trimmed.startIndex
                guard let word = trimmed.split(separator: " ", maxSplits: 1).first,
                      Vocabulary.standard.listConjunctions.contains(word.lowercased()) || word.lowercased() == "and" else { return }
                cursor = trimmed.index(trimmed.startIndex, offsetBy: word.count)
            }
        }
        while cursor < line.endIndex {
            if !pairs.isEmpty { skipJoiners() }
            guard let open = line[cursor...].firstIndex(ofSingleScalar: openers),
                  let close = closingIndex(in: line[open...]) else { break }
            // `{colors.surface} (#0D0D0D)`: the token the path names (`pathName`).
            var name = line[cursor..<open].trimmingWhitespace
            // `Hairline (#DFDFDF)`, or with the reference that holds it: `Hairline ({colors.hairline} — #DFDFDF)`.
            guard !name.isEmpty, isName(name, maxWords: 4), ColorValueScanner.matches(in: name).isEmpty, !Vocabulary.standard.isInstruction(name),
                  let inside = colorAfterReference(String(line[line.index(after: open)..<close]))
            else { break }
            // `**Accent** ({colors.accent} — #FFC533) + **Soft** ({colors.accent-soft} — …)`: a
            // short name that is not the reference's is a part of the line's first colour, and
            // the reference names it whole (`accent-soft`).
            let written = line[line.index(after: open)..<close].trimmingWhitespace
            if let reference = written.split(separator: " ").first.map(String.init), let tail = pathName(reference),
               tail.lowercased() != name.lowercased().replacing(literal: " ", with: "-") {
                name = reference
            }
            pairs.append((name, inside))
            cursor = line.index(after: close)
            // A colon or a dash after a pair ends the list: the rest is its note.
            let after = line[cursor...].drop(while: \.fastIsWhitespace)
            if let first = after.first, colons.contains(first) || first == "—" || first == "–" || after.hasPrefix("- ") {
                let rest = trimmedLead(String(after)).trimmingWhitespace
                return pairs.count >= 2 ? (pairs, rest.isEmpty ? nil : rest) : nil
            }
        }
        guard pairs.count >= 2 else { return nil }
        let rest = trimmedLead(String(line[cursor...])).trimming(charactersIn: " ,.;")
        return (pairs, rest.isEmpty ? nil : rest)
    }

    /// `value` split at the separators outside round and square brackets, as slices of it.
    package static func topLevelParts(of value: String) -> [Substring] {
        var parts: [Substring] = []
        var depth = 0
        var start = value.startIndex
        var index = value.startIndex
        while index < value.endIndex {
            let character = value[index]
            let next = value.index(after: index)
            // An ASCII character is told by its byte; the few wide ones by comparison.
            let opens, closes, separates: Bool
            if let ascii = character.asciiValue {
                opens = ascii == UInt8(ascii: "(") || ascii == UInt8(ascii: "[")
                closes = ascii == UInt8(ascii: ")") || ascii == UInt8(ascii: "]")
                separates = ascii == UInt8(ascii: ",") || ascii == UInt8(ascii: ";") || ascii == UInt8(ascii: "|")
            } else {
                opens = character == "（"
                closes = character == "）"
                separates = character == "，" || character == "；" || character == "、"
            }
            if opens { depth += 1 }
            if closes { depth = max(0, depth - 1) }
            if depth == 0, separates {
                parts.append(value[start..<index])
                start = next
            }
            index = next
        }
        parts.append(value[start...])
        return parts
    }

    /// A heading's name and the role after its dash: `Cream — Personal` → (`Cream`, `Personal`).
    package static func nameAndRole(_ heading: String) -> (name: String, role: String?) {
        for separator in [" — ", " – ", " - ", ": "] {
            guard let range = heading.range(ofLiteral: separator) else { continue }
            let name = heading[..<range.lowerBound].trimmingWhitespace
            let role = heading[range.upperBound...].trimmingWhitespace
            if !name.isEmpty { return (name, role.isEmpty ? nil : role) }
        }
        return (heading, nil)
    }

    /// Drops the colon or dash that joins a label to its value.
    package static func trimmedLead(_ text: String) -> String {
        var out = Substring(text)
        var joined = false
        while let first = out.first, colons.contains(first) || first == "—" || first == "–" || first == "-" || first == " " {
            // `-8px` is a value, not a separator, and so is `-apple-system` after a colon.
            if first == "-", let next = out.dropFirst().first, next.fastIsNumber || (joined && next.fastIsLetter) { break }
            if first != " " { joined = true }
            out = out.dropFirst()
        }
        return String(out)
    }

    /// The index of the parenthesis that closes the one `text` opens with.
    package static func closingIndex(in text: String) -> String.Index? {
        closingIndex(in: text[...])
    }

    package static func closingIndex(in text: Substring) -> String.Index? {
        var depth = 0
        var rest = text
        // From bracket to bracket, each found from the bytes: a long value whose bracket closes
        // late, or never, was read a Character at a time.
        while let index = rest.firstIndex(ofSingleScalar: brackets) {
            if openers.contains(rest[index]) { depth += 1 }
            if closers.contains(rest[index]) {
                depth -= 1
                if depth == 0 { return index }
            }
            rest = rest[rest.index(after: index)...]
        }
        return nil
    }

    private static let brackets = openers + closers
}

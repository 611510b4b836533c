import Foundation

/// Splits one line of inline text into a label and a value, the way people write definitions:
/// `**Harbor Blue** (\`#1B4F8A\`): usage`, `**Label:** value`, `Primary: #2E7D98 (teal)`,
/// `背景：#FFFFFF`, `#FF6B6B - Coral (CTA)` or `**Основной** — #1B4F8A`. A line that is not a
/// definition keeps its whole text as the value and an empty label.
struct LabelledText: Sendable, Hashable {
    var label: String
    var labelNote: String?
    var value: String

    /// Colons, ASCII and full-width, that end a label.
    static let colons: Set<Character> = [":", "："]
    /// Dashes that separate a name from its value when there is no colon.
    static let dashes = [" — ", " – ", " - ", "—", "–"]
    /// Punctuation that marks a clause rather than a name.
    static let sentencePunctuation: Set<Character> = [".", ",", ";", "!", "?", "。", "、", "，", "；", "！", "？"]
    static let openers: Set<Character> = ["(", "（"]
    static let closers: Set<Character> = [")", "）"]

    /// `strong`: the text of a strong span the line opens with, when it does; `rest`: the text
    /// after it (or the whole line).
    static func read(strong: String?, rest: String) -> LabelledText {
        if let strong {
            var label = strong.trimmingCharacters(in: .whitespaces)
            var value = rest.trimmingCharacters(in: .whitespaces)
            if let last = label.last, colons.contains(last) { label.removeLast() }
            // `**Name** (\`#hex\`): usage` — the parenthesis right after the name is its value.
            if let first = value.first, openers.contains(first), let close = closingIndex(in: value) {
                let inside = String(value[value.index(after: value.startIndex)..<close])
                var after = String(value[value.index(after: close)...]).trimmingCharacters(in: .whitespaces)
                after = trimmedLead(after)
                return named(label, value: after.isEmpty ? inside : inside + " — " + after)
            }
            value = trimmedLead(value)
            return named(label, value: value)
        }
        let text = rest.trimmingCharacters(in: .whitespaces)
        if let colon = text.firstIndex(where: { colons.contains($0) }) {
            let label = String(text[..<colon]).trimmingCharacters(in: .whitespaces)
            if isName(label), !text[colon...].hasPrefix("://") {
                return named(label, value: String(text[text.index(after: colon)...]).trimmingCharacters(in: .whitespaces))
            }
        }
        // `#FF6B6B - Coral (CTA, active)`: the value first, then its name.
        if let literal = ColorValueScanner.matches(in: text).first, literal.range.lowerBound == text.startIndex
            || text[..<literal.range.lowerBound].allSatisfy({ $0 == "`" || $0 == " " }) {
            var after = String(text[literal.range.upperBound...])
            after = trimmedLead(after.trimmingCharacters(in: CharacterSet(charactersIn: "` ")))
            var name = after
            var note: String?
            if let open = after.firstIndex(where: { openers.contains($0) }) {
                name = String(after[..<open]).trimmingCharacters(in: .whitespaces)
                note = String(after[after.index(after: open)...]).trimmingCharacters(in: CharacterSet(charactersIn: " )）"))
            }
            if !name.isEmpty, isName(name) {
                return LabelledText(label: name, labelNote: nil, value: literal.text + (note.map { " (\($0))" } ?? ""))
            }
        }
        for dash in dashes {
            guard let range = text.range(of: dash) else { continue }
            let label = String(text[..<range.lowerBound]).trimmingCharacters(in: .whitespaces)
            let value = String(text[range.upperBound...]).trimmingCharacters(in: .whitespaces)
            if isName(label, maxWords: 3), ColorValueScanner.matches(in: value).first.map({ value.distance(from: value.startIndex, to: $0.range.lowerBound) <= 2 }) == true {
                return named(label, value: value)
            }
        }
        return LabelledText(label: "", labelNote: nil, value: text)
    }

    /// A label that is a name rather than a clause: a few words, no sentence punctuation.
    static func isName(_ text: String, maxWords: Int = 5) -> Bool {
        let words = text.split(whereSeparator: \.isWhitespace)
        guard !words.isEmpty, words.count <= maxWords, text.count <= 60 else { return false }
        return !text.contains { sentencePunctuation.contains($0) && $0 != "." } && !text.contains(". ")
            && !text.hasSuffix(".") && !text.contains("\"") && !text.contains("“")
    }

    private static func named(_ label: String, value: String) -> LabelledText {
        let cleaned = label.trimmingCharacters(in: CharacterSet(charactersIn: " *_`"))
        // `Canvas (Background)`: a trailing parenthesis names a role or a value.
        if let last = cleaned.last, closers.contains(last), let open = cleaned.lastIndex(where: { openers.contains($0) }), open > cleaned.startIndex {
            let name = String(cleaned[..<open]).trimmingCharacters(in: .whitespaces)
            let note = String(cleaned[cleaned.index(after: open)..<cleaned.index(before: cleaned.endIndex)]).trimmingCharacters(in: .whitespaces)
            if !name.isEmpty { return LabelledText(label: name, labelNote: note.isEmpty ? nil : note, value: value) }
        }
        return LabelledText(label: cleaned, labelNote: nil, value: value)
    }

    /// Drops the colon or dash that joins a label to its value.
    static func trimmedLead(_ text: String) -> String {
        var out = Substring(text)
        while let first = out.first, colons.contains(first) || first == "—" || first == "–" || first == "-" || first == " " {
            // `-8px` is a value, not a separator.
            if first == "-", let next = out.dropFirst().first, next.isNumber { break }
            out = out.dropFirst()
        }
        return String(out)
    }

    /// The index of the parenthesis that closes the one `text` opens with.
    static func closingIndex(in text: String) -> String.Index? {
        var depth = 0
        for index in text.indices {
            if openers.contains(text[index]) { depth += 1 }
            if closers.contains(text[index]) {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }
}

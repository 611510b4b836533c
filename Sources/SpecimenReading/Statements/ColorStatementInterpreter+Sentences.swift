import Foundation
import SpecimenModel

/// Colours a palette section states only in running prose: `A tertiary "Sunlight" gold
/// (#E8AF30) is reserved for highlights`, `supported by a secondary mint-wash neutral
/// (#F4F9F1) used for large surfaces`. The colour stands alone in brackets right after the words
/// that call it: a quoted name among them names it, else the words after their article, the
/// last of which says a colour (`gold`, `neutral`; never `the eye strain of (#000000)`).
///
/// Such a sentence most often restates a colour the document defines elsewhere (an overview's
/// "the primary blue (#0072F5)"): those are read last and only for a colour no definition gives,
/// so a restatement adds nothing.
extension ColorStatementInterpreter {
    /// The colours of one unlabelled paragraph under a palette heading.
    package func sentenceColors(in statement: Statement) -> [Definition] {
        guard statement.label.isEmpty, statement.syntax == .paragraph,
              statement.headings.contains(where: { vocabulary.isPaletteHeading($0) }) else { return [] }
        let value = statement.value.replacing(literal: "`", with: "")
        return ColorValueScanner.matches(in: value).compactMap { literal in
            var before = value[..<literal.range.lowerBound]
            while before.last == " " { before = before.dropLast() }
            let after = value[literal.range.upperBound...].drop { $0 == " " }
            guard let open = before.last, LabelledText.openers.contains(open),
                  let close = after.first, LabelledText.closers.contains(close) else { return nil }
            let lead = Self.sentence(endingAt: before.dropLast())
            guard !vocabulary.prohibits(String(lead)), let name = colorName(in: lead) else { return nil }
            let usage = Self.sentence(startingAt: after.dropFirst()).trimmingCharacters(in: Self.noteTrim)
            return Definition(name: name, values: [(Self.color(literal, in: value), nil, literal.text.hasPrefix("#"))],
                              role: nil, usage: usage.nilIfEmpty)
        }
    }

    /// Colours a sentence anywhere defines by what they are for: a token's name, then the colour
    /// alone in brackets, perhaps after a word for it (`` `--accent` (terracotta, #b04f2c) is for
    /// a primary action ``), or a noun of `sentenceRoleNouns` after an article (`an ivory page
    /// (#f5f4ee)`). The sentence after the bracket is the colour's use. A colour in a sentence
    /// that names neither stays unread.
    package func bracketedColors(in statement: Statement) -> [(definition: Definition, line: Int)] {
        guard statement.syntax == .paragraph || statement.syntax == .bullet, statement.value.contains(where: { LabelledText.openers.contains($0) }) else { return [] }
        let value = statement.value.replacing(literal: "`", with: "")
        return ColorValueScanner.matches(in: value).compactMap { literal in
            let after = value[literal.range.upperBound...].drop { $0 == " " }
            guard let close = after.first, LabelledText.closers.contains(close) else { return nil }
            // `(terracotta, #b04f2c)`: a word or two for the colour may open the bracket.
            let inside = value[..<literal.range.lowerBound]
            guard let open = inside.lastIndex(where: { LabelledText.openers.contains($0) || LabelledText.closers.contains($0) }),
                  LabelledText.openers.contains(inside[open]) else { return nil }
            let said = inside[inside.index(after: open)...].trimmingWhitespace
            guard said.isEmpty || (said.hasSuffix(",") && said.split(separator: " ").count <= 2
                                   && said.dropLast().allSatisfy { $0.fastIsLetter || $0 == " " || $0 == "-" }) else { return nil }
            var before = inside[..<open]
            while before.last == " " { before = before.dropLast() }
            let lead = Self.sentence(endingAt: before)
            guard !lead.isEmpty, !vocabulary.prohibits(String(lead)) else { return nil }
            let words = lead.split(whereSeparator: \.fastIsWhitespace)
            let name: String
            var usage = Self.sentence(startingAt: after.dropFirst()).trimmingCharacters(in: Self.noteTrim)
                .trimmingCharacters(in: CharacterSet(charactersIn: ",;"))
            if let last = words.last, LabelledText.isReferenceWord(String(last)), !last.hasPrefix("{") {
                name = String(last)
            } else if let article = words.lastIndex(where: { ["a", "an", "the"].contains($0.lowercased()) }),
                      case let phrase = words[(article + 1)...], (1...3).contains(phrase.count),
                      phrase.allSatisfy({ $0.allSatisfy { $0.fastIsLetter || $0 == "-" } }),
                      let noun = phrase.last, vocabulary.sentenceRoleNouns.contains(noun.lowercased()) {
                name = phrase.joined(separator: " ")
                // What follows is the sentence's next item (`, white cards`), not this colour's
                // use: the noun says what it is for.
                usage = String(noun)
            } else {
                return nil
            }
            let definition = Definition(name: name, values: [(Self.color(literal, in: value), nil, literal.text.hasPrefix("#"))],
                                        role: nil, usage: usage.nilIfEmpty)
            return (definition, line(of: literal.text, from: statement.line))
        }
    }

    /// The line of a paragraph, from its first, that holds `text`.
    private func line(of text: String, from first: Int) -> Int {
        for line in first..<(first + 40) where document.line(line).replacing(literal: "`", with: "").contains(literal: text) {
            return line
        }
        return first
    }

    /// The name in the words before a colour: a quoted name among the words after the last
    /// article (`tertiary "Sunlight" gold`), else those words, at most four, when the last says
    /// a colour.
    private func colorName(in lead: Substring) -> String? {
        let words = lead.split(whereSeparator: \.fastIsWhitespace)
        guard let article = words.lastIndex(where: { ["a", "an", "the"].contains($0.lowercased()) }) else { return nil }
        let phrase = words[(article + 1)...]
        guard !phrase.isEmpty, phrase.count <= 4 else { return nil }
        let text = phrase.joined(separator: " ")
        for (opener, closer) in [("\"", "\""), ("“", "”")] {
            if let start = text.range(of: opener), let end = text[start.upperBound...].range(of: closer) {
                let quoted = String(text[start.upperBound..<end.lowerBound]).trimmingWhitespace
                return LabelledText.isName(quoted, maxWords: 3) ? quoted : nil
            }
        }
        // Words only: a bracket, a colon or a digit makes it something other than a name.
        let bare = phrase.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: ",")) }
        guard bare.allSatisfy({ $0.allSatisfy { $0.fastIsLetter || $0 == "-" } }),
              let last = bare.last, vocabulary.endsColorName(last.lowercased()) else { return nil }
        return bare.joined(separator: " ")
    }

    /// The text from the start of the sentence `text` ends in.
    private static func sentence(endingAt text: Substring) -> Substring {
        var lead = text
        for stop in [". ", "; ", "! ", "? ", ": "] {
            if let end = lead.range(of: stop, options: .backwards) { lead = lead[end.upperBound...] }
        }
        return lead
    }

    /// The text of `text` to the end of its sentence.
    private static func sentence(startingAt text: Substring) -> String {
        var rest = text
        for stop in [". ", "; ", "! ", "? "] {
            if let end = rest.range(of: stop) { rest = rest[..<end.lowerBound] }
        }
        return String(rest.hasSuffix(".") ? rest.dropLast() : rest)
    }
}

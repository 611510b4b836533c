import SpecimenModel
import SpecimenReading

/// What the words around a colour say about the text it draws and the backdrop under it
/// (`auditContext` in the vocabulary): text that is decoration, a backdrop that is a picture or
/// a gradient, text used only for headings.
package enum AuditContext {
    /// The words that call the text decoration, as written ("watermark", "cream-on-cream"), or
    /// nil. WCAG 1.4.3 exempts text that is pure decoration.
    package static func decorativeWords(in text: String) -> String? {
        if let tone = toneOnTone(in: text) { return tone }
        let words = words(of: text)
        let decorative = Vocabulary.standard.auditContext.decorative
        guard let phrase = decorative.phrases.first(where: { phrase in
            phrase.count <= words.count && (0...(words.count - phrase.count)).contains { words[$0..<$0 + phrase.count].elementsEqual(phrase) }
        }) else { return nil }
        return phrase.joined(separator: " ")
    }

    /// "cream-on-cream", "tone-on-tone": a colour laid on the same tone, which a document writes
    /// only of text meant to be barely seen.
    package static func toneOnTone(in text: String) -> String? {
        let lower = text.lowercased()
        var search = lower.startIndex
        while let range = lower.range(of: "-on-", range: search..<lower.endIndex) {
            let before = lower[..<range.lowerBound].reversed().prefix { $0.isLetter }
            let after = lower[range.upperBound...].prefix { $0.isLetter }
            if !after.isEmpty, String(before.reversed()) == String(after) { return "\(after)-on-\(after)" }
            search = range.upperBound
        }
        return nil
    }

    /// Whether the words name a picture as the backdrop ("full-bleed imagery", "over the
    /// photo"), or, with `gradients`, a gradient ("hero gradients").
    package static func namesImage(_ text: String, gradients: Bool = false) -> Bool {
        let context = Vocabulary.standard.auditContext
        let words = words(of: text)
        return context.imageBackdrops.occurs(in: words) || (gradients && context.gradientBackdrops.occurs(in: words))
    }

    /// The text without its code spans: `text-[#F2414C]` is a class name, not a word of the note.
    /// The words of the clause in which a line writes a colour's value ("Mist fill (`#ecebe6`
    /// light / `#2a2a28` dark)", a table cell "Ember glow `rgba(…)`"), brackets included, without
    /// the colour values and without the words of `name` (the colour's or the part's own name,
    /// which say nothing of its use). Nil when the line does not write the value.
    package static func wordsAround(_ color: RGBAColor, in line: String, name: String) -> [String]? {
        guard line.utf8.contains(UInt8(ascii: "#")) || line.contains(literal: "(") else { return nil }
        let own = ColorValueScanner.matches(in: line).first { match in
            if case .success(let written) = match.color { return written.withAlpha(1) == color.withAlpha(1) }
            return false
        }
        guard let own else { return nil }
        // "bg `#d9e6ff` / color `#00118f`": a slash parts the values of one line too.
        let breaks: Set<Character> = [",", ";", ".", ":", "|", "/", "—", "–", "、", "。", "；", "："]
        let before = line[..<own.range.lowerBound]
        let start = before.lastIndex(where: breaks.contains).map { line.index(after: $0) } ?? line.startIndex
        // After the value, a break inside its brackets ("light / dark)") does not end the clause.
        var end = line.endIndex
        var depth = 0
        var index = own.range.upperBound
        while index < line.endIndex {
            let character = line[index]
            if character == "(" || character == "（" { depth += 1 }
            if character == ")" || character == "）" { depth -= 1 }
            if depth <= 0, breaks.contains(character) { end = index; break }
            index = line.index(after: index)
        }
        var clause = String(line[start..<end])
        for match in ColorValueScanner.matches(in: clause).reversed() { clause.replaceSubrange(match.range, with: " ") }
        let named = Set(ComponentKind.words(of: name))
        return ComponentKind.words(of: String(clause.map { "()（）`*".contains($0) ? " " : $0 })).filter { !named.contains($0) }
    }

    package static func withoutCode(_ text: String) -> String {
        var out = ""
        var inCode = false
        for character in text {
            if character == "`" { inCode.toggle(); out.append(" "); continue }
            if !inCode { out.append(character) }
        }
        // What is left of a class name once its value is gone (`text-[]`, `bg-{…}`) is code too.
        return out.split(separator: " ", omittingEmptySubsequences: false)
            .filter { !$0.contains(where: { "[]{}=".contains($0) }) }.joined(separator: " ")
    }

    /// The words of a text, parenthetical remarks included (`ComponentKind.words` drops them,
    /// and "(… cream-on-cream)" or "(decorative)" is where a document says it).
    package static func words(of text: String) -> [String] {
        // Asked of every line near every component's values: an ASCII line has its brackets
        // spaced out byte by byte, not Character by Character.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            guard text.utf8.contains(where: { $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: ")") }) else { return ComponentKind.words(of: text) }
            return ComponentKind.words(of: String(decoding: text.utf8.map { $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: ")") ? UInt8(ascii: " ") : $0 }, as: UTF8.self))
        }
        return ComponentKind.words(of: String(text.map { "()（）".contains($0) ? " " : $0 }))
    }

    /// How far from its line a value's block reaches, each way.
    static let blockReach = 24

    /// The block a line of a component's description belongs to: the line, the unlabelled list
    /// items and lines around it up to a blank line, a heading or a labelled item
    /// (`- **Ghost**: …`), which starts another variant. A labelled item is its own block.
    package static func block(around line: Int, in document: DocumentProse) -> [(line: Int, text: String)] {
        let count = document.lines.count
        guard line >= 1, line <= count else { return [] }
        // A row's or a declaration's notes lie near it: a table or style sheet hundreds of lines
        // long is many values, not one block, and read whole for each value it cost the square of
        // its length.
        let first = max(1, line - blockReach), last = min(count, line + blockReach)
        // Each line is read (and trimmed) once here; it was trimmed up to four times, for every
        // value of every component.
        func isLabelled(_ trimmed: String) -> Bool {
            trimmed.hasPrefix("- **") || trimmed.hasPrefix("* **") || trimmed.hasPrefix("**")
        }
        let own = document.line(line)
        var block = [(line, own)]
        if isLabelled(own) && own.hasPrefix("-") { return block }
        var up = line - 1
        while up >= first {
            let text = document.line(up)
            guard !text.isEmpty, !text.hasPrefix("#") else { break }
            block.insert((up, text), at: 0)
            if isLabelled(text) { break }
            up -= 1
        }
        var down = line + 1
        while down <= last {
            let text = document.line(down)
            guard !text.isEmpty, !text.hasPrefix("#"), !isLabelled(text) else { break }
            block.append((down, text))
            down += 1
        }
        return block
    }

    /// The exemption of text the document calls decoration, quoting its words (the line, cut
    /// at 120 characters) and their line.
    package static func decorativeExemption(words: String, line: Int) -> String {
        let quoted = words.trimmingWhitespace.excerpt()
        return "decorative text (line \(line): “\(quoted)”): WCAG 1.4.3 does not apply to text that is pure decoration"
    }

    /// The exemption of a shape the document calls decoration (a rule under a title).
    package static func decorativeShapeExemption(words: String, line: Int) -> String {
        let quoted = words.trimmingWhitespace.excerpt()
        return "decorative shape (line \(line): “\(quoted)”): WCAG 1.4.11 asks 3:1 only of graphics needed to identify a component or understand the content"
    }
}

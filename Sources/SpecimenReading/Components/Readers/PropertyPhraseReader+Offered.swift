import SpecimenModel

/// Looks a line offers in place of one another, or beside it as optional: `Sans 16px / 700 or
/// Mono 12px / 600 UPPERCASE`, `either #1C1A17 + 1px border, OR a bright fill`, `#2F8F5B (or
/// #F2EEE6 on dark)`, `border #2F8F5B with optional 2px #E0B04A ring`. Read together, the looks
/// would blend (one's size, the other's case) or the last would win; the first is drawn, and the
/// others are kept as written on the properties they share with it (`offeredWords`).
extension PropertyPhraseReader {
    struct OfferedLooks: Equatable {
        var first: String
        /// The other looks' words; an optional touch's with its word (`optional 2px ring`).
        var others: [String]
    }

    /// The look a text offers first and the words of the others; nil when it offers one. An "or"
    /// counts outside brackets and code only, and not between two colours alone (`#a or #b`,
    /// `offeredAlternatives`), nor between looks marked with an appearance (`#fff (light) or
    /// #191918 (dark)`, the light and the dark value).
    static func offeredLooks(in text: String) -> OfferedLooks? {
        let lower = text.lowercased()
        guard lower.contains(literal: " or ") || lower.contains(literal: "(or ") || lower.contains(literal: "optional ") else { return nil }
        func opens(_ words: String, at index: String.Index) -> Bool { text[index...].prefix(words.count).lowercased() == words }
        var depth = 0, inCode = false
        var orCuts: [Range<String.Index>] = []
        var bracketed: Range<String.Index>?
        var optionalAt: String.Index?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if character == "`" { inCode.toggle() }
            if inCode {
            } else if character == "(" || character == "（" {
                if depth == 0, bracketed == nil, opens("or ", at: next) { bracketed = index..<index }
                depth += 1
            } else if character == ")" || character == "）" {
                depth = max(0, depth - 1)
                if depth == 0, let open = bracketed?.lowerBound, bracketed?.isEmpty == true { bracketed = open..<next }
            } else if depth == 0, character == " " {
                if opens("or ", at: next) {
                    orCuts.append(index..<text.index(next, offsetBy: 3))
                } else if optionalAt == nil, opens("optional ", at: next) {
                    if text[..<index].suffix(5).lowercased() == " with" {
                        optionalAt = text.index(index, offsetBy: -5)
                    } else if text[..<index].hasSuffix(",") {
                        optionalAt = text.index(before: index)
                    }
                }
            }
            index = next
        }
        // A handful of looks at most: a longer list of "or"s is prose, not a choice.
        guard orCuts.count <= 4 else { return nil }
        let literals = ColorValueScanner.matches(in: text)
        // `#a or #b`: the colours' own reading offers the second (`offeredAlternatives`).
        orCuts.removeAll { cut in
            let before = literals.last { $0.range.upperBound <= cut.lowerBound }
            let after = literals.first { $0.range.lowerBound >= cut.upperBound }
            guard let before, let after else { return false }
            return text[before.range.upperBound..<cut.lowerBound].allSatisfy { " `".contains($0) }
                && text[cut.upperBound..<after.range.lowerBound].allSatisfy { " `".contains($0) }
        }
        func trimmed(_ piece: Substring) -> String { piece.trimmingWhitespace.trimming(charactersIn: ",;.").trimmingWhitespace }
        if !orCuts.isEmpty {
            var pieces: [String] = []
            var start = text.startIndex
            for cut in orCuts {
                pieces.append(trimmed(text[start..<cut.lowerBound]))
                start = cut.upperBound
            }
            pieces.append(trimmed(text[start...]))
            if pieces[0].lowercased().hasPrefix("either ") { pieces[0] = String(pieces[0].dropFirst(7)).trimmingWhitespace }
            guard !pieces.contains(where: \.isEmpty), !pieces.contains(where: { markedMode($0) != nil }) else { return nil }
            return OfferedLooks(first: pieces[0], others: Array(pieces.dropFirst()))
        }
        if let bracketed, !bracketed.isEmpty, offeredAlternatives(literals, in: text).isEmpty {
            let inside = text[text.index(bracketed.lowerBound, offsetBy: 4)..<text.index(before: bracketed.upperBound)]
            let first = trimmed(text[..<bracketed.lowerBound]) + String(text[bracketed.upperBound...])
            guard !inside.trimmingWhitespace.isEmpty, !first.trimmingWhitespace.isEmpty else { return nil }
            return OfferedLooks(first: first.trimmingWhitespace, others: [trimmed(inside)])
        }
        if let optionalAt {
            // The optional touch runs to the end of its sentence; what follows is the first look's.
            let from = text[optionalAt...].range(of: "optional ", options: .caseInsensitive)?.lowerBound ?? optionalAt
            let end = text[from...].range(of: ". ")?.lowerBound ?? text.endIndex
            let first = trimmed(text[..<optionalAt]) + String(text[end...])
            guard !first.trimmingWhitespace.isEmpty else { return nil }
            return OfferedLooks(first: first.trimmingWhitespace, others: [trimmed(text[from..<end])])
        }
        return nil
    }

    /// Reads `text` through `read`, the first look alone when it offers others that would set
    /// what the first sets (`offeredLooks`): those properties are marked with the others' words.
    /// False when the text offers no such looks, and nothing is read.
    func readingOfferedLooks(_ text: String, into set: inout PropertySet, _ read: (String, inout PropertySet) -> Void) -> Bool {
        guard let looks = Self.offeredLooks(in: text) else { return false }
        var first = PropertySet()
        read(looks.first, &first)
        var shared: Set<String> = []
        var offered: [PropertySet] = []
        for other in looks.others {
            var look = PropertySet()
            read(other, &look)
            shared.formUnion(first.statedNames.intersection(look.statedNames))
            offered.append(look)
        }
        guard !shared.isEmpty else { return false }
        read(looks.first, &set)
        // A colour another look gives is offered by its value too, as `#a or #b` offers it
        // (exported, numbered from 2); a look that is that colour alone needs no words beside it.
        for look in offered {
            func offer(_ key: WritableKeyPath<PropertySet, PropertyValue<RGBAColor>?>, _ name: String) {
                guard shared.contains(name), set[keyPath: key] != nil, let other = look[keyPath: key], let color = other.value else { return }
                set[keyPath: key]?.alternatives += [color] + other.alternatives
            }
            offer(\.fill, "fill")
            offer(\.textColor, "textColor")
            offer(\.borderColor, "borderColor")
        }
        let words = looks.others.map { $0.replacing("`", with: "").trimmingWhitespace }.filter { !Self.isColorAlone($0) }
        set.offer(words, for: shared)
        return true
    }

    /// `#212121`, `rgba(0, 0, 0, 0.4)`: words that are one colour literal and nothing else.
    static func isColorAlone(_ words: String) -> Bool {
        let found = ColorValueScanner.matches(in: words)
        return found.count == 1 && found[0].text == words
    }
}

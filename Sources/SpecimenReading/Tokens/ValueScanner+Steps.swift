import SpecimenModel

/// The value of one step of a scale written in prose: a length and at most a note on it.
extension ValueScanner {
    /// `4px`, `8 (cards)`, `1rem — section gaps`, `12dp`: a length, then nothing or a note in
    /// brackets or after a dash. Anything else after the number (`16px / 24px`, `88pt minimum`,
    /// `4px 8px`) makes it no single step. `rem` is taken at 16 px, CSS's initial font size; `dp`
    /// is Android's point.
    package static func step(in text: String) -> (length: Length, note: String?)? {
        let text = Substring(text.trimmingWhitespace)
        guard let (length, end) = leadingLength(text) else { return nil }
        let rest = text[end...].trimmingWhitespace
        guard let first = rest.first else { return (length, nil) }
        let note: String
        if LabelledText.openers.contains(first), let close = LabelledText.closingIndex(in: rest), rest.index(after: close) == rest.endIndex {
            note = String(rest[rest.index(after: rest.startIndex)..<close])
        } else if first == "—" || first == "–" || first == "-", text[end...].first?.fastIsWhitespace == true {
            // `16-24pt` and `12pt–14pt` are ranges, not a length with a note.
            note = String(rest.dropFirst())
        } else {
            return nil
        }
        let trimmed = note.trimmingWhitespace
        return (length, trimmed.isEmpty ? nil : trimmed)
    }

    /// The first length written in `rem`, `em` or `dp` (`rounded (0.5rem) corners`, `16dp`): the
    /// units `length(in:)` leaves to this, taken as `step(in:)` takes them.
    package static func unitLength(in text: String) -> Length? {
        for word in text.split(whereSeparator: { $0.fastIsWhitespace || "()[],;:`".contains($0) }) {
            guard word.first?.isASCII == true, word.first!.isNumber || word.first == "." || word.first == "-",
                  word.last?.isLetter == true, let (length, end) = leadingLength(word), end == word.endIndex else { continue }
            return length
        }
        return nil
    }

    /// Whether a word is one CSS length or number (`0`, `-1px`, `.5rem`, `16px`): what a shadow
    /// writes before its colour.
    package static func isLengthWord(_ word: Substring) -> Bool {
        guard let (_, end) = leadingLength(word) else { return false }
        return end == word.endIndex
    }

    /// `12-14px`, `8~12pt` written as one word: a range of lengths, read at its lower end in the
    /// unit written after the upper, as `length(in:)` reads a range.
    package static func rangeWordStart(_ word: Substring) -> Length? {
        guard let dash = word.dropFirst().firstIndex(where: { "-–~〜～".contains($0) }),
              case let upperText = word[word.index(after: dash)...], let (upper, end) = leadingLength(upperText), end == upperText.endIndex,
              case let unit = upperText.drop(while: { $0.isASCII && ($0.isNumber || $0 == ".") }),
              let (lower, lowerEnd) = leadingLength(Substring(word[..<dash] + unit)), lowerEnd == (word[..<dash] + unit).endIndex,
              lower.value <= upper.value else { return nil }
        return lower
    }

    /// One `rpx` in CSS px. A mini-program's screen is 750rpx wide by definition, and its
    /// designs are drawn on a 375-wide screen, which the previews draw at 375 px.
    package static let rpxInPixels = 375.0 / 750.0

    /// A number at the start of `text` with the unit written right after it, and where it ends.
    package static func leadingLength(_ text: Substring) -> (Length, Substring.Index)? {
        var index = text.startIndex
        if index < text.endIndex, text[index] == "-" { index = text.index(after: index) }
        let digitsStart = index
        while index < text.endIndex, text[index].isASCII, text[index].isNumber || text[index] == "." { index = text.index(after: index) }
        guard index > digitsStart, let number = Double(text[text.startIndex..<index]) else { return nil }
        // Android's `sp` (text) and `dp` are density-independent, as iOS points are. `rpx` is a
        // WeChat mini-program's responsive pixel, `rpxInPixels` of a CSS px.
        let units: [(String, Double, Length.Unit)] = [("px", 1, .px), ("pt", 1, .pt), ("dp", 1, .pt), ("sp", 1, .pt), ("rem", 16, .px), ("em", 16, .px), ("rpx", rpxInPixels, .px)]
        let rest = text[index...]
        for (unit, scale, kind) in units where rest.lowercased().hasPrefix(unit) {
            let end = text.index(index, offsetBy: unit.count)
            // `4pxl` is a word, not a length.
            if end < text.endIndex, text[end].isLetter { return nil }
            return (Length(number * scale, kind), end)
        }
        if index < text.endIndex, text[index].isLetter || text[index] == "%" { return nil }
        return (Length(number), index)
    }
}

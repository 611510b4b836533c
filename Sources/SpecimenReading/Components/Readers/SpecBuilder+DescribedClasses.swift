extension SpecBuilder {
    /// `Deep Teal Fill (`bg-teal-700 hover:bg-teal-800 text-white`).`: words that describe a
    /// look, then the utility classes that are that look, in code in brackets at the end. The
    /// classes, each setting what its prefix names; the words before them only describe (never
    /// a colour of their own). Nil unless the brackets hold code spans of classes, one of them
    /// a colour's, and nothing but brackets and a full stop follow them.
    /// So is `` `AlertTriangle` + `text-warning bg-warning/10` ``: what the look holds (an icon),
    /// then `+` and the classes in one code span.
    static func describedClasses(in text: String) -> String? {
        var trimmed = Substring(text.trimmingWhitespace)
        while let last = trimmed.last, last == "." || last == ";" || last == "," { trimmed.removeLast() }
        if trimmed.contains(literal: " + ") {
            // Each piece one code span; the pieces of classes (`bg-white` + `border-2 …`) joined,
            // a piece naming anything else (an icon) passed over; the last piece is classes.
            let pieces = trimmed.components(separatedBy: " + ").map { $0.trimmingWhitespace }
            let code = pieces.map { piece -> String? in
                guard piece.count > 2, piece.first == "`", piece.last == "`", !piece.dropFirst().dropLast().contains("`") else { return nil }
                let inner = String(piece.dropFirst().dropLast())
                return UtilityClassReader.isClassList(inner) ? inner : nil
            }
            if pieces.allSatisfy({ $0.first == "`" }), code.last.flatMap({ $0 }) != nil,
               let classes = colourClasses(code.compactMap { $0 }.joined(separator: " ")) {
                return classes
            }
            // `` `bg-danger/10 text-danger` + pulsing dot + "ARMED" ``: the classes first, then
            // what the look holds, named in a few words or quoted as its copy.
            if let first = code.first.flatMap({ $0 }), pieces.dropFirst().allSatisfy(namesHeldThing), let classes = colourClasses(first) {
                return classes
            }
        }
        guard let last = trimmed.last, LabelledText.closers.contains(last), trimmed.contains("`"),
              let open = Self.openingIndex(closing: trimmed), open > trimmed.startIndex else { return nil }
        let inside = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)].trimmingWhitespace
        let before = trimmed[..<open]
        // `` `bg-blue-500 hover:bg-blue-600` (Azul) ``: the classes first, then a bracket that
        // names their colour in words; the note only describes, as words before the classes do.
        // (A note holding code or a colour's value states more than a name.)
        if trimmed.first == "`", !inside.contains("`"), ColorValueScanner.first(in: String(inside)) == nil,
           case let code = before.trimmingWhitespace, code.last == "`",
           code.split(separator: "`", omittingEmptySubsequences: false).enumerated().allSatisfy({ $0.offset % 2 == 1 || $0.element.allSatisfy(\.fastIsWhitespace) }) {
            return colourClasses(code.replacing(literal: "`", with: " "))
        }
        // The whole bracket is code (`` (`bg-x text-y`) ``), and the words before it hold none.
        guard inside.first == "`", inside.last == "`", !before.contains("`") else { return nil }
        return colourClasses(inside.replacing(literal: "`", with: " "))
    }

    /// A piece after `+` that names something the look holds, not more of the look: quoted copy
    /// (`"ARMED"`), or a few words (`pulsing dot`, `` `.pulse-live` dot ``) with no colour in them.
    private static func namesHeldThing(_ piece: String) -> Bool {
        if let first = piece.first, "\"“'「".contains(first), !piece.quotedCopy.isEmpty { return true }
        let words = piece.split(whereSeparator: \.fastIsWhitespace)
        return !words.isEmpty && words.count <= 3 && ColorValueScanner.first(in: piece) == nil
            && !words.contains { UtilityClassReader.isColorClass(String($0.trimming(charactersIn: "`"))) }
    }

    /// The code's classes, one space apart, when they are all utility classes and one of them
    /// a colour's; else nil.
    private static func colourClasses(_ code: String) -> String? {
        let classes = code.split(whereSeparator: \.fastIsWhitespace).joined(separator: " ")
        guard UtilityClassReader.isClassList(classes),
              classes.split(separator: " ").contains(where: { UtilityClassReader.isColorClass(String($0.split(separator: ":").last ?? $0)) })
        else { return nil }
        return classes
    }

    /// The bracket that the text's last character closes (`rgba(…)` inside it skipped).
    private static func openingIndex(closing text: Substring) -> String.Index? {
        var depth = 0
        for index in text.indices.reversed() {
            if LabelledText.closers.contains(text[index]) { depth += 1 }
            if LabelledText.openers.contains(text[index]) {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }
}

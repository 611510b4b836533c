import SpecimenModel

/// Words before a part's name that say nothing of which part it is.
private let partNameFillers: Set<String> = ["a", "an", "the", "its", "their", "each", "every", "all", "any", "and", "with", "in", "of", "on", "for"]

extension SpecBuilder {
    /// `Icons coloured in Pine`, `the icon is tinted Gold`, `Gold chevrons`, and in a card or a
    /// row `title in Ink`: a clause whose subject is a part of the component (the vocabulary's
    /// `colouredPartSubjects`), with a colour and no other role word. The part's name as written
    /// (`Leading icon`) and its words without that name, which give its colour. Nil for a clause
    /// that names a role of its own (`Text and icons in Kelp` is the text's, `icon background`
    /// a fill), names no such part, or the component's own (an icon button's `white icon`).
    func partColourClause(_ clause: String, line: Int) -> (name: String, look: String)? {
        let vocabulary = Vocabulary.standard
        let marks = vocabulary.colouredPartMarks
        let lines = spec.kind.holdsParts ? vocabulary.colouredPartLines : []
        let tokens = clause.split(separator: " ")
        guard let at = tokens.firstIndex(where: { token in
            let words = ComponentKind.words(of: String(token))
            return words.count == 1 && (marks.contains(words[0]) || lines.contains(words[0]))
        }) else { return nil }
        let word = ComponentKind.words(of: String(tokens[at]))[0]
        guard !ComponentKind.words(of: spec.name).contains(word), !Vocabulary.standard.partDenials.contains(tokens.first.map { $0.lowercased() } ?? "") else { return nil }
        var rest = tokens
        rest.remove(at: at)
        // `the icon is tinted Gold`: a mark is drawn in its colour, whatever verb colours it.
        if marks.contains(word) {
            rest.removeAll { token in
                let lower = token.lowercased()
                return lower.hasSuffix("ed") && PropertyPhraseReader.role(in: " " + lower) != nil
            }
        }
        let look = rest.joined(separator: " ")
        // Any other role word is the component's own (`Text and icons in Kelp`, `icon background`).
        // A clause offering colours (`whichever of {colors.canvas} or {colors.ink} reads`) gives none.
        guard PropertyPhraseReader.role(in: look.lowercased()) == nil,
              look.ranges(of: "{colors.").count + ColorValueScanner.matches(in: look).count < 2,
              let color = phrases.color(in: look, provenance: context.provenance(line: line)) else { return nil }
        // A line of text named with a type style's word (`body summary`, where `body` is a colour
        // too) names its type, not its colour.
        if !marks.contains(word), color.value == nil, let reference = color.reference, !look.contains("{"),
           ComponentKind.words(of: reference).allSatisfy(Vocabulary.standard.typeStyleNameWords.contains) { return nil }
        // A word before the part's that is no article and no colour names which one (`Leading icon`).
        var name = String(tokens[at]).trimming(charactersIn: "`*_.,;:()")
        if at > 0, case let before = String(tokens[at - 1]), before.allSatisfy({ $0.isLetter || $0 == "-" }),
           !partNameFillers.contains(before.lowercased()), phrases.color(in: before, provenance: context.provenance(line: line)) == nil {
            name = before + " " + name
        }
        guard let first = name.first else { return nil }
        return (first.uppercased() + name.dropFirst(), look)
    }

    /// The clauses of a component's line whose subject is one of its parts
    /// (`partColourClause`), and the rest of the line: the component's own look. Nil where no
    /// clause names a part.
    func partColourClauses(in text: String, line: Int) -> (parts: [(name: String, look: String, clause: String)], rest: String)? {
        let vocabulary = Vocabulary.standard
        let words = ComponentKind.words(of: text)
        guard words.contains(where: { vocabulary.colouredPartMarks.contains($0) || (spec.kind.holdsParts && vocabulary.colouredPartLines.contains($0)) })
        else { return nil }
        var parts: [(name: String, look: String, clause: String)] = []
        var rest = ""
        // What stood between the clause last kept and the next one kept, as written where no
        // clause was taken out between them; else its strongest stop, so a sentence's end stays
        // (a later `Hover: …` sentence is still a state's).
        var between = ""
        var dropped = false
        var cursor = text.startIndex
        for clause in PropertyPhraseReader.clauses(of: text) {
            guard let range = text.range(of: clause, range: cursor..<text.endIndex) else { return nil }
            between += text[cursor..<range.lowerBound]
            cursor = range.upperBound
            if let part = partColourClause(clause, line: line) {
                parts.append((part.name, part.look, clause))
                dropped = true
                continue
            }
            if !rest.isEmpty { rest += dropped ? Self.strongestStop(in: between) : between }
            rest += clause
            between = ""
            dropped = false
        }
        if !dropped, !rest.isEmpty { rest += text[cursor...] }
        return parts.isEmpty ? nil : (parts, rest)
    }

    /// The separator that joins two clauses which stood apart with `text` between them: a
    /// sentence's end, else a semicolon, else a comma.
    private static func strongestStop(in text: String) -> String {
        if text.contains(". ") || text.hasSuffix(".") || text.contains("。") { return ". " }
        if text.contains(";") || text.contains("；") { return "; " }
        return ", "
    }

    /// `partColourClauses`, each part added to the component (a look that gives nothing drawn is
    /// still no colour of the component's), and the rest of the line; the text unchanged where
    /// no clause names a part.
    mutating func readingPartColourClauses(_ text: String, line: Int, variant: Int?) -> String {
        guard let found = partColourClauses(in: text, line: line) else { return text }
        for part in found.parts where addPart(named: part.name, text: part.look, line: line, variant: variant) {
            // Quoted in its own words where it is listed, not the whole line once per part.
            spec.parts[spec.parts.count - 1].provenance = Provenance(file: context.document.file, line: line, excerpt: part.clause)
        }
        return found.rest
    }
}

import SpecimenModel

// Compiled once from the vocabulary's words: the numbers and units are grammar, the words data.
/// `18px square`, `18 px rounded square`: a side, at most two words, then the shape.
nonisolated(unsafe) private let squareSize = Vocabulary.pattern(
    #"(?:^|[^\d.])(\d+(?:\.\d+)?)\s*(?:pt|px)\s+(?:[a-z]+\s+){0,2}"# + Vocabulary.alternation(Vocabulary.standard.phraseWords.square) + #"(?![a-z])"#)

/// The shapes and sizes a phrase states in words: `40×40 circle`, `18px square`, and whether a
/// circle it names is the component's or a part's.
extension PropertyPhraseReader {
    /// Words that may stand beside a width-by-height pair written without a unit and keep it a
    /// size: shapes and the measure's own words (`40×40`, `40 × 40 circle`, `size 36×36`).
    private static let sizeCompanionWords: Set<String> = {
        let vocabulary = Vocabulary.standard
        let words = vocabulary.phraseWords.circle + vocabulary.phraseWords.square + vocabulary.phraseFlags.fullyRounded
            + vocabulary.measureWords + ["px", "pt", "dp"]
        return Set(words.flatMap { $0.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init) })
    }()

    /// A width and a height the clause states: with a unit anywhere in it (`a 120 x 40px chip`),
    /// without one only beside shape and size words (`40×40 circle`), since `3×3 grid` or
    /// `2x retina` are no sizes.
    static func statedDimensions(in clause: String) -> (width: Length, height: Length)? {
        // Most clauses hold no pair: the one search answers them.
        guard let pair = ValueScanner.dimensions(in: clause, unitless: true) else { return nil }
        let words = ValueScanner.withoutDimensions(clause).lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
        // `64×48px padding`, `8 x 8px gap`: another measure's two lengths.
        guard !words.contains(where: otherMeasureWords.contains) else { return nil }
        if let found = ValueScanner.dimensions(in: clause) { return found }
        return words.allSatisfy(sizeCompanionWords.contains) ? pair : nil
    }

    /// The words of measures that take two lengths of their own (`padding`, `gap`, `offset`…):
    /// not a size, nor the corners and edge a sized shape may state beside it.
    private static let otherMeasureWords: Set<String> = {
        let vocabulary = Vocabulary.standard
        let shape = Set(vocabulary.phraseWords.height + vocabulary.phraseWords.width + vocabulary.phraseWords.radius
            + vocabulary.borderWidthWords)
        return Set(vocabulary.phraseWords.otherMeasures.filter { !shape.contains($0) } + vocabulary.phraseWords.padding)
    }()

    /// `18px square`: the side of a square, not its corners (`4px square corners` says how
    /// round they are not), nor a picture's inside it (`80px square product image`).
    func squareSide(in lower: String) -> Length? {
        guard let match = lower.firstMatch(of: squareSize), let value = Double(match.1), value > 0 else { return nil }
        let after = lower[match.range.upperBound...].drop(while: { $0 == " " })
        if Vocabulary.standard.phraseWords.radius.contains(where: { after.hasPrefix($0) }) { return nil }
        if shapeDescribesPart(String(lower[match.range.lowerBound...])) { return nil }
        return Length(value)
    }

    /// Whether the circle or square a clause names is a picture inside the component, not the component:
    /// `32px circular asset icon left` in a row, `a circular avatar with the name` in a card. The
    /// shape word is followed, in its clause, by a picture's word (`pictureMarks`, `mediaParts`)
    /// and then by no kind of component (`36px circular icon button` is the button), and the
    /// component is not itself named for that picture (`### Avatar` over `40px circular avatar`).
    func shapeDescribesPart(_ lower: String) -> Bool {
        let vocabulary = Vocabulary.standard
        let shapeWords = vocabulary.phraseWords.circle + vocabulary.phraseWords.square
        guard let shape = shapeWords.compactMap({ lower.range(ofLiteral: $0) }).min(by: { $0.lowerBound < $1.lowerBound }) else { return false }
        return namesPicture(lower[shape.upperBound...])
    }

    /// Whether the words after a size (`60x60px thumbnails`) name a picture inside the
    /// component rather than the component itself: `shapeDescribesPart` for a size written as a
    /// width by a height.
    func sizeDescribesPart(_ clause: String) -> Bool {
        namesPicture(Substring(ValueScanner.withoutDimensions(clause).lowercased()))
    }

    /// Whether `rest`, up to the end of its clause, names a picture (`pictureMarks`,
    /// `mediaParts`) and then no kind of component (`badge logo` and `logo wordmark` are a logo,
    /// `icon button` a button), and the component is not named for it; or goes on to list other pieces beside
    /// the sized one (`32px square {component.step-icon} + step number + label`).
    private func namesPicture(_ rest: Substring) -> Bool {
        let vocabulary = Vocabulary.standard
        let clause = rest.prefix { !",;.()—:".contains($0) }
        if clause.contains("+") { return true }
        let words = ComponentKind.words(of: String(clause))
        let isPicture = { (word: String) in vocabulary.pictureMarks.contains(word) || vocabulary.mediaParts.contains(word) }
        guard let picture = words.firstIndex(where: isPicture) else { return false }
        // (`logo wordmark on the left`: a picture's other names are no component around it.)
        if ComponentKind.classify(words[(picture + 1)...].filter { !isPicture($0) }.joined(separator: " ")) != nil { return false }
        let own = Set(context.headings.last.map { ComponentKind.words(of: $0) } ?? [])
        return !own.contains(words[picture])
    }
}

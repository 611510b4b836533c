import SpecimenModel

/// One step's name written as a word: letters, digits, and the joints a scale's names use
/// (`md`, `2xl`, `rounded-lg`, `radius.md`, `space_4`).
nonisolated(unsafe) private let stepWord = #/[A-Za-z0-9]+(?:[-_.][A-Za-z0-9]+)*/#

/// Values of a radius or a padding written as the name of one step of a scale, as variant
/// tables write them (`| Primary | accent | md | md |`, `` `rounded-lg` ``, `radius.md`, `full`).
extension PropertyPhraseReader {
    /// What a radius or padding value that is one step's name alone gives.
    package enum ScaleStepReading {
        /// The document's step, by reference (resolved with the component), or the framework's
        /// step of a utility the document does not define (`rounded-lg` at Tailwind's scale).
        case length(PropertyValue<Length>)
        /// `full`, `rounded-full`: a fully rounded end, where the document's radius scale has no
        /// step of that name.
        case fullyRounded(PropertyValue<Bool>)
    }

    /// The reading of `text` as one step of the scale of `kind` (`.radius` or `.spacing`): the
    /// document's step of that name, written bare (`md`), after the scale's word (`rounded-lg`,
    /// `radius.md`) or as its own name. A step the document does not define is stated and not
    /// understood: kept as the document's words, never a default nor nothing at all. Nil for
    /// text that is no lone step's name (a phrase, a number, a keyword such as `auto`).
    package func scaleStep(in text: String, kind: TokenKind, provenance: Provenance) -> ScaleStepReading? {
        let cleaned = ValueScanner.clean(text).trimming(charactersIn: " ;,.")
        // (`4px`, `1.5rem`: a length, read as one.)
        guard !cleaned.isEmpty, cleaned.wholeMatch(of: stepWord) != nil, cleaned.contains(where: \.isLetter),
              ValueScanner.length(in: cleaned) == nil, ValueScanner.unitLength(in: cleaned) == nil,
              case let lower = cleaned.lowercased(), !Self.layoutKeywords.contains(lower),
              !Vocabulary.standard.sameValueWords.contains(lower) else { return nil }
        // `rounded-lg`, `radius.md`, `spacing-md`: the scale's own word, then the step.
        var step = cleaned
        if let joint = cleaned.firstIndex(where: { $0 == "-" || $0 == "." || $0 == "_" }),
           DimensionRole.mentioned(in: String(cleaned[..<joint])).map({ Self.tokenKind(of: $0) == kind }) == true {
            step = String(cleaned[cleaned.index(after: joint)...])
        }
        // `p-6`: a padding utility, at the framework's scale, as in a list of classes.
        if kind == .spacing, UtilityClassReader.isClassList(cleaned),
           let read = UtilityClassReader(context: context).read(cleaned, line: provenance.line)?[.default],
           let vertical = read.paddingVertical, var both = read.paddingHorizontal, vertical.value == both.value {
            both.raw = text
            return .length(both)
        }
        let index = context.tokens.index
        for name in [cleaned, step] {
            if let token = index.lookupLength(name, kind: kind), token.kind == kind {
                return .length(PropertyValue(raw: text, reference: token.name, provenance: provenance))
            }
        }
        if kind == .radius {
            if Vocabulary.standard.phraseFlags.fullyRoundedValues.contains(step.lowercased()) {
                return .fullyRounded(PropertyValue(raw: text, value: true, provenance: provenance))
            }
            // `rounded-md` the document gives a length beside (`4px (rounded-md)`): that length.
            if step != cleaned, let stated = context.statedUtilityLengths.length(ofClass: cleaned.lowercased()),
               TailwindRadiusClasses.radius(in: cleaned.lowercased())?.radius != stated {
                return .length(PropertyValue(raw: text, value: stated, provenance: provenance))
            }
            // `rounded-xl` the document does not define: the framework's own step, as the
            // utility reads in a phrase.
            // (`Rounded-lg` opening a bullet is the same utility, capitalised as the line's first word.)
            if step != cleaned, let (utility, radius) = TailwindRadiusClasses.radius(in: cleaned.lowercased()) {
                return .length(PropertyValue(raw: text, value: radius, reference: "rounded.\(utility)", provenance: provenance))
            }
        }
        return .length(.unknown(raw: text, provenance: provenance))
    }

    /// A clause of a phrase that is a step's name and the property's word (`` `xl` radius ``,
    /// `` radius `lg` ``, `` `2xl` padding ``), or that holds a corner utility of a step
    /// (`rounded-full`): the step's reading, as under the property's label. The name is in code,
    /// as a token's is written (`soft radius` says how it looks); one the scale lacks is not
    /// understood.
    package func scaleStepClause(_ clause: String, kind: TokenKind, words: [String], provenance: Provenance) -> ScaleStepReading? {
        let pieces = clause.split(whereSeparator: \.fastIsWhitespace)
        if kind == .radius, let utility = pieces.first(where: { piece in
            let word = ValueScanner.clean(String(piece)).trimming(charactersIn: "(),;.").lowercased()
            return word.hasPrefix("rounded-") && word.wholeMatch(of: stepWord) != nil
        }) {
            return scaleStep(in: String(utility).trimming(charactersIn: "(),;."), kind: kind, provenance: provenance)
        }
        guard pieces.count == 2 else { return nil }
        let lower = pieces.map { $0.lowercased() }
        guard let named = lower.firstIndex(where: words.contains), case let step = String(pieces[1 - named]),
              !words.contains(lower[1 - named]) else { return nil }
        // (`below the safe area + topSafe padding` says where it sits: a word that is not code
        // is the sentence's, whatever the scale calls its steps.)
        guard step.hasPrefix("`"), step.hasSuffix("`") else { return nil }
        return scaleStep(in: step, kind: kind, provenance: provenance).map { reading -> ScaleStepReading in
            guard case .length(var value) = reading else { return reading }
            value.raw = clause
            return .length(value)
        }
    }

    /// CSS's words for a size left to layout or to the browser, which name no step.
    private static let layoutKeywords: Set<String> = ["auto", "none", "inherit", "initial", "unset", "revert", "normal",
                                                      "fit-content", "min-content", "max-content"]

    private static func tokenKind(of role: DimensionRole) -> TokenKind? {
        TokenValue.dimension(Length(0, .px), role: role).kind
    }
}

import SpecimenModel

/// The letter case a type table gives its styles in words, and so every component set in one:
/// `| {typography.tag-caps} | 11px | 600 | All-caps tag text |`. A front matter's type styles have no
/// case of their own unless they state `textTransform`; the prose table that restates them (by
/// reference, `{typography.x}`) and adds a Use column is where the document says it. A component
/// or part whose type is that style (`typography: "{typography.tag-caps}"`, `Title in
/// {typography.tag-caps}`) is drawn in capitals, unless it states a case of its own.
///
/// A sentence of the prose may say it for a class of text (`letterCaseRules`): "All button labels
/// and kickers are uppercase." sets every button, and every component set in the `kicker` style.
/// A hedged one ("Buttons almost always run in uppercase"), a negated one, or one under a heading
/// of things not to do, sets nothing.
package struct TypeStyleCases {
    /// The slug of each style set in capitals, with the row that says so.
    package private(set) var uppercase: [String: Provenance] = [:]
    /// The kinds a sentence sets in capitals, with its line.
    package private(set) var kinds: [ComponentKind: Provenance] = [:]
    private let tokens: ResolvedTokens

    package init(document: MarkdownDocument, tokens: ResolvedTokens) {
        self.tokens = tokens
        let styles = tokens.tokens(of: .typeStyle)
        guard !styles.isEmpty else { return }
        // A row that restates a style by reference. (A prose type scale's own rows give their
        // case through `ComponentTypeRows`, which knows a row taken for a whole kind gives no case.)
        for (offset, line) in document.lines.enumerated() where line.contains(literal: "{typography.") {
            let row = line.trimmingWhitespace
            guard row.hasPrefix("|") else { continue }
            let cells = Self.cells(of: row)
            guard cells.count >= 3, let path = FrontMatterReferences.path(in: cells[0].trimming(charactersIn: "`")), path.hasPrefix("typography."),
                  let token = tokens.index.lookup(path), token.kind == .typeStyle, uppercase[token.slug] == nil,
                  LetterCase.notesSayUppercase(cells.dropFirst()) else { continue }
            uppercase[token.slug] = Provenance(file: document.file, line: offset + 1, excerpt: row)
        }
        readRules(document, styles: styles)
    }

    /// The sentences of the prose that set a class of text in capitals.
    private mutating func readRules(_ document: MarkdownDocument, styles: [DesignToken]) {
        var headings: [Int: String] = [:]
        var inCode = false
        let skipped = Vocabulary.standard.letterCaseRules.skipHeadings
        for (offset, raw) in document.lines.enumerated() {
            let line = raw.trimmingWhitespace
            if line.hasPrefix("```") || line.hasPrefix("~~~") { inCode.toggle(); continue }
            if inCode || line.hasPrefix("|") { continue }
            if line.hasPrefix("#") {
                let level = line.prefix(while: { $0 == "#" }).count
                headings = headings.filter { $0.key < level }
                headings[level] = String(line.dropFirst(level)).trimmingWhitespace
                continue
            }
            guard LetterCase.mayName(line), !headings.values.contains(where: { heading in skipped.contains { heading.lowercased().containsText($0) } }) else { continue }
            let plain = line.replacing(literal: "**", with: "").replacing(literal: "`", with: "").replacing(literal: "__", with: "")
            let provenance = Provenance(file: document.file, line: offset + 1, excerpt: line)
            for sentence in DocumentProse.sentences(of: plain.drop(while: { "-*+> ".contains($0) }).trimmingWhitespace) {
                guard let subjects = Self.subjects(ofRule: sentence) else { continue }
                for phrase in subjects {
                    if let kind = Self.kind(named: phrase) {
                        kinds[kind] = kinds[kind] ?? provenance
                    } else if let style = styles.first(where: { ComponentKind.words(of: $0.name) == phrase }) {
                        uppercase[style.slug] = uppercase[style.slug] ?? provenance
                    }
                }
            }
        }
    }

    /// The phrases of a sentence's subject, each as singular words, when the sentence sets them
    /// in capitals (`All button labels and eyebrows are uppercase with 0.2px tracking`): the
    /// subject, a verb, only filler words, then the case. Nil for any other sentence.
    static func subjects(ofRule sentence: String) -> [[String]]? {
        let words = LetterCase.words(of: sentence)
        let rules = Vocabulary.standard.letterCaseRules
        guard let term = LetterCase.termAt(words, clause: sentence), term > 1, !LetterCase.negates(words, before: term, clause: sentence),
              let verb = words[..<term].lastIndex(where: rules.verbs.contains), verb > 0,
              words[(verb + 1)..<term].allSatisfy(rules.fillers.contains) else { return nil }
        var subject = Array(words[..<verb])
        if let first = subject.first, rules.quantifiers.contains(first) { subject.removeFirst() }
        guard !subject.isEmpty, !subject.contains(where: { rules.hedges.contains($0) || Vocabulary.standard.phraseFlags.caseNegations.contains($0) }) else { return nil }
        return subject.split(whereSeparator: rules.joiners.contains).map { ComponentKind.words(of: $0.joined(separator: " ")) }.filter { !$0.isEmpty }
    }

    /// The kind a subject phrase names, alone or with a word for its label (`button labels`),
    /// among the kinds whose text is their label.
    static func kind(named phrase: [String]) -> ComponentKind? {
        let rules = Vocabulary.standard.letterCaseRules
        guard let kind = ComponentKind.classify(phrase.joined(separator: " ")), rules.kinds.contains(kind.rawValue) else { return nil }
        let kindWords = Vocabulary.kindWords(of: kind)
        let rest = phrase.filter { !kindWords.contains($0) }
        return rest.count < phrase.count && rest.allSatisfy(rules.qualifiers.contains) ? kind : nil
    }

    /// A table row's cells, without the empty ones its outer bars leave.
    private static func cells(of row: String) -> [String] {
        row.split(separator: "|").map { $0.trimmingWhitespace }.filter { !$0.isEmpty }
    }

    /// Every font in `specs` (each state of the component and of its variants, and each part's)
    /// whose style is set in capitals takes that case, when it states none.
    package func apply(to specs: inout [ComponentSpec]) {
        guard !uppercase.isEmpty || !kinds.isEmpty else { return }
        for index in specs.indices {
            if let rule = kinds[specs[index].kind] {
                capitalise(&specs[index].base, by: rule)
                for at in specs[index].variants.indices { capitalise(&specs[index].variants[at], by: rule) }
            }
            give(&specs[index].base)
            for at in specs[index].variants.indices { give(&specs[index].variants[at]) }
            for at in specs[index].parts.indices { capitalise(&specs[index].parts[at].properties.font) }
        }
    }

    /// Every state's text in capitals, as a sentence says of the kind, unless it states a case.
    private func capitalise(_ variant: inout ComponentVariant, by rule: Provenance) {
        if variant.states[.default]?.font == nil, variant.states[.default] != nil || variant.states.isEmpty {
            variant[.default].font = PropertyValue(raw: rule.excerpt, value: FontSpec(), provenance: rule)
        }
        for state in variant.states.keys {
            guard var value = variant.states[state]?.font?.value, !value.uppercase, value.textCase == nil else { continue }
            value.uppercase = true
            variant.states[state]?.font?.value = value
        }
    }

    private func give(_ variant: inout ComponentVariant) {
        for state in variant.states.keys { capitalise(&variant.states[state]!.font) }
    }

    private func capitalise(_ font: inout PropertyValue<FontSpec>?) {
        guard var value = font?.value, !value.uppercase, value.textCase == nil, let written = font,
              let reference = value.styleReference ?? FrontMatterReferences.path(in: written.raw),
              let token = tokens.index.lookup(reference), token.kind == .typeStyle, uppercase[token.slug] != nil else { return }
        value.uppercase = true
        font?.value = value
    }
}

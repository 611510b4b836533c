import SpecimenModel

/// The appearance a document calls its default ("Default theme: Dark mode", "dark-first", "The
/// app ships dark by default", `デフォルトはダークモード`): the appearance its colours and
/// components are where nothing marks them for one. Read once, from the document's lines, with
/// the line that says it; a document that says nothing of it, or says both, has none.
public struct DefaultAppearance: Sendable, Hashable {
    public var mode: TokenMode
    public var provenance: Provenance

    public init(mode: TokenMode, provenance: Provenance) {
        self.mode = mode
        self.provenance = provenance
    }

    /// Where a label ends and its value begins: `Default theme: Dark`, `Фон по умолчанию — тёмный`,
    /// `| Default theme | Dark |`.
    private static let separators = [":", "：", " — ", " – ", " - ", "|"]

    /// Words a mode's name may carry and still name only the mode (`Dark mode`, `Dark theme`).
    private static let modeWords = WordPhrases(Vocabulary.standard.modeHeadingWords.sorted())

    package static func read(in prose: DocumentProse) -> DefaultAppearance? {
        var found: DefaultAppearance?
        for number in prose.lines.indices.map({ $0 + 1 }) {
            let line = prose.line(number)
            guard !line.isEmpty, let mode = mode(statedIn: line) else { continue }
            if let found, found.mode != mode { return nil }
            if found == nil { found = DefaultAppearance(mode: mode, provenance: Provenance(file: prose.file, line: number, excerpt: line)) }
        }
        return found
    }

    /// The mode a line calls the default: a label naming the default whose value is a mode, or a
    /// sentence's phrase; nil when it says neither, or both.
    package static func mode(statedIn line: String) -> TokenMode? {
        let words = Vocabulary.standard.defaultAppearance
        var modes: Set<TokenMode> = []
        let all = ComponentKind.words(of: line)
        if words.darkSentences.occurs(in: all) { modes.insert(.dark) }
        if words.lightSentences.occurs(in: all) { modes.insert(.light) }
        for (label, value) in labelled(line) where words.labels.covers(ComponentKind.words(of: label)) {
            let value = ComponentKind.words(of: value)
            if words.dark.covers(value, with: modeWords) { modes.insert(.dark) }
            if words.light.covers(value, with: modeWords) { modes.insert(.light) }
        }
        return modes.count == 1 ? modes.first : nil
    }

    /// Each label of the line's clauses with the value after it, up to the next separator: "A
    /// reading app. Default theme: Dark mode, light optional" gives `Default theme` and `Dark mode`.
    private static func labelled(_ line: String) -> [(label: String, value: String)] {
        line.split(whereSeparator: clauseBreaks.contains).flatMap { clause -> [(label: String, value: String)] in
            var parts = [String(clause)]
            for separator in separators {
                parts = parts.flatMap { $0.components(separatedBy: separator) }
            }
            let cells = parts.filter { !ComponentKind.words(of: $0).isEmpty }
            return zip(cells, cells.dropFirst()).map { ($0, $1) }
        }
    }

    /// Where a clause ends: a sentence's stop, a comma or a semicolon.
    private static let clauseBreaks: Set<Character> = [".", ",", ";", "!", "?", "。", "、", "，", "；"]

    /// The tokens as this appearance reads them. Where the default is dark and the document marks
    /// some colours light (`### Light mode (alternative)`) and none dark, an unmarked colour of a
    /// name the light set also gives is that name's dark value: the light set is the alternative
    /// to it, not the same appearance given twice. Unmarked colours the light set does not give
    /// again stay in both appearances.
    package func marking(_ tokens: [DesignToken]) -> [DesignToken] {
        let colorKinds: Set<TokenKind> = [.color, .gradient, .alias]
        guard mode == .dark, !tokens.contains(where: { $0.mode == .dark }) else { return tokens }
        let lit = Set(tokens.filter { $0.mode == .light && colorKinds.contains($0.kind) }.map(\.slug))
        guard !lit.isEmpty else { return tokens }
        return tokens.map { token in
            guard token.mode == nil, lit.contains(token.slug), colorKinds.contains(token.kind) else { return token }
            var dark = token
            dark.mode = .dark
            return dark
        }
    }
}

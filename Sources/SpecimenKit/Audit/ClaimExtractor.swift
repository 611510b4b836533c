import Foundation

/// Finds the sentences and table rows in which a document states a contrast ratio or a WCAG
/// level about itself.
struct ClaimExtractor {
    /// A claim before it is checked.
    struct Statement: Sendable {
        enum Subject: Sendable {
            case pair(foreground: ColorReference, background: ColorReference, label: String)
            case scope(ClaimScope)
            /// The pairs of an earlier table row set ("All combinations meet …").
            case rows([Int])
            /// A claim that names no pair, group or scope the system has: why it cannot be checked.
            case unverifiable(String)
        }

        var text: String
        var line: Int
        var ratio: Double?
        /// The ratio as the document wrote it (`4.6:1`), shown as written.
        var ratioText: String?
        var level: WCAGLevel?
        var subject: Subject
    }

    /// A ratio needs a colon and a level "AA": looks far cheaper than the regex searches they guard.
    static func mayStateRatio(_ text: String) -> Bool { text.utf8.contains(UInt8(ascii: ":")) }

    static func mayStateLevel(_ text: String) -> Bool {
        var afterA = false
        for byte in text.utf8 {
            if byte == UInt8(ascii: "A") {
                if afterA { return true }
                afterA = true
            } else {
                afterA = false
            }
        }
        return false
    }

    var tokens: ResolvedTokens
    var palette: AuditPalette

    func extract(_ prose: DocumentProse) -> [Statement] {
        var statements: [Statement] = []
        var lastTableRows: [Int] = []
        for unit in prose.units {
            switch unit {
            case .table(let table):
                let start = statements.count
                let rows = tableStatements(table)
                lastTableRows = rows.indices.filter { index in
                    if case .pair = rows[index].subject { return true }
                    return false
                }.map { start + $0 }
                statements += rows
            case .sentence(let sentence):
                if let statement = sentenceStatement(sentence, tableRows: lastTableRows) { statements.append(statement) }
                lastTableRows = []
            }
        }
        return statements
    }

    private func tableStatements(_ table: DocumentProse.Table) -> [Statement] {
        let header = table.header.map { Set(ComponentKind.words(of: $0)) }
        func column(where matches: (String) -> Bool) -> Int? {
            let counts = (0..<table.header.count).map { index in
                table.rows.filter { index < $0.cells.count && matches($0.cells[index]) }.count
            }
            return counts.indices.first { counts[$0] > 0 && header[$0].isDisjoint(with: Vocabulary.standard.contrastClaims.ignoredColumns) }
        }
        let ratioColumn = column { Self.mayStateRatio($0) && !ContrastPhrases.ratios(in: $0).isEmpty }
        let levelColumn = column { cell in Self.mayStateLevel(cell) && !ContrastPhrases.levels(in: cell).isEmpty && cell.count <= 24 }
        guard ratioColumn != nil || levelColumn != nil else { return [] }
        var statements: [Statement] = []
        for row in table.rows {
            let ratioMatch = ratioColumn.flatMap { $0 < row.cells.count ? ContrastPhrases.ratios(in: row.cells[$0]).first : nil }
            let ratio = ratioMatch.flatMap { Double($0) }
            let level = levelColumn.flatMap { $0 < row.cells.count ? ContrastPhrases.levels(in: row.cells[$0]).first : nil }
            guard ratio != nil || level != nil else { continue }
            let text = row.cells.joined(separator: " | ")
            let subjectCell = row.cells.first { cell in !Self.mayStateRatio(cell) || ContrastPhrases.ratios(in: cell).isEmpty } ?? ""
            statements.append(Statement(
                text: text, line: row.line, ratio: ratio, ratioText: ratioMatch.map { $0 + ":1" }, level: level,
                subject: subject(of: subjectCell)))
        }
        return statements
    }

    private func sentenceStatement(_ sentence: DocumentProse.Sentence, tableRows: [Int]) -> Statement? {
        let text = sentence.text
        guard Self.mayStateLevel(text) || Self.mayStateRatio(text) else { return nil }
        let level = ContrastPhrases.levels(in: text).max()
        let ratios = ContrastPhrases.ratios(in: text)
        // 1:1 claims no contrast at all: it is an aspect ratio ("1:1 square crop").
        let ratioMatch = ratios.first.flatMap { number in Double(number).map { $0 > 1 } == true ? number : nil }
        // "AA (4.5:1 for normal text, 3:1 for large text)" restates what the level asks of each
        // size: the level is the claim, judged per pair by its size.
        let restatesLevel = level != nil && ratios.count > 1
        let ratio = restatesLevel ? nil : ratioMatch.flatMap { Double($0) }
        let ratioText = restatesLevel ? nil : ratioMatch.map { $0 + ":1" }
        guard level != nil || ratio != nil else { return nil }
        let wordList = ComponentKind.words(of: text)
        let words = Set(wordList)
        let claims = Vocabulary.standard.contrastClaims
        let speaksOfContrast = claims.contrast.occurs(in: wordList)
        // "AA" alone is an abbreviation in many contexts; a claim names WCAG, contrast or a ratio.
        // Sentences that hedge are not claims about every pair.
        guard words.contains("wcag") || speaksOfContrast || ratio != nil, words.isDisjoint(with: claims.hedges),
              !text.hasSuffix("?") else { return nil }
        // "Buttons render 48 px tall. WCAG AAA at all widths." is about target size.
        if ratio == nil, !speaksOfContrast,
           claims.otherMeasures.occurs(in: ComponentKind.words(of: sentence.paragraph.isEmpty ? text : sentence.paragraph)) {
            return nil
        }
        if !tableRows.isEmpty, !words.isDisjoint(with: claims.tableReferences) {
            return Statement(text: text, line: sentence.line, ratio: ratio, ratioText: ratioText, level: level, subject: .rows(tableRows))
        }
        if let pair = pairSubject(of: text) {
            return Statement(text: text, line: sentence.line, ratio: ratio, ratioText: ratioText, level: level, subject: pair)
        }
        let mentioned = mentionedColors(in: text)
        if mentioned.count >= 2 {
            let ordered = mentioned.sorted { isText($0.token) && !isText($1.token) }
            return Statement(
                text: text, line: sentence.line, ratio: ratio, ratioText: ratioText, level: level,
                subject: .pair(
                    foreground: ColorReference(colors: [(ordered[0].name, ordered[0].color)], isGroup: false),
                    background: ColorReference(colors: [(ordered[1].name, ordered[1].color)], isGroup: false),
                    label: "\(ordered[0].name) on \(ordered[1].name)"))
        }
        return Statement(text: text, line: sentence.line, ratio: ratio, ratioText: ratioText, level: level, subject: scopeSubject(of: text))
    }

    /// What a claim's words are about: a pair the name index resolves ("Ink on Sand"), a scope
    /// its words name ("Status badges", "All text"), or, when it names neither, why it cannot
    /// be checked.
    private func subject(of text: String) -> Statement.Subject {
        pairSubject(of: text) ?? scopeSubject(of: text)
    }

    /// An "X on Y" whose sides are colours of the system or literals. A literal written beside
    /// a name (`Dark Blue (#1E3A5F)`) is the exact colour meant, so it is tried first.
    private func pairSubject(of text: String) -> Statement.Subject? {
        guard let phrase = PairingPhrase.literalPair(in: text, tokens: tokens, mode: palette.mode)
            ?? PairingPhrase.find(in: text, tokens: tokens, palette: palette).first else { return nil }
        return .pair(foreground: phrase.foreground, background: phrase.background, label: phrase.text)
    }

    /// The scope a claim's words name, else why it cannot be checked: an "X on Y" whose sides
    /// the system does not define names them.
    private func scopeSubject(of text: String) -> Statement.Subject {
        if let scope = ClaimScope.read(text) { return .scope(scope) }
        if let unknown = PairingPhrase.unresolved(in: text, tokens: tokens, palette: palette) {
            return .unverifiable("names \(unknown.map { "'\($0)'" }.joined(separator: " and ")), which the system does not define")
        }
        return .unverifiable("names no pair, group or scope of the system")
    }

    private func isText(_ token: DesignToken) -> Bool {
        !Vocabulary.standard.textTokens.text.isDisjoint(with: ComponentKind.words(of: [token.name, token.role ?? ""].joined(separator: " ")))
    }

    /// Palette tokens named as whole words in the sentence, in order of appearance.
    private func mentionedColors(in text: String) -> [(name: String, color: RGBAColor, token: DesignToken)] {
        let lower = " " + text.lowercased().map { $0.fastIsLetter || $0.fastIsNumber || $0 == "." ? $0 : " " }.map(String.init).joined() + " "
        var found: [(position: Int, entry: (name: String, color: RGBAColor, token: DesignToken))] = []
        for entry in palette.entries {
            let names = [entry.name, entry.token.role].compactMap { $0 }.map { $0.lowercased() }.filter { $0.count >= 3 }
            for name in names {
                if let range = lower.range(ofLiteral: " \(name) ") {
                    found.append((lower.distance(from: lower.startIndex, to: range.lowerBound), entry))
                    break
                }
            }
        }
        return found.sorted { $0.position < $1.position }.map(\.entry)
    }
}

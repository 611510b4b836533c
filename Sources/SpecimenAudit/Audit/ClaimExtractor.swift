import Foundation
import Synchronization
import SpecimenModel
import SpecimenReading

/// Finds the sentences and table rows in which a document states a contrast ratio or a WCAG
/// level about itself.
package struct ClaimExtractor {
    /// A claim before it is checked.
    package struct Statement: Sendable {
        package enum Subject: Sendable {
            case pair(foreground: ColorReference, background: ColorReference, label: String)
            case scope(ClaimScope)
            /// The pairs of an earlier table row set ("All combinations meet …").
            case rows([Int])
            /// A claim that names no pair, group or scope the system has: why it cannot be checked.
            case unverifiable(String)
        }

        package var text: String
        package var line: Int
        package var ratio: Double?
        /// The ratio as the document wrote it (`4.6:1`), shown as written.
        package var ratioText: String?
        package var level: WCAGLevel?
        package var subject: Subject
    }

    /// A ratio needs a colon and a level "AA": looks far cheaper than the regex searches they guard.
    package static func mayStateRatio(_ text: String) -> Bool { text.utf8.contains(UInt8(ascii: ":")) }

    package static func mayStateLevel(_ text: String) -> Bool {
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

    package var tokens: ResolvedTokens
    package var palette: AuditPalette

    package func extract(_ prose: DocumentProse) -> [Statement] {
        var statements: [Statement] = []
        var lastTableRows: [Int] = []
        for unit in prose.units {
            switch unit {
            case .table(let table):
                let start = statements.count
                let rows = tableStatements(table)
                // The rows about one pair each, found or not: "all combinations" covers them all.
                lastTableRows = rows.indices.filter { index in
                    switch rows[index].subject {
                    case .pair, .unverifiable: return true
                    default: return false
                    }
                }.map { start + $0 }
                statements += rows
            case .sentence(let sentence):
                for clause in pairClauses(of: sentence) {
                    if let statement = sentenceStatement(clause, tableRows: lastTableRows) { statements.append(statement) }
                }
                lastTableRows = []
            }
        }
        return statements
    }

    private func tableStatements(_ table: DocumentProse.Table) -> [Statement] {
        if Self.isExample(table.headings) { return [] }
        let header = table.header.map { Set(ComponentKind.words(of: $0)) }
        let claims = Vocabulary.standard.contrastClaims
        // A header or heading that says contrast makes every ratio of the table one.
        let tableSaysContrast = Self.saysContrast(table.header.joined(separator: " ")) || table.headings.contains(where: Self.saysContrast)
        func column(where matches: (String) -> Bool) -> Int? {
            let counts = (0..<table.header.count).map { index in
                table.rows.filter { index < $0.cells.count && matches($0.cells[index]) }.count
            }
            return counts.indices.first { counts[$0] > 0 && header[$0].isDisjoint(with: Vocabulary.standard.contrastClaims.ignoredColumns) }
        }
        let ratioColumn = column { Self.mayStateRatio($0) && ContrastPhrases.ratios(in: $0).contains { Self.isRatio($0) } }
        let levelColumn = column { cell in Self.mayStateLevel(cell) && !ContrastPhrases.levels(in: cell).isEmpty && cell.count <= 24 }
        guard ratioColumn != nil || levelColumn != nil else { return [] }
        var statements: [Statement] = []
        for row in table.rows {
            var ratioMatch = ratioColumn.flatMap { $0 < row.cells.count ? ContrastPhrases.ratios(in: row.cells[$0]).first : nil }
            if let found = ratioMatch, !Self.isRatio(found) { ratioMatch = nil }
            let text = row.cells.joined(separator: " | ")
            // `| Mist | Paper | 2.3:1 | AA ❌ |` reports a failure, as such a sentence does: the
            // level it misses is no promise.
            let words = ComponentKind.words(of: text)
            let fallsShort = Self.reportsShortfall(text, words: words) || words.contains { $0 == "fail" || $0 == "fails" }
            let level = fallsShort ? nil : levelColumn.flatMap { $0 < row.cells.count ? ContrastPhrases.levels(in: row.cells[$0]).first : nil }
            let subjectCell = row.cells.first { cell in !Self.mayStateRatio(cell) || ContrastPhrases.ratios(in: cell).isEmpty } ?? ""
            // The pair may be named in its cell, or written as two literals across the row: the
            // cells that state no ratio and the sentence that states this one. "(15.3:1 on white).
            // The old `#1f1f1f` was close" compares another colour; it is not the claim's pair.
            let ratioCell = ratioColumn.flatMap { $0 < row.cells.count ? row.cells[$0] : nil }
            let ratioSentence = ratioCell.flatMap { cell in ratioMatch.flatMap { Self.sentence(holding: $0 + ":", in: cell) } }
            let ownWords = ratioCell.map { cell in
                row.cells.filter { $0 != cell }.joined(separator: " | ") + " | " + (ratioSentence ?? cell)
            } ?? text
            let rowColour = row.cells.filter { $0 != ratioCell }.lazy.compactMap(colour(in:)).first
            // `| textPrimary | #1E293B | 13.2:1 |` under `| Token | Value | Contrast on surface |`:
            // the ratio column's header names the ground every row's colour is measured on.
            let pair = pairSubject(of: subjectCell) ?? Self.literalPairSubject(of: ownWords)
                ?? groundSubject(ratioSentence ?? "", colour: rowColour)
                ?? ratioColumn.flatMap { $0 < table.header.count ? groundSubject(table.header[$0], colour: rowColour) : nil }
            // A ratio is a contrast claim only when the words say so: the table's header or
            // heading, the row's own words, a level beside it, a pair of colours or the text it
            // is about. `| H1 | 64px | 1:1 line-height |` and an image's 16:9 say nothing of contrast.
            if ratioMatch != nil, level == nil, !tableSaysContrast, !Self.saysContrast(text) {
                let aboutText = pair != nil || PairingPhrase.unresolved(in: subjectCell, tokens: tokens, palette: palette) != nil
                    || ClaimScope.namesText(words)
                if !aboutText || claims.otherRatios.occurs(in: words) { ratioMatch = nil }
            }
            let ratio = ratioMatch.flatMap { Double($0) }
            guard ratio != nil || level != nil else { continue }
            let subject = pair ?? scopeSubject(of: subjectCell)
            statements.append(Statement(
                text: text, line: row.line, ratio: ratio, ratioText: ratioMatch.map { $0 + ":1" }, level: level,
                subject: subject))
        }
        return statements
    }

    private func sentenceStatement(_ sentence: DocumentProse.Sentence, tableRows: [Int]) -> Statement? {
        let text = sentence.text
        guard Self.mayStateLevel(text) || Self.mayStateRatio(text) else { return nil }
        // An example or a prompt is text for someone to copy, not what the document says of itself.
        if Self.isExample(sentence.headings) { return nil }
        var level = ContrastPhrases.levels(in: text).max()
        let ratios = ContrastPhrases.ratios(in: text)
        // 1:1 claims no contrast at all: it is an aspect ratio ("1:1 square crop").
        let ratioMatch = ratios.first.flatMap { Self.isRatio($0) ? $0 : nil }
        // "AA (4.5:1 for normal text, 3:1 for large text)" restates what the level asks of each
        // size: the level is the claim, judged per pair by its size.
        let restatesLevel = level != nil && ratios.count > 1
        var ratio = restatesLevel ? nil : ratioMatch.flatMap { Double($0) }
        var ratioText = restatesLevel ? nil : ratioMatch.map { $0 + ":1" }
        guard level != nil || ratio != nil else { return nil }
        let wordList = ComponentKind.words(of: text)
        let words = Set(wordList)
        let claims = Vocabulary.standard.contrastClaims
        let saysContrast = Self.saysContrast(text)
        // "AA" alone is an abbreviation in many contexts; a claim names WCAG, contrast, a level
        // verb ("passes AA") or a ratio. Sentences that hedge are not claims about every pair.
        let levelVerb = level != nil && claims.levelVerbs.occurs(in: wordList)
        guard words.contains("wcag") || saysContrast || levelVerb || ratio != nil, words.isDisjoint(with: claims.hedges),
              !text.hasSuffix("?") else { return nil }
        // "≈ 3.47:1 ⚠️ below AA" reports a pair short of the level: its figure is checked, and
        // the level it does not reach is no promise.
        if Self.reportsShortfall(text, words: wordList) {
            guard ratio != nil else { return nil }
            level = nil
        }
        let pair = pairSubject(of: text) ?? Self.literalPairSubject(of: text)
        let mentioned = pair == nil ? mentionedColors(in: text) : []
        // What the sentence itself says it is about: text, icons and borders, or a pair of colours.
        let aboutText = pair != nil || ClaimScope.namesText(wordList)
        if !saysContrast {
            // A ratio is a contrast claim only when the words say so: "a 12:1 scale", "2:1
            // imagery" and "The lockup is 5:1" outside a section on contrast measure something else.
            if ratio != nil {
                let aboutColours = aboutText || mentioned.count >= 2 || PairingPhrase.unresolved(in: text, tokens: tokens, palette: palette) != nil
                if claims.otherRatios.occurs(in: wordList)
                    || (level == nil && !aboutColours && !sentence.headings.contains(where: Self.saysContrast)) {
                    (ratio, ratioText) = (nil, nil)
                    guard level != nil else { return nil }
                }
            }
            // "Buttons are 44×44px — meets WCAG AAA", "WCAG AAA compliant." under "Touch
            // Targets": a level beside a target size, a length or a section about them is WCAG
            // 2.5.5, not contrast. Only a sentence that names the text or colours it is about
            // ("All text meets AA" beside a word on touch targets) says otherwise.
            if ratio == nil {
                if claims.otherMeasures.occurs(in: wordList) { return nil }
                let around = [text, sentence.paragraph] + sentence.headings
                let measures = around.contains { words in
                    let words = ComponentKind.words(of: words)
                    return claims.otherMeasures.occurs(in: words) || claims.dimensions.occurs(in: words)
                } || around.contains(where: Self.statesLength)
                if measures, pair == nil, !ClaimScope.namesText(wordList, graphics: false) { return nil }
            }
        }
        if !tableRows.isEmpty, !words.isDisjoint(with: claims.tableReferences) {
            return Statement(text: text, line: sentence.line, ratio: ratio, ratioText: ratioText, level: level, subject: .rows(tableRows))
        }
        if let pair {
            return Statement(text: text, line: sentence.line, ratio: ratio, ratioText: ratioText, level: level, subject: pair)
        }
        // "Never primary or outline as text: on white they are 2.40:1 and 2.15:1": colours
        // listed together are one side, each on the ground the sentence names, the first with
        // the first ratio; never a pair of each other.
        if mentioned.count >= 2, Self.listsTogether(mentioned[0].name, mentioned[1].name, in: text) {
            let first = ColorReference(colors: [(mentioned[0].name, mentioned[0].color)], isGroup: false)
            let own = ratioText.flatMap { Self.sentence(holding: String($0.dropLast()), in: text) } ?? text
            let subject = groundSubject(own, colour: first) ?? scopeSubject(of: text)
            return Statement(text: text, line: sentence.line, ratio: ratio, ratioText: ratioText, level: level, subject: subject)
        }
        if mentioned.count >= 2 {
            let ordered = mentioned.sorted { isText($0.token) && !isText($1.token) }
            return Statement(
                text: text, line: sentence.line, ratio: ratio, ratioText: ratioText, level: level,
                subject: .pair(
                    foreground: ColorReference(colors: [(ordered[0].name, ordered[0].color)], isGroup: false),
                    background: ColorReference(colors: [(ordered[1].name, ordered[1].color)], isGroup: false),
                    label: "\(ordered[0].name) on \(ordered[1].name)"))
        }
        // "4.5:1 for text and 3:1 for non-text": the words from the claim's figure to the next
        // one say what it is about, where they name a scope.
        let own = Self.span(from: ratioText, in: text).flatMap { ClaimScope.read($0).map(Statement.Subject.scope) }
        return Statement(text: text, line: sentence.line, ratio: ratio, ratioText: ratioText, level: level, subject: own ?? scopeSubject(of: text))
    }

    /// "A on B ≈ 16:1 (AAA); white on C ≈ 6.0:1 (AA); D on E ≈ 5.3:1": one sentence, three
    /// claims. Each clause is claimed and measured on its own, so that the sentence holds only
    /// when every pair it names was measured. Clauses split only when each names its own pair
    /// and ratio: "AA: 4.5:1 for text; 3:1 for large text" restates one level.
    private func pairClauses(of sentence: DocumentProse.Sentence) -> [DocumentProse.Sentence] {
        guard sentence.text.contains(literal: ";") else { return [sentence] }
        let parts = sentence.text.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard parts.count > 1, parts.allSatisfy({ part in
            Self.mayStateRatio(part) && ContrastPhrases.ratios(in: part).contains(where: Self.isRatio)
                && (pairSubject(of: part) ?? Self.literalPairSubject(of: part)) != nil
        }) else { return [sentence] }
        return parts.map { part in
            var clause = sentence
            clause.text = part
            return clause
        }
    }

    /// The words from `ratioText` up to the next figure of the text, when another follows it.
    static func span(from ratioText: String?, in text: String) -> String? {
        guard let ratioText, let start = text.range(of: ratioText) else { return nil }
        let rest = String(text[start.upperBound...])
        guard let next = ContrastPhrases.ratios(in: rest).first, let end = rest.range(of: next + ":1") ?? rest.range(of: next) else { return nil }
        return String(text[start.lowerBound..<start.upperBound]) + rest[..<end.lowerBound]
    }

    /// Whether the words speak of contrast (`contrastClaims.contrast`, in any script).
    package static func saysContrast(_ text: String) -> Bool {
        Vocabulary.standard.contrastClaims.contrast.occurs(in: ComponentKind.words(of: text))
    }

    /// A ratio's number: more than 1, since 1:1 is a square or a line height and no contrast.
    package static func isRatio(_ number: String) -> Bool {
        Double(number).map { $0 > 1 } == true
    }

    /// Under a heading of examples, or of prompts. With `prompts` false, a heading of prompts
    /// ("Example Component Prompts") is not one of examples: its prompts describe the system.
    package static func isExample(_ headings: [String], prompts: Bool = true) -> Bool {
        headings.contains { heading in
            let topic = topic(of: heading)
            if topic.isPrompt { return prompts }
            return topic.isExample
        }
    }

    /// Whether a heading opens prompts, and whether it names examples. Every sentence and
    /// table asks of each heading above it, and a long document has thousands of sentences under
    /// a few hundred headings, so each heading is read once. The answer depends on the heading
    /// alone; the store is emptied when large, so memory stays flat on a site of any size.
    private static func topic(of heading: String) -> (isPrompt: Bool, isExample: Bool) {
        if let known = topics.withLock({ $0[heading] }) { return known }
        let answer = (isPrompt: Vocabulary.standardIsPromptHeading(heading),
                      isExample: Vocabulary.standard.contrastClaims.examples.occurs(in: ComponentKind.words(of: heading)))
        topics.withLock { store in
            if store.count >= topicsKept { store.removeAll(keepingCapacity: true) }
            store[heading] = answer
        }
        return answer
    }

    private static let topics = Mutex<[String: (isPrompt: Bool, isExample: Bool)]>([:])
    private static let topicsKept = 4096

    /// Whether the text states a length (`44px`, `48 pt`, `2.75rem`) or a size (`44×44`): what a
    /// target-size sentence is made of.
    package static func statesLength(_ text: String) -> Bool {
        text.contains(lengthPattern)
    }

    private nonisolated(unsafe) static let lengthPattern = #/(?i)\d\s*(?:px|pt|dp|rem)\b|\d\s*[×x]\s*\d/#

    /// "≈ 3.47:1 ⚠️ below AA", "(3.1:1, 不足)": the document reports a pair falling short of a
    /// level. "Must never fall below 4.5:1" is a rule, and stays a claim.
    package static func reportsShortfall(_ text: String, words: [String]) -> Bool {
        let claims = Vocabulary.standard.contrastClaims
        let short = claims.shortfall.occurs(in: words) || claims.shortfallMarks.contains { text.contains(literal: $0) }
        return short && !claims.obligations.occurs(in: words)
    }

    /// Two colour literals and nothing naming them otherwise (`#252933 在 #FFFFFF 上 ≈ 14.2:1`,
    /// `#FFFFFF / #1E5AA8: 6.8:1`): the claim is about that pair, in any language. A ratio is
    /// the same either way round, so which is the text matters only for the label.
    package static func literalPairSubject(of text: String) -> Statement.Subject? {
        guard text.utf8.contains(UInt8(ascii: "#")) || text.contains(literal: "(") else { return nil }
        var seen: [(text: String, color: RGBAColor)] = []
        for match in ColorValueScanner.matches(in: text) {
            guard case .success(let color) = match.color else { return nil }
            if !seen.contains(where: { $0.color == color }) { seen.append((match.text, color)) }
        }
        guard seen.count == 2 else { return nil }
        return .pair(
            foreground: ColorReference(colors: [(seen[0].text, seen[0].color)], isGroup: false),
            background: ColorReference(colors: [(seen[1].text, seen[1].color)], isGroup: false),
            label: "\(seen[0].text) on \(seen[1].text)")
    }

    /// Whether two colours are written as alternatives ("primary or outline"), whatever marks
    /// their names. "Canvas/Ink", "Ink and Paper" may name a pair, and are not alternatives.
    static func listsTogether(_ first: String, _ second: String, in text: String) -> Bool {
        let plain = text.lowercased().filter { !"`*_".contains($0) }
        return plain.contains(literal: first.lowercased() + " or " + second.lowercased())
    }

    /// The sentence of a cell or paragraph that holds `needle` ("15.3:1" in "Ink (15.3:1 on
    /// white). The old grey is 3.5:1"), or nil.
    static func sentence(holding needle: String, in text: String) -> String? {
        guard let at = text.range(ofLiteral: needle) else { return nil }
        let breaks = [". ", "; ", "! ", "? ", "。", "；"]
        let start = breaks.compactMap { text[..<at.lowerBound].range(of: $0, options: .backwards)?.upperBound }.max() ?? text.startIndex
        let end = breaks.compactMap { text[at.upperBound...].range(of: $0)?.lowerBound }.min() ?? text.endIndex
        return String(text[start..<end])
    }

    /// A colour a cell writes: a literal, else a colour of the system by name (`` `ink` ``).
    private func colour(in cell: String) -> ColorReference? {
        let literals = ColorValueScanner.matches(in: cell)
        if literals.count == 1, let match = literals.first, case .success(let color) = match.color {
            return ColorReference(colors: [(match.text, color)], isGroup: false)
        }
        guard literals.isEmpty else { return nil }
        return ColorReference.single(cell.replacingOccurrences(of: "`", with: ""), tokens: tokens, mode: palette.mode)
    }

    /// "(5.36:1 on white)", "on white they are 2.40:1": a ratio the words put on a ground they
    /// name, claimed for `colour` (the row's, or the one colour the sentence is about) on that ground.
    private func groundSubject(_ sentence: String, colour: ColorReference?) -> Statement.Subject? {
        guard let colour, colour.colors.count == 1, PairingPhrase.containsIgnoringCase(sentence, " on ") else { return nil }
        let words = sentence.split(whereSeparator: { $0.isWhitespace || "(),;:.".contains($0) }).map { $0.replacingOccurrences(of: "`", with: "") }
        for index in words.indices.dropLast() where words[index].lowercased() == "on" {
            let after = words[(index + 1)...].prefix(2)
            let candidates = [after.joined(separator: " ")] + (after.count > 1 ? [after[after.startIndex]] : [])
            guard let ground = candidates.lazy.compactMap({ ColorReference.single($0, tokens: self.tokens, mode: self.palette.mode) }).first,
                  ground.colors.count == 1, ground.colors[0].color != colour.colors[0].color else { continue }
            return .pair(foreground: colour, background: ground, label: "\(colour.colors[0].name) on \(ground.colors[0].name)")
        }
        return nil
    }

    /// An "X on Y" whose sides are colours of the system or literals. A literal written beside
    /// a name (`Dark Blue (#1E3A5F)`) is the exact colour meant, so it is tried first.
    private func pairSubject(of text: String) -> Statement.Subject? {
        guard let phrase = PairingPhrase.literalPair(in: text, tokens: tokens, mode: palette.mode)
            ?? PairingPhrase.find(in: text, tokens: tokens, palette: palette,
                                  defining: ColorReference.defined(by: text, tokens: tokens, mode: palette.mode)).first else {
            return steppedPairSubject(of: text)
        }
        return .pair(foreground: phrase.foreground, background: phrase.background, label: phrase.text)
    }

    /// `✓ neutral-900 on white: 21:1`: a hyphenated step before the first "on" (which the
    /// pairing phrases, reading names of letters, miss) and one word after it, each a name the
    /// system defines or a basic colour, as checklists write their pairs. Nil unless both sides
    /// name one colour.
    private func steppedPairSubject(of text: String) -> Statement.Subject? {
        let words = text.split(whereSeparator: \.fastIsWhitespace)
        guard let on = words.firstIndex(where: { $0.lowercased() == "on" }), on > 0, on + 1 < words.count, words[on - 1].contains("-"),
              let foreground = ColorReference.single(String(words[on - 1]), tokens: tokens, mode: palette.mode),
              let background = ColorReference.single(String(words[on + 1]), tokens: tokens, mode: palette.mode) else { return nil }
        let label = [words[on - 1], words[on], words[on + 1]].joined(separator: " ").trimmingCharacters(in: .spaceOrPunctuation)
        return .pair(foreground: foreground, background: background, label: label)
    }

    /// The scope a claim's words name, else why it cannot be checked: an "X on Y" whose sides
    /// the system does not define names them.
    private func scopeSubject(of text: String) -> Statement.Subject {
        let scopes = Vocabulary.standard.claimScopes
        let written = Set(text.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init))
        if !written.isDisjoint(with: scopes.onePair), !scopes.all.occurs(in: ComponentKind.words(of: text)) {
            return .unverifiable("speaks of one pairing, whose two colours it does not name")
        }
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

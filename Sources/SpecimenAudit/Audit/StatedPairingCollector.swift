import SpecimenModel
import SpecimenReading

/// Pairings the document states: tables with foreground and background columns, and "X on Y"
/// phrases in prose and table cells. A group on either side ("semantic colors") gives one pair
/// per member. Stated pairings have no size, so they are held to the normal-text threshold.
package struct StatedPairingCollector {
    package var tokens: ResolvedTokens
    package var palette: AuditPalette
    package var file: String

    package func collect(_ prose: DocumentProse) -> [ContrastPair.Draft] {
        var drafts: [ContrastPair.Draft] = []
        var seen: Set<String> = []
        func add(_ foreground: ColorReference, _ background: ColorReference, line: Int, text: String) {
            // "Heavy shadows on elevated elements", "border treatments on white panels": a
            // decoration on a surface, which WCAG asks no contrast of; "white icons on teal" is a
            // graphic, held to 3:1.
            let drawn = Self.element(drawnBy: text)
            guard drawn != .decoration else { return }
            let graphic = drawn == .graphic
            for fg in foreground.colors {
                for bg in background.colors where fg.name != bg.name {
                    guard seen.insert("\(fg.name)\u{1}\(bg.name)").inserted else { continue }
                    drafts.append(ContrastPair.Draft(
                        origin: .statedPairing, category: graphic ? .nonText : .normalText, foreground: fg.color, foregroundName: fg.name,
                        fill: bg.color, fillName: bg.name,
                        context: PairContext(
                            mode: palette.mode, element: graphic ? "icon" : "text",
                            textSize: graphic ? nil : ComponentPairCollector.defaultTextSize,
                            textWeight: graphic ? nil : ComponentPairCollector.defaultTextWeight,
                            notes: ["stated: \(text)"] + (graphic ? [] : ["no text size stated: normal text assumed"])),
                        source: SourceReference(file: file, line: line), exemption: nil))
                }
            }
        }
        for unit in prose.units {
            switch unit {
            case .sentence(let sentence):
                // An example is text for someone to copy, not a pair the system uses. (A prompt
                // describes the system's own components, so its pairs stay.)
                if ClaimExtractor.isExample(sentence.headings, prompts: false) { continue }
                let defining = ColorReference.defined(by: sentence.text, tokens: tokens, mode: palette.mode)
                var phrases = PairingPhrase.find(in: sentence.text, tokens: tokens, palette: palette, defining: defining)
                // `Harbor Green (#00AA69) on White`: a literal beside a name, as contrast lists write it.
                if phrases.isEmpty, let literal = PairingPhrase.literalPair(in: sentence.text, tokens: tokens, mode: palette.mode) {
                    phrases = [literal]
                }
                // "`#1c1e54` backgrounds with white text": the fill written first.
                if phrases.isEmpty, let written = PairingPhrase.fillWithText(in: sentence.text, tokens: tokens, mode: palette.mode) {
                    phrases = [written]
                }
                for phrase in phrases where !Self.isForbidden(phrase.text, in: sentence.text) && !Self.endsAList(phrase.text, in: sentence.text) {
                    add(phrase.foreground, phrase.background, line: sentence.line, text: phrase.text)
                }
            case .table(let table):
                if ClaimExtractor.isExample(table.headings, prompts: false) { continue }
                let header = table.header.map { Set(ComponentKind.words(of: $0)) }
                let columns = Vocabulary.standard.pairingColumns
                let fgColumn = header.firstIndex { !$0.isDisjoint(with: columns.foreground) && $0.isDisjoint(with: columns.background) }
                let bgColumn = header.firstIndex { !$0.isDisjoint(with: columns.background) }
                for row in table.rows {
                    if let fgColumn, let bgColumn, fgColumn != bgColumn, fgColumn < row.cells.count, bgColumn < row.cells.count,
                       let fg = ColorReference.single(row.cells[fgColumn], tokens: tokens, mode: palette.mode),
                       let bg = ColorReference.singleOrGroup(row.cells[bgColumn], tokens: tokens, palette: palette) {
                        add(fg, bg, line: row.line, text: row.cells.joined(separator: " | "))
                        continue
                    }
                    for cell in row.cells {
                        for phrase in PairingPhrase.find(in: cell, tokens: tokens, palette: palette) {
                            add(phrase.foreground, phrase.background, line: row.line, text: phrase.text)
                        }
                    }
                }
            }
        }
        return drafts
    }

    package enum DrawnElement { case text, graphic, decoration }

    /// What the side before "on" draws: text unless its words name a decoration or a graphic
    /// (`pairingElements`). A table row's pairing names text.
    package static func element(drawnBy phrase: String) -> DrawnElement {
        guard let on = phrase.lowercased().range(ofLiteral: " on ") else { return .text }
        let words = ComponentKind.words(of: String(phrase.lowercased()[..<on.lowerBound]))
        let elements = Vocabulary.standard.pairingElements
        if elements.graphic.occurs(in: words) { return .graphic }
        if elements.decorative.occurs(in: words) { return .decoration }
        return .text
    }

    /// "Every headline, body paragraph, button and footer link on the page": the phrase closes
    /// a list of uses, so its "on" places the whole list, and its first word is no text colour.
    /// The text before it, in its clause, holds a comma and ends with one or with "and"/"or".
    package static func endsAList(_ phrase: String, in sentence: String) -> Bool {
        guard let range = sentence.range(ofLiteral: phrase) else { return false }
        let before = sentence[..<range.lowerBound]
        let clause = before.lastIndex(where: { ".;:!?—–。；：！？".contains($0) }).map { before[before.index(after: $0)...] } ?? before
        let trimmed = String(clause).trimmingWhitespace.lowercased()
        guard trimmed.filter({ $0 == "," || $0 == "、" }).count >= 1 else { return false }
        return trimmed.hasSuffix(",") || trimmed.hasSuffix("、") || trimmed.hasSuffix(" and") || trimmed.hasSuffix(" or")
    }

    /// "Don't put ink on Harbor Blue", "never use grey text on teal": a pairing the document
    /// forbids is no pair the system uses. Only a prohibition before the phrase, in its own
    /// clause, counts: "Ink on Paper — never below 7:1" uses the pair.
    package static func isForbidden(_ phrase: String, in sentence: String) -> Bool {
        guard let range = sentence.range(ofLiteral: phrase) else { return false }
        let before = sentence[..<range.lowerBound]
        let clause = before.lastIndex(where: { ".;:!?—–。；：！？".contains($0) }).map { before[before.index(after: $0)...] } ?? before
        return Vocabulary.standard.prohibits(String(clause))
    }
}

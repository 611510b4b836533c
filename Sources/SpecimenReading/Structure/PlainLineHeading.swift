import SpecimenModel

/// Headings written without Markdown: a short plain line standing alone between blocks
/// (`Colours`), or a numbered title that parses as a one-item ordered list (`6. Components`).
/// Some documents number their sections this way; every stage that follows headings asks here,
/// so they all agree on what a section is.
package enum PlainLineHeading {
    /// Levels below any Markdown heading's, so a real `####` still closes them.
    package static let paragraphLevel = 7
    package static let numberedLevel = 6

    /// The level and text a block has as a heading, Markdown or plain; nil for other blocks.
    /// `values`: what a Markdown heading states after its title (`carriedValues`).
    package static func heading(_ block: MarkdownNode) -> (level: Int, text: String, values: String?)? {
        if let level = block.headingLevel {
            let text = block.plainText.trimmingWhitespace
            let carried = carriedValues(text)
            return (level, carried?.title ?? text, carried?.values)
        }
        // A one-line paragraph of a few plain words, without a sentence's full stop or a colon.
        if case .paragraph = block.kind, block.startLine == block.endLine,
           block.children.allSatisfy({ if case .text = $0.kind { return true } else { return false } }) {
            let text = block.plainText.trimmingWhitespace
            // The ends first: most one-line paragraphs are sentences, and need no splitting.
            // `Body: text-sm font-semibold` states a value under a label: a statement, no title.
            if let last = text.last, !".:!?,;".contains(last), text.first?.fastIsUppercase == true, text.split(separator: " ").count <= 6,
               !text.contains(literal: ": "), !text.contains(literal: "："), !statesProperty(text) {
                return (paragraphLevel, text, nil)
            }
        }
        if case .list(true, _, _) = block.kind, block.items.count == 1, block.items[0].children.count == 1,
           block.startLine == block.endLine {
            let text = block.plainText.trimmingWhitespace
            if text.split(separator: " ").count <= 6, text.last != "." { return (numberedLevel, text, nil) }
        }
        return nil
    }

    /// `Border #AAAAAA`, `Radius 8px`: a property's word then its value, a colour or a number,
    /// with no colon between: a statement, not a title.
    static func statesProperty(_ text: String) -> Bool {
        guard let space = text.firstIndex(of: " "), PropertyPhraseReader.meaning(ofLabel: String(text[..<space])) != nil else { return false }
        let rest = text[space...]
        return rest.contains(where: \.fastIsNumber) || !ColorValueScanner.matches(in: String(rest)).isEmpty
    }

    /// `### Cards: 12px–24px radius, pastel backgrounds`, `### Spacing: 4px, 8px, 16px`: a
    /// heading that names its topic, then states values after a colon. Its title is the name;
    /// the values are a line under it (`StatementReader`). Values hold a number, a colour or
    /// code; `Step 2: Install` states none.
    package static func carriedValues(_ heading: String) -> (title: String, values: String)? {
        guard let colon = heading.range(ofLiteral: ": ") ?? heading.range(ofLiteral: "：") else { return nil }
        let title = heading[..<colon.lowerBound].trimmingWhitespace
        let values = heading[colon.upperBound...].trimmingWhitespace
        guard !title.isEmpty, !values.isEmpty, title.split(separator: " ").count <= 5,
              values.contains(where: { $0.isASCII && ($0.isNumber || $0 == "#" || $0 == "`") }) else { return nil }
        return (title, values)
    }

    /// A code block drawn as a framed diagram (screen mock-ups, reference cards): its captions
    /// repeat values for illustration and define nothing.
    /// Box-drawing characters: a line holding one is part of a drawing, not a statement.
    package static let boxCharacters: Set<Character> = ["│", "┃", "║", "─", "━", "═", "┌", "┐", "└", "┘", "├", "┤", "┬", "┴", "┼", "╔", "╗", "╚", "╝", "╠", "╣"]
    private static let boxScalars = Set(boxCharacters.flatMap(\.unicodeScalars))

    /// Whether a line holds a box-drawing character. Every one is three UTF-8 bytes led by
    /// 0xE2, so most lines are passed over by one byte scan.
    package static func containsBoxCharacter(_ line: some StringProtocol) -> Bool {
        line.utf8.contains(0xE2) && line.unicodeScalars.contains(where: boxScalars.contains)
    }

    /// Whether text holds any character of the Box Drawing or Block Elements ranges (U+2500 to
    /// U+259F, rounded corners and shading included): a drawing's. Each is three UTF-8 bytes
    /// led by 0xE2, so most text is passed over by one byte scan.
    package static func containsDrawingCharacter(_ text: some StringProtocol) -> Bool {
        text.utf8.contains(0xE2) && text.unicodeScalars.contains { (0x2500...0x259F).contains($0.value) }
    }

    package static func isBoxDiagram(_ block: MarkdownNode) -> Bool {
        guard case .codeBlock = block.kind else { return false }
        return block.literal.contains { "┌┐┘╔╗╝".contains($0) }
    }

    /// The source line of a code block's first code line: one below a fence, the block's own
    /// line when indented.
    package static func firstCodeLine(of block: MarkdownNode, in document: MarkdownDocument) -> Int {
        let opening = document.line(block.startLine)
        return block.startLine + (opening.hasPrefix("```") || opening.hasPrefix("~~~") ? 1 : 0)
    }
}

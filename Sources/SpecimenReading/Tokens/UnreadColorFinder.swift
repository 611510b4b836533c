import Foundation
import SpecimenModel

/// Finds the colours a document writes that no export carries (`UnreadColor`), and says why
/// each was not read, from where it is written: after a prohibition, in an `Old HEX` column, in
/// a comparison column, in a prompt, in a component's words, in code, in raw HTML or in a
/// sentence. A colour that is exported at another opacity (`#3B82F6 at 50%`) was read.
///
/// Hex literals and the CSS colour functions are looked for; platform initialisers and bare
/// HSL triples are left out, since outside a definition they are as often numbers as colours.
package struct UnreadColorFinder {
    package var vocabulary = Vocabulary.standard

    package init() {}

    /// The most colours listed for one document: a dump of captured colours would otherwise
    /// make a page of thousands of lines. The rest are counted, not listed.
    package static let limit = 1_000

    /// `exported`: the tokens the exports write (the palette and the component tier);
    /// `diagnostics`: the token warnings, which name a conflicting restatement's line.
    /// `frontMatter`: the lines of a front matter that could not be read, which the document's
    /// own lines hold blank.
    /// `document`: the document's lines and where its code, HTML and tables lie, as the Extract
    /// stage's walk read them.
    package func unread(in document: DocumentProse, statements: [Statement], exported: ResolvedTokens, diagnostics: [Diagnostic],
                        frontMatter: [Substring] = []) -> [UnreadColor] {
        let carried = Self.carriedColors(exported)
        var order: [String] = []
        var found: [String: (literal: String, color: RGBAColor, lines: [Int])] = [:]
        for (offset, documentLine) in document.lines.enumerated() {
            let line = offset < frontMatter.count ? frontMatter[offset] : documentLine
            // Most lines hold no colour: the scanner looks only where a `#` or a `(` is.
            guard line.utf8.contains(where: { $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "(") }) else { continue }
            for match in ColorValueScanner.matches(in: String(line)) where Self.isLiteral(match.text) {
                guard case .success(let color) = match.color else { continue }
                let key = color.hex
                // `#3B82F6 at 50% opacity` is read, as the token that line gives; a black a
                // shadow elsewhere is drawn with does not read `never pure black (#000000)`.
                if carried.exact.contains(key) || (color.isOpaque && carried.opaque[color.opaqueHex]?.contains(offset + 1) == true) { continue }
                if found[key] == nil {
                    order.append(key)
                    found[key] = (match.text, color, [])
                }
                if found[key]?.lines.last != offset + 1 { found[key]?.lines.append(offset + 1) }
            }
        }
        guard !order.isEmpty else { return [] }
        var context = Context(document: document, statements: statements, diagnostics: diagnostics)
        for token in exported.tokens where token.kind == .color {
            context.colorNames[token.provenance.line] = context.colorNames[token.provenance.line] ?? token.name
        }
        return order.prefix(Self.limit).compactMap { key in
            guard let entry = found[key], let first = entry.lines.first else { return nil }
            if first <= frontMatter.count {
                return UnreadColor(literal: entry.literal, lines: entry.lines, reason: .invalidFrontMatter,
                                   excerpt: frontMatter[first - 1].trimmingWhitespace)
            }
            return UnreadColor(literal: entry.literal, lines: entry.lines,
                               reason: reason(for: entry.literal, line: first, context: context),
                               excerpt: document.line(first))
        }
    }

    /// `#…` and the CSS colour functions.
    package static func isLiteral(_ text: String) -> Bool {
        if text.hasPrefix("#") { return true }
        let lower = text.lowercased()
        return ["rgb(", "rgba(", "hsl(", "hsla(", "hwb(", "lab(", "lch(", "oklab(", "oklch(", "color("].contains { lower.hasPrefix($0) }
    }

    /// Every colour an export writes, in every mode: tokens, gradient stops, shadow colours.
    /// `exact` by `#RRGGBB[AA]`; `opaque` by `#RRGGBB` alone, with the lines of the tokens that
    /// carry it (a colour at another opacity is read only where that token was read).
    package static func carriedColors(_ tokens: ResolvedTokens) -> (exact: Set<String>, opaque: [String: Set<Int>]) {
        var exact: Set<String> = []
        var opaque: [String: Set<Int>] = [:]
        var lines: Set<Int> = []
        func add(_ color: RGBAColor) {
            exact.insert(color.hex)
            opaque[color.opaqueHex, default: []].formUnion(lines)
        }
        for token in tokens.tokens {
            lines = Set([token.provenance.line] + token.restatedAt.map(\.line))
            for mode: TokenMode? in [nil, .light, .dark] {
                switch tokens.value(of: token, mode: mode) {
                case .color(let color)?: add(color)
                case .gradient(let gradient)?: gradient.stops.forEach { add($0.color) }
                case .shadow(let shadow)?: shadow.layers.compactMap(\.color).forEach(add)
                default: continue
                }
            }
        }
        return (exact, opaque)
    }

    /// What the reason finder looks at, gathered once per document.
    struct Context {
        var statementsByLine: [Int: [Statement]] = [:]
        var conflictLines: Set<Int> = []
        var codeLines: Set<Int> = []
        var htmlLines: Set<Int> = []
        /// The header cells of the table each table line belongs to.
        var tableHeaders: [Int: [String]] = [:]
        /// The name of the first colour token read from each line.
        var colorNames: [Int: String] = [:]
        var lines: [Substring]

        init(document: DocumentProse, statements: [Statement], diagnostics: [Diagnostic]) {
            lines = document.lines
            for statement in statements { statementsByLine[statement.line, default: []].append(statement) }
            for diagnostic in diagnostics where diagnostic.message.contains(literal: "defined again") || diagnostic.message.contains(literal: "drifted") {
                if let line = diagnostic.line { conflictLines.insert(line) }
            }
            for lines in document.codeLines { codeLines.formUnion(lines) }
            for lines in document.htmlLines { htmlLines.formUnion(lines) }
            for (lines, headers) in document.tableLines {
                for line in lines { tableHeaders[line] = headers }
            }
        }
    }

    private func reason(for literal: String, line: Int, context: Context) -> UnreadColor.Reason {
        if context.conflictLines.contains(line) { return .conflict }
        let text = line <= context.lines.count ? String(context.lines[line - 1]) : ""
        let statements = context.statementsByLine[line] ?? []
        let lowered = literal.lowercased()
        let statement = statements.first { $0.value.lowercased().contains(literal: lowered) }
            ?? statements.first { ($0.label + " " + ($0.labelNote ?? "")).lowercased().contains(literal: lowered) }
        // The words before the colour, in its sentence: "Don't use pure black (#000000)".
        let before = Self.clause(before: literal, in: statement?.value ?? text)
        // Or after it, where the verb ends the clause: "純粋な #000000 を使わない".
        let after = Self.clause(after: literal, in: statement?.value ?? text)
        if vocabulary.prohibits(before) || statement.map({ vocabulary.prohibits($0.label) }) == true { return .forbidden }
        if statement?.isCounterExample == true { return .forbidden }
        if statement?.isStyleObject == true { return .component }
        if after.contains(where: { !$0.isASCII }), vocabulary.prohibits(after) { return .forbidden }
        // `### Don't` over `- Use pure black (#000000) as the page`: the heading forbids what its
        // lines say (a `Do's and Don'ts` heading does not: its lines are both).
        if let heading = statement?.headings.last, vocabulary.prohibits(heading),
           !ComponentKind.words(of: heading).contains(where: { ["do", "do's", "dos", "does"].contains($0) }) {
            return .forbidden
        }
        if context.htmlLines.contains(line), statement == nil || statement?.syntax == .html { return .html }
        guard let statement else {
            if context.codeLines.contains(line) { return .code }
            // A table no column of which names its rows is not read at all: say which column.
            if let headers = context.tableHeaders[line] {
                let row = text.trimmingWhitespace
                let cells = row.split(separator: "|", omittingEmptySubsequences: false).dropFirst(row.hasPrefix("|") ? 1 : 0)
                if let column = cells.firstIndex(where: { $0.lowercased().contains(literal: lowered) }).map({ $0 - cells.startIndex }),
                   column < headers.count {
                    return columnReason(headers[column])
                }
            }
            return .other
        }
        if statement.headings.contains(where: { vocabulary.isPromptHeading($0) }) { return .prompt }
        if statement.syntax == .table {
            return columnReason(ValueScanner.clean(statement.label))
        }
        // A key named like a property in code (`"colors": {…}`) is code's, not a component's.
        if statement.isAboutComponent || (vocabulary.property(statement.label) != nil && !statement.label.isEmpty && statement.syntax != .code) {
            return .component
        }
        switch statement.syntax {
        case .code, .markup: return .code
        case .html: return .html
        case .paragraph, .bullet:
            // `- **Ink** (#1F1F1F): warmer than pure #000`: a second colour in the words about
            // the one the line defines.
            if let name = context.colorNames[line] { return .note(of: name) }
            if vocabulary.endsAsSentence(statement.label) || vocabulary.isInstruction(statement.label) { return .sentence }
            return LabelledText.isName(statement.label.isEmpty ? statement.value : statement.label, maxWords: 5) && statement.label.isEmpty == false
                ? .other : .sentence
        default: return .other
        }
    }

    /// Why a table column's colour was not read, by what its header says the column holds.
    private func columnReason(_ header: String) -> UnreadColor.Reason {
        switch vocabulary.column(header) {
        case .retired?: .retired(column: header)
        case nil: .unknownColumn(header)
        default: .column(header)
        }
    }

    /// The text of `text` after `literal`, to the end of its clause.
    package static func clause(after literal: String, in text: String) -> String {
        guard let range = text.range(of: literal, options: .caseInsensitive) else { return "" }
        var rest = text[range.upperBound...]
        for stop in [". ", "。", "; ", "；", "! ", "? ", "、", "，", ", "] {
            if let end = rest.range(of: stop) { rest = rest[..<end.lowerBound] }
        }
        return String(rest)
    }

    /// The text of `text` before `literal`, from the start of its sentence.
    package static func clause(before literal: String, in text: String) -> String {
        guard let range = text.range(of: literal, options: .caseInsensitive) else { return text }
        var lead = text[..<range.lowerBound]
        for stop in [". ", "。", "; ", "! ", "? "] {
            if let end = lead.range(of: stop, options: .backwards) { lead = lead[end.upperBound...] }
        }
        return String(lead)
    }
}

import SpecimenModel

/// A length a table writes that no token carries: in a table whose headers name no value the
/// readers know (`| Ukuran | Dipakai untuk |`, a size in each row's name and its use beside it),
/// each length is listed with its line and column rather than dropped without a word
/// (`specimen extract`, the token page), as an unread colour is.
public struct UnreadLength: Sendable, Hashable, Codable {
    /// The cell as written (`26px`, `1.5rem`).
    public var literal: String
    public var line: Int
    /// The header of the column it is written in.
    public var column: String
    /// The line's text.
    public var excerpt: String
    /// Whether the other rows of its table were read as a scale's steps, and this cell is no
    /// length the scale's column holds (`50%`, an elliptical `64% 36% / 48% 60%`).
    public var besideReadRows: Bool

    public init(literal: String, line: Int, column: String, excerpt: String, besideReadRows: Bool = false) {
        self.literal = literal
        self.line = line
        self.column = column
        self.excerpt = excerpt
        self.besideReadRows = besideReadRows
    }

    /// Why it was not read, for the token page and `specimen extract`.
    public var reason: String {
        besideReadRows
            ? "in the table column '\(column)', whose other rows were read as steps; this one is no single length"
            : "in the table column '\(column)', of a table no token was read from"
    }
}

/// Finds the lengths of tables that gave no token (`UnreadLength`): those that name their rows,
/// and those under a header no words explain. A table of a component's (under its heading, or
/// with rows named for components) is the component reader's, and is passed over: its lengths
/// are that component's look, or listed under it when not drawn.
package struct UnreadLengthFinder {
    package init() {}

    /// `exported`: the tokens the exports write; a table any row of which gave one was read.
    package func unread(in document: DocumentProse, statements: [Statement], exported: ResolvedTokens) -> [UnreadLength] {
        var read: Set<Int> = []
        var names: Set<String> = []
        for token in exported.tokens {
            names.insert(token.name.lowercased())
            read.insert(token.provenance.line)
            read.formUnion(token.restatedAt.map(\.line))
        }
        var tableStatements: [Int: [Statement]] = [:]
        for statement in statements where statement.syntax == .table { tableStatements[statement.line, default: []].append(statement) }
        var out: [UnreadLength] = []
        for case .table(let table) in document.units {
            if table.headings.last.flatMap(ComponentKind.classifyHead) != nil { continue }
            guard !table.rows.contains(where: { read.contains($0.line) }) else {
                out += Self.rowsBesideRead(table, read: read, names: names, document: document)
                if out.count >= UnreadColorFinder.limit { return Array(out.prefix(UnreadColorFinder.limit)) }
                continue
            }
            let aboutComponents = table.rows.contains { row in
                let found = tableStatements[row.line] ?? []
                let name = found.first?.subject.last ?? row.cells.first.map(ValueScanner.clean) ?? ""
                return found.contains(where: \.isAboutComponent) || ComponentKind.classifyHead(name) != nil
            }
            if aboutComponents { continue }
            for row in table.rows {
                let labelled = Set((tableStatements[row.line] ?? []).map { ValueScanner.clean($0.label) })
                for (column, cell) in row.cells.enumerated() where column < table.header.count {
                    let text = ValueScanner.clean(cell)
                    let header = ValueScanner.clean(table.header[column])
                    // A length that names its row (`| 26px | page title |`), or under a header no
                    // words explain: a column the readers know (`Width`, `Min Width`) is theirs to
                    // take or leave.
                    guard Self.isLength(text), !labelled.contains(header) || isUnexplained(header) else { continue }
                    out.append(UnreadLength(literal: text, line: row.line, column: header,
                                            excerpt: document.line(row.line)))
                    if out.count >= UnreadColorFinder.limit { return out }
                }
            }
        }
        return out
    }

    /// Whether no vocabulary explains a header: no value, mode, use or name column, no property,
    /// no column of a type or length scale.
    private func isUnexplained(_ header: String) -> Bool {
        let vocabulary = Vocabulary.standard
        let lower = header.lowercased()
        let scales = vocabulary.tokenTables
        return vocabulary.column(header) == nil && vocabulary.property(header) == nil
            && ![scales.length, scales.size, scales.lineHeight, scales.tracking, scales.weight, scales.family].contains { $0.contains(lower) }
    }

    /// The rows of a scale's table that gave no step while the others did: the cell of each in
    /// the column where every read row holds a length. A row naming a token read elsewhere
    /// (`| {rounded.xl} | 20px (top only) |` restating the front matter's) is that token's.
    private static func rowsBesideRead(_ table: DocumentProse.Table, read: Set<Int>, names: Set<String>, document: DocumentProse) -> [UnreadLength] {
        let readRows = table.rows.filter { read.contains($0.line) }
        guard let column = table.header.indices.first(where: { column in
            readRows.allSatisfy { column < $0.cells.count && isLength(ValueScanner.clean($0.cells[column])) }
        }) else { return [] }
        return table.rows.compactMap { row in
            guard !read.contains(row.line), column < row.cells.count else { return nil }
            if let first = row.cells.first.map(ValueScanner.clean) {
                let name = ValueStatementInterpreter.referencePath(first)?.name ?? first
                if names.contains(name.lowercased()) { return nil }
            }
            let text = ValueScanner.clean(row.cells[column])
            guard !text.isEmpty, text != "—", text != "-" else { return nil }
            return UnreadLength(literal: text, line: row.line, column: ValueScanner.clean(table.header[column]),
                                excerpt: document.line(row.line), besideReadRows: true)
        }
    }

    /// A cell that is a length with its unit (`26px`, `1.5rem`, `12px (0.75rem)`): a bare
    /// number may be a weight, a ratio or a count.
    package static func isLength(_ cell: String) -> Bool {
        cell.wholeMatch(of: lengthCell) != nil
    }
}

nonisolated(unsafe) private let lengthCell = #/(?i)-?\d+(?:\.\d+)?\s?(?:px|pt|rem|em|dp|sp)(?:\s*\([^()]*\))?/#

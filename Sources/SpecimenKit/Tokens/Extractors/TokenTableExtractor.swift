import Foundation

/// GFM tables of type and length tokens (palette tables are statements, read by
/// `ColorStatementInterpreter`). A table is read as:
/// - a type scale when it has Size and Weight columns under a typography heading;
/// - a length scale when a Value, Radius, Spacing or Border Width column holds a length in
///   every row.
public struct TokenTableExtractor: TokenSyntaxExtractor {
    public init() {}

    struct Table {
        var headers: [String]
        var rows: [(line: Int, cells: [String])]

        func column(in names: Set<String>) -> Int? { headers.firstIndex { names.contains($0) } }
        /// The column of usage notes, by the vocabulary's column words.
        var usageColumn: Int? { headers.firstIndex { Vocabulary.standard.column($0) == .usage } }
        func cell(_ row: [String], _ column: Int?) -> String? {
            guard let column, column < row.count else { return nil }
            let text = ValueScanner.clean(row[column])
            return text.isEmpty || text == "—" || text == "-" ? nil : text
        }
    }

    public func extract(_ block: MarkdownNode, context: TokenContext) -> TokenFindings? {
        guard case .table = block.kind, let header = block.children.first else { return nil }
        let table = Table(
            headers: header.children.map { ValueScanner.clean($0.plainText).lowercased() },
            rows: block.children.dropFirst().map { row in (row.startLine, row.children.map(\.plainText)) })
        guard !table.rows.isEmpty else { return nil }
        return typeScale(table, context: context) ?? lengths(table, context: context)
    }

    private func typeScale(_ table: Table, context: TokenContext) -> TokenFindings? {
        let headers = Vocabulary.standard.tokenTables
        guard let sizeColumn = table.column(in: headers.size),
              let weightColumn = table.column(in: headers.weight),
              context.headingsMention(headers.typeHeadings) else { return nil }
        let nameColumn = table.headers.indices.first { ![sizeColumn, weightColumn].contains($0) } ?? 0
        let lineHeightColumn = table.column(in: ["line height", "line-height", "leading"])
        let trackingColumn = table.column(in: ["tracking", "letter spacing", "letter-spacing"])
        let familyColumn = table.column(in: ["font", "family", "font family", "typeface"])
        let usageColumn = table.usageColumn
        var findings = TokenFindings()
        for row in table.rows {
            guard let name = table.cell(row.cells, nameColumn),
                  let sizeText = table.cell(row.cells, sizeColumn),
                  let size = ValueScanner.bareLength(sizeText) ?? ValueScanner.length(in: sizeText) else { continue }
            let style = TypeStyle(
                family: table.cell(row.cells, familyColumn), size: size,
                weight: table.cell(row.cells, weightColumn).flatMap(ValueScanner.weight(in:)),
                lineHeight: table.cell(row.cells, lineHeightColumn).flatMap { Double($0.replacingOccurrences(of: "x", with: "")) },
                tracking: table.cell(row.cells, trackingColumn).flatMap { ValueScanner.bareLength($0.replacingOccurrences(of: "+", with: "")) })
            findings.tokens.append(DesignToken(
                name: name, value: .typeStyle(style), group: context.nearestHeading,
                usage: table.cell(row.cells, usageColumn), provenance: context.provenance(line: row.line)))
        }
        return findings.isEmpty ? nil : findings
    }

    private func lengths(_ table: Table, context: TokenContext) -> TokenFindings? {
        guard let valueColumn = table.headers.indices.first(where: { column in
            Vocabulary.standard.tokenTables.length.contains(table.headers[column])
                && table.rows.allSatisfy { table.cell($0.cells, column).flatMap(ValueScanner.bareLength) != nil }
        }) else { return nil }
        let header = table.headers[valueColumn]
        let nameColumn = table.headers.indices.first { $0 != valueColumn } ?? 0
        let usageColumn = table.usageColumn
        let isBorder = DimensionRole.mentionsBorder(header)
            || (header == "value" && context.headings.last.map(DimensionRole.mentionsBorder) == true)
        var findings = TokenFindings()
        for row in table.rows {
            guard let name = table.cell(row.cells, nameColumn),
                  let length = table.cell(row.cells, valueColumn).flatMap(ValueScanner.bareLength) else { continue }
            let value: TokenValue = isBorder
                ? .borderWidth(length)
                : .dimension(length, role: DimensionRole.mentioned(in: header) ?? context.role(for: name))
            findings.tokens.append(DesignToken(
                name: name, value: value, group: context.nearestHeading,
                usage: table.cell(row.cells, usageColumn), provenance: context.provenance(line: row.line)))
        }
        return findings.isEmpty ? nil : findings
    }
}

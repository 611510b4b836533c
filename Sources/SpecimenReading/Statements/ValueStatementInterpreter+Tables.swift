import Foundation
import SpecimenModel

/// Tables of type and length tokens (palette tables are `ColorStatementInterpreter`'s). A table
/// is read as:
/// - a type scale when it has Size and Weight columns under a typography heading;
/// - a length scale when a Value, Radius, Spacing or Border Width column holds a length in every
///   row, or in most rows and at least two.
extension ValueStatementInterpreter {
    /// One row of a table: its name and its cells by lower-cased header.
    package struct TableRow {
        package var name: String
        package var line: Int
        package var cells: [String: String]
        package var statement: Statement
    }

    package func table(_ statements: [Statement], into reading: inout Reading) {
        var headers: [String] = []
        var rows: [TableRow] = []
        for statement in statements {
            let header = ValueScanner.clean(statement.label).lowercased()
            if !headers.contains(header) { headers.append(header) }
            let cell = ValueScanner.clean(statement.value)
            if rows.last?.line != statement.line {
                rows.append(TableRow(name: ValueScanner.clean(statement.subject.last ?? ""), line: statement.line, cells: [:], statement: statement))
            }
            if !cell.isEmpty, cell != "—", cell != "-" { rows[rows.count - 1].cells[header] = cell }
        }
        guard let first = rows.first else { return }
        let found = typeScale(rows, headers: headers, under: first.statement) ?? lengths(rows, headers: headers)
        guard let found, !found.isEmpty else {
            // A depth table (`| Level | Treatment | Use |` with `0 1px 2px #0000000A, …` cells):
            // each row whose cell is a CSS shadow is a shadow, named by its row.
            for token in shadows(rows, headers: headers, raw: statements, into: &reading) { reading.add(token) }
            return
        }
        for token in found { reading.add(token) }
        reading.claim(statements)
    }

    private func shadows(_ rows: [TableRow], headers: [String], raw statements: [Statement], into reading: inout Reading) -> [DesignToken] {
        // Cells as written, with their code spans: a shadow is often the code in a sentence.
        var written: [Int: [String: String]] = [:]
        for statement in statements { written[statement.line, default: [:]][ValueScanner.clean(statement.label).lowercased()] = statement.value }
        guard !rows.isEmpty, !rows[0].statement.isAboutComponent else { return [] }
        // The name column's header, from the table's header line: the cell no statement is labelled by.
        let headerLine = document.line(rows[0].statement.block)
        let nameHeader = headerLine.split(separator: "|").map { ValueScanner.clean(String($0)) }
            .first { !$0.isEmpty && !headers.contains($0.lowercased()) }
        var found: [(token: DesignToken, written: ValueScanner.WrittenShadow)] = []
        for row in rows where !row.name.isEmpty && !Self.isReference(row.name) {
            for header in headers where vocabulary.column(header) != .usage {
                guard let cell = written[row.line]?[header], let shadow = ValueScanner.writtenShadow(in: cell) else { continue }
                // A bare step (`| 2 | … |`) is named with its column: `Level 2`.
                let name = row.name.allSatisfy(\.fastIsNumber) ? [nameHeader, row.name].compactMap { $0 }.joined(separator: " ") : row.name
                let usage = headers.first { vocabulary.column($0) == .usage }.flatMap { row.cells[$0] }
                found.append((DesignToken(name: name, value: .shadow(shadow.shadow ?? Shadow()), group: row.statement.headings.last, usage: usage,
                                          provenance: provenance(row.line)), shadow))
                break
            }
        }
        // "plus inset hairline": the layers of the row that phrase names (`Level 1 — Inset
        // Hairline`) are added after the cell's own. A phrase naming no row, or a row whose
        // shadow is not known yet, leaves the shadow as the code writes it, and says so.
        var out: [DesignToken] = []
        for (token, shadow) in found {
            var written = shadow
            if let added = shadow.added {
                let named = found.filter { $0.token.name != token.name && Self.shadowName($0.token.name, isNamedBy: added) }
                if named.count == 1, let layers = named[0].written.shadow?.layers, named[0].written.added == nil {
                    if let own = written.shadow { written.shadow = Shadow(layers: own.layers + layers) } else { written.addedLayers = layers }
                } else {
                    reading.findings.diagnostics.append(Diagnostic(
                        .note, "the shadow '\(token.name)' adds \"\(added)\", which names no one other shadow of its table: it is read without it",
                        file: token.provenance.file, line: token.provenance.line))
                }
            }
            if let value = written.shadow {
                var token = token
                token.value = .shadow(value)
                out.append(token)
            } else {
                // A colour by reference (`{colors.ring}`) is the system's colour, known once
                // every token is read.
                reading.referencedShadows.append(.init(token: token, written: written))
            }
        }
        return out
    }

    /// Whether a shadow's name is what `phrase` calls it ("inset hairline" for `Level 1 — Inset
    /// Hairline`): the phrase's words are the name's, or its last words.
    package static func shadowName(_ name: String, isNamedBy phrase: String) -> Bool {
        func words(_ text: String) -> [String] {
            text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        }
        let (name, phrase) = (words(name), words(phrase))
        return !phrase.isEmpty && name.count >= phrase.count && Array(name.suffix(phrase.count)) == phrase
    }


    private func typeScale(_ rows: [TableRow], headers: [String], under statement: Statement) -> [DesignToken]? {
        let words = vocabulary.tokenTables
        let usage = headers.first { vocabulary.column($0) == .usage }
        // `| Size | Name | Usage |` under a type heading: a scale of sizes, each saying what it
        // sets, is type without weights, as one with a Weight column is.
        let weight = headers.first(where: words.weight.contains)
        guard let size = headers.first(where: words.size.contains), weight != nil || usage != nil,
              isUnderTypeHeading(statement)
        else { return nil }
        let lineHeight = headers.first(where: words.lineHeight.contains)
        let tracking = headers.first(where: words.tracking.contains)
        let family = headers.first(where: words.family.contains)
        let nameColumn = headers.first { vocabulary.column($0) == .name }
        return rows.compactMap { row in
            // `| 11px | Micro | … |`: a row led by its size is named by its Name column.
            let written = nameColumn.flatMap { row.cells[$0] }.flatMap { ValueScanner.bareLength(row.name) != nil ? $0 : nil } ?? row.name
            // `| {typography.body-md} | 16px | … |` defines the style `body-md` (a front matter's
            // own, when there is one, wins in `TokenExtractor.reconcile`); a reference into
            // another group names no style.
            guard let name = Self.rowName(written, groups: { $0 == "typography" }), let sizeText = row.cells[size] ?? (written != row.name ? row.name : nil),
                  let length = ValueScanner.bareLength(sizeText) ?? ValueScanner.length(in: sizeText) else { return nil }
            func cell(_ header: String?) -> String? { header.flatMap { row.cells[$0] } }
            let style = TypeStyle(
                family: cell(family), size: length,
                weight: cell(weight).flatMap(ValueScanner.weight(in:)),
                lineHeight: cell(lineHeight).flatMap(Self.lineHeight(in:)),
                tracking: cell(tracking).flatMap { Self.tracking(in: $0, size: length) })
            return DesignToken(name: name, value: .typeStyle(style), group: row.statement.headings.last,
                               usage: cell(usage), provenance: provenance(row.line))
        }
    }

    /// `{typography.body-md}`: a reference to a token, as a row's name.
    package static func isReference(_ name: String) -> Bool {
        name.hasPrefix("{") && name.hasSuffix("}")
    }

    /// `{rounded.md}` → (`rounded`, `md`); `{colors.blue.50}` → (`colors`, `blue-50`), as a front
    /// matter names a nested key. Nil for what is no reference, or has no name after its group.
    package static func referencePath(_ name: String) -> (group: String, name: String)? {
        guard isReference(name) else { return nil }
        let path = name.dropFirst().dropLast().split(separator: ".").map { String($0).trimmingWhitespace }
        guard path.count >= 2, path.allSatisfy({ !$0.isEmpty && !$0.contains(where: \.fastIsWhitespace) }) else { return nil }
        return (path[0].lowercased(), path.dropFirst().joined(separator: "-"))
    }

    /// The name a table row defines: its own, or the name its reference gives (`| {rounded.md} |
    /// 8px |` defines `md`) when the reference's group is one `groups` accepts. Nil for an empty
    /// name or a reference into another group.
    package static func rowName(_ name: String, groups: (String) -> Bool) -> String? {
        guard !name.isEmpty else { return nil }
        guard isReference(name) else { return name }
        guard let path = referencePath(name), groups(path.group) else { return nil }
        return path.name
    }

    /// The groups of a DESIGN.md whose tokens are no lengths.
    private static let nonLengthGroups: Set<String> = ["colors", "colours", "color", "colour", "typography", "components", "component"]

    /// `1.5`, `1.5x`, `24px`, `1.0 (64px)`: the first number, a multiplier, or a height in px or
    /// pt (which `TypeStyleReading` tells apart by size).
    package static func lineHeight(in cell: String) -> Double? {
        let text = Substring(cell.trimmingWhitespace)
        let digits = text.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
        guard !digits.isEmpty, let value = Double(digits) else { return nil }
        let rest = text.dropFirst(digits.count).trimmingWhitespace
        guard rest.isEmpty || rest.hasPrefix("x") || rest.hasPrefix("px") || rest.hasPrefix("pt") || rest.hasPrefix("(") || rest.hasPrefix("%") else { return nil }
        return rest.hasPrefix("%") ? value / 100 : value
    }

    /// `-0.5px`, `+0.2`, `-0.03em (-1.92px)`, `0.02em`: letter spacing as a length; `em` is a
    /// share of the size. `normal` and words are none.
    package static func tracking(in cell: String, size: Length) -> Length? {
        let text = cell.replacing(literal: "+", with: "").trimmingWhitespace
        if let length = ValueScanner.bareLength(text) { return length }
        let first = text.split(whereSeparator: { $0.fastIsWhitespace || $0 == "(" || $0 == ")" }).first.map(String.init) ?? ""
        if first.hasSuffix("em"), !first.hasSuffix("rem"), let value = Double(first.dropLast(2)) { return Length.ems(value, of: size) }
        return ValueScanner.length(in: text)
    }

    /// `### Font Weights` over `| \`bold\` | 700 | Display text |`: weights, unitless numbers,
    /// never lengths in px. Nil unless the heading names weights and a column holds one per row.
    private func weights(_ rows: [TableRow], headers: [String]) -> [DesignToken]? {
        guard let heading = rows.first?.statement.headings.last?.lowercased() else { return nil }
        let words = ComponentKind.words(of: heading)
        guard vocabulary.tokenTables.weight.contains(where: { ComponentKind.words(of: $0) == Array(words.suffix(ComponentKind.words(of: $0).count)) }) else { return nil }
        func weight(_ cell: String?) -> Double? {
            guard let cell, let number = Int(ValueScanner.clean(cell).trimmingWhitespace), (1...9).contains(number / 100), number % 100 == 0 else { return nil }
            return Double(number)
        }
        guard let header = headers.first(where: { header in rows.allSatisfy { weight($0.cells[header]) != nil } }) else { return nil }
        let usage = headers.first { vocabulary.column($0) == .usage }
        return rows.compactMap { row in
            guard !row.name.isEmpty, let value = weight(row.cells[header]) else { return nil }
            return DesignToken(name: row.name, value: .number(value), group: row.statement.headings.last,
                               usage: usage.flatMap { row.cells[$0] }, provenance: provenance(row.line))
        }
    }

    /// The unit a column's header is, alone (`px`, `Pixels`, `rem`, `pt`, `dp`): its cells are
    /// bare numbers in it (or lengths in it, `4px`). Units are CSS's and the platforms' notation.
    package static func unitColumn(_ header: String) -> ColumnUnit? {
        ColumnUnit(rawValue: ValueScanner.clean(header).trimmingWhitespace.lowercased())
    }

    package enum ColumnUnit: String {
        case px, pt, dp, rem, pixels, pixel, points

        /// A number written in this unit; `rem` at the browser's 16px root, `dp` as a point.
        func length(_ number: Double) -> Length {
            switch self {
            case .px, .pixels, .pixel: Length(number, .px)
            case .pt, .dp, .points: Length(number, .pt)
            case .rem: Length(number * 16, .px)
            }
        }
    }

    /// `12px`, `1.25rem`, `16dp`, or `12px (0.75rem)`: a length, perhaps restated in another unit in brackets.
    private static func cellLength(_ cell: String) -> Length? {
        if let length = ValueScanner.bareLength(cell) { return length }
        let text = cell.trimmingWhitespace
        // `1.25rem` at the browser's 16px root; `16dp` as a point. (Not `0.02em`, a share of a
        // type size no scale of lengths knows.)
        if ["rem", "dp", "sp"].contains(where: text.lowercased().hasSuffix),
           let (length, end) = ValueScanner.leadingLength(Substring(text)), end == text.endIndex {
            return length
        }
        guard text.hasSuffix(")"), let open = text.firstIndex(of: "("),
              ValueScanner.length(in: String(text[text.index(after: open)..<text.index(before: text.endIndex)])) != nil else { return nil }
        return ValueScanner.bareLength(String(text[..<open]))
    }

    private func lengths(_ rows: [TableRow], headers: [String]) -> [DesignToken]? {
        let words = vocabulary.tokenTables
        // A component's own table (`| Variant | Fill | Radius |` under `## Buttons`) gives its
        // variants their corners; its rows (`Primary`, `Quiet`) name no scale step.
        if let first = rows.first, first.statement.headings.last.flatMap(ComponentKind.classifyHead) != nil { return nil }
        // `| Size | Height | Padding | Font Size |`: a component's sizes (each row one of its
        // sizes, its font size the type's), never a scale's steps.
        if let first = rows.first?.statement.rowHeader, vocabulary.sizeScaleHeadings.contains(ComponentKind.words(of: first).joined(separator: " ")),
           headers.contains(where: { header in
               switch vocabulary.property(header) {
               case .height?, .minHeight?, .padding?, .horizontalPadding?, .verticalPadding?: true
               default: false
               }
           }) { return nil }
        if let weights = weights(rows, headers: headers) { return weights }
        // A value column in any language (`Value`, `Nilai`, `Valeur`) holds lengths as a Radius
        // column does, where every row's cell is one.
        // `| Token | px | Use |`: a column headed by a unit alone holds numbers in that unit.
        func cellLength(_ cell: String, under header: String) -> Length? {
            if let unit = Self.unitColumn(header), let number = Double(cell.trimmingWhitespace), Length.isDrawable(number) {
                return unit.length(number)
            }
            return Self.cellLength(cell)
        }
        // A row or two the scale writes otherwise (`| --r-round | 50% |`, an elliptical
        // `64% 36% / 48% 60%`) leave the others its steps; those rows are listed as unread
        // (`UnreadLengthFinder`). Not so where rows name components in words (`| Avatar | 50% |`,
        // not `| --radius-card | 16px |`): that table is the components' to read.
        let namesComponents = rows.contains { row in
            let written = row.name.trimmingCharacters(in: ["*", "`"])
            let tokenLike = written.hasPrefix("--") || written.hasPrefix("$") || Self.isReference(written)
                || (!written.contains(where: \.fastIsWhitespace) && written.contains(where: { "-._".contains($0) }))
            return !tokenLike && ComponentKind.classifyHead(written) != nil
        }
        func holdsLengths(_ header: String) -> Bool {
            guard words.length.contains(header) || words.size.contains(header) || vocabulary.column(header) == .value || Self.unitColumn(header) != nil else { return false }
            let held = rows.count(where: { row in row.cells[header].flatMap { cellLength($0, under: header) } != nil })
            return held == rows.count || (!namesComponents && held >= 2 && held * 2 > rows.count)
        }
        // `| Token | Rem | Pixels |`: the column in pixels says what the rem is at the document's
        // root, which may not be the browser's 16px.
        let pixelsFirst = headers.filter { Self.unitColumn($0).map { $0 != .rem } == true } + headers.filter { Self.unitColumn($0).map { $0 != .rem } != true }
        guard let header = pixelsFirst.first(where: holdsLengths) else { return nil }
        // A Size column is a scale's value only where the rows' names or the heading say what
        // for (`| 4px | --radius-sm |` under "Corner radius"); alone it may size anything. A
        // unit's column says no more than a Size column does.
        if !words.length.contains(header), vocabulary.column(header) != .value {
            guard rows.allSatisfy({ row in
                ([row.name] + row.statement.headings.reversed()).contains { (DimensionRole.mentioned(in: $0) ?? .size) != .size }
            }) else { return nil }
        }
        let usage = headers.first { vocabulary.column($0) == .usage }
        // `| Element | Radius Token | Value |`: another column's header may say what the lengths are.
        let otherRoles = Set(headers.filter { $0 != header }.compactMap(DimensionRole.mentioned(in:)))
        let columnsRole = otherRoles.count == 1 ? otherRoles.first : nil
        return rows.compactMap { row in
            guard let name = Self.rowName(row.name, groups: { !Self.nonLengthGroups.contains($0) }),
                  let length = row.cells[header].flatMap({ cellLength($0, under: header) }) else { return nil }
            let statement = row.statement
            // `{rounded.md}`, `{spacing.lg}`: the reference's group says what the length is, as
            // the front matter's group would.
            let group = Self.referencePath(row.name)?.group
            let isBorder = group.map(DimensionRole.mentionsBorder)
                ?? (DimensionRole.mentionsBorder(header) || (vocabulary.column(header) == .value && statement.headings.last.map(DimensionRole.mentionsBorder) == true))
            let value: TokenValue = isBorder
                ? .borderWidth(length)
                : .dimension(length, role: group.flatMap(DimensionRole.mentioned(in:)) ?? DimensionRole.mentioned(in: header) ?? columnsRole ?? role(for: row.name, in: statement))
            return DesignToken(name: name, value: value, group: statement.headings.last,
                               usage: usage.flatMap { row.cells[$0] }, provenance: provenance(row.line))
        }
    }
}

import SpecimenModel

/// A table that lists whole components one a row, each with the utility classes it is built
/// from: `| Component | Pattern |` over `` | **Button — primary** | `bg-primary text-primary-foreground`
/// + press transform | `` and `` | **Card** | `bg-surface border rounded-xl p-6` | ``. A row names
/// a component (`Card`) or one look of one (`Button — primary`, `Button (ghost)`); its classes
/// are that look, read as a markup element's or a variant call's classes are (through the
/// document's own tokens), and its other words are said, not drawn.
///
/// The same table may write each look in words instead: `| Component | Spec |` over `| Main
/// Button | 48dp h, 12dp radius, Tide bg, 15sp Bold white text |`. Such a cell is a list of
/// phrases, read as an unlabelled bullet under the component's heading would be.
package enum ComponentInventoryTable {
    package struct Row: Equatable {
        package var component: String
        package var look: String?
        /// The cell's class lists, each as written in its code span.
        package var classes: [String]
        /// The cell's words outside its class lists (`+ press transform`), if any.
        package var words: String?
        /// The cell, when the table writes its looks as phrases rather than classes.
        package var phrases: String?
        package var line: Int
    }

    /// Dashes that set a look's name after its component's (`Button — primary`).
    private static let lookDashes = [" — ", " – ", " - "]

    /// The rows of a table whose first column's header names components (`Component`, `Widget`,
    /// `Componente`: `componentSections`) and one of whose other columns holds a class list in
    /// code in most of its rows; nil for any other table, or when no row names a kind of
    /// component. A row whose cell holds no class list is still a row: its component is
    /// described by its words alone.
    package static func rows(ofTable table: MarkdownNode) -> [Row]? {
        guard case .table = table.kind, let header = table.children.first, header.children.count > 1,
              let first = header.children.first.map({ ValueScanner.clean($0.plainText) }),
              Vocabulary.standard.introducesComponents(first) else { return nil }
        let body = Array(table.children.dropFirst())
        let cells = body.map { row in row.children.map { $0.markedText.trimmingWhitespace } }
        let column = (1..<header.children.count).first { column in
            let filled = cells.filter { column < $0.count && !$0[column].isEmpty }
            let classed = filled.filter { !classLists(in: $0[column]).isEmpty }
            return classed.count >= 2 && classed.count * 3 >= filled.count * 2
        }
        guard let column else { return phraseRows(of: body, header: header) }
        let rows = zip(body, cells).compactMap { row, cells -> Row? in
            guard column < cells.count, let written = cells.first.map(ValueScanner.clean), !written.isEmpty else { return nil }
            let (component, look) = names(written)
            guard !component.isEmpty else { return nil }
            let cell = cells[column]
            let classes = classLists(in: cell)
            var words = cell
            for list in classes { words = words.replacing("`\(list)`", with: " ") }
            let marks: Set<Character> = ["+", ",", ";", " "]
            let rest = String(words.split(whereSeparator: \.fastIsWhitespace).joined(separator: " ").drop(while: marks.contains).reversed().drop(while: marks.contains).reversed())
            return Row(component: component, look: look, classes: classes, words: rest.contains(where: \.isLetter) ? rest : nil, phrases: nil, line: row.startLine)
        }
        guard rows.contains(where: { ComponentKind.classifyComponentName($0.component) != nil }) else { return nil }
        return rows
    }

    /// The rows of a table whose looks are written as phrases: one of its columns (not one
    /// named for a property, whose rows `MeasureTableRows` reads) holds, in at least two rows
    /// and two of every three it fills, a list of at least two phrases with a length among them
    /// (`52dp h, 16dp radius`). Nil when no column does, or no row names a kind of component.
    private static func phraseRows(of body: [MarkdownNode], header: MarkdownNode) -> [Row]? {
        let cells = body.map { row in row.children.map { $0.markedText.trimmingWhitespace } }
        let column = (1..<header.children.count).first { column in
            guard Vocabulary.standard.property(ValueScanner.clean(header.children[column].plainText)) == nil else { return false }
            let filled = cells.filter { column < $0.count && !$0[column].isEmpty }
            let listed = filled.filter { isPhraseList($0[column]) }
            return listed.count >= 2 && listed.count * 3 >= filled.count * 2
        }
        guard let column else { return nil }
        let rows = zip(body, cells).compactMap { row, cells -> Row? in
            guard column < cells.count, !cells[column].isEmpty, let written = cells.first.map(ValueScanner.clean), !written.isEmpty else { return nil }
            let (component, look) = names(written)
            guard !component.isEmpty else { return nil }
            return Row(component: component, look: look, classes: [], words: nil, phrases: cells[column], line: row.startLine)
        }
        guard rows.contains(where: { ComponentKind.classifyComponentName($0.component) != nil }) else { return nil }
        return rows
    }

    /// `52dp h, 16dp radius, Primary bg`: two phrases or more, split on commas and `+`, one of
    /// which holds a length with its unit.
    static func isPhraseList(_ cell: String) -> Bool {
        let phrases = cell.split(whereSeparator: { $0 == "," || $0 == "+" }).map { $0.trimmingWhitespace }.filter { !$0.isEmpty }
        return phrases.count >= 2 && phrases.contains { ValueScanner.length(in: $0) != nil }
    }

    /// `Button — primary` → (`Button`, `primary`); `Button (ghost)` → (`Button`, `ghost`) when the
    /// bracket names a look; `HUD pill (XP/streak)` → (`HUD pill`, nil): a bracket naming no
    /// look is a gloss.
    static func names(_ written: String) -> (component: String, look: String?) {
        for dash in lookDashes {
            guard let range = written.range(of: dash) else { continue }
            let component = String(written[..<range.lowerBound]).trimmingWhitespace
            let look = String(written[range.upperBound...]).trimmingWhitespace
            guard ComponentKind.classifyComponentName(component) != nil, !look.isEmpty else { break }
            return (component, look)
        }
        let bare = ComponentKind.droppingParentheticals(written).split(whereSeparator: \.fastIsWhitespace).joined(separator: " ")
        guard bare != written, let open = written.firstIndex(of: "("), let close = written[open...].firstIndex(of: ")") else { return (written, nil) }
        let note = String(written[written.index(after: open)..<close]).trimmingWhitespace
        return (bare, ComponentExtractor.namesLook(note) && ComponentKind.classifyComponentName(bare) != nil ? note : nil)
    }

    /// The code spans of a cell that are lists of utility classes (`` `bg-primary text-white` ``),
    /// as written between the backticks.
    static func classLists(in cell: String) -> [String] {
        cell.split(separator: "`", omittingEmptySubsequences: false).enumerated().compactMap { index, piece in
            index % 2 == 1 && UtilityClassReader.isClassList(String(piece)) ? String(piece) : nil
        }
    }
}

extension ComponentExtractor.Draft {
    /// The components of a section's inventory tables (`ComponentInventoryTable`), and the
    /// section without those tables. Rows naming one component are its looks; a component whose
    /// classes draw nothing is listed with its rows' words and lines.
    func inventoryTableComponents(of section: ComponentSection, context: ComponentContext) -> (specs: [ComponentSpec], rest: ComponentSection) {
        guard !section.headings.contains(where: { Vocabulary.standard.namesOtherTopic($0) }) else { return ([], section) }
        var specs: [ComponentSpec] = []
        var rest = section
        let headings = Array(section.headings)
        rest.blocks = section.blocks.filter { block in
            guard case .table = block.kind, let rows = ComponentInventoryTable.rows(ofTable: block) else { return true }
            var order: [String] = []
            var groups: [String: [ComponentInventoryTable.Row]] = [:]
            for row in rows {
                if groups[row.component] == nil { order.append(row.component) }
                groups[row.component, default: []].append(row)
            }
            for name in order {
                let group = groups[name] ?? []
                let kind = ComponentKind.classifyComponentName(name) ?? .other
                var builder = SpecBuilder(name: name, kind: kind, line: group[0].line, context: context)
                let statements = group.flatMap { row in
                    let subject = headings + (row.look.map { [$0] } ?? [])
                    let phrases = row.phrases.map { [Statement(subject: subject, headingCount: headings.count, label: "", value: $0, line: row.line, syntax: .bullet, block: block.startLine)] } ?? []
                    return phrases + row.classes.map { classes in
                        Statement(subject: subject, headingCount: headings.count, label: "", value: classes,
                                  line: row.line, syntax: .markup, block: block.startLine)
                    }
                }
                StatementSpecReader(statements: statements, headingCount: headings.count).read(into: &builder)
                var spec = builder.finish()
                let lines = group.map(\.line)
                if spec.hasContent, ComponentExtractor.isDrawable(spec, describedOn: Set(lines)) {
                    spec.notDrawn += group.flatMap { row in
                        ((row.words.map { [$0] } ?? []) + unreadPhrases(of: row, context: context)).map {
                            DocumentText(text: $0, provenance: Provenance(file: document.file, line: row.line, excerpt: document.line(row.line)))
                        }
                    }
                } else {
                    spec.describedOnly = ComponentExtractor.words(onLines: lines, of: document)
                }
                specs.append(spec)
            }
            return false
        }
        return (specs, rest)
    }

    /// The phrases of a row written in words that give no property when read alone (`wobbly
    /// glow`, `8 colors`): said, not drawn.
    private func unreadPhrases(of row: ComponentInventoryTable.Row, context: ComponentContext) -> [String] {
        guard let phrases = row.phrases else { return [] }
        let reader = PropertyPhraseReader(context: context)
        return PropertyPhraseReader.clauses(of: phrases).filter { clause in
            var probe = PropertySet()
            reader.phrase(clause, line: row.line, defaultRole: .fill, into: &probe)
            return probe.isEmpty
        }
    }
}

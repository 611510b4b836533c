import SpecimenModel

/// Component measures written once for many components, in a table with a row for each: `|
/// Pattern | Padding |` over `| Card, modal | 16px |`, `| Element | Dimensions |` over `| Avatar
/// sm / md / lg | 24 / 36 / 48px |`, `| Element | Spacing |` over `| Card padding | 24px |`, `|
/// 용도 | CSS 값 |` under a Shadow heading over `| 기본 카드 | 0 4px 16px … |`. The property is
/// the one the row's name ends with (`Card padding`), else the column's header (`Padding`), else,
/// under a header that only says "value", the heading over the table (`Shadow`); the component is
/// the rest of the row's name, with the size (`md`, `default`) and state (`hover`) it names.
///
/// Each drawn component a row names that states no value of that property takes the row's, at
/// the row's line; a row naming several sizes gives the default size's value, and one naming
/// only other sizes gives nothing (a small button's height is no button's). A row naming a
/// component the document draws nowhere is listed with its line (`undrawn`), never drawn as a
/// box of its own.
package struct MeasureTableRows {
    private struct Row {
        /// The component's name (`avatar`, `card`), without sizes, states or the measure.
        var name: String
        /// The name as the row writes it (`OTP cell`), where it is only the name.
        var written: String?
        var kind: ComponentKind
        /// Whether its head noun names the kind (`Icon button`); a name known only from the wider
        /// vocabulary of component names (`Modal`, `Toast`) says less of which component it is.
        var kindIsHead: Bool
        /// Its words, which a component must be called by to take it.
        var words: Set<String>
        var state: ComponentState
        var look: PropertySet
        var line: Int
        /// Its table, by its index in `tableLines`.
        var table: Int
    }

    private let rows: [Row]
    /// Each table's row lines.
    private let tableLines: [[Int]]

    /// The properties a table can give many components: their box, never their colours' roles.
    private static let measures: Set<Vocabulary.PropertyMeaning> = [
        .padding, .horizontalPadding, .verticalPadding, .height, .minHeight, .width, .minWidth, .radius, .border, .shadow, .fontSize,
    ]

    package init(tables: [DocumentProse.Table], context: ComponentContext) {
        let vocabulary = Vocabulary.standard
        let reader = PropertyPhraseReader(context: context)
        // A row that gave a length (`| Header height | 64px |`) still names its component's
        // measure; one that gave any other token (a type scale's `| Button | 16px | 600 |`) is
        // the scale's, and so is its table.
        var tokenLines: Set<Int> = []
        var lengthLines: Set<Int> = []
        for token in context.tokens.tokens {
            if token.kind == .size || token.kind == .spacing { lengthLines.insert(token.provenance.line) } else { tokenLines.insert(token.provenance.line) }
        }
        var rows: [Row] = []
        var tableLines: [[Int]] = []
        for table in tables where table.header.count > 1 {
            let header = table.header.map(ValueScanner.clean)
            // A component's own table (under its heading) is its reader's; a type scale's columns
            // (`Weight`, `Line height`) make a table the scale's, its `Size` the type's.
            guard !table.headings.contains(where: { ComponentKind.classifyHead($0) != nil }),
                  !table.rows.contains(where: { tokenLines.contains($0.line) }),
                  !header.contains(where: { vocabulary.property($0).map { $0.isType && $0 != .fontSize } ?? false })
            else { continue }
            let headingMeasure = table.headings.last.flatMap(Self.measure(ofHeading:))
            let tableIndex = tableLines.count
            tableLines.append(table.rows.map(\.line))
            for (cells, line) in table.rows {
                guard let rowName = cells.first.map(ValueScanner.clean), !rowName.isEmpty else { continue }
                for (index, label) in header.enumerated().dropFirst() where index < cells.count {
                    let column = vocabulary.column(label)
                    guard column != .usage, column != .role, column != .name, column != .retired,
                          !vocabulary.classColumns.contains(label.lowercased()) else { continue }
                    // `| Component | xs | sm | md | lg |`: a column for each size, the default's the one drawn.
                    let (named, sizes) = Self.splittingSizes(ComponentKind.words(of: label))
                    let sizeColumn = named.isEmpty && !sizes.isEmpty
                    if sizeColumn, !sizes.contains(where: vocabulary.defaultSizeNames.contains) { continue }
                    let cell = ValueScanner.clean(cells[index])
                    guard !cell.isEmpty, cell != "-", cell != "—" else { continue }
                    for item in Self.items(of: rowName) {
                        var words = item.words
                        var measure: String?
                        // `Card internal padding`, `Button Height`: the row's name ends with the property.
                        for split in 1..<max(1, words.count) {
                            let tail = words[split...].joined(separator: " ")
                            if let meaning = vocabulary.property(tail), Self.measures.contains(meaning) {
                                measure = tail
                                words = Array(words[..<split])
                                break
                            }
                        }
                        // (`| Section gap | 40px |` gave a spacing step, and `Section` names nothing.)
                        if measure == nil, lengthLines.contains(line) { continue }
                        if measure == nil {
                            if let meaning = vocabulary.property(label), Self.measures.contains(meaning) {
                                measure = label
                            } else if column == .value || (column == nil && vocabulary.property(label) == nil) || sizeColumn {
                                measure = headingMeasure
                            }
                        }
                        guard let measure, let target = Self.target(words) else { continue }
                        // A row for other sizes only (`Chip sm / lg`) draws nothing, and still
                        // names the component.
                        var look = PropertySet()
                        if let text = Self.value(cell, slots: item.slots, sizeColumn: sizeColumn) {
                            // (`| Card | \`borderRadius\` | 8px |`: a property's name in code is no value.)
                            guard reader.apply(label: measure, text: text, line: line, to: &look), !look.understoodLines.isEmpty else { continue }
                        }
                        let written = words == item.words && item.slots.isEmpty && target.state == .default ? item.written : nil
                        rows.append(Row(name: target.name, written: written, kind: target.kind, kindIsHead: target.isHead, words: Set(target.words),
                                        state: target.state, look: look, line: line, table: tableIndex))
                    }
                }
            }
        }
        self.rows = rows
        self.tableLines = tableLines
    }

    /// The rows of tables no component read as its own: one a component's reader took (the
    /// table of a `### Table` section's cells) is that component's.
    private func rows(besides specs: [ComponentSpec]) -> [Row] {
        guard !rows.isEmpty else { return [] }
        let taken = specs.reduce(into: Set<Int>()) { $0.formUnion($1.understoodLines) }
        let takenTables = Set(tableLines.indices.filter { tableLines[$0].contains(where: taken.contains) })
        return rows.filter { !takenTables.contains($0.table) }
    }

    /// A name's words, with those in brackets (`Button (Social)`, `td (cell)`).
    private static func nameWords(_ name: String) -> [String] {
        ComponentKind.words(of: name.replacingOccurrences(of: "(", with: " ").replacingOccurrences(of: ")", with: " "))
    }

    /// The tables of a document, as its prose reader found them.
    package static func tables(of prose: DocumentProse) -> [DocumentProse.Table] {
        prose.units.compactMap { unit in
            if case .table(let table) = unit { table } else { nil }
        }
    }

    /// `6. Padding`, `Shadow`, `그림자`: the property a heading over a table of values names.
    private static func measure(ofHeading heading: String) -> String? {
        let words = ComponentKind.words(of: heading).filter { !$0.allSatisfy(\.isNumber) }
        let label = words.joined(separator: " ")
        guard let meaning = Vocabulary.standard.property(label), measures.contains(meaning) else { return nil }
        return label
    }

    private static let nameBreaks = CharacterList(",;/&")

    /// The components a row's name lists (`Card, modal, alert`, `Input/textarea`, `Button,
    /// badge`), each with the sizes written after it, one slot a value (`Avatar sm / md / lg`,
    /// `Input sm–md / lg` for `14px / 16px`).
    private static func items(of name: String) -> [(words: [String], slots: [[String]], written: String)] {
        var out: [(words: [String], slots: [[String]], written: String)] = []
        for piece in LabelledText.listItems(name, breaks: Self.nameBreaks) {
            // (`Button (Social)`, `Avatar (Small)`: the words in brackets say which one.)
            let (named, own) = splittingSizes(nameWords(piece))
            guard !named.isEmpty || !own.isEmpty else { continue }
            // `sm / md / lg` after `Avatar`: more sizes of the component before.
            if named.isEmpty, !out.isEmpty {
                out[out.count - 1].slots.append(own)
                continue
            }
            out.append((named, own.isEmpty ? [] : [own], piece))
        }
        return out
    }

    /// A name's words without the sizes among them, and those sizes, each matched whole
    /// (`extra small`; `기본`, whose characters are words of their own).
    private static func splittingSizes(_ words: [String]) -> (named: [String], sizes: [String]) {
        let sizes = Vocabulary.standard.sizeNames
        var named: [String] = []
        var found: [String] = []
        var index = 0
        while index < words.count {
            if let length = (1...3).reversed().first(where: { index + $0 <= words.count && sizes.contains(words[index..<index + $0].joined(separator: " ")) }) {
                found.append(words[index..<index + length].joined(separator: " "))
                index += length
            } else {
                named.append(words[index])
                index += 1
            }
        }
        return (named, found)
    }

    /// The component a row's words name, with the state they name (`Card hover`); nil when they
    /// name no component (`Field stack`, `Focus`). A picture (`Avatar`) is named, of no kind.
    private static func target(_ words: [String]) -> (name: String, kind: ComponentKind, isHead: Bool, words: [String], state: ComponentState)? {
        let vocabulary = Vocabulary.standard
        var state = ComponentState.default
        var rest: [String] = []
        for word in words {
            if let named = vocabulary.stateWords[word] { state = named } else if !fillers.contains(word) { rest.append(word) }
        }
        guard let head = rest.last else { return nil }
        // (`카 드`, matched a character at a time, is written `카드`.)
        var text = ""
        for word in rest {
            let spaced = word.utf8.allSatisfy { $0 < 0x80 } || text.utf8.last.map { $0 < 0x80 } == true
            text += text.isEmpty || !spaced ? word : " " + word
        }
        // The name's head noun says what it is (`Modal`, `OTP cell`): `CTA button not` is no name.
        let headKind = ComponentKind.classifyHead(text)
        let nameKind = ComponentKind.classifyComponentName(text.utf8.allSatisfy { $0 < 0x80 } ? head : text)
        guard let kind = headKind ?? nameKind ?? (vocabulary.pictureMarks.contains(head) ? .other : nil) else { return nil }
        return (text, kind, headKind != nil, rest, state)
    }

    /// The cell's value for the size drawn: `24 / 36 / 48px` for `sm / md / lg` is `36px`; `8px
    /// 12px; lg: 12px 16px` is `8px 12px`. Nil when the row names sizes and not the default one.
    private static func value(_ cell: String, slots: [[String]], sizeColumn: Bool) -> String? {
        let vocabulary = Vocabulary.standard
        var text = ValueScanner.clean(cell).replacingOccurrences(of: "⭐", with: "").trimmingWhitespace
        // `8px 12px; lg: 12px 16px`: a clause a size labels is that size's.
        if text.contains(";"), let first = text.split(separator: ";").first {
            let labelled = text.split(separator: ";").dropFirst().allSatisfy { clause in
                clause.contains(":") && (clause.split(separator: ":").first.map { ComponentKind.words(of: String($0)).allSatisfy(vocabulary.sizeNames.contains) } ?? false)
            }
            if labelled { text = String(first).trimmingWhitespace }
        }
        // `20px (list) / 16px (grid)`: one value for each use the brackets name, none the
        // component's own.
        if slots.isEmpty, !sizeColumn,
           text.split(separator: "/").filter({ $0.contains("(") && $0.contains(")") }).count > 1 { return nil }
        guard !slots.isEmpty, !sizeColumn else { return text }
        guard let index = slots.firstIndex(where: { $0.contains(where: vocabulary.defaultSizeNames.contains) }) else { return nil }
        // `12px / 14px / 16px (semibold)`: one value a size, the note after them all of each.
        var note = ""
        var values = text
        if let open = text.firstIndex(of: "("), text.hasSuffix(")") {
            note = " " + text[open...]
            values = String(text[..<open]).trimmingWhitespace
        }
        let parts = values.split(separator: "/").map { $0.trimmingWhitespace }
        guard parts.count > 1 else { return text }
        guard parts.count == slots.count else { return nil }
        var chosen = parts[index]
        // `24 / 36 / 48px`: the unit written once, after the last.
        if chosen.allSatisfy({ $0.isNumber || $0 == "." }), let last = parts.last {
            chosen += String(last.drop(while: { $0.isNumber || $0 == "." || $0 == " " }))
        }
        return chosen + note
    }

    private static let fillers: Set<String> = ["the", "a", "all", "most", "any", "every"]

    /// Whether a component is the one a row names: called by all of the row's words, and of its
    /// kind where the row's head noun says one (`Card` names no card header).
    /// A name that also calls the component by another kind's word (`Toggle inputs`, `Card
    /// header`) is not the one a row for the plain kind names (`Input`, `Header`).
    private static func names(_ row: Row, kind: ComponentKind, called: Set<String>) -> Bool {
        guard row.words.isSubset(of: called), !row.kindIsHead || row.kind == kind else { return false }
        return called.subtracting(row.words).allSatisfy { word in ComponentKind.classify(word).map { $0 == row.kind } ?? true }
    }

    /// Gives each drawn component the rows naming it, where its own lines state no value of the
    /// row's property.
    package func apply(to specs: inout [ComponentSpec]) {
        let rows = rows(besides: specs).filter { !$0.look.isEmpty }
        guard !rows.isEmpty else { return }
        for index in specs.indices where specs[index].kind != .other {
            let spec = specs[index]
            let called = Set(Self.nameWords(spec.name))
            for row in rows where Self.names(row, kind: spec.kind, called: called) {
                let look = specs[index].base[row.state]
                specs[index].base.states[row.state] = look.merged(over: Self.open(row.look, in: look))
            }
            // `Primary button` in a table of borders: the variant it names.
            for variant in spec.variants.indices {
                let own = Set(Self.nameWords(spec.variants[variant].name)).union(called)
                for row in rows where !row.words.isSubset(of: called) && Self.names(row, kind: spec.kind, called: own) {
                    let merged = specs[index].variants[variant].merged(over: specs[index].base)[row.state]
                    let look = specs[index].variants[variant][row.state]
                    specs[index].variants[variant].states[row.state] = look.merged(over: Self.open(row.look, in: merged))
                }
            }
        }
    }

    /// What a row says that a look leaves open: a look with a height or a minimum height of its
    /// own takes neither, one with padding on one axis none on the other.
    private static func open(_ row: PropertySet, in look: PropertySet) -> PropertySet {
        var row = row
        if look.height != nil || look.minHeight != nil { row.height = nil; row.minHeight = nil }
        if look.width != nil || look.minWidth != nil || look.fullWidth != nil { row.width = nil; row.minWidth = nil; row.fullWidth = nil }
        if look.paddingVertical != nil || look.paddingHorizontal != nil { row.paddingVertical = nil; row.paddingHorizontal = nil }
        if look.radius != nil || look.fullyRounded != nil { row.radius = nil; row.fullyRounded = nil }
        if look.borderWidth != nil || look.borderColor != nil { row.borderWidth = nil; row.borderColor = nil; row.borderStyle = nil; row.borderSide = nil }
        if look.shadow != nil { row.shadow = nil }
        if look.font?.value?.size != nil || look.font?.value?.sizeReference != nil || look.font?.value?.styleReference != nil { row.font = nil }
        row.fill = nil
        row.textColor = nil
        return row
    }

    /// Rows naming components none of `known` is: listed with their lines, one entry a name.
    package func undrawn(known specs: [ComponentSpec], document: MarkdownDocument, context: ComponentContext) -> [DescribedComponent] {
        let rows = rows(besides: specs)
        guard !rows.isEmpty else { return [] }
        let known = specs.map { spec in
            (kind: spec.kind, called: Set(([spec.name] + spec.variants.map(\.name)).flatMap(Self.nameWords)),
             parts: spec.parts.map { Set(Self.nameWords($0.name)) })
        }
        func isKnown(_ row: Row) -> Bool {
            // (`Table cell` beside a table with a cell variant, `Input` beside a drawn form field
            // of the input's kind, `Modal` beside a part of that name: no component missed.)
            known.contains { spec in
                row.words.isSubset(of: spec.called) || (row.kindIsHead && row.kind == spec.kind)
                    || spec.parts.contains { row.words.isSubset(of: $0) }
            }
        }
        var order: [String] = []
        var grouped: [String: [Row]] = [:]
        for row in rows where !isKnown(row) {
            if grouped[row.name] == nil { order.append(row.name) }
            grouped[row.name, default: []].append(row)
        }
        return order.compactMap { name in
            guard let rows = grouped[name], let first = rows.first else { return nil }
            let lines = Array(Set(rows.map(\.line))).sorted()
            let written = rows.lazy.compactMap(\.written).first ?? name
            let label = written.prefix(1).uppercased() + written.dropFirst()
            return DescribedComponent(name: label, kind: first.kind, provenance: context.provenance(line: first.line),
                                      words: ComponentExtractor.words(onLines: lines, of: document),
                                      understood: rows.reduce(into: Set<String>()) { $0.formUnion($1.look.statedNames) }.sorted())
        }
    }
}

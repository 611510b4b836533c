import SpecimenModel

/// A paragraph that is a list of components and nothing else, each named in code with what it
/// looks like in brackets, run together on a few lines: `` `Chip` (moss fill, 4px) · `Sheet`
/// (paper surface, top corners round) · `Pager` (dots below) ``. Each is a component of its own,
/// drawn from its brackets' words where they give it a look, else listed with them and its line:
/// a list of components written inline is never read as one paragraph of prose that says nothing.
package enum InlineComponentList {
    /// One entry of the list: the name in code, the words in its brackets, and the line the name is on.
    package struct Item: Equatable {
        package var name: String
        package var description: String
        package var line: Int
        /// Whether the entry is a table's row, written as the row's cells.
        package var isRow = false

        /// The entry as written, markup and all; a row is its line.
        package func written(in document: MarkdownDocument) -> String {
            isRow ? document.line(line).trimmingWhitespace : "`\(name)` (\(description))"
        }
    }

    /// Marks between entries: a middle dot or a bullet, a comma or a semicolon.
    private static let separators: Set<Character> = ["·", "•", ",", ";"]

    /// The entries of a paragraph written only as such a list: two or more, each a name in code
    /// (words, not a path, a token or a value) followed by its bracketed words. Nil for any other
    /// paragraph, so a sentence that mentions `Button` (the primitive) is left to the prose.
    package static func items(ofParagraphFrom first: Int, to last: Int, in document: MarkdownDocument) -> [Item]? {
        guard first >= 1, last <= document.lines.count, first <= last else { return nil }
        let lines = (first...last).map { document.line($0) }
        var rest = Substring(lines.joined(separator: " ").trimmingWhitespace)
        var found: [(name: String, description: String)] = []
        while !rest.isEmpty {
            guard rest.first == "`", let close = rest.dropFirst().firstIndex(of: "`") else { return nil }
            let name = String(rest[rest.index(after: rest.startIndex)..<close]).trimmingWhitespace
            guard isName(name) else { return nil }
            rest = rest[rest.index(after: close)...].drop(while: \.isWhitespace)
            guard rest.first == "(", let end = closingBracket(of: rest) else { return nil }
            let description = String(rest[rest.index(after: rest.startIndex)..<end]).trimmingWhitespace
            guard !description.isEmpty else { return nil }
            found.append((name, description))
            rest = rest[rest.index(after: end)...].drop(while: \.isWhitespace)
            if rest.isEmpty || rest == "." { break }
            guard let mark = rest.first, separators.contains(mark) else { return nil }
            rest = rest.dropFirst().drop(while: \.isWhitespace)
            if rest.hasPrefix("and ") { rest = rest.dropFirst(4).drop(while: \.isWhitespace) }
        }
        guard found.count >= 2 else { return nil }
        // Each entry's line: the first, from the previous entry's on, that holds its name in code.
        var at = first
        return found.map { entry in
            let code = "`\(entry.name)`"
            if let line = (at...last).first(where: { document.line($0).contains(code) }) { at = line }
            return Item(name: entry.name, description: entry.description, line: at)
        }
    }

    /// The entries of a table that lists components, one a row, with what each looks like in
    /// words: `| Widget | What it is |` over `` | `NoteCard` | White, 12px radius, thin border | ``.
    /// The first column's header names components and every other is a usage column (`What it
    /// is`, `Description`): one with a measure (`| Component | Height | Notes |`) is a table of
    /// measures (`MeasureTableRows`). A row whose name is no name (a path, a value, `A / B`) or whose words are
    /// empty is no entry. Nil for any other table.
    package static func items(ofTable table: MarkdownNode) -> [Item]? {
        let vocabulary = Vocabulary.standard
        guard case .table = table.kind, let header = table.children.first,
              let first = header.children.first.map({ ValueScanner.clean($0.plainText) }),
              vocabulary.introducesComponents(first),
              header.children.count > 1,
              header.children.dropFirst().allSatisfy({ vocabulary.column(ValueScanner.clean($0.plainText)) == .usage })
        else { return nil }
        let words = 1
        let found = table.children.dropFirst().compactMap { row -> Item? in
            let cells = row.children.map { ValueScanner.clean($0.plainText) }
            guard words < cells.count, let name = cells.first, isName(name), !cells[words].isEmpty else { return nil }
            return Item(name: name, description: cells[words], line: row.startLine, isRow: true)
        }
        return found.isEmpty ? nil : found
    }

    /// `Button`, `Rule Row`, `RuleRow`, `date-picker`: words; not `src/ui/`, `--radius`, `#fff`
    /// or `12px`, which are paths, variables and values.
    private static func isName(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter, !text.contains("--") else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_" }
            && !text.contains(where: \.isNumber)
    }

    /// The index of the bracket closing the one `text` opens with; brackets inside code spans
    /// (`` `size(sm)` ``) do not count.
    private static func closingBracket(of text: Substring) -> Substring.Index? {
        var depth = 0
        var inCode = false
        for index in text.indices {
            switch text[index] {
            case "`": inCode.toggle()
            case "(" where !inCode: depth += 1
            case ")" where !inCode:
                depth -= 1
                if depth == 0 { return index }
            default: continue
            }
        }
        return nil
    }
}

extension ComponentExtractor.Draft {
    /// The components of a section's paragraphs written as inline lists (`InlineComponentList`),
    /// and the section without those paragraphs. A list only counts when one of its names is a
    /// kind of component and none is one of the system's colours (`` `surface` (panels) `` lists
    /// colours), and never in a section about another topic (colour, type, spacing).
    func inlineListComponents(of section: ComponentSection, context: ComponentContext) -> (specs: [ComponentSpec], rest: ComponentSection) {
        guard !section.headings.contains(where: { Vocabulary.standard.namesOtherTopic($0) }) else { return ([], section) }
        // The colours' names, formed only once a paragraph lists a component: most sections have none.
        var colorNames: Set<[String]>?
        func namesColor(_ name: String) -> Bool {
            let names = colorNames ?? Set(context.tokens.tokens(of: .color).map { ComponentKind.words(of: $0.name) })
            colorNames = names
            return names.contains(ComponentKind.words(of: name))
        }
        var specs: [ComponentSpec] = []
        var rest = section
        rest.blocks = section.blocks.filter { block in
            let listed: [InlineComponentList.Item]?
            let template: Statement?
            switch block.kind {
            case .paragraph:
                listed = InlineComponentList.items(ofParagraphFrom: block.startLine, to: block.endLine, in: document)
                template = listed == nil ? nil : statements.prose(onLines: [block.startLine...block.endLine]).first
            case .table:
                // `| Widget | What it is |`: a row's words are read as a paragraph's would be.
                listed = InlineComponentList.items(ofTable: block)
                template = listed == nil ? nil : statements.inBlocks([block.startLine]) { $0.syntax == .table }.first.map { row in
                    var statement = row
                    statement.syntax = .paragraph
                    statement.rowHeader = nil
                    statement.comment = nil
                    return statement
                }
            default:
                return true
            }
            guard let items = listed,
                  items.contains(where: { ComponentKind.classifyComponentName($0.name) != nil }),
                  !items.contains(where: { namesColor($0.name) }),
                  let template else { return true }
            for item in items {
                var statement = template
                statement.subject = Array(section.headings)
                statement.headingCount = section.headings.count
                statement.label = ""
                statement.labelNote = nil
                statement.value = item.description
                statement.line = item.line
                let kind = ComponentKind.classifyComponentName(item.name) ?? .other
                var builder = SpecBuilder(name: item.name, kind: kind, line: item.line, context: context)
                StatementSpecReader(statements: [statement], headingCount: section.headings.count).read(into: &builder)
                var spec = builder.finish()
                // Brackets' words are an aside: a box is drawn only by a colour they give that the
                // system knows, else what little was read would pass for the component.
                let provenance = Provenance(file: document.file, line: item.line, excerpt: document.line(item.line))
                if !(spec.hasContent && ComponentExtractor.isDrawable(spec, describedOn: [item.line]) && statesKnownColour(spec, context: context)) {
                    spec.describedOnly = [DocumentText(text: item.written(in: document), provenance: provenance)]
                } else {
                    // (`White, 16px radius, hairline border`: what no clause's words draw is listed
                    // beside the preview, not lost behind the clauses that do.)
                    spec.notDrawn += unreadClauses(of: statement, kind: kind, name: item.name, context: context, headingCount: section.headings.count)
                        .map { DocumentText(text: $0, provenance: provenance) }
                }
                specs.append(spec)
            }
            return false
        }
        return (specs, rest)
    }

    private static let clauseBreaks = CharacterList(",;.·")

    /// The clauses of an entry's words (between commas, semicolons and full stops) whose loss
    /// loses nothing its words are read as: read alone, a clause is often too short to say
    /// which property it is, so each is weighed by the words without it.
    private func unreadClauses(of statement: Statement, kind: ComponentKind, name: String, context: ComponentContext, headingCount: Int) -> [String] {
        func stated(_ value: String) -> Set<String> {
            var alone = statement
            alone.value = value
            var builder = SpecBuilder(name: name, kind: kind, line: statement.line, context: context)
            StatementSpecReader(statements: [alone], headingCount: headingCount).read(into: &builder)
            return builder.finish().statedProperties
        }
        let clauses = LabelledText.listItems(statement.value, breaks: Self.clauseBreaks)
        guard clauses.count > 1 else { return [] }
        let all = stated(clauses.joined(separator: ", "))
        return clauses.indices.compactMap { index in
            var rest = clauses
            rest.remove(at: index)
            return stated(rest.joined(separator: ", ")) == all ? clauses[index] : nil
        }
    }

    /// Whether a look gives a colour it understood: a value, or one of the system's colours.
    private func statesKnownColour(_ spec: ComponentSpec, context: ComponentContext) -> Bool {
        ([spec.base] + spec.variants).flatMap { Array($0.states.values) }.contains { set in
            [set.fill, set.textColor, set.borderColor].contains { colour in
                guard let colour, !colour.isUnknown else { return false }
                return colour.value != nil || colour.reference.flatMap { context.tokens.color($0) } != nil
            }
        }
    }
}

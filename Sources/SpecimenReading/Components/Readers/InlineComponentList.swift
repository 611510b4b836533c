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

        /// The entry as written, markup and all.
        package var written: String { "`\(name)` (\(description))" }
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
            guard case .paragraph = block.kind,
                  let items = InlineComponentList.items(ofParagraphFrom: block.startLine, to: block.endLine, in: document),
                  items.contains(where: { ComponentKind.classifyComponentName($0.name) != nil }),
                  !items.contains(where: { namesColor($0.name) }),
                  let template = statements.prose(onLines: [block.startLine...block.endLine]).first else { return true }
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
                if !(spec.hasContent && ComponentExtractor.isDrawable(spec, describedOn: [item.line]) && statesKnownColour(spec, context: context)) {
                    spec.describedOnly = [DocumentText(text: item.written, provenance: Provenance(file: document.file, line: item.line, excerpt: document.line(item.line)))]
                }
                specs.append(spec)
            }
            return false
        }
        return (specs, rest)
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

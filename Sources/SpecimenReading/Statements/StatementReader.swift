import Foundation
import SpecimenModel


/// Reads a whole document into statements: headings (Markdown or plain-line) open subjects,
/// bold captions and parent bullets open finer ones, tables give one statement per cell under
/// the row's name, and code blocks are read line by line by `CodeStatementReader`.
public struct StatementReader: Sendable {
    public init() {}

    public func statements(of document: MarkdownDocument) -> [Statement] {
        let draft = draft(of: document)
        return draft.assembled(draft.code.map { $0.read() })
    }

    /// The document walked, with its code blocks set aside to be read: each depends only on
    /// its own text and where it sits, and in a document that is mostly code they are most of
    /// the reading, so a build reads them on every core (`assembled`).
    public func draft(of document: MarkdownDocument) -> Draft {
        var walk = Walk(document: document)
        walk.blocks(document.blocks)
        return Draft(statements: walk.out, code: walk.code, promptHeadings: walk.promptHeadings, prose: walk.prose,
                     sections: walk.sections.closed())
    }

    public struct Draft: Sendable {
        /// What the walk read itself, in document order, without the code blocks' statements.
        package var statements: [Statement]
        public var code: [CodeBlock]
        /// The headings that open a section of prompts for an AI agent (`Vocabulary.promptSections`;
        /// the document's title, its first block, is none), which define only under a short name.
        public var promptHeadings: Set<String> = []
        /// The document's sentences and tables, read by the same walk, for the audit.
        public var prose: DocumentProse = DocumentProse()
        /// The stretches under each heading, for the component readers, found by the same walk.
        package var sections: [ComponentSection] = []

        /// The document's statements, given what each of `code` read (`CodeBlock.read`).
        public func assembled(_ read: [[Statement]]) -> [Statement] {
            var out: [Statement] = []
            out.reserveCapacity(statements.count + read.reduce(0) { $0 + $1.count })
            var next = 0
            for (block, var lines) in zip(code, read) {
                out += statements[next..<block.position]
                next = block.position
                // Under `## Dark (values-night)`, what is stated is the dark value.
                if let mode = block.mode {
                    for index in lines.indices where lines[index].mode == nil { lines[index].mode = mode }
                }
                out += lines
            }
            out += statements[next...]
            Self.markCounterExamples(&out)
            return out
        }

        /// Flags the statements under a heading or a caption that introduces what not to do
        /// (`### ❌ Wrong`, `- **Don't**:` over its bullets). The document's title, the first of
        /// several headings, is none: a system may be called anything.
        static func markCounterExamples(_ statements: inout [Statement]) {
            var asked: [String: Bool] = [:]
            func introduces(_ label: String) -> Bool {
                if let known = asked[label] { return known }
                let answer = Vocabulary.standard.introducesCounterExample(label)
                asked[label] = answer
                return answer
            }
            for index in statements.indices where !statements[index].isCounterExample {
                let statement = statements[index]
                let headings = statement.headings
                let own = headings.count > 1 ? headings.dropFirst() : headings
                // (A parent bullet or a caption over prose; in code, the caption over the block,
                // never a scope such as `legacy: {`.)
                let inner = statement.syntax == .bullet || statement.syntax == .paragraph ? statement.innerSubject.first : nil
                if own.contains(where: introduces) || inner.map(introduces) == true || statement.caption.map(introduces) == true {
                    statements[index].isCounterExample = true
                }
            }
        }
    }

    /// A code block as the walk met it, to be read by `CodeStatementReader`.
    public struct CodeBlock: Sendable {
        /// Where its statements go among the walk's own.
        package var position: Int
        /// The mode the headings above it name.
        package var mode: TokenMode?
        package var literal: String
        package var firstLine: Int
        package var language: String
        package var subject: [String]
        package var headingCount: Int
        package var caption: String?

        public func read() -> [Statement] {
            var statements = Vocabulary.standard.isMarkupLanguage(language)
                ? MarkupStatementReader().statements(
                    in: literal, firstLine: firstLine, language: language, subject: subject, headingCount: headingCount, caption: caption)
                : CodeStatementReader().statements(
                    in: literal, firstLine: firstLine, language: language, subject: subject, headingCount: headingCount, caption: caption)
            // `cva("…", { variants: … })`: a component's looks by variant name, read as markup's
            // snippets are, in code of any language.
            let calls = VariantCallReader.looks(in: literal)
            if !calls.isEmpty {
                for look in calls {
                    let path = look.name.map { Array(subject.prefix(headingCount)) + [$0] } ?? subject
                    var statement = Statement(subject: path, headingCount: headingCount, label: "", value: look.classes,
                                              line: firstLine + look.lineOffset, syntax: .markup, block: firstLine)
                    statement.caption = caption
                    statements.append(statement)
                }
                statements = statements.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element)
            }
            // `style={{ borderRadius: '9999px' }}`: a component's inline style, no token.
            if !Vocabulary.standard.isStyleLanguage(language), CodeStatementReader.opensStyleObject(literal) {
                for index in statements.indices { statements[index].isStyleObject = true }
            }
            // `// Old` over the code a guide replaces: what it shows is no definition.
            let shown = CodeStatementReader.counterExampleLines(in: literal)
            if !shown.isEmpty {
                for index in statements.indices where shown.contains(statements[index].line - firstLine) { statements[index].isCounterExample = true }
            }
            return statements
        }
    }

    private struct Walk {
        let document: MarkdownDocument
        var out: [Statement] = []
        var code: [CodeBlock] = []
        /// The open headings, each with the mode it names, read once rather than for every block under it.
        var headings: [(level: Int, text: String, mode: TokenMode?)] = []
        /// See `Draft.promptHeadings`; found as the walk opens each heading, so no pass of its own.
        var promptHeadings: Set<String> = []
        var isFirstBlock = true
        /// A bold caption (`**Primary Button**:`) standing alone: the subject of the list after it,
        /// and its whole text (`Option B — Code-based (lighter weight)`), which titles a code block.
        var caption: (name: String, title: String)?
        /// A caption naming a variant (`**Primary**`, `Secondary:` over an emphasised aside)
        /// above paragraphs of `Key: value` lines, one property to a paragraph: the subject of
        /// every paragraph after it up to the next caption, heading, rule or other block.
        var variantCaption: String?
        /// The prose the audit reads, each top-level block handed to it as the walk meets it.
        var prose: DocumentProse
        /// Inside a block quote, whose blocks the prose reader has read with the quote.
        var nested = false
        /// Reading a plain specification's fence as blocks (`PlainSpecFence`), which the prose
        /// reader has read as the fence.
        var spliced = false
        /// The stretches under each heading (Markdown or plain-line) of the top-level blocks.
        var sections = SectionCollector()

        init(document: MarkdownDocument) {
            self.document = document
            prose = DocumentProse(file: document.file, lines: document.lines)
        }

        var headingTexts: [String] { headings.map(\.text) }

        mutating func blocks(_ blocks: [MarkdownNode]) {
            for block in blocks {
                defer { isFirstBlock = false }
                // A fence of `Key: value` lines under a component's heading is read as its lines
                // written as bullets are, and a single-file component's style block as a fence of
                // CSS, by the component readers too; the audit reads the fence as written.
                if !nested, !spliced, case .codeBlock = block.kind,
                   case let first = PlainLineHeading.firstCodeLine(of: block, in: document),
                   let listed = SingleFileComponent.blocks(of: block, firstLine: first)
                    ?? (PlainSpecFence.isComponentHeading(headingTexts) ? PlainSpecFence.blocks(of: block, firstLine: first) : nil) {
                    prose.read(block, document: document)
                    spliced = true
                    self.blocks(listed)
                    spliced = false
                    continue
                }
                if !nested {
                    if !spliced { prose.read(block, document: document) }
                    sections.add(block)
                }
                if let (level, text, values) = PlainLineHeading.heading(block) {
                    headings.removeAll { $0.level >= level }
                    caption = nil
                    variantCaption = nil
                    if values == nil { heading(text, line: block.startLine) }
                    headings.append((level, text, Vocabulary.standard.mode(ofHeading: text)))
                    // `### Inputs: white bg, 8px radius`: the values are a line under the heading.
                    if let values {
                        out.append(Statement(subject: headingTexts, headingCount: headings.count, label: text,
                                             value: values, line: block.startLine, syntax: .bullet))
                    }
                    if !isFirstBlock, Vocabulary.standard.isPromptHeading(text) { promptHeadings.insert(text) }
                    continue
                }
                let pending = caption?.name
                let title = caption?.title
                caption = nil
                let underVariant = variantCaption
                if case .paragraph = block.kind {} else { variantCaption = nil }
                let before = out.count
                defer {
                    // Under `## Dark (values-night)`, what is stated is the dark value.
                    if let mode = headings.last(where: { $0.mode != nil })?.mode {
                        for index in before..<out.count where out[index].mode == nil { out[index].mode = mode }
                    }
                }
                switch block.kind {
                case .paragraph:
                    // (Under a variant's caption, an aside wholly in emphasis, `_"Use for the main
                    // action"_`, says when to use it, and a picture shows it: no property, and
                    // never its copy.)
                    if underVariant != nil, Self.isEmphasisedAside(block.children[...]) || Self.isPictureOnly(block) { continue }
                    paragraph(block, subject: headingTexts + ((pending ?? underVariant).map { [$0] } ?? []),
                              underVariant: (pending ?? underVariant).map(Self.namesVariant) == true)
                    if let caption {
                        variantCaption = Self.namesVariant(caption.name) ? caption.name : nil
                    }
                case .list:
                    list(block, subject: headingTexts + (pending.map { [$0] } ?? []))
                case .table:
                    table(block)
                case .codeBlock:
                    setAside(block, subject: headingTexts + (pending.map { [$0] } ?? []), caption: title)
                case .htmlBlock:
                    out += HTMLSwatchReader().statements(in: block.literal, firstLine: block.startLine,
                                                         subject: headingTexts, headingCount: headings.count)
                case .blockQuote:
                    let outer = nested
                    nested = true
                    self.blocks(block.children)
                    nested = outer
                default:
                    continue
                }
            }
        }

        /// A code block, to be read after the walk (`Draft`).
        mutating func setAside(_ block: MarkdownNode, subject: [String], caption: String?) {
            code.append(CodeBlock(
                position: out.count, mode: headings.last(where: { $0.mode != nil })?.mode, literal: block.literal,
                firstLine: PlainLineHeading.firstCodeLine(of: block, in: document),
                language: { if case .codeBlock(let info) = block.kind { info } else { "" } }(),
                subject: subject, headingCount: headings.count, caption: caption))
        }

        /// `### Harbor Blue — #1B4F8A`: a heading that carries a value states it.
        mutating func heading(_ text: String, line: Int) {
            guard !ColorValueScanner.matches(in: text).isEmpty else { return }
            let read = LabelledText.read(strong: nil, rest: text)
            guard !read.label.isEmpty else { return }
            out.append(Statement(subject: headingTexts, headingCount: headings.count, label: read.label,
                                 labelNote: read.labelNote, value: read.value, line: line, syntax: .heading))
        }

        /// Captions whose name comes twice with different notes (`**Outline (Kelp)**` and
        /// `**Outline (Ink)**`): each is named with its note, so the two stay two.
        /// Looked for among the paragraphs the parser listed as holding bold text
        /// (`MarkdownDocument.index`), wherever they lie: ahead of the walk, without a walk.
        lazy var notedCaptions: Set<String> = {
            var notes: [String: Set<String>] = [:]
            for node in document.index.boldParagraphs {
                let lines = Self.lines(of: node)
                guard lines.count == 1, let line = lines.first, let strong = line.strong else { continue }
                let read = LabelledText.read(strong: strong, rest: "")
                guard read.value.isEmpty, let note = read.labelNote else { continue }
                notes[read.label, default: []].insert(note)
            }
            return Set(notes.filter { $0.value.count > 1 }.keys)
        }()

        /// `underVariant`: the paragraph sits under a caption naming a variant, where a line of a
        /// property's word then its value (`Border #AAAAAA`) is that property with its colon left out.
        mutating func paragraph(_ block: MarkdownNode, subject: [String], underVariant: Bool = false) {
            // `**Tertiary:**` or `Secondary:`, then on the next line an emphasised aside saying
            // when to use it: the caption of what follows, as a lone `**Primary**` is.
            if let name = Self.variantCaptionOverAside(block) {
                caption = (name, name)
                return
            }
            let lines = Self.lines(of: block)
            // A lone `**Primary Button**:` names what the list below it describes, and so does
            // one with a short aside (`**Anchor (Navy)** — the commitment action:`).
            // `**text-input** + **text-input-focused**`: names joined, the first the list's subject.
            if lines.count == 1, let line = lines.first, let strong = line.strong, line.rest.trimmingWhitespace.isEmpty
                || line.rest.trimmingWhitespace == ":" || line.rest.trimmingWhitespace == "：" || Self.isCaptionAside(line.rest)
                || Self.joinsBoldNames(block) {
                let read = LabelledText.read(strong: strong, rest: "")
                // `**Hex: #FEF3C7**` is a whole definition in bold, not a caption.
                if read.value.isEmpty {
                    let title = read.labelNote.map { "\(read.label) (\($0))" } ?? read.label
                    // `**Outlined Button (Light Surface)**`: a note naming the ground it sits on is
                    // part of its name, which says where it is drawn and measured.
                    let name = notedCaptions.contains(read.label) || Self.namesGround(read.labelNote) ? title : read.label
                    caption = (name, title)
                    // `**Primary (black CTA)** — "Sign up"・"Learn more"`: the copy the aside quotes
                    // is this caption's own, said as an example line under it.
                    if !line.rest.quotedTexts.isEmpty {
                        out.append(Statement(subject: subject + [name], headingCount: headings.count, label: "Example",
                                             value: line.rest.trimmingWhitespace, line: block.startLine, syntax: .paragraph))
                    }
                    return
                }
            }
            for line in lines {
                if underVariant, line.strong == nil, case let text = line.rest.trimmingWhitespace, !text.contains(where: LabelledText.colons.contains),
                   PlainLineHeading.statesProperty(text), let space = text.firstIndex(of: " ") {
                    out.append(Statement(subject: subject, headingCount: headings.count, label: String(text[..<space]),
                                         value: text[space...].trimmingWhitespace, line: line.number, syntax: .paragraph, block: block.startLine))
                    continue
                }
                emit(line, subject: subject, syntax: .paragraph, block: block.startLine)
            }
        }

        /// Whether every word of a caption names a variant (`Primary`, `Secundário`): a look of
        /// the component the heading names, not a thing of its own.
        static func namesVariant(_ caption: String) -> Bool {
            Vocabulary.standard.namesVariantOnly(ComponentKind.words(of: caption))
        }

        /// A paragraph that is one picture: `![Primary button](img/primary.png)`.
        static func isPictureOnly(_ block: MarkdownNode) -> Bool {
            let shown = block.children.filter { if case .text = $0.kind { !$0.literal.trimmingWhitespace.isEmpty } else { true } }
            guard shown.count == 1, case .image = shown[0].kind else { return false }
            return true
        }

        /// A paragraph wholly in emphasis (soft breaks aside): `_"Use for the main action."_`.
        static func isEmphasisedAside(_ children: ArraySlice<MarkdownNode>) -> Bool {
            var emphasised = false
            for child in children {
                switch child.kind {
                case .emphasis: emphasised = true
                case .softBreak, .lineBreak: continue
                case .text where child.literal.trimmingWhitespace.isEmpty: continue
                default: return false
                }
            }
            return emphasised
        }

        /// `**Tertiary:**` or `Secondary:` alone on a paragraph's first line, a variant's name,
        /// over an aside in emphasis or in quotation marks on the lines after it (saying when to
        /// use it): the variant's name.
        static func variantCaptionOverAside(_ block: MarkdownNode) -> String? {
            let children = block.children
            guard let breakAt = children.firstIndex(where: { if case .softBreak = $0.kind { true } else if case .lineBreak = $0.kind { true } else { false } }),
                  breakAt > 0 else { return nil }
            let head = children[..<breakAt]
            var name: String
            if case .strong = head.first!.kind {
                name = head.first!.plainText
                guard head.dropFirst().allSatisfy({ [":", ""].contains($0.plainText.trimmingWhitespace) }) else { return nil }
            } else {
                guard head.count == 1, case .text = head.first!.kind else { return nil }
                name = head.first!.literal
                guard name.trimmingWhitespace.hasSuffix(":") else { return nil }
            }
            name = name.trimmingWhitespace
            if let last = name.last, LabelledText.colons.contains(last) { name = String(name.dropLast()).trimmingWhitespace }
            guard namesVariant(name) else { return nil }
            let aside = children[breakAt...]
            let opening = aside.map(\.plainText).joined().trimmingWhitespace.first
            return isEmphasisedAside(aside) || opening.map({ "_*“\"«「".contains($0) }) == true ? name : nil
        }

        /// `Light Surface`, `dark canvas`: a light or dark word, then a ground's noun.
        static func namesGround(_ note: String?) -> Bool {
            guard let note else { return false }
            let words = ComponentKind.words(of: note)
            guard words.count == 2, let tone = Vocabulary.standard.column(words[0]), tone == .light || tone == .dark else { return false }
            return Vocabulary.standard.auditContext.grounds.contains(words[1])
        }

        /// ` — the highest-emphasis action:` after a bold name: a dash, a few words, and the colon
        /// that introduces the list below. A value (`— #1B4F8A`) is no aside.
        /// A short aside after a bold name, with no value in it: after a dash (`— the commitment
        /// action:`, `— "Sign up"・"Learn more"`, with or without a closing colon) or in one
        /// bracket (`（category chips "Running" etc.）`).
        static func isCaptionAside(_ rest: String) -> Bool {
            var text = rest.trimmingWhitespace
            if let last = text.last, LabelledText.colons.contains(last) { text = String(text.dropLast()).trimmingWhitespace }
            let aside: Substring
            if let dash = LabelledText.dashes.first(where: { text.hasPrefix($0.trimmingWhitespace) }) {
                aside = text.dropFirst(dash.trimmingWhitespace.count)
            } else if let open = text.first, "(（".contains(open), let close = text.last, ")）".contains(close),
                      text.dropFirst().dropLast().allSatisfy({ !"()（）".contains($0) }) {
                aside = text.dropFirst().dropLast()
            } else {
                return false
            }
            return !aside.trimmingWhitespace.isEmpty && aside.split(separator: " ").count <= 12 && ColorValueScanner.matches(in: String(aside)).isEmpty
        }

        mutating func list(_ block: MarkdownNode, subject: [String]) {
            for item in block.items { self.item(item, subject: subject, list: block.startLine) }
        }

        mutating func item(_ item: MarkdownNode, subject: [String], list listLine: Int) {
            var inner = subject
            var first = true
            for child in item.children {
                switch child.kind {
                case .paragraph:
                    let lines = Self.lines(of: child)
                    for line in lines {
                        let read = emit(line, subject: subject, syntax: .bullet, block: listLine)
                        // The item's own label (or short text) is the subject of what is nested in it.
                        if first {
                            let name = read.label.isEmpty ? read.value : read.label
                            if !name.isEmpty, LabelledText.isName(name, maxWords: 6) { inner = subject + [name] }
                            first = false
                        }
                    }
                case .list:
                    list(child, subject: inner)
                case .codeBlock:
                    setAside(child, subject: inner, caption: nil)
                case .table:
                    table(child)
                default:
                    continue
                }
            }
        }

        /// One statement per cell, under the row's name: `| Primary | #1B4F8A | Buttons |` says
        /// Primary's Hex is #1B4F8A and its Usage is Buttons.
        mutating func table(_ block: MarkdownNode) {
            guard let header = block.children.first else { return }
            let headers = header.children.map { ValueScanner.clean($0.plainText) }
            let rows = block.children.dropFirst().map { row in (line: row.startLine, cells: row.children.map { $0.markedText.trimmingWhitespace }) }
            guard let nameColumn = Self.nameColumn(headers: headers, rows: rows.map(\.cells)) else { return }
            let isStatusLook = StatusTable.holds(headers: headers)
            // `| **Harbor** |` alone on its row heads the rows below it: `Harbor Accent`.
            var group: String?
            for row in rows {
                guard nameColumn < row.cells.count else { continue }
                let written = ValueScanner.clean(row.cells[nameColumn])
                guard !written.isEmpty else { continue }
                if headers.count > 1, row.cells.indices.allSatisfy({ $0 == nameColumn || row.cells[$0].trimmingWhitespace.isEmpty }) {
                    group = written
                    continue
                }
                let name = group.map { "\($0) \(written)" } ?? written
                for (column, cell) in row.cells.enumerated() where column != nameColumn && column < headers.count {
                    let value = cell.trimmingWhitespace
                    guard !value.isEmpty else { continue }
                    var statement = Statement(subject: headingTexts + [name], headingCount: headings.count,
                                              label: headers[column], value: value, line: row.line, syntax: .table, block: block.startLine)
                    if !headers[nameColumn].isEmpty { statement.rowHeader = headers[nameColumn] }
                    statement.isStatusLook = isStatusLook
                    out.append(statement)
                }
            }
        }

        /// The column that names each row: a Name or Token column when there is one, else the
        /// first headed column that holds words rather than colours and is not a note column.
        /// (A "Color" column of names, beside a "Hex" column of values, names its rows.)
        static func nameColumn(headers: [String], rows: [[String]]) -> Int? {
            // A type scale (Size and Weight columns) is named by its first other column, whatever
            // its header: `| Role | Font | Size | Weight |`.
            let lower = headers.map { ValueScanner.clean($0).lowercased() }
            if lower.contains(where: Vocabulary.standard.tokenTables.size.contains), lower.contains(where: Vocabulary.standard.tokenTables.weight.contains) {
                return lower.indices.first { !Vocabulary.standard.tokenTables.size.contains(lower[$0]) && !Vocabulary.standard.tokenTables.weight.contains(lower[$0]) }
            }
            let candidates = headers.indices.filter { column in
                let meaning = Vocabulary.standard.column(headers[column])
                return !headers[column].isEmpty && (meaning == nil || meaning == .name || meaning == .value)
                    && rows.filter({ column < $0.count && !ColorValueScanner.matches(in: $0[column]).isEmpty }).count * 2 <= rows.count
            }
            // `| Role | Hex | Notes |`: with no other column of words, the roles name the rows.
            let roles = headers.indices.filter { column in
                Vocabulary.standard.column(headers[column]) == .role
                    && rows.filter({ column < $0.count && !ColorValueScanner.matches(in: $0[column]).isEmpty }).count * 2 <= rows.count
            }
            return candidates.first { Vocabulary.standard.column(headers[$0]) == .name } ?? candidates.first ?? roles.first
        }

        @discardableResult
        mutating func emit(_ line: InlineLine, subject: [String], syntax: Statement.Syntax, block: Int) -> LabelledText {
            let read = LabelledText.read(strong: line.strong, rest: line.rest)
            guard !read.label.isEmpty || !read.value.isEmpty else { return read }
            out.append(Statement(subject: subject, headingCount: headings.count, label: read.label, labelNote: read.labelNote,
                                 value: read.value, line: line.number, syntax: syntax, block: block))
            return read
        }

        struct InlineLine {
            var strong: String?
            var rest: String
            var number: Int
        }

        /// A paragraph's lines, each with the strong span it opens with.
        /// A paragraph of two or more bold names joined by `+`, `/`, `,` or `&`, and nothing else
        /// but a short aside after the last (`**filter-chip** + **filter-chip-on** — the strip`).
        static func joinsBoldNames(_ paragraph: MarkdownNode) -> Bool {
            var names = 0
            let children = paragraph.children
            for (index, child) in children.enumerated() {
                switch child.kind {
                case .strong: names += 1
                case .text where ["+", "/", ",", "&", "＋", ":", "：", ""].contains(child.literal.trimmingWhitespace): continue
                default:
                    guard names >= 2, !children[index...].contains(where: { if case .strong = $0.kind { true } else { false } }) else { return false }
                    return isCaptionAside(children[index...].map(\.markedText).joined())
                }
            }
            return names >= 2
        }

        /// Whether `nodes[index]` is a bold label (`**Padding:**`, `**Padding**:`) that follows a
        /// finished sentence (`… (#e2e8f0). **Padding:** 20px`) or a separator between values
        /// (`**Radius:** 8px · **Padding:** 10px 16px`).
        static func opensLabel(_ nodes: [MarkdownNode], at index: Int) -> Bool {
            guard index > 0, case .strong = nodes[index].kind, case .text = nodes[index - 1].kind else { return false }
            let label = nodes[index].plainText.trimmingWhitespace
            let after = index + 1 < nodes.count ? nodes[index + 1].markedText : ""
            guard let last = label.last, LabelledText.colons.contains(last) || after.first.map(LabelledText.colons.contains) == true,
                  label.dropLast().contains(where: \.isLetter) else { return false }
            let before = nodes[index - 1].literal.trimmingWhitespace
            return before.last.map { ".;!?。".contains($0) || valueSeparators.contains($0) } == true
        }

        /// Marks that part one labelled value from the next on a line (`8px · **Padding:** 10px`).
        static let valueSeparators: [Character] = ["·", "•", "|"]

        static func lines(of paragraph: MarkdownNode) -> [InlineLine] {
            var lines: [InlineLine] = []
            var nodes: [MarkdownNode] = []
            var number = paragraph.startLine
            func flush() {
                guard !nodes.isEmpty else { return }
                var strong: String?
                var rest = nodes
                if case .strong = nodes[0].kind {
                    strong = nodes[0].plainText
                    rest.removeFirst()
                }
                // `**Border:** Optional hairline. **Inner Padding:** 18px.`: a bold label after the
                // end of a sentence opens a definition of its own; its words are not the first one's.
                if strong != nil, let next = rest.indices.first(where: { opensLabel(rest, at: $0) }) {
                    let value = rest[..<next].map(\.markedText).joined()
                    let kept = String(value.reversed().drop { $0.fastIsWhitespace || valueSeparators.contains($0) }.reversed())
                    lines.append(InlineLine(strong: strong, rest: kept, number: number))
                    nodes = Array(rest[next...])
                    flush()
                    return
                }
                lines.append(InlineLine(strong: strong, rest: rest.map(\.markedText).joined(), number: number))
                nodes = []
            }
            var line = paragraph.startLine
            let children = paragraph.children
            for (index, child) in children.enumerated() {
                switch child.kind {
                case .softBreak, .lineBreak:
                    line += 1
                    // `Background:` on one line, `#E84D84` on the next: one definition, at the label's line.
                    if isLoneLabel(nodes), continuesLabel(children[(index + 1)...]) {
                        nodes.append(child)
                        continue
                    }
                    flush()
                    number = line
                default:
                    nodes.append(child)
                }
            }
            flush()
            return lines.flatMap(separatedDefinitions)
        }

        /// `Radius: 8px · Padding: 10px 16px`: a line of labelled values parted by a separator is
        /// one definition for each, at the same line, when every part has its label.
        static func separatedDefinitions(_ line: InlineLine) -> [InlineLine] {
            // (Not at `|`: `Micro: 1-2 (4-8px) | Standard: 4-8` pairs a framework's steps with their lengths.)
            let separators = valueSeparators.filter { $0 != "|" }
            guard line.strong == nil, line.rest.contains(where: separators.contains) else { return [line] }
            let parts = line.rest.split(whereSeparator: separators.contains).map { $0.trimmingWhitespace }.filter { !$0.isEmpty }
            guard parts.count >= 2, parts.allSatisfy({ !LabelledText.read(strong: nil, rest: $0).label.isEmpty }) else { return [line] }
            return parts.map { InlineLine(strong: nil, rest: $0, number: line.number) }
        }

        /// A line that is a short label and its colon alone (`Background:`, `**Texte :**`).
        static func isLoneLabel(_ nodes: [MarkdownNode]) -> Bool {
            let text = nodes.map(\.markedText).joined().trimmingWhitespace
            guard let last = text.last, LabelledText.colons.contains(last) else { return false }
            let label = text.dropLast()
            return label.contains(where: \.isLetter) && !label.contains(where: LabelledText.colons.contains)
                && label.split(whereSeparator: \.isWhitespace).count <= 4
        }

        /// Whether the next line of a paragraph is a lone label's value: a few words (`#E84D84`,
        /// `16px 24px`, `Transparent`) with no label of their own (`Primary: #fff` under `Colors:`
        /// is a definition of its own). A sentence under a caption (`**Interaction States:**` over
        /// a quoted prompt) is what the caption introduces, not its value.
        static func continuesLabel(_ rest: ArraySlice<MarkdownNode>) -> Bool {
            let next = rest.prefix { if case .softBreak = $0.kind { false } else if case .lineBreak = $0.kind { false } else { true } }
            let text = next.map(\.markedText).joined().trimmingWhitespace
            return !text.isEmpty && !text.contains(where: LabelledText.colons.contains)
                && text.split(whereSeparator: \.isWhitespace).count <= 4 && !text.hasSuffix(".")
        }
    }
}

import SpecimenModel

// Compiled once: a regex literal inside a function is parsed again on every call.
// `4.1 Button`, `2. Cards`: a section number, its last dot optional after a dotted one.
nonisolated(unsafe) private let numberOrComponentPrefix = #/^(?:\d+(?:\.\d+)+\.?\s+)|^(?:\d+\.\s*)|^(?i:component):\s*/#
/// The Extract stage for components: finds the sections that describe components, lets each
/// syntax reader read its blocks, reads SwiftUI views from code, and merges what it finds.
///
/// Nothing here knows any particular design system: sections are recognised by general
/// interface words, and a new document style is a new reader.
public struct ComponentExtractor: Sendable {
    public init() {}

    /// A front matter that defines components is the normative statement of them: the prose
    /// around it describes the same components in words, and adds only what the front matter
    /// leaves open (`FrontMatterProseAdditions`); it defines no other component.
    public func extract(from document: MarkdownDocument, frontMatter: FrontMatter?, tokens: ResolvedTokens, statements: [Statement]? = nil) -> (specs: [ComponentSpec], diagnostics: [Diagnostic]) {
        draft(from: document, frontMatter: frontMatter, tokens: tokens, statements: statements).extracted()
    }

    /// `statements`: the document's, when the caller has read them already.
    public func extract(from document: MarkdownDocument, tokens: ResolvedTokens, statements: [Statement]? = nil) -> (specs: [ComponentSpec], diagnostics: [Diagnostic]) {
        draft(from: document, tokens: tokens, statements: statements).extracted()
    }

    /// What `extract` does, in parts: each section is read alone (`Draft.read(section:)`), and
    /// the sections' components are then merged (`Draft.finish`). A build reads the sections
    /// of a batch on every core, so one long document does not hold one core while the others
    /// wait. `sections`: the document's, when the Extract stage's walk has found them.
    package func draft(
        from document: MarkdownDocument, frontMatter: FrontMatter?, tokens: ResolvedTokens, statements: [Statement]? = nil,
        sections: [ComponentSection]? = nil
    ) -> Draft {
        if let frontMatter, frontMatter.root["components"] != nil {
            let context = ComponentContext(document: document, tokens: tokens)
            var draft = Draft(document: document, sections: [], statements: DocumentStatements([]), context: context)
            let reader = FrontMatterComponentReader(frontMatter, tokens: tokens)
            var settled = reader.read()
            StatedKinds(document: document).apply(to: &settled.specs)
            // What the prose says of the same components beyond the format's properties.
            let statements = (statements ?? StatementReader().statements(of: document)).filter { !$0.isCounterExample }
            let additions = FrontMatterProseAdditions(document: document, statements: statements, context: context)
            additions.apply(to: &settled.specs, diagnostics: &settled.diagnostics)
            SameAsElsewhere.apply(to: &settled.specs, followingOthers: false)
            FrontMatterExtraKeys(frontMatter: frontMatter, context: context).apply(to: &settled.specs)
            FrontMatterColorUses(frontMatter, tokens: tokens).apply(to: &settled.specs)
            additions.attachTreatments(to: &settled.specs, frontMatter: frontMatter)
            additions.borrowLooks(into: &settled.specs)
            reader.setPartsInTheirTypeStyles(&settled.specs)
            reader.setKindsInTheirTypeStyles(&settled.specs, statements: statements, context: context)
            TypeStyleCases(document: document, tokens: tokens).apply(to: &settled.specs)
            draft.settledDescribed = additions.described(of: settled.specs)
            draft.settled = settled
            return draft
        }
        return draft(from: document, tokens: tokens, statements: statements, sections: sections)
    }

    package func draft(
        from document: MarkdownDocument, tokens: ResolvedTokens, statements: [Statement]? = nil, sections: [ComponentSection]? = nil
    ) -> Draft {
        let sections = sections ?? SectionCollector.sections(of: document)
        // What the document shows as not to do styles no component.
        var read = (statements ?? StatementReader().statements(of: document)).filter { !$0.isCounterExample }
        if let root = RootFontSize.pixels(in: read) { RootFontSize.restate(&read, root: root) }
        var draft = Draft(
            document: document, sections: sections,
            statements: DocumentStatements(read),
            context: ComponentContext(document: document, tokens: tokens))
        draft.isTitled = sections.filter { $0.level == 1 }.count == 1
        draft.hasComponentSection = sections.contains { section in
            Draft.innerHeadings(section, titled: draft.isTitled).contains { Vocabulary.standard.introducesComponents($0) }
        }
        return draft
    }

    public struct Draft: Sendable {
        package let document: MarkdownDocument
        /// The document's prose, when the Extract stage's walk has read it: its tables.
        package var prose: DocumentProse?
        /// The tables that may give many components one measure each (`MeasureTableRows`).
        private var measureTables: [DocumentProse.Table] { MeasureTableRows.tables(of: prose ?? DocumentProse(document)) }
        package let sections: [ComponentSection]
        package let statements: DocumentStatements
        package let context: ComponentContext
        /// What a front matter's components settle, with no section to read.
        package var settled: (specs: [ComponentSpec], diagnostics: [Diagnostic])?
        /// The components a front matter's prose describes that the front matter does not define.
        package var settledDescribed: [DescribedComponent] = []

        /// Whether the document has a section for its components (`## Component Stylings`): then a
        /// section outside it about another topic (`### Grid & Container` under `## Layout`)
        /// mentions the kinds it names, and describes no component. Found once, as the draft is made.
        package var hasComponentSection = false

        /// A section's headings without the document's title (its one level-1 heading).
        static func innerHeadings(_ section: ComponentSection, titled: Bool) -> ArraySlice<String> {
            guard titled, section.headingLevels.first == 1 else { return section.headings[...] }
            return section.headings.dropFirst()
        }

        /// A section outside every components section, under a heading about another topic.
        package func isAboutOtherTopic(_ section: ComponentSection) -> Bool {
            guard hasComponentSection else { return false }
            // `### Expiry Status Colours` under `## Colours`: a table of statuses with their
            // fills and texts draws status badges wherever it sits (`StatusTable`).
            if section.blocks.contains(where: StatusTable.holds) { return false }
            let headings = Self.innerHeadings(section, titled: isTitled)
            // `### Component Responsive Behavior`: a heading that says it is about components'
            // behaviour at breakpoints (or their motion, their do's) is about that, not a look.
            if let last = headings.last, Vocabulary.standard.introducesComponents(last), Vocabulary.standard.namesOtherTopic(last) { return true }
            if headings.contains(where: { Vocabulary.standard.introducesComponents($0) }) { return false }
            return headings.contains { Vocabulary.standard.namesOtherTopic($0) }
        }

        /// Whether the document has one level-1 heading, its title.
        package var isTitled = false

        public var sectionCount: Int { sections.count }

        /// Every section read here, in order, and finished: what `extract` returns.
        package func extracted() -> (specs: [ComponentSpec], diagnostics: [Diagnostic]) {
            finish(sections.indices.map(read(section:)))
        }

        /// The components one section describes.
        public func read(section position: Int) -> [ComponentSpec] {
            let section = sections[position]
            if isAboutOtherTopic(section) { return [] }
            // `### Checkout page` over `- **Pay button**: Accent (lg)`: where looks are used.
            if ComponentExtractor.listsVariantUses(section) { return [] }
            if let scale = sizeScale(at: position) { return [scale] }
            if let states = stateTable(at: position) { return [states] }
            // `### Button` over a table of its looks and a `| Size | Height |` table: the sizes
            // are the button's, drawn on its looks, never looks of their own.
            if section.blocks.contains(where: ComponentExtractor.isSizeTable), let (name, _, kind) = ComponentExtractor.identity(of: section), kind != .other {
                let end = sections[(position + 1)...].first(where: { $0.level > 0 && $0.level <= section.level })?.line ?? Int.max
                let tables = section.blocks.filter(ComponentExtractor.isSizeTable)
                if let sizes = sizeScale(of: tables, in: section, named: name, kind: kind, scope: section.line...max(section.line, end - 1)) {
                    var rest = section
                    rest.blocks.removeAll(where: ComponentExtractor.isSizeTable)
                    return read(rest, at: position) + [sizes]
                }
            }
            return read(section, at: position)
        }

        /// The components one section's blocks describe, its sizes aside.
        private func read(_ section: ComponentSection, at position: Int) -> [ComponentSpec] {
            var section = section
            var context = context
            context.headings = section.headings
            // `` `Chip` (moss fill) · `Sheet` (paper surface) ``: each entry is a component of its
            // own, and the section's other blocks are read as before.
            let inline = inlineListComponents(of: section, context: context)
            var specs = inline.specs
            if !specs.isEmpty {
                section = inline.rest
                if section.blocks.isEmpty { return specs }
            }
            // `| Component | Pattern |` over `| Button — primary | \`bg-primary …\` |`: each row a
            // component or one of its looks, drawn from its classes.
            let inventory = inventoryTableComponents(of: section, context: context)
            if !inventory.specs.isEmpty {
                specs += inventory.specs
                section = inventory.rest
                if section.blocks.isEmpty { return specs }
            }
            let swiftUI = SwiftUIViewReader()
            // An `### Implementation` under a `## … Header` heading shares its parent's diagram.
            let parent = position > 0 && sections[position - 1].level < section.level ? sections[position - 1].blocks : []
            // Code is the most exact statement of a component; prose around it is commentary.
            let views = section.blocks.flatMap { block -> [ComponentSpec] in
                guard case .codeBlock = block.kind else { return [] }
                return swiftUI.read(block, context: context, following: section.blocks, diagrams: parent + section.blocks)
            }
            specs += views
            // `### Settings` over `- **Toggle Rows**: …` and `- **Project Cards**: …`: a group named
            // for no kind, whose bullets name kinds, holds those components, not one of its own.
            let identity = ComponentExtractor.identity(of: section)
            let pieces = ComponentExtractor.pieceLabels(in: section)
            let named = Set(section.blocks.flatMap { block -> [ComponentKind] in
                guard case .list = block.kind else { return [] }
                return block.items.compactMap { item in
                    item.leadParagraph?.markedText.labelSplit.flatMap { pieces.contains($0.0) ? nil : ComponentKind.classifyHead($0.0) }
                }
            })
            // `### Containers & feedback` over `- **Card:** …`, `- **Toast:** …`, `- **Menu:** …`:
            // every bullet names a component, so the heading gathers them and is none itself.
            let grouped = views.isEmpty && identity.map { ComponentExtractor.gathersNamedComponents(section, ownKind: $0.2) } == true
            let holdsKinds = grouped || (ComponentKind.classifyHead(section.title) == nil && (named.count > 1 || (identity?.2 == .other && !named.isEmpty)))
            // `### Navigation` over `**Top Bar**`, `**Side Rail**`: a heading naming a group, not a
            // component, over captions that each name a component: each is one of its own.
            let allStatements = ComponentExtractor.sectionStatements(statements, in: section, document: document)
            // (A piece of the section's own component starts no component of its own.)
            let sectionStatements = pieces.isEmpty ? allStatements : allStatements.filter { !($0.syntax == .bullet && $0.subject.count == section.headings.count && pieces.contains($0.label)) }
            let splitting = views.isEmpty && !holdsKinds && identity.map { $0.2 == .other && ComponentKind.classifyComponentName($0.0) == nil } == true
                && !ComponentExtractor.ownComponents(sectionStatements, in: section, splitting: true).isEmpty
            guard views.isEmpty, !holdsKinds, !splitting, let (name, variant, kind) = identity else {
                var found = ComponentExtractor.namedComponents(sectionStatements, in: section, context: context, splitting: splitting, gathers: identity == nil, grouped: grouped)
                // `$btn-padding-y: .5rem;`, `$card-border-radius: 8px;` in a style sheet outside any
                // component's section: the components the variables are named for.
                if identity == nil { found += StyleVariableComponents.components(in: allStatements, context: context) }
                specs += found
                // `### Navigation` whose one kind-named bullet (`Category filter pills: horizontal
                // scroll`) states no look: the section is still described, and listed with its
                // words rather than lost.
                if found.isEmpty, views.isEmpty, let (name, _, kind) = identity, section.level > 1, !sectionStatements.isEmpty {
                    var empty = SpecBuilder(name: name, kind: kind, line: section.line, context: context)
                    var described = empty.finish()
                    described.describedOnly = ComponentExtractor.words(onLines: sectionStatements.map(\.line), of: document)
                    specs.append(described)
                }
                // `### Navigation` over `**Top bar**: white background`, `**Nav links**: 15px` and
                // `**Action button**: cream pill`: the button is a component of its own, and the
                // lines no found component owns still describe the section's own.
                if !found.isEmpty, holdsKinds, !grouped, let (name, _, kind) = identity, section.level > 1 {
                    let names = Set(found.map(\.name))
                    // (Its list, not the paragraph that introduces the group.)
                    let rest = allStatements.filter { $0.syntax == .bullet && !names.contains($0.label) && !$0.subject.contains(where: names.contains) }
                    if !rest.isEmpty { specs.append(remainder(rest, named: name, kind: kind, in: section, context: context)) }
                }
                return specs
            }
            var builder = SpecBuilder(name: name, kind: kind, line: section.line, context: context)
            let headingCount = section.headings.count
            // `**FAB (Center Button):**` under `### Tab Bar`: components of their own, whose
            // lines are none of the section's own component.
            let captioned = captionedComponents(sectionStatements, in: section, kind: kind, context: context)
            let taken = captioned.lines
            let ownStatements = taken.isEmpty ? sectionStatements : sectionStatements.filter { !taken.contains($0.line) }
            // (Each block is read alone; whether `**Default**` is a look is the whole section's to say.)
            builder.defaultVariantCaptions = StatementSpecReader(statements: ownStatements, headingCount: headingCount).defaultVariantCaptions(kind: kind)
            // Rules alone (beside tables, never under captions or bullets that name variants,
            // which a rule restates) are read as the component's own, modifiers and parts.
            let rulesAlone = (StyleSheetRules.holdsClassRules(section.blocks) || !StyleSheetRules.elementRules(section.blocks).isEmpty)
                && !section.blocks.contains { block in
                if case .list = block.kind { return true }
                return ComponentExtractor.boldCaption(block) != nil
            }
            let rules = rulesAlone ? ruleReading(of: section, named: name) : nil
            builder.variantsStated = rules != nil
            // The rows of the tables read as the component's, which describe it as its bullets do.
            var tableLines: [Int] = []
            var snippet: ComponentSpec?
            if section.headingStates {
                // The heading's values are the component's own, not a part named as the heading.
                let own = statements.prose(onLines: [section.line...section.line]).map { statement in
                    var own = statement
                    own.label = ""
                    return own
                }
                StatementSpecReader(statements: own, headingCount: headingCount).read(into: &builder)
            }
            for block in section.blocks {
                switch block.kind {
                case .list, .paragraph:
                    let lines = block.startLine...block.endLine
                    let prose = statements.prose(onLines: [lines])
                    StatementSpecReader(statements: taken.isEmpty ? prose : prose.filter { !taken.contains($0.line) }, headingCount: headingCount)
                        .read(into: &builder)
                case .table:
                    let rows = statements.inBlocks([block.startLine]) { $0.syntax == .table }
                    // A table whose columns name no property (a usage table) describes no look; a
                    // table of variants whose columns name states (`| Variant | :hover |`) does.
                    guard rows.contains(where: { StatementSpecReader.cellAsLabel($0).map { PropertyPhraseReader.meaning(ofLabel: $0.label) != nil || Vocabulary.standard.isLookLabel($0.label) } == true })
                        || ComponentExtractor.isVariantTable(block) || ComponentExtractor.isPropertyTable(block) else { continue }
                    StatementSpecReader(statements: rows, headingCount: headingCount).read(into: &builder)
                    tableLines += rows.map(\.line)
                case .codeBlock(let info):
                    let first = PlainLineHeading.firstCodeLine(of: block, in: document)
                    // A SwiftUI snippet that builds the component: its view and modifiers, no
                    // struct around them.
                    if snippet == nil { snippet = swiftUI.readSnippet(block, named: name, kind: kind, context: context) }
                    // Markup shows the component: each snippet's element (`.markup`), under the
                    // caption or the comment that names it; the rest of the markup is no property.
                    if Vocabulary.standard.isMarkupLanguage(info) || VariantCallReader.containsCall(block.literal) {
                        let looks = statements.inBlocks([first]) { $0.syntax == .markup }
                        StatementSpecReader(statements: looks, headingCount: headingCount).read(into: &builder)
                        continue
                    }
                    let code = statements.inBlocks([first]) { $0.syntax == .code || $0.syntax == .diagram || $0.syntax == .markup }
                    if ComponentExtractor.isProgram(block.literal) {
                        // Declarations in a style sheet (`background: #00D7D7;`) are statements like
                        // bullets; so are a rule's `@apply` classes.
                        guard Vocabulary.standard.isStyleLanguage(info) else {
                            // `style={{ borderRadius: '9999px' }}`, `hover: { … }`: an inline style
                            // object's declarations, CSS's in camelCase.
                            let declared = code.filter { $0.isStyleObject && !$0.label.isEmpty }
                            if !declared.isEmpty { StatementSpecReader(statements: declared, headingCount: headingCount).read(into: &builder) }
                            continue
                        }
                        var reader = StatementSpecReader(statements: code.filter { $0.syntax == .code || $0.syntax == .markup }, headingCount: headingCount)
                        reader.rules = rules
                        reader.read(into: &builder)
                    } else if code.contains(where: { ($0.codeGroup != nil || !$0.label.isEmpty) && !$0.isDeclaration })
                                || ComponentExtractor.isClassListing(code) {
                        // Declarations without braces (`background: #00D7D7;`), or a specification
                        // written as plain code: `Style:` then `- Background: …`, `States:` then
                        // `🔵 SCHEDULED - Blue background`.
                        let looks = ComponentExtractor.isClassListing(code) ? ComponentExtractor.noteVariants(code, headingCount: headingCount) : code
                        StatementSpecReader(statements: ComponentExtractor.commentVariants(looks, headingCount: headingCount, kind: kind), headingCount: headingCount,
                                            styleSheet: Vocabulary.standard.isStyleLanguage(info), readsLines: true).read(into: &builder)
                    }
                default:
                    continue
                }
            }
            var spec = builder.finish()
            if let rules { rules.settle(&spec) }
            // What the prose states wins; the snippet gives what it leaves open.
            if let snippet { spec.fill(from: snippet) }
            if let variant {
                spec.variants = [ComponentVariant(name: variant, states: spec.base.states, provenance: spec.provenance)]
                spec.base = ComponentVariant(name: "base", provenance: spec.provenance)
            }
            let described = ComponentExtractor.sectionStatements(statements, in: section, document: document).filter { !taken.contains($0.line) }
            let lines = described.map(\.line) + tableLines
            if spec.kind == .listRow { spec.sectionWords = ComponentExtractor.words(onLines: lines, of: document) }
            // (Classes that style only a pseudo-element, `after:bg-primary`, are listed as not
            // drawn: they leave the component's own look no less stated.)
            let own = described.filter { !($0.syntax == .markup && UtilityClassReader.stylesOnlyPseudoElements($0.value)) }.map(\.line) + tableLines
            if spec.hasContent, ComponentExtractor.isDrawable(spec, describedOn: Set(own)) {
                specs.append(spec)
            } else if !lines.isEmpty, section.level > 1 {
                // Described, but not in words that give a look: listed with them, not drawn. (A
                // page's own title names the page or a chapter, whose opening words are no component's.)
                var described = spec
                described.describedOnly = ComponentExtractor.words(onLines: lines, of: document)
                specs.append(described)
            }
            return specs + captioned.specs
        }

        /// The components a section's bold captions name that are not of the section's own kind's
        /// family (`**FAB (Center Button):**` over `- Size: 56px diameter` under `### Tab Bar`):
        /// each is read from the bullets under it alone, drawn when they give a look, else listed
        /// with its words. A caption naming a part (`**Badge**`, `**Card Header**`: the vocabulary's
        /// `partNames`), a kind of the section's family (`**Icon Button**`, `**Buoy Tag**` under
        /// `### Buttons`) or a state (`**Error State**`) stays the section's. `lines`: the captions'
        /// lines and their bullets'.
        private func captionedComponents(_ statements: [Statement], in section: ComponentSection, kind: ComponentKind,
                                         context: ComponentContext) -> (specs: [ComponentSpec], lines: Set<Int>) {
            guard kind != .other else { return ([], []) }
            let depth = section.headings.count
            var specs: [ComponentSpec] = []
            var lines: Set<Int> = []
            // A bold caption over bullets (`**FAB (Center Button):**`), or a parent bullet that
            // says nothing but its name (`- **Status pill**:` over `- Active: …`, `- Inactive: …`).
            let captions = section.blocks.compactMap { block in ComponentExtractor.boldCaption(block).map { (caption: $0, line: block.startLine) } }
            let parentBullets = statements.filter { statement in
                statement.syntax == .bullet && statement.subject.count == depth && !statement.label.isEmpty
                    && statement.value.trimming(charactersIn: ": ").isEmpty
            }.map { (caption: $0.label, line: $0.line) }
            for (caption, line) in captions + parentBullets {
                let name = LabelledText.read(strong: caption, rest: "").label
                // `**Error State**` under a field names the field's state, not an error message.
                guard let own = ComponentKind.classifyHead(name), own != .other, own.family != kind.family,
                      let head = ComponentKind.words(of: ComponentKind.droppingParentheticals(name)).last,
                      !Vocabulary.standard.partNames.contains(head), ComponentState.from(label: name, kind: kind) == nil else { continue }
                let group = statements.filter { $0.syntax == .bullet && $0.subject.count > depth && [caption, name].contains($0.subject[depth]) }
                guard !group.isEmpty else { continue }
                var builder = SpecBuilder(name: caption, kind: own, line: line, context: context)
                StatementSpecReader(statements: group, headingCount: depth + 1).read(into: &builder)
                var spec = builder.finish()
                let read = Set(group.map(\.line))
                if !(spec.hasContent && ComponentExtractor.isDrawable(spec, describedOn: read)) {
                    spec.describedOnly = ComponentExtractor.words(onLines: group.map(\.line), of: document)
                }
                specs.append(spec)
                lines.formUnion(read)
                lines.insert(line)
            }
            return (specs, lines)
        }

        /// A section's component read from the statements that no component of their own took:
        /// drawn when they give it a look, else listed with their words.
        private func remainder(_ statements: [Statement], named name: String, kind: ComponentKind, in section: ComponentSection, context: ComponentContext) -> ComponentSpec {
            var builder = SpecBuilder(name: name, kind: kind, line: section.line, context: context)
            StatementSpecReader(statements: statements, headingCount: section.headings.count).read(into: &builder)
            var spec = builder.finish()
            let lines = statements.map(\.line)
            if !(spec.hasContent && ComponentExtractor.isDrawable(spec, describedOn: Set(lines))) {
                spec.describedOnly = ComponentExtractor.words(onLines: lines, of: document)
            }
            return spec
        }

        /// The class rules of a section's style sheets, read as the component `name`'s.
        func ruleReading(of section: ComponentSection, named name: String) -> StyleSheetRules? {
            let count = section.headings.count
            let firsts = section.blocks.compactMap { block -> Int? in
                guard case .codeBlock(let info) = block.kind, Vocabulary.standard.isStyleLanguage(info) else { return nil }
                return PlainLineHeading.firstCodeLine(of: block, in: document)
            }
            let selectors = statements.inBlocks(Set(firsts)) { ($0.syntax == .code || $0.syntax == .markup) && $0.subject.count > count }.map { $0.subject[count] }
            var seen: Set<String> = []
            // (`input, textarea { … }`, `a.active { … }`: a sheet of element rules is read as one of classes.)
            return StyleSheetRules(name: name, selectors: selectors.filter { seen.insert($0).inserted },
                                   elements: !StyleSheetRules.elementRules(section.blocks).isEmpty)
        }

        /// `#### Sizes` (a heading the vocabulary's `sizeScales` lists) under a heading that names a
        /// component (`### Buttons`): its tables' rows (`| Small | 32px | 12px |`), one variant per
        /// size, for the parent's component. Nil for any other section.
        package func sizeScale(at position: Int) -> ComponentSpec? {
            let section = sections[position]
            guard section.level > 1, ComponentExtractor.namesSizes(section) else { return nil }
            // (`#### Size Variants` under `### Component Overview` of `## Card`: the card's.)
            let owner = ComponentExtractor.groupingOwner(of: section)
            let ownerHeadings = owner.map { Array(section.headings[...$0.depth]) }
            let found: (parent: ComponentSection, identity: (String, String?, ComponentKind))?
            if let ownerHeadings, let owner {
                found = sections[..<position].last { $0.headings == ownerHeadings }.map { ($0, owner.identity) }
            } else {
                found = owningSection(above: position)
            }
            guard let (parent, (name, _, kind)) = found else { return nil }
            let end = sections[(position + 1)...].first(where: { $0.level > 0 && $0.level <= parent.level })?.line ?? Int.max
            let scope = parent.line...max(parent.line, end - 1)
            guard var spec = sizeScale(of: section.blocks, in: section, named: name, kind: kind, scope: scope)
                ?? sizeList(in: section, named: name, kind: kind, scope: scope) else { return nil }
            // `- Border radius: 4px for standard buttons` beside the table: what every size shares.
            var context = context
            context.headings = section.headings
            var shared = SpecBuilder(name: name, kind: kind, line: section.line, context: context)
            StatementSpecReader(statements: ComponentExtractor.proseStatements(statements, in: section), headingCount: section.headings.count).read(into: &shared)
            let read = shared.finish()
            spec.base[.default] = spec.base[.default].merged(over: read.base[.default])
            spec.notDrawn += read.notDrawn.filter { !spec.notDrawn.contains($0) }
            spec.rules += read.rules.filter { rule in !spec.rules.contains { $0.text == rule.text } }
            return spec
        }

        /// `### Sizing and Spacing` under `## Visual Design` of `# Button Design Guidelines`: the
        /// nearest heading above the section that names a component of a kind, the document's
        /// title last of all (by the kind it names among its other words).
        private func owningSection(above position: Int) -> (ComponentSection, (String, String?, ComponentKind))? {
            var level = sections[position].level
            for index in sections[..<position].indices.reversed() where sections[index].level > 0 && sections[index].level < level {
                let candidate = sections[index]
                level = candidate.level
                let bare = ComponentSection(title: candidate.title, line: candidate.line, level: candidate.level, blocks: [], headings: candidate.headings, headingLevels: candidate.headingLevels)
                // (A heading naming a component of no kind owns them only when it says it is one.)
                if let identity = ComponentExtractor.identity(of: bare), identity.2 != .other { return (candidate, identity) }
                if candidate.level == 1, let kind = ComponentKind.classify(candidate.title), kind != .other { return (candidate, (candidate.title, nil, kind)) }
            }
            return nil
        }

        /// `## States` over `| State | Visual Changes |`, under no heading naming a component:
        /// the states of every component of the owning heading's kind (`owningSection`), given
        /// where a component states none of its own. Nil for any other section.
        func stateTable(at position: Int) -> ComponentSpec? {
            let section = sections[position]
            let tables = section.blocks.filter(ComponentExtractor.isStateTable)
            guard section.level > 1, !tables.isEmpty, ComponentExtractor.identity(of: section) == nil,
                  let (parent, (name, _, kind)) = owningSection(above: position) else { return nil }
            var context = context
            context.headings = section.headings
            var builder = SpecBuilder(name: name, kind: kind, line: section.line, context: context)
            for block in tables {
                StatementSpecReader(statements: statements.inBlocks([block.startLine]) { $0.syntax == .table }, headingCount: section.headings.count).read(into: &builder)
            }
            var spec = builder.finish()
            // `| Hover | Darken the fill by 10% |`: a change no value draws is listed with its words.
            for row in tables.flatMap({ statements.inBlocks([$0.startLine]) { $0.syntax == .table } }) {
                guard let name = row.subject.last, let state = ComponentState.from(label: name, kind: kind), state != .default,
                      spec.base[state].isEmpty, !row.value.trimmingWhitespace.isEmpty else { continue }
                let written = DocumentText(text: "\(name): \(row.value.trimmingWhitespace)", provenance: context.provenance(line: row.line))
                if !spec.notDrawn.contains(written) { spec.notDrawn.append(written) }
            }
            guard spec.variants.isEmpty, spec.base.states.keys.contains(where: { $0 != .default }) || !spec.notDrawn.isEmpty else { return nil }
            let end = sections[(position + 1)...].first(where: { $0.level > 0 && $0.level <= parent.level })?.line ?? Int.max
            spec.sizeScale = parent.line...max(parent.line, end - 1)
            return spec
        }

        /// The sizes the tables among `blocks` give the component `name` (one variant per size),
        /// drawn on every component of its kind within `scope`. Nil when no row states a measure.
        func sizeScale(of blocks: [MarkdownNode], in section: ComponentSection, named name: String, kind: ComponentKind, scope: ClosedRange<Int>) -> ComponentSpec? {
            var context = context
            context.headings = section.headings
            var builder = SpecBuilder(name: name, kind: kind, line: section.line, context: context)
            for block in blocks {
                guard case .table = block.kind else { continue }
                let rows = statements.inBlocks([block.startLine]) { $0.syntax == .table }
                guard rows.contains(where: { StatementSpecReader.cellAsLabel($0).map { PropertyPhraseReader.meaning(ofLabel: $0.label) != nil } == true }) else { continue }
                StatementSpecReader(statements: rows, headingCount: section.headings.count).read(into: &builder)
            }
            var spec = builder.finish()
            guard !spec.variants.isEmpty else { return nil }
            spec.sizeScale = scope
            spec.rules = blocks.filter { if case .table = $0.kind { true } else { false } }.flatMap { table in
                ComponentExtractor.sizeRows(of: table, in: document)
            }
            return spec
        }

        /// `- **Default:** height 36 px` and `- **Compact:** height 32 px` under `### Sizes`: one
        /// size a line, each of measures alone and the first named by a size word (`sizeScales`),
        /// read as a table of sizes is. A line that names no size (`Icon-only: square 36 px`) is
        /// listed with its words. Nil when a line gives a colour: those are looks.
        func sizeList(in section: ComponentSection, named name: String, kind: ComponentKind, scope: ClosedRange<Int>) -> ComponentSpec? {
            var context = context
            context.headings = section.headings
            var builder = SpecBuilder(name: name, kind: kind, line: section.line, context: context)
            StatementSpecReader(statements: ComponentExtractor.proseStatements(statements, in: section), headingCount: section.headings.count).read(into: &builder)
            let read = builder.finish()
            let vocabulary = Vocabulary.standard
            func isSize(_ label: String) -> Bool { ComponentKind.words(of: label).first.map(vocabulary.sizeNames.contains) ?? false }
            func measuresAlone(_ set: PropertySet) -> Bool { set.fill == nil && set.textColor == nil && set.borderColor == nil && set.hasVisualProperty }
            var sizes: [ComponentVariant] = []
            var others: [Int] = []
            // (`Default:` is the component's own look to the builder: its label names the size.)
            if !read.base[.default].isEmpty, let line = read.base[.default].statedValues.map(\.line).min(),
               let label = ComponentExtractor.words(onLines: [line], of: document).first?.text.split(separator: ":", maxSplits: 1).first.map(String.init),
               isSize(label), measuresAlone(read.base[.default]) {
                sizes.append(ComponentVariant(name: label.trimmingWhitespace, states: [.default: read.base[.default]], provenance: context.provenance(line: line)))
            } else if !read.base[.default].isEmpty {
                return nil
            }
            for variant in read.variants {
                guard variant.states.keys.allSatisfy({ $0 == .default }), measuresAlone(variant[.default]), isSize(variant.name) else { return nil }
                sizes.append(variant)
            }
            for part in read.parts {
                guard measuresAlone(part.properties) else { return nil }
                if isSize(part.name) {
                    sizes.append(ComponentVariant(name: part.name, states: [.default: part.properties], provenance: part.provenance))
                } else {
                    others.append(part.provenance.line)
                }
            }
            guard sizes.count >= 2 else { return nil }
            sizes.sort { $0.provenance.line < $1.provenance.line }
            var spec = ComponentSpec(name: name, kind: kind, variants: sizes, provenance: context.provenance(line: section.line))
            spec.sizeScale = scope
            spec.rules = ComponentExtractor.words(onLines: sizes.map(\.provenance.line) + others, of: document)
            spec.notDrawn = read.notDrawn
            return spec
        }

        /// The components the document describes only in words (see `DescribedComponent`), from
        /// what each section read; one drawn under the same name elsewhere is not listed.
        public func described(_ read: [[ComponentSpec]]) -> [DescribedComponent] {
            if settled != nil { return settledDescribed }
            let all = read.flatMap { $0 }
            let drawn = Set(all.filter { $0.describedOnly == nil }.map(\.name))
            var seen: Set<String> = []
            return all.compactMap { spec in
                guard let words = spec.describedOnly, !drawn.contains(spec.name), seen.insert(spec.name).inserted else { return nil }
                return DescribedComponent(name: spec.name, kind: spec.kind, provenance: spec.provenance, words: words, understood: spec.statedProperties.sorted())
            } + described(byRadiiAndUsesOf: all, readNothing: read.allSatisfy(\.isEmpty))
        }

        /// A document that describes no component may still name some in its colours' uses: those
        /// drawn from them are known to the radius steps, and the rest are listed.
        private func described(byRadiiAndUsesOf all: [ComponentSpec], readNothing: Bool) -> [DescribedComponent] {
            let measured = MeasureTableRows(tables: measureTables, context: context)
            let uses = readNothing ? KindUses.useComponents(context: context) : useComponents(besides: all)
            let undrawn = measured.undrawn(known: all + uses.drawn, document: document, context: context)
            let radii = describedByRadii(all + uses.drawn)
            // (`Card` listed by a radius step or a table of measures is not listed again by a colour's use.)
            let listed = readNothing ? uses.described : uses.described.filter { use in !(radii + undrawn).contains { $0.kind == use.kind } }
            return radii + listed + undrawn
        }

        /// In a document that describes components, those its colour table's usage column names
        /// (`| --field | #F4F6F8 | Input, table row hover |`) of a kind none of them is or is
        /// named by (`### Cards & Containers`): a use never adds a second component of a kind the
        /// document describes, drawn or in words. A use written in a sentence or a bullet
        /// (`Border color for cards and dividers`) says where a colour goes among the components
        /// described, and names none of its own.
        private func useComponents(besides all: [ComponentSpec]) -> (drawn: [ComponentSpec], described: [DescribedComponent]) {
            let kinds = Set(all.map(\.kind))
            let named = Set(Set(all.flatMap { ComponentKind.words(of: $0.name) }).compactMap(ComponentKind.classify))
            func isNew(_ kind: ComponentKind, line: Int) -> Bool {
                !kinds.contains(kind) && !named.contains(kind)
                    && document.line(line).trimmingWhitespace.hasPrefix("|")
            }
            let uses = KindUses.useComponents(context: context)
            return (uses.drawn.filter { isNew($0.kind, line: $0.provenance.line) }, uses.described.filter { isNew($0.kind, line: $0.provenance.line) })
        }

        /// `- Inputs: 20px` under a radius heading, in a document none of whose components is an
        /// input: the step is all it says of its inputs, and they are listed with its line rather
        /// than lost; a corner alone draws nothing. A step naming a component the document has
        /// (`Cards` beside a card, `Buttons` beside its buttons) only gives that one its corners
        /// (`ScaleUses`), and a step named for a size (`Large`) or for several things
        /// (`Buttons / Inputs`) names no component.
        private func describedByRadii(_ all: [ComponentSpec]) -> [DescribedComponent] {
            let vocabulary = Vocabulary.standard
            let known = all.map { spec in
                (kind: spec.kind, words: Set(([spec.name] + spec.variants.map(\.name)).flatMap { ComponentKind.words(of: $0) }))
            }
            var seen: Set<[String]> = []
            return context.tokens.tokens(of: .radius).compactMap { token -> DescribedComponent? in
                // (A step whose use names components, `Full Pill` for buttons and tags, is named
                // for its shape, and one named with its value no more for a component.)
                guard token.provenance.file == document.file, token.usage.map({ ComponentKind.classify($0) == nil }) ?? true,
                      !token.name.contains(where: { "/,&".contains($0) || $0.isNumber }) else { return nil }
                // (`Radius Cards`: the scale's own word is no part of the name.)
                let words = ComponentKind.words(of: token.name).filter { PropertyPhraseReader.meaning(ofLabel: $0) == nil }
                guard let head = words.last, !words.contains("and"), seen.insert(words).inserted else { return nil }
                let kind = ComponentKind.classifyHead(words.joined(separator: " "))
                guard kind != nil || vocabulary.pictureMarks.contains(head) else { return nil }
                let own = Set(words).subtracting(kind.map(Vocabulary.kindWords(of:)) ?? [])
                let isKnown = known.contains { spec in
                    (kind != nil && spec.kind == kind && own.isSubset(of: spec.words)) || Set(words).isSubset(of: spec.words)
                }
                guard !isKnown else { return nil }
                let line = token.provenance.line
                let written = ComponentExtractor.words(onLines: [line], of: document)
                // The name as the line writes it (`Floating Buttons`), else the step's.
                let label = written.first.flatMap { $0.text.split(separator: ":", maxSplits: 1).first.map { String($0).trimmingWhitespace } }
                let name = label.flatMap { ComponentKind.words(of: $0) == words ? $0 : nil } ?? token.name
                return DescribedComponent(name: name, kind: kind ?? .other, provenance: context.provenance(line: line), words: written, understood: ["radius"])
            }
        }

        /// The document's components, from what each section read.
        public func finish(_ read: [[ComponentSpec]]) -> (specs: [ComponentSpec], diagnostics: [Diagnostic]) {
            if let settled { return settled }
            var diagnostics: [Diagnostic] = []
            let all = read.flatMap { $0 }.filter { $0.describedOnly == nil }
            var specs = ComponentExtractor.merge(all.filter { $0.sizeScale == nil })
            ComponentExtractor.foldStateSections(&specs, sections: sections)
            ComponentExtractor.keepRampStepsOnTheirRamp(&specs)
            SameAsElsewhere.apply(to: &specs)
            StatedKinds(document: document).apply(to: &specs)
            for scale in all where scale.sizeScale != nil { ComponentExtractor.apply(sizes: scale, to: &specs) }
            // A document that describes no component may still name some in its colours' uses.
            if specs.isEmpty, read.allSatisfy({ $0.allSatisfy { $0.describedOnly == nil } }) {
                specs = KindUses.groundComponents(context: context)
            } else {
                specs += useComponents(besides: read.flatMap { $0 }).drawn
            }
            let typeRows = ComponentTypeRows(tokens: context.tokens)
            for index in specs.indices { typeRows.apply(to: &specs[index]) }
            TypeStyleCases(document: document, tokens: context.tokens).apply(to: &specs)
            // A row naming the component (`| Card, modal | 16px |`) before a step whose use names its kind.
            MeasureTableRows(tables: measureTables, context: context).apply(to: &specs)
            ScaleUses(.shadow, tokens: context.tokens).apply(to: &specs)
            ScaleUses(.radius, tokens: context.tokens).apply(to: &specs)
            ScaleUses(.padding, tokens: context.tokens).apply(to: &specs)
            KindUses.applyBorderColors(to: &specs, context: context)
            KindUses.applyFills(to: &specs, context: context)
            SharedClassStates.apply(to: &specs, statements: statements.all, context: context)
            // The finder reads the whole document; only a component without samples needs it.
            if specs.contains(where: \.samples.isEmpty) {
                var finder = SampleFinder(document: document)
                let ownLines = specs.map { $0.understoodLines.union($0.samples.map(\.provenance.line)) }
                // Copy in the words of a component listed as described is that one's, too.
                let describedLines = Set(read.flatMap { $0 }.compactMap(\.describedOnly).flatMap { $0.map(\.provenance.line) })
                for index in specs.indices where specs[index].samples.isEmpty {
                    // A value found where copy was looked for (`Hazard White (#FFFFFF)`) is no copy;
                    // nor is a quotation on a line another component read as its own (a floating
                    // label's "Add-ins" is the select's, not the copy of an "Add to Order" button).
                    specs[index].samples = finder.samples(for: specs[index]).filter { sample in
                        !SpecBuilder.isValueText(sample.value ?? "")
                            && !ownLines.indices.contains { $0 != index && ownLines[$0].contains(sample.provenance.line) }
                            && !describedLines.contains(sample.provenance.line)
                    }
                }
            }
            for index in specs.indices {
                // Copy a variant gives as its own (`**Primary** — "Sign up"`, or quoted on one of
                // its lines: `Use for: CTAs ("Learn more", …)`) labels that variant alone; the
                // base takes the first copy no variant owns. A part's example (`Content: links
                // ("For you", …)`) is copy the variant shows too.
                for sample in specs[index].samples {
                    guard let name = specs[index].variant(writtenOn: sample.provenance.line),
                          let at = specs[index].variants.firstIndex(where: { $0.name == name }),
                          specs[index].variants[at][.default].sampleText == nil else { continue }
                    specs[index].variants[at][.default].sampleText = sample
                }
                let spec = specs[index]
                if spec.base[.default].sampleText == nil, let first = spec.samples.first(where: { !spec.isVariantCopy($0) }) {
                    specs[index].base[.default].sampleText = first
                }
            }
            ClassedElementCopy.apply(to: &specs, document: document)
            if specs.isEmpty {
                diagnostics.append(Diagnostic(.note, "no component descriptions found", file: document.file))
            }
            return (specs, diagnostics)
        }
    }

    /// The component a section describes: its heading, or for a generic heading such as
    /// "Navigation" the label of its first bullet. `Button / primary` names a variant.
    package static func identity(of section: ComponentSection) -> (String, String?, ComponentKind)? {
        // `#### Styles`, `#### Variants` under `### Toggle button`: the parent's variants, never
        // a component named "Styles".
        // `#### Card Variants` under `### Card`: the parent's kind named again is still its own.
        // `#### States & Styles` or `#### Structure` over a style sheet of class rules: the
        // parent's look, written as code.
        let aspectOverRules = StyleSheetRules.holdsClassRules(section.blocks) && StyleSheetRules.isAspectHeading(section.title)
        if section.headings.count >= 2, aspectOverRules || isVariantsHeading(section.title, kind: nil)
            || isVariantsHeading(section.title, kind: ComponentKind.classifyHead(section.headings[section.headings.count - 2])) {
            let parent = ComponentSection(title: section.headings[section.headings.count - 2], line: section.line, level: section.level,
                                          blocks: section.blocks, headings: Array(section.headings.dropLast()),
                                          headingLevels: Array(section.headingLevels.dropLast()))
            if !isVariantsHeading(parent.title, kind: nil), let found = identity(of: parent), aspectOverRules || isVariantsHeading(section.title, kind: found.2) { return found }
        }
        if let owner = groupingOwner(of: section) { return owner.identity }
        // `#### Variant Geometry` under `### Buttons` over `| Variant | Fill | Radius |`: a table
        // whose rows are variants, under a heading that names no kind, holds its parent's variants.
        if section.headings.count >= 2, ComponentKind.classifyHead(section.title) == nil, section.blocks.contains(where: isVariantTable) {
            let parent = ComponentSection(title: section.headings[section.headings.count - 2], line: section.line, level: section.level,
                                          blocks: [], headings: Array(section.headings.dropLast()),
                                          headingLevels: Array(section.headingLevels.dropLast()))
            if let found = identity(of: parent) { return found }
        }
        // `### Primary`, `### Ghost` under `## Buttons`: a heading of variant names alone under
        // a heading naming a kind is a variant of that kind's component, not a component of its
        // own (nor nothing, outside a components section). Numbered as an outline numbers its
        // headings (`### 2. Secondary`), it is the same variant.
        if section.headings.count >= 2, case let numbered = section.title.first?.fastIsNumber == true,
           case let named = numbered ? section.title.replacing(numberOrComponentPrefix, with: "") : section.title,
           Vocabulary.standard.namesVariantOnly(ComponentKind.words(of: named)),
           ComponentKind.classifyHead(named) == nil {
            let parent = ComponentSection(title: section.headings[section.headings.count - 2], line: section.line, level: section.level,
                                          blocks: [], headings: Array(section.headings.dropLast()),
                                          headingLevels: Array(section.headingLevels.dropLast()))
            if ComponentKind.classifyHead(parent.title) != nil, let found = identity(of: parent), found.1 == nil {
                return (found.0, named.trimmingWhitespace, found.2)
            }
        }
        // `#### 主按钮（Primary）`, `#### Primary Button` over a style sheet of its own under
        // `### 按钮（Button）`: a heading whose words, the parent's kind's words aside, all name a
        // look (a bracketed gloss too) is one look of the parent's component, as a heading of
        // variant names alone is.
        if section.headings.count >= 2, StyleSheetRules.holdsClassRules(section.blocks) {
            let parent = ComponentSection(title: section.headings[section.headings.count - 2], line: section.line, level: section.level,
                                          blocks: [], headings: Array(section.headings.dropLast()),
                                          headingLevels: Array(section.headingLevels.dropLast()))
            if let found = identity(of: parent), found.1 == nil, found.2 != .other,
               ComponentKind.classifyHead(section.title).map({ $0 == found.2 }) ?? true,
               let look = lookOfParent(section.title, kind: found.2) {
                return (found.0, look, found.2)
            }
        }
        var title = section.title
        var variant: String?
        // `Badges / Tags / Pills` names alternatives, each a kind: no variant.
        // `Select / Dropdown` over class rules names the rules' components, not a variant.
        if !title.contains(literal: "("), !StyleSheetRules.holdsClassRules(section.blocks), let slash = title.range(ofLiteral: " / "),
           ComponentKind.classifyHead(String(title[slash.upperBound...])) == nil || ComponentKind.classifyHead(String(title[..<slash.lowerBound])) == nil {
            variant = String(title[slash.upperBound...]).trimmingWhitespace
            title = String(title[..<slash.lowerBound])
        }
        if title.first?.fastIsNumber == true || title.lowercased().hasPrefix("component") {
            title = title.replacing(numberOrComponentPrefix, with: "").trimmingWhitespace
        }
        // `## 5.1. Buttons.`: a heading closed by a full stop, as numbered outlines write them,
        // names the buttons, not a component called "Buttons." (an ellipsis is kept).
        if title.hasSuffix("."), !title.hasSuffix(".."), title.count > 1 { title.removeLast() }
        // `### Badge semantic variants`, `### Tag looks` over `| Class | Background | Text |`: a
        // heading naming a kind among other words, over a table whose rows are that kind's
        // variants, is that kind's component, wherever it sits.
        if ComponentKind.classifyHead(title) == nil, let kind = ComponentKind.classify(title), section.blocks.contains(where: isClassTable) {
            return (title, variant, kind)
        }
        // `### Delivery Status Colours` over `| Status | Background | Text Color |`: statuses each
        // with a fill and a text are a status badge's looks, one per row, wherever the heading
        // sits; a heading naming another kind keeps it.
        if ComponentKind.classifyHead(title) == nil, section.blocks.contains(where: StatusTable.holds) {
            return (StatusTable.badgeName(heading: title), variant, .statusBadge)
        }
        if let name = ComponentKind.qualifiedName(title), let kind = ComponentKind.classifyHead(name) { return (name, variant, kind) }
        if let kind = ComponentKind.classifyHead(title) { return (headingName(title, kind: kind), variant, kind) }
        // `### Colors` over `| Button Type | Background Color | Text Color |`: the rows are the
        // looks of the kind the first column's header names, wherever the heading sits.
        if let (name, kind) = section.blocks.lazy.compactMap(kindOfVariantTable).first { return (name, variant, kind) }
        // `Button Hierarchy` over a numbered list of `**Primary:**` lines, or over captions that
        // each name a look (`**Primary**` over `Color: …` paragraphs): the kind's looks, ranked.
        // Head-first languages put the ranking word first (`Hierarquia de botões de ação`).
        let ranksLooks = section.blocks.contains { block in
            if case .list = block.kind { return true }
            return boldCaption(block) != nil
        }
        if ranksLooks, let (named, kind) = ComponentKind.rankedKind(title) { return (named, variant, kind) }
        // `Bottom Navigation (Tab Bar)`: a name no kind's word gives, glossed in brackets by one.
        if let gloss = bracketGloss(of: title), let kind = ComponentKind.classifyHead(gloss) { return (title, variant, kind) }
        // Under `## Components` itself, each bullet that names a kind is a component of its own.
        let introducesComponents = Vocabulary.standard.introducesComponents(title)
        let underComponents = section.headings.dropLast().filter(ComponentKind.isShortHeading)
            .contains { Vocabulary.standard.introducesComponents($0) }
        for block in section.blocks where !introducesComponents {
            // `### Form Elements` over a caption `**Text Fields:**` under `## Components`:
            // captions that all name one kind name what the group holds. Captions of different
            // kinds (`Item Row`, `Summary Panel`) say nothing of the group; nor do two or more
            // that are the kind's words alone (`Input Fields`), which would be one variant.
            if underComponents, boldCaption(block) != nil {
                let captions = section.blocks.compactMap(boldCaption)
                let kinds = captions.map(ComponentKind.classifyHead)
                let kindWords = Vocabulary.allKindWords
                let distinct = captions.count == 1 || captions.allSatisfy { !Set(ComponentKind.words(of: $0)).isSubset(of: kindWords) }
                if let kind = kinds.first ?? nil, kinds.allSatisfy({ $0 == kind }), distinct { return (title, variant, kind) }
                continue
            }
            guard case .list = block.kind, let first = block.items.first?.leadParagraph else { continue }
            if let (label, _) = first.markedText.labelSplit, let kind = ComponentKind.classifyHead(label) { return (title, variant, kind) }
            break
        }
        // Under `## Components`, each subsection with bullets is one, named by its heading; so
        // is one whose heading states its values (`### Tiles: 16px radius, white`).
        // A document's title that mentions components ("Acme UI Components Design System") is
        // not a Components section: every section under it would be drawn. (A closure, not
        // `vocabulary.introducesComponents`: that method reference copied the whole vocabulary,
        // retaining each of its tables, for every section.)
        let heads = section.headings.dropLast().filter(ComponentKind.isShortHeading)
        if !introducesComponents, heads.contains(where: { Vocabulary.standard.introducesComponents($0) }) {
            // (So is one over markup whose elements draw a look, `**Spinner**` over a JSX snippet.)
            if section.headingStates || section.blocks.contains(where: { if case .list = $0.kind { true } else { false } })
                || section.blocks.contains(where: showsMarkupLook) {
                return (title, variant, ComponentKind.classifyComponentName(title) ?? kindOfFirstBullet(in: section) ?? .other)
            }
            // `#### Checkbox` over a style sheet of class rules (`.checkbox { … }`): the rules
            // are the component's look, whatever its name.
            if StyleSheetRules.holdsClassRules(section.blocks), ComponentKind.isShortHeading(title), !Vocabulary.standard.introducesComponents(title),
               StyleSheetRules.headingNamesRules(title, in: section.blocks) {
                // (`### モーダル` is drawn as the modal its English word names: a card.)
                let glossed = Vocabulary.standard.classWordGloss(of: ComponentKind.words(of: title)).joined(separator: " ")
                let kind = ComponentKind.classifyComponentName(title) ?? (glossed.isEmpty ? nil : ComponentKind.classifyComponentName(glossed))
                return (title, variant, kind ?? .other)
            }
            // `### Form fields` over `input, textarea { … }` and `input:focus { … }`, `### Side
            // menu` over `a { … }` and `a.active { … }`: rules for the elements a component is built
            // of are its look. Its kind is the heading's, else the one its first element names.
            if ComponentKind.isShortHeading(title), !Vocabulary.standard.introducesComponents(title),
               let element = StyleSheetRules.elementRules(section.blocks).first {
                return (title, variant, ComponentKind.classifyComponentName(title) ?? ComponentKind.classifyHead(element) ?? .other)
            }
            // `### Promo Tile` over a paragraph: a heading that names a component (a tile, a
            // banner, a modal) is one when prose describes it. Captions over code (`**Android**`
            // over a listing) describe a listing, not a look.
            let isCode: (MarkdownNode) -> Bool = { if case .codeBlock = $0.kind { true } else { false } }
            let isProse: (MarkdownNode) -> Bool = { block in
                guard case .paragraph = block.kind else { return false }
                return boldCaption(block) == nil
            }
            if let kind = ComponentKind.classifyComponentName(title), section.blocks.contains(where: isProse),
               !section.blocks.contains(where: isCode) {
                return (title, variant, kind)
            }
            // `### Forms` over a plain listing of `Input border: 1px solid …` lines, `### Rail`
            // over `Background: …` lines: a spec written as code is the section's component, as
            // its bullets would be. Its kind is the heading's, else the one its labels all open
            // with (`Input background`, `Input border`).
            if let listing = section.blocks.lazy.compactMap(listingLabels).first {
                return (title, variant, ComponentKind.classifyComponentName(title) ?? kindOpening(listing) ?? .other)
            }
            // `### Slider` over `| Property | Value |` (`| Track | #F2E8D5 |`, `| Height | 6px |`):
            // a table of one thing's properties is the heading's component, as its bullets would
            // be; `Detail` and the like after its name say what the section tells of it.
            if section.blocks.contains(where: isPropertyTable) {
                let name = headingName(title, kind: nil)
                return (name, variant, ComponentKind.classifyComponentName(name) ?? .other)
            }
        }
        return nil
    }

    /// Whether a block is markup one of whose snippets has an element whose classes give a look,
    /// or code calling a variant function (`cva(…)`).
    static func showsMarkupLook(_ block: MarkdownNode) -> Bool {
        guard case .codeBlock(let info) = block.kind else { return false }
        if !VariantCallReader.looks(in: block.literal).isEmpty { return true }
        return Vocabulary.standard.isMarkupLanguage(info) && !MarkupClassReader.looks(in: block.literal).isEmpty
    }

    /// `| Property | Value |`, `| Attribute | Spec |`: a table whose first column is headed by a
    /// word for properties (`propertyColumns`) and another by a word for values, so each row
    /// names one property of one thing and gives its value.
    static func isPropertyTable(_ block: MarkdownNode) -> Bool {
        guard case .table = block.kind, let header = block.children.first, header.children.count >= 2,
              let first = header.children.first.map({ ValueScanner.clean($0.plainText).lowercased() }),
              Vocabulary.standard.propertyColumns.contains(first) else { return false }
        return header.children.dropFirst().contains { Vocabulary.standard.column($0.plainText.trimmingWhitespace) == .value }
    }

    /// The labels of a code block written mostly as `Label: value` lines (no braces, no
    /// drawing, no data or markup language), when it has two or more. Nil for any other block.
    static func listingLabels(_ block: MarkdownNode) -> [String]? {
        guard case .codeBlock(let info) = block.kind, Vocabulary.standard.isStyleLanguage(info), !isProgram(block.literal),
              !PlainLineHeading.containsDrawingCharacter(block.literal) else { return nil }
        var labels: [String] = []
        var lines = 0
        for line in block.literal.lineSlices {
            let text = line.trimmingWhitespace
            if text.isEmpty { continue }
            lines += 1
            guard let colon = text.firstIndex(of: ":"), case let label = text[..<colon].trimmingWhitespace,
                  label.first?.isLetter == true, label.count <= 32,
                  !text[text.index(after: colon)...].trimmingWhitespace.isEmpty else { continue }
            labels.append(label)
        }
        return labels.count >= 2 && labels.count * 2 >= lines ? labels : nil
    }

    /// `### Forms` over `- Input Height: 40px`, `- Border: …`: bullets under a heading that names
    /// no kind, the first of which qualifies a property by a kind, describe that kind, when no
    /// other bullet qualifies one by another kind. A first bullet that says something else
    /// (`- 5×5 grid of cells`) leaves the kind unknown, and so does a word that also names a
    /// part (`### Data Table` over `- Header background`: the table's header row).
    static func kindOfFirstBullet(in section: ComponentSection) -> ComponentKind? {
        guard let list = section.blocks.first(where: { if case .list = $0.kind { true } else { false } }),
              let first = list.items.first?.leadParagraph?.markedText.labelSplit?.label,
              let opening = ComponentKind.words(of: first).first, !Vocabulary.standard.partNames.contains(opening),
              let kind = kindOpening([first], atLeast: 1) else { return nil }
        return kindOpening(list.items.compactMap { $0.leadParagraph?.markedText.labelSplit?.label }, atLeast: 1) == kind ? kind : nil
    }

    /// `Input background`, `Input border`: the kind every label qualified by a kind names, when
    /// at least `atLeast` are and they agree.
    static func kindOpening(_ labels: [String], atLeast: Int = 2) -> ComponentKind? {
        let kinds = labels.compactMap { label -> ComponentKind? in
            let words = ComponentKind.words(of: label)
            guard words.count >= 2, let kind = ComponentKind.classify(words[0]),
                  PropertyPhraseReader.meaning(ofLabel: words.dropFirst().joined(separator: " ")) != nil else { return nil }
            return kind
        }
        guard kinds.count >= atLeast, let first = kinds.first, kinds.allSatisfy({ $0 == first }) else { return nil }
        return first
    }

    /// `#### Base Properties`, `#### Type Variants - Colors`, `#### Size Variants` under `##
    /// Button Component` (perhaps with `### Component Overview` or `### Design Specifications`
    /// between): a heading of words that group a component's looks (`groupingHeadingWords`) names
    /// no component; its section is the component's whose heading is the nearest above it that
    /// names a kind, so what it states is shared by the variants beside it. Headings that group or
    /// introduce (`introducingHeadingWords`) are passed over on the way up; a document's title
    /// is never the component. `depth`: the owner's heading among the section's headings.
    package static func groupingOwner(of section: ComponentSection) -> (identity: (String, String?, ComponentKind), depth: Int)? {
        guard section.headings.count >= 2, isGroupingHeading(section.title) else { return nil }
        let vocabulary = Vocabulary.standard
        for depth in stride(from: section.headings.count - 2, through: 0, by: -1) {
            let title = section.headings[depth]
            let words = ComponentKind.words(of: title).filter { !$0.allSatisfy(\.fastIsNumber) }
            if isGroupingHeading(title) || (!words.isEmpty && words.allSatisfy(vocabulary.introducingHeadingWords.contains)
                && !words.allSatisfy({ $0 == "component" })) { continue }
            guard section.headingLevels[depth] > 1 else { return nil }
            guard ComponentKind.classifyHead(title) != nil else {
                // `## Tile Component Specification`: a heading that says it names a component,
                // of no kind the vocabulary knows, is still that component's.
                if words.contains("component"), case let name = headingName(title, kind: nil), name != title,
                   LabelledText.isName(name, maxWords: 3),
                   !ComponentKind.words(of: name).allSatisfy(vocabulary.headingQualifiers.contains) {
                    return ((name, nil, ComponentKind.classifyComponentName(name) ?? .other), depth)
                }
                // `### Sidebar` (or `### RiskGauge`) under `## Core Components`: a name of no kind
                // the vocabulary knows, in a components section, is the component its grouping
                // sub-headings (`#### Visual Spec`, `#### States`) describe, never one named by them.
                let name = title.replacing(numberOrComponentPrefix, with: "").trimmingWhitespace
                guard depth >= 1, LabelledText.isName(name, maxWords: 3), !vocabulary.introducesComponents(name),
                      section.headings[..<depth].contains(where: { ComponentKind.isShortHeading($0) && vocabulary.introducesComponents($0) }),
                      !words.allSatisfy(vocabulary.headingQualifiers.contains) else { return nil }
                return ((name, nil, ComponentKind.classifyComponentName(name) ?? .other), depth)
            }
            let owner = ComponentSection(title: title, line: section.line, level: section.headingLevels[depth], blocks: [],
                                         headings: Array(section.headings[...depth]), headingLevels: Array(section.headingLevels[...depth]))
            return identity(of: owner).map { ($0, depth) }
        }
        return nil
    }

    /// The words of a heading's one bracket at its end (`Tab Bar` in `Bottom Navigation (Tab
    /// Bar)`), nil without one.
    /// The look a sub-heading names under a heading of `kind` (`主按钮（Primary）` → `Primary`,
    /// `Ghost button` → `Ghost`): nil unless every word, `kind`'s own words aside, names a
    /// look (`variantNames`). A bracketed gloss that names a look alone is the look's name.
    static func lookOfParent(_ title: String, kind: ComponentKind) -> String? {
        let kindWords = Vocabulary.kindWords(of: kind)
        let spaced = String(title.map { "()（）".contains($0) ? " " : $0 }).replacing(numberOrComponentPrefix, with: "")
        let all = ComponentKind.words(of: spaced).filter { !$0.allSatisfy(\.isNumber) }
        let words = all.filter { !kindWords.contains($0) }
        guard Vocabulary.standard.namesVariantOnly(words) else { return nil }
        let trimmed = title.trimmingWhitespace
        if let open = trimmed.lastIndex(where: { $0 == "(" || $0 == "（" }), trimmed.last == ")" || trimmed.last == "）" {
            let inside = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)].trimmingWhitespace
            // (A gloss translates: `（主要CTA）` after a heading in its own script is a note.)
            if !inside.contains(where: \.isIdeographicOrKana),
               Vocabulary.standard.namesVariantOnly(ComponentKind.words(of: String(inside)).filter { !kindWords.contains($0) }) { return String(inside) }
        }
        // (`### Solid button` without a gloss names a component of its own, as before.)
        guard words.count == all.count else { return nil }
        // (`Ghost button`: the look's own words.)
        let named = trimmed.replacing(numberOrComponentPrefix, with: "").split(separator: " ").filter { token in
            let read = ComponentKind.words(of: String(token))
            return read.isEmpty || !read.allSatisfy(kindWords.contains)
        }
        return named.isEmpty ? trimmed : named.joined(separator: " ")
    }

    static func bracketGloss(of title: String) -> String? {
        let trimmed = title.trimmingWhitespace
        guard trimmed.last == ")", let open = trimmed.lastIndex(of: "("), open > trimmed.startIndex else { return nil }
        let inside = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)].trimmingWhitespace
        return inside.isEmpty || inside.contains("(") ? nil : String(inside)
    }

    /// `🔘 Button Component Specification` → `Button`: the component a heading names, without the
    /// marks before it or the words after it that say what its section tells of it
    /// (`headingQualifiers`), as long as what is left names the same kind.
    /// `kind` nil: a heading naming no kind, whose qualifiers alone are dropped.
    static func headingName(_ title: String, kind: ComponentKind?) -> String {
        // `ボタン（src/ui/button.tsx）`, `Button (Button.swift)`: the file an aside names is where
        // the component is written, no part of its name.
        let title = droppingFileAsides(title)
        var words = title.split(separator: " ").map(String.init)
        while let first = words.first, !first.contains(where: { $0.isLetter || $0.isNumber }) { words.removeFirst() }
        while words.count > 1, let last = words.last, case let read = ComponentKind.words(of: last), read.count == 1,
              Vocabulary.standard.headingQualifiers.contains(read[0]) {
            words.removeLast()
        }
        // `Règles des cartes`: the kind's words after a qualifier written first, capitalised as the heading was.
        if case let count = ComponentKind.leadingQualifierCount(words.map { ComponentKind.words(of: $0).joined(separator: " ") }), count > 0 {
            let capital = words[0].first?.isUppercase == true
            words.removeFirst(count)
            if capital, let first = words.first { words[0] = first.prefix(1).uppercased() + first.dropFirst() }
        }
        let name = words.joined(separator: " ")
        return name != title && !name.isEmpty && ComponentKind.classifyHead(name) == kind ? name : title
    }

    /// The heading without its bracketed asides that name a file (`（src/ui/button.tsx）`,
    /// `(Button.swift)`): one word with a path's slash or a file's extension.
    static func droppingFileAsides(_ title: String) -> String {
        var out = title
        for (open, close) in [("（", "）"), ("(", ")")] {
            while let start = out.range(of: open), let end = out.range(of: close, range: start.upperBound..<out.endIndex) {
                let inside = out[start.upperBound..<end.lowerBound].trimming(charactersIn: "` ")
                let isFile = !inside.isEmpty && !inside.contains(" ")
                    && (inside.contains("/") || inside.split(separator: ".").last.map { ext in inside.contains(".") && (2...5).contains(ext.count) && ext.allSatisfy(\.isLetter) } == true)
                guard isFile else { break }
                out.replaceSubrange(start.lowerBound..<end.upperBound, with: "")
            }
        }
        let trimmed = out.trimmingWhitespace
        return trimmed.isEmpty ? title : trimmed
    }

    /// `| Variant | Background | Radius |`, `| Variant | :hover | :active |`, `| Variant | Style |`:
    /// a table whose first column names variants (`variantListLabels`) and whose other columns
    /// name a property, a state or the whole look in words, so each row is a variant's look.
    /// `| Button Type | Background | Text |`, `| Badge Variant | Fill |`: a table of variants whose
    /// first column's header is a kind's word and a word for its looks (`variantListLabels`): that
    /// kind, named by its word as the header writes it.
    static func kindOfVariantTable(_ block: MarkdownNode) -> (String, ComponentKind)? {
        guard case .table = block.kind, let header = block.children.first, let first = header.children.first?.plainText else { return nil }
        let words = ComponentKind.words(of: first)
        let own = words.filter { !variantListWords.contains($0) }
        guard !own.isEmpty, own.count < words.count, let kind = ComponentKind.classifyHead(own.joined(separator: " ")), kind != .other,
              header.children.dropFirst().contains(where: { cell in
                  let label = cell.plainText.trimmingWhitespace
                  return PropertyPhraseReader.meaning(ofLabel: label) != nil || Vocabulary.standard.isLookLabel(label)
              }) else { return nil }
        let name = first.split(whereSeparator: \.fastIsWhitespace).filter { !variantListWords.contains(ComponentKind.words(of: String($0)).joined(separator: " ")) }
        return (name.joined(separator: " "), kind)
    }

    /// A heading of a component's sizes (`#### Sizes`, `### Sizing and Spacing`, `### Button
    /// Sizes`: the vocabulary's `sizeScales` headings, the kind's word aside), or one over a
    /// table of sizes (`isSizeTable`).
    static func namesSizes(_ section: ComponentSection) -> Bool {
        let headings = Vocabulary.standard.sizeScaleHeadings
        let words = ComponentKind.words(of: section.title)
        if headings.contains(words.joined(separator: " ")) { return true }
        if let kind = ComponentKind.classify(section.title), case let own = words.filter({ !Vocabulary.kindWords(of: kind).contains($0) }),
           own.count < words.count, headings.contains(own.joined(separator: " ")) {
            return true
        }
        return section.blocks.contains(where: isSizeTable)
    }

    /// `| Size | Height | Padding |`, `| 尺寸 | 高度 | 左右内边距 | 字号 |`: a table whose first column
    /// names sizes (its header one of the `sizeScales` headings) beside a measure a size sets.
    static func isSizeTable(_ block: MarkdownNode) -> Bool {
        guard case .table = block.kind, let header = block.children.first, let first = header.children.first?.plainText,
              Vocabulary.standard.sizeScaleHeadings.contains(ComponentKind.words(of: first).joined(separator: " ")) else { return false }
        return header.children.dropFirst().contains { cell in
            switch Vocabulary.standard.property(cell.plainText.trimmingWhitespace) {
            case .height?, .minHeight?, .padding?, .horizontalPadding?, .verticalPadding?, .fontSize?: true
            default: false
            }
        }
    }

    /// `| State | Visual Changes |`: a table whose first column names states (`stateNouns`).
    static func isStateTable(_ block: MarkdownNode) -> Bool {
        guard case .table = block.kind, let first = block.children.first?.children.first?.plainText,
              case let words = ComponentKind.words(of: first), words.count == 1 else { return false }
        return Vocabulary.standard.stateNouns.contains(words[0]) || Vocabulary.standard.stateNouns.contains(String(words[0].dropLast()))
    }

    static func isVariantTable(_ block: MarkdownNode) -> Bool {
        guard case .table = block.kind, let header = block.children.first,
              let first = header.children.first?.plainText, case let words = ComponentKind.words(of: first),
              !words.isEmpty, words.allSatisfy(variantListWords.contains)
                || Vocabulary.standard.classColumns.contains(ValueScanner.clean(first).lowercased()) else { return false }
        return header.children.dropFirst().contains { cell in
            let label = cell.plainText.trimmingWhitespace
            return PropertyPhraseReader.meaning(ofLabel: label) != nil || Vocabulary.standard.isLookLabel(label)
                || ComponentState.from(label: label, kind: nil).map { $0 != .default } == true
        }
    }

    /// `| Class | Background | Text |`: a table of variants whose rows are named by their CSS
    /// class (`classColumns`).
    static func isClassTable(_ block: MarkdownNode) -> Bool {
        guard isVariantTable(block), let first = block.children.first?.children.first?.plainText else { return false }
        return Vocabulary.standard.classColumns.contains(ValueScanner.clean(first).lowercased())
    }

    /// A heading every word of which groups a component's looks (`Base Properties`, `Color Variants`).
    static func isGroupingHeading(_ title: String) -> Bool {
        let words = ComponentKind.words(of: title).filter { !$0.allSatisfy(\.fastIsNumber) }
        return !words.isEmpty && words.allSatisfy(Vocabulary.standard.groupingHeadingWords.contains)
    }

    /// The words of the vocabulary's `variantListLabels`, formed once.
    private static let variantListWords = Set(Vocabulary.standard.variantListLabels.flatMap { ComponentKind.words(of: $0) })

    /// A heading every word of which names a list of variants (`Styles`, `Variants`, `Types`):
    /// the vocabulary's `variantListLabels`.
    /// With a `kind`, the kind's own words may name it too (`Card Variants` under a card).
    static func isVariantsHeading(_ title: String, kind: ComponentKind?) -> Bool {
        let words = ComponentKind.words(of: title)
        let named = variantListWords
        let own = kind.map { kind in kind == .other ? [] : Vocabulary.kindWords(of: kind) } ?? []
        return words.contains(where: named.contains) && words.allSatisfy { named.contains($0) || own.contains($0) }
    }

    /// A paragraph that is only bold text, with or without a colon (`**Input Fields:**`): a
    /// caption over the list that follows.
    package static func boldCaption(_ block: MarkdownNode) -> String? {
        guard case .paragraph = block.kind, let only = block.children.first, case .strong = only.kind,
              [":", ""].contains(block.children.dropFirst().map(\.plainText).joined().trimmingWhitespace) else { return nil }
        var text = only.plainText.trimmingWhitespace
        if text.hasSuffix(":") { text.removeLast() }
        return text.isEmpty ? nil : text
    }

    /// Whether a spec gives enough of a look to draw. A component of a known kind is drawn in
    /// that kind's shape with whatever it states; one of no known kind is only a box, drawn when
    /// it states a colour and at least half of the lines describing it were read as values
    /// (`Clean header on white`, `Logo + search bar centered` are a description, not a look).
    package static func isDrawable(_ spec: ComponentSpec, describedOn lines: Set<Int>) -> Bool {
        guard spec.kind == .other else { return true }
        let colours: Set<String> = ["fill", "textColor", "borderColor"]
        guard !spec.statedProperties.isDisjoint(with: colours) else { return false }
        guard !lines.isEmpty, !statesText(spec) else { return true }
        return spec.understoodLines.intersection(lines).count * 2 >= lines.count
    }

    /// Whether a variant of the spec states a text colour and a type size: a link or a nav item
    /// described by its text alone (`Color: #14213D`, `Font-size: 14px`, `Font-weight: 700`) is
    /// drawn as that text, though a type's lines are read as one value.
    static func statesText(_ spec: ComponentSpec) -> Bool {
        ([spec.base] + spec.variants).contains { variant in
            variant.states.values.contains { set in
                guard set.textColor != nil, let font = set.font?.value else { return false }
                return font.size != nil || font.sizeReference != nil
            }
        }
    }

    /// The document's lines, as written, trimmed of list markers and bold markers: what a
    /// described component shows.
    package static func words(onLines lines: [Int], of document: MarkdownDocument) -> [DocumentText] {
        var seen: Set<Int> = []
        return lines.filter { seen.insert($0).inserted }.sorted().prefix(16).map { line in
            // Bold markers are emphasis, not words (`- **Header Nav**:` shows "Header Nav:").
            let text = document.line(line).trimmingWhitespace.trimming(charactersIn: "-*+ ").replacing("**", with: "")
            return DocumentText(text: text, provenance: Provenance(file: document.file, line: line, excerpt: document.line(line)))
        }
    }

    /// Code with structure (braces, or calls and collections left open at a line's end, as
    /// Flutter's widget trees are), rather than a listing of `Label: value` lines.
    package static func isProgram(_ code: String) -> Bool {
        code.contains(literal: "{") || code.contains(literal: "}") || code.lineSlices.contains { line in
            guard let last = line.trimmingWhitespace.last else { return false }
            return last == "(" || last == "["
        }
    }

    /// Whether a block's lines are all utility classes (```` ```css ```` over `px-6 py-2
    /// rounded-lg font-medium`): the component's look written as its class list, which is no
    /// style sheet's declarations, though the fence says CSS.
    /// A line after an arrow (`→ text-success (copied state)`) says what the look becomes, read
    /// as a state when its note names one (`StatementSpecReader`).
    package static func isClassListing(_ code: [Statement]) -> Bool {
        code.contains { !changesLook($0) } && code.allSatisfy { statement in
            guard statement.syntax == .code, statement.label.isEmpty else { return false }
            return UtilityClassReader.isClassList(changesLook(statement) ? statement.value.dropFirst().trimmingWhitespace : statement.value)
        }
    }

    /// Whether a code line opens with an arrow: what a look changes to.
    package static func changesLook(_ statement: Statement) -> Bool {
        statement.value.first.map(CodeStatementReader.changeArrows.contains) == true
    }

    /// The bullet and paragraph statements of a section's own blocks.
    package static func proseStatements(_ statements: DocumentStatements, in section: ComponentSection) -> [Statement] {
        let heading = section.headingStates ? [section.line...section.line] : []
        return statements.prose(onLines: heading + section.blocks.compactMap { block -> ClosedRange<Int>? in
            switch block.kind {
            case .list, .paragraph, .blockQuote: block.startLine...block.endLine
            default: nil
            }
        })
    }

    /// The prose statements of a section's blocks, the declarations of its style sheets and
    /// the elements its markup shows.
    package static func sectionStatements(_ statements: DocumentStatements, in section: ComponentSection, document: MarkdownDocument) -> [Statement] {
        var codeBlocks = Set<Int>()
        var markupBlocks = Set<Int>()
        for block in section.blocks {
            guard case .codeBlock(let info) = block.kind else { continue }
            if Vocabulary.standard.isStyleLanguage(info) { codeBlocks.insert(PlainLineHeading.firstCodeLine(of: block, in: document)) }
            if Vocabulary.standard.isMarkupLanguage(info) || VariantCallReader.containsCall(block.literal) { markupBlocks.insert(PlainLineHeading.firstCodeLine(of: block, in: document)) }
        }
        let prose = proseStatements(statements, in: section)
        // Declarations only: a style sheet's other lines are selectors and values already read.
        // Of markup, its elements' classes.
        let code = statements.inBlocks(codeBlocks) { ($0.syntax == .code && !$0.label.isEmpty) || $0.syntax == .markup }
            + statements.inBlocks(markupBlocks) { $0.syntax == .markup }
        return (prose + code).sorted { $0.line < $1.line }
    }

    /// Components a section without a component heading describes under captions or parent
    /// bullets that name them (`**Primary Button**:` then its property bullets).
    /// `splitting`: the section's heading names a group, not a component (`### Navigation`), and
    /// each of its captions is a component of its own (see `ownComponents`).
    /// `gathers`: the section's heading names no component of its own (`### Checkout Pieces`).
    /// `grouped`: the section's heading gathers the components its bullets name
    /// (`gathersNamedComponents`), each a box of its own, never a link's text.
    package static func namedComponents(_ statements: [Statement], in section: ComponentSection, context: ComponentContext, splitting: Bool = false, gathers: Bool = false,
                                        grouped: Bool = false) -> [ComponentSpec] {
        // Sections about one property across the system (typography, spacing) caption what
        // each kind of text looks like, not components.
        if let heading = section.headings.last?.lowercased(), Vocabulary.standard.propertyHeadings.contains(where: { heading.contains(literal: $0) }) { return [] }
        let depth = section.headings.count
        let owners = ownComponents(statements, in: section, splitting: splitting, gathers: gathers, grouped: grouped)
        // `- **Container**: …` under `#### Visual Spec` of `### RegimeCard`: the box of the
        // component the sub-heading describes, never a component called "Container".
        let ownBoxNamed = groupingOwner(of: section) != nil
        var order: [[String]] = []
        var groups: [[String]: [Statement]] = [:]
        // Each bullet's path as a parent (its subject, then its label) and its first line: what
        // a statement nested under a parent bullet, rather than under a caption, sits in.
        var parentBullets: [[String]: Int] = [:]
        for statement in statements where statement.syntax == .bullet {
            let path = statement.subject + [statement.label]
            parentBullets[path] = min(parentBullets[path] ?? statement.line, statement.line)
        }
        // `.card__header` and `.input--error` beside `.card` and `.input`: a BEM element is a part
        // of its block and a modifier a look of it, read with the block's rule, never a
        // component of its own.
        let blockRules = Set(statements.compactMap { statement -> String? in
            guard statement.syntax == .code, statement.subject.count > depth, let selector = StyleSheetRules.parse(statement.subject[depth]),
                  selector.classes.count == 1, selector.descendant.isEmpty else { return nil }
            return selector.classes[0]
        })
        func owned(_ subject: String) -> String {
            guard let block = StyleSheetRules.bemBlock(of: subject), blockRules.contains(block) else { return subject }
            return "." + block
        }
        // The one-line component bullet the bullets that follow it may give states to.
        var stateOwner: [String]?
        for var statement in statements where statement.subject.count >= depth {
            let follows = stateOwner
            if statement.syntax == .bullet, statement.subject.count == depth { stateOwner = nil }
            // Under a component's own caption or parent bullet (`**Quantity Picker**`), every line
            // is that component's: a label naming a kind (`- Buttons: round …`) names one of its
            // parts, not a component of its own.
            if !owners.isEmpty {
                let inner = statement.subject.dropFirst(depth)
                var head = inner.first
                if head == nil, statement.syntax == .bullet, !statement.label.isEmpty, owners[statement.label] != nil {
                    // The one-line bullet or the parent bullet that names it: what follows its
                    // label is its look.
                    guard !statement.value.isEmpty else { continue }
                    head = statement.label
                    statement.subject.append(statement.label)
                    statement.label = ""
                }
                if let head, owners[head] != nil {
                    let key = Array(statement.subject.prefix(depth + 1))
                    if groups[key] == nil { order.append(key) }
                    groups[key, default: []].append(statement)
                    continue
                }
            }
            // A bullet whose label names a kind describes that component in one line:
            // `- Button: bg-primary text-primary-foreground`, or
            // `**Floating action button:** Bottom-right, 56pt circle, \`brandTeal\`, "+" icon`,
            // also under a caption that names no component (`**Specialized UI**:` above the list).
            let inner = statement.subject.dropFirst(depth)
            // `- **Input:** height 36 px …` then `- **Focus:** border …` and `- **Error:** …`: a
            // state's bullet right after a field's one-line bullet is that field's state. (After
            // any other component, `Hover: every link …` may speak for the whole section.)
            if inner.isEmpty, statement.syntax == .bullet, let owner = follows, let name = owner.last,
               let kind = subjectKind(name), kind == .textInput || kind == .textEditor,
               let state = ComponentState.from(label: statement.label, kind: kind), state != .default {
                statement.subject = owner
                groups[owner, default: []].append(statement)
                stateOwner = owner
                continue
            }
            let underCaption = inner.count == 1 && !(parentBullets[statement.subject].map { $0 < statement.line } ?? false)
            let oneLine = inner.isEmpty
            if inner.isEmpty || (underCaption && subjectKind(inner.first!) == nil) {
                // A name, not an instruction: "Create a floating navigation pill" is a prompt.
                guard statement.syntax == .bullet, !statement.label.isEmpty, LabelledText.isName(statement.label, maxWords: 4),
                      ComponentKind.classifyHead(statement.label) != nil,
                      !ownBoxNamed || !Vocabulary.standard.containerPartNames.contains(ComponentKind.words(of: statement.label).joined(separator: " "))
                else { continue }
                statement.subject.append(statement.label)
                // `- **Button (outline)**: …` beside `- **Button (primary)**: …`: the note names
                // the variant (or the state) the line describes, so the two stay two looks.
                if let note = statement.labelNote, namesLook(note) { statement.subject.append(note) }
                // Utility classes are read as classes; words as the component's own phrase.
                if UtilityClassReader.isClassList(statement.value) { statement.label = "" }
            }
            // The first caption, parent bullet or code scope that names a component.
            guard let index = statement.subject.indices.dropFirst(depth).first(where: {
                subjectKind(owned(statement.subject[$0])) != nil
                    && !(ownBoxNamed && Vocabulary.standard.containerPartNames.contains(ComponentKind.words(of: statement.subject[$0]).joined(separator: " ")))
            }) else { continue }
            // `.button-colored` and `.button-colored:hover` describe one component; so do
            // `.input` and `.input.error`.
            let key = Array(statement.subject[..<index]) + [StatementSpecReader.selector(StyleSheetRules.ownClass(of: owned(statement.subject[index]))).name]
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(statement)
            if oneLine, key.count == depth + 1 { stateOwner = key }
        }
        return order.compactMap { key in
            guard let group = groups[key], let subject = key.last else { return nil }
            let name = subject
            if key.count == depth + 1, let owner = owners[name] {
                // A component of its own: drawn when what it states gives a look, else listed
                // with its words; a one-line bullet of which nothing was read is left out.
                let kind = ComponentKind.classifyHead(name) ?? headKind(of: name) ?? .other
                var builder = SpecBuilder(name: name, kind: kind, line: owner.line, context: context)
                builder.readsText = owner.oneLine && kind == .other && !grouped
                StatementSpecReader(statements: group, headingCount: key.count).read(into: &builder)
                var spec = builder.finish()
                let lines = group.map(\.line)
                // Whatever its kind, it is drawn by what it states itself, as a box of no known
                // kind is: a kind named by its name alone (`Mobile Nav`) is no look.
                // Its colour must come from a line that says what it colours (`Background:`,
                // `Active state:`, `Background #0B0B0B, text …`, or its own one-line bullet):
                // `Flour Red spinner` under `**Loading**` names a part's colour, not the fill.
                var asBox = spec
                asBox.kind = .other
                let keyed = Set(group.filter { statement in
                    owner.oneLine || statement.syntax == .markup || (!statement.label.isEmpty && (PropertyPhraseReader.meaning(ofLabel: statement.label) != nil
                        || ComponentState.from(label: statement.label, kind: kind) != nil))
                        || (statement.label.isEmpty && namesColourRole(statement.value))
                }.map(\.line))
                // A line read as text alone (`Thin white line at the bottom`) is drawn as text only
                // with a size: a colour and a weight are no text's look.
                let textOnly = builder.readsText && !spec.statedProperties.contains("fill") && !spec.statedProperties.contains("borderColor")
                if spec.hasContent, isDrawable(asBox, describedOn: Set(lines)), statesColour(spec, onLines: keyed),
                   !textOnly || statesText(spec) { return spec }
                // (Under a heading that gathers components, each bullet names one: listed.)
                guard !owner.oneLine || grouped || !spec.statedProperties.isEmpty else { return nil }
                spec.describedOnly = words(onLines: lines, of: context.document)
                return spec
            }
            let written = group[0].subject.count >= key.count ? group[0].subject[key.count - 1] : name
            guard let kind = subjectKind(owned(written)) else { return nil }
            if Self.isLayoutOrPartRule(name, group: group, among: statements) { return nil }
            let caption = key.count == depth + 1 ? captionLine(of: name, in: section) : nil
            // (`**Tab Bar Rules:**` names a tab bar, as a heading would.)
            var builder = SpecBuilder(name: headingName(name, kind: kind), kind: kind, line: group[0].line, context: context)
            // `.input` beside `.input.error`: the modifier classes name the component's variants
            // and states, read as a style sheet under the component's heading is.
            let selectors = group.compactMap { $0.subject.count >= key.count ? $0.subject[key.count - 1] : nil }
            let rules = selectors.contains(where: { (StyleSheetRules.parse($0)?.classes.count ?? 0) > 1 || owned($0) != $0 })
                ? StyleSheetRules(name: name, selectors: Array(Set(selectors)).sorted()) : nil
            var reader = StatementSpecReader(statements: group, headingCount: rules == nil ? key.count : key.count - 1)
            reader.rules = rules
            reader.read(into: &builder)
            var spec = builder.finish()
            if let rules { rules.settle(&spec) }
            if spec.hasContent { return spec }
            // A caption naming a kind over lines that give no look (`**Glow Card**` over "dark
            // card with a lagoon border highlight") is listed with its words, not lost. (A caption
            // over a drawing, `**Table cells:**` over a diagram of a border weight, is an example.)
            guard let caption, group.allSatisfy({ $0.syntax == .bullet }) else { return nil }
            spec.describedOnly = words(onLines: group.map(\.line), of: context.document)
            spec.provenance = Provenance(file: context.document.file, line: caption, excerpt: context.document.line(caption))
            return spec
        }
    }

    /// `/* Primary */` over declarations, then `/* Outline */` over others, in one block with no
    /// rule around them: two or more comments each naming a variant head that variant's lines,
    /// which are not one look with the last line of each property winning. A comment may name
    /// the look with the kind's words (`/* Primary button */`, `/* プライマリボタン */`), and a
    /// state of it in brackets (`/* Primary button (hover) */`); one naming a state alone
    /// (`/* Disabled */`, `/* 無効状態 */`) heads the component's own look in that state, and
    /// any other (`/* Shared */`) its own look.
    static func commentVariants(_ code: [Statement], headingCount: Int, kind: ComponentKind) -> [Statement] {
        let vocabulary = Vocabulary.standard
        let kindWords = Vocabulary.kindWords(of: kind)
        // (`ホバー`, `無効状態`: a state's word in a script without spaces opens the text, whose
        // characters `from(label:)` reads one by one.)
        let unspacedStates = vocabulary.stateWords.keys.filter { !$0.utf8.allSatisfy { $0 < 0x80 } }
            .sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 }
        func state(of text: String) -> ComponentState? {
            let found = ComponentState.from(label: text, kind: kind)
                ?? unspacedStates.first { text.hasPrefix($0) }.flatMap { vocabulary.stateWords[$0] }
            return found == .default ? nil : found
        }
        // The look a comment names (its words less the kind's), and the state its note names.
        func reading(_ comment: String) -> (look: String?, state: ComponentState?) {
            var name = comment.trimmingWhitespace
            var note: String?
            if let open = name.firstIndex(where: { $0 == "(" || $0 == "（" }), open > name.startIndex {
                note = name[name.index(after: open)...].trimming(charactersIn: " )）")
                name = String(name[..<open]).trimmingWhitespace
            }
            let words = ComponentKind.words(of: name).filter { !kindWords.contains($0) }
            if !words.isEmpty, words.allSatisfy(vocabulary.variantNames.contains) { return (name, note.flatMap(state(of:))) }
            return (nil, note == nil ? state(of: name) : nil)
        }
        var readings: [String: (look: String?, state: ComponentState?)] = [:]
        for group in Set(code.compactMap(\.commentGroup)) { readings[group] = reading(group) }
        guard Set(readings.values.compactMap { $0.look }).count >= 2 else { return code }
        return code.map { statement in
            guard let group = statement.commentGroup, let read = readings[group], statement.subject.count == headingCount else { return statement }
            var named = statement
            if let look = read.look { named.subject.append(look) }
            if let state = read.state { named.subject.append(state.rawValue) }
            return named
        }
    }

    /// `border-accent bg-accent/10 text-accent  (filter pill)` over `… text-white  (config tab)`:
    /// lines of classes each with a note of its own name the looks they draw, which are not one
    /// look with the last line winning. (One note among plain lines, `(or rounded-full for
    /// pills)`, is an aside on its line.)
    static func noteVariants(_ code: [Statement], headingCount: Int) -> [Statement] {
        let looks = code.filter { !changesLook($0) }
        let notes = looks.compactMap(\.comment)
        guard notes.count == looks.count, Set(notes).count == notes.count, notes.count >= 2 else { return code }
        return code.map { statement in
            guard !changesLook(statement), let note = statement.comment, statement.subject.count == headingCount else { return statement }
            var named = statement
            named.subject.append(note)
            return named
        }
    }

    /// The kind a caption, a parent bullet or a code scope names: a heading's head noun, or for
    /// a style sheet's class (`.info-box`, `.modal-content`) the wider words classes are named
    /// with (`ComponentKind.classifyClass`).
    static func subjectKind(_ subject: String) -> ComponentKind? {
        let name = StatementSpecReader.selector(StyleSheetRules.ownClass(of: subject)).name
        return subject.trimmingWhitespace.hasPrefix(".") ? ComponentKind.classifyClass(name) : ComponentKind.classifyHead(name)
    }

    /// A class rule in code that draws no component of its own: one stating only layout
    /// (`.card-grid { display: grid; gap: 24px }`, `.hero .container`, a header's `display:
    /// flex; margin-bottom: 24px`: `layoutOnlyProperties`), whose lengths are no type; or a part
    /// class of a kind (`.card-title`, `.card-icon`, `.panel__body`: a kind's class then `partNames`
    /// words) with no rule for that kind's own class beside it, an element of a component drawn
    /// elsewhere, not a "Title card".
    static func isLayoutOrPartRule(_ name: String, group: [Statement], among statements: [Statement]) -> Bool {
        guard group.allSatisfy({ $0.syntax == .code }) else { return false }
        let vocabulary = Vocabulary.standard
        if group.allSatisfy({ vocabulary.layoutOnlyProperties.contains($0.label.lowercased()) }) { return true }
        // The rule's selector as written (the name is its words, the kind last: `Title card`).
        guard let written = group.first?.subject.first(where: { StatementSpecReader.selector($0).name == name }) else { return false }
        let selector = written.trimmingWhitespace.split(separator: ":").first.map(String.init) ?? ""
        guard selector.hasPrefix("."), !selector.contains(" ") else { return false }
        let classes = selector.dropFirst().split(separator: ".")
        guard classes.count == 1, let head = classes.first?.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init),
              head.count < classes[0].count, ComponentKind.classifyClass(head) != nil else { return false }
        let rest = ComponentKind.words(of: classes[0].dropFirst(head.count).replacing(literal: "-", with: " ").replacing(literal: "_", with: " "))
        guard !rest.isEmpty, rest.allSatisfy(vocabulary.partNames.contains) else { return false }
        // `.card { … }` beside it: the style sheet of that card, whose parts its reading places.
        let own = StatementSpecReader.selector("." + head).name
        return !statements.contains { $0.syntax == .code && $0.subject.contains { StatementSpecReader.selector($0).name == own } }
    }

    /// A label's bracketed note that names a look of its component (`primary`, `outline`,
    /// `focus`): a short name with no value or appearance in it, and no property's name unless
    /// it is a variant's too (`outline`).
    static func namesLook(_ note: String) -> Bool {
        guard LabelledText.isName(note, maxWords: 2), !note.contains(where: { $0.isNumber }), ColorValueScanner.matches(in: note).isEmpty,
              Vocabulary.standard.column(note) == nil else { return false }
        let words = ComponentKind.words(of: note)
        let vocabulary = Vocabulary.standard
        return PropertyPhraseReader.meaning(ofLabel: note) == nil
            || words.allSatisfy { vocabulary.variantNames.contains($0) || vocabulary.stateWords[$0] != nil || vocabulary.activeStateWords.contains($0) }
    }

    /// The labels of a section's bullets that name pieces of the section's own component, not
    /// components of their own: under a section whose bullets give its own fill (`- Background:
    /// Harbor Night`), a label whose head is a part's word as well as a kind's (`Group headers`,
    /// `Shortcut rows`, `Fine-print row`) and whose line gives no fill or border of its own (`Pebble, 12px,
    /// uppercase`) is text drawn on that fill. A `**Toggle Rows**: 56px tall, white fill` beside
    /// it, or under a section with no fill of its own, is still a component.
    static func pieceLabels(in section: ComponentSection) -> Set<String> {
        let items = section.blocks.flatMap { block -> [(label: String, rest: String)] in
            guard case .list = block.kind else { return [] }
            return block.items.compactMap { $0.leadParagraph?.markedText.labelSplit }
        }
        let ownFill = items.contains { item in
            if case .fill? = PropertyPhraseReader.meaning(ofLabel: item.label) { return !item.rest.isEmpty }
            return false
        }
        guard ownFill else { return [] }
        let partNames = Vocabulary.standard.partNames
        return Set(items.compactMap { item in
            guard let head = ComponentKind.words(of: ComponentKind.droppingParentheticals(item.label)).last, partNames.contains(head),
                  ComponentKind.classifyHead(item.label) != nil else { return nil }
            let box = PropertyPhraseReader.clauses(of: item.rest).contains { clause in
                switch PropertyPhraseReader.role(in: clause.lowercased()) {
                case .fill?, .border?: return true
                default: return false
                }
            }
            return box ? nil : item.label
        })
    }

    /// The line of the section's bold caption that names `name` (`**Glow Card**`), if one does.
    private static func captionLine(of name: String, in section: ComponentSection) -> Int? {
        section.blocks.first { block in
            boldCaption(block).map { $0 == name || LabelledText.read(strong: $0, rest: "").label == name } == true
        }?.startLine
    }

    /// Whether a variant of the spec, in any state, has a fill, text or border colour read from
    /// one of `lines`.
    /// A fill, though, only from one of them: a box filled from a line that names no property
    /// (`rectangle with transparent-white interior`) would pass for the document's fill.
    static func statesColour(_ spec: ComponentSpec, onLines lines: Set<Int>) -> Bool {
        let sets = ([spec.base] + spec.variants).flatMap { $0.states.values }
        if sets.contains(where: { set in set.fill.map { !lines.contains($0.provenance.line) } == true }) { return false }
        return sets.contains { set in
            [set.fill?.provenance.line, set.textColor?.provenance.line, set.borderColor?.provenance.line].contains { $0.map(lines.contains) == true }
        }
    }

    /// `Background {colors.canvas}, text {colors.on-dark}, height ~56px`: a line written as a
    /// spec, one of whose clauses opens with the word of what a colour paints, or ends with it
    /// after the colour (`Harbor Night background, 48px padding`).
    static func namesColourRole(_ text: String) -> Bool {
        PropertyPhraseReader.clauses(of: text).contains { clause in
            let words = clause.trimmingWhitespace.split(separator: " ")
            return [words.first, words.count > 1 ? words.last : nil].contains { word in
                guard let word else { return false }
                switch PropertyPhraseReader.meaning(ofLabel: String(word)) {
                case .fill, .text, .border: return true
                default: return false
                }
            }
        }
    }

    /// The kind a component's name gives with its last word, in the wider vocabulary of names
    /// known to be components' (`Global Nav` → a header, `Order Total Band` → a container).
    static func headKind(of name: String) -> ComponentKind? {
        guard let last = ComponentKind.words(of: name).last else { return nil }
        return ComponentKind.classifyComponentName(last)
    }

    /// The names in a section under a components heading that each name a component of their
    /// own, with the line each is named on:
    /// - a bold caption or a parent bullet over lines of its own (`**Quantity Picker**` then
    ///   `- Buttons: round 28×28px …`), though no kind word names it; a caption over bullets that
    ///   each name a kind (`**Specialized UI**:` over `- FAB: …`) is a group, not one;
    /// - under a heading that names no component of its own (`gathers`), a one-line bullet whose
    ///   label is a name (`- **Tab Links**: 15px medium, link blue`); so under a heading that
    ///   gathers the components its bullets name (`grouped`), whatever heading it sits under.
    /// Names that name a kind are read as before (`namedComponents`). A name every word of which
    /// names a variant or a state (`Primary`, `Active`), the heading's own words aside, is no
    /// component's. `splitting` (a heading naming a group, `### Navigation`): only captions and
    /// parent bullets, at least two, and every one of them a component's name.
    package static func ownComponents(_ statements: [Statement], in section: ComponentSection, splitting: Bool, gathers: Bool = false,
                                      grouped: Bool = false) -> [String: (line: Int, oneLine: Bool)] {
        guard grouped || section.headings.contains(where: { ComponentKind.isShortHeading($0) && Vocabulary.standard.introducesComponents($0) }) else { return [:] }
        let depth = section.headings.count
        let titleWords = Set(ComponentKind.words(of: section.title))
        func isComponentName(_ name: String) -> Bool {
            guard LabelledText.isName(ComponentKind.droppingParentheticals(name), maxWords: 5),
                  PropertyPhraseReader.meaning(ofLabel: name) == nil else { return false }
            let own = ComponentKind.words(of: name).filter { !titleWords.contains($0) }
            return !own.allSatisfy { Vocabulary.standard.variantNames.contains($0) || Vocabulary.standard.stateWords[$0] != nil || Vocabulary.standard.activeStateWords.contains($0) }
        }
        // Each name's lines directly under it.
        // (Bullets only: a caption over a listing, `**Navigation**` over `Desktop: …` lines,
        // describes a behaviour, not a look.)
        var children: [String: [Statement]] = [:]
        // (A caption's markup, `**Spinner**` over a snippet, is its lines too.)
        for statement in statements where statement.subject.count == depth + 1 && (statement.syntax == .bullet || statement.syntax == .markup) {
            children[statement.subject[depth], default: []].append(statement)
        }
        var captionLines: [String: Int] = [:]
        for block in section.blocks {
            guard let caption = boldCaption(block) else { continue }
            let read = LabelledText.read(strong: caption, rest: "")
            captionLines[read.label] = captionLines[read.label] ?? block.startLine
            captionLines[caption] = captionLines[caption] ?? block.startLine
        }
        var owners: [String: (line: Int, oneLine: Bool)] = [:]
        var rejected = false
        for (name, lines) in children {
            let line = captionLines[name] ?? statements.first { $0.subject.count == depth && $0.syntax == .bullet && ($0.label.isEmpty ? $0.value : $0.label) == name }?.line
            guard let line else { continue }
            let group = !lines.isEmpty && lines.allSatisfy { !$0.label.isEmpty && ComponentKind.classifyHead($0.label) != nil }
            guard !group, isComponentName(name), splitting || ComponentKind.classifyHead(name) == nil else {
                rejected = true
                continue
            }
            owners[name] = (line, false)
        }
        if splitting {
            // `**Story Links**` under `### Links` repeats the heading's head noun: a variant of
            // it. Captions that are a kind's words alone (`**Input Fields:**`) would be one
            // variant if the group took their kind, as `identity(of:)` says: they stay variants too.
            let head = ComponentKind.words(of: section.title).last
            let kindWords = Vocabulary.allKindWords
            let variants = owners.keys.contains { name in
                let words = ComponentKind.words(of: name)
                return head.map(words.contains) == true || Set(words).isSubset(of: kindWords)
            }
            return rejected || variants || owners.count < 2 ? [:] : owners
        }
        // One-line bullets only under a heading that gathers components: under `### Image
        // Treatment`, `- **Vehicle images**: … on white` describes pictures, not a component.
        for statement in statements where (gathers || grouped) && statement.subject.count == depth && statement.syntax == .bullet {
            let name = statement.label
            guard !name.isEmpty, !statement.value.isEmpty, children[name] == nil, owners[name] == nil,
                  ComponentKind.classifyHead(name) == nil, LabelledText.isName(name, maxWords: 4), isComponentName(name) else { continue }
            owners[name] = (statement.line, true)
        }
        return owners
    }

    /// A size table's rows as the document writes them, each cell after its column's header
    /// (`Small: Height 30px, Padding 10px, Font Size 12px`), with the row's line.
    package static func sizeRows(of table: MarkdownNode, in document: MarkdownDocument) -> [DocumentText] {
        guard let header = table.children.first else { return [] }
        let names = header.children.map { $0.plainText.trimmingWhitespace }
        return table.children.dropFirst().compactMap { row in
            let cells = row.children.map { $0.plainText.trimmingWhitespace }
            guard let first = cells.first, !first.isEmpty else { return nil }
            let rest = zip(names.dropFirst(), cells.dropFirst()).filter { !$1.isEmpty }.map { "\($0) \($1)" }
            return DocumentText(text: "\(first): " + rest.joined(separator: ", "),
                                provenance: Provenance(file: document.file, line: row.startLine, excerpt: document.line(row.startLine)))
        }
    }

    /// A component's sizes, from a heading of their own (`ComponentSpec.sizeScale`): the
    /// component of the same name, else each component of the kind under the parent heading
    /// (`.button-primary`, `.button-ghost` under `### Button`), is drawn at the default size
    /// wherever it states no size of its own, and lists every size as the document writes it.
    /// A component with no variants of its own shows each size as a variant. With no such
    /// component, the sizes are a component of their own.
    package static func apply(sizes scale: ComponentSpec, to specs: inout [ComponentSpec]) {
        guard let scope = scale.sizeScale else { return }
        let defaults = Vocabulary.standard.defaultSizeNames
        let chosen = scale.variants.firstIndex { defaults.contains(ComponentKind.words(of: $0.name).joined(separator: " ")) } ?? 0
        // (A table of states alone, `stateTable(at:)`, gives no size.)
        let size = scale.variants.isEmpty ? scale.base[.default] : scale.variants[chosen][.default].merged(over: scale.base[.default])
        var targets = specs.indices.filter { specs[$0].name == scale.name && specs[$0].kind == scale.kind }
        if targets.isEmpty {
            targets = specs.indices.filter { specs[$0].kind == scale.kind && scope.contains(specs[$0].provenance.line) }
        }
        guard !targets.isEmpty else {
            var own = scale
            own.sizeScale = nil
            specs.append(own)
            return
        }
        for index in targets {
            specs[index].base[.default] = specs[index].base[.default].merged(over: size)
            for (state, look) in scale.base.states where state != .default {
                specs[index].base[state] = specs[index].base[state].merged(over: look)
            }
            for written in scale.notDrawn where !specs[index].notDrawn.contains(written) { specs[index].notDrawn.append(written) }
            if targets.count == 1, specs[index].variants.isEmpty {
                specs[index].variants = scale.variants
            }
            specs[index].rules += scale.rules.filter { rule in !specs[index].rules.contains { $0.text == rule.text } }
        }
    }

    /// A component described twice (a chapter and a code reference) becomes one spec: the
    /// first statement wins, later ones fill gaps and are listed as restatements.
    private static func merge(_ specs: [ComponentSpec]) -> [ComponentSpec] {
        var out: [ComponentSpec] = []
        for spec in specs {
            guard let index = out.firstIndex(where: { $0.name == spec.name && $0.kind == spec.kind }) else {
                out.append(spec)
                continue
            }
            var existing = out[index]
            existing.base = existing.base.merged(over: spec.base)
            for variant in spec.variants {
                if let at = existing.variants.firstIndex(where: { $0.name == variant.name }) {
                    existing.variants[at] = existing.variants[at].merged(over: variant)
                } else {
                    existing.variants.append(variant)
                }
            }
            for part in spec.parts where existing.part(named: part.name) == nil { existing.parts.append(part) }
            existing.rules += spec.rules.filter { rule in !existing.rules.contains { $0.text == rule.text } }
            for sample in spec.samples where !existing.samples.contains(where: { $0.value == sample.value }) { existing.samples.append(sample) }
            for written in spec.notDrawn where !existing.notDrawn.contains(written) { existing.notDrawn.append(written) }
            existing.variantLines.merge(spec.variantLines) { $0.union($1) }
            existing.sameAsElsewhere += spec.sameAsElsewhere
            existing.restatedAt.append(spec.provenance)
            out[index] = existing
        }
        return out
    }
}

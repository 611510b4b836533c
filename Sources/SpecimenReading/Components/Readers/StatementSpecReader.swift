import Foundation
import SpecimenModel

/// A code span of CSS declarations: one (`` `border-radius: 6px` ``) or several, each ended by a
/// `;` (`` `background: var(--tide); color: white;` ``).
nonisolated(unsafe) private let codeDeclaration = #/`\s*([A-Za-z][A-Za-z-]*\s*:\s*[^`;]+(?:;\s*[A-Za-z][A-Za-z-]*\s*:\s*[^`;]+)*;?)\s*`/#

/// Reads a component's statements into its spec, whatever syntax stated them: bullets and bold
/// captions, table rows, and the lines of a code block. Where a statement sits decides what it
/// describes:
/// - directly under the section's heading, it is the component's own;
/// - under a subject that names a state (`Hover`, a `| Pressed |` row, `.button:hover`), it is
///   that state's;
/// - under a subject that names an aspect (`Style:`, `Spacing:`), it is still the component's
///   own, and a `States:` or `Components:` section says its lines are variants or parts;
/// - under any other caption, parent bullet, row or code header (`**Primary Button**:`,
///   `- Secondary`, `Ghost:`), it is that variant's.
/// A labelled bullet whose nested bullets are plain items lists samples or part lines.
package struct StatementSpecReader {
    /// The section's statements, in document order.
    package var statements: [Statement]
    /// How many headings the section sits under; deeper subjects are variants.
    package var headingCount: Int
    /// Whether code statements are declarations of a style sheet (`color:` is the text's
    /// colour, `::placeholder` a part), rather than a specification written as plain code.
    package var styleSheet = true
    /// Whether a code line that defines nothing is read: a variant line under `States:`, a part
    /// line, utility classes, a sample. Not in braced code, where such lines are selectors.
    package var readsLines = false
    /// A style sheet of class rules read as one component's (`StyleSheetRules`): its
    /// selectors name the component's variants, states and parts.
    package var rules: StyleSheetRules?
    /// The line of the first statement under each innermost subject, looked up once per
    /// variant rather than by a scan of the section per statement.
    var firstLines: [String: Int] = [:]

    /// What a statement's subjects say about it.
    private struct Place {
        var state: ComponentState = .default
        var variant: [String] = []
        var section: Section?
        /// A part a class rule styles (`.card-header`, `::after`).
        var part: String?
        /// A rule for no state the reader knows (`:last-child`): not the component's look.
        var unknown = false
        /// `**Success State**`: a caption naming a state the gallery has no cell for.
        var unknownState: String?
        enum Section { case variants, parts }
    }

    package func read(into builder: inout SpecBuilder) {
        // `Secondary is a translucent wash with a 7% border.`: a sentence of the component's own
        // line that names a variant describes that variant, not the component every variant shares.
        var reader = self
        // (Rows named by their classes, `.btn-main` → `main`, are renamed, not split: only a
        // line split into its variants' sentences leaves a look of its own.)
        let modified = Self.namedByModifiers(statements, headingCount: headingCount)
        let named = modified.flatMap { Self.variantSentences(of: $0, headingCount: headingCount, kind: builder.spec.kind) }
        // (A line of states, `Interaction: hover → …`, is each state's line; it names no variant.)
        reader.statements = named.flatMap { Self.statePairs(of: $0, kind: builder.spec.kind) }
        for statement in reader.statements.reversed() {
            if let subject = statement.subject.last { reader.firstLines[subject] = statement.line }
        }
        // `**Dimensiones:**` over `- Mismo que Primary Button`: the caption says what is the other's.
        let openers = Vocabulary.standard.sameAs.openers
        for statement in reader.statements where statement.subject.count > headingCount {
            guard let first = statement.value.split(separator: " ").first, openers.contains(first.lowercased()),
                  let caption = statement.subject.dropFirst(headingCount).last(where: { Self.namesAspect(ComponentKind.words(of: $0)) }) else { continue }
            builder.sameAsCaptions[statement.line] = caption
        }
        guard named.count != modified.count || zip(named, modified).contains(where: { $0.subject != $1.subject }) else {
            reader.readEach(into: &builder)
            return
        }
        reader.readEach(into: &builder)
        // What the line says before its variants' sentences is then the first look of its own.
        if !builder.spec.variants.isEmpty, !builder.spec.base.isEmpty, builder.spec.base.name == "base" { builder.spec.base.name = "default" }
    }

    /// `| .hb-tag-live | … |`, `| .hb-tag-idle | … |`: the rows of a table each named by a CSS
    /// class, all of which open with the same words (the system's prefix, the block), are
    /// named by what tells them apart (`live`, `idle`), as a modifier class names a variant.
    static func namedByModifiers(_ statements: [Statement], headingCount: Int) -> [Statement] {
        var rows: [Int: [String]] = [:]
        for statement in statements where statement.syntax == .table && statement.subject.count > headingCount {
            let name = statement.subject[headingCount]
            if rows[statement.block]?.contains(name) != true { rows[statement.block, default: []].append(name) }
        }
        var renamed: [Int: [String: String]] = [:]
        for (block, names) in rows where names.count >= 2 {
            let segments = names.map { name -> [Substring] in
                guard name.hasPrefix("."), !name.contains(where: \.fastIsWhitespace) else { return [] }
                return name.dropFirst().split(whereSeparator: { $0 == "-" || $0 == "_" })
            }
            guard !segments.contains(where: \.isEmpty), let shortest = segments.map(\.count).min() else { continue }
            var shared = 0
            while shared < shortest - 1, segments.allSatisfy({ $0[shared] == segments[0][shared] }) { shared += 1 }
            guard shared > 0 else { continue }
            renamed[block] = Dictionary(uniqueKeysWithValues: zip(names, segments.map { $0.dropFirst(shared).joined(separator: "-") }))
        }
        guard !renamed.isEmpty else { return statements }
        return statements.map { statement in
            guard statement.syntax == .table, statement.subject.count > headingCount,
                  let name = renamed[statement.block]?[statement.subject[headingCount]] else { return statement }
            var named = statement
            named.subject[headingCount] = name
            return named
        }
    }

    /// The words that open a variant's sentence after its name (`Secondary buttons are …`,
    /// `Destructive is …`); what follows them is the variant's look.
    private static let variantVerbs: Set<String> = ["is", "are", "uses", "use", "has", "have", "gets", "get"]
    /// Nouns that may stand between a variant's name and its verb besides the kind's own word.
    private static let variantNouns: Set<String> = ["action", "actions", "one", "ones", "style", "styles", "variant", "variants", "version", "versions"]
    /// Variant names that are also words for a part, a property or an appearance (`Text is …`,
    /// `Light is …`), or for the look every variant shares (`Default`): no variant's sentence.
    private static let sharedWords: Set<String> = ["text", "link", "fill", "light", "dark", "only", "main", "default", "brand", "accent"]

    /// A bullet or paragraph of the component's own, split at the sentences that open with a
    /// variant's name (`Primary pills are solid Kelp fills. Secondary pills are outlined: …`):
    /// each such sentence becomes a statement under that variant, with what follows its verb;
    /// the other sentences stay the component's own line. Any other statement is returned as it is.
    static func variantSentences(of statement: Statement, headingCount: Int, kind: ComponentKind) -> [Statement] {
        guard statement.syntax == .bullet || statement.syntax == .paragraph, statement.subject.count == headingCount,
              statement.label.isEmpty || ComponentKind.classifyHead(statement.label) != nil,
              statement.value.contains(where: { $0 == " " }) else { return [statement] }
        let sentences = DocumentProse.sentences(of: statement.value)
        var lead: [String] = []
        var named: [Statement] = []
        for sentence in sentences {
            guard let (name, rest) = variantSentence(sentence, kind: kind) else {
                lead.append(sentence)
                continue
            }
            var one = statement
            one.subject.append(name)
            one.label = ""
            one.labelNote = nil
            one.value = rest
            named.append(one)
        }
        guard !named.isEmpty else { return [statement] }
        var own = statement
        own.value = lead.joined(separator: " ")
        return (own.value.isEmpty ? [] : [own]) + named
    }

    /// `**Interaction**: hover → \`filter: brightness(1.08)\`; press → \`transform: translateY(1px)\`;
    /// disabled → \`opacity: 0.6\``: under a label naming the component's states together
    /// (`stateListLabels`), each clause that opens with a state's word and an arrow becomes a
    /// statement labelled by that state, read as a `Hover:` line would be, for every variant the
    /// line is shared by. The clauses that are no such pair stay the line's own.
    static func statePairs(of statement: Statement, kind: ComponentKind) -> [Statement] {
        guard statement.syntax == .bullet || statement.syntax == .paragraph, !statement.label.isEmpty,
              StateArrowClauses.arrows.contains(where: statement.value.contains(literal:)),
              Vocabulary.standard.stateListLabels.contains(ComponentKind.words(of: statement.label).joined(separator: " ")) else { return [statement] }
        let clauses = StateArrowClauses(statement.value, kind: kind, colons: false)
        guard !clauses.states.isEmpty else { return [statement] }
        let pairs = clauses.states.map { stated -> Statement in
            var pair = statement
            pair.label = stated.head
            pair.labelNote = nil
            pair.value = stated.look
            return pair
        }
        var rest = statement
        rest.value = clauses.resting.joined(separator: "; ")
        return (rest.value.isEmpty ? [] : [rest]) + pairs
    }

    /// `Secondary actions are outline buttons: transparent fill` → (`Secondary`, `outline buttons:
    /// transparent fill`): one or two variant names, at most one noun (the kind's own word or
    /// `actions`), then a verb or a colon.
    static func variantSentence(_ sentence: String, kind: ComponentKind) -> (name: String, rest: String)? {
        var words = sentence.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        if let first = words.first, ["the", "a", "an"].contains(first.lowercased()) { words.removeFirst() }
        let variantNames = Vocabulary.standard.variantNames
        var name: [String] = []
        var index = 0
        var colon = false
        func bare(_ word: String) -> String { word.lowercased().trimming(charactersIn: ":*_`,") }
        while index < words.count, name.count < 2, !colon, case let word = bare(words[index]),
              variantNames.contains(word), !sharedWords.contains(word) {
            name.append(words[index].trimming(charactersIn: ":*_`,"))
            colon = words[index].hasSuffix(":")
            index += 1
        }
        guard !name.isEmpty, index < words.count else { return nil }
        if !colon, case let word = bare(words[index]), variantNouns.contains(word) || ComponentKind.classify(word) == kind {
            colon = words[index].hasSuffix(":")
            index += 1
        }
        guard index < words.count else { return nil }
        if !colon {
            guard variantVerbs.contains(words[index].lowercased()) else { return nil }
            index += 1
        }
        var rest = words[index...].joined(separator: " ").trimmingWhitespace
        if rest.hasSuffix(".") { rest.removeLast() }
        // `are outline/ghost buttons: transparent fill, …`: what the variant is, in the kind's
        // own word, then its look; `outline` there names it, not its border.
        if let colon = rest.firstIndex(of: ":"), case let head = rest[..<colon], !statesValues(String(head)),
           ComponentKind.words(of: String(head)).contains(where: { ComponentKind.classify($0) == kind }) {
            rest = rest[rest.index(after: colon)...].trimmingWhitespace
        }
        guard !rest.isEmpty else { return nil }
        let title = name.joined(separator: " ")
        return (title.prefix(1).uppercased() + title.dropFirst(), rest)
    }

    /// Whether a line of code comes after a framed drawing in its block (`┌──┐` … `└──┘`, then
    /// `Button borders: 2pt`): a caption of what is drawn.
    /// Read from `firstDrawingLines`: each block is looked through once, not once per line.
    static func followsDrawing(_ statement: Statement, drawings: [Int: Int]) -> Bool {
        drawings[statement.block].map { $0 < statement.line } ?? false
    }

    /// The first line of each code block that draws a frame, up to the block's last statement.
    static func firstDrawingLines(_ statements: [Statement], in document: MarkdownDocument) -> [Int: Int] {
        var lastLines: [Int: Int] = [:]
        for statement in statements where statement.syntax == .code {
            lastLines[statement.block] = max(lastLines[statement.block] ?? 0, statement.line)
        }
        let lines = document.lines
        var first: [Int: Int] = [:]
        for (block, last) in lastLines {
            let from = max(block - 1, 0), to = min(last - 1, lines.count)
            guard from < to, let index = lines[from..<to].firstIndex(where: { PlainLineHeading.containsDrawingCharacter($0) }) else { continue }
            first[block] = index + 1
        }
        return first
    }

    private func readEach(into builder: inout SpecBuilder) {
        builder.statusVariantLabels.formUnion(statusVariantLabels())
        // (A value column's cell is read under its row's name as a label: `error: bg-red-50 …`.)
        for statement in statements where Self.namesStatusVariant(statement) {
            if let row = statement.subject.last { builder.statusVariantLabels.insert(row) }
        }
        let defaultVariants = defaultVariantCaptions(kind: builder.spec.kind).union(builder.defaultVariantCaptions)
        let textParts = textPartCaptions(kind: builder.spec.kind, name: builder.spec.name)
        // Each table's column headers, by the line its block opens on, worked out once.
        var tableColumns: [Int: [String]] = [:]
        for statement in statements where statement.syntax == .table { tableColumns[statement.block, default: []].append(statement.label) }
        var consumed = readSizeCaptions(into: &builder)
        let drawings = Self.firstDrawingLines(statements, in: builder.context.document)
        for (index, original) in statements.enumerated() where !consumed.contains(index) {
            // `@keyframes toast-in { from { … } to { … } }`: the frames of an animation, which the
            // gallery does not play, are no look of the component's (as its `animation:` is none).
            guard !Self.inKeyframes(original), let statement = Self.cellAsLabel(original) else {
                // `| Primary | … | "Sign up", onboarding CTA |`: the copy a usage cell quotes is
                // its row's, as a `Use for:` line's is (`ComponentSpec.variant(writtenOn:)`).
                if original.syntax == .table, Vocabulary.standard.column(original.label) == .usage {
                    for text in original.value.quotedCopy { builder.addSample(text, line: original.line) }
                }
                continue
            }
            var place = place(of: statement, kind: builder.spec.kind, defaultVariants: defaultVariants)
            // `**Tones**` over `teal: { background: …, color: … }`: in a style object's map, each
            // key names one look; the caption over the map names them all, no look of its own.
            if statement.isStyleObject, statement.syntax == .code, place.variant.count > 1,
               let key = statement.subject.last, place.variant.last == key {
                place.variant = [key]
            }
            if place.variant.count == 1, let part = textParts[place.variant[0]], statement.syntax != .code, statement.syntax != .markup {
                builder.readTextPartLine(part: place.variant[0], caption: part, label: statement.label, rest: statement.value,
                                         line: statement.line, state: place.state)
                continue
            }
            // Its look is that state's, which no cell shows: listed with its words, never drawn
            // as the component's resting look nor as a variant.
            if let name = place.unknownState {
                let said = statement.label.isEmpty ? statement.value : "\(statement.label): \(statement.value)"
                if !said.isEmpty { builder.spec.notDrawn.append(DocumentText(text: "\(name): \(said)", provenance: builder.context.provenance(line: statement.line))) }
                continue
            }
            // `**Ember Hover**` over `- Background: …`, after `**Ember Button**`: that variant's
            // hover, not a variant of its own.
            var owner: Int?
            if place.state == .default, statement.syntax != .code, let last = place.variant.last, let found = builder.variantState(of: last) {
                place.state = found.state
                owner = found.variant
            }
            // `- Border (focus): 1px solid #000`: the label's note names the state it sets.
            let noted = statement.labelNote.flatMap { ComponentState.from(label: $0, kind: builder.spec.kind) }
                // `/* Hover */` over `background: #2563EB;` in a block of declarations: what follows
                // the comment, up to a blank line, is that state's look, not the resting one.
                ?? (statement.syntax == .code ? statement.commentGroup.flatMap { Self.stateComment($0, kind: builder.spec.kind) } : nil)
            let state = place.state == .default ? noted ?? .default : place.state
            let variant = owner ?? (place.variant.isEmpty ? nil : variantIndex(for: place.variant, builder: &builder, inCode: statement.syntax == .code))
            if let variant { builder.noteLine(statement.line, of: variant, syntax: statement.syntax) }
            // (A variable, `--button-hover-color`, is a token named for the kind, not a property
            // of the component; read as before.)
            builder.readingDrawing = statement.syntax == .code
                && (statement.label.first.map("-$@".contains) == true || Self.followsDrawing(statement, drawings: drawings))
            switch statement.syntax {
            case .diagram:
                builder.readDiagramLine(text: statement.label, note: statement.value, line: statement.line)
                continue
            case .table:
                // A property column's cell says how its row looks (and no other column does);
                // a value column's cell is its row's property, read as a labelled line.
                let isPropertyColumn = original.label == statement.label
                // `| Variant | Background | Text | Hover |`: a column headed by a state holds
                // that state's look, never the resting one's.
                if isPropertyColumn, state == .default, let column = builder.stateColumn(statement.label) {
                    builder.readStateCell(column.state, property: column.property, header: statement.label, text: statement.value,
                                          line: statement.line, variant: variant, columns: tableColumns[statement.block] ?? [])
                } else if isPropertyColumn {
                    builder.readCell(label: statement.label, text: statement.value, line: statement.line, variant: variant, state: state)
                } else if Self.namesPieceInState(statement.label) {
                    // `| Current temp | … |` in a table of one thing's properties: a piece of it
                    // whose name holds a state's word, not the whole thing in that state.
                    _ = builder.readPart(label: statement.label, rest: statement.value, line: statement.line, subItems: [], variant: variant)
                } else {
                    builder.readLabelled(label: statement.label, rest: statement.value, line: statement.line, variant: variant, state: state)
                }
                continue
            case .markup:
                // An element's or a rule's classes; a part's rule (`.card .title { @apply … }`)
                // or one for no state the reader knows styles no look drawn here.
                if place.part != nil || place.unknown { continue }
                if !statement.label.isEmpty {
                    builder.readMarkupPart(statement.label, classes: statement.value, copy: statement.copy, line: statement.line,
                                           variant: variant.map { builder.spec.variants[$0].name })
                    continue
                }
                builder.readMarkup(statement.value, copy: statement.copy, line: statement.line, variant: variant, state: state)
                continue
            case .code:
                if statement.label.isEmpty {
                    guard readsLines else { continue }
                    if place.section == .variants, builder.readVariantLine(statement.value, line: statement.line) { continue }
                    if place.section == .parts || statement.value.first?.fastIsNumber == true {
                        builder.readPartLine(statement.value, line: statement.line)
                        continue
                    }
                    // `→ text-success (copied state)`: the look the component changes to, that
                    // state's when the note names one the gallery draws, else listed as written.
                    if ComponentExtractor.changesLook(statement) {
                        let classes = statement.value.dropFirst().trimmingWhitespace
                        if let note = statement.comment, let changed = ComponentState.from(label: note, kind: builder.spec.kind), changed != .default,
                           UtilityClassReader.isClassList(classes) {
                            builder.readMarkup(classes, copy: nil, line: statement.line, variant: variant, state: changed)
                        } else {
                            let written = statement.comment.map { "\(statement.value) (\($0))" } ?? statement.value
                            builder.spec.notDrawn.append(DocumentText(text: written, provenance: builder.context.provenance(line: statement.line)))
                        }
                        continue
                    }
                    // In a style sheet, a line that declares nothing is a selector or a note,
                    // unless it is a list of utility classes.
                    if styleSheet, !UtilityClassReader.isClassList(statement.value) { continue }
                    builder.readPlain(statement.value, line: statement.line, variant: variant)
                    continue
                }
                if styleSheet {
                    if place.unknown { continue }
                    // `Fill: #1F5F8B` in a progress bar's listing is its fill's colour, `Track:` a
                    // switch's body, before CSS's names are read as the component's own.
                    if place.part == nil, builder.readControlShapeLine(label: statement.label, rest: statement.value, line: statement.line, variant: variant, state: state) {
                        continue
                    }
                    // CSS-like declarations: `color` is the text's colour there, not the fill.
                    var label = Vocabulary.standard.codeLabel(statement.label)
                    var rest = statement.value
                    // `backgroundColor: tokens.colors.beige, // hsl(42, 49%, 78%)`: a token's path
                    // the system does not define, its value written in the comment beside it.
                    if let literal = Self.commentedValue(of: statement), builder.context.colorToken(named: rest) == nil { rest = literal }
                    if rules != nil {
                        // `background-image: url("chevron.svg")` draws a picture: no colour, no copy.
                        // `appearance: none` resets a form control; it says nothing of its look.
                        if rest.contains(literal: "url(") || statement.label.lowercased() == "appearance" { continue }
                        // `border-left: 3px solid …`: a border on that edge alone.
                        if let edge = StyleSheetRules.borderSide(ofLabel: statement.label) {
                            label = edge.colorOnly ? "border color" : "border"
                            rest += " border-\(edge.side)"
                        }
                    }
                    if let part = place.part {
                        // A part's state is no look the preview draws; its default is.
                        guard state == .default else { continue }
                        let owner = variant.map { builder.spec.variants[$0].name }
                        builder.readPartDeclaration(part: part, label: label, rest: rest, line: statement.line, variant: owner)
                    } else if let part = statement.subject.dropFirst(max(0, headingCount - 1)).compactMap(Self.pseudoElement).last {
                        builder.readPartDeclaration(part: part, label: label, rest: rest, line: statement.line)
                    } else if Vocabulary.standard.layoutOnlyProperties.contains(statement.label.lowercased()),
                              PropertyPhraseReader.meaning(ofLabel: statement.label) == nil {
                        // `gap: 8px`, `margin-bottom: 24px`, `display: grid`: where the component
                        // sits and how it lays out its children, no look a preview draws and never
                        // a part whose length is a type size. A length is listed with its line; a
                        // keyword (`display: flex`) states no value to list.
                        guard statement.value.contains(where: \.isNumber) else { continue }
                        let written = state == .default ? "\(statement.label): \(statement.value)" : "\(state.rawValue.capitalized): \(statement.label): \(statement.value)"
                        if !builder.spec.notDrawn.contains(where: { $0.text == written && $0.provenance.line == statement.line }) {
                            builder.spec.notDrawn.append(DocumentText(text: written, provenance: builder.context.provenance(line: statement.line)))
                        }
                    } else if Vocabulary.standard.undrawnLookProperties.contains(statement.label.lowercased()) {
                        // `transform: scale(0.97)` under `/* Pressed */` is the press's scale, of the
                        // whole component (never a part called "transform"); any other transform or
                        // filter (`translateY(-1px)` under `/* Hover */`) is a look no value draws,
                        // listed with its words and line rather than dropped unseen.
                        let provenance = builder.context.provenance(line: statement.line)
                        var set = PropertySet()
                        builder.phrases.applyLoose("\(statement.label): \(rest)", provenance: provenance, to: &set)
                        if state == .pressed, let scale = set.scaleOnPress, !rest.contains(literal: "translate"), !rest.contains(literal: "rotate") {
                            builder.withVariant(variant) { $0[state].scaleOnPress = scale }
                            continue
                        }
                        let said = "\(statement.label): \(statement.value)"
                        let written = state == .default ? said : "\(state.rawValue.capitalized): \(said)"
                        if !builder.spec.notDrawn.contains(where: { $0.text == written && $0.provenance.line == statement.line }) {
                            builder.spec.notDrawn.append(DocumentText(text: written, provenance: provenance))
                        }
                    } else {
                        builder.readLabelled(label: label, rest: rest, line: statement.line, variant: variant, state: state)
                    }
                    continue
                }
                // `static let x = …` in a listing is code, not a property line.
                if statement.isDeclaration { continue }
            default:
                // `The tab uses `border-radius: 6px 6px 0 0` and a `background: #DDE7EE` fill.`:
                // declarations quoted as code in a sentence are what it states; the words around
                // them comment on them.
                let declarations = Self.codeDeclarations(in: statement.value)
                if !declarations.isEmpty, statement.label.isEmpty || PropertyPhraseReader.meaning(ofLabel: statement.label) == nil {
                    // `Active link: underline (\`::after\`, 3px, \`background: var(--primary)\`)`: the
                    // declarations style a pseudo-element the sentence names, drawn by no preview;
                    // they are listed with their line, never the component's own fill.
                    if Self.pseudoElement(statement.value) != nil {
                        let said = statement.label.isEmpty ? statement.value : "\(statement.label): \(statement.value)"
                        builder.spec.notDrawn.append(DocumentText(text: said, provenance: builder.context.provenance(line: statement.line)))
                        continue
                    }
                    // `Hover: \`opacity: 0.8\``: under a state's label, they are that state's.
                    let named = state == .default ? ComponentState.from(label: statement.label, kind: builder.spec.kind) ?? state : state
                    // `Background {colors.canvas}, 1px {colors.seam}, `rounded: {rounded.md}``: a
                    // spec some of whose clauses are code; the other clauses state values too.
                    if statement.label.isEmpty, statement.syntax == .bullet, case let rest = Self.withoutCodeDeclarations(statement.value),
                       Self.statesValues(rest) {
                        builder.readPlain(rest, line: statement.line, variant: variant)
                    }
                    // `1. **Solid** — \`background: var(--tide); color: white;\``: a variant's own
                    // declarations, its whole look.
                    var target = variant
                    if target == nil, named == .default, statement.syntax != .paragraph, !statement.label.isEmpty,
                       let name = builder.variantName(of: statement.label)
                        ?? builder.lookVariantName(of: statement.label, rest: statement.value, line: statement.line, namesItself: false) {
                        target = builder.variantIndex(name, line: statement.line)
                        // Its other clauses (`light fill (\`--paper\`)`) state values too.
                        if case let rest = Self.withoutCodeDeclarations(statement.value), Self.statesValues(rest) {
                            builder.readPlain(rest, line: statement.line, variant: target)
                        }
                    }
                    for declaration in declarations {
                        builder.readLabelled(label: declaration.label, rest: declaration.value, line: statement.line, variant: target, state: named)
                    }
                    // The copy it quotes (`the "More" tab`) is still its sample.
                    for quoted in statement.value.quotedCopy { builder.addSample(quoted, line: statement.line) }
                    continue
                }
                if statement.label.isEmpty {
                    // An unlabelled paragraph is prose, unless it is a spec written as a sentence
                    // (`Filled #1A5FB4 background, white text, 999px radius.`); bullets state things
                    // without a label.
                    var text = statement.value
                    // `Pill-shaped, 44px min-height, Karla 600. Variants:` over the variants: what
                    // precedes the caption is the look they share, each taking what it does not restate.
                    if statement.syntax == .paragraph, let lead = Self.leadBeforeVariantList(text) { text = lead }
                    if statement.syntax == .paragraph, !isSubjectOnly(index), let rest = builder.readingPartLists(text, line: statement.line, variant: variant) {
                        guard !rest.isEmpty else { continue }
                        text = rest
                    }
                    // `Mist fill, Ink text; the icon is tinted Gold.`: a spec's clause about a part
                    // colours that part, where the rest of the paragraph is a spec.
                    if statement.syntax == .paragraph, !isSubjectOnly(index), let found = builder.partColourClauses(in: text, line: statement.line),
                       builder.sentenceLook(found.rest, line: statement.line) != nil {
                        text = builder.readingPartColourClauses(text, line: statement.line, variant: variant)
                    }
                    let look = statement.syntax == .paragraph ? builder.sentenceLook(text, line: statement.line) : nil
                    guard statement.syntax == .bullet || look != nil, !isSubjectOnly(index) else { continue }
                    let before = builder.spec
                    builder.readPlain(text, line: statement.line, variant: variant, look: look)
                    // `- Border Width 500`, `- Text color Neutral 0`: a bullet that names a property
                    // and a number, none of which was read (a step of a scale the document does not
                    // define), is listed with its words rather than dropped.
                    if statement.syntax == .bullet, builder.spec == before, Self.namesPropertyAndNumber(text) {
                        builder.spec.notDrawn.append(DocumentText(text: text.trimmingWhitespace, provenance: builder.context.provenance(line: statement.line)))
                    }
                    continue
                }
            }
            if statement.value.isEmpty, isSubjectOnly(index) { continue }
            // `Inside the nav pill: transparent background, #000 text, …` opens a paragraph with
            // where, not with a property or part: the rest is the component's own spec.
            if statement.syntax == .paragraph, !LabelledText.isName(statement.label, maxWords: 3),
               PropertyPhraseReader.meaning(ofLabel: statement.label) == nil, ComponentState.from(label: statement.label, kind: nil) == nil,
               let look = builder.sentenceLook(statement.value, line: statement.line) {
                builder.readPlain(statement.value, line: statement.line, variant: variant, look: look)
                continue
            }
            let children = childIndices(of: index)
            let subs = children.filter { statements[$0].label.isEmpty }.map { (statements[$0].value, statements[$0].line) }
            if builder.readLabelled(label: statement.label, rest: statement.value, line: statement.line, variant: variant, state: state, subItems: subs) {
                consumed.formUnion(children.filter { statements[$0].label.isEmpty })
                continue
            }
            builder.readPlain(statement.value, line: statement.line, variant: variant)
        }
    }

    /// `Current temp`, `Active count`: a row's name in a property table that holds a state's
    /// word and, besides it, words naming no property, state, kind or part: a piece of the
    /// thing (a reading it shows), not the thing in that state. `Hover`, `Hover border`,
    /// `Selected chip` and `Row hover` are read as before.
    static func namesPieceInState(_ label: String) -> Bool {
        let vocabulary = Vocabulary.standard
        // (`:focus-visible`, a pseudo-class, is the state itself.)
        guard !ValueScanner.clean(label).hasPrefix(":"), ComponentState.from(label: label, kind: nil) != nil else { return false }
        let words = ComponentKind.words(of: label)
        // (`Text on dark`: `on` places a colour; it names no state there.)
        guard words.contains(where: { ($0 != "on" && vocabulary.stateWords[$0] != nil) || vocabulary.activeStateWords.contains($0) }) else { return false }
        let rest = words.filter { vocabulary.stateWords[$0] == nil && !vocabulary.activeStateWords.contains($0) }
        guard !rest.isEmpty else { return false }
        let named = rest.joined(separator: " ")
        return PropertyPhraseReader.meaning(ofLabel: named) == nil && ComponentKind.classify(named) == nil
            && !rest.contains(where: { vocabulary.partNames.contains($0) || vocabulary.stateNouns.contains($0) || Vocabulary.allKindWords.contains($0) })
    }

    /// `- **Error**: red background` in one list with `- **Primary**:`, `- **Success**:` and
    /// `- **Info**:`: the labels of bullets that name a status alone, in a list whose other labels
    /// name variants, one of them another status, and none an interaction state. Such a list
    /// gives a family of colours, and its `Error` is one of them; beside `Focus` or `Disabled`
    /// (an input's states) it stays the error state.
    func statusVariantLabels() -> Set<String> {
        let vocabulary = Vocabulary.standard
        let statuses = vocabulary.pageBackground.statuses
        func isStatus(_ words: [String]) -> Bool { words.count == 1 && statuses.occurs(in: words) }
        var lists: [[String]: [String]] = [:]
        for statement in statements where statement.syntax == .bullet && !statement.label.isEmpty && !statement.value.isEmpty {
            lists[statement.subject, default: []].append(statement.label)
        }
        var found: Set<String> = []
        for labels in lists.values where labels.count >= 3 {
            let words = labels.map { ComponentKind.words(of: $0) }
            let errors = labels.indices.filter { isStatus(words[$0]) && ComponentState.from(label: labels[$0], kind: nil) == .error }
            guard !errors.isEmpty else { continue }
            let others = labels.indices.filter { !errors.contains($0) }
            let variants = others.allSatisfy { index in
                !words[index].isEmpty && words[index].allSatisfy(vocabulary.variantNames.contains)
                    && ComponentState.from(label: labels[index], kind: nil) == nil
            }
            guard variants, others.contains(where: { isStatus(words[$0]) }) else { continue }
            for index in errors { found.insert(labels[index]) }
        }
        return found
    }

    /// The sentences of a paragraph that ends with a caption introducing the variants
    /// (`… Karla 600. Variants:`, a `variantListLabels` word and a colon); nil for any other.
    static func leadBeforeVariantList(_ text: String) -> String? {
        var body = text.trimmingWhitespace
        guard let last = body.last, LabelledText.colons.contains(last) else { return nil }
        body.removeLast()
        guard let stop = body.lastIndex(where: { $0 == "." || $0 == "。" }) else { return nil }
        let caption = body[body.index(after: stop)...].trimmingWhitespace.lowercased()
        return Vocabulary.standard.variantListLabels.contains(caption) ? String(body[...stop]) : nil
    }

    /// The CSS declarations a line quotes as code spans (`` `border-radius: 6px 6px 0 0` ``),
    /// each with the label its property reads as; only properties the readers know.
    package static func codeDeclarations(in text: String) -> [(label: String, value: String)] {
        guard text.contains(literal: "`") else { return [] }
        return text.matches(of: codeDeclaration).flatMap { match in
            match.1.split(separator: ";").compactMap { declaration -> (label: String, value: String)? in
                guard let colon = declaration.firstIndex(of: ":") else { return nil }
                let label = Vocabulary.standard.codeLabel(declaration[..<colon].trimmingWhitespace)
                let value = declaration[declaration.index(after: colon)...].trimmingWhitespace
                guard !value.isEmpty, PropertyPhraseReader.meaning(ofLabel: label) != nil else { return nil }
                return (label, value)
            }
        }
    }

    /// The line without its code-span declarations, and the commas they leave empty.
    /// Whether a short line names a property among its first words (`Border Width 500`, `Text
    /// color Neutral 0`, `Brand Color 600`: a word or two the vocabulary's properties name) and
    /// holds a number.
    static func namesPropertyAndNumber(_ text: String) -> Bool {
        guard ValueScanner.hasASCIIDigit(text) else { return false }
        let words = ComponentKind.words(of: text).filter { !$0.allSatisfy(\.fastIsNumber) }
        guard !words.isEmpty, words.count <= 5 else { return false }
        let lead = Array(words.prefix(3))
        return lead.indices.contains { index in
            Vocabulary.standard.property(lead[index]) != nil
                || (index + 1 < lead.count && Vocabulary.standard.property(lead[index] + " " + lead[index + 1]) != nil)
        }
    }

    static func withoutCodeDeclarations(_ text: String) -> String {
        text.replacing(codeDeclaration, with: "").split(separator: ",").map(\.trimmingWhitespace).filter { !$0.isEmpty && $0 != "." }.joined(separator: ", ")
    }

    /// Whether words state a value of their own: a colour, a length or a token's name.
    static func statesValues(_ text: String) -> Bool {
        !ColorValueScanner.matches(in: text).isEmpty || ValueScanner.length(in: text) != nil || text.contains(literal: "{")
    }

    /// A table cell in a value column (`| Background | #1B4F8A |` under `| Property | Value |`)
    /// says its row's property: the row's name becomes the label. A dark column's cell, or a
    /// usage or notes column's, says nothing about how the component looks. Other statements
    /// are returned as they are.
    package static func cellAsLabel(_ statement: Statement) -> Statement? {
        guard statement.syntax == .table else { return statement }
        switch Vocabulary.standard.column(statement.label) {
        case .value, .light:
            guard statement.subject.count > statement.headingCount, let row = statement.subject.last else { return nil }
            var cell = statement
            cell.label = row
            cell.subject.removeLast()
            return cell
        case .dark, .usage, .role, .retired, .name:
            return nil
        case nil:
            return statement
        }
    }

    /// `**Label**` or `**Helper Text**` over `- Size: 13px`, `- Color: Slate` under `### Inputs`:
    /// a caption naming a part of the component (`partNames`) and no kind nor the component's own
    /// words, over labelled lines in no state that state no box (no fill, border, radius, padding
    /// or size of a box): a text the component shows, not a look of the whole component. Each
    /// with the caption's line and its lines' words.
    func textPartCaptions(kind: ComponentKind, name component: String) -> [String: (line: Int, words: String)] {
        let vocabulary = Vocabulary.standard
        // (`**Footer Link**` under `### Links` repeats the component's own noun: a look of it.)
        let own = Set(ComponentKind.words(of: component))
        var lines: [String: [Statement]] = [:]
        var order: [String] = []
        for statement in statements where statement.subject.count == headingCount + 1 {
            let name = statement.subject[headingCount]
            if lines[name] == nil { order.append(name) }
            lines[name, default: []].append(statement)
        }
        var found: [String: (line: Int, words: String)] = [:]
        for name in order {
            let words = ComponentKind.words(of: name)
            // (A word of one character is a character of a script written without spaces, which
            // `partNames` holds a character at a time: no word of its own.)
            guard !words.isEmpty, words.contains(where: { $0.count > 1 && vocabulary.partNames.contains($0) }),
                  !words.contains(where: { ComponentKind.classify($0) != nil || own.contains($0) }),
                  Self.state(named: words, kind: kind) == nil, let said = lines[name], let first = said.first else { continue }
            // `**Icon Style**` over `- Color: Warm-300`: a picture's caption, its aspect words
            // aside, is that picture's lines whatever they set (its size, its stroke), never a look
            // of the component's own.
            let named = words.filter { !Self.singleWordAspects.contains($0) }
            if !named.isEmpty, named.allSatisfy(vocabulary.graphicPictures.contains), said.allSatisfy({ ComponentState.from(label: $0.label, kind: kind) == nil }) {
                found[name] = (first.line, "\(name): " + said.map { $0.label.isEmpty ? $0.value : "\($0.label): \($0.value)" }.joined(separator: "; "))
                continue
            }
            // (A line in a state, `- Hover: underline`, says it is a look that reacts: a variant.)
            let textOnly = said.allSatisfy { statement in
                guard statement.syntax == .bullet || statement.syntax == .paragraph, !statement.label.isEmpty,
                      ComponentState.from(label: statement.label, kind: kind) == nil else { return false }
                if vocabulary.textColorWords.contains(statement.label.lowercased()) { return true }
                switch PropertyPhraseReader.meaning(ofLabel: statement.label) {
                case .fill?, .border?, .radius?, .padding?, .width?, .minWidth?, .minHeight?, .shadow?, .phrase?: return false
                default: return true
                }
            }
            guard textOnly else { continue }
            let excerpt = said.map { "\($0.label): \($0.value)" }.joined(separator: "; ")
            found[name] = (first.line, "\(name): \(excerpt)")
        }
        return found
    }

    /// `**Default**` beside `**Raised**` and `**Flat**`: captions (or parent bullets) naming the
    /// default state alone, in a set whose others name looks rather than states, aspects or
    /// sections. The default there is one look of the family, drawn as a variant of its own;
    /// beside `**Focus**` or `**Error State**` it is the resting state, as before.
    package func defaultVariantCaptions(kind: ComponentKind) -> Set<String> {
        var names: [String] = []
        for statement in statements where statement.subject.count > headingCount {
            let name = statement.subject[headingCount]
            if !names.contains(name) { names.append(name) }
        }
        let defaults = names.filter { name in
            let words = ComponentKind.words(of: name)
            return Self.state(named: words, kind: kind) == .default && words.allSatisfy { Vocabulary.standard.stateWords[$0] == .default }
        }
        guard !defaults.isEmpty else { return [] }
        let looks = names.contains { name in
            let words = ComponentKind.words(of: Self.selector(name).name)
            return !words.isEmpty && Self.selector(name).state == nil && Self.state(named: words, kind: kind) == nil && !Self.namesAspect(words)
                && ComponentState.from(label: name, kind: kind) == nil && !Self.isKey(name)
        }
        return looks ? Set(defaults) : []
    }

    /// `Success State`: a state's word (`state`) after a word or two that name no state the
    /// gallery draws, nor a kind. (`Error State` is the error state, `Button States` the
    /// component's states, `States` alone a section.)
    private static func unknownStateName(_ words: [String], kind: ComponentKind) -> Bool {
        guard (2...3).contains(words.count), let last = words.last, last == "state", kind != .statusBadge else { return false }
        return ComponentState.from(label: words.joined(separator: " "), kind: kind) == nil
            && !words.dropLast().contains { Vocabulary.standard.codeBlockSections.variants.contains($0) || ComponentKind.classify($0) != nil }
    }

    /// The state a code comment names alone (`Hover`, `Active State`) or after one word saying
    /// where it happens (`Row Hover`: a cell's look while its row is hovered), else nil: a
    /// comment naming a variant or a part (`Primary`, `Focus ring`) is no state.
    static func stateComment(_ comment: String, kind: ComponentKind) -> ComponentState? {
        let words = ComponentKind.words(of: comment).filter { !Vocabulary.standard.stateNouns.contains($0) }
        guard (1...2).contains(words.count), let state = ComponentState.from(label: words[words.count - 1], kind: kind) else { return nil }
        guard words.count == 1 || (state != .default && ComponentState.from(label: words[0], kind: kind) == nil) else { return nil }
        return state
    }

    /// The state, variant and section a statement's subjects inside the section name.
    private func place(of statement: Statement, kind: ComponentKind, defaultVariants: Set<String> = []) -> Place {
        var place = Place()
        let sections = Vocabulary.standard.codeBlockSections
        // The component's own selector may carry the state (`.button:hover`).
        if headingCount > 0, headingCount <= statement.subject.count, let state = Self.selector(statement.subject[headingCount - 1]).state {
            place.state = state
        }
        for subject in statement.subject.dropFirst(headingCount) {
            if let rules, let rule = rules.place(of: subject, kind: kind) {
                if rule.state != .default { place.state = rule.state }
                if let variant = rule.variant { place.variant.append(variant) }
                place.part = rule.part
                place.unknown = place.unknown || rule.unknownPseudo
                continue
            }
            let selector = Self.selector(subject)
            let stateBefore = place.state
            if let state = selector.state { place.state = state }
            let name = selector.name
            guard !name.isEmpty else { continue }
            let words = ComponentKind.words(of: name)
            // `States`, `Component parts`: every word is a section word or its plural.
            func names(_ section: [String]) -> Bool { !words.isEmpty && words.allSatisfy { word in section.contains(where: word.hasPrefix) } }
            // A caption written as a key (`button-disabled` under `### Buttons`) names a component
            // of its own, as a front matter's key would; one that is another caption's key and a
            // state word (`button-primary-pressed`) is that one's state.
            if Self.isKey(name), words.contains(where: { ComponentKind.classify($0) != kind }) {
                if let dash = name.lastIndex(of: "-"), let state = ComponentState.from(label: String(name[name.index(after: dash)...]), kind: kind),
                   case let owner = String(name[..<dash]), statements.contains(where: { $0.subject.contains(owner) }) {
                    place.state = state
                    place.variant.append(owner)
                } else {
                    // (`button-disabled` is the key of a look of its own, not a selector's state.)
                    if Self.isKey(subject) { place.state = stateBefore }
                    place.variant.append(Self.isKey(subject) ? subject : name)
                }
                continue
            }
            if defaultVariants.contains(subject) || (subject == statement.subject.last && Self.namesStatusVariant(statement)) {
                place.variant.append(name)
            } else if let state = Self.state(named: words, kind: kind) {
                place.state = state
            } else if Self.unknownStateName(words, kind: kind) {
                place.unknownState = name
            } else if Self.namesAspect(words) {
                continue
            } else if names(sections.variants) || namesStatesOf(words, kind: kind) {
                place.section = .variants
            } else if names(sections.parts) {
                place.section = .parts
            } else {
                place.variant.append(name)
            }
        }
        // `/* Thumb */` over declarations in a switch's block: what follows the comment, up to a
        // blank line, is the mark drawn inside the control, not the control's own look (which
        // `/* Track */` over the lines before it states).
        if statement.syntax == .code, place.part == nil, let group = statement.commentGroup,
           let marks = Vocabulary.standard.controlShapes.marks[kind], marks.covers(ComponentKind.words(of: group)) {
            place.part = group
        }
        return place
    }

    /// Whether a statement sits in a style sheet's `@keyframes` (or `@-webkit-keyframes`) rule.
    static func inKeyframes(_ statement: Statement) -> Bool {
        statement.syntax == .code && statement.subject.contains { subject in
            subject.hasPrefix("@") && subject.prefix { $0 != " " }.hasSuffix("keyframes")
        }
    }

    /// `| error | red fill |` under `| Variant | Colors |` beside `| success |` and `| info |`: a
    /// row its column's header calls a variant (`variantListLabels`: Variant, Type, Style) that
    /// names a status alone is one of the component's looks, an error badge or a success alert,
    /// never the error state of every other row. Under `| State |`, or a header naming nothing,
    /// it stays a state; so does an interaction state (`Disabled`) under any header.
    private static func namesStatusVariant(_ statement: Statement) -> Bool {
        guard statement.syntax == .table, let header = statement.rowHeader, let row = statement.subject.last,
              ComponentExtractor.isVariantsHeading(header, kind: nil) else { return false }
        let words = ComponentKind.words(of: row)
        return words.count == 1 && Vocabulary.standard.pageBackground.statuses.occurs(in: words)
    }

    /// A caption in a script without spaces less every word of the kind written inside it
    /// (`主按钮` → `主`), longest first; nil when nothing but the kind's words is left.
    private static func leftOfKindWords(_ caption: String, kind: ComponentKind) -> String? {
        var left = caption
        // The kind's phrases as written (`ボタン`), never their characters one by one, which would
        // take the `ン` out of `セカンダリボタン`.
        let phrases: [String] = Vocabulary.standard.kinds.filter { $0.kind == kind }.map { $0.phrase.joined() }
        let unspaced: Set<String> = Set(phrases.filter { phrase in !phrase.utf8.allSatisfy { $0 < 0x80 } })
        let words = unspaced.sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 }
        for word in words where left.contains(literal: word) { left = left.replacing(word, with: "") }
        left = left.trimmingWhitespace
        return left != caption.trimmingWhitespace && left.contains(where: \.isLetter) ? left : nil
    }

    /// `Button States`: the component's kind, then a section word; its lines are the whole
    /// component's, as under `States:`, not a variant called "States". The section word is the
    /// head, last: `Status Cards` (a status word before the kind's) names cards of one look that
    /// show a status, a variant, never the states of every card; `Status Badges`, whose status
    /// word is the kind's own, gathers the badges as before.
    private func namesStatesOf(_ words: [String], kind: ComponentKind) -> Bool {
        let rest = words.filter { ComponentKind.classify($0) != kind }
        if let last = words.last, ComponentKind.classify(last) == kind, !rest.allSatisfy(Vocabulary.kindWords(of: kind).contains) { return false }
        return !rest.isEmpty && rest.count < words.count
            && rest.allSatisfy { word in Vocabulary.standard.codeBlockSections.variants.contains(where: word.hasPrefix) }
    }

    /// The vocabulary's aspect words as `ComponentKind.words` gives them: singular, and a
    /// character at a time in scripts without spaces.
    private static let aspects = Set(Vocabulary.standard.codeBlockSections.aspects.map { ComponentKind.words(of: $0) })
    private static let singleWordAspects = Set(aspects.filter { $0.count == 1 }.map { $0[0] })

    /// `Style`, `Spacing sizing`, `スタイル`: a subject every word of which names an aspect,
    /// or that is one aspect written without spaces.
    private static func namesAspect(_ words: [String]) -> Bool {
        guard !words.isEmpty else { return false }
        return aspects.contains(words) || words.allSatisfy(singleWordAspects.contains)
    }

    /// A subject that only names a state (`Hover`, `Disabled state`, `| Pressed |`), perhaps
    /// with an aspect's word (`Hover effect`, `Focus styles`). A status badge's `Error` or
    /// `Success` is a variant of the badge, not a state.
    private static func state(named words: [String], kind: ComponentKind) -> ComponentState? {
        guard kind != .statusBadge, let state = ComponentState.from(label: words.joined(separator: " "), kind: kind) else { return nil }
        let onlyState = words.allSatisfy { word in
            Vocabulary.standard.stateWords[word] != nil || Vocabulary.standard.activeStateWords.contains(word)
                || Vocabulary.standard.codeBlockSections.variants.contains(word) || singleWordAspects.contains(word)
        }
        return onlyState ? state : nil
    }

    /// The part a selector styles through a pseudo-element: `.input::placeholder` → `placeholder`.
    package static func pseudoElement(_ subject: String) -> String? {
        guard let range = subject.range(ofLiteral: "::") else { return nil }
        let name = subject[range.upperBound...].prefix { $0.fastIsLetter || $0 == "-" }
        return name.isEmpty ? nil : name.replacing(literal: "-", with: " ")
    }

    /// A code scope read as a component subject: `.button-clear:hover` is the `button clear`
    /// in its hover state; other subjects are names as written.
    package static func selector(_ subject: String) -> (name: String, state: ComponentState?) {
        var text = subject.trimmingWhitespace
        // Selectors only: `.button-clear:hover`, `#submit`, `button:disabled`, never a clause.
        guard text.hasPrefix(".") || text.hasPrefix("#") || (text.contains(literal: ":") && !text.contains(literal: " ")) else { return (subject, nil) }
        var state: ComponentState?
        if let pseudo = text.range(ofLiteral: "::") { text = String(text[..<pseudo.lowerBound]) }
        if let colon = text.dropFirst().firstIndex(of: ":") {
            state = ComponentState.from(label: String(text[text.index(after: colon)...]), kind: nil)
            text = String(text[..<colon])
        }
        // `.nav-link.active`, `.menu-item.is-disabled`: a class worn beside the element's own
        // that names a state is that state of the element, not an element of its own. An active
        // item that navigates is where the reader is.
        if text.hasPrefix("."), case let classes = text.dropFirst().split(separator: "."), classes.count > 1 {
            var kept = [String(classes[0])]
            for extra in classes.dropFirst() {
                let word = extra.hasPrefix("is-") ? String(extra.dropFirst(3)) : String(extra)
                if state == nil, !word.contains(literal: "-"), let named = ComponentState.from(label: word, kind: nil), named != .default {
                    let navigates = ComponentKind.words(of: kept[0].replacing(literal: "-", with: " ")).contains(where: Vocabulary.standard.activeMeansSelectedWords.contains)
                    state = navigates && Vocabulary.standard.activeStateWords.contains(word) ? .selected : named
                } else {
                    kept.append(String(extra))
                }
            }
            text = "." + kept.joined(separator: ".")
        }
        // BEM and utility names put the block first (`button-colored`, `card__title`); English
        // puts the head noun last, so the block moves to the end: `colored button`.
        var words = text.trimming(charactersIn: ".# ").split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        if words.count > 1, ComponentKind.classify(words[0]) != nil { words.append(words.removeFirst()) }
        // A heading's capital: `.button-colored` names the `Colored button`.
        let name = words.joined(separator: " ")
        return (name.prefix(1).uppercased() + name.dropFirst(), state)
    }

    /// A bullet that only names what its nested bullets describe (`- **Default Button**:`).
    private func isSubjectOnly(_ index: Int) -> Bool {
        let statement = statements[index]
        return (statement.label.isEmpty || statement.value.isEmpty) && !childIndices(of: index).isEmpty
    }

    /// The statements nested directly under a statement's bullet.
    private func childIndices(of index: Int) -> [Int] {
        let statement = statements[index]
        let name = statement.label.isEmpty ? statement.value : statement.label
        let path = statement.subject + [name]
        var out: [Int] = []
        for next in statements.indices.dropFirst(index + 1) {
            let candidate = statements[next]
            if candidate.subject == path { out.append(next) } else if !candidate.subject.starts(with: path) { break }
        }
        return out
    }

    /// The variant a nested statement belongs to: its innermost subject that is not the
    /// component itself, with the component's own words dropped (`Primary CTA Button` → `Primary CTA`).
    private func variantIndex(for inner: [String], builder: inout SpecBuilder, inCode: Bool = false) -> Int? {
        let own = ComponentKind.words(of: builder.spec.name)
        for subject in inner {
            // `.round-icon-button` under `### Round icon button` is the component itself.
            if ComponentKind.words(of: subject) == own { continue }
            // `- **Container**: p-4 border-l-[3px]` over its states' bullets: a parent bullet naming
            // the component's own box is the base. (A caption, `**Frame**` over its own lines,
            // names a variant.)
            if Vocabulary.standard.containerPartNames.contains(ComponentKind.words(of: subject).joined(separator: " ")),
               statements.contains(where: { $0.syntax == .bullet && $0.label == subject }) { continue }
            // `button-quiet`, `install-button` under `### Buttons`: a key written as one word names
            // a component of its own, which the words beside its kind tell apart; its values are
            // its own, never the section's base.
            if Self.isKey(subject), ComponentKind.words(of: subject).contains(where: { ComponentKind.classify($0) != builder.spec.kind }) {
                let line = firstLines[subject] ?? builder.spec.provenance.line
                return builder.variantIndex(subject, line: line)
            }
            // `- **Primary Button**: Ember fill …` over `- Hover: …`: the parent bullet's own
            // line made the variant under its whole label, and what is nested under it is that
            // variant's, not one named by the label less its kind word.
            if !inCode, let index = builder.existingVariant(subject) { return index }
            var kept = subject.split(separator: " ").map(String.init).filter { ComponentKind.classify($0) != builder.spec.kind }
            // `**主按钮**`, `**幽灵按钮**` over their own blocks: in a script written without
            // spaces the kind's word sits inside the caption's one word, and what is left of it
            // names the variant, as `Primary` is left of `Primary button`.
            if kept.isEmpty, !subject.utf8.allSatisfy({ $0 < 0x80 }), let left = Self.leftOfKindWords(subject, kind: builder.spec.kind) {
                kept = [left]
            }
            // A style sheet's selector abbreviates the component's name (`.btn-primary` under Buttons).
            if inCode { kept.removeAll { word in own.contains { Self.abbreviates(word.lowercased(), $0) } } }
            // A subject naming only the component itself (`- Button:` under Buttons) is the base.
            guard !kept.isEmpty else { continue }
            let line = firstLines[subject] ?? builder.spec.provenance.line
            // `.btn-primary { … }` under `**Primary CTA**`: a style sheet restating the one variant
            // whose name holds the selector's words is that variant, not a second one.
            if inCode {
                let words = Set(SpecBuilder.variantKey(kept.joined(separator: " ")))
                let holding = builder.spec.variants.indices.filter { words.isSubset(of: SpecBuilder.variantKey(builder.spec.variants[$0].name)) }
                if holding.count == 1, SpecBuilder.variantKey(builder.spec.variants[holding[0]].name).count > words.count { return holding[0] }
            }
            return builder.variantIndex(kept.joined(separator: " "), line: line)
        }
        return nil
    }

    /// The colour a code line's comment gives alone (`// hsl(42, 49%, 78%)`) beside a value that
    /// is a token's path (`UNIFIED_TOKENS.colors.beige`, `theme.palette.primary`).
    static func commentedValue(of statement: Statement) -> String? {
        guard let comment = statement.comment?.trimmingWhitespace, statement.value.contains(literal: "."),
              CodeStatementReader.isIdentifier(statement.value), !statement.value.hasPrefix("."),
              let literal = ColorValueScanner.matches(in: comment).first, literal.text == comment else { return nil }
        return literal.text
    }

    /// `button-quiet`, `tag_info`: a name written as a key, one word of lower-case letters and
    /// digits joined by `-` or `_`.
    static func isKey(_ name: String) -> Bool {
        name.contains(where: { $0 == "-" || $0 == "_" })
            && name.allSatisfy { ($0.isASCII && ($0.isLowercase || $0.isNumber)) || $0 == "-" || $0 == "_" }
            && name.first?.isLetter == true
    }

    /// `btn` for `button`: a shorter word with the same first letter whose letters appear in order.
    static func abbreviates(_ short: String, _ word: String) -> Bool {
        guard short.count >= 2, short.count < word.count, short.first == word.first else { return false }
        var rest = word[...]
        for character in short {
            guard let found = rest.firstIndex(of: character) else { return false }
            rest = rest[rest.index(after: found)...]
        }
        return true
    }
}

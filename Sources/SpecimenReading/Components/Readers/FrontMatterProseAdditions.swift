import SpecimenModel

// Compiled once: a regex literal inside a function is parsed again on every call.
/// `80px`, `16:9`, `1×1`: a clause that gives a picture its size.
// A reference's parts: `colors.` before a colour's key, `{component.` and `}` around a
// component's, any `{…}` in a clause, and `{colors.x}` with its key.
nonisolated(unsafe) private let colorsGroup = /^colou?rs\./
nonisolated(unsafe) private let componentOpening = /^\{components?\./
nonisolated(unsafe) private let closingBrace = /\}$/
nonisolated(unsafe) private let bracedReference = /\{[^}]*\}/
nonisolated(unsafe) private let colorReference = /\{colou?rs\.([A-Za-z0-9_.-]+)\}/
nonisolated(unsafe) private let typographyStyle = /\{(typography\.[A-Za-z0-9_.-]+)\}/
nonisolated(unsafe) private let colorForPhrase = /`?\{colou?rs\.([A-Za-z0-9_.-]+)\}`? for ([A-Za-z][A-Za-z -]*)/
/// A code span (`` `backgroundColor` ``): a name, no look.
nonisolated(unsafe) private let codeSpan = /`[^`]*`/
nonisolated(unsafe) private let pictureSize = #/\d+\s?px|\d+\s?[:×]\s?\d+/#

/// What the prose below a front matter adds to the components the front matter defines.
///
/// A DESIGN.md often names each front-matter component again in its prose (`**\`button-ghost\`**`
/// over a bullet, or `**\`chip\`** — Sand fill, 1px rule outline`) and says there what the
/// format's properties leave out: a border, an underline on hover, a height. Those words are read
/// as a component's statements are, and every property the front matter leaves open is taken
/// from them. The front matter stays normative: a property it states is kept, and a prose colour
/// that differs from it is noted with its line, never drawn. Prose about a name the front matter
/// does not define adds nothing: the front matter's list of components is the document's.
package struct FrontMatterProseAdditions {
    package let document: MarkdownDocument
    package let statements: [Statement]
    package let context: ComponentContext

    package init(document: MarkdownDocument, statements: [Statement], context: ComponentContext) {
        self.document = document
        self.statements = statements
        self.context = context
    }

    /// `specs`: the front matter's components, each given what its prose adds.
    package func apply(to specs: inout [ComponentSpec], diagnostics: inout [Diagnostic]) {
        let keys = Dictionary(specs.enumerated().map { (Self.key($0.element.name), $0.offset) }, uniquingKeysWith: { first, _ in first })
        guard !keys.isEmpty else { return }
        var nested: [Int: [Statement]] = [:]
        // The lines of bullets labelled in words.
        var labelledLines: [Int: String] = [:]
        let states = stateEntries(of: specs, keys: keys)
        // `**`card-x`** — a long aside (with "copy").` over a list: when the caption is read as
        // a labelled line rather than as the list's subject, the list that follows it at once
        // is still that component's.
        var adopted: (named: [Int], state: ComponentState?, subject: [String], line: Int)?
        // Sentences of a kind's paragraph that give their entry nothing a preview draws.
        var unread: [Int: [DocumentText]] = [:]
        for statement in statements where statement.syntax == .bullet || statement.syntax == .paragraph {
            // A caption's own line (`**`chip-loud`** — …` after another caption) is read below.
            if !statement.label.isEmpty, statement.syntax == .paragraph, let named = Self.captionComponents(statement, keys: keys, states: states) {
                adopted = (named.indices, named.state, statement.subject, statement.line)
                continue
            }
            // `- **Panel:** white on paper, 1px hairline`, `- **Primary:** …` under `### Buttons`,
            // `- **Shape:** …` for every button: a bullet labelled in words.
            if let found = Self.labelledInWords(statement, specs: specs) {
                for index in found.indices {
                    var inner = statement
                    inner.subject = [specs[index].name]
                    inner.headingCount = 1
                    // A kind-wide bullet's label is a property (`Shape:`); several clauses after it
                    // are each their own property, read as a plain sentence is.
                    if !found.kindWide || statement.value.contains(literal: ",") { inner.label = "" }
                    nested[index, default: []].append(contentsOf: Self.sentences(of: inner))
                    labelledLines[statement.line] = statement.value
                }
                adopted = nil
                continue
            }
            if !statement.label.isEmpty, keys[Self.key(statement.label)] != nil { continue }
            if let sentences = Self.kindParagraphSentences(statement, specs: specs, document: document) {
                for sentence in sentences {
                    guard let index = sentence.entry else { continue }
                    let one = Statement(subject: [specs[index].name], headingCount: 1, label: "", value: sentence.text, line: sentence.line, syntax: .bullet)
                    let read = Self.sentences(of: one)
                    nested[index, default: []].append(contentsOf: read)
                    // A sentence with a value in it (a length, a colour, the system's colour by
                    // name) that gives nothing drawn is listed; one that only characterises
                    // ("Quiet containers, not cards.") is no look to lose.
                    if ValueScanner.length(in: sentence.text) != nil || !ColorValueScanner.matches(in: sentence.text).isEmpty || namesSystemColour(sentence.text),
                       !givesALook(read, to: specs[index]) {
                        unread[index, default: []].append(DocumentText(text: sentence.text, provenance: context.provenance(line: sentence.line)))
                    }
                }
                adopted = nil
                continue
            }
            var named: [Int]
            var at: Int
            var stateOfEntry: ComponentState?
            // The innermost caption, parent bullet or heading that names a component (or a
            // front-matter entry read as one's state: `text-input-error`), or two joined
            // (`text-input` + `text-input-focused`).
            if let found = statement.subject.indices.last(where: { Self.components(named: statement.subject[$0], keys: keys) != nil || states[Self.key(statement.subject[$0])] != nil }) {
                at = found
                if let own = Self.components(named: statement.subject[found], keys: keys) {
                    named = own
                } else if let entry = states[Self.key(statement.subject[found])] {
                    named = [entry.index]
                    stateOfEntry = entry.state
                } else { continue }
                adopted = nil
            } else if let caption = adopted, statement.syntax == .bullet, statement.subject == caption.subject, statement.line > caption.line {
                named = caption.named
                stateOfEntry = caption.state
                at = statement.subject.count - 1
                adopted = (caption.named, caption.state, caption.subject, statement.line)
            } else {
                if statement.syntax == .paragraph { adopted = nil }
                continue
            }
            var index = named[0]
            var inner = statement
            // `- Focus state `field-focused`: border turns …` under `field`: the words before the
            // colon name the entry read as this component's state, and are that state's label;
            // the entry's key says nothing of the look (its `text` is no text colour).
            if stateOfEntry == nil, statement.label.isEmpty, let colon = statement.value.firstIndex(of: ":"),
               let entry = Self.stateEntryNamed(in: String(statement.value[..<colon]), states: states), named.contains(entry.index) {
                index = entry.index
                inner.label = entry.state.rawValue.capitalized
                inner.value = String(statement.value[statement.value.index(after: colon)...]).trimmingWhitespace
            }
            if let stateOfEntry {
                // Each sentence labelled with the state, as `Focused: …` is read.
                inner.subject = [specs[index].name] + statement.subject.dropFirst(at + 1)
                inner.headingCount = 1
                nested[index, default: []].append(contentsOf: Self.sentences(of: inner).map { sentence in
                    var labelled = sentence
                    if labelled.label.isEmpty { labelled.label = stateOfEntry.rawValue.capitalized }
                    return labelled
                })
                continue
            }
            // Of two joined, a line labelled with a state (`Focused: 2px solid … border`) is the
            // look of the one named for that state, whose own default it is.
            if named.count > 1, !statement.label.isEmpty, let state = ComponentState.from(label: statement.label, kind: nil), state != .default,
               let own = named.dropFirst().first(where: { candidate in
                   ComponentKind.words(of: specs[candidate].name).contains { ComponentState.from(label: $0, kind: nil) == state }
               }) {
                index = own
                inner.label = ""
            }
            inner.subject = [specs[index].name] + statement.subject.dropFirst(at + 1)
            inner.headingCount = 1
            nested[index, default: []].append(contentsOf: Self.sentences(of: inner))
        }
        // `**`chip-quiet`** — Sand fill, ink text, 6px radius.`: the name in bold, then its look
        // in one phrase on the same line. A phrase that sets fewer than two things a preview
        // draws (`— outline variant on white surfaces`) describes, and is left alone.
        var captions: [Int: [(text: String, line: Int)]] = [:]
        for (offset, raw) in document.lines.enumerated() {
            guard let (name, aside) = Self.captionAside(String(raw)) else { continue }
            // `**`field-focused`** — Focus state. Border turns …`: the caption of an entry read as
            // a state says that state's look.
            if let entry = states[Self.key(name)] {
                nested[entry.index, default: []].append(contentsOf: Self.stateSentences(aside, line: offset + 1, state: entry.state, owner: specs[entry.index].name))
                continue
            }
            guard let index = keys[Self.key(name)] else { continue }
            captions[index, default: []].append((aside, offset + 1))
        }
        for index in specs.indices where nested[index] != nil || captions[index] != nil {
            let first = ((nested[index] ?? []).map(\.line) + (captions[index] ?? []).map(\.line)).min() ?? specs[index].provenance.line
            var builder = SpecBuilder(name: specs[index].name, kind: specs[index].kind, line: first, context: context)
            StatementSpecReader(statements: nested[index] ?? [], headingCount: 1).read(into: &builder)
            for (aside, line) in captions[index] ?? [] {
                // Other components the aside puts inside this one (`{component.x}`), however the
                // sentence is phrased and whatever else it says.
                builder.readChildComponents(aside, line: line, variant: nil, anyKind: true)
                // A sentence listing parts (`last price in {typography.number-md}; …`) styles
                // those parts; the others still give the component's look.
                // A sentence labelled with a state (`Closed state: question …`) is that state's
                // words, which would make the whole aside read as one labelled line.
                let own = (builder.readingPartLists(aside, line: line) ?? aside).split(separator: ". ").filter { sentence in
                    guard let colon = sentence.firstIndex(of: ":") else { return true }
                    return ComponentKind.words(of: String(sentence[..<colon])).allSatisfy { !Vocabulary.standard.stateNouns.contains($0) }
                }.joined(separator: ". ")
                guard let look = builder.sentenceLook(own, line: line) else { continue }
                builder.readPlain(own, line: line, variant: nil, look: look)
            }
            for statement in nested[index] ?? [] {
                builder.readChildComponents(statement.label.isEmpty ? statement.value : statement.label + ": " + statement.value,
                                            line: statement.line, variant: nil, anyKind: true)
            }
            // Other front-matter components the prose puts inside this one (`then `button-solid`
            // + `button-hollow` pair`), by key.
            do {
                let names = Set(specs.map(\.name))
                let written = (nested[index] ?? []).map { ($0.value, $0.line) } + (captions[index] ?? []).map { ($0.text, $0.line) }
                for (text, line) in written {
                    for (child, clause) in FrontMatterExtraKeys.childClauses(in: text, keys: names, own: specs[index].name)
                    where !builder.spec.parts.contains(where: { $0.child == child }) {
                        builder.spec.parts.append(ComponentPart(name: child, provenance: Provenance(file: document.file, line: line, excerpt: clause), child: child))
                    }
                }
            }
            let prose = builder.finish()
            // The parts the prose styles (a tile's headline, a pill drawn inside it), which the
            // format cannot hold: named as parts are, or other components. A label such as
            // `Properties:` over a list of property names styles nothing.
            let partWords = Vocabulary.standard.partNames.union(Vocabulary.standard.mediaParts)
            let addedParts = prose.parts.filter { part in
                part.child != nil || part.properties.font?.value?.styleReference != nil
                    || !Set(ComponentKind.words(of: part.name)).isDisjoint(with: partWords)
            }
            merge(prose.base, into: &specs[index], diagnostics: &diagnostics)
            for words in unread[index] ?? [] where !specs[index].notDrawn.contains(words) { specs[index].notDrawn.append(words) }
            statedDivider(of: &specs[index])
            specs[index].describedAt = Array(Set((nested[index] ?? []).map(\.line) + (captions[index] ?? []).map(\.line))).sorted()
            // What the prose says of the component's parts: its bullets, and its caption after
            // the first sentence, which describes the component itself ("the red square hosting …").
            let pictures = Vocabulary.standard.mediaParts.union(Vocabulary.standard.pictureMarks)
            let captionLines = Set((captions[index] ?? []).map(\.line))
            var said: [(text: String, line: Int)] = (captions[index] ?? []).map { caption in
                let text = caption.text
                guard let stop = text.range(of: ". ") else { return ("", caption.line) }
                return (String(text[stop.upperBound...]), caption.line)
            }
            for line in Set((nested[index] ?? []).map(\.line)).subtracting(captionLines).sorted() where line >= 1 && line <= document.lines.count {
                // A bullet labelled in words gives its component's own look, read above; its
                // colours are no part's.
                guard labelledLines[line] == nil else { continue }
                said.append((String(document.lines[line - 1]), line))
            }
            // A picture the prose gives a size or shape ("a 32px line icon at top", "Avatar
            // circle 40px", "The image fills the card") that no drawn part takes: listed as not
            // drawn, as written, never lost.
            for (text, line) in said {
                for clause in Self.pictureClauses(in: text) {
                    let words = Set(ComponentKind.words(of: clause)).intersection(pictures)
                    let drawn = specs[index].parts.contains { !Set(ComponentKind.words(of: $0.name)).isDisjoint(with: words) }
                    guard !drawn, !specs[index].notDrawn.contains(where: { $0.provenance.line == line && $0.text == clause }) else { continue }
                    specs[index].notDrawn.append(DocumentText(text: clause, provenance: context.provenance(line: line)))
                }
            }
            // A backdrop the prose puts in or behind the component ("the white hero with the mesh
            // gradient backdrop", "a grain texture behind the copy"), which no format value holds:
            // listed, as written, in any sentence of its prose, never silently left out.
            let allSaid = (captions[index] ?? []).map { ($0.text, $0.line) } + said.filter { !captionLines.contains($0.line) }
            for (text, line) in allSaid {
                for clause in Self.clauses(in: text) where Vocabulary.standard.auditContext.gradientBackdrops.occurs(in: ComponentKind.words(of: clause))
                    && !clause.contains("{") && !specs[index].notDrawn.contains(where: { $0.provenance.line == line && $0.text == clause }) {
                    specs[index].notDrawn.append(DocumentText(text: clause, provenance: context.provenance(line: line)))
                }
            }
            // A part the prose gives a colour ("the gold wordmark at left", "a Gold numeric
            // badge", "a chart in {colors.up}") that no drawn part takes: listed, as written.
            let ownColors = [specs[index].base[.default].fill, specs[index].base[.default].textColor].compactMap { $0?.reference }
                .map { $0.replacing(colorsGroup, with: "").replacing(literal: ".", with: "-") }
            let entries = Set(keys.keys).union(states.keys)
            for (text, line) in said {
                for (clause, words) in Self.coloredPartClauses(in: text, own: specs[index].name, ownColors: ownColors, keys: entries) {
                    // A button named in words (`a cream-button CTA`) is drawn when another
                    // component of that kind is drawn inside this one.
                    let button = words.contains { ComponentKind.classifyComponentName($0) == .button }
                    let drawn = (specs[index].parts + addedParts.filter { $0.child != nil }).contains { part in
                        part.child == nil ? !Set(ComponentKind.words(of: part.name)).isDisjoint(with: words)
                            : button && ComponentKind.words(of: part.name).contains { ComponentKind.classifyComponentName($0) == .button }
                    }
                    // A part the prose styles in this very clause, in its colour (`Bottom row: …
                    // in {colors.x}`), is drawn, or listed, as that part: once.
                    || addedParts.contains { part in
                        guard part.child == nil, clause.lowercased().hasPrefix(part.name.lowercased()) else { return false }
                        let colors = [part.properties.textColor, part.properties.borderColor, part.properties.fill].compactMap { $0.flatMap(color) }
                        return clause.matches(of: colorReference).contains { match in
                            context.tokens.color("colors." + match.1).map(colors.contains) == true
                        }
                    }
                    guard !drawn, !specs[index].notDrawn.contains(where: { $0.provenance.line == line && $0.text == clause }) else { continue }
                    specs[index].notDrawn.append(DocumentText(text: clause, provenance: context.provenance(line: line)))
                }
            }
            // A part's type named inside a sentence about the whole (`type {typography.x} for
            // the title`, `Layout: centered headline {typography.x}, subtitle, …`), which no
            // list of parts took: that part, set in that style.
            // A button's or a field's type is its own (`body set in {typography.x}`): only a
            // component made of parts has a title apart from it.
            for (text, line) in allSaid where specs[index].kind.holdsParts {
                for (name, style, clause) in Self.typedPartClauses(in: text) where context.tokens.index.lookup(style) != nil {
                    let words = Set(ComponentKind.words(of: name)).intersection(Vocabulary.standard.partNames)
                    guard !specs[index].parts.contains(where: { !Set(ComponentKind.words(of: $0.name)).isDisjoint(with: words) }),
                          !prose.parts.contains(where: { !Set(ComponentKind.words(of: $0.name)).isDisjoint(with: words) }) else { continue }
                    var properties = PropertySet()
                    properties.font = PropertyValue(raw: clause, value: FontSpec(styleReference: style), provenance: context.provenance(line: line))
                    specs[index].parts.append(ComponentPart(name: name, properties: properties, provenance: context.provenance(line: line)))
                }
            }
            for part in addedParts where !specs[index].parts.contains(where: { $0.name == part.name }) {
                specs[index].parts.append(part)
            }
        }
    }

    /// "pricing cards on the light track use 4 stacked tiny drop shadows" under "Stacked Tiny
    /// Shadows (Level 3 Elevation)": a line of the prose that names one of the system's shadows
    /// (`NamedShadow`: `level 3`, `soft-stack shadow`), or a depth table's row that is one, and,
    /// as a phrase of its own, exactly one front-matter component (`pricing cards` for
    /// `card-pricing`), in words about shadows, gives that component the shadow, when it states
    /// none. A clause opening with a state (`Pressed inverted button on dark canvas`, `Focus
    /// state inherits the focus-ring shadow`) gives it to that state. A front-matter
    /// `description` naming one (`… with Level 5 modal shadow`) gives it too; one naming a step
    /// no shadow has (`Level 7`) is listed as not drawn.
    package func attachTreatments(to specs: inout [ComponentSpec], frontMatter: FrontMatter? = nil) {
        let shadows = NamedShadow.candidates(in: context.tokens.tokens)
        guard !specs.isEmpty else { return }
        func words(_ text: String) -> [String] {
            text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { ComponentKind.words(of: String($0)).first ?? String($0) }
        }
        func occurs(_ phrase: [String], in line: [String], anyOrder: Bool) -> Bool {
            guard !phrase.isEmpty, phrase.count <= line.count else { return false }
            return (0...(line.count - phrase.count)).contains { start in
                let window = Array(line[start..<start + phrase.count])
                return anyOrder ? window.sorted() == phrase.sorted() : window == phrase
            }
        }
        let treatmentWords: Set<String> = ["shadow", "elevation"]
        func give(_ shadow: DesignToken, to index: Int, state: ComponentState, line: Int) {
            var set = specs[index].base.states[state] ?? PropertySet()
            guard set.shadow == nil else { return }
            set.shadow = PropertyValue(raw: shadow.name, reference: shadow.name, provenance: context.provenance(line: line))
            specs[index].base.states[state] = set
            if !specs[index].describedAt.contains(line) { specs[index].describedAt = (specs[index].describedAt + [line]).sorted() }
        }
        // The state a clause opens with, of the clause naming the shadow, else of the one naming the component.
        func state(in text: String, shadow: DesignToken, component index: Int) -> ComponentState {
            let own = ComponentKind.words(of: specs[index].name)
            let clauses = text.replacing(". ", with: "|").split(separator: "|").map { String($0).trimmingWhitespace.trimming(charactersIn: "-*` ") }
            // Of a list (`Active/pressed CTAs, lifted product card`), the item naming the component.
            let items = clauses.flatMap { $0.components(separatedBy: ", ") }.map { $0.trimmingWhitespace }
            let naming = clauses.filter { NamedShadow.token(in: $0, among: [shadow]) != nil }
                + items.filter { occurs(words(specs[index].name), in: words($0), anyOrder: true) }
            for clause in naming {
                if let state = PropertyPhraseReader.openingState(of: clause, kind: specs[index].kind, besides: own) { return state }
            }
            // `applied to property cards on pointer hover`: a state after the component's name.
            for item in items where occurs(words(specs[index].name), in: words(item), anyOrder: true) {
                let said = words(item)
                for at in said.indices where ["on", "when", "while", "upon"].contains(said[at]) {
                    for word in said[(at + 1)...].prefix(2) where !own.contains(word) {
                        if let state = ComponentState.from(label: word, kind: specs[index].kind), state != .default { return state }
                    }
                }
            }
            return .default
        }
        // A depth table's row is the shadow it defines.
        var rows: [Int: DesignToken] = [:]
        for token in shadows where token.provenance.file == document.file && rows[token.provenance.line] == nil { rows[token.provenance.line] = token }
        let body = Self.bodyLines(of: document)
        let keys = Dictionary(specs.enumerated().map { (Self.key($0.element.name), $0.offset) }, uniquingKeysWith: { first, _ in first })
        for offset in body where offset < document.lines.count && !shadows.isEmpty {
            let text = String(document.lines[offset])
            let line = words(text)
            let shadow: DesignToken
            if let own = rows[offset + 1], text.trimmingWhitespace.hasPrefix("|") {
                shadow = own
            } else {
                guard !Set(line).isDisjoint(with: treatmentWords), let named = NamedShadow.token(in: text, among: shadows) else { continue }
                shadow = named
            }
            let components = specs.indices.filter { occurs(words(specs[$0].name), in: line, anyOrder: true) }
            // A component named inside a longer one's phrase (`card` in `card-pricing`) is that one.
            let whole = components.filter { index in
                !components.contains { $0 != index && Set(words(specs[$0].name)).isStrictSuperset(of: Set(words(specs[index].name))) }
            }
            guard whole.count == 1, let index = whole.first else { continue }
            // A line of another component's own prose (`same padding as `card-content`. Shadow at
            // Level 1.` under `card-elevated`) is that one's, read with it.
            if let owner = Self.ownerOfLine(offset + 1, in: text, keys: keys, document: document), owner != index { continue }
            give(shadow, to: index, state: state(in: text, shadow: shadow, component: index), line: offset + 1)
        }
        // "On dark hero surfaces, add the level-3 glow halo": a sentence of a component's own
        // prose that names one of the system's shadows, with a shadow's noun, and from whose
        // line no state of it draws one, is listed as not drawn, as written.
        let nouns = Vocabulary.standard.shadowNouns
        for offset in body where offset < document.lines.count && !shadows.isEmpty {
            let text = String(document.lines[offset])
            guard !Set(words(text)).isDisjoint(with: nouns), let index = Self.ownerOfLine(offset + 1, in: text, keys: keys, document: document) else { continue }
            let drawn = specs[index].base.states.values.compactMap(\.shadow).filter { $0.provenance.line == offset + 1 }
            for sentence in text.replacing(". ", with: "\u{1}").replacing("; ", with: "\u{1}").split(separator: "\u{1}") {
                var clause = String(sentence).trimmingWhitespace.trimming(charactersIn: "-*. ")
                // The part of the sentence that names the shadow, with the ground or moment
                // before it (`On dark hero surfaces, add …`), not the properties drawn beside it.
                let pieces = clause.components(separatedBy: ", ")
                if pieces.count > 1, let at = pieces.firstIndex(where: { NamedShadow.token(in: $0, among: shadows) != nil }) {
                    let from = at > 0 && Vocabulary.standard.shadowConditions.contains(words(pieces[at - 1]).first ?? "") ? at - 1 : at
                    clause = pieces[from...at].joined(separator: ", ")
                }
                guard !Set(words(clause)).isDisjoint(with: nouns), let named = NamedShadow.token(in: clause, among: shadows),
                      !drawn.contains(where: { clause.contains($0.raw) || $0.raw.contains(clause) || $0.reference == named.name }) else { continue }
                // "the white pill with a subtle drop-shadow …" over "Carries a Level 3 pill-float
                // shadow": a plain sentence naming the shadow is the look the vaguer words
                // describe, and is drawn; one for a ground or a state ("On dark hero surfaces,
                // add …") is not.
                let opening = words(clause).first ?? ""
                if !Vocabulary.standard.shadowConditions.contains(opening), !NamedShadow.isHedged(clause), !NamedShadow.isAnothersShadow(clause),
                   PropertyPhraseReader.openingState(of: clause, kind: specs[index].kind) == nil,
                   let own = specs[index].base.states[.default]?.shadow, !own.isUnknown, own.value == nil, own.reference != nil,
                   own.provenance.file == document.file, !context.tokens.tokens.contains(where: { $0.name == own.reference }),
                   NamedShadow.token(in: own.raw, among: shadows) == nil {
                    specs[index].base[.default].shadow = PropertyValue(raw: clause, reference: named.name, provenance: context.provenance(line: offset + 1))
                    if !specs[index].describedAt.contains(offset + 1) { specs[index].describedAt = (specs[index].describedAt + [offset + 1]).sorted() }
                    continue
                }
                let written = DocumentText(text: clause, provenance: context.provenance(line: offset + 1))
                if !specs[index].notDrawn.contains(written) { specs[index].notDrawn.append(written) }
            }
        }
        // `description: "… with Level 5 modal shadow"` in the front matter.
        guard let entries = frontMatter?.root["components"]?.entries else { return }
        let names = Set(entries.map(\.key))
        let indexByName = Dictionary(specs.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { first, _ in first })
        for (key, value) in entries {
            guard let description = value.entries?.first(where: { $0.key == "description" })?.value, let text = description.string,
                  !Set(words(text)).isDisjoint(with: treatmentWords) else { continue }
            let (owner, entryState) = FrontMatterComponentReader.stateSplit(key, among: names)
            guard let index = indexByName[owner ?? key] else { continue }
            if let shadow = NamedShadow.token(in: text, among: shadows), !NamedShadow.isHedged(text) {
                give(shadow, to: index, state: entryState ?? .default, line: description.line)
            } else if NamedShadow.namesAStep(text), (specs[index].base.states[entryState ?? .default] ?? PropertySet()).shadow == nil {
                let written = DocumentText(text: "description: \(text)", provenance: context.provenance(line: description.line))
                if !specs[index].notDrawn.contains(written) { specs[index].notDrawn.append(written) }
            }
        }
    }

    /// "Background `{colors.aloe-10}`, otherwise identical to `card-pricing`", "same as
    /// `chip-a`", "like `chip-a`": a component whose own prose says it is another front-matter
    /// component but for what it states is that component's look (border, shadow, states), its
    /// parts and the components inside it, under its own stated properties. A clause naming
    /// properties (`same shape as …`) is left to them.
    package func borrowLooks(into specs: inout [ComponentSpec]) {
        let keys = Dictionary(specs.enumerated().map { (Self.key($0.element.name), $0.offset) }, uniquingKeysWith: { first, _ in first })
        var source: [Int: Int] = [:]
        for offset in Self.bodyLines(of: document) where offset < document.lines.count {
            let text = String(document.lines[offset])
            guard let owner = Self.ownerOfLine(offset + 1, in: text, keys: keys, document: document) else { continue }
            // (A full stop inside `{component.product-card}` ends no clause.)
            for clause in text.replacing(literal: ". ", with: "; ").split(whereSeparator: { ",;".contains($0) }) {
                let lower = clause.lowercased()
                let plain = lower.split(whereSeparator: { !$0.isLetter }).map(String.init)
                // The whole look only: "identical to", "same as", "like"; no property between,
                // though a noun for the whole look may be ("same chrome as", "re-uses … chrome").
                let sameAs = Vocabulary.standard.sameAs
                let sameNoun = plain.indices.contains { at in
                    plain[at] == "same" && at + 2 < plain.count && sameAs.nouns.contains(plain[at + 1]) && plain[at + 2] == "as"
                }
                let reuses = sameAs.reusers.contains { " \(plain.joined(separator: " ")) ".contains(" \($0) ") }
                let whole = lower.contains("identical to ") || lower.contains("same as ") || plain.contains("like") || sameNoun || reuses
                guard whole, !plain.contains("than") else { continue }
                // The lender is named before what the clause adds (`… chrome with text-input
                // primitives inside`, `… but with a drawing`).
                let lending = [" with ", " but "].compactMap { clause.range(of: $0)?.lowerBound }.min().map { clause[..<$0] } ?? clause[...]
                let named = lending.split(whereSeparator: { $0 == " " || $0 == "`" || $0 == "(" || $0 == ")" || $0 == "*" })
                    .map { String($0).replacing(componentOpening, with: "").replacing(closingBrace, with: "").lowercased() }
                    .compactMap { keys[$0] }.filter { $0 != owner }
                guard Set(named).count == 1, let from = named.first, source[owner] == nil else { continue }
                source[owner] = from
            }
        }
        var done: Set<Int> = []
        func resolve(_ index: Int, _ path: Set<Int>) {
            guard !done.contains(index), let from = source[index], !path.contains(from) else { done.insert(index); return }
            resolve(from, path.union([index]))
            let lender = specs[from]
            var own = specs[index].base
            own[.default] = own[.default].merged(over: lender.base[.default])
            for (state, set) in lender.base.states where state != .default {
                own[state] = (specs[index].base.states[state] ?? PropertySet()).merged(over: set)
            }
            specs[index].base = own
            for part in lender.parts where !specs[index].parts.contains(where: { $0.name == part.name && $0.variant == part.variant }) {
                specs[index].parts.append(part)
            }
            done.insert(index)
        }
        for index in specs.indices.sorted() { resolve(index, []) }
    }

    /// The lines after the front matter.
    static func bodyLines(of document: MarkdownDocument) -> Range<Int> {
        let lines = document.lines
        guard lines.first?.trimmingWhitespace == "---", let end = lines.dropFirst().firstIndex(where: { $0.trimmingWhitespace == "---" }) else { return 0..<lines.count }
        return (end + 1)..<lines.count
    }

    /// The front-matter component a prose line describes: named in bold at its start
    /// (`**`card-x`** — …`), or the last such caption above it with only its bullets between.
    static func ownerOfLine(_ line: Int, in text: String, keys: [String: Int], document: MarkdownDocument) -> Int? {
        var at = line
        var current = text
        while true {
            if let (name, _) = captionAside(current), let index = keys[key(name)] { return index }
            let trimmed = current.trimmingWhitespace
            // Only a bullet climbs to the caption above it.
            guard trimmed.hasPrefix("- ") || trimmed.hasPrefix("* "), at > 1 else { return nil }
            at -= 1
            current = String(document.lines[at - 1])
        }
    }

    /// Components the prose describes with the system's tokens (`**Breadcrumb** — …` over `-
    /// Type {typography.small}, separator in {colors.stone}`) that the front matter does not
    /// define: listed with their lines as described, not drawn, never lost. A caption naming a
    /// front-matter component in other words (`**Promo Banner**` for `promo-banner`) is that one.
    package func described(of specs: [ComponentSpec]) -> [DescribedComponent] {
        let known = Set(specs.map { ComponentKind.words(of: $0.name) } + specs.flatMap { $0.restatedAt.map { ComponentKind.words(of: $0.excerpt) } })
        var order: [String] = []
        var found: [String: (line: Int, lines: [Int])] = [:]
        func add(_ name: String, caption: Int, line: Int) {
            let words = ComponentKind.words(of: name)
            guard !words.isEmpty, !known.contains(words), Self.components(named: name, keys: Dictionary(specs.enumerated().map { (Self.key($0.element.name), $0.offset) }, uniquingKeysWith: { a, _ in a })) == nil else { return }
            if found[name] == nil { order.append(name); found[name] = (caption, [caption]) }
            found[name]?.lines.append(line)
        }
        var caption: (name: String, subject: [String], line: Int)?
        var variants: [DescribedComponent] = []
        // Only under a heading that gathers components (`## Components`), not `### Key Characteristics`.
        for statement in statements where (statement.syntax == .bullet || statement.syntax == .paragraph)
            && statement.subject.prefix(statement.headingCount).contains(where: { Vocabulary.standard.introducesComponents($0) }) {
            // `- **Button** — Ink fill, … Secondary is a translucent ink wash.`: a variant the
            // front matter does not define, named in a sentence of its component's bullet, is
            // listed with that sentence and its line.
            if let owners = Self.labelledInWords(statement, specs: specs)?.indices, owners.count == 1 {
                let spec = specs[owners[0]]
                for sentence in DocumentProse.sentences(of: Self.wrappedBullet(from: statement.line, in: document)) {
                    guard let (variant, _) = StatementSpecReader.variantSentence(sentence, kind: spec.kind) else { continue }
                    let name = "\(variant) \(spec.name)"
                    let words = Set(ComponentKind.words(of: name))
                    guard !known.contains(where: { Set($0) == words }), !variants.contains(where: { $0.name == name }) else { continue }
                    let line = Self.line(of: sentence, from: statement.line, in: document)
                    variants.append(DescribedComponent(name: name, kind: spec.kind, provenance: context.provenance(line: line),
                                                       words: [DocumentText(text: sentence, provenance: context.provenance(line: line))]))
                }
            }
            // `### Buttons` over `… Secondary uses a sailcloth surface …`: likewise in a kind's paragraph.
            if let sentences = Self.kindParagraphSentences(statement, specs: specs, document: document) {
                for sentence in sentences {
                    guard let variant = sentence.variant, let heading = statement.headings.last else { continue }
                    let name = "\(variant) \(heading)"
                    guard !variants.contains(where: { $0.name == name }) else { continue }
                    variants.append(DescribedComponent(name: name, kind: ComponentKind.classifyHead(heading) ?? .other, provenance: context.provenance(line: sentence.line),
                                                       words: [DocumentText(text: sentence.text, provenance: context.provenance(line: sentence.line))]))
                }
                continue
            }
            if statement.syntax == .paragraph, !statement.label.isEmpty, Self.captionAside(document.line(statement.line)) != nil {
                caption = (statement.label, statement.subject, statement.line)
                continue
            }
            // `- **Round add:** 48px forest circle …` under `### Buttons`: a bullet labelled in
            // words with a look of its own (or the system's colours by name) and a size, naming no
            // front-matter component, property or state and giving no instruction (`**Right:**
            // links + black-pill CTA` places parts of another; `**Never:** …` forbids).
            // Under a caption (`**`gallery`** — …` over `- Thumbnails: 80×80px, …`) it is a part
            // of the caption's, as below.
            if statement.syntax == .bullet, !statement.label.isEmpty, !statement.label.contains(literal: "`"),
               statement.subject.count == statement.headingCount, caption.map({ $0.subject != statement.subject }) ?? true,
               Self.labelledInWords(statement, specs: specs) == nil,
               !Self.namesAnEntryLoosely(statement.label, specs: specs),
               case let first = DocumentProse.sentences(of: statement.value).first ?? statement.value,
               PropertyPhraseReader.meaning(ofLabel: statement.label) == nil, !Vocabulary.standard.isLookLabel(statement.label),
               ComponentState.from(label: statement.label, kind: nil) == nil,
               !Vocabulary.standard.isInstruction(statement.label),
               // (Its look may be the system's colours by name, `fog outline`, 5px dot; not by
               // reference, which is a caption's bullet, `- Thumbnails: {colors.x} background`.)
               case let whole = Self.wrappedBullet(from: statement.line, in: document),
               ValueScanner.length(in: DocumentProse.sentences(of: whole).first ?? whole) != nil,
               !whole.contains("{") && namesSystemColour(DocumentProse.sentences(of: whole).first ?? whole) || SpecBuilder(name: statement.label, kind: ComponentKind.classifyComponentName(statement.label) ?? .other, line: statement.line, context: context)
                   .sentenceLook(first.replacing(codeSpan, with: ""), line: statement.line) != nil {
                // Its words over all its lines, a wrapped bullet's too.
                for line in statement.line...Self.lastLine(ofBulletFrom: statement.line, in: document) {
                    add(statement.label, caption: statement.line, line: line)
                }
                continue
            }
            // `- **Inputs:** bordered wrappers, 48px tall` straight under `## Components`, beside a
            // front matter with no input: a component of its own (whatever it is called: the
            // section gathers components), listed with its words. Under a caption (`**`gallery`**
            // — …` over `- Thumbnails: 80×80px`), it is a part of the caption's.
            if statement.syntax == .bullet, !statement.label.isEmpty, statement.subject.count == statement.headingCount,
               caption.map({ $0.subject != statement.subject }) ?? true,
               let heading = statement.subject.last, Vocabulary.standard.introducesComponents(heading),
               Self.labelledInWords(statement, specs: specs) == nil, !Self.namesAnEntryLoosely(statement.label, specs: specs),
               LabelledText.isName(statement.label, maxWords: 4), PropertyPhraseReader.meaning(ofLabel: statement.label) == nil,
               ComponentState.from(label: statement.label, kind: nil) == nil, !Vocabulary.standard.isInstruction(statement.label) {
                for line in statement.line...Self.lastLine(ofBulletFrom: statement.line, in: document) {
                    add(statement.label, caption: statement.line, line: line)
                }
                continue
            }
            // `### Chips` over `- **Style:** ghost chips, 1px Hairline border`: a look label speaks
            // for the component its heading names, listed under that name where the front
            // matter has none of its kind.
            if statement.syntax == .bullet, Vocabulary.standard.isLookLabel(statement.label), statement.subject.count == statement.headingCount,
               statement.headingCount > 1, let heading = statement.headings.last, !Vocabulary.standard.introducesComponents(heading),
               let kind = ComponentKind.classifyHead(heading), !specs.contains(where: { $0.kind == kind }) {
                add(heading, caption: statement.line, line: statement.line)
                continue
            }
            // `### Status dot` over `6px filled circle in the accent colour.`: a component the
            // prose describes in a paragraph of its own, under a heading naming a kind or with a
            // value in its words. A heading naming a kind the front matter has (`### Buttons`)
            // speaks of those.
            if statement.syntax == .paragraph, statement.label.isEmpty, statement.subject.count == statement.headingCount,
               statement.headingCount > 1, let heading = statement.headings.last,
               !statement.value.contains(literal: "{"), !Vocabulary.standard.introducesComponents(heading),
               case let kind = ComponentKind.classifyHead(heading), kind.map({ kind in !specs.contains { $0.kind == kind } }) ?? true,
               kind != nil || ValueScanner.length(in: statement.value) != nil || !ColorValueScanner.matches(in: statement.value).isEmpty
                // `### Charts` over `Lines in pale-stone, bars in signal`: the system's colours
                // by name are a look too, under a heading about no other topic nor about a
                // front-matter entry in other words (`### Field Notebook` for `notebook-card`).
                || !Vocabulary.standard.namesOtherTopic(heading) && !Self.sharesAWordWithEntry(heading, specs: specs) && namesSystemColour(statement.value) {
                add(heading, caption: statement.line, line: statement.line)
                continue
            }
            guard statement.value.contains(literal: "{") && statement.value.contains(literal: "}") else {
                if statement.syntax == .paragraph { caption = nil }
                continue
            }
            if statement.subject.count > statement.headingCount, let name = statement.subject.last {
                let line = statements.first(where: { $0.subject == statement.subject })?.line ?? statement.line
                add(name, caption: min(line, statement.line), line: statement.line)
            } else if statement.syntax == .bullet, let open = caption, statement.subject == open.subject {
                add(open.name, caption: open.line, line: statement.line)
            }
        }
        return order.compactMap { name in
            guard let entry = found[name] else { return nil }
            return DescribedComponent(name: name.trimming(charactersIn: "*` "), kind: ComponentKind.classifyComponentName(name) ?? .other,
                                      provenance: context.provenance(line: entry.line),
                                      words: ComponentExtractor.words(onLines: entry.lines, of: document))
        } + variants
    }

    /// Whether words name one of the system's colours: a colour token's whole name (`pale-stone`,
    /// `metric green`), or the first word of a name of several (`carbon` for `carbon-lift`) when
    /// that word names no property, kind, part or state of its own (`text` of `text-muted` does).
    func namesSystemColour(_ text: String) -> Bool {
        let words = ComponentKind.words(of: text)
        guard !words.isEmpty else { return false }
        let vocabulary = Vocabulary.standard
        func plain(_ word: String) -> Bool {
            word.count >= 3 && word.allSatisfy(\.isLetter) && PropertyPhraseReader.meaning(ofLabel: word) == nil
                && ComponentKind.classify(word) == nil && !vocabulary.partNames.contains(word) && vocabulary.stateWords[word] == nil
                && !vocabulary.variantNames.contains(word)
        }
        return context.tokens.tokens(of: .color).contains { token in
            let name = ComponentKind.words(of: token.name)
            guard let head = name.first else { return false }
            if words.indices.contains(where: { words[$0...].starts(with: name) }) { return name.count > 1 || plain(head) }
            return name.count > 1 && words.contains(head) && plain(head)
        }
    }

    /// A bullet's words over all its lines: the line it opens on and the indented lines after it
    /// that open no bullet of their own.
    static func wrappedBullet(from first: Int, in document: MarkdownDocument) -> String {
        var text = document.line(first).trimmingWhitespace
        var number = first + 1
        while number <= document.lines.count, case let next = String(document.lines[number - 1]), next.first?.isWhitespace == true,
              case let trimmed = next.trimmingWhitespace, !trimmed.isEmpty, !trimmed.hasPrefix("- "), !trimmed.hasPrefix("* ") {
            text += " " + trimmed
            number += 1
        }
        return text
    }

    /// The last line of a bullet starting on `first`: the last of the indented lines after it
    /// that open no bullet of their own, as `wrappedBullet` reads them.
    static func lastLine(ofBulletFrom first: Int, in document: MarkdownDocument) -> Int {
        var number = first + 1
        while number <= document.lines.count, case let next = String(document.lines[number - 1]), next.first?.isWhitespace == true,
              case let trimmed = next.trimmingWhitespace, !trimmed.isEmpty, !trimmed.hasPrefix("- "), !trimmed.hasPrefix("* ") {
            number += 1
        }
        return number - 1
    }

    /// The line a sentence of a wrapped bullet starting on `first` starts on: the first of the
    /// bullet's next lines holding its opening words, markup aside.
    static func line(of sentence: String, from first: Int, in document: MarkdownDocument) -> Int {
        let probe = String(sentence.prefix(16)).lowercased()
        let last = min(document.lines.count, first + 20)
        guard !probe.isEmpty, first <= last else { return first }
        for number in first...last where document.line(number).lowercased().filter({ !"*_`".contains($0) }).contains(probe) {
            return number
        }
        return first
    }

    /// An unlabelled bullet of several sentences (`Fill …, 16px radius. Heading in
    /// {typography.x}, body in {typography.y}.`), one statement a sentence, so that a sentence
    /// listing the parts is read as their list rather than as more of the component's look.
    /// A sentence that swaps one look for another (`Focus replaces the 1px hairline with a 2px
    /// underline`, the vocabulary's `replacingVerbs`) is left out: it names both looks.
    static func sentences(of statement: Statement) -> [Statement] {
        guard statement.syntax == .bullet, statement.label.isEmpty else { return [statement] }
        let all = DocumentProse.sentences(of: statement.value).flatMap { $0.split(separator: "; ").map(String.init) }
            .map { $0.hasSuffix(".") ? String($0.dropLast()) : $0 }.map(\.trimmingWhitespace).filter { !$0.isEmpty }
        let pieces = all.filter { !Self.swapsLooks($0) }
        guard pieces.count > 1 || pieces.count < all.count else { return [statement] }
        return pieces.map { piece in
            var one = statement
            one.value = piece
            return one
        }
    }

    /// `… replaces the bottom hairline with a 2px underline`: a replacing verb, then ` with `.
    static func swapsLooks(_ sentence: String) -> Bool {
        let lower = sentence.lowercased()
        let verbs = Vocabulary.standard.replacingVerbs
        guard let with = lower.range(ofLiteral: " with ") else { return false }
        return lower[..<with.lowerBound].split(separator: " ").contains { verbs.contains(String($0)) }
    }

    /// A line's clauses, split at commas, semicolons and sentence ends, after a caption's dash.
    static func clauses(in line: String) -> [String] {
        var text = line.trimmingWhitespace
        if let dash = text.range(of: " — ") { text = String(text[dash.upperBound...]) }
        text = text.trimming(charactersIn: "-* ")
        return text.replacing(". ", with: "\u{1}").split(whereSeparator: { ",;\u{1}".contains($0) })
            .map { $0.trimmingWhitespace.trimming(charactersIn: ".") }.filter { !$0.isEmpty }
    }

    /// `type {typography.display-lg} for the title`, `centered headline {typography.hero}`,
    /// `title in {typography.heading-md} ("Sign in")`: the clauses of a line that set one part
    /// (a word of `partNames`) in one type style, with the part's words, the style's name and
    /// the clause. A clause that names another component, or two styles, is left alone.
    static func typedPartClauses(in line: String) -> [(name: String, style: String, clause: String)] {
        let partNames = Vocabulary.standard.partNames
        return clauses(in: line).compactMap { clause -> (String, String, String)? in
            var text = clause
            // `Layout: title in …`: a short label placing what follows.
            if let colon = text.range(of: ": "), !text[..<colon.lowerBound].contains("{"),
               text[..<colon.lowerBound].split(separator: " ").count <= 2 {
                text = String(text[colon.upperBound...])
            }
            let styles = text.matches(of: typographyStyle)
            guard styles.count == 1, let match = styles.first, !text.contains("{component") else { return nil }
            let style = String(match.1)
            // `… {typography.x} for the title`: the part follows.
            let after = text[match.range.upperBound...].replacing("`", with: "").trimmingWhitespace
            var name: String?
            if after.lowercased().hasPrefix("for ") {
                var words = Array(after.split(separator: " ").dropFirst().drop { ["the", "a", "an", "its", "each"].contains($0.lowercased()) }
                    .prefix(while: { $0.allSatisfy { $0.isLetter || $0 == "-" } }).prefix(3))
                // `for column headings and small links`: the part's words end with its noun.
                while let last = words.last, !ComponentKind.words(of: String(last)).contains(where: partNames.contains) { words.removeLast() }
                if !words.isEmpty { name = words.joined(separator: " ") }
            } else {
                // `centered headline {typography.x}`, `title in {typography.x}`: the part opens it.
                let before = text[..<match.range.lowerBound].replacing("`", with: "").split(separator: " ")
                var words = Array(before.drop { ["the", "a", "an", "its", "with", "and", "all", "carries", "holds", "has", "includes"].contains($0.lowercased()) })
                while let last = words.last, ["in", "set", "uses", "using", "at"].contains(last.lowercased()) { words.removeLast() }
                if !words.isEmpty, words.count <= 3, words.allSatisfy({ $0.allSatisfy { $0.isLetter || $0 == "-" } }),
                   let last = words.last, ComponentKind.words(of: String(last)).contains(where: partNames.contains) {
                    name = words.joined(separator: " ")
                }
            }
            // `body in {typography.x}`, `Label {typography.x}`: the component's own text, no part.
            guard let name, !ComponentKind.words(of: name).allSatisfy(["body", "label", "content"].contains) else { return nil }
            return (name, style, clause)
        }
    }

    /// The clauses of a line that name a picture (`mediaParts`, `pictureMarks`) with a length,
    /// a ratio or a shape word (`pictureShapes`), and no colour: as written.
    static func pictureClauses(in line: String) -> [String] {
        let vocabulary = Vocabulary.standard
        return clauses(in: line).compactMap { clause -> String? in
            guard !clause.contains("{"), !clause.contains("#") else { return nil }
            let isPicture = { (word: String) in vocabulary.mediaParts.contains(word) || vocabulary.pictureMarks.contains(word) }
            // A clause labelled with a picture (`Thumbnails: 80×80px`) is read as a part of its own.
            if let colon = clause.firstIndex(of: ":"), ComponentKind.words(of: String(clause[..<colon])).contains(where: isPicture) { return nil }
            let words = ComponentKind.words(of: clause)
            guard words.contains(where: isPicture) else { return nil }
            let sized = clause.contains(pictureSize) || vocabulary.pictureShapes.occurs(in: words)
            return sized ? clause : nil
        }
    }

    /// "hairline divider between rows": a line the prose draws on one side, with no width or
    /// colour of its own, is the document's line of that name: the colour token its word names
    /// (`hairline`, or of `hairline-on-dark` and `hairline-on-light` the one for the ground the
    /// component's own colours or name say), at the width a line of the document gives that
    /// token (`1px {colors.hairline-on-dark}` in a table). Either not found, the line is marked
    /// not understood (drawn dashed grey), never drawn as an invisible or a made-up line.
    private func statedDivider(of spec: inout ComponentSpec) {
        var set = spec.base[.default]
        guard let side = set.borderSide, set.borderWidth == nil, set.borderColor == nil, side.provenance.file == document.file else { return }
        let phrase = side.raw
        let lineWords: Set<String> = Set(Vocabulary.standard.borderWidthWords.flatMap { ComponentKind.words(of: $0) })
            .union(Vocabulary.standard.phraseFlags.divider.flatMap { ComponentKind.words(of: $0) }).union(["separator", "rule"])
        let named = Set(ComponentKind.words(of: phrase)).intersection(lineWords)
        guard !named.isEmpty else { return }
        let ground = Set(ComponentKind.words(of: spec.name)
            + [set.fill?.reference, set.textColor?.reference].compactMap { $0 }.flatMap { ComponentKind.words(of: $0) })
        let colors = context.tokens.tokens.filter { token in
            guard token.mode != .dark, case .color = token.value else { return false }
            return !Set(ComponentKind.words(of: token.name)).isDisjoint(with: named)
        }
        var seen: Set<String> = []
        let candidates = colors.map(\.name).filter { seen.insert($0).inserted }
        let fitting = candidates.count == 1 ? candidates : candidates.filter { name in
            Set(ComponentKind.words(of: name)).subtracting(named).isSubset(of: ground)
        }
        let provenance = side.provenance
        guard fitting.count == 1, let name = fitting.first, let width = statedWidth(of: name) else {
            set.borderColor = .unknown(raw: phrase, provenance: provenance)
            spec.base[.default] = set
            return
        }
        set.borderWidth = PropertyValue(raw: width.raw, value: width.length, provenance: context.provenance(line: width.line))
        let hasDarkMode = context.tokens.tokens.contains { $0.mode == .dark && $0.name == name }
        set.borderColor = PropertyValue(raw: phrase, value: hasDarkMode ? nil : context.tokens.color(name, mode: .light), reference: name, provenance: provenance)
        spec.base[.default] = set
    }

    /// The width a line of the document gives a colour token, in the same table cell or
    /// sentence as a reference to it (`1px {colors.hairline}`): the first such line.
    private func statedWidth(of name: String) -> (raw: String, length: Length, line: Int)? {
        let references = ["{colors.\(name)}", "{colours.\(name)}"]
        for (offset, raw) in document.lines.enumerated() where references.contains(where: { raw.contains(literal: $0) }) {
            let pieces = String(raw).split(separator: "|").flatMap { $0.replacing(". ", with: "\u{1}").split(separator: "\u{1}") }
            for piece in pieces where references.contains(where: { piece.contains(literal: $0) }) {
                if let length = ValueScanner.length(in: String(piece)), length.value > 0, length.value <= 8 {
                    return (String(piece).trimmingWhitespace, length, offset + 1)
                }
            }
        }
        return nil
    }

    /// The clauses of a line that name a part of the component (`partNames`, pictures, graphics)
    /// with a colour: a `{colors.x}` reference, a literal, or a word for a hue or a tone (`gold
    /// wordmark`, `muted-tone link groups`); each with its part words. Not a clause about the
    /// component's own look (`Background …`), one naming another component inside it, one whose
    /// part the component's own name names (a footer's "light footer"), nor one whose only
    /// colours are the component's own.
    static func coloredPartClauses(in line: String, own: String, ownColors: [String], keys: Set<String> = []) -> [(clause: String, partWords: Set<String>)] {
        var text = line.trimmingWhitespace
        if let dash = text.range(of: " — "), text.hasPrefix("**") { text = String(text[dash.upperBound...]) }
        text = text.trimming(charactersIn: "-* ")
        let vocabulary = Vocabulary.standard
        let partWords = vocabulary.partNames.union(vocabulary.mediaParts).union(vocabulary.pictureMarks).union(vocabulary.graphicParts)
        let colorWords = vocabulary.colorHueWords.union(vocabulary.pairingElements.tones)
        let ownWords = Set(ComponentKind.words(of: own))
        // The words of its name that name its kind (a footer's "footer"), which name it, not a
        // part; another word of its name (a price chart card's "chart") may name a part.
        // A button's prose about a CTA (`the dark CTA strip` it sits on) is about itself or its ground.
        let isButton = ComponentKind.classifyComponentName(own) == .button
        let kindWords = ownWords.intersection(ComponentKind.keywords.flatMap(\.phrase) + ComponentKind.componentNameKeywords.flatMap(\.phrase))
        let clauses = text.replacing(". ", with: "\u{1}").split(whereSeparator: { ";\u{1}".contains($0) })
            .flatMap { $0.split(separator: ",") }
        return clauses.compactMap { piece -> (String, Set<String>)? in
            let clause = piece.trimmingWhitespace.trimming(charactersIn: ".")
            // A state's words (`Error state adds …`) and a part said to be absent (`no dots`) are no part drawn.
            guard !clause.isEmpty, !clause.contains("{component"), PropertyPhraseReader.openingState(of: clause) == nil else { return nil }
            // Another entry of the front matter, by its key (`button row (`button-go` + …)`) or
            // by the word its key adds to this one's (`Quiet: …` beside `tile-quiet`), is drawn
            // as itself: no part of this one.
            guard !namesAnotherEntry(clause, own: own, keys: keys) else { return nil }
            // A reference's name (`{colors.gold}`) is no word of the clause's own.
            let lower = clause.replacing(bracedReference, with: " ").lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
            // `right cluster (… + green CTA)`: a button its hue names, wherever the clause opens.
            let huedButton = !isButton && lower.indices.dropLast().contains { colorWords.contains(lower[$0]) && ComponentKind.classifyComponentName(lower[$0 + 1]) == .button }
            guard opensWithAPart(clause) || huedButton else { return colorForAPart(clause, ownColors: ownColors) }
            let words = Set(ComponentKind.words(of: clause))
            // A button named in words (`green CTA`, `cream-button CTA`) is a part too.
            let parts = words.filter { partWords.contains($0) || (!isButton && ComponentKind.classifyComponentName($0) == .button) }.subtracting(kindWords)
            guard !parts.isEmpty else { return colorForAPart(clause, ownColors: ownColors) }
            // A negation just before a part or a colour (`no traffic-light dots`), not a quoted "No.1".
            let negated = lower.indices.contains { at in
                vocabulary.rowAccessoryNegations.contains(lower[at]) && lower[(at + 1)...].prefix(3).contains { word in
                    colorWords.contains(word) || partWords.contains(ComponentKind.words(of: word).first ?? word)
                }
            }
            guard !negated else { return nil }
            // `on a dark page`: the ground the part sits on; `light footer` of `footer-light`: the
            // component itself; neither is a part's colour.
            let toned = lower.indices.contains { at in
                guard colorWords.contains(lower[at]) else { return false }
                let before = lower[max(0, at - 2)..<at]
                let grounded = before.last == "on" || (before.count == 2 && before.first == "on" && ["a", "an", "the"].contains(before.last!))
                let own = at + 1 < lower.count && ownWords.contains(ComponentKind.words(of: lower[at + 1]).first ?? lower[at + 1])
                return !grounded && !own
            }
            let references = clause.matches(of: colorReference).map { String($0.1).replacing(literal: ".", with: "-") }
            let others = references.filter { !ownColors.contains($0) }
            guard toned || !others.isEmpty || !ColorValueScanner.matches(in: clause).isEmpty else { return nil }
            return (clause, parts)
        }
    }

    /// Whether a clause names another front-matter entry: one drawn inside this one by its key
    /// (`button row (`button-go` + …)`; not one it only compares itself to, `same size as
    /// `field``), or, as its label, the words that key adds to this one's (`Quiet:` for
    /// `tile-quiet` beside `tile`, or in `tile-quiet` itself).
    static func namesAnotherEntry(_ clause: String, own: String, keys: Set<String>) -> Bool {
        if !FrontMatterExtraKeys.childClauses(in: clause, keys: keys, own: own).isEmpty { return true }
        guard let colon = clause.firstIndex(of: ":") else { return false }
        let label = ComponentKind.words(of: String(clause[..<colon]))
        guard !label.isEmpty, label.count <= 2 else { return false }
        let added = label.joined(separator: "-")
        return keys.contains(own + "-" + added) || (own.hasSuffix("-" + added) && keys.contains(String(own.dropLast(added.count + 1))))
    }

    /// `Background {colors.ink} with {colors.ink-soft} for the inner code block`: a colour the
    /// component's own are not, given to what follows `for`, a part in the words after it (not a
    /// state, nor a property such as `for text`): that phrase, as written, with its words.
    static func colorForAPart(_ clause: String, ownColors: [String]) -> (clause: String, partWords: Set<String>)? {
        guard let match = clause.firstMatch(of: colorForPhrase) else { return nil }
        let reference = String(match.1).replacing(literal: ".", with: "-")
        let words = clause[match.2.startIndex...].lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
            .drop { ["the", "a", "an", "its", "each"].contains($0) }.prefix(4)
        // `for yellow promo variants`, `for light colourways`: another look of the whole, no part.
        guard !ownColors.contains(reference), let first = words.first,
              words.allSatisfy({ !["variant", "variants", "colorway", "colorways", "colourway", "colourways", "version", "versions"].contains($0) }),
              PropertyPhraseReader.role(in: first) == nil, ComponentState.from(label: first, kind: nil) == nil,
              !Vocabulary.standard.stateNouns.contains(first) else { return nil }
        var start = match.range.lowerBound
        if let with = clause[..<start].range(of: "with ", options: .backwards), clause[with.upperBound..<start].trimmingWhitespace.isEmpty {
            start = with.lowerBound
        }
        return (String(clause[start...]).trimmingWhitespace, Set(words.flatMap { ComponentKind.words(of: $0) }))
    }

    /// The front matter's entries read as another's state (`text-input-error` as the error
    /// state of `text-input`), by their keys: a caption naming one describes that state.
    private func stateEntries(of specs: [ComponentSpec], keys: [String: Int]) -> [String: (index: Int, state: ComponentState)] {
        var out: [String: (index: Int, state: ComponentState)] = [:]
        let names = Set(specs.map(\.name))
        for (index, spec) in specs.enumerated() {
            for restated in spec.restatedAt {
                let key = Self.key(restated.excerpt)
                guard keys[key] == nil, case let (owner?, state?) = FrontMatterComponentReader.stateSplit(restated.excerpt, among: names), owner == spec.name else { continue }
                out[key] = (index, state)
            }
        }
        return out
    }

    /// The state entry a label names in code, beside no words but the state's
    /// (`Focus state `field-focused``); a sentence that goes on (`Pressed state lives in
    /// `x` — … `opacity`) is no label.
    static func stateEntryNamed(in label: String, states: [String: (index: Int, state: ComponentState)]) -> (index: Int, state: ComponentState)? {
        let pieces = label.split(separator: "`", omittingEmptySubsequences: false).enumerated()
        let spans = pieces.filter { $0.offset % 2 == 1 }.map { key(String($0.element)) }
        let words = pieces.filter { $0.offset % 2 == 0 }.flatMap { ComponentKind.words(of: String($0.element)) }
        guard spans.count == 1, let entry = states[spans[0]], words.count <= 3,
              words.allSatisfy({ Vocabulary.standard.stateNouns.contains($0) || ComponentState.from(label: $0, kind: nil) == entry.state }) else { return nil }
        return entry
    }

    /// A state entry's caption (`Focus state. Border turns {colors.x}. Carries a soft ring.`) as
    /// one line labelled with the state, as `Focus: …` is: read as one phrase, a ring after the
    /// border is a ring around it, not a border of its own. A sentence that only names the
    /// state, or swaps one look for another, says no look.
    static func stateSentences(_ aside: String, line: Int, state: ComponentState, owner: String) -> [Statement] {
        let look = DocumentProse.sentences(of: aside).map { $0.trimmingWhitespace.trimming(charactersIn: ".") }.filter { sentence in
            !sentence.isEmpty && !swapsLooks(sentence)
                && !ComponentKind.words(of: sentence).allSatisfy { Vocabulary.standard.stateNouns.contains($0) || ComponentState.from(label: $0, kind: nil) != nil }
        }.joined(separator: ". ")
        return look.isEmpty ? [] : [Statement(subject: [owner], headingCount: 1, label: state.rawValue.capitalized, value: look, line: line, syntax: .bullet)]
    }

    /// `### Cards` over `Cards sit on Sailcloth with a 1px Driftwood border.`: a paragraph under a
    /// heading of the Components section that names a kind the front matter has entries of.
    /// Each sentence, with its line, and the entry it speaks of: the one its opening variant word
    /// names (`Primary in …` for `button-primary`), or the kind's only entry. A sentence naming a
    /// variant the front matter lacks (`Secondary uses …`) is no entry's (`variant` says which),
    /// and neither is one of several entries' kind with no variant word.
    static func kindParagraphSentences(_ statement: Statement, specs: [ComponentSpec], document: MarkdownDocument)
        -> [(text: String, line: Int, entry: Int?, variant: String?)]? {
        guard statement.syntax == .paragraph, statement.label.isEmpty, statement.subject.count == statement.headingCount,
              statement.headingCount > 1, statement.headings.dropLast().contains(where: { Vocabulary.standard.introducesComponents($0) }),
              let heading = statement.headings.last, !Vocabulary.standard.introducesComponents(heading),
              let kind = ComponentKind.classifyHead(heading) else { return nil }
        let ofKind = specs.indices.filter { specs[$0].kind == kind || ComponentKind.classifyComponentName(specs[$0].name) == kind }
        guard !ofKind.isEmpty, !specs.contains(where: { Self.key($0.name) == Self.key(heading) }) else { return nil }
        let kindWords = Vocabulary.kindWords(of: kind)
        func variantWords(_ index: Int) -> Set<String> {
            Set(ComponentKind.words(of: specs[index].name).filter { !kindWords.contains($0) && ComponentKind.classify($0) != kind })
        }
        return DocumentProse.sentences(of: statement.value).map(\.trimmingWhitespace).filter { !$0.isEmpty }.map { sentence in
            let line = Self.line(of: sentence, from: statement.line, in: document)
            let opening = ComponentKind.words(of: sentence).first ?? ""
            if Vocabulary.standard.variantNames.contains(opening) {
                let named = ofKind.filter { variantWords($0).contains(opening) }
                if named.count == 1 { return (sentence, line, named[0], nil) }
                if named.isEmpty, let (variant, _) = StatementSpecReader.variantSentence(sentence, kind: kind) { return (sentence, line, nil, variant) }
            }
            let bare = ofKind.filter { variantWords($0).isEmpty }
            let only = ofKind.count == 1 ? ofKind.first : (bare.count == 1 ? bare.first : nil)
            return (sentence, line, only, nil)
        }
    }

    /// Whether an entry's sentences, read alone, give it anything a preview draws or marks. A
    /// colour with no role is a guess `merge` does not draw.
    private func givesALook(_ sentences: [Statement], to spec: ComponentSpec) -> Bool {
        var builder = SpecBuilder(name: spec.name, kind: spec.kind, line: sentences.first?.line ?? spec.provenance.line, context: context)
        StatementSpecReader(statements: sentences, headingCount: 1).read(into: &builder)
        let look = builder.finish()
        return !look.parts.isEmpty || !look.notDrawn.isEmpty || look.base.states.values.contains { state in
            var said = state
            if said.fill?.roleImplied == true { said.fill = nil }
            if said.textColor?.roleImplied == true { said.textColor = nil }
            return said.hasVisualProperty
        }
    }

    /// The front-matter components a bullet labelled in words describes, as app teams write a
    /// Components section: `**Panel:**` for `panel`, a variant word under a heading naming the
    /// kind (`**Primary:**` under `### Buttons` for `button-primary`), a name of the kind
    /// (`**Text field:**` under `### Inputs`) for the one component of the kind with no variant
    /// word, when no other is named so; or a property (`**Shape:**` under `### Buttons`) for
    /// every component of the kind (`kindWide`). A label in code (`` **`panel`** ``) is a
    /// caption, read as one; a state's label (`**Pressed:**`) or another name gives none.
    static func labelledInWords(_ statement: Statement, specs: [ComponentSpec]) -> (indices: [Int], kindWide: Bool)? {
        guard statement.syntax == .bullet, !statement.label.isEmpty, !statement.label.contains(literal: "`"),
              !statement.value.trimmingWhitespace.isEmpty, statement.subject.count == statement.headingCount,
              statement.subject.contains(where: { Vocabulary.standard.introducesComponents($0) }) else { return nil }
        let label = Set(ComponentKind.words(of: statement.label))
        guard !label.isEmpty else { return nil }
        let named = specs.indices.filter { Set(ComponentKind.words(of: specs[$0].name)) == label }
        if named.count == 1 { return (named, false) }
        // `- **Buttons:** …` straight under `## Components`: a label naming a kind and nothing
        // more speaks of every entry of that kind.
        // (`**Button (outline)**` names one of them by its brackets, which may be its note.)
        if named.isEmpty, statement.labelNote == nil, !statement.label.contains(where: LabelledText.openers.contains),
           let heading = statement.subject.last, Vocabulary.standard.introducesComponents(heading),
           let kind = ComponentKind.classifyComponentName(statement.label), label.allSatisfy(Vocabulary.kindWords(of: kind).contains) {
            let ofKind = specs.indices.filter { specs[$0].kind == kind || ComponentKind.classifyComponentName(specs[$0].name) == kind }
            return ofKind.isEmpty ? nil : (ofKind, false)
        }
        guard named.isEmpty, let heading = statement.subject.last, let kind = ComponentKind.classifyComponentName(heading) else { return nil }
        // `### Ledger Card` over `- Border: …` names one component, whose own lines these are
        // (read as its subject's), not every card's; `### Fields` names the kind.
        let headingWords = Set(ComponentKind.words(of: heading))
        let headingIsOne = specs.contains { Set(ComponentKind.words(of: $0.name)) == headingWords }
        guard !headingIsOne || headingWords.allSatisfy(Vocabulary.kindWords(of: kind).contains) else { return nil }
        let ofKind = specs.indices.filter { specs[$0].kind == kind || ComponentKind.classifyComponentName(specs[$0].name) == kind }
        guard !ofKind.isEmpty else { return nil }
        // A word naming the kind (`button`, `field`) is no variant's.
        func variant(_ words: [String]) -> Set<String> { Set(words.filter { ComponentKind.classifyComponentName($0) != kind }) }
        let said = variant(Array(label))
        if !said.isEmpty {
            let variants = ofKind.filter { variant(ComponentKind.words(of: specs[$0].name)) == said }
            if variants.count == 1 { return (variants, false) }
            guard variants.isEmpty else { return nil }
        }
        if ComponentState.from(label: statement.label, kind: kind) != nil { return nil }
        if said.count == label.count {
            // No word of the label names the kind: a property over the kind's bullets, or another
            // component. Under a heading that is one component's name too (`### Chips` beside
            // `chips`), the property is that component's.
            guard PropertyPhraseReader.meaning(ofLabel: statement.label) != nil || Vocabulary.standard.isLookLabel(statement.label), !headingIsOne else { return nil }
            return (ofKind, true)
        }
        let bare = ofKind.filter { variant(ComponentKind.words(of: specs[$0].name)).isEmpty }
        return bare.count == 1 ? (bare, false) : nil
    }


    /// Whether a heading shares a word with a front-matter entry's name, its kind's words aside
    /// (`Field Notebook` and `notebook-card`): the prose may be describing that entry again.
    static func sharesAWordWithEntry(_ heading: String, specs: [ComponentSpec]) -> Bool {
        let words = Set(ComponentKind.words(of: heading))
        return specs.contains { spec in
            !words.isDisjoint(with: Set(ComponentKind.words(of: spec.name)).subtracting(Vocabulary.kindWords(of: spec.kind)))
        }
    }

    /// `Navigation bar` beside a front-matter `nav-bar`: a label of a kind the front matter
    /// defines a component of, sharing a word with its name, may be that one in other words,
    /// and is not listed as another.
    static func namesAnEntryLoosely(_ label: String, specs: [ComponentSpec]) -> Bool {
        guard let kind = ComponentKind.classifyComponentName(label) else { return false }
        let words = Set(ComponentKind.words(of: label))
        return specs.contains { spec in
            (spec.kind == kind || ComponentKind.classifyComponentName(spec.name) == kind) && !words.isDisjoint(with: ComponentKind.words(of: spec.name))
        }
    }

    /// A caption read as a labelled paragraph (`**`card-x`** — aside`, or `**`a`** + **`b`** —
    /// aside`): the components (or the state entry) it names.
    static func captionComponents(_ statement: Statement, keys: [String: Int], states: [String: (index: Int, state: ComponentState)]) -> (indices: [Int], state: ComponentState?)? {
        if let entry = states[key(statement.label)] { return ([entry.index], entry.state) }
        guard keys[key(statement.label)] != nil else { return nil }
        var caption = statement.label
        let value = statement.value.trimmingWhitespace
        if value.hasPrefix("+"), let end = value.range(ofLiteral: " — ") ?? value.range(ofLiteral: " – ") {
            caption += " " + value[..<end.lowerBound]
        }
        return components(named: caption, keys: keys).map { ($0, nil) }
    }

    /// `**`chip-quiet`** — Sand fill, …` → (`chip-quiet`, `Sand fill, …`): a line that opens
    /// with a bold name followed by a dash or a colon and words.
    static func captionAside(_ line: String) -> (name: String, aside: String)? {
        let text = line.trimmingWhitespace
        guard text.hasPrefix("**") else { return nil }
        let body = String(text.dropFirst(2))
        guard let close = body.range(ofLiteral: "**") else { return nil }
        let name = String(body[..<close.lowerBound])
        var rest = body[close.upperBound...].trimmingWhitespace
        guard let opener = rest.first, "—–-:：".contains(opener) else { return nil }
        rest = String(rest.dropFirst()).trimmingWhitespace
        return rest.isEmpty || name.isEmpty ? nil : (name, rest)
    }

    /// Each state's open properties taken from the prose; a stated colour the prose gives
    /// differently is noted.
    private func merge(_ prose: ComponentVariant, into spec: inout ComponentSpec, diagnostics: inout [Diagnostic]) {
        for (state, words) in prose.states.sorted(by: { $0.key < $1.key }) {
            var added = words
            // Copy is the front matter's (its stand-in is the component's name): prose quotes
            // around a name are often other components' labels.
            added.sampleText = nil
            let own = spec.base.states[state] ?? PropertySet()
            // A stated radius is the shape: "pill" in the prose rounds nothing the front matter squared.
            if own.radius != nil { added.fullyRounded = nil }
            // A colour the words give no role (`the positive status pill`, a token named in a
            // hover clause) is the prose reader's guess at a fill: the front matter's entry is
            // not changed on a guess.
            let guessed = [added.fill, added.textColor].compactMap { $0 }.filter(\.roleImplied)
            if added.fill?.roleImplied == true { added.fill = nil }
            if added.textColor?.roleImplied == true { added.textColor = nil }
            // A state the front matter lacks, whose words give only such a guess (`Disabled state
            // is moss at 40% opacity`: the fill's, or the whole button's?), is listed as written.
            if state != .default, spec.base.states[state] == nil, !added.hasVisualProperty {
                for value in guessed where !spec.notDrawn.contains(where: { $0.provenance.line == value.provenance.line }) {
                    spec.notDrawn.append(DocumentText(text: "\(state.rawValue.capitalized): \(value.raw)", provenance: value.provenance))
                }
            }
            // A stated height makes the box (its padding only spaces the content sideways), and
            // a stated padding with a height the prose gives: neither is changed by the other.
            if own.paddingVertical != nil { added.height = nil; added.minHeight = nil }
            if own.height != nil { added.paddingVertical = nil; added.minHeight = nil }
            // A stated border colour says there is a border: "no border" in the prose is not drawn over it.
            if own.borderColor != nil, added.borderWidth?.value?.cssPixels == 0 { added.borderWidth = nil }
            guard added.hasVisualProperty else { continue }
            // A state the front matter lacks whose words give only the resting colours (`in Error
            // red` of a button already filled with `error`) is no state of its own.
            if state != .default, spec.base.states[state] == nil, let base = spec.base.states[.default] {
                let same = [(added.fill, base.fill), (added.textColor, base.textColor), (added.borderColor, base.borderColor)].filter { said, rest in
                    guard let said, let rest, let a = color(said), let b = color(rest) else { return false }
                    return a == b
                }.count
                if same == added.visualPropertyCount { continue }
            }
            for (property, role, stated, said) in [("background", PropertyPhraseReader.Role.fill, own.fill, words.fill), ("text colour", .text, own.textColor, words.textColor),
                                                   ("border colour", .border, own.borderColor, words.borderColor)] {
                guard let stated, let said, !said.roleImplied, let a = color(stated), let b = color(said), a != b else { continue }
                // Only words that name that part of the component itself say it differently:
                // "category subtitle `{colors.mute}`" is a part's colour, not the card's text.
                guard PropertyPhraseReader.role(in: said.raw.lowercased()) == role, !Self.opensWithAPart(said.raw) else { continue }
                diagnostics.append(Diagnostic(
                    .note, "components.\(spec.name): the prose gives its \(property) as \(said.raw) (line \(said.provenance.line)); the front matter's \(stated.raw) is drawn",
                    file: document.file, line: said.provenance.line))
            }
            spec.base.states[state] = own.merged(over: added)
        }
    }

    /// Whether a clause opens by naming something other than a colour, a length or the part a
    /// property styles ("category subtitle …", "Column labels in …", "a body excerpt in …"): a
    /// part of the component, whose colour is not the component's.
    static func opensWithAPart(_ clause: String) -> Bool {
        let words = clause.split(whereSeparator: \.fastIsWhitespace).map { $0.lowercased() }.drop { ["and", "the", "a", "an", "with"].contains($0) }
        guard let first = words.first, let head = first.first else { return false }
        if head.isNumber || "`#{(".contains(head) { return false }
        let bare = first.trimming(charactersIn: ",.:;")
        if PropertyPhraseReader.role(in: bare) != nil || Vocabulary.standard.basicColors[bare] != nil { return false }
        return true
    }

    /// A colour as the light appearance draws it.
    private func color(_ value: PropertyValue<RGBAColor>) -> RGBAColor? {
        value.value ?? value.reference.flatMap { context.tokens.color($0, mode: .light) ?? context.tokens.color($0) }
    }

    /// A name as prose writes it around a component key: `` `button-ghost` ``, in bold, with
    /// an aside after a dash or in brackets (`button-ghost — the quieter action`): the name, lower-cased.
    /// The components a caption names: one key, or keys joined by `+` (`text-input` +
    /// `text-input-focused`), the first the one its lines describe. A later key that is no
    /// component of its own (the front matter's `-focused` entry read as the first one's focus
    /// state) leaves its lines to the first.
    static func components(named caption: String, keys: [String: Int]) -> [Int]? {
        if let one = keys[key(caption)] { return [one] }
        let pieces = caption.split(separator: "+").map { key(String($0)) }
        guard pieces.count > 1, keys[pieces[0]] != nil else { return nil }
        return pieces.compactMap { keys[$0] }
    }

    static func key(_ text: String) -> String {
        var bare = text.replacing(literal: "`", with: "").replacing(literal: "*", with: "")
        for aside in [" — ", " – ", " - ", "(", "（", ":", "："] {
            if let range = bare.range(ofLiteral: aside) { bare = String(bare[..<range.lowerBound]) }
        }
        return bare.trimmingWhitespace.lowercased()
    }
}

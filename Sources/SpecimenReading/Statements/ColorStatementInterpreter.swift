import Foundation
import SpecimenModel

/// Turns statements into colour tokens. A statement defines a colour when its value starts with
/// one (after at most a few words: `Pure white (#FFFFFF)`, `bg-gray-50 (#F9FAFB)`), or its
/// label's parenthesis is one (`**Primary (#1A1C1E):** usage`). Who the colour belongs to comes
/// from the label and the subject, by the vocabulary:
/// - a value label (`Hex`, `Light`, `Dark`, `$value`) gives the colour to the subject, the table
///   row or parent bullet it sits under, in that label's mode;
/// - a property label (`Background`, `Text`) under a component is that component's property, not
///   a palette entry;
/// - a scale step (`500`, `DEFAULT`) names a shade of its subject (`brand-500`);
/// - any other label is the colour's name.
/// A colour in a sentence that forbids or exemplifies ("never use #000", "rather than #FFF")
/// defines nothing.
package struct ColorStatementInterpreter {
    package var document: MarkdownDocument
    package var vocabulary = Vocabulary.standard
    /// Statements whose label is a mode word that names a colour here (see `modeWordNames`).
    package var modeWordNames: [LabelKey: ModeWordName] = [:]
    /// Statements whose label its block gives again with another note (`text (primary)` and
    /// `text (secondary)`): the note tells them apart.
    package var notedTwins: Set<LabelKey> = []
    /// Property labels (`Background`) that bullets give under two or more captions (`**Level 0:**`,
    /// `**Level 1:**`): each is named with its caption.
    package var captionedTwins: Set<String> = []
    /// The labels of bullets that state a colour (`**Green**: #10B981`).
    package var colorCaptions: Set<String> = []
    /// Table columns whose header the vocabulary does not know, read as value columns by what
    /// they hold (see `unheadedValueColumns`).
    package var unheadedValueColumns: Set<ColumnKey> = []

    package struct LabelKey: Hashable {
        package var line: Int
        package var label: String
        package init(_ statement: Statement) {
            line = statement.line
            label = statement.label
        }
    }

    /// What a mode word names when it is no mode: a colour of that name, or a shade of the
    /// colour its parent bullet defines.
    package enum ModeWordName: Hashable {
        case name
        case shade(of: String)
    }

    package func tokens(from statements: [Statement]) -> TokenFindings {
        // A drawing's notes describe what is drawn, never the palette; an element's classes
        // style that element.
        let statements = statements.filter { $0.syntax != .diagram && $0.syntax != .markup }
        var reader = self
        reader.modeWordNames = modeWordNames(in: statements)
        reader.notedTwins = Self.notedTwins(in: statements)
        var captions: [String: Set<String>] = [:]
        for statement in statements where statement.syntax == .bullet && !statement.isAboutComponent && vocabulary.property(statement.label) != nil {
            if let caption = statement.innerSubject.last { captions[statement.label.lowercased(), default: []].insert(caption) }
        }
        reader.captionedTwins = Set(captions.filter { $0.value.count > 1 }.keys)
        // `- **Green**: #10B981` (or `green-500`): a bullet that is a colour, whose nested
        // `Background:` and `Text:` lines are its parts'.
        let nestedUnder = Set(statements.lazy.filter { $0.syntax == .bullet }.compactMap(\.innerSubject.last))
        reader.colorCaptions = Set(statements.lazy.filter { $0.syntax == .bullet && nestedUnder.contains($0.label) }.filter {
            ColorValueScanner.first(in: $0.value) != nil || !UtilityClassReader.paletteClasses(in: $0.value).isEmpty
                || $0.value.split(whereSeparator: { $0.fastIsWhitespace || "`/,".contains($0) }).contains { UtilityClassReader.isPaletteStep(String($0)) }
        }.map(\.label))
        reader.unheadedValueColumns = unheadedValueColumns(in: statements)
        return reader.read(statements)
    }

    /// `- text (primary): #111111` and `- text (secondary): #555555` in one list are two
    /// colours, `text primary` and `text secondary`; `background (light)` and `background (dark)`
    /// one colour in two modes, as are `accent` and `accent (dark)`: a mode word in the note
    /// twins it with the same label written bare.
    package static func notedTwins(in statements: [Statement]) -> Set<LabelKey> {
        struct Key: Hashable { var block: Int; var label: String }
        var notes: [Key: Set<String>] = [:]
        var bare: Set<Key> = []
        for statement in statements where statement.syntax != .table {
            let key = Key(block: statement.block, label: statement.label.lowercased())
            guard let note = statement.labelNote else {
                if !statement.label.isEmpty { bare.insert(key) }
                continue
            }
            notes[key, default: []].insert(note.lowercased())
        }
        return Set(statements.compactMap { statement in
            guard let note = statement.labelNote else { return nil }
            let key = Key(block: statement.block, label: statement.label.lowercased())
            let modeNote = [.light, .dark].contains(Vocabulary.standard.column(note))
            guard (notes[key]?.count ?? 0) > 1 || (modeNote && bare.contains(key)) else { return nil }
            return LabelKey(statement)
        })
    }

    /// The mode a twin's note names (`background (dark)`).
    private func noteMode(_ statement: Statement) -> TokenMode? {
        guard notedTwins.contains(LabelKey(statement)), let note = statement.labelNote else { return nil }
        return switch vocabulary.column(note) {
        case .light: .light
        case .dark: .dark
        default: nil
        }
    }

    /// `- **Night**: #0D0D1A` beside `- **Harbor Blue**: …`, or `Light:` and `Dark:` beside
    /// `Main:` under `### Harbor Blue`: a mode word among colours with names of their own is a
    /// colour's name (a shade), not a mode; under a bullet that has a colour of its own
    /// (`- Harbor Blue: #1A5FB4` over `- Dark: …` and `- Light: …`), it names a shade of that
    /// colour. Only where its siblings are value and mode labels alone (`- Light: #FFF` /
    /// `- Dark: #111` under `### Surface`) does it give its subject's modes. Tables are read by
    /// their columns, not here.
    package func modeWordNames(in statements: [Statement]) -> [LabelKey: ModeWordName] {
        struct Siblings: Hashable {
            var block: Int
            var subject: [String]
        }
        func isMode(_ label: String) -> Bool {
            let meaning = vocabulary.column(label)
            return meaning == .light || meaning == .dark
        }
        func hasColor(_ statement: Statement) -> Bool { !ColorValueScanner.matches(in: statement.value).isEmpty }
        var groups: [Siblings: [Statement]] = [:]
        for statement in statements where statement.syntax != .table && !statement.label.isEmpty && !statement.isDeclaration {
            groups[Siblings(block: statement.block, subject: statement.subject), default: []].append(statement)
        }
        var out: [LabelKey: ModeWordName] = [:]
        for (siblings, members) in groups {
            let modes = members.filter { isMode($0.label) && hasColor($0) }
            guard !modes.isEmpty else { continue }
            let named = members.contains { member in
                vocabulary.column(member.label) == nil && hasColor(member)
                    && !member.label.allSatisfy(\.fastIsNumber) && member.label != "DEFAULT"
            }
            if named {
                for member in modes { out[LabelKey(member)] = .name }
                continue
            }
            // The parent bullet: the statement one level up that the siblings are nested in.
            guard let parent = siblings.subject.last, siblings.subject.count > (modes[0].headingCount),
                  modes.contains(where: { vocabulary.column($0.label) == .light }),
                  statements.contains(where: {
                      $0.label == parent && $0.line < modes[0].line && $0.subject == Array(siblings.subject.dropLast()) && hasColor($0)
                  })
            else { continue }
            for member in modes { out[LabelKey(member)] = .shade(of: parent) }
        }
        return out
    }

    /// What a statement's label says it holds, by the vocabulary's columns, except where a mode
    /// word names a colour (`modeWordNames`).
    private func column(of statement: Statement) -> Vocabulary.ColumnMeaning? {
        if statement.syntax == .table, unheadedValueColumns.contains(ColumnKey(statement)) { return .value }
        return modeWordNames[LabelKey(statement)] == nil ? vocabulary.column(statement.label) : nil
    }

    private func read(_ statements: [Statement]) -> TokenFindings {
        var findings = TokenFindings()
        let usages = usageNotes(in: statements)
        let leads = leadSentences(in: statements)
        let partial = partialColorColumns(in: statements)
        var found: [(token: DesignToken, isHex: Bool)] = []
        var codeBlocks: [Int: Int] = [:]
        // Tokens whose display name came from their note's first sentence (`| #1B3022 | Deep
        // Arboretum. The brand anchor. |`), by their place in `found`.
        var namedByNote: Set<Int> = []
        for statement in statements {
            if statement.syntax == .table, partial.contains(ColumnKey(statement)) { continue }
            let line = statement.line
            // Once per statement, not per colour: a line may hold thousands.
            let provenance = Provenance(file: document.file, line: line, excerpt: document.line(line))
            // `| --destructive | var(--primary) |`: the row names its colour by another's.
            if statement.syntax == .table, !statement.isAboutComponent, let target = Self.tableReference(statement.value),
               [.value, .light, .dark].contains(column(of: statement)), let name = owner(of: statement) {
                found.append((DesignToken(
                    name: name, value: .alias(target), group: group(of: statement), mode: statement.mode,
                    usage: usages[UsageKey(statement: statement, name: name)], provenance: provenance), false))
            }
            let before = found.count
            defer { if found.count > before { findings.diagnostics += Self.outOfGamutNotes(in: statement.value, file: document.file, line: line) } }
            for definition in definitions(in: statement) {
            for (literal, mode, isHex) in definition.values {
                switch literal {
                case .failure(let error):
                    findings.diagnostics.append(Diagnostic(.warning, error.description, file: document.file, line: line))
                case .success(let color):
                    let usage = definition.usage ?? definition.use(in: statement.comment ?? usages[UsageKey(statement: statement, name: definition.name)])
                        ?? (statement.subject.count == statement.headingCount ? leads[statement.line] : nil)
                    let noteName = definition.role == nil && statement.syntax == .table ? Self.leadingName(of: usage) : nil
                    if noteName != nil { namedByNote.insert(found.count) }
                    found.append((DesignToken(
                        name: definition.name, value: .color(color), group: group(of: statement),
                        mode: mode ?? statement.mode, role: definition.role ?? noteName,
                        usage: usage, provenance: provenance), isHex))
                    if statement.syntax == .code { codeBlocks[line] = statement.block }
                }
            }
            }
        }
        // Colours a palette section names only in a sentence, last: one a definition gives is
        // restated there, and adds nothing.
        var defined = Set(found.compactMap { entry -> RGBAColor? in
            if case .color(let color) = entry.token.value { color } else { nil }
        })
        for statement in statements {
            let palette = sentenceColors(in: statement).map { (definition: $0, line: statement.line) }
            for (definition, line) in palette + bracketedColors(in: statement) {
                guard case (.success(let color), _, let isHex)? = definition.values.first, defined.insert(color).inserted else { continue }
                found.append((DesignToken(
                    name: definition.name, value: .color(color), group: group(of: statement), mode: statement.mode,
                    usage: definition.usage, provenance: Provenance(file: document.file, line: line, excerpt: document.line(line))), isHex))
            }
        }
        // A note's name that is another colour's own name names that one, not this.
        if !namedByNote.isEmpty {
            let names = Set(found.map(\.token.slug))
            for index in namedByNote where found[index].token.role.map({ names.contains(DesignToken.slug(for: $0)) }) == true {
                found[index].token.role = nil
            }
        }
        findings.tokens = Self.preferringHex(Self.markingLightCounterparts(found, blocks: codeBlocks))
        return findings
    }

    /// `Deep Arboretum. The core brand anchor.`: a note that opens with a short name as a
    /// sentence of its own calls the colour by that name; nil for a note that opens with what
    /// the colour is for (`Used for inputs.`).
    static func leadingName(of note: String?) -> String? {
        guard let note, let stop = note.range(of: ". "), case let name = note[..<stop.lowerBound].trimmingWhitespace,
              name.first?.isUppercase == true, LabelledText.isName(name, maxWords: 3),
              !note[stop.upperBound...].trimmingWhitespace.isEmpty else { return nil }
        return name
    }

    /// In a style sheet with a dark scope, the unscoped value of a property the dark scope sets
    /// again is the light one. `blocks`: the code block of each line in code.
    package static func markingLightCounterparts(_ found: [(token: DesignToken, isHex: Bool)], blocks: [Int: Int]) -> [(token: DesignToken, isHex: Bool)] {
        struct Key: Hashable { var block: Int; var slug: String }
        let dark = Set(found.compactMap { entry in
            entry.token.mode == .dark ? blocks[entry.token.provenance.line].map { Key(block: $0, slug: entry.token.slug) } : nil
        })
        return found.map { entry in
            guard entry.token.mode == nil, let block = blocks[entry.token.provenance.line],
                  dark.contains(Key(block: block, slug: entry.token.slug)) else { return entry }
            var light = entry
            light.token.mode = .light
            return light
        }
    }

    /// A row that states a colour twice (HSL and HEX columns) keeps the hex: a function's
    /// rounded restatement should not win over the exact value.
    package static func preferringHex(_ tokens: [(token: DesignToken, isHex: Bool)]) -> [DesignToken] {
        struct Key: Hashable { var line: Int; var slug: String; var mode: TokenMode? }
        func key(_ token: DesignToken) -> Key { Key(line: token.provenance.line, slug: token.slug, mode: token.mode) }
        let hexKeys = Set(tokens.filter(\.isHex).map { key($0.token) })
        var kept: Set<Key> = []
        return tokens.compactMap { entry in
            let entryKey = key(entry.token)
            if hexKeys.contains(entryKey), !entry.isHex { return nil }
            guard kept.insert(entryKey).inserted || !hexKeys.contains(entryKey) else { return nil }
            return entry.token
        }
    }

    package struct Definition {
        package var name: String
        package var values: [(Result<RGBAColor, ColorSyntaxError>, TokenMode?, Bool)]
        package var role: String?
        package var usage: String?
        /// Other colours the value offers in the same notation (`#CECECE / #CDCDCE`, `#00C182 or
        /// #00FFAA`): each a colour of its own, numbered after the first (`Light Gray 2`).
        package var alternates: [(Result<RGBAColor, ColorSyntaxError>, Bool)] = []
        /// Where a colour stands among those a name listing several names (`--a / --b`) gave,
        /// and how many there are: a use column listing as many uses gives it the one there.
        package var listed: (position: Int, count: Int)?

        /// This definition, then one per alternate. A name that lists as many names as there are
        /// colours (`--tinta / --tinta-2`, `--sand-50 / 100`, `Surface / Raised`) names each in
        /// turn, and a use listing as many uses (`Page / table header`) gives each its own.
        package var expanded: [Definition] {
            guard !alternates.isEmpty, values.count == 1 else { return [self] }
            let count = alternates.count + 1
            let names = Self.listed(name, count: count).map(Self.completingSteps)
            let uses = usage.flatMap { Self.listed($0, count: count) }
            let roles = role.flatMap { Self.listed($0, count: count) }
            var out = self
            out.alternates = []
            if let names {
                out.name = names[0]
                out.listed = (0, count)
            }
            if let uses { out.usage = uses[0] }
            if let roles { out.role = roles[0] }
            return [out] + alternates.enumerated().map { index, alternate in
                Definition(name: names?[index + 1] ?? "\(name) \(index + 2)", values: [(alternate.0, values[0].1, alternate.1)],
                           role: roles?[index + 1], usage: uses?[index + 1] ?? usage, listed: names == nil ? nil : (index + 1, count))
            }
        }

        /// The use a column (`Page / table header`) gives this colour: its own item when the
        /// colour is one of several a listed name gave and the column lists as many.
        package func use(in column: String?) -> String? {
            guard let column, let listed, let uses = Self.listed(column, count: listed.count) else { return column }
            return uses[listed.position]
        }

        /// The items of `text` between slashes, when there are `count` of them and none is empty.
        private static func listed(_ text: String, count: Int) -> [String]? {
            let items = text.split(separator: "/", omittingEmptySubsequences: false).map(\.trimmingWhitespace)
            guard items.count == count, !items.contains(where: \.isEmpty) else { return nil }
            return items
        }

        /// `--sand-50 / 100`: a later name that is only a step's number takes the first name's
        /// stem (`--sand-100`).
        private static func completingSteps(_ names: [String]) -> [String] {
            guard let first = names.first, let stemEnd = first.lastIndex(where: { !$0.isNumber }),
                  stemEnd < first.index(before: first.endIndex), "-_. ".contains(first[stemEnd]) else { return names }
            let stem = first[...stemEnd]
            return names.map { name in
                name.allSatisfy(\.isNumber) && name != first ? String(stem) + name : name
            }
        }
    }

    /// What joins two colours of one value, when it offers a choice or restates one: nothing, a
    /// slash, `or`, a comma, `~` or `≒`, in brackets or not. Nil for any other words: `#FFF text
    /// on #000` says two different things.
    package static func joinsAlternatives(_ between: Substring) -> Bool {
        let words = between.split(whereSeparator: { " `~≒≈≃=()（）".contains($0) })
        guard words.count <= 1 else { return false }
        guard let word = words.first else { return true }
        return ["/", ",", "、", "，", "|", "or", "または", "或", "或者", "или", "또는"].contains(word.lowercased())
    }

    /// A statement's colours: one, or each of a list (`Backgrounds: #F7F7F7 (subtle), #E5E5E5
    /// (borders)`, `Secondary text: #666666, Placeholder: #999999`). Colours listed under one
    /// label are named by their notes when each has a short one, else numbered after the first.
    package func definitions(in statement: Statement) -> [Definition] {
        if let named = namedColors(in: statement) { return named }
        if statement.label.isEmpty, statement.syntax != .table { return swatches(in: statement) }
        guard statement.syntax == .bullet || statement.syntax == .paragraph, !statement.label.isEmpty,
              let segments = LabelledText.segments(of: statement.value) else {
            guard var single = definition(in: statement) else { return [] }
            // `**Point** — text: #8b7f2c`: one colour, labelled with the part it colours; the
            // label is its use, as each label of a list of them (`surface: …, text: …`) is.
            if single.usage == nil, let role = Self.roleLabel(of: statement.value) { single.usage = role }
            return single.expanded
        }
        let unlabelled = segments.filter { $0.label == nil }.map(\.value)
        let notes = unlabelled.map { value -> String? in
            guard let open = value.firstIndex(ofSingleScalar: LabelledText.openers), let last = value.last, LabelledText.closers.contains(last) else { return nil }
            let note = String(value[value.index(after: open)..<value.index(before: value.endIndex)])
            return LabelledText.isName(note, maxWords: 3) ? note : nil
        }
        let named = unlabelled.count > 1 && !notes.contains(nil)
        // Every part labelled (`**Success** — surface: #1E7B65, subdued: #E6F6F2`): the parts are
        // the named colour's roles, `Success surface` and `Success subdued`.
        let roles = unlabelled.isEmpty && LabelledText.isName(statement.label, maxWords: 3) ? statement.label : nil
        var position = 0
        return segments.compactMap { segment in
            var part = statement
            part.value = segment.value
            if let label = segment.label {
                part.label = roles.map { "\($0) \(label)" } ?? label
                part.labelNote = nil
            } else {
                if named, let note = notes[position] { part.label = "\(statement.label) \(note)" } else if position > 0 { part.label = "\(statement.label) \(position + 1)" }
                position += 1
            }
            return definition(in: part)
        }.flatMap(\.expanded)
    }

    /// `text: #8b7f2c`: the label of a value that is one colour, when it names a part a colour
    /// styles (`phraseRoles`: text, surface, border …).
    static func roleLabel(of value: String) -> String? {
        let read = LabelledText.read(strong: nil, rest: value)
        let bare = read.value.replacing(literal: "`", with: "").trimmingWhitespace
        guard !read.label.isEmpty, read.label.split(separator: " ").count <= 2,
              let literal = ColorValueScanner.matches(in: bare).first, literal.range.lowerBound == bare.startIndex,
              bare[literal.range.upperBound...].trimmingWhitespace.isEmpty,
              PropertyPhraseReader.role(in: read.label.lowercased()) != nil else { return nil }
        return read.label
    }

    /// Several colours on one line, each with a name of its own (`LabelledText.namedColors`): in
    /// a value (`Warm surfaces: sand grey (#E5E5E0), warm badge (#F6F6F3)`), where a one-word
    /// name is the label's (`Surfaces: page (#F7F7F7), card (#FFFFFF)` gives `Surfaces page`),
    /// or across the whole line (`**Granite** (#555555) and **Graphite** (#565656): …`), which
    /// the label and value split after the first pair.
    private func namedColors(in statement: Statement) -> [Definition]? {
        guard statement.syntax == .bullet || statement.syntax == .paragraph else { return nil }
        var found: (pairs: [(name: String, value: String)], rest: String?)?
        var ownNames = true
        if !statement.label.isEmpty, let inValue = LabelledText.namedColors(in: statement.value) {
            found = inValue
            ownNames = false
        } else if let inLine = LabelledText.namedColors(in: Self.withoutListMarker(document.line(statement.line))),
                  inLine.pairs.first.map({ ValueScanner.clean($0.name) == ValueScanner.clean(statement.label) }) == true {
            found = inLine
        }
        guard let found else { return nil }
        let prefix = ownNames || !LabelledText.isName(statement.label, maxWords: 3) ? nil : statement.label
        // `Disabled: Gray background (#D1D5DB), gray text (#9CA3AF)` under a button: words that
        // say what each colour paints are the component's phrase, and name no palette colour
        // (which another component's "Gray background" would then be drawn with).
        let describesLook = statement.isAboutComponent && !found.pairs.isEmpty
            && found.pairs.allSatisfy { PropertyPhraseReader.role(in: " " + $0.name.lowercased() + " ") != nil }
        if describesLook { return [] }
        return found.pairs.flatMap { pair -> [Definition] in
            var part = statement
            // A token path is named by the token it names, whatever the label says.
            part.label = LabelledText.pathName(pair.name)
                ?? prefix.map { pair.name.split(separator: " ").count == 1 ? "\($0) \(pair.name)" : pair.name } ?? pair.name
            part.labelNote = nil
            part.value = pair.value + (found.rest.map { " — " + $0 } ?? "")
            guard var definition = definition(in: part) else { return [] }
            if definition.usage == nil, !ownNames { definition.usage = statement.label }
            return definition.expanded
        }
    }

    /// A line without its list marker (`- `, `* `, `1. `).
    package static func withoutListMarker(_ line: String) -> String {
        var text = Substring(line.trimmingWhitespace)
        if let first = text.first, "-*+".contains(first), text.dropFirst().first == " " { text = text.dropFirst(2) }
        // Only the digits that open the line can be a number's marker: the rest is not searched.
        else if case let digits = text.prefix(while: \.fastIsNumber), !digits.isEmpty, digits.endIndex < text.endIndex,
                text[digits.endIndex] == "." || text[digits.endIndex] == ")" {
            text = text[text.index(after: digits.endIndex)...]
        }
        return text.trimmingWhitespace
    }

    /// `#1A5FB4 #F6F5F4 #E01B24`, or `"#22252E",` in a JSON array of captured colours: colours
    /// stated with nothing naming them. Each is a swatch of the palette, named by its literal
    /// (no name is made up for it); anything more on the line (a word, an operator) makes it
    /// something else, which stays unread.
    package func swatches(in statement: Statement) -> [Definition] {
        let value = statement.value
        let literals = ColorValueScanner.matches(in: value)
        guard !literals.isEmpty, !vocabulary.prohibits(value) else { return [] }
        // What lies between the literals, in one pass: a line of thousands of them is common
        // in a dump of captured colours, and removing each from the whole text is quadratic.
        var cursor = value.startIndex
        for literal in literals {
            guard value[cursor..<literal.range.lowerBound].allSatisfy({ " \t\"'`,;[]".contains($0) }) else { return [] }
            cursor = max(cursor, literal.range.upperBound)
        }
        guard value[cursor...].allSatisfy({ " \t\"'`,;[]".contains($0) }) else { return [] }
        return literals.map { literal in
            Definition(name: literal.text, values: [(literal.color, nil, literal.text.hasPrefix("#"))], role: nil, usage: nil)
        }
    }

    /// `A dark (#1E3932) panel with:`: a label opened by an article and a lower-case word is a
    /// phrase describing something, not a colour's name (names are capitalised or code:
    /// `The Blue`, `a11y-focus` stay names).
    static func opensAsPhrase(_ label: String) -> Bool {
        let words = label.split(separator: " ")
        guard words.count >= 2, ["a", "an", "the"].contains(words[0].lowercased()) else { return false }
        return words[1].first?.isLowercase == true
    }

    package func definition(in statement: Statement) -> Definition? {
        guard !statement.label.isEmpty else { return nil }
        // A phrase that names the token it restates (`A near-black {colors.ink} (#000000)`) is
        // still that token's line.
        if Self.opensAsPhrase(statement.label), !(statement.label + statement.value).contains("{") { return nil }
        // `**Primary (#1A1C1E):** A deep ink…`: the label's parenthesis is the colour, perhaps
        // after the reference that holds it (`**Body** ({colors.body} — #4E4E4E): running text`).
        if let written = statement.labelNote, !statement.value.isEmpty, let note = LabelledText.colorAfterReference(written),
           let literal = ColorValueScanner.first(in: note), literal.text == note.trimmingWhitespace {
            return Definition(name: statement.label, values: [(Self.color(literal, in: note), nil, literal.text.hasPrefix("#"))],
                              role: nil, usage: statement.value.nilIfEmpty)
        }
        var value = statement.value.replacing(literal: "`", with: "")
        var literals = ColorValueScanner.matches(in: value)
        // `210 100% 85% (light blue)`: a bare triple is a value only where it opens one.
        if literals.isEmpty, let triple = ColorValueScanner.leadingTriple(in: value) {
            literals = [triple]
            value = String(value[..<triple.range.upperBound])
        }
        // `bg-gray-50 (Light) / bg-zinc-950 (Dark)`: colours written as utility classes of
        // Tailwind's own palette, where no literal states them.
        if literals.isEmpty, value.contains(literal: "-"), UtilityClassReader.namesOnlyColors(value) {
            literals = UtilityClassReader.paletteClasses(in: value)
            // `**Neutral 50** (`text-neutral-50`)`: the document naming a class of its own, not
            // giving a colour; `bg-white border-gray-200 text-gray-600` in a component's section
            // is that component's look, not a palette entry named after it.
            let label = ComponentKind.words(of: statement.label)
            literals.removeAll { ComponentKind.words(of: UtilityClassReader.colorName(ofClass: $0.text) ?? "") == label }
            let meanings = Set(literals.compactMap { UtilityClassReader.meaning(ofClass: $0.text) })
            // (So is `badge: bg-emerald-100 text-emerald-800`, under whatever heading.)
            if meanings.count > 1, statement.headings.contains(where: { ComponentKind.classifyHead($0) != nil }) || ComponentKind.classifyHead(statement.label) != nil { literals = [] }
            // `Ghost: text-slate-600 hover:bg-slate-100`: a fill that appears on hover is a look
            // that changes on interaction, which no palette entry is, whatever the heading.
            if Self.namesStateLook(value) { literals = [] }
        }
        guard let first = literals.first else { return nil }
        var lead = value[..<first.range.lowerBound]
        // `211 100% 50% (#007AFF)`: a bare triple restated in hex is one colour, and the hex is
        // the exact one (as `preferringHex` keeps it over a rounded restatement).
        let leadText = lead.trimmingWhitespace
        if let triple = ColorValueScanner.leadingTriple(in: leadText + " "), leadText.hasPrefix(triple.text),
           leadText.dropFirst(triple.text.count).allSatisfy({ $0 == " " || $0 == "/" || LabelledText.openers.contains($0) }) {
            lead = lead[lead.endIndex...]
        }
        // `テキスト色に rgba(0,0,0,.82) を使用…`: a colour a particle ties into a sentence.
        let afterFirst = value[first.range.upperBound...].drop { $0 == " " || $0 == "`" }
        if let next = afterFirst.first, !next.isASCII, vocabulary.continuationParticles.contains(where: { afterFirst.hasPrefix($0) }) { return nil }
        let leadWords = lead.split(whereSeparator: \.fastIsWhitespace)
        guard leadWords.count <= 3, !lead.contains(where: { ".,;!?。、，".contains($0) }) || isModeLead(String(lead)) else { return nil }
        // `Double((rgbValue & 0xFF0000) >> 16)`: a number in an expression, not a colour.
        guard !lead.contains(where: { "&|^*%".contains($0) }), !["((", "<<", ">>"].contains(where: { lead.contains(literal: $0) }) else { return nil }
        if vocabulary.prohibits(String(lead)) || vocabulary.prohibits(statement.label) { return nil }
        // `Header height: 56px (#EEEEEE background)`: the label's value is the length; the colour
        // is something else's, and no colour is named after a height.
        if ValueScanner.length(in: String(lead)) != nil, vocabulary.namesMeasure(statement.label) { return nil }
        // `Subscribe CTA: bg #F58700 / radius 2px / 12px 700`: a property, then more of a
        // component's look; its spec, not a palette entry named after it.
        if leadWords.count == 1, let meaning = vocabulary.property(String(leadWords[0])), [.fill, .text, .border].contains(meaning),
           ValueScanner.length(in: String(value[first.range.upperBound...])) != nil {
            return nil
        }
        // `- Blue: bg #EEF4FF, color #1668F2` among components: a fill and a text, each after its
        // property's word, are a pairing, one look of the component; no palette colour is
        // named after it.
        if leadWords.count == 1, literals.count >= 2, let meaning = vocabulary.property(String(leadWords[0]).trimming(charactersIn: "`*_")),
           [.fill, .text, .border].contains(meaning),
           case let between = value[first.range.upperBound..<literals[1].range.lowerBound].split(whereSeparator: { !$0.fastIsLetter }),
           between.contains(where: { word in vocabulary.property(String(word)).map { [.fill, .text, .border].contains($0) } == true }),
           statement.headings.contains(where: { ComponentKind.classifyHead($0) != nil || vocabulary.introducesComponents($0) }) {
            return nil
        }
        // `- Search: #222222 text` under `### Inputs`: in a component's section, a colour followed
        // by the part it colours is that component's property, not a palette entry named
        // `Search` (whose name would then colour every line that says "search").
        // (`- Night Surface: #24211f border on dark sections` too: the part, then where.)
        if leadWords.isEmpty, literals.count == 1, statement.headings.contains(where: { ComponentKind.classifyHead($0) != nil }) {
            let after = value[first.range.upperBound...].split(whereSeparator: { !$0.fastIsLetter }).map { $0.lowercased() }
            if let part = after.first, let meaning = vocabulary.property(part), [.fill, .text, .border].contains(meaning) { return nil }
        }
        // `- **Action button**: Cream (#e9e5dd) pill` among components: a label naming a kind of
        // component describes that component; no palette colour is named after it.
        if !statement.label.isEmpty, ComponentKind.classifyHead(statement.label) != nil,
           statement.headings.contains(where: { ComponentKind.classifyHead($0) != nil || vocabulary.introducesComponents($0) }) {
            return nil
        }
        guard let name = owner(of: statement) else { return nil }

        var values: [(Result<RGBAColor, ColorSyntaxError>, TokenMode?, Bool)] = []
        var pendingAlternates: [(Result<RGBAColor, ColorSyntaxError>, Bool)] = []
        // `Light: #FFFFFF / Dark: #111111`: each colour in the mode its lead names.
        var modes = literals.map { literal -> TokenMode? in
            let before = value[..<literal.range.lowerBound]
            let words = before.split(whereSeparator: { !$0.fastIsLetter }).suffix(2)
            for word in words.reversed() {
                switch vocabulary.column(String(word)) {
                case .light: return .light
                case .dark: return .dark
                default: continue
                }
            }
            return nil
        }
        // `#191918（ダーク）/ #FFFFFF（ライト）`, `#fff (light) or #1a1a1a (dark sections)`: each
        // colour's mode written right after it, in brackets. The words before the second colour
        // are then the first one's, never the second's.
        let suffixModes = literals.indices.map { index -> TokenMode? in
            let end = index + 1 < literals.count ? literals[index + 1].range.lowerBound : value.endIndex
            let after = value[literals[index].range.upperBound..<end].drop { $0 == " " || $0 == "`" }
            guard let open = after.first, "(（".contains(open) else { return nil }
            let word = after.dropFirst().split(whereSeparator: { !$0.fastIsLetter }).first.map(String.init) ?? ""
            switch vocabulary.column(word) {
            case .light: return .light
            case .dark: return .dark
            default: return nil
            }
        }
        if literals.count > 1, suffixModes[0] != nil, suffixModes.contains(.dark) { modes = suffixModes }
        // `Light: #FFFFFF → Dark: #000000`: the label names the first colour's mode.
        if modes.first == .some(nil) { modes[0] = labelMode(statement) }
        let hasDark = modes.contains(.dark)
        if literals.count > 1, hasDark {
            for (literal, mode) in zip(literals, modes) where mode != nil {
                values.append((Self.color(literal, in: value), mode, literal.text.hasPrefix("#")))
            }
        } else {
            // `hsl(202, 100%, 67%) / ~#55B3FF`: one colour restated in hex, and the hex is kept
            // (HSL and the like round); `rgb(7, 49, 101) / #073265` keeps the first, which is as
            // exact as the hex. `#CECECE / #CDCDCE`, `#00C182 or #00FFAA`: two colours offered,
            // both kept.
            var kept = first
            var alternates: [(Result<RGBAColor, ColorSyntaxError>, Bool)] = []
            var previous = first
            for literal in literals.dropFirst() {
                guard Self.joinsAlternatives(value[previous.range.upperBound..<literal.range.lowerBound]) else { break }
                previous = literal
                if literal.text.hasPrefix("#") != first.text.hasPrefix("#") {
                    let exact = ["rgb(", "rgba("].contains { first.text.lowercased().hasPrefix($0) }
                    if literal.text.hasPrefix("#"), !exact { kept = literal }
                } else if (try? literal.color.get()) != (try? kept.color.get()) {
                    alternates.append((Self.color(literal, in: value), literal.text.hasPrefix("#")))
                }
            }
            values.append((Self.color(kept, in: value), labelMode(statement), kept.text.hasPrefix("#")))
            pendingAlternates = alternates
        }
        // The text after the colour: a short display name (`(Oat)`), else a usage note.
        let last = literals.count > 1 && hasDark ? literals[literals.count - 1] : first
        var note = String(value[last.range.upperBound...])
        // `rgb(…) / #hex` restates one colour; skip the restatement.
        if !hasDark, literals.count > 1 {
            note = ""
            var cursor = last.range.upperBound
            for literal in literals.dropFirst() where literal.range.lowerBound >= cursor {
                let between = value[cursor..<literal.range.lowerBound]
                if !Self.joinsAlternatives(between) { note += between }
                cursor = literal.range.upperBound
            }
            note += value[cursor...]
        }
        // `#FFFFFF 70%`: the opacity is the colour's, not a note on it.
        note = ValueScanner.droppingAlpha(note).trimmingWhitespace
        var role = notedTwins.contains(LabelKey(statement)) ? nil : statement.labelNote
        if role == nil, isNamedByHeading(statement), let heading = statement.subject.last {
            role = LabelledText.nameAndRole(heading).role
        }
        // `#### Primary — Forest` over `| 500 | #2E4B46 |`: the step answers to `Forest-500` too.
        if role == nil, statement.syntax == .table, let family = Self.scaleFamily(of: statement), let nickname = family.nickname {
            role = "\(nickname)-\(family.step)"
        }
        // `bg-gray-50 (#F9FAFB)`: the utility class written before the colour names it too.
        let leadNames = lead.split(whereSeparator: { $0.fastIsWhitespace || LabelledText.openers.contains($0) || $0 == "`" })
        if role == nil, leadNames.count == 1, let name = UtilityClassReader.colorName(ofClass: String(leadNames[0])) { role = name }
        // `#6366F1 (indigo-500) — logo, links`: a short parenthesis right after the colour is a
        // name it is called by, and the text after it the usage.
        if literals.count == 1, let open = note.first, LabelledText.openers.contains(open), let close = LabelledText.closingIndex(in: note) {
            let inside = String(note[note.index(after: note.startIndex)..<close]).trimmingWhitespace
            let after = String(note[note.index(after: close)...]).trimmingCharacters(in: Self.noteTrim)
            if !after.isEmpty, LabelledText.isName(inside, maxWords: 3), !inside.contains(where: { LabelledText.openers.contains($0) }),
               !Self.qualifiesUse(inside) {
                if role == nil { role = inside }
                return Definition(name: name, values: values, role: role, usage: after, alternates: pendingAlternates)
            }
        }
        let bracketed = note.trimmingWhitespace.first.map(LabelledText.openers.contains) == true
        note = note.trimmingCharacters(in: Self.noteTrim)
        var usage: String?
        if !note.isEmpty {
            usage = note
            // `#EDE6DA (Oat)`: a short note in brackets is also a display name the colour is
            // called by; `#0D0021 — dark section backgrounds` says what it is for, not its name.
            if role == nil, bracketed, LabelledText.isName(note, maxWords: 3), !note.contains(literal: "("), !Self.qualifiesUse(note) { role = note }
        }
        return Definition(name: name, values: values, role: role, usage: usage, alternates: pendingAlternates)
    }

    /// `(optional)`, `(deprecated)`: a note that says how a colour is used, not what it is called
    /// (`colorNoteQualifiers`), so the word used elsewhere ("Show percentage (optional)") never
    /// names it.
    static func qualifiesUse(_ note: String) -> Bool {
        Vocabulary.standard.colorNoteQualifiers.contains(note.lowercased().trimmingWhitespace)
    }

    /// What is trimmed from around a note: brackets, dashes and separators.
    package static let noteTrim = CharacterSet(charactersIn: " ()（）—–-.:/;,~≒≈")

    /// The section a colour is filed under: its heading, or the heading above when the heading
    /// itself names the colour (`### Cream — Personal` over `**Hex: #FEF3C7**`).
    private func group(of statement: Statement) -> String? {
        if let group = statement.commentGroup { return group }
        return isNamedByHeading(statement) ? statement.headings.dropLast().last : statement.headings.last
    }

    /// A value label straight under a heading: the heading names the colour.
    private func isNamedByHeading(_ statement: Statement) -> Bool {
        statement.innerSubject.isEmpty && [.value, .light, .dark].contains(column(of: statement))
    }

    /// A literal's colour with any opacity written right after it, in its own clause
    /// (`#000000 at 5% opacity`, `#FFFFFF 70%`). An opacity in a later clause is a note on how
    /// the colour is used (`#FF5900 — --orange-4, at 22% opacity — a glow`, `(at 0% opacity on
    /// hover)`): the colour is still the one written.
    package static func color(_ match: ColorValueScanner.Match, in text: String) -> Result<RGBAColor, ColorSyntaxError> {
        match.color.map { color in
            ValueScanner.alpha(after: opacityClause(after: text[match.range.upperBound...])).map { color.withAlpha($0) } ?? color
        }
    }

    /// Where an opacity of the colour just written would be: its first clause, or a bracket
    /// right after it (`#000000 (8% opacity)`).
    package static func opacityClause(after text: Substring) -> Substring {
        let rest = text.drop { $0 == " " || $0 == "`" }
        if let first = rest.first, LabelledText.openers.contains(first), let close = LabelledText.closingIndex(in: rest) {
            return rest[rest.index(after: rest.startIndex)..<close]
        }
        return firstClause(of: text)
    }

    /// `.table th`, `.btn:hover`, `#header`: a CSS selector's words (`table th`, `btn:hover`,
    /// `header`), or nil for a scope that is no class or id selector.
    package static func ruleName(_ scope: String) -> String? {
        guard let first = scope.first, first == "." || first == "#", scope.count > 1,
              scope.dropFirst().first.map({ $0.isLetter || $0 == "-" || $0 == "_" }) == true else { return nil }
        let words = scope.split(whereSeparator: { $0 == "." || $0 == "#" || $0 == " " || $0 == ">" || $0 == "," }).map(String.init)
        return words.isEmpty ? nil : words.joined(separator: " ")
    }

    /// `border-bottom`, `box-shadow`: a CSS property's name (lower-case words joined by hyphens),
    /// never a custom property (`--x`), which names a token.
    package static func isCSSPropertyName(_ label: String) -> Bool {
        guard label.contains("-"), !label.hasPrefix("-"), !label.hasSuffix("-") else { return false }
        return label.allSatisfy { ("a"..."z").contains($0) || $0 == "-" }
    }

    /// The text up to the first clause break: a comma, semicolon, colon, dash or bracket.
    package static func firstClause(of text: Substring) -> Substring {
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if [",", ";", ":", "—", "–", "(", "（", "，", "；", "：", "。", "|"].contains(character) { return text[..<index] }
            if character == "-", text[..<index].last == " ", text[text.index(after: index)...].first == " " { return text[..<index] }
            index = text.index(after: index)
        }
        return text
    }

    /// Who a colour statement's value belongs to, or nil when it is not a palette entry.
    package func owner(of statement: Statement) -> String? {
        let label = statement.label
        // A data file's keys are the token's path: `color.primary`, `palette.sand.100`.
        if let path = statement.path {
            switch column(of: statement) {
            case .value, .light, .dark: return path.isEmpty ? nil : path.joined(separator: ".")
            case .usage, .role, .name, .retired: return nil
            case nil: return (path + [CodeStatementReader.unquoted(label)]).joined(separator: ".")
            }
        }
        if statement.isDeclaration { return label }
        // `color: #FFF` in a button's style sheet is the button's, whatever else the word means.
        if statement.syntax == .code, vocabulary.property(label) != nil,
           statement.isAboutComponent { return nil }
        // `.table td { border-bottom: 1px solid #E8E8F0 }`: a CSS property in a selector's rule
        // is that rule's, named after the selector, so two rules' borders are two values and not
        // one name (`border-bottom`) defined twice.
        // A shadow's colour (`box-shadow: 0 4px 12px rgba(…)`) is no palette colour: it is listed
        // as unread code, not a swatch.
        if statement.syntax == .code, let selector = statement.subject.last, let rule = Self.ruleName(selector),
           Self.isCSSPropertyName(label) {
            return label.hasSuffix("-shadow") ? nil : "\(rule) \(label)"
        }
        if case .shade(let parent)? = modeWordNames[LabelKey(statement)] { return "\(parent) \(label)" }
        switch column(of: statement) {
        case .value, .light, .dark:
            // `- Color: #FFFFFF` under a button: the button's (text) colour, not a palette entry.
            if statement.syntax != .table, vocabulary.property(label) != nil, statement.isAboutComponent { return nil }
            guard let whole = statement.innerSubject.last ?? statement.subject.last else { return nil }
            // `### Cream — Personal` over `**Hex: #FEF3C7**`: the name before the dash.
            let subject = statement.innerSubject.isEmpty ? LabelledText.nameAndRole(whole).name : whole
            // `| Color (Default) | #000000 |` under `Icon Specifications`: the icon's colour; and
            // `| Background | #F2E8D5 |` under `### Slider` in the components: the slider's.
            if statement.syntax == .table, vocabulary.property(LabelledText.read(strong: nil, rest: subject + ":").label) != nil,
               let heading = statement.headings.last,
               ComponentKind.classifyHead(heading) != nil || ComponentKind.words(of: heading).last.map(vocabulary.headingQualifiers.contains) == true
                || statement.isAboutComponent {
                return nil
            }
            if statement.syntax == .table, let family = Self.scaleFamily(of: statement) { return "\(family.name)-\(family.step)" }
            return subject
        case .usage, .role, .name, .retired:
            return nil
        case nil:
            // A table's other columns say things about the row; only value columns define it,
            // and columns of a scale's steps (`| Hue | 50 | 500 | 900 |`: `blue-500`) or of the
            // parts a row colours (`| Tag | Background | Text |`: `news background`), outside
            // a component's section, where they are the component's.
            if statement.syntax == .table {
                guard let row = statement.innerSubject.last else { return nil }
                let header = ValueScanner.clean(label)
                if header.allSatisfy(\.fastIsNumber), !header.isEmpty { return "\(row)-\(header)" }
                if let meaning = vocabulary.property(header), [.fill, .text, .border].contains(meaning), !statement.isAboutComponent {
                    return "\(row) \(header.lowercased())"
                }
                return nil
            }
        }
        // `--accent-old は現在使用されていない (#FF00AA)`: a sentence about a variable, no name.
        if vocabulary.endsAsSentence(label) { return nil }
        // `--background`, `$surface`, `@ink`: a variable is named as written, whatever its words.
        if label.hasPrefix("--") || label.hasPrefix("$") || label.hasPrefix("@") { return label }
        // `Background: #EFEFEF` or `Focus: 1px solid #1A5FB4` under a button describes the button.
        if vocabulary.property(label) != nil || ComponentState.from(label: label, kind: nil) != nil, statement.isAboutComponent { return nil }
        // `**Button Color States:**` over `- Hover: #0051D5`: a state's colour listed for one kind
        // in the palette is that kind's (`Button Hover`), never a colour called `Hover` that every
        // later "hover effect" or "on focus" in a component's prose would draw.
        if let kind = Self.stateListKind(of: statement), ComponentState.from(label: label, kind: nil) != nil {
            return "\(kind) \(label)"
        }
        // `Accent border: 1px solid #EA2804` under a card: a property of the card's, qualified,
        // whose value is more than a colour (a bare `Input border: #A1A1AA` stays a colour too).
        if statement.isAboutComponent, let last = ComponentKind.words(of: label).last,
           let meaning = vocabulary.property(last), [.fill, .text, .border].contains(meaning),
           ValueScanner.length(in: statement.value) != nil { return nil }
        // `### Disabled States` over `Background: bg-gray-200`: a state's look, not a palette
        // entry (whose `Background` the page would be drawn on).
        let property = vocabulary.property(Self.withoutNumber(label))
        if let property, [.fill, .text, .border].contains(property),
           let heading = statement.headings.last, ComponentKind.classifyHead(heading) == nil,
           let state = ComponentState.from(label: heading, kind: nil), state != .default { return nil }
        if property != nil {
            // In code, `bg:` under a `Success:` group is the success background.
            if statement.syntax == .code, let group = statement.codeGroup { return "\(group) \(label)" }
            // `**Level 1 (Surface):**` over `- Background: …`: that level's background, not one
            // more `Background` for every caption to redefine; `- **Green**: #10B981` over
            // `- Background: bg-green-500`: the green's background, never a `Background` the
            // page would be drawn on.
            if statement.syntax == .bullet, let caption = statement.innerSubject.last,
               captionedTwins.contains(Self.withoutNumber(label).lowercased()) || colorCaptions.contains(caption) && namesAColorItself(caption) {
                let name = LabelledText.nameAndRole(caption).name.trimming(charactersIn: " :：")
                if !name.isEmpty { return "\(name) \(label)" }
            }
        }
        if let note = statement.labelNote, notedTwins.contains(LabelKey(statement)), noteMode(statement) == nil {
            return "\(label) \(note)"
        }
        // `- Use Void Black (#0F0F0F) as the page`, `**Do** use #131313`: an instruction, no name.
        if vocabulary.isInstruction(label) { return nil }
        if label.allSatisfy(\.fastIsNumber) || label == "DEFAULT" {
            // `### Brand` over `- 500: #…`: a scale written as bullets is its heading's shades.
            guard let subject = statement.innerSubject.last
                ?? statement.headings.last.map({ SectionSplitter.stripNumbering(LabelledText.nameAndRole($0).name) })
            else { return nil }
            return label == "DEFAULT" ? subject : "\(subject)-\(label)"
        }
        return label
    }

    /// `**Button Color States:**`, `Input colour states`: the kind's name (`Button`, `Input`)
    /// when the caption over a bullet names a kind of component, then a colour noun or a state
    /// noun; nil for any other caption.
    static func stateListKind(of statement: Statement) -> String? {
        guard statement.syntax == .bullet, let caption = statement.innerSubject.last else { return nil }
        let vocabulary = Vocabulary.standard
        let name = LabelledText.nameAndRole(caption).name.trimming(charactersIn: " :：*_")
        let words = name.split(whereSeparator: \.fastIsWhitespace).map(String.init)
        func describes(_ word: String) -> Bool {
            let lower = word.lowercased()
            let singular = ComponentKind.singular(lower)
            return vocabulary.colorReferenceNouns.contains(singular) || vocabulary.colorReferenceNouns.contains(lower)
                || vocabulary.stateNouns.contains(singular) || vocabulary.stateNouns.contains(lower)
        }
        guard let last = words.last, vocabulary.stateNouns.contains(ComponentKind.singular(last.lowercased())),
              let first = words.firstIndex(where: describes), first > 0 else { return nil }
        let kind = words[..<first].joined(separator: " ")
        guard ComponentKind.classifyHead(kind) != nil else { return nil }
        return kind
    }

    /// `#### Primary — Forest (anchor: #2E4B46 at 500)` over `| 500 | #2E4B46 |`: a table row
    /// named by a palette step alone (50, 100 … 900, 950) is a step of the scale its heading
    /// names, written as authors refer to it (`Primary-500`), and the heading's nickname after
    /// its dash (`Forest`) is the scale's other name. Several such tables share their step names;
    /// each is its own family's, as a scale written as bullets is (`owner(of:)`).
    static func scaleFamily(of statement: Statement) -> (name: String, nickname: String?, step: String)? {
        guard let step = statement.innerSubject.last, step.allSatisfy(\.fastIsNumber), UtilityClassReader.isPaletteStep("x-" + step),
              let heading = statement.headings.last else { return nil }
        let (written, role) = LabelledText.nameAndRole(heading)
        let name = SectionSplitter.stripNumbering(written).trimming(charactersIn: " *_`")
        guard !name.isEmpty, LabelledText.isName(name, maxWords: 3), ComponentKind.classifyHead(name) == nil else { return nil }
        // `Forest (anchor: …)`, `Coral *(extension)*`: the nickname is the words before a bracket.
        let nickname = role.map { role in
            String(role.prefix { !LabelledText.openers.contains($0) }).trimming(charactersIn: " *_`")
        }.flatMap { $0.isEmpty || !LabelledText.isName($0, maxWords: 2) || $0.contains(where: \.isNumber) ? nil : $0 }
        return (name, nickname, step)
    }

    /// `Background 2` → `Background`: a label numbered as the second of a list's colours.
    private static func withoutNumber(_ label: String) -> String {
        guard let space = label.lastIndex(of: " "), label[label.index(after: space)...].allSatisfy(\.fastIsNumber),
              label.index(after: space) < label.endIndex else { return label }
        return String(label[..<space])
    }

    /// `Green`, `Success`: a caption that names a colour of its own, over bullets giving its
    /// parts' colours; not a mode (`Light`) or a group of several (`Surfaces`, `Text colors`).
    private func namesAColorItself(_ caption: String) -> Bool {
        // As written, plurals kept: `Base Colors` and `Surfaces` group several colours.
        let words = caption.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
        guard !words.isEmpty, words.count <= 3, let last = words.last else { return false }
        if words.contains(where: { [.light, .dark].contains(vocabulary.column($0)) }) || vocabulary.paletteSections.occurs(in: words) { return false }
        return !last.hasSuffix("s") || last.hasSuffix("ss")
    }

    private func labelMode(_ statement: Statement) -> TokenMode? {
        // `static let night = …` declares a colour called night, of no particular mode.
        if statement.isDeclaration { return nil }
        return switch column(of: statement) {
        case .light: .light
        case .dark: .dark
        default: noteMode(statement)
        }
    }

    private func isModeLead(_ lead: String) -> Bool {
        lead.split(whereSeparator: { !$0.fastIsLetter }).contains { word in
            let meaning = vocabulary.column(String(word))
            return meaning == .light || meaning == .dark
        }
    }

    package struct ColumnKey: Hashable {
        package var block: Int
        package var label: String
        package init(_ statement: Statement) {
            block = statement.block
            label = statement.label
        }
        package init(block: Int, label: String) {
            self.block = block
            self.label = label
        }
    }

    /// `| Token | Farbton | Hinweis |`, a header in words the vocabulary does not know: where it
    /// heads the only column of its table that holds colours, and every row's cell there is one
    /// colour (a note after it aside), outside a component's section, its cells are the rows'
    /// values, whatever it says. A pairing (`#F5F5F0 on #0F1F17`) is no value, and two such
    /// columns are never guessed to be light and dark: their colours are listed as not read.
    private func unheadedValueColumns(in statements: [Statement]) -> Set<ColumnKey> {
        var colorColumns: [Int: Set<String>] = [:]
        var rows: [Int: Set<Int>] = [:]
        var rowsWithValue: [ColumnKey: Set<Int>] = [:]
        var aboutComponents: Set<Int> = []
        for statement in statements where statement.syntax == .table {
            rows[statement.block, default: []].insert(statement.line)
            // (A row named as a variable, `--card`, is a token's, whatever kind its words name.)
            let row = ValueScanner.clean(statement.innerSubject.last ?? "")
            if statement.isAboutComponent, !(row.hasPrefix("--") || row.hasPrefix("$") || row.hasPrefix("@")) { aboutComponents.insert(statement.block) }
            let cell = statement.value.replacing(literal: "`", with: "").trimmingWhitespace
            let literals = ColorValueScanner.matches(in: cell)
            // A colour word in a Role or Usage cell (`deepest navy`) is no value column.
            guard let first = literals.first, ![.usage, .role, .name, .retired].contains(vocabulary.column(statement.label)) else { continue }
            colorColumns[statement.block, default: []].insert(statement.label)
            if literals.count == 1, first.range.lowerBound == cell.startIndex {
                rowsWithValue[ColumnKey(statement), default: []].insert(statement.line)
            }
        }
        var out: Set<ColumnKey> = []
        // `| OKLCH | Hex Approx |`: the column restating the other roughly is no value of its own.
        let approximate = vocabulary.approximationColumnWords
        for (block, all) in colorColumns where !aboutComponents.contains(block) {
            let exact = all.filter { ComponentKind.words(of: $0).allSatisfy { !approximate.contains($0) } }
            let labels = all.count > 1 && exact.count == 1 ? exact : all
            guard labels.count == 1 else { continue }
            guard let label = labels.first, vocabulary.column(label) == nil, vocabulary.property(label) == nil,
                  !ValueScanner.clean(label).isEmpty, !ValueScanner.clean(label).allSatisfy(\.fastIsNumber)
            else { continue }
            let key = ColumnKey(block: block, label: label)
            if rowsWithValue[key]?.count == rows[block]?.count { out.insert(key) }
        }
        return out
    }

    /// Table columns that hold a colour in some rows only: prose about colours ("Black (usually)"),
    /// not a palette.
    private func partialColorColumns(in statements: [Statement]) -> Set<ColumnKey> {
        var rows: [ColumnKey: (colors: Int, same: Int)] = [:]
        var rowsPerTable: [Int: Set<Int>] = [:]
        for statement in statements where statement.syntax == .table {
            let key = ColumnKey(statement)
            // A column headed by a notation (`HEX`) or a mode (`Light`, `Terang`) holds colours
            // even where a row has none (`| Shadow | black at 8% | … |`).
            if vocabulary.namesNotation(statement.label) || [.light, .dark].contains(vocabulary.column(statement.label)) { continue }
            rowsPerTable[statement.block, default: []].insert(statement.line)
            if !ColorValueScanner.matches(in: statement.value).isEmpty {
                rows[key, default: (0, 0)].colors += 1
            } else if vocabulary.sameValueWords.contains(ValueScanner.clean(statement.value).lowercased())
                        || (Self.tableReference(statement.value) != nil && !statement.isAboutComponent && vocabulary.column(statement.label) == .value) {
                // `Same` in a Dark column says the light value holds there, and `var(--primary)`
                // gives another row's: a colour, not prose.
                rows[key, default: (0, 0)].same += 1
            }
        }
        return Set(rows.filter { key, count in count.colors > 0 && count.colors + count.same < (rowsPerTable[key.block]?.count ?? 0) }.keys)
    }

    /// `oklch(0.7 0.3 150)`: a wide-gamut colour sRGB cannot show is drawn and measured as the
    /// nearest sRGB colour, and the page says so.
    static func outOfGamutNotes(in value: String, file: String, line: Int) -> [Diagnostic] {
        let lower = value.lowercased()
        guard ["lab(", "lch(", "color("].contains(where: { lower.contains(literal: $0) }) else { return [] }
        var seen: Set<String> = []
        return ColorValueScanner.matches(in: value).compactMap { match in
            guard case .success(let parsed) = CSSColor.parse(match.text), !parsed.isInSRGBGamut, seen.insert(match.text).inserted else { return nil }
            return Diagnostic(.note, "\(match.text) is outside the sRGB gamut; swatches and contrast use the nearest sRGB colour, \(parsed.color.hex)",
                              file: file, line: line)
        }
    }

    /// `var(--primary)` or `{colors.primary}`, a whole cell: the name of the token whose colour
    /// the row takes, as an alias resolves it (`--primary`, `colors.primary`).
    static func tableReference(_ cell: String) -> String? {
        let text = ValueScanner.clean(cell)
        guard LabelledText.isReferenceWord(text.replacing(literal: " ", with: "")) else { return nil }
        if text.hasPrefix("var("), let comma = text.firstIndex(of: ",") ?? text.lastIndex(of: ")") {
            return String(text[text.index(text.startIndex, offsetBy: 4)..<comma]).trimmingWhitespace
        }
        if text.hasPrefix("{") { return String(text.dropFirst().dropLast()).trimmingWhitespace }
        return nil
    }

    /// The first sentence of the paragraph after a value stated under a heading (`**Hex: #…**`
    /// then "Cream represents personal annotations. …"), by the value's line: its usage.
    private func leadSentences(in statements: [Statement]) -> [Int: String] {
        var out: [Int: String] = [:]
        for (index, statement) in statements.enumerated() where statement.syntax == .paragraph && statement.subject.count == statement.headingCount {
            guard index + 1 < statements.count else { continue }
            let next = statements[index + 1]
            guard next.syntax == .paragraph, next.label.isEmpty, next.subject == statement.subject, next.line <= statement.line + 2 else { continue }
            let text = ValueScanner.clean(next.value)
            let end = text.firstIndex(where: { ".!?".contains($0) })
            out[statement.line] = end.map { String(text[...$0]) } ?? text
        }
        return out
    }

    package struct UsageKey: Hashable {
        package var subject: [String]
        package var line: Int?

        package init(statement: Statement, name: String) {
            if statement.syntax == .table {
                subject = statement.subject
                line = statement.line
            } else {
                subject = statement.subject + [statement.label.isEmpty ? name : statement.label]
                line = nil
            }
        }
    }

    /// Usage notes said about a colour separately: a table's Usage cell in the same row, or a
    /// `Usage:` bullet nested under the colour's own bullet.
    private func usageNotes(in statements: [Statement]) -> [UsageKey: String] {
        var out: [UsageKey: String] = [:]
        for statement in statements where vocabulary.column(statement.label) == .usage && !statement.value.isEmpty {
            let key: UsageKey
            if statement.syntax == .table {
                key = UsageKey(statement: statement, name: "")
            } else {
                var copy = statement
                guard let owner = copy.subject.popLast() else { continue }
                copy.label = owner
                key = UsageKey(statement: copy, name: owner)
            }
            out[key] = out[key] ?? ValueScanner.clean(statement.value)
        }
        // `| --moss | #E4F0DC | Cards, banners, round buttons |` under a Role header: a role cell
        // that lists several uses is what the colour is for, where no usage column says it.
        for statement in statements where statement.syntax == .table && vocabulary.column(statement.label) == .role {
            let key = UsageKey(statement: statement, name: "")
            let cell = ValueScanner.clean(statement.value)
            guard out[key] == nil, cell.contains(literal: ","), ComponentKind.classify(cell).map({ $0 != .other }) == true else { continue }
            out[key] = cell
        }
        return out
    }
}

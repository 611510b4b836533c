import Foundation
import SpecimenModel

/// Reads a code block of any language into statements, line by line. Braces and indentation
/// open subjects (`:root {`, `colors: {`, `brand: {`, a YAML-like `Background:`), and a scope
/// whose name says dark (`.dark {`, `@media (prefers-color-scheme: dark)`) sets the mode. A line
/// states `name: value`, `name = value` (`static let ink = Color(…)`, `val Primary = Color(0x…)`),
/// `<color name="primary">#…</color>`, `#FF6B6B - Coral` or `name  #HEX`; its comment is kept.
/// A call left open at the end of a line (`LinearGradient(` …) is read to its closing bracket
/// as one value. Tree glyphs (`├─ Hero Time: 72pt`) indent; a framed drawing's lines are skipped.
package struct CodeStatementReader {
    private struct Scope {
        var name: String
        var indent: Int
        var braced: Bool
        var mode: TokenMode?
        /// For a `Background:` header: nil until the next line shows whether what it heads is
        /// indented under it (a YAML-like block) or follows at its own indent up to a blank
        /// line (`Background:` then `Light: #FFF → Dark: #000`).
        var heads: Heads? = nil

        enum Heads { case indented, paragraph }
    }

    /// Lines at most this many are joined into one open call; past that, it is not one value.
    package static let longestCall = 40

    /// `caption`: the text of the caption the block sits under, when it has one; else the last
    /// subject past the headings (a parent bullet) is its caption.
    package func statements(in code: String, firstLine: Int, language: String, subject: [String], headingCount: Int, caption: String? = nil) -> [Statement] {
        var out: [Statement] = []
        var scopes: [Scope] = []
        var inBlockComment = false
        let isData = Vocabulary.standard.isDataLanguage(language)
        // A line that defines nothing, such as `Primary button`, names what the lines indented
        // under it describe.
        var pending: (name: String, indent: Int)?
        // `// Dark Mode` alone on a line: the lines after it, up to the next such comment, are
        // that mode's values.
        var commentMode: TokenMode?
        // The mode and subject path as the open scopes stand at a line.
        // `// Accent Colors` alone on a line: the lines after it, up to a blank line or the end of
        // the scope it sits in, are that group.
        var commentGroup: (name: String, depth: Int)?
        // `.field input,` over `.field select,` over `.field textarea {`: one rule for several
        // selectors, named by the first, which the list opens with.
        var selectorList: String?
        func currentMode() -> TokenMode? { scopes.last(where: { $0.mode != nil })?.mode ?? commentMode }
        func currentPath() -> [String] { subject + scopes.map(\.name).filter { !$0.isEmpty } }
        let lines = code.lineSlices.map(String.init)
        var offset = -1
        while offset + 1 < lines.count {
            offset += 1
            let number = firstLine + offset
            // A framed drawing's lines draw a component; the declarations under it describe it.
            // A tree's glyphs only indent what they lead to.
            let (body, indent) = Self.untreed(lines[offset])
            if PlainLineHeading.containsBoxCharacter(body) {
                if let drawn = Self.diagramLine(lines[offset]) {
                    var statement = Statement(subject: currentPath(), headingCount: headingCount, label: drawn.text, value: drawn.note,
                                              line: number, syntax: .diagram, block: firstLine, mode: currentMode())
                    statement.codeGroup = scopes.last.flatMap { $0.braced ? nil : $0.name }
                    out.append(statement)
                }
                continue
            }
            var (text, comment) = Self.splitComment(body, inBlockComment: &inBlockComment)
            text = text.trimmingWhitespace
            if text.isEmpty {
                guard let comment else {
                    // A blank line ends a comment's group and a header's paragraph.
                    if lines[offset].trimmingWhitespace.isEmpty {
                        commentGroup = nil
                        scopes.removeAll { $0.heads == .paragraph }
                    }
                    continue
                }
                if let mode = Vocabulary.standard.mode(ofHeading: comment) {
                    commentMode = mode
                } else if let state = Self.stateDeclarations(comment) {
                    // `/* Hover: background: #FFF; color: #2C2C2A */`: the rule's look in that
                    // state, written as a note beside the declarations.
                    out.append(Statement(subject: currentPath(), headingCount: headingCount, label: state.label, value: state.value,
                                         line: number, syntax: .code, block: firstLine, mode: currentMode()))
                } else if let note = Self.documentation(comment) {
                    // `/* Icon color: #00D7D7 */` documents a value; `/* color: #FFF; */` (a
                    // property name, no spaces) is code switched off, and states nothing.
                    out.append(Statement(subject: currentPath(), headingCount: headingCount, label: note.label, value: note.value,
                                         line: number, syntax: .code, block: firstLine, mode: currentMode()))
                } else if let name = Self.groupName(comment) {
                    commentGroup = (name, scopes.count)
                }
                continue
            }
            if let open = pending {
                if indent > open.indent { scopes.append(Scope(name: open.name, indent: open.indent, braced: false, mode: Self.mode(of: open.name))) }
                pending = nil
            }
            // The first line after a header says how far the header reaches.
            if let last = scopes.indices.last, scopes[last].heads == nil, !scopes[last].braced {
                scopes[last].heads = indent > scopes[last].indent ? .indented : .paragraph
            }
            // Indentation closes YAML-like scopes; braces close braced ones.
            scopes.removeAll { !$0.braced && ($0.indent > indent || ($0.indent == indent && $0.heads != .paragraph)) }
            // `isDark ? {` … `} : {`: the branch after the colon is the other appearance.
            var otherBranch: TokenMode?
            while let first = text.first, "}]".contains(first) {
                if let last = scopes.lastIndex(where: \.braced) {
                    otherBranch = Self.ternaryMode(of: scopes[last].name).map { $0 == .dark ? .light : .dark }
                    scopes.removeSubrange(last...)
                }
                text = String(text.dropFirst()).trimming(charactersIn: " ,;)")
            }
            if otherBranch != nil, !text.hasPrefix(":") { otherBranch = nil }
            if let group = commentGroup, scopes.count < group.depth { commentGroup = nil }
            guard !text.isEmpty else { continue }
            // `@apply bg-primary text-white` … `px-8 rounded-lg;`: the rule's utility classes,
            // to the semicolon, however many lines they run over.
            if Self.isApply(text) {
                var joined = text
                var last = offset
                while !joined.contains(literal: ";"), last + 1 < lines.count, last - offset < Self.longestCall {
                    var ignored = false
                    let (more, _) = Self.splitComment(lines[last + 1], inBlockComment: &ignored)
                    let trimmed = more.trimmingWhitespace
                    // A rule's end or another declaration ends a list left open.
                    if trimmed.isEmpty || trimmed.hasPrefix("}") || trimmed.hasPrefix("@") || trimmed.hasSuffix("{") { break }
                    last += 1
                    joined += " " + trimmed
                }
                offset = last
                out.append(Self.applied(joined, subject: currentPath(), headingCount: headingCount, line: number, block: firstLine, mode: currentMode()))
                continue
            }
            // `LinearGradient(` … `)`: an open call is one value, read to its closing bracket. A
            // line ending in `{` or `[` opens a scope instead.
            if text.last != "{", text.last != "[", Self.bracketBalance(text, of: "()") > 0 {
                var joined = text
                var last = offset
                while Self.bracketBalance(joined) > 0, last + 1 < lines.count, last - offset < Self.longestCall {
                    last += 1
                    var ignored = false
                    let (more, _) = Self.splitComment(lines[last], inBlockComment: &ignored)
                    joined += " " + more.trimmingWhitespace
                }
                if Self.bracketBalance(joined) == 0 {
                    offset = last
                    text = joined
                }
            }
            let listed = selectorList
            selectorList = nil
            if !isData, text.first == ".", text.dropFirst().first?.fastIsLetter == true, text.last == ",", !text.contains(where: { "{};".contains($0) }) {
                selectorList = listed ?? String(text.dropLast())
                continue
            }
            let mode = currentMode()
            let path = currentPath()
            if let last = text.last, "{[".contains(last) {
                let name = Self.scopeName(last == "{" ? listed ?? String(text.dropLast()) : String(text.dropLast()))
                scopes.append(Scope(name: name, indent: indent, braced: true, mode: otherBranch ?? Self.ternaryMode(of: name) ?? Self.mode(of: name) ?? mode))
                // `style={{`: each further brace is one the closing `}}` closes, and names nothing.
                if last == "{", text.hasSuffix("{{") { scopes.append(Scope(name: "", indent: indent, braced: true, mode: Self.mode(of: name) ?? mode)) }
                continue
            }
            if let xml = Self.xmlElement(text) {
                // The whole element: Android's `<color>` hex is alpha first, and the scanner
                // reads it so only inside one.
                out.append(Statement(subject: path, headingCount: headingCount, label: xml.name, value: text,
                                     comment: comment, line: number, syntax: .code, block: firstLine, mode: mode))
                continue
            }
            // `Signal YELLOW (score 45–64, caution):` heads a group, whatever its words.
            if let last = text.last, LabelledText.colons.contains(last), text.count <= 80 {
                var name = String(text.dropLast()).trimmingWhitespace
                if let open = name.firstIndex(ofSingleScalar: LabelledText.openers), open > name.startIndex {
                    name = String(name[..<open]).trimmingWhitespace
                }
                openHeader(Self.unquoted(name), indent: indent, mode: Self.mode(of: name) ?? mode)
                continue
            }
            // `"#7A6B8A",  // Dusty Purple`: a bare value, named by its comment.
            if let comment, let value = Self.bareValue(text), let name = Self.commentName(comment) {
                out.append(Statement(subject: path, headingCount: headingCount, label: name.label, value: value,
                                     comment: name.note, line: number, syntax: .code, block: firstLine, mode: mode))
                continue
            }
            // `.blue  // #0A64D8 (primary)`, `Color(.systemGray5)  // #E4E4EA`: a platform colour
            // named alone on its line, the value the system gives it stated in its comment.
            if let comment, let name = Self.bareMember(text), let (value, note) = Self.leadingColor(comment) {
                out.append(Statement(subject: path, headingCount: headingCount, label: name, value: value,
                                     comment: note, line: number, syntax: .code, block: firstLine, mode: mode))
                continue
            }
            /// `rule`: the selector of a rule written on this one line, the braced scope it sits in.
            func statement(_ label: String, _ value: String, inRule rule: String? = nil) -> Statement {
                var statement = Statement(subject: rule.map { path + [$0] } ?? path, headingCount: headingCount, label: label, value: value,
                                          comment: comment, line: number, syntax: .code, block: firstLine,
                                          mode: rule.flatMap(Self.mode(of:)) ?? mode)
                statement.codeGroup = rule == nil ? scopes.last.flatMap { $0.braced ? nil : $0.name } : nil
                statement.commentGroup = commentGroup?.name
                statement.caption = caption ?? (subject.count > headingCount ? subject.last : nil)
                return statement
            }
            // `.badge-success { bg: success-100, text: success-800 }`: a rule on one line is a
            // braced scope holding its declarations, as the same rule over several lines is.
            if let rule = Self.oneLineRule(text) {
                let name = Self.scopeName(rule.selector)
                for declaration in rule.declarations {
                    if Self.isApply(declaration) {
                        out.append(Self.applied(declaration, subject: path + [name], headingCount: headingCount, line: number, block: firstLine,
                                                mode: Self.mode(of: name) ?? mode))
                        continue
                    }
                    guard let (label, value) = Self.definition(declaration), !value.isEmpty else { continue }
                    var read = statement(label, value, inRule: name)
                    read.isDeclaration = Self.isDeclaration(declaration)
                    out.append(read)
                }
                continue
            }
            // `danger: { background: 'rgba(…)', color: '#e05a5a' },` in a map of tones: one look
            // of a component, named by its key, read as a rule of that name is; no token.
            if let entry = Self.styleObjectEntry(Self.withTemplateDefaults(text)) {
                for declaration in entry.declarations {
                    guard let (label, value) = Self.definition(declaration), !value.isEmpty else { continue }
                    var read = statement(label, value, inRule: entry.name.isEmpty ? nil : entry.name)
                    read.isDeclaration = true
                    read.isStyleObject = true
                    out.append(read)
                }
                continue
            }
            guard let (label, value) = Self.definition(text) else {
                if Self.isShouted(text) {
                    // `TIME DISPLAY (Massive)` above a tree: a section, named as written.
                    commentGroup = (text, scopes.count)
                } else if LabelledText.isName(text, maxWords: 4), !text.contains(where: { "(){}[];=<>".contains($0) }) {
                    pending = (text, indent)
                    out.append(statement("", Self.listItemText(text)))
                } else if let noted = Self.classesWithNote(text) {
                    // `px-3 py-1.5 rounded-md  (or rounded-full for pills)`: utility classes, and
                    // a note about them, as a comment would be written.
                    comment = noted.note
                    out.append(statement("", noted.classes))
                } else {
                    // An unnamed call (`LinearGradient(colors: […])`) or a line of words
                    // (`🔵 SCHEDULED - Blue background`, `1. Icon (48pt circle)`) is stated as written.
                    out.append(statement("", Self.isCall(text) ? text : Self.listItemText(text)))
                }
                continue
            }
            if value.isEmpty {
                // `Background:` with the values under it.
                openHeader(label, indent: indent, mode: Self.mode(of: label) ?? mode)
                continue
            }
            var definition = statement(label, value)
            definition.isDeclaration = Self.isDeclaration(text)
            if isData { definition.path = scopes.map(\.name).filter { !$0.isEmpty && !Vocabulary.standard.isCodeWrapper($0) && Self.mode(of: $0) == nil } }
            out.append(definition)
        }
        return out

        /// A header replaces the paragraph a header at its indent opened.
        func openHeader(_ name: String, indent: Int, mode: TokenMode?) {
            scopes.removeAll { $0.heads == .paragraph && $0.indent >= indent }
            scopes.append(Scope(name: name, indent: indent, braced: false, mode: mode))
        }
    }

    /// `│    No Saved Items       │  28pt Heavy`: the text drawn inside a frame and the note
    /// written after it, when the line has both.
    package static func diagramLine(_ line: String) -> (text: String, note: String)? {
        let pieces = line.pieces(splitAt: "│").map { $0.trimmingWhitespace }
        guard pieces.count >= 3, let note = pieces.last, !note.isEmpty else { return nil }
        let drawn = pieces.dropFirst().dropLast().joined(separator: " ")
            .trimming(scalarsIn: .notTextOrSpace)
            .trimmingWhitespace
        guard !drawn.isEmpty, drawn.contains(where: \.fastIsLetter) else { return nil }
        return (drawn, note)
    }

    /// Marks that open a line saying what a look becomes (`→ text-success (copied)`).
    package static let changeArrows: [Character] = ["→", "⇒", "➜"]

    /// `px-3 py-1.5 rounded-md (or rounded-full for pills)`, `→ text-success (copied state)`: a
    /// list of utility classes (after an arrow saying the look changes to them), then a note in
    /// brackets that ends the line.
    package static func classesWithNote(_ text: String) -> (classes: String, note: String)? {
        guard text.last == ")", let open = text.lastIndex(of: "("), open > text.startIndex,
              text[text.index(before: open)].fastIsWhitespace else { return nil }
        let classes = text[..<open].trimmingWhitespace
        let note = text[text.index(after: open)..<text.index(before: text.endIndex)].trimmingWhitespace
        let listed = classes.first.map(changeArrows.contains) == true ? classes.dropFirst().trimmingWhitespace : classes
        guard !note.isEmpty, !note.contains(where: { "()".contains($0) }), UtilityClassReader.isClassList(listed) else { return nil }
        return (classes, note)
    }

    /// A listing line without its bullet: `- "Set Alarm"` → `"Set Alarm"`.
    package static func listItemText(_ text: String) -> String {
        for marker in ["- ", "* ", "• "] where text.hasPrefix(marker) { return String(text.dropFirst(2)).trimmingWhitespace }
        return text
    }

    /// A line's text with any leading tree glyphs (`├─ `, `│  └─ `) counted as indentation.
    package static func untreed(_ line: String) -> (text: String, indent: Int) {
        let spaces = line.utf8.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.count
        // Every tree glyph is led by the byte 0xE2.
        guard line.utf8.dropFirst(spaces).first == 0xE2, let first = line.dropFirst(spaces).first, treeGlyphs.contains(first) else {
            return (line, spaces)
        }
        // The lead read as scalars, each its own Character when the lead ends on a Character
        // boundary (a glyph or space a combining mark runs on from is left to the Character walk).
        let scalars = line.unicodeScalars
        var end = scalars.startIndex
        var count = 0
        while end < scalars.endIndex, scalars[end] == " " || scalars[end] == "\t" || treeScalars.contains(scalars[end]) {
            end = scalars.index(after: end)
            count += 1
        }
        if let boundary = String.Index(end, within: line) { return (String(line[boundary...]), count) }
        let lead = line.prefix { $0 == " " || $0 == "\t" || treeGlyphs.contains($0) }
        return (String(line.dropFirst(lead.count)), lead.count)
    }

    package static let treeGlyphs: [Character] = ["├", "└", "│", "─", "┬", "┃"]
    private static let treeScalars = treeGlyphs.map { $0.unicodeScalars.first! }

    /// Open brackets minus closed ones, outside strings: of `pairs` (ASCII, opener then closer),
    /// or of round and square. Brackets and quotes are ASCII, so the count runs over bytes.
    package static func bracketBalance(_ text: String, of pairs: StaticString = "()[]") -> Int {
        let brackets = UnsafeBufferPointer(start: pairs.utf8Start, count: pairs.utf8CodeUnitCount)
        var balance = 0
        var quote: UInt8?
        for byte in text.utf8 {
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if let index = brackets.firstIndex(of: byte) {
                balance += index.isMultiple(of: 2) ? 1 : -1
            }
        }
        return balance
    }

    /// A whole call (`LinearGradient(colors: […])`): a name, then its bracketed arguments.
    package static func isCall(_ text: String) -> Bool {
        let head = text.prefix { $0 != "(" }
        return !head.isEmpty && head.endIndex < text.endIndex
            && head.allSatisfy { $0.fastIsLetter || $0.fastIsNumber || $0 == "." || $0 == "_" } && bracketBalance(text) == 0
    }

    /// A line in capitals, with at most a note in brackets after it (`LABELS (Bold, Uppercase)`):
    /// a section title drawn in code.
    package static func isShouted(_ text: String) -> Bool {
        let core = text.prefix { $0 != "(" }.trimmingWhitespace
        // The cheapest test first: most lines have a lower-case letter.
        guard core.allSatisfy({ $0.fastIsUppercase || $0 == " " || $0 == "&" || $0 == "/" || $0.fastIsNumber }) else { return false }
        guard core.count >= 2, core.contains(where: \.fastIsLetter), LabelledText.isName(core, maxWords: 4) else { return false }
        return !text.contains(literal: "(") || text.hasSuffix(")")
    }

    /// A comment alone on a line that names a group (`Accent Colors`), not a note or code.
    package static func groupName(_ comment: String) -> String? {
        let text = comment.trimmingWhitespace
        guard !text.hasPrefix("MARK"), text.count < 60, LabelledText.isName(text, maxWords: 6),
              ColorValueScanner.matches(in: text).isEmpty, !text.contains(where: { "{}[];=<>:".contains($0) }) else { return nil }
        return text
    }

    /// `static let night = …`, `val Primary = …`, `export const ink = …`: keywords, a name, an
    /// assignment. An attribute (`<Icon name="mail" …`) is no declaration.
    package static func isDeclaration(_ text: String) -> Bool {
        guard let equals = topLevelEquals(in: text) else { return false }
        let left = text[..<equals].split(separator: ":", maxSplits: 1).first ?? ""
        let words = left.split(whereSeparator: \.fastIsWhitespace)
        return words.count >= 2 && words.dropLast().allSatisfy { $0.allSatisfy(\.fastIsLetter) }
    }

    /// The name and value a code line defines, or nil.
    package static func definition(_ text: String) -> (String, String)? {
        var line = text.trimming(charactersIn: " ,;")
        // A listing written as bullets: `- Background: Harbor Blue (#1B4F8A)`.
        if line.hasPrefix("- ") || line.hasPrefix("* ") || line.hasPrefix("• ") { line = String(line.dropFirst(2)) }
        // `hover:bg-indigo-600 active:bg-indigo-700`: utility classes with state prefixes, not
        // a `hover:` key. (`background-color:#FFF` is a declaration: `#FFF` is no class; so is
        // `background: clay-600`, whose colon a space follows, as no class prefix's does.)
        if UtilityClassReader.isClassList(line), let colon = line.firstIndex(of: ":"),
           line[line.index(after: colon)...].first?.fastIsWhitespace != true,
           line.contains(literal: " ") || UtilityClassReader.isColorClass(String(line[line.index(after: colon)...])) { return nil }
        // Assignment first: `static let ink: Color = Color(red: …)` has a colon in its type.
        // (`Primary: mode="contained", brand fill`: a label over an attribute, which is no
        // assignment to the label.)
        if let equals = topLevelEquals(in: line), !Self.labelsAttribute(line, equals: equals) {
            let left = line[..<equals]
            let right = line[line.index(after: equals)...].trimmingWhitespace
            let beforeType = left.split(separator: ":", maxSplits: 1).first.map(String.init) ?? String(left)
            // (`.rounded-lg = 8px`: a utility class's selector given its length, as a scale lists it.)
            guard let name = beforeType.split(whereSeparator: { $0 == " " || $0 == "\t" }).last.map(String.init),
                  isIdentifier(name) || name.hasPrefix(".") && isIdentifier(String(name.dropFirst())) else { return nil }
            return (unquoted(name), right)
        }
        if let colon = line.firstIndex(ofSingleScalar: LabelledText.colons), colon > line.startIndex {
            let name = unquoted(line[..<colon].trimmingWhitespace)
            let value = line[line.index(after: colon)...].trimmingWhitespace
            // `android:textColor="#FFF"` is a namespaced attribute, not `android: …`.
            if let next = line[line.index(after: colon)...].first, next.fastIsLetter,
               value.prefix(while: { !$0.fastIsWhitespace }).contains(literal: "=") { return nil }
            // A key is a name (`primary`, `Page BG`, `$brand`), never a call such as `Color(hex`.
            guard !value.hasPrefix("//"), LabelledText.isName(name, maxWords: 4), !name.contains(where: { "()[]{}".contains($0) }) else { return nil }
            return (name, unquoted(value))
        }
        let read = LabelledText.read(strong: nil, rest: line)
        if !read.label.isEmpty { return (read.label, read.value) }
        // `primary  #1B4F8A`: a name, then a colour.
        let words = line.split(whereSeparator: \.fastIsWhitespace)
        if words.count >= 2, isIdentifier(String(words[0])), let literal = ColorValueScanner.matches(in: line).first,
           line[..<literal.range.lowerBound].split(whereSeparator: \.fastIsWhitespace).count == 1 {
            return (String(words[0]), String(line[literal.range.lowerBound...]))
        }
        // `rounded-xl   12px   Button, Dialog`: a utility class, its length, then what it is
        // for, in columns, as a scale's step with its use after a dash.
        if words.count >= 3, words[0].contains("-"), isIdentifier(String(words[0])), !words[0].hasPrefix("-"),
           words[1].last?.fastIsLetter == true, ValueScanner.unitLength(in: String(words[1])) != nil {
            let use = line[words[2].startIndex...].trimmingWhitespace
            return (String(words[0]), "\(words[1]) — \(use)")
        }
        return nil
    }

    /// A comment that documents a value in words: `Icon color: #00D7D7`, a label of several
    /// words and a value that opens with a colour.
    /// `Hover: background: #168260`, `Focus: border-color: #0B5; box-shadow: …`: a state's name,
    /// then declarations of properties a look has; or a look's property given in words
    /// (`Background: category color from palette above`); nil for any other comment.
    package static func stateDeclarations(_ comment: String) -> LabelledText? {
        let read = LabelledText.read(strong: nil, rest: comment)
        guard !read.label.isEmpty else { return nil }
        // `/* Background: category color from palette above */`: a fill, text or border given
        // in words, kept as the look's words (a colour written there is `documentation`'s).
        if let meaning = Vocabulary.standard.property(read.label), [.fill, .text, .border].contains(meaning),
           !read.label.contains(" "), ColorValueScanner.matches(in: read.value).isEmpty,
           read.value.split(separator: " ").count >= 2 {
            return read
        }
        guard let state = ComponentState.from(label: read.label, kind: nil), state != .default,
              let colon = read.value.firstIndex(of: ":") else { return nil }
        let property = read.value[..<colon].trimmingWhitespace
        guard ColorStatementInterpreter.isCSSPropertyName(property) || Vocabulary.standard.property(property) != nil,
              property.allSatisfy({ $0.isLetter || $0 == "-" }) else { return nil }
        return read
    }

    package static func documentation(_ comment: String) -> LabelledText? {
        let read = LabelledText.read(strong: nil, rest: comment)
        guard read.label.contains(literal: " "), !read.label.contains(where: { "-_$@.(){}".contains($0) }),
              let literal = ColorValueScanner.matches(in: read.value).first,
              read.value.distance(from: read.value.startIndex, to: literal.range.lowerBound) <= 1 else { return nil }
        return read
    }

    /// A line that is one colour and nothing else, quoted or not (`"#7A6B8A",`, `0xFF5A8C7C`).
    package static func bareValue(_ text: String) -> String? {
        let core = unquoted(text.trimming(charactersIn: " ,;"))
        guard let literal = ColorValueScanner.matches(in: core).first, literal.text == core else { return nil }
        return core
    }

    /// `.blue`, `Color(.systemGray5)`, `UIColor.systemBackground`: a member written alone, by its
    /// name (`blue`, `systemGray5`); nil for anything more (a call, a value, a declaration).
    package static func bareMember(_ text: String) -> String? {
        var core = Substring(text.trimming(charactersIn: " ,;"))
        if let open = core.firstIndex(of: "("), core.last == ")", core[..<open].allSatisfy({ $0.fastIsLetter }) {
            core = core[core.index(after: open)..<core.index(before: core.endIndex)]
        }
        if let dot = core.firstIndex(of: "."), core[..<dot].allSatisfy({ $0.fastIsLetter }), core[..<dot].first?.fastIsUppercase != false {
            core = core[core.index(after: dot)...]
        }
        guard let first = core.first, first.fastIsLetter, core.allSatisfy({ $0.isASCII && ($0.fastIsLetter || $0.fastIsNumber) }) else { return nil }
        return String(core)
    }

    /// `#007AFF (primary)`: a comment that opens with a colour literal, and what follows it.
    package static func leadingColor(_ comment: String) -> (value: String, note: String?)? {
        let text = comment.trimmingWhitespace
        guard let literal = ColorValueScanner.matches(in: text).first, text.hasPrefix(literal.text) else { return nil }
        let note = text.dropFirst(literal.text.count).trimming(charactersIn: " -–—:()")
        return (literal.text, note.nilIfEmpty)
    }

    /// A comment that is a name (`Dusty Purple`, `Teal (slightly brighter)`), with its note.
    package static func commentName(_ comment: String) -> (label: String, note: String?)? {
        var label = comment
        var note: String?
        if let open = comment.firstIndex(ofSingleScalar: LabelledText.openers), open > comment.startIndex {
            label = String(comment[..<open])
            note = String(comment[comment.index(after: open)...]).trimming(charactersIn: " )）")
        }
        label = label.trimming(charactersIn: " -–—:")
        guard !label.isEmpty, LabelledText.isName(label, maxWords: 4), ColorValueScanner.matches(in: label).isEmpty else { return nil }
        return (label, note?.nilIfEmpty)
    }

    /// `<color name="primary">#FF1B4F8A</color>` and other named resource elements.
    package static func xmlElement(_ text: String) -> (name: String, value: String)? {
        guard text.hasPrefix("<"), let nameStart = text.range(ofLiteral: "name=\"") else { return nil }
        guard let nameEnd = text[nameStart.upperBound...].firstIndex(of: "\""),
              let open = text[nameEnd...].firstIndex(of: ">"),
              let close = text[open...].range(ofLiteral: "</") else { return nil }
        let name = String(text[nameStart.upperBound..<nameEnd])
        let value = text[text.index(after: open)..<close.lowerBound].trimmingWhitespace
        return value.isEmpty ? nil : (name, value)
    }

    /// The text before a line's comment, and the comment: `//`, `/* … */`, `<!-- … -->`, or `#`
    /// after whitespace when it is not a colour.
    package static func splitComment(_ line: String, inBlockComment: inout Bool) -> (String, String?) {
        var text = line
        if inBlockComment {
            guard let end = text.range(ofLiteral: "*/") else { return ("", text.trimmingWhitespace) }
            inBlockComment = false
            text = String(text[end.upperBound...])
        }
        // A comment opens at `/` or `<`: a line without either byte has none.
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "<") }) else { return (text, nil) }
        var comment: String?
        var quote: Character?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "/" {
                let next = text.index(after: index)
                if next < text.endIndex, text[next] == "/", index == text.startIndex || text[text.index(before: index)] != ":" {
                    comment = String(text[text.index(after: next)...])
                    text = String(text[..<index])
                    break
                }
                if next < text.endIndex, text[next] == "*" {
                    let body = text[text.index(after: next)...]
                    if let end = body.range(ofLiteral: "*/") {
                        comment = String(body[..<end.lowerBound])
                        text = String(text[..<index]) + String(body[end.upperBound...])
                        continue
                    }
                    comment = String(body)
                    text = String(text[..<index])
                    inBlockComment = true
                    break
                }
            } else if character == "<", text[index...].hasPrefix("<!--") {
                let body = text[text.index(index, offsetBy: 4)...]
                comment = String(body.range(ofLiteral: "-->").map { body[..<$0.lowerBound] } ?? body)
                text = String(text[..<index])
                break
            }
            index = text.index(after: index)
        }
        return (text, comment?.trimmingWhitespace.nilIfEmpty)
    }

    /// A `=` that assigns, outside brackets and strings (not `==`, `=>`, `<=`, `!=`).
    /// The marks it looks at are ASCII, so it reads bytes.
    package static func topLevelEquals(in line: String) -> String.Index? {
        let bytes = line.utf8
        var depth = 0
        var quote: UInt8?
        var previous = UInt8(ascii: " ")
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            let next = bytes.index(after: index)
            defer { previous = byte; index = next }
            if let open = quote {
                if byte == open { quote = nil }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            case UInt8(ascii: "=") where depth == 0:
                let after = next < bytes.endIndex ? bytes[next] : UInt8(ascii: " ")
                if after != UInt8(ascii: "="), after != UInt8(ascii: ">"), !"=<>!".utf8.contains(previous) { return index }
            default: break
            }
        }
        return nil
    }

    /// `.chip-mint { background: #DFF5EA; color: #1F5C43 }` or, written loosely, `.chip-mint {
    /// bg: mint-100, text: mint-800 }`: a selector and the declarations between braces on one
    /// line. Declarations are split at semicolons, or else at commas that each open a
    /// `name: value` (`font-family: Inter, sans-serif` stays one). Nil for an object literal
    /// (`const chip = { … }`, `"chip": { … }`) or a line with more than one pair of braces.
    static func oneLineRule(_ text: String) -> (selector: String, declarations: [String])? {
        guard text.last == "}", let open = text.firstIndex(of: "{"), text.utf8.count(where: { $0 == UInt8(ascii: "{") }) == 1 else { return nil }
        let selector = text[..<open].trimmingWhitespace
        guard let first = selector.first, first == "." || first == "#" || first.isLetter,
              !selector.contains(where: { "=(\"'".contains($0) }), !selector.hasSuffix(":") else { return nil }
        let body = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
        let pieces: [String] = body.contains(literal: ";")
            ? body.split(separator: ";").map(String.init)
            : LabelledText.topLevelParts(of: body).map(String.init)
        var declarations: [String] = []
        for piece in pieces {
            let trimmed = piece.trimmingWhitespace
            guard !trimmed.isEmpty else { continue }
            if !trimmed.contains(literal: ":"), !isApply(trimmed), let last = declarations.popLast() {
                declarations.append(last + ", " + trimmed)
            } else {
                declarations.append(trimmed)
            }
        }
        guard !declarations.isEmpty, declarations.allSatisfy({ $0.contains(literal: ":") || isApply($0) }) else { return nil }
        return (String(selector), declarations)
    }

    /// `teal: { background: 'rgba(…)', color: 'var(--teal)' },`, `'EN ATTENTE': { color: …, bg: … }`:
    /// an object's key over a style object on one line, each of whose keys is a property a look
    /// is drawn with and one at least a colour's: the key's name and the declarations. Nil for
    /// a key over values of modes or scales (`primary: { light: …, dark: … }`), which are tokens.
    /// A style object alone on its line (`{ background: 'var(--surface)', borderRadius: 10 }` under
    /// a component's caption) is the look of what the line sits under: its name is empty.
    static func styleObjectEntry(_ text: String) -> (name: String, declarations: [String])? {
        var line = text.trimmingWhitespace
        if line.last == "," { line.removeLast() }
        guard line.last == "}", let open = line.firstIndex(of: "{") else { return nil }
        let head = line[..<open].trimmingWhitespace
        let name: String
        if head.isEmpty {
            name = ""
        } else {
            guard head.last == ":" else { return nil }
            name = Self.unquoted(String(head.dropLast()).trimmingWhitespace)
            guard !name.isEmpty, name.count <= 32, name.first?.isLetter == true,
                  name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_" }) else { return nil }
        }
        // (A rule's selector opens with a letter; the name stands in for an empty one.)
        guard let rule = oneLineRule((name.isEmpty ? "object" : name) + " " + line[open...]) else { return nil }
        var colour = false
        for declaration in rule.declarations {
            guard let colon = declaration.firstIndex(of: ":"),
                  let meaning = PropertyPhraseReader.meaning(ofLabel: Vocabulary.standard.codeLabel(String(declaration[..<colon]).trimmingWhitespace)) else { return nil }
            switch meaning {
            case .fill, .text, .border: colour = true
            default: break
            }
        }
        return colour ? (name, rule.declarations) : nil
    }

    /// `` `1px solid ${accent || 'var(--border)'}` ``: a template literal's placeholder that falls
    /// back to one quoted value is that value, the look when nothing is passed; a placeholder
    /// choosing among several (`${invalid ? '#f00' : '#ccc'}`) is left as written, not understood.
    static func withTemplateDefaults(_ text: String) -> String {
        guard text.contains(literal: "${") else { return text }
        var out = ""
        var rest = Substring(text)
        while let open = rest.range(of: "${"), let close = rest[open.upperBound...].firstIndex(of: "}") {
            let inside = rest[open.upperBound..<close]
            let quoted = inside.split(separator: "'", omittingEmptySubsequences: false)
            out += rest[..<open.lowerBound]
            if quoted.count == 3, inside.contains(literal: "||") || inside.contains(literal: "??") {
                out += quoted[1]
            } else {
                out += rest[open.lowerBound...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        out += rest
        // The backticks around a template literal are quotes, as `'…'` are.
        return out.replacing(literal: "`", with: "'")
    }

    /// The lines (from 0) of a block that show what not to do: after a comment alone on its line
    /// that says so (`// ❌ Wrong`, `<!-- Old -->`, `# Bad`), up to the next comment alone on its
    /// line at that comment's indentation or left of it (`// New`, `// ✅ Right`), or the end.
    package static func counterExampleLines(in code: String) -> Set<Int> {
        // Most blocks hold no comment that could say so.
        guard code.utf8.contains(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "<") }) else { return [] }
        var out = Set<Int>()
        var open: Int?
        for (offset, line) in code.lineSlices.enumerated() {
            let indent = line.prefix { $0 == " " || $0 == "\t" }.count
            if let comment = standaloneComment(line.trimmingWhitespace) {
                if let start = open, indent <= start { open = nil }
                if open == nil, Vocabulary.standard.introducesCounterExample(comment) {
                    open = indent
                    continue
                }
            }
            if open != nil { out.insert(offset) }
        }
        return out
    }

    /// The words of a comment that is a whole line: `// Old`, `/* Old */`, `<!-- Old -->`,
    /// `{/* Old */}`, or `# Old` (a `#` and a space: `#FFF` is a colour).
    static func standaloneComment(_ text: String) -> String? {
        for (open, close) in [("{/*", "*/}"), ("//", ""), ("/*", "*/"), ("<!--", "-->"), ("# ", "")] where text.hasPrefix(open) {
            var body = text.dropFirst(open.count)
            if !close.isEmpty, body.hasSuffix(close) { body = body.dropLast(close.count) }
            return body.trimmingWhitespace
        }
        return nil
    }

    /// Whether code opens with an inline style object: its first line opens an object named by
    /// the vocabulary's `styleObjects` (React's `style={{`, `sx: {`) or by a state (`hover: {`,
    /// a style object's state), so its keys are CSS properties in camelCase, not tokens.
    package static func opensStyleObject(_ code: String) -> Bool {
        guard let first = code.lineSlices.lazy.map({ $0.trimmingWhitespace }).first(where: { line in
            !line.isEmpty && standaloneComment(line) == nil
        }), first.hasSuffix("{") else { return false }
        let name = scopeName(first).lowercased()
        return Vocabulary.standard.styleObjects.contains(name)
            || ComponentState.from(label: name, kind: nil).map { $0 != .default } == true
    }

    /// `@apply bg-primary px-4`: Tailwind's directive that gives a rule utility classes.
    static func isApply(_ text: String) -> Bool {
        text.hasPrefix("@apply ") || text.hasPrefix("@apply\t")
    }

    /// The classes an `@apply` list gives, one `.markup` statement (`!important` is no class).
    static func applied(_ text: String, subject: [String], headingCount: Int, line: Int, block: Int, mode: TokenMode?) -> Statement {
        let classes = text.dropFirst("@apply".count).split { $0.fastIsWhitespace || $0 == ";" }
            .filter { $0 != "!important" }.joined(separator: " ")
        return Statement(subject: subject, headingCount: headingCount, label: "", value: classes, line: line, syntax: .markup, block: block, mode: mode)
    }

    package static func scopeName(_ text: String) -> String {
        var name = text.trimmingWhitespace
        // (`style={{`: JSX's braces around an object, which is the scope.)
        while let last = name.last, ":={".contains(last) || last == " " { name.removeLast() }
        for keyword in ["export default", "module.exports", "const", "let", "var", "val", "static", "object", "struct", "enum", "extension", "class"] {
            if name.hasPrefix(keyword + " ") { name = String(name.dropFirst(keyword.count + 1)) }
        }
        return unquoted(name.trimmingWhitespace)
    }

    /// The appearance a conditional's first branch is, when its condition names one
    /// (`colors = isDark ? {`, `scheme === 'light' ? {`; `!isDark ?` the other): nil for a scope
    /// that opens no such branch.
    package static func ternaryMode(of name: String) -> TokenMode? {
        guard name.hasSuffix("?") else { return nil }
        var condition = String(name.dropLast())
        if let assignment = condition.range(of: "=", options: .backwards), !condition[assignment.upperBound...].hasPrefix("=") {
            let before = condition[..<assignment.lowerBound]
            // `a = cond`, not the last `=` of `===`.
            if !before.hasSuffix("=") && !before.hasSuffix("!") { condition = String(condition[assignment.upperBound...]) }
        }
        condition = condition.trimmingWhitespace
        let negated = condition.hasPrefix("!") && !condition.hasPrefix("!=")
        // (`isDark`, `useDarkTheme`: `mode(of:)` reads camel-case words apart.)
        guard let mode = mode(of: condition) else { return nil }
        return negated ? (mode == .dark ? .light : .dark) : mode
    }

    /// Dark or light, when a scope's name says so as a word (`.dark`, `[data-theme="dark"]`,
    /// `@media (prefers-color-scheme: dark)`, `darkColors`).
    package static func mode(of name: String) -> TokenMode? {
        // The scheme is often inside brackets, which `words(of:)` drops as notes.
        // Every word `words(of:)` finds is in the lowercased text, so most names need no splitting.
        let lower = name.lowercased()
        guard lower.contains(literal: "dark") || lower.contains(literal: "light") else { return nil }
        let words = Set(ComponentKind.words(of: name.replacing(literal: "(", with: " ").replacing(literal: ")", with: " ")))
        if words.contains("dark") { return .dark }
        if words.contains("light") { return .light }
        return nil
    }

    package static func isIdentifier(_ text: String) -> Bool {
        let core = unquoted(text)
        guard let first = core.first, first.fastIsLetter || "$@_-".contains(first) else { return false }
        return core.allSatisfy { $0.fastIsLetter || $0.fastIsNumber || "$@_-.".contains($0) }
    }

    /// `Primary: mode="contained"`: a colon's label, then `name="value"` with no space around
    /// the equals sign.
    static func labelsAttribute(_ line: String, equals: String.Index) -> Bool {
        guard equals > line.startIndex, line[line.index(before: equals)].fastIsLetter,
              let after = line[line.index(after: equals)...].first, after == "\"" || after == "'",
              let colon = line[..<equals].firstIndex(of: ":") else { return false }
        return line[line.index(after: colon)..<equals].first?.fastIsWhitespace == true
    }

    package static func unquoted(_ text: String) -> String {
        text.trimming(charactersIn: "\"'` ")
    }
}

extension String {
    package var nilIfEmpty: String? { isEmpty ? nil : self }
}

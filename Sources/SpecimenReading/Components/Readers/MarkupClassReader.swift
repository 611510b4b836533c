import SpecimenModel

/// A component shown as markup (```` ```html ```` or JSX): `<button className="bg-black
/// text-white rounded-xl px-4">Save</button>`. The block is read as a light tree of elements:
/// each element's tag, its `class` or `className` attribute (written on one line or over
/// several), the words it holds itself, and the comment alone on the line above it (`// Caution`,
/// `{/* Primary */}`, `<!-- Primary -->`), which names it. Nothing else of the markup is read:
/// it is an example of the look, not a specification of structure. `looks(in:)` says which
/// element of each snippet is the component.
package enum MarkupClassReader {
    package struct Element: Equatable {
        /// The tag as written (`button`, `Card`, `CardHeader`).
        package var tag: String
        /// The class attribute's classes, each run of spaces and line breaks one space; nil when
        /// the element has none.
        package var classes: String?
        /// The line (from 0) the element opens on, and the one its opening tag ends on.
        package var lineOffset: Int
        package var tagEndOffset: Int
        /// The element's own words (`Save`), when it holds words and no expression.
        package var text: String?
        /// The element it sits in, by index, or nil at the top of the block.
        package var parent: Int?
        /// A comment alone on the line above it that is a name (`// Caution`).
        package var name: String?
        /// The look a component library's element is asked for (`<Button variant="outlined">`).
        package var variant: String?
        /// A state its boolean attribute puts it in (`<Button disabled>`).
        package var state: String?
    }

    /// One snippet's component: the element whose classes draw it, named by the snippet's
    /// comment, with the words it shows and the line its element opens on.
    package struct Look: Equatable {
        package var name: String?
        package var classes: String
        package var text: String?
        package var lineOffset: Int
        /// The element's tag (`button`, `Card`).
        package var tag: String
        /// Its `variant` attribute, which names the look when no comment does.
        package var variant: String?
        /// The state its boolean attribute puts it in (`disabled`).
        package var state: String?
        /// Elements inside it that a library names as its parts (`CardHeader`, `CardTitle` in a
        /// `Card`).
        package var parts: [Part] = []
    }

    /// A part of a look: its name (`Header`), its classes and the line its element opens on.
    package struct Part: Equatable {
        package var name: String
        package var classes: String
        package var text: String?
        package var lineOffset: Int
    }

    /// HTML's elements that hold nothing and have no closing tag.
    private static let voidTags: Set<String> = ["input", "img", "br", "hr", "meta", "link", "source", "area", "col", "wbr", "embed", "track", "base", "param"]

    /// Every element of a block of markup, in the order they open.
    package static func elements(in code: String) -> [Element] {
        var parser = Parser(bytes: Array(code.utf8))
        parser.run()
        return parser.elements
    }

    /// The components a block of markup shows: one per element at its top (each a snippet of
    /// its own, `// Safe` over one badge and `// Caution` over the next). Of a snippet, the
    /// component is the first element whose classes draw a box (a fill, a border, a shadow or
    /// corners), not a backdrop over the page (`fixed inset-0 bg-black/50`) and not a wrapper
    /// that only lays out what it holds (`flex items-center py-12`); failing that, the first
    /// that colours its text. An element that holds no words of its own shows the words of the
    /// first element inside it that does, in that element's type (`text-sm text-slate-600`) where
    /// its own classes give none.
    package static func looks(in code: String) -> [Look] {
        let elements = elements(in: code)
        var looks: [Look] = []
        var index = 0
        while index < elements.count {
            // A snippet: a top element and every element after it until the next top one.
            var end = index + 1
            while end < elements.count, elements[end].parent != nil { end += 1 }
            let snippet = elements[index..<end]
            defer { index = end }
            let classed = snippet.indices.filter { elements[$0].classes.map(UtilityClassReader.isClassList) == true }
            guard let chosen = classed.first(where: { drawsBox(elements[$0].classes!) && !isBackdrop(elements[$0].classes!) })
                ?? classed.first(where: { colorsText(elements[$0].classes!) }) else { continue }
            var classes = elements[chosen].classes!
            var text = elements[chosen].text
            // (A part's words are the part's.)
            if text == nil, let inner = ((chosen + 1)..<end).first(where: {
                elements[$0].text != nil && isInside(elements[$0], chosen, elements) && partName(elements[$0].tag, of: elements[chosen].tag) == nil
            }) {
                text = elements[inner].text
                // Its type where the component's own classes give none.
                let own = Set(words(classes).map(family))
                let added = words(elements[inner].classes ?? "").filter { isTypeClass($0) && !own.contains(family($0)) }
                if !added.isEmpty { classes += " " + added.joined(separator: " ") }
            }
            var look = Look(name: elements[index].name, classes: classes, text: text, lineOffset: elements[chosen].lineOffset, tag: elements[chosen].tag,
                            variant: elements[chosen].variant, state: elements[chosen].state)
            for inner in (chosen + 1)..<end where isInside(elements[inner], chosen, elements) {
                guard let own = elements[inner].classes, UtilityClassReader.isClassList(own),
                      let name = partName(elements[inner].tag, of: elements[chosen].tag) else { continue }
                look.parts.append(Part(name: name, classes: own, text: elements[inner].text, lineOffset: elements[inner].lineOffset))
            }
            looks.append(look)
        }
        return looks
    }

    /// `CardHeader` in a `Card` → `Header`: a component library's tag for a part, its
    /// component's tag then the part's name in capitals.
    static func partName(_ tag: String, of owner: String) -> String? {
        guard owner.first?.isUppercase == true, tag.count > owner.count, tag.hasPrefix(owner),
              let first = tag.dropFirst(owner.count).first, first.isUppercase else { return nil }
        return words(ofTag: String(tag.dropFirst(owner.count)))
    }

    /// `TableHead` → `Table Head`: a component's tag as words.
    static func words(ofTag tag: String) -> String {
        var out = ""
        for character in tag {
            if character.isUppercase, let last = out.last, last.isLowercase || last.isNumber { out.append(" ") }
            out.append(character)
        }
        return out
    }

    private static func isInside(_ element: Element, _ ancestor: Int, _ elements: [Element]) -> Bool {
        var parent = element.parent
        while let current = parent {
            if current == ancestor { return true }
            parent = elements[current].parent
        }
        return false
    }

    private static func words(_ classes: String) -> [String] {
        classes.split(separator: " ").map(String.init)
    }

    /// A resting class's utility without its value: `text-sm` and `text-slate-600` are both
    /// `text`, `font-bold` is `font`.
    private static func family(_ word: String) -> String {
        guard !word.contains(literal: ":") else { return word }
        if word.hasPrefix("text-") {
            // A size and a colour are two families of the same prefix.
            let rest = String(word.dropFirst("text-".count))
            return TailwindTypeClasses.sizes[rest] != nil ? "text-size" : "text-color"
        }
        return String(word.prefix { $0 != "-" })
    }

    /// `text-sm`, `text-slate-600`, `font-semibold`: a class of the text's look, at rest.
    private static func isTypeClass(_ word: String) -> Bool {
        !word.contains(literal: ":") && (word.hasPrefix("text-") || word.hasPrefix("font-"))
    }

    /// The utilities of a class list without a state's, a breakpoint's or a mode's prefix.
    private static func resting(_ classes: String) -> [Substring] {
        classes.split(separator: " ").filter { !$0.contains(":") }
    }

    /// Whether resting classes draw a box: a fill (`bg-white`, `bg-gradient-to-r`), a border, a
    /// ring, a shadow or corners.
    package static func drawsBox(_ classes: String) -> Bool {
        resting(classes).contains { word in
            word.hasPrefix("bg-") || word == "border" || word.hasPrefix("border-") || word.hasPrefix("ring")
                || word.hasPrefix("shadow") || word.hasPrefix("rounded")
        }
    }

    /// Whether resting classes colour the text (`text-teal-600`, `text-brand-accent`, not
    /// `text-sm` nor `text-center`). A colour of the project's own theme counts among other
    /// utilities (`text-brand-accent font-semibold`): whether the document defines it is for
    /// resolving to say, and a link drawn only in it is still a look. Alone, such a word is as
    /// likely the element's own class name (`text-field`).
    private static func colorsText(_ classes: String) -> Bool {
        let amongOthers = classes.split(separator: " ").count > 1
        return resting(classes).contains { word in
            guard word.hasPrefix("text-") else { return false }
            let rest = word.dropFirst("text-".count)
            let name = String(rest.split(separator: "/").first ?? rest)
            return UtilityClassReader.isPaletteStep(name) || ["white", "black"].contains(rest) || rest.hasPrefix("[")
                || (amongOthers && UtilityClassReader.mayNameThemeColor(name))
        }
    }

    /// `fixed inset-0 bg-black/50`: an element laid over the whole page, a backdrop behind
    /// what it holds rather than a component.
    private static func isBackdrop(_ classes: String) -> Bool {
        let words = Set(resting(classes))
        return words.contains("inset-0") && (words.contains("fixed") || words.contains("absolute"))
    }

    /// A pass over the block's bytes: tags, attributes, text and comments. Tags, quotes and
    /// comment marks are ASCII, so the pass reads bytes and decodes only the words it keeps.
    private struct Parser {
        let bytes: [UInt8]
        var index = 0
        var line = 0
        var elements: [Element] = []
        /// Open elements, innermost last, each with its indentation when it opened its line.
        var open: [(element: Int, indent: Int?)] = []
        /// The words each element holds itself, and whether it holds an expression.
        var texts: [[String]] = []
        var expressions: [Bool] = []
        /// A comment alone on its line, waiting for the element it names.
        var pendingName: String?
        /// A comment alone on its line that lists utility classes, waiting for the element it
        /// styles (`// bg-[#E5E7EB] cursor-not-allowed` over `<Button disabled>`).
        var pendingClasses: String?
        /// The last element at the top of the block that was closed, and the line it closed on.
        var lastClosedTop: (element: Int, line: Int)?

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func run() {
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\n") {
                    line += 1
                    index += 1
                    continue
                }
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                    index += 1
                    continue
                }
                let opensLine = isFirstOnLine(index)
                if let comment = comment(opensLine: opensLine) {
                    if opensLine, restOfLineIsBlank() {
                        closeOpen(atIndent: indent(of: index))
                        if let classes = Self.classes(in: comment) {
                            attachCommentClasses(classes)
                        } else {
                            pendingName = Self.name(in: comment)
                        }
                    }
                    continue
                }
                if byte == UInt8(ascii: "<") {
                    if peek(1) == UInt8(ascii: "/") {
                        closingTag()
                        continue
                    }
                    if let next = peek(1), Ascii.isLetter(next) {
                        openingTag(opensLine: opensLine)
                        continue
                    }
                    if peek(1) == UInt8(ascii: ">") {
                        // `<>`: a fragment, which holds but is no element.
                        index += 2
                        continue
                    }
                }
                if byte == UInt8(ascii: "{") {
                    skipBraces()
                    if let current = open.last?.element { expressions[current] = true }
                    continue
                }
                textRun()
            }
            for entry in open.reversed() { finish(entry.element) }
            open.removeAll()
        }

        func peek(_ offset: Int) -> UInt8? {
            index + offset < bytes.count ? bytes[index + offset] : nil
        }

        func isFirstOnLine(_ at: Int) -> Bool {
            var cursor = at - 1
            while cursor >= 0, bytes[cursor] != UInt8(ascii: "\n") {
                if bytes[cursor] != UInt8(ascii: " "), bytes[cursor] != UInt8(ascii: "\t") { return false }
                cursor -= 1
            }
            return true
        }

        func indent(of at: Int) -> Int {
            var cursor = at - 1
            var count = 0
            while cursor >= 0, bytes[cursor] != UInt8(ascii: "\n") {
                count += 1
                cursor -= 1
            }
            return count
        }

        func restOfLineIsBlank() -> Bool {
            var cursor = index
            while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "\n") {
                if !Ascii.isWhitespace(bytes[cursor]) { return false }
                cursor += 1
            }
            return true
        }

        /// A comment at the cursor, read past: `<!-- … -->`, `{/* … */}`, `/* … */`, or `// …`
        /// opening its line (in text, `//` is also a URL's).
        mutating func comment(opensLine: Bool) -> String? {
            func starts(_ mark: String) -> Bool {
                let mark = Array(mark.utf8)
                return index + mark.count <= bytes.count && Array(bytes[index..<(index + mark.count)]) == mark
            }
            func read(until close: String, skipping opener: Int) -> String {
                let close = Array(close.utf8)
                var cursor = index + opener
                let start = cursor
                while cursor < bytes.count, !(cursor + close.count <= bytes.count && Array(bytes[cursor..<(cursor + close.count)]) == close) {
                    if bytes[cursor] == UInt8(ascii: "\n") { line += 1 }
                    cursor += 1
                }
                let text = String(decoding: bytes[start..<min(cursor, bytes.count)], as: UTF8.self)
                // A line comment ends before its line break, which the pass counts.
                index = close == [Ascii.newline] ? cursor : min(cursor + close.count, bytes.count)
                return text
            }
            if starts("<!--") { return read(until: "-->", skipping: 4) }
            if starts("{/*") { return read(until: "*/}", skipping: 3) }
            if opensLine, starts("/*") { return read(until: "*/", skipping: 2) }
            if opensLine, starts("//") { return read(until: "\n", skipping: 2) }
            return nil
        }

        /// A line comment that is a list of utility classes (`// h-10 px-4 rounded-md bg-sea`),
        /// as JSX examples write the classes a library's component draws with.
        static func classes(in comment: String) -> String? {
            let text = comment.trimmingWhitespace
            guard UtilityClassReader.isClassList(text) else { return nil }
            return text.split(whereSeparator: \.fastIsWhitespace).joined(separator: " ")
        }

        /// A comment's classes style the element at the top of the block that closed on the line
        /// just above it, when that element has none of its own (`<Button>Send</Button>` then
        /// `// bg-sea text-white`); otherwise the next element to open.
        mutating func attachCommentClasses(_ classes: String) {
            if let last = lastClosedTop, last.line == line - 1, elements[last.element].classes == nil, open.isEmpty {
                elements[last.element].classes = classes
                lastClosedTop = nil
                return
            }
            pendingClasses = classes
        }

        /// A comment that names what follows it (`Caution`, `プライマリ`, `Feature card with a
        /// stripe`), not a sentence. An aside after the name (`Primary (the main action)`) is no
        /// part of it: a snippet its comment leaves unnamed is the component's base, and its
        /// classes would reach every look beside it.
        static func name(in comment: String) -> String? {
            let text = ComponentKind.droppingParentheticals(comment, fullWidth: true)
                .split(whereSeparator: \.fastIsWhitespace).joined(separator: " ")
            guard !text.isEmpty, LabelledText.isName(text, maxWords: 5), ColorValueScanner.matches(in: text).isEmpty,
                  !text.contains(where: { "{}[];=<>:!?".contains($0) }) else { return nil }
            return text
        }

        /// `<button className="…">`: the element, its attributes, and whether it closes itself.
        mutating func openingTag(opensLine: Bool) {
            let start = index
            index += 1
            let nameStart = index
            while index < bytes.count, Ascii.isLetter(bytes[index]) || Ascii.isDigit(bytes[index]) || "-_.:".utf8.contains(bytes[index]) { index += 1 }
            let tag = String(decoding: bytes[nameStart..<index], as: UTF8.self)
            let lineOpened = line
            let indent = opensLine ? indent(of: start) : nil
            // A tag opening its line at or left of an element still open there closes it: that
            // element's closing tag was left out of the example.
            if let indent { closeOpen(atIndent: indent) }
            var classes: String?
            var variant: String?
            var state: String?
            var selfClosing = false
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: ">") {
                    index += 1
                    break
                }
                if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: ">") {
                    selfClosing = true
                    index += 2
                    break
                }
                if byte == UInt8(ascii: "\n") { line += 1 }
                guard Ascii.isLetter(byte) || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "@") else {
                    if byte == UInt8(ascii: "{") { skipBraces() } else { index += 1 }
                    continue
                }
                let attributeStart = index
                while index < bytes.count, Ascii.isLetter(bytes[index]) || Ascii.isDigit(bytes[index]) || "-_:@.".utf8.contains(bytes[index]) { index += 1 }
                let attribute = String(decoding: bytes[attributeStart..<index], as: UTF8.self)
                guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                    // `<Button disabled>`: a state the element is shown in.
                    if ComponentState(rawValue: attribute).map({ $0 != .default }) == true { state = attribute }
                    continue
                }
                index += 1
                let value = attributeValue()
                if attribute == "className" || attribute == "class" {
                    classes = value.map { Self.withoutComments($0).split(whereSeparator: \.fastIsWhitespace).joined(separator: " ") }
                }
                if attribute == "variant", let value, LabelledText.isName(value, maxWords: 3) { variant = value }
                continue
            }
            let position = elements.count
            elements.append(Element(tag: tag, classes: classes ?? pendingClasses, lineOffset: lineOpened, tagEndOffset: line, text: nil,
                                     parent: open.last?.element, name: pendingName, variant: variant, state: state))
            texts.append([])
            expressions.append(false)
            pendingName = nil
            pendingClasses = nil
            if !selfClosing, !voidTags.contains(tag) {
                open.append((position, indent))
            } else {
                finish(position)
            }
        }

        /// A class list spread over lines with a note after some classes (`w-80 h-80 /* 320px */`,
        /// `{/* press */}`): the classes without the notes, which are the author's gloss, not classes.
        static func withoutComments(_ value: String) -> String {
            guard value.contains(literal: "/*") else { return value }
            var out = ""
            var rest = Substring(value)
            while let open = rest.range(ofLiteral: "/*") {
                var head = rest[..<open.lowerBound]
                if head.last == "{" { head = head.dropLast() }
                out += String(head) + " "
                guard let close = rest[open.upperBound...].range(ofLiteral: "*/") else { return out }
                rest = rest[close.upperBound...]
                if rest.first == "}" { rest = rest.dropFirst() }
            }
            return out + String(rest)
        }

        /// A quoted value (`"…"`, `'…'`), or one in braces: a string in them (`{"…"}`, ``{`…`}``)
        /// is that string, an expression is no value.
        mutating func attributeValue() -> String? {
            guard index < bytes.count else { return nil }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { return quoted() }
            guard byte == UInt8(ascii: "{") else { return nil }
            let start = index
            skipBraces()
            var inner = bytes[(start + 1)..<max(start + 1, index - 1)]
            while let first = inner.first, Ascii.isWhitespace(first) { inner = inner.dropFirst() }
            while let last = inner.last, Ascii.isWhitespace(last) { inner = inner.dropLast() }
            guard let first = inner.first, let last = inner.last, inner.count >= 2, first == last,
                  first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") || first == UInt8(ascii: "`") else { return nil }
            let body = inner.dropFirst().dropLast()
            guard !body.contains(first), !body.contains(UInt8(ascii: "$")) else { return nil }
            return String(decoding: body, as: UTF8.self)
        }

        mutating func quoted() -> String {
            let quote = bytes[index]
            index += 1
            let start = index
            while index < bytes.count, bytes[index] != quote {
                if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                index += 1
            }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            if index < bytes.count { index += 1 }
            return text
        }

        /// Past a balanced `{ … }`, strings inside it included.
        mutating func skipBraces() {
            var depth = 0
            var quote: UInt8?
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "\n") { line += 1 }
                if let open = quote {
                    if byte == open { quote = nil }
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "`"): quote = byte
                case UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: "}"):
                    depth -= 1
                    if depth == 0 { return }
                default: break
                }
            }
        }

        /// `</button>`: closes the innermost open element of that tag and every one inside it;
        /// a closing tag that matches none is passed over.
        mutating func closingTag() {
            index += 2
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
                if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                index += 1
            }
            let tag = String(decoding: bytes[start..<index], as: UTF8.self).trimmingWhitespace
            if index < bytes.count { index += 1 }
            guard let at = open.lastIndex(where: { elements[$0.element].tag == tag }) else { return }
            for entry in open[at...].reversed() { finish(entry.element) }
            open.removeSubrange(at...)
        }

        /// Closes the open elements that opened their lines at `indent` or further right.
        mutating func closeOpen(atIndent indent: Int) {
            while let last = open.last, let opened = last.indent, opened >= indent {
                finish(last.element)
                open.removeLast()
            }
        }

        /// Words up to the next tag, brace or line end, for the innermost open element.
        mutating func textRun() {
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "<"), bytes[index] != UInt8(ascii: "{") {
                index += 1
            }
            if index == start { index += 1 }
            let words = String(decoding: bytes[start..<index], as: UTF8.self).trimmingWhitespace
            guard !words.isEmpty, let current = open.last?.element else { return }
            pendingName = nil
            texts[current].append(words)
        }

        mutating func finish(_ element: Int) {
            if elements[element].parent == nil { lastClosedTop = (element, line) }
            let words = texts[element].joined(separator: " ").split(whereSeparator: \.fastIsWhitespace).joined(separator: " ")
            if !words.isEmpty, !expressions[element], !words.contains(where: { "{}=".contains($0) }) {
                elements[element].text = words
            }
        }
    }
}

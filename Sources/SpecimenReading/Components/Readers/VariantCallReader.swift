import SpecimenModel

/// Reads a component's looks written as a call that maps variant names to utility classes, as
/// class-variance code does (the vocabulary's `variantCalls`): `cva("rounded-md text-sm", {
/// variants: { tone: { solid: "bg-primary …", outline: "border …" }, size: { sm: "h-9 px-3" } },
/// defaultVariants: { tone: "solid", size: "sm" } })`, or `tv({ base: "…", variants: … })`.
/// The first argument (or `base`) is what every look shares. The first group that is no size
/// gives the variants, one look per key; of the sizes (a group the vocabulary's `sizeScales`
/// headings name) and of any other group, the default's classes join the shared ones, since
/// the component is drawn at its default size. Anything the call holds that is not a string of
/// classes (an expression, a template with `${…}`) is not read.
package enum VariantCallReader {
    /// One look: its variant's name (nil for the shared look), its classes and the line (from 0)
    /// its classes open on.
    package struct Look: Equatable {
        package var name: String?
        package var classes: String
        package var lineOffset: Int
    }

    /// Whether a block of code calls one of the vocabulary's variant functions.
    package static func containsCall(_ code: String) -> Bool {
        Vocabulary.standard.variantCalls.contains { code.contains(literal: $0 + "(") }
    }

    /// The looks of every variant call in a block of code, in the order written.
    package static func looks(in code: String) -> [Look] {
        guard containsCall(code) else { return [] }
        var parser = Parser(tokens: tokens(of: code))
        var out: [Look] = []
        while let index = parser.nextCall() {
            parser.position = index + 2
            let arguments = parser.arguments()
            out += looks(ofCall: arguments)
        }
        return out
    }

    private static func looks(ofCall arguments: [Value]) -> [Look] {
        var shared: [(String, Int)] = []
        var config: [(key: String, value: Value)] = []
        if let first = arguments.first, let classes = first.classes {
            shared.append(classes)
            if arguments.count > 1, case .object(let entries) = arguments[1] { config = entries }
        } else if case .object(let entries)? = arguments.first {
            config = entries
            if let classes = entries.first(where: { $0.key == "base" })?.value.classes { shared.append(classes) }
        } else {
            return []
        }
        guard case .object(let groups)? = config.first(where: { $0.key == "variants" })?.value else {
            return shared.map { Look(name: nil, classes: $0.0, lineOffset: $0.1) }
        }
        var defaults: [String: String] = [:]
        if case .object(let entries)? = config.first(where: { $0.key == "defaultVariants" })?.value {
            for entry in entries {
                if case .string(let name, _) = entry.value { defaults[entry.key] = name }
                if case .word(let name) = entry.value { defaults[entry.key] = name }
            }
        }
        let vocabulary = Vocabulary.standard
        func isSizeGroup(_ name: String) -> Bool { vocabulary.sizeScaleHeadings.contains(ComponentKind.words(of: name).joined(separator: " ")) }
        let appearance = groups.first { !isSizeGroup($0.key) }
        var variants: [Look] = []
        for group in groups {
            guard case .object(let entries) = group.value else { continue }
            if group.key == appearance?.key {
                for entry in entries {
                    guard let (classes, line) = entry.value.classes else { continue }
                    variants.append(Look(name: entry.key, classes: classes, lineOffset: line))
                }
                continue
            }
            // The size (or other choice) drawn unless another is asked for: the named default,
            // else a size the vocabulary calls the default one (`default`, `md`).
            let chosen = defaults[group.key] ?? entries.first { isSizeGroup(group.key) && vocabulary.defaultSizeNames.contains(ComponentKind.words(of: $0.key).joined(separator: " ")) }?.key
            if let chosen, let classes = entries.first(where: { $0.key == chosen })?.value.classes { shared.append(classes) }
        }
        // (The shared classes and a default's, each on its own line, one look between them.)
        return shared.map { Look(name: nil, classes: $0.0, lineOffset: $0.1) } + variants
    }

    // MARK: - A JavaScript value, as far as a call's arguments need one

    private indirect enum Value {
        case string(String, line: Int)
        case array([Value])
        case object([(key: String, value: Value)])
        /// A bare word (`true`, a name): what a default may be.
        case word(String)
        /// Anything else: an expression, a call, a template with a placeholder.
        case other

        /// The classes a string (or an array of strings) holds, each run of spaces one space,
        /// with the line the first opens on.
        var classes: (String, Int)? {
            switch self {
            case .string(let text, let line):
                let words = text.split(whereSeparator: \.fastIsWhitespace)
                return words.isEmpty ? nil : (words.joined(separator: " "), line)
            case .array(let items):
                let strings = items.compactMap(\.classes)
                guard !strings.isEmpty, strings.count == items.count else { return nil }
                return (strings.map(\.0).joined(separator: " "), strings[0].1)
            default:
                return nil
            }
        }
    }

    private enum Token: Equatable {
        case string(String, line: Int)
        case word(String)
        case mark(Character)
    }

    /// The block's tokens: strings (a template with a placeholder is no string of classes),
    /// words and single marks, with comments left out.
    private static func tokens(of code: String) -> [Token] {
        var out: [Token] = []
        let characters = Array(code)
        var index = 0
        var line = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\n" { line += 1 }
            if character == "/", index + 1 < characters.count, characters[index + 1] == "/" {
                while index < characters.count, characters[index] != "\n" { index += 1 }
                continue
            }
            if character == "/", index + 1 < characters.count, characters[index + 1] == "*" {
                index += 2
                while index + 1 < characters.count, !(characters[index] == "*" && characters[index + 1] == "/") {
                    if characters[index] == "\n" { line += 1 }
                    index += 1
                }
                index += 2
                continue
            }
            if character == "\"" || character == "'" || character == "`" {
                let opened = line
                var text = ""
                index += 1
                while index < characters.count, characters[index] != character {
                    if characters[index] == "\\", index + 1 < characters.count { index += 1 }
                    if characters[index] == "\n" { line += 1 }
                    text.append(characters[index])
                    index += 1
                }
                index += 1
                out.append(character == "`" && text.contains(literal: "${") ? .mark("?") : .string(text, line: opened))
                continue
            }
            if character.fastIsLetter || character == "_" || character == "$" || character.fastIsNumber {
                var word = ""
                while index < characters.count, characters[index].fastIsLetter || characters[index].fastIsNumber || "_$".contains(characters[index]) {
                    word.append(characters[index])
                    index += 1
                }
                out.append(.word(word))
                continue
            }
            if !character.isWhitespace { out.append(.mark(character)) }
            index += 1
        }
        return out
    }

    private struct Parser {
        var tokens: [Token]
        var position = 0
        /// How many brackets the value being read is inside: past `maxNesting` a bracket's contents
        /// are passed over as an expression, so untrusted input cannot exhaust the stack.
        var nesting = 0
        private static let maxNesting = 32

        /// The index of the next variant function's name that a bracket follows.
        mutating func nextCall() -> Int? {
            while position + 1 < tokens.count {
                defer { position += 1 }
                if case .word(let name) = tokens[position], Vocabulary.standard.variantCalls.contains(name), tokens[position + 1] == .mark("("),
                   position == 0 || tokens[position - 1] != .mark(".") {
                    return position
                }
            }
            return nil
        }

        /// The arguments up to the call's closing bracket, after its opening one.
        mutating func arguments() -> [Value] { list(closing: ")") }

        private mutating func list(closing: Character) -> [Value] {
            var out: [Value] = []
            while position < tokens.count {
                if tokens[position] == .mark(closing) { position += 1; return out }
                if tokens[position] == .mark(",") { position += 1; continue }
                let start = position
                out.append(value(until: closing))
                // (A stray closing mark of another kind is passed over.)
                if position == start { position += 1 }
            }
            return out
        }

        /// One value, up to a comma or the bracket that closes what holds it.
        private mutating func value(until closing: Character) -> Value {
            guard position < tokens.count else { return .other }
            var result: Value = .other
            switch tokens[position] {
            case .string(let text, let line):
                position += 1
                result = .string(text, line: line)
            case .mark("[") where nesting < Self.maxNesting:
                position += 1
                nesting += 1
                result = .array(list(closing: "]"))
                nesting -= 1
            case .mark("{") where nesting < Self.maxNesting:
                position += 1
                nesting += 1
                result = .object(object())
                nesting -= 1
            case .word(let word):
                position += 1
                result = .word(word)
            default:
                break
            }
            // Whatever follows before the comma (`"a" + b`, a call) makes it an expression.
            var depth = 0
            while position < tokens.count {
                let token = tokens[position]
                if depth == 0, token == .mark(",") || token == .mark(closing) { break }
                if case .mark(let mark) = token {
                    if "([{".contains(mark) { depth += 1 }
                    if ")]}".contains(mark) {
                        if depth == 0 { break }
                        depth -= 1
                    }
                }
                result = .other
                position += 1
            }
            return result
        }

        private mutating func object() -> [(key: String, value: Value)] {
            var out: [(key: String, value: Value)] = []
            while position < tokens.count {
                switch tokens[position] {
                case .mark("}"):
                    position += 1
                    return out
                case .mark(","):
                    position += 1
                case .word(let key), .string(let key, _):
                    position += 1
                    guard position < tokens.count, tokens[position] == .mark(":") else {
                        // `{ size, tone }`: a name for itself, no classes.
                        continue
                    }
                    position += 1
                    out.append((key, value(until: "}")))
                default:
                    _ = value(until: "}")
                    if position < tokens.count, tokens[position] != .mark("}") { position += 1 }
                }
            }
            return out
        }
    }
}

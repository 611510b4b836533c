import Foundation
import SpecimenModel

/// A view struct of a listing (`struct Name: View`, a button style, a view modifier) and what
/// its declarations say about the values its body uses: stored properties with and without
/// defaults, init parameters with defaults, and computed properties that switch over a style
/// (`switch style { case .primary: return … }`) or a state (`if isToday { return … }`).
package struct SwiftUIViewDeclaration {
    /// One value a computed property returns, for a variant (`case .primary:`) or under a
    /// condition (`if isSelected`).
    package struct ComputedCase {
        package var variant: String?
        package var condition: String?
        package var value: String
    }

    package var name: String
    package var lines: [SwiftCodeLine]
    package var defaults: [String: String] = [:]
    /// Properties without a default (`let color: Color`): the caller supplies them.
    package var declared: Set<String> = []
    package var computed: [String: [ComputedCase]] = [:]

    /// Every view struct in a listing, in order.
    package static func all(in lines: [SwiftCodeLine], scanner: SwiftSourceScanner, names: SwiftUIPropertyTable.Names) -> [SwiftUIViewDeclaration] {
        var out: [SwiftUIViewDeclaration] = []
        var index = 0
        while index < lines.count {
            guard lines[index].trimmed.contains(literal: "struct"), let name = viewName(lines[index].trimmed, protocols: names.viewProtocols) else {
                index += 1
                continue
            }
            let end = closingLine(lines, from: index, scanner: scanner)
            var view = SwiftUIViewDeclaration(name: name, lines: Array(lines[index...end]))
            view.collectDeclarations(scanner: scanner, bodyMembers: names.bodyMembers)
            out.append(view)
            index = end + 1
        }
        return out
    }

    /// The view's body (`var body`, `func makeBody`), its first line first, and the offset of
    /// the brace that closes it.
    package func body(scanner: SwiftSourceScanner, names: SwiftUIPropertyTable.Names) -> (lines: [SwiftCodeLine], limit: Int)? {
        guard let start = lines.firstIndex(where: { Self.declaresMember($0.trimmed, names.bodyMembers) }) else { return nil }
        let end = Self.closingLine(lines, from: start, scanner: scanner)
        let last = lines[end]
        let limit = Self.openingBrace(lines, from: start, scanner: scanner).flatMap { scanner.closing($0) } ?? (last.offset + last.text.utf8.count)
        return (Array(lines[start...end]), limit)
    }

    /// The line that closes the block opening at or after line `start`, counting braces outside
    /// strings and comments; the last line when it never closes.
    package static func closingLine(_ lines: [SwiftCodeLine], from start: Int, scanner: SwiftSourceScanner) -> Int {
        guard let open = openingBrace(lines, from: start, scanner: scanner), let close = scanner.closing(open) else { return lines.count - 1 }
        return lines.lastIndex { $0.offset <= close }.map { max($0, start) } ?? lines.count - 1
    }

    private static func openingBrace(_ lines: [SwiftCodeLine], from start: Int, scanner: SwiftSourceScanner) -> Int? {
        guard let last = lines.last, start < lines.count else { return nil }
        return scanner.first(Ascii.openBrace, in: lines[start].offset..<min(last.offset + last.text.utf8.count, scanner.bytes.count))
    }

    // MARK: Lines

    /// `struct Name<…>: View {` (or one adopting another view protocol) → `Name`.
    package static func viewName(_ line: String, protocols: [String]) -> String? {
        var rest = Substring(line)
        for modifier in ["public", "private"] where rest.hasPrefix(modifier) && rest.dropFirst(modifier.count).first?.fastIsWhitespace == true {
            rest = rest.dropFirst(modifier.count).drop { $0.fastIsWhitespace }
            break
        }
        guard rest.hasPrefix("struct"), rest.dropFirst(6).first?.fastIsWhitespace == true else { return nil }
        rest = rest.dropFirst(6).drop { $0.fastIsWhitespace }
        let name = rest.prefix { $0.fastIsLetter || $0.fastIsNumber || $0 == "_" }
        guard !name.isEmpty else { return nil }
        rest = rest[name.endIndex...]
        if rest.hasPrefix("<") {
            guard let close = rest.firstIndex(of: ">") else { return nil }
            rest = rest[rest.index(after: close)...]
        }
        rest = rest.drop { $0.fastIsWhitespace }
        guard rest.hasPrefix(":") else { return nil }
        let conformances = rest.dropFirst().prefix { $0 != "{" }
        let words = conformances.split { !($0.fastIsLetter || $0.fastIsNumber || $0 == "_") }
        return words.contains { protocols.contains(String($0)) } ? String(name) : nil
    }

    /// `var body: some View {`, `func makeBody(configuration:)`: the line declares one of `members`.
    package static func declaresMember(_ line: String, _ members: [String]) -> Bool {
        let words = line.split { !($0.fastIsLetter || $0.fastIsNumber || $0 == "_") }
        return zip(words, words.dropFirst()).contains { keyword, name in
            (keyword == "var" || keyword == "func") && members.contains(String(name))
        }
    }

    /// Stored properties with defaults, init parameters with defaults, and computed properties.
    private mutating func collectDeclarations(scanner: SwiftSourceScanner, bodyMembers: [String]) {
        for line in lines {
            if let name = Self.storedProperty(line.text) { declared.insert(name) }
        }
        for (name, value) in Self.defaultedParameters(lines.map(\.text).joined(separator: "\n")) {
            defaults[name] = value
        }
        var index = 0
        while index < lines.count {
            guard lines[index].trimmed.hasSuffix("{"), let name = Self.computedProperty(lines[index].trimmed), !bodyMembers.contains(name) else {
                index += 1
                continue
            }
            let end = Self.closingLine(lines, from: index, scanner: scanner)
            guard end > index else {
                index += 1
                continue
            }
            computed[name] = lines[(index + 1)..<end].flatMap { Self.computedCases($0.trimmed) }
            index = end + 1
        }
    }

    /// `let name: Type` or `var name: Type?` ending its line, without a default.
    package static func storedProperty(_ line: String) -> String? {
        // Without the bytes of either keyword no Character can start one; most lines are so.
        guard line.contains(literal: "let") || line.contains(literal: "var") else { return nil }
        var keyword = line.startIndex
        // One pass over the line: a search per keyword would go quadratic on a long line.
        while keyword < line.endIndex {
            defer { keyword = line.index(after: keyword) }
            let candidate = line[keyword...]
            guard candidate.hasPrefix("let") || candidate.hasPrefix("var") else { continue }
            let afterKeyword = candidate.dropFirst(3)
            let rest = afterKeyword.drop { $0.fastIsWhitespace }
            guard rest.startIndex > afterKeyword.startIndex else { continue }
            let name = rest.prefix(while: Self.isWord)
            var tail = rest[name.endIndex...].drop { $0.fastIsWhitespace }
            guard !name.isEmpty, tail.first == ":" else { continue }
            tail = tail.dropFirst().drop { $0.fastIsWhitespace }
            let type = tail.prefix { Self.isWord($0) || $0 == "." || $0 == "?" }
            guard !type.isEmpty, tail[type.endIndex...].allSatisfy(\.fastIsWhitespace) else { continue }
            return String(name)
        }
        return nil
    }

    /// `name: Type = value` anywhere (stored properties and init parameters), the value up to
    /// the next comma, parenthesis, line end or comment.
    package static func defaultedParameters(_ text: String) -> [(name: String, value: String)] {
        guard text.utf8.contains(UInt8(ascii: "=")) else { return [] }
        // In ASCII without carriage returns each byte is one Character, so the scan runs over
        // bytes; splitting a listing into Characters was most of its time.
        if text.utf8.allSatisfy({ $0 < 0x80 && $0 != Ascii.carriageReturn }) {
            return defaultedParameters(
                Array(text.utf8), unit: { UInt8(ascii: $0) }, isWord: { Ascii.isIdentifier($0) },
                isSpace: Ascii.isWhitespaceCharacter, string: { String(decoding: $0, as: UTF8.self) })
        }
        return defaultedParameters(Array(text), unit: { Character($0) }, isWord: isWord, isSpace: \.fastIsWhitespace, string: { String($0) })
    }

    /// The scan of `defaultedParameters(_:)` over bytes or Characters: `unit` makes an ASCII
    /// one, `string` a String of a run.
    private static func defaultedParameters<Unit: Equatable>(
        _ characters: [Unit], unit: (Unicode.Scalar) -> Unit, isWord: (Unit) -> Bool, isSpace: (Unit) -> Bool,
        string: (ArraySlice<Unit>) -> String
    ) -> [(name: String, value: String)] {
        let colon = unit(":"), equals = unit("="), dot = unit("."), question = unit("?"), slash = unit("/")
        let valueEnds = [unit(","), unit("\n"), unit(")")]
        var out: [(String, String)] = []
        var index = 0
        func skipSpace(_ from: Int) -> Int {
            var at = from
            while at < characters.count, isSpace(characters[at]) { at += 1 }
            return at
        }
        while index < characters.count {
            guard isWord(characters[index]), index == 0 || !isWord(characters[index - 1]) else {
                index += 1
                continue
            }
            var at = index
            while at < characters.count, isWord(characters[at]) { at += 1 }
            let nameEnd = at
            at = skipSpace(at)
            guard at < characters.count, characters[at] == colon else { index = nameEnd; continue }
            at = skipSpace(at + 1)
            let typeStart = at
            while at < characters.count, isWord(characters[at]) || characters[at] == dot || characters[at] == question { at += 1 }
            guard at > typeStart else { index = nameEnd; continue }
            at = skipSpace(at)
            guard at < characters.count, characters[at] == equals, at + 1 >= characters.count || characters[at + 1] != equals else { index = nameEnd; continue }
            at = skipSpace(at + 1)
            let valueStart = at
            while at < characters.count, !valueEnds.contains(characters[at]),
                  !(characters[at] == slash && at + 1 < characters.count && characters[at + 1] == slash) { at += 1 }
            let value = string(characters[valueStart..<at]).trimmingWhitespace
            guard !value.isEmpty else { index = nameEnd; continue }
            out.append((string(characters[index..<nameEnd]), value))
            index = at
        }
        return out
    }

    /// `var name: Type {` (optionally `private`) → `name`.
    package static func computedProperty(_ line: String) -> String? {
        var rest = Substring(line)
        if rest.hasPrefix("private"), rest.dropFirst(7).first?.fastIsWhitespace == true { rest = rest.dropFirst(7).drop { $0.fastIsWhitespace } }
        guard rest.hasPrefix("var"), rest.dropFirst(3).first?.fastIsWhitespace == true else { return nil }
        rest = rest.dropFirst(3).drop { $0.fastIsWhitespace }
        let name = rest.prefix(while: isWord)
        var tail = rest[name.endIndex...].drop { $0.fastIsWhitespace }
        guard !name.isEmpty, tail.first == ":" else { return nil }
        tail = tail.dropFirst().drop { $0.fastIsWhitespace }
        let type = tail.prefix { isWord($0) || $0 == "." }
        guard !type.isEmpty, tail[type.endIndex...].drop(while: { $0.fastIsWhitespace }) == "{" else { return nil }
        return String(name)
    }

    /// What one line of a computed property returns: `case .a, .b: return x`,
    /// `if isToday { return x }`, `return x` or a bare value.
    package static func computedCases(_ line: String) -> [ComputedCase] {
        if line.hasPrefix("case"), line.dropFirst(4).first?.fastIsWhitespace == true {
            let rest = line.dropFirst(4).drop { $0.fastIsWhitespace }
            var search = rest.startIndex
            while let colon = rest[search...].firstIndex(of: ":") {
                search = rest.index(after: colon)
                let afterColon = rest[search...].drop { $0.fastIsWhitespace }
                guard afterColon.hasPrefix("return"), afterColon.dropFirst(6).first?.fastIsWhitespace == true else { continue }
                let value = afterColon.dropFirst(6).drop { $0.fastIsWhitespace }
                guard colon > rest.startIndex, !value.isEmpty else { continue }
                return rest[..<colon].split(separator: ",").map { name in
                    ComputedCase(variant: name.trimming(charactersIn: " ."), value: String(value))
                }
            }
        }
        if line.hasPrefix("if"), line.dropFirst(2).first?.fastIsWhitespace == true, line.hasSuffix("}") {
            let rest = line.dropFirst(2).drop { $0.fastIsWhitespace }
            var search = rest.startIndex
            while let brace = rest[search...].firstIndex(of: "{") {
                search = rest.index(after: brace)
                let afterBrace = rest[search...].drop { $0.fastIsWhitespace }
                guard afterBrace.hasPrefix("return"), afterBrace.dropFirst(6).first?.fastIsWhitespace == true else { continue }
                let condition = rest[..<brace].trimmingWhitespace
                let value = afterBrace.dropFirst(6).drop { $0.fastIsWhitespace }.dropLast().trimmingWhitespace
                guard !condition.isEmpty, !value.isEmpty else { continue }
                return [ComputedCase(condition: condition, value: value)]
            }
        }
        guard !line.isEmpty, !line.hasPrefix("switch"), !line.hasPrefix("}"), !line.hasPrefix("default") else { return [] }
        if line.hasPrefix("return"), line.dropFirst(6).first?.fastIsWhitespace == true {
            let value = line.dropFirst(6).drop { $0.fastIsWhitespace }
            if !value.isEmpty { return [ComputedCase(value: String(value))] }
        }
        return [ComputedCase(value: line)]
    }

    private static func isWord(_ character: Character) -> Bool {
        character.fastIsLetter || character.fastIsNumber || character == "_"
    }
}

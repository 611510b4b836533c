import Synchronization
import Foundation
import SpecimenModel


/// What a component is, classified from its heading or type name with a table of general
/// interface words, so a new document needs no code to be understood.
public enum ComponentKind: String, Sendable, Hashable, Codable, CaseIterable {
    case button, pill, statusBadge, card, container, sectionBox, bentoHeader, header
    case textInput, textEditor, listRow, tabBar, segmentedControl, toggle, checkbox, radio
    case floatingActionButton, emptyState, errorState, indicatorDot, progressBar, divider, calendarDayCell, wordmark, other

    /// Kinds made of parts (a card's title and summary, a row's subtitle, a bar's title), where a
    /// line listing parts with their looks styles those parts.
    package var holdsParts: Bool {
        switch self {
        case .card, .container, .sectionBox, .bentoHeader, .header, .listRow, .emptyState, .errorState, .other: true
        default: false
        }
    }

    /// Kinds drawn as a shape with no text in it (a dot, a switch, a bar, a line, a box to tick):
    /// a colour their lines give with no part named is the shape's own fill.
    package var drawsNoText: Bool {
        switch self {
        case .indicatorDot, .toggle, .progressBar, .divider, .checkbox, .radio: true
        default: false
        }
    }

    /// Phrases naming each kind, in order: the `kinds` of `vocabulary.yml`.
    package static var keywords: [(phrase: [String], kind: ComponentKind)] { Vocabulary.standard.kinds }

    /// Words that name a kind only where the name is already known to be a component's (a front
    /// matter's `components:` key): the `componentNameKinds` of `vocabulary.yml`.
    package static var componentNameKeywords: [(phrase: [String], kind: ComponentKind)] { Vocabulary.standard.componentNameKinds }

    /// The kind a name or heading describes, or nil when it names no interface element.
    public static func classify(_ text: String) -> ComponentKind? {
        keywordTable.bestMatch(Self.words(of: text))?.kind
    }

    /// The kind of a name that is known to be a component's, with the wider vocabulary.
    public static func classifyComponentName(_ text: String) -> ComponentKind? {
        componentNameTable.bestMatch(Self.words(of: text))?.kind
    }

    /// The kind a style sheet's class names, given as its words (`StatementSpecReader.selector`):
    /// its head noun as a heading's (`Status badge`), else the first or the last of its words in
    /// the wider vocabulary of component names and `classNameKinds` (`Modal content` is a modal,
    /// `Info box` and `Section blue` are boxes). BEM and utility names open with the block and end
    /// with what it is, so a word in the middle (`Form group label`) names nothing.
    package static func classifyClass(_ name: String) -> ComponentKind? {
        if let kind = classifyHead(name) { return kind }
        let words = Self.words(of: name)
        guard let first = words.first, let last = words.last else { return nil }
        return classNameTable.bestMatch([last])?.kind ?? classNameTable.bestMatch([first])?.kind
    }

    /// `Button Hierarchy`, `Hierarquia de botões`: a heading ranking a kind's looks, the ranking
    /// word (`rankingHeadingWords`) last, or first and linked to the kind (`de`) as head-first
    /// languages write it. The kind's own words, and the kind; nil for any other heading.
    package static func rankedKind(_ title: String) -> (name: String, kind: ComponentKind)? {
        let words = title.split(separator: " ").map(String.init)
        guard words.count >= 2 else { return nil }
        let ranking = Vocabulary.standard.rankingHeadingWords
        if let last = words.last, ranking.contains(last.lowercased()), case let named = words.dropLast().joined(separator: " "),
           let kind = classifyHead(named) {
            return (named, kind)
        }
        if words.count >= 3, ranking.contains(words[0].lowercased()), Vocabulary.standard.colorReferenceLinks.contains(words[1].lowercased()),
           case let named = words.dropFirst(2).joined(separator: " "), let kind = classifyHead(named) {
            return (named, kind)
        }
        return nil
    }

    private static let keywordTable = PhraseTable(keywords)
    private static let componentNameTable = PhraseTable(componentNameKeywords + keywords)
    private static let classNameTable = PhraseTable(Vocabulary.standard.classNameKinds + componentNameKeywords + keywords)

    /// Kind phrases filed under their first word, so a text's words are tried only against the
    /// phrases that can start at each of them: classifying compared every phrase at every word.
    private struct PhraseTable: Sendable {
        private var byFirstWord: [String: [(order: Int, phrase: [String], kind: ComponentKind)]] = [:]
        private var headFirst: Set<[String]> = []

        /// An empty phrase names nothing, and is left out.
        init(_ table: [(phrase: [String], kind: ComponentKind)], headFirst: Set<[String]> = Vocabulary.standard.headFirstKindPhrases) {
            for (order, entry) in table.enumerated() {
                guard let first = entry.phrase.first else { continue }
                byFirstWord[first, default: []].append((order, entry.phrase, entry.kind))
            }
            self.headFirst = headFirst
        }

        /// The kind a phrase of a language that writes the head noun first names where it opens
        /// the words (numbers aside): `Botón primario`, `Campo de texto`. The longest such phrase.
        func headFirstOpening(_ words: [String]) -> ComponentKind? {
            guard !headFirst.isEmpty, let start = words.firstIndex(where: { !$0.allSatisfy(\.fastIsNumber) }) else { return nil }
            var best: (length: Int, kind: ComponentKind)?
            for entry in byFirstWord[words[start]] ?? [] where headFirst.contains(entry.phrase) {
                let end = start + entry.phrase.count
                guard end <= words.count, words[start..<end].elementsEqual(entry.phrase), entry.phrase.count > best?.length ?? 0 else { continue }
                best = (entry.phrase.count, entry.kind)
            }
            return best?.kind
        }

        /// The phrase ending furthest into `words`; of those, the longest; of those, the first
        /// in the table.
        func bestMatch(_ words: [String]) -> (end: Int, kind: ComponentKind)? {
            var best: (end: Int, length: Int, order: Int, kind: ComponentKind)?
            for start in words.indices {
                for entry in byFirstWord[words[start]] ?? [] {
                    let end = start + entry.phrase.count
                    guard end <= words.count, words[start..<end].elementsEqual(entry.phrase) else { continue }
                    if let current = best {
                        guard end > current.end || (end == current.end && (entry.phrase.count > current.length
                            || (entry.phrase.count == current.length && entry.order < current.order))) else { continue }
                    }
                    best = (end, entry.phrase.count, entry.order, entry.kind)
                }
            }
            return best.map { ($0.end, $0.kind) }
        }
    }

    /// The kind a heading names with its last word (its head noun): "Status Badge", not
    /// "Type Indicator Circles". Alternatives such as `Inputs / Forms` are tried in turn.
    public static func classifyHead(_ text: String) -> ComponentKind? {
        if let name = qualifiedName(text), name != text { return classifyHead(name) ?? classifyHeadAlternatives(text) }
        return classifyHeadAlternatives(text)
    }

    /// `Primary Button - Specifications`, `Card — Visual example`: the name before a dash that
    /// qualifies what the section says about it.
    public static func qualifiedName(_ text: String) -> String? {
        for dash in [" - ", " — ", " – "] {
            if let range = text.range(ofLiteral: dash) {
                let name = text[..<range.lowerBound].trimmingWhitespace
                return name.isEmpty ? nil : name
            }
        }
        return nil
    }

    private static func classifyHeadAlternatives(_ text: String) -> ComponentKind? {
        // `ボタン（src/ui/button.tsx）`: Chinese and Japanese write an aside in full-width brackets,
        // dropped as an ASCII one is; where that leaves no kind (`空状態（Empty State）`), the aside
        // is read with the heading's words as before.
        if text.contains("（"), let kind = classifyAlternatives(droppingParentheticals(text, fullWidth: true)) { return kind }
        return classifyAlternatives(droppingParentheticals(text))
    }

    private static func classifyAlternatives(_ kept: String) -> ComponentKind? {
        // Most headings name one thing: without a `/` there is nothing to split.
        let alternatives = kept.utf8.contains(UInt8(ascii: "/")) ? kept.split(separator: "/") : [Substring(kept)]
        for alternative in alternatives {
            var words = Self.words(of: String(alternative))
            // `Button Specifications`, `Card styles`: what the section says about the component.
            while words.count > 1, let last = words.last, Vocabulary.standard.headingQualifiers.contains(last) { words.removeLast() }
            // `Reglas de botones`, `Règles des cartes`: the same written first and linked to the kind.
            words = Array(words.dropFirst(leadingQualifierCount(words)))
            if let match = keywordTable.bestMatch(words), match.end == words.count { return match.kind }
            if let kind = keywordTable.headFirstOpening(words) { return kind }
            // `Варианты кнопок` (variants of buttons): what the section tells, then the kind in the
            // genitive, as Russian orders them; after any other word the heading is about that word.
            if words.count > 1, Vocabulary.standard.headingQualifiers.contains(words[0]),
               let kind = Vocabulary.standard.genitiveKinds[Array(words.dropFirst())] { return kind }
        }
        return nil
    }

    /// How many of `words` (a heading's, as `words(of:)` gives them) open it with a qualifier
    /// and the words linking it to what follows (`reglas de los`, `règle de`); 0 when they do not,
    /// or when nothing would be left.
    package static func leadingQualifierCount(_ words: [String]) -> Int {
        let vocabulary = Vocabulary.standard
        guard words.count > 2, vocabulary.headingQualifiers.contains(words[0]), vocabulary.qualifierLinks.contains(words[1]) else { return 0 }
        var count = 2
        while count < words.count - 1, vocabulary.qualifierLinks.contains(words[count]) { count += 1 }
        return count
    }

    /// Each innermost parenthetical, `(` to the next `)` with no `(` between, as one space:
    /// `Chip (filter) / Tag` → `Chip   / Tag`. Brackets are ASCII, so it reads bytes; a `(` left
    /// open is kept, and does not make the `(` before it scan to the end.
    /// `fullWidth`: full-width brackets (`（…）`) too.
    package static func droppingParentheticals(_ text: String, fullWidth: Bool = false) -> String {
        if fullWidth, text.contains("（") { return droppingParentheticals(text.replacing("（", with: "(").replacing("）", with: ")")) }
        guard text.utf8.contains(UInt8(ascii: "(")) else { return text }
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "("),
               let close = bytes[(index + 1)...].firstIndex(where: { $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: ")") }),
               bytes[close] == UInt8(ascii: ")") {
                out.append(UInt8(ascii: " "))
                index = close + 1
            } else {
                out.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Lower-case words with camelCase split and plurals reduced, parentheticals dropped:
    /// `AppToggleRows (Settings)` → `app toggle row`.
    package static func words(of text: String) -> [String] {
        let key = ExactText(text)
        let shard = knownWords[text.utf8.count % knownWords.count]
        if let known = shard.store.withLock({ $0[key] }) { return known }
        let read = text.utf8.allSatisfy({ $0 < 0x80 }) ? asciiWords(of: text) : unicodeWordsRead(of: text)
        shard.store.withLock { store in
            if store.count >= knownWordsKept / knownWords.count { store.removeAll(keepingCapacity: true) }
            store[key] = read
        }
        return read
    }

    /// `words(of:)` of each text, worked out once. The same headings, labels and names are asked
    /// about again for every statement under them, and forming their words (a new string for
    /// each, and for text that is not all ASCII a Character at a time with the Unicode tables)
    /// costs several times looking them up. The words depend on the text alone, so keeping them
    /// changes nothing; the store is emptied when large, so memory stays flat on a site of any size.
    /// Held in shards by the text's length: the systems are read in parallel, and one lock asked
    /// twice for every text kept their threads waiting on each other.
    private static let knownWords = (0..<8).map { _ in Shard() }
    private static let knownWordsKept = 16_384

    private final class Shard: Sendable {
        let store = Mutex<[ExactText: [String]]>([:])
    }

    /// Text compared by its bytes. Strings are equal when canonically equivalent (`é` written as
    /// one scalar or two), but their words keep the scalars they were written with, so a key
    /// that took either for the other could hand back words spelled differently.
    private struct ExactText: Hashable {
        let text: String

        init(_ text: String) { self.text = text }

        static func == (lhs: ExactText, rhs: ExactText) -> Bool {
            // Compared as buffers: stepping the two UTF-8 views an index at a time cost more than
            // the rest of a lookup.
            var left = lhs.text, right = rhs.text
            return left.withUTF8 { left in right.withUTF8 { right in left.count == right.count && left.elementsEqual(right) } }
        }

        func hash(into hasher: inout Hasher) {
            let hashed: Void? = text.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            if hashed == nil { for byte in text.utf8 { hasher.combine(byte) } }
        }
    }

    private static func unicodeWordsRead(of text: String) -> [String] {
        let withoutParens = droppingParentheticals(text)
        var spaced = ""
        var previous: Character?
        for character in withoutParens {
            // Scripts written without spaces are matched a character at a time.
            if character.isIdeographicOrKana {
                spaced += " "
                spaced.append(character)
                spaced += " "
                previous = nil
                continue
            }
            if character.fastIsUppercase, let previous, previous.fastIsLowercase || previous.fastIsNumber { spaced += " " }
            spaced.append(character)
            previous = character
        }
        return spaced.lowercased()
            .split(whereSeparator: { !$0.fastIsLetter && !$0.fastIsNumber })
            .map { singular(String($0)) }
    }

    /// A heading of at most four words, numbers aside: `## Components`, `## 4. UI Components`,
    /// `## コンポーネント`, but not a title that mentions components ("Acme UI Components Design
    /// System"). A run of a script written without spaces is one word here, though `words(of:)`
    /// splits it into characters for matching.
    package static func isShortHeading(_ heading: String) -> Bool {
        // Asked of every statement's headings: ASCII ones need no runs collapsed.
        if heading.utf8.allSatisfy({ $0 < 0x80 }) { return words(of: heading).filter { !$0.allSatisfy(\.fastIsNumber) }.count <= 4 }
        var text = ""
        var inRun = false
        for character in heading {
            if character.isIdeographicOrKana {
                if !inRun { text += " x " }
                inRun = true
            } else {
                text.append(character)
                inRun = false
            }
        }
        return words(of: text).filter { !$0.allSatisfy(\.fastIsNumber) }.count <= 4
    }

    /// `badges` → `badge`, `switches` → `switch`, `checkboxes` → `checkbox`; `canvas`, `status`,
    /// `glass` stay as they are.
    package static func singular(_ text: String) -> String {
        // A word ending in -ch, -sh or -x takes -es: "switches" names switches, not "switche"s.
        if text.count > 4, text.hasSuffix("ches") || text.hasSuffix("shes") || text.hasSuffix("xes") {
            return String(text.dropLast(2))
        }
        // "canvas" and "atlas" are singular; "areas" and "ideas" are not.
        let singularAs = text.hasSuffix("as") && !text.hasSuffix("eas")
        if text.count > 3, text.hasSuffix("s"), !text.hasSuffix("ss"), !text.hasSuffix("us"), !text.hasSuffix("is"), !singularAs {
            return String(text.dropLast())
        }
        return text
    }

    /// How many bytes of a lower-case ASCII word `singular` keeps: the same rule, on bytes.
    private static func singularLength(_ word: [UInt8]) -> Int {
        let count = word.count
        guard count > 3, word[count - 1] == UInt8(ascii: "s") else { return count }
        let before = word[count - 2]
        if count > 4, before == UInt8(ascii: "e") {
            let third = word[count - 3]
            if third == UInt8(ascii: "x") { return count - 2 }
            if third == UInt8(ascii: "h"), word[count - 4] == UInt8(ascii: "c") || word[count - 4] == UInt8(ascii: "s") { return count - 2 }
        }
        if before == UInt8(ascii: "s") || before == UInt8(ascii: "u") || before == UInt8(ascii: "i") { return count }
        if before == UInt8(ascii: "a"), word[count - 3] != UInt8(ascii: "e") { return count }
        return count - 1
    }

    /// `words(of:)` for ASCII text, in one pass over its bytes, plurals reduced as each word
    /// ends: most names and headings are ASCII, and walking them as Characters, building a
    /// spaced copy and lower-casing it cost more than every lookup made with the words.
    private static func asciiWords(of text: String) -> [String] {
        var words: [String] = []
        var word: [UInt8] = []
        var previous: UInt8?
        func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
        func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        func endWord() {
            if !word.isEmpty { words.append(String(decoding: word[..<singularLength(word)], as: UTF8.self)) }
            word.removeAll(keepingCapacity: true)
        }
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            var byte = bytes[index]
            // A parenthetical, `(` to the next `)` with no `(` between, reads as one space.
            if byte == UInt8(ascii: "("), let close = bytes[(index + 1)...].firstIndex(where: { $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: ")") }),
               bytes[close] == UInt8(ascii: ")") {
                index = close
                byte = UInt8(ascii: " ")
            }
            if isUpper(byte), let previous, isLower(previous) || isDigit(previous) { endWord() }
            if isLower(byte) || isDigit(byte) {
                word.append(byte)
            } else if isUpper(byte) {
                word.append(byte | 0x20)
            } else {
                endWord()
            }
            previous = byte
            index += 1
        }
        endWord()
        return words
    }
}

extension Character {
    /// Han, kana and Hangul: scripts whose words are not separated by spaces.
    package var isIdeographicOrKana: Bool {
        guard let scalar = unicodeScalars.first?.value else { return false }
        return (0x3040...0x30FF).contains(scalar) || (0x3400...0x4DBF).contains(scalar) || (0x4E00...0x9FFF).contains(scalar)
            || (0xAC00...0xD7AF).contains(scalar) || (0xF900...0xFAFF).contains(scalar)
    }
}

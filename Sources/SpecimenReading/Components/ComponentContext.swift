import SpecimenModel

/// What a component reader knows: the document, the system's tokens (to tell a colour name
/// from an ordinary word) and the headings above the block it reads.
public struct ComponentContext: Sendable {
    public var document: MarkdownDocument
    public var tokens: ResolvedTokens
    public var headings: [String]
    /// Dotted semantic names the document lists (`feedback.error`) by their last member, lower-cased:
    /// the names a state may take when the system defines no token for it yet. Read once per
    /// document, since every section's components may ask.
    package let semanticNames: [String: String]
    /// The states the document says it gives no component ("No hover states documented"): none
    /// is made from a palette note. Read once per document.
    package let deniedStates: Set<ComponentState>
    /// A kind's state colours listed in the palette under a caption naming the kind
    /// (`**Button Color States:**` over `- Default: #007AFF`, `- Hover: #0051D5`): the colour
    /// token of each state, by kind, for kinds whose list names a default. Read once per document.
    package let kindStateColors: [ComponentKind: [ComponentState: DesignToken]]
    /// The lengths the document gives its own utility classes (`4px (rounded-md)`, pixel
    /// spacing steps), over the framework's defaults. Read once per document.
    package let statedUtilityLengths: StatedUtilityLengths
    /// The colours the document notes beside its utility classes (`bg-primary (#429512)`).
    package let statedUtilityColors: StatedUtilityColors

    public init(document: MarkdownDocument, tokens: ResolvedTokens, headings: [String] = []) {
        self.document = document
        self.tokens = tokens
        self.headings = headings
        semanticNames = Self.semanticNames(in: document)
        deniedStates = Self.deniedStates(in: document)
        kindStateColors = Self.kindStateColors(in: tokens)
        statedUtilityLengths = StatedUtilityLengths(lines: document.lines)
        statedUtilityColors = StatedUtilityColors(lines: document.lines)
    }

    /// `Button Hover`, `Input Focus`: colour tokens named by a kind then a state, as the
    /// palette's state lists name them; only kinds with a `Default` among them.
    private static func kindStateColors(in tokens: ResolvedTokens) -> [ComponentKind: [ComponentState: DesignToken]] {
        let stateWords = Vocabulary.standard.stateWords
        var found: [ComponentKind: [ComponentState: DesignToken]] = [:]
        for token in tokens.tokens where token.kind == .color {
            let words = token.name.split(separator: " ")
            guard words.count >= 2, let last = words.last,
                  last.split(separator: "/").contains(where: { stateWords[$0.lowercased()] != nil }) else { continue }
            let head = words.dropLast().joined(separator: " ")
            guard let kind = ComponentKind.classifyHead(head),
                  let state = ComponentState.from(label: String(last), kind: kind), found[kind]?[state] == nil else { continue }
            found[kind, default: [:]][state] = token
        }
        return found.filter { $0.value[.default] != nil }
    }

    /// `No hover states documented`, `without hover or pressed states`: a denying word, the
    /// states' names (joined by `or`, `and` or commas), then a state noun.
    package static func deniedStates(in document: MarkdownDocument) -> Set<ComponentState> {
        let vocabulary = Vocabulary.standard
        let nouns = vocabulary.stateNouns
        var denied: Set<ComponentState> = []
        let asciiNouns = nouns.filter(\.isASCIIText)
        for line in document.lines {
            // An ASCII line lowers to ASCII and holds a noun only if its bytes do, in some case:
            // most lines are passed over without being lowered.
            if line.isASCIIText, !asciiNouns.contains(where: { line.mayContain(caseInsensitive: $0) }) { continue }
            // Lowered from the bytes: every line is asked, most of a book's in Japanese, where
            // `lowercased()` builds a string scalar by scalar.
            let lower = String(decoding: LoweredText.utf8(of: [line]), as: UTF8.self)
            guard nouns.contains(where: { lower.contains(literal: $0) }) else { continue }
            let words = ComponentKind.words(of: String(line))
            for (index, word) in words.enumerated() where vocabulary.stateDenials.contains(word) {
                var named: [ComponentState] = []
                for next in words.dropFirst(index + 1).prefix(6) {
                    if let state = vocabulary.stateWords[next] { named.append(state); continue }
                    if next == "and" || vocabulary.listConjunctions.contains(next) { continue }
                    if nouns.contains(next), !named.isEmpty { denied.formUnion(named) }
                    break
                }
            }
        }
        return denied
    }

    /// The first line's first dotted name wins, as a reader going down the document would find it.
    private static func semanticNames(in document: MarkdownDocument) -> [String: String] {
        var names: [String: String] = [:]
        for line in document.lines {
            if let (name, member) = DottedName.first(in: line), names[member.lowercased()] == nil {
                names[member.lowercased()] = name
            }
        }
        return names
    }

    public func provenance(line: Int) -> Provenance {
        Provenance(file: document.file, line: line, excerpt: document.line(line))
    }

    /// The document's own radius for a framework's corner step (`--radius-lg` for `rounded-lg`),
    /// as a theme's custom properties restyle the utilities.
    package func radiusToken(step: String) -> DesignToken? {
        ["radius-\(step)", "rounded-\(step)"].lazy.compactMap { self.tokens.index.lookupLength($0, kind: .radius) }.first { $0.kind == .radius }
    }

    /// The colour token a name refers to, if the system defines one (aliases count: their
    /// value may come from a sidecar).
    package func colorToken(named name: String) -> DesignToken? {
        guard let token = tokens.index.lookup(name) else { return nil }
        switch token.value {
        case .color, .alias: return token
        default: return nil
        }
    }
}

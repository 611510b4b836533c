import SpecimenModel

/// A colour the document writes that no export carries: neither a palette token, nor a
/// component's colour, nor a gradient's stop or a shadow's colour. Listed with its lines and
/// why it was not read, so nothing the document writes is lost without a word
/// (`specimen extract`, the token page).
public struct UnreadColor: Sendable, Hashable, Codable {
    /// The literal as first written (`#1A1A1A`, `rgba(0, 0, 0, 0.4)`).
    public var literal: String
    /// Every line it is written on, in order; the first is the one `reason` and `excerpt` describe.
    public var lines: [Int]
    public var reason: Reason
    /// The first line's text.
    public var excerpt: String

    public init(literal: String, lines: [Int], reason: Reason, excerpt: String) {
        self.literal = literal
        self.lines = lines
        self.reason = reason
        self.excerpt = excerpt
    }

    public var line: Int { lines.first ?? 0 }

    /// Why a colour was not read, from where it is written.
    public enum Reason: Sendable, Hashable, Codable {
        /// After a prohibition or in a counter-example: "never use #000000", "rather than #FFF".
        case forbidden
        /// In a column of values no longer in use (`Old HEX`).
        case retired(column: String)
        /// In a table column that holds no values of this system (a usage, a role).
        case column(String)
        /// In a table column whose header the vocabulary does not know, beside another column
        /// of colours or with colours in some rows only: not guessed to be values.
        case unknownColumn(String)
        /// Under a name defined earlier with another value: the first is kept (see the warning).
        case conflict
        /// In a section of prompts or examples for an agent: an instruction, not a definition.
        case prompt
        /// In a component's description, but not understood as one of its properties.
        case component
        /// In code that is not a list of tokens (an implementation, a rule, an example).
        case code
        /// In raw HTML (a swatch's markup, an inline style).
        case html
        /// In front matter whose YAML could not be read (see the error at its line).
        case invalidFrontMatter
        /// In running prose, not in the shape of a definition.
        case sentence
        /// In the note on a colour the same line defines (`**Ink** (#1F1F1F): warmer than #000`).
        case note(of: String)
        /// Anywhere else.
        case other

        /// The reason in words, for the token page and `specimen extract`.
        public var text: String {
            switch self {
            case .forbidden: "named only to forbid it, or as a counter-example"
            case .retired(let column): "in the '\(column)' column: a value no longer in use"
            case .column(let header): "in the table column '\(header)', which does not hold this system's values"
            case .unknownColumn(let header): "in the table column '\(header)', whose header is not understood as a value, light or dark column"
            case .conflict: "a second value for a name defined earlier, which keeps its first (see the warning at this line)"
            case .prompt: "in a prompt or an example for an agent, not a definition"
            case .component: "in a component's description, not understood as one of its properties"
            case .code: "in code that is not read as tokens"
            case .html: "in raw HTML"
            case .invalidFrontMatter: "in front matter YAML that was not read (see the error at its line)"
            case .sentence: "in a sentence, not in the shape of a definition"
            case .note(let name): "in the note on '\(name)', the colour this line defines, not a definition of its own"
            case .other: "not read as a token"
            }
        }

        /// A short key for JSON (`forbidden`, `retired`, `column`…).
        public var key: String {
            switch self {
            case .forbidden: "forbidden"
            case .retired: "retired"
            case .column: "column"
            case .unknownColumn: "unknownColumn"
            case .conflict: "conflict"
            case .prompt: "prompt"
            case .component: "component"
            case .code: "code"
            case .html: "html"
            case .invalidFrontMatter: "invalidFrontMatter"
            case .sentence: "sentence"
            case .note: "note"
            case .other: "other"
            }
        }
    }
}

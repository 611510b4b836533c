import SpecimenModel

/// Something wrong with where a document keeps its DESIGN.md YAML, found while reading it: a
/// front matter or ```yaml block that does not parse, or a group two blocks both define. The lint
/// reports each as a `parser:` finding; the build goes on with what could be read.
public struct YAMLSourceProblem: Sendable, Hashable, Codable {
    public enum Kind: String, Sendable, Hashable, Codable {
        /// The YAML does not parse: the block's tokens are not read.
        case syntax = "YAML_PARSE_ERROR"
        /// A top-level key a block repeats: the first block's value is kept.
        case duplicateSection = "DUPLICATE_SECTION"
    }

    public var kind: Kind
    /// What is wrong, in words; for a syntax error libyaml's own, with the usual fix.
    public var message: String
    /// The line of the document (not of the YAML block).
    public var line: Int
    /// The column libyaml names, 1-based; nil where there is none.
    public var column: Int?
    /// `front matter` or `code block 2` (the second ```yaml block): where the problem is.
    public var source: String
    /// For a syntax problem whose only faults were plain values holding ': ', the lines whose
    /// values were read as if quoted: the tokens were read after all. Empty otherwise.
    public var quotedLines: [Int] = []
    /// For a syntax problem read past, the lines skipped (`BoundedYAML.composeRepairing`): the
    /// rest of the tokens were read. Empty otherwise.
    public var skippedLines: [Int] = []

    /// Whether the source was read after all, its faulty values quoted or its faulty lines skipped.
    public var wasReadPast: Bool { !quotedLines.isEmpty || !skippedLines.isEmpty }

    public init(kind: Kind, message: String, line: Int, column: Int? = nil, source: String, quotedLines: [Int] = [], skippedLines: [Int] = []) {
        self.kind = kind
        self.quotedLines = quotedLines
        self.skippedLines = skippedLines
        self.message = message
        self.line = line
        self.column = column
        self.source = source
    }

    /// `line 4, column 14`, as a banner or a message names the place.
    public var place: String {
        column.map { "line \(line), column \($0)" } ?? "line \(line)"
    }
}

/// One thing a document states: under a subject, a label has a value, at a line.
///
/// Every syntax a document may use — bullets and nested bullets, tables, bold-label paragraphs,
/// `Label: value` lines in prose and in code, headings that carry a value — is read into these
/// and nothing else. The interpreters then decide what a statement means (a palette entry, a
/// component's fill, a usage note) from its label and subject, so a new writing style needs a
/// reader, never a new interpretation.
public struct Statement: Sendable, Hashable {
    public enum Syntax: String, Sendable, Hashable {
        case bullet, table, paragraph, code, heading
        /// A swatch drawn in raw HTML (`HTMLSwatchReader`).
        case html
        /// A line of a framed drawing in code (`│  No Saved Items  │  28pt Heavy`): the label is
        /// the text drawn, the value the note written beside the frame.
        case diagram
    }

    /// Where the statement sits, outermost first: the section headings, then the parent bullets,
    /// bold captions, table row names or code scopes it is nested in.
    public var subject: [String]
    /// How many leading entries of `subject` are section headings; the rest are finer subjects
    /// inside the section (a caption, a parent bullet, a table row, a code scope).
    public var headingCount: Int
    /// What is being said about the subject (`Background`, `Harbor Blue`, `Hex`); empty for an
    /// unlabelled bullet or line, whose whole text is the value.
    public var label: String
    /// A parenthesised part of the label: `Canvas (Background)` → `Background`.
    public var labelNote: String?
    /// The value text as written, without Markdown emphasis.
    public var value: String
    /// A comment written after the value in code (`// page canvas`, `/* accent */`).
    public var comment: String?
    public var line: Int
    public var syntax: Syntax
    /// The first line of the block (table, list, paragraph, code block) the statement was read
    /// from, so an interpreter can look at a statement's neighbours: the other rows of its table,
    /// the other items of its list.
    public var block: Int
    /// For a statement in a data language (JSON, JavaScript, YAML), the keys it is nested in,
    /// outermost first, without wrappers such as `theme.extend.colors`: its token path.
    public var path: [String]?
    /// In code, the innermost group opened by a header line (`Success:`, `Primary button`)
    /// rather than by a brace: what a short key such as `bg:` belongs to.
    public var codeGroup: String?
    /// In code, true for an assignment (`static let night = Color(…)`, `val Primary = …`): its
    /// name is the declared one, even when it is a word such as `night` or `background`.
    public var isDeclaration = false
    /// In code, the bold caption or parent bullet the code block sits under, which names what
    /// it shows (`**Option B — Code-based:**`).
    public var caption: String?
    /// In code, a comment alone on a line above the statement that names its group
    /// (`// Accent Colors`).
    public var commentGroup: String?
    /// A light or dark mode the surrounding scope sets (a `.dark { }` block, a Dark column).
    public var mode: TokenMode?

    public init(
        subject: [String], headingCount: Int, label: String, labelNote: String? = nil, value: String,
        comment: String? = nil, line: Int, syntax: Syntax, block: Int? = nil, mode: TokenMode? = nil
    ) {
        self.subject = subject
        self.headingCount = headingCount
        self.label = label
        self.labelNote = labelNote
        self.value = value
        self.comment = comment
        self.line = line
        self.syntax = syntax
        self.block = block ?? line
        self.mode = mode
    }

    /// The headings the statement sits under.
    public var headings: ArraySlice<String> { subject.prefix(headingCount) }
    /// The subjects inside its section: captions, parent bullets, row names, code scopes.
    public var innerSubject: ArraySlice<String> { subject.dropFirst(headingCount) }
}

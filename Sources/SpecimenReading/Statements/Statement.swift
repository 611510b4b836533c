import SpecimenModel

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
        /// Utility classes that style one element: a markup element's `class` or `className`
        /// (the words it shows are `copy`), or a style sheet rule's `@apply` list. The value is
        /// the classes; the label is empty, or a part's name (`Header` for a card's
        /// `<CardHeader>`). A look, never a token.
        case markup
    }

    /// The fields, held in one shared box: statements are copied by every filter and map of
    /// the interpreters, and a copy of fifteen fields retained each of their strings and arrays
    /// (4% of the reading stages' CPU); a copy now retains the box, and a change to a shared
    /// box copies it first.
    private var storage: SharedFields<Fields>

    private struct Fields: Hashable, Sendable {
        var subject: [String]
        var headingCount: Int
        var label: String
        var labelNote: String?
        var value: String
        var comment: String?
        var line: Int
        var syntax: Syntax
        var block: Int
        var path: [String]?
        var codeGroup: String?
        var isDeclaration: Bool = false
        var caption: String?
        var commentGroup: String?
        var mode: TokenMode?
        var copy: String?
        var isCounterExample = false
        var isStyleObject = false
        var isStatusLook = false
        var rowHeader: String?
    }

    /// Where the statement sits, outermost first: the section headings, then the parent bullets,
    /// bold captions, table row names or code scopes it is nested in.
    public var subject: [String] { get { storage.fields.subject } _modify { yield &storage.fields.subject } }
    /// How many leading entries of `subject` are section headings; the rest are finer subjects
    /// inside the section (a caption, a parent bullet, a table row, a code scope).
    public var headingCount: Int { get { storage.fields.headingCount } _modify { yield &storage.fields.headingCount } }
    /// What is being said about the subject (`Background`, `Harbor Blue`, `Hex`); empty for an
    /// unlabelled bullet or line, whose whole text is the value.
    public var label: String { get { storage.fields.label } _modify { yield &storage.fields.label } }
    /// A parenthesised part of the label: `Canvas (Background)` → `Background`.
    public var labelNote: String? { get { storage.fields.labelNote } _modify { yield &storage.fields.labelNote } }
    /// The value text as written, without Markdown emphasis.
    public var value: String { get { storage.fields.value } _modify { yield &storage.fields.value } }
    /// A comment written after the value in code (`// page canvas`, `/* accent */`).
    public var comment: String? { get { storage.fields.comment } _modify { yield &storage.fields.comment } }
    public var line: Int { get { storage.fields.line } _modify { yield &storage.fields.line } }
    public var syntax: Syntax { get { storage.fields.syntax } _modify { yield &storage.fields.syntax } }
    /// The first line of the block (table, list, paragraph, code block) the statement was read
    /// from, so an interpreter can look at a statement's neighbours: the other rows of its table,
    /// the other items of its list.
    public var block: Int { get { storage.fields.block } _modify { yield &storage.fields.block } }
    /// For a statement in a data language (JSON, JavaScript, YAML), the keys it is nested in,
    /// outermost first, without wrappers such as `theme.extend.colors`: its token path.
    public var path: [String]? { get { storage.fields.path } _modify { yield &storage.fields.path } }
    /// In code, the innermost group opened by a header line (`Success:`, `Primary button`)
    /// rather than by a brace: what a short key such as `bg:` belongs to.
    public var codeGroup: String? { get { storage.fields.codeGroup } _modify { yield &storage.fields.codeGroup } }
    /// In code, true for an assignment (`static let night = Color(…)`, `val Primary = …`): its
    /// name is the declared one, even when it is a word such as `night` or `background`.
    public var isDeclaration: Bool { get { storage.fields.isDeclaration } _modify { yield &storage.fields.isDeclaration } }
    /// In code, the bold caption or parent bullet the code block sits under, which names what
    /// it shows (`**Option B — Code-based:**`).
    public var caption: String? { get { storage.fields.caption } _modify { yield &storage.fields.caption } }
    /// In code, a comment alone on a line above the statement that names its group
    /// (`// Accent Colors`).
    public var commentGroup: String? { get { storage.fields.commentGroup } _modify { yield &storage.fields.commentGroup } }
    /// A light or dark mode the surrounding scope sets (a `.dark { }` block, a Dark column).
    public var mode: TokenMode? { get { storage.fields.mode } _modify { yield &storage.fields.mode } }
    /// For a markup element (`.markup`), the words it shows: its copy.
    public var copy: String? { get { storage.fields.copy } _modify { yield &storage.fields.copy } }
    /// Whether it shows what not to do: under a heading or caption that says so (`### ❌ Wrong`),
    /// or in code after a comment that does (`// Old`). It defines no token, styles no
    /// component and sets no page (`Vocabulary.introducesCounterExample`).
    public var isCounterExample: Bool { get { storage.fields.isCounterExample } _modify { yield &storage.fields.isCounterExample } }
    /// Whether it is a declaration of an inline style object (`style={{ borderRadius: '9999px' }}`,
    /// `CodeStatementReader.opensStyleObject`): a component's look, never a token.
    public var isStyleObject: Bool { get { storage.fields.isStyleObject } _modify { yield &storage.fields.isStyleObject } }
    /// Whether it is a cell of a table of statuses with their fills and texts (`StatusTable`):
    /// a status badge's look, never a palette colour.
    public var isStatusLook: Bool { get { storage.fields.isStatusLook } _modify { yield &storage.fields.isStatusLook } }
    /// For a table cell, the header of the column that names its row (`Variant`, `State`):
    /// what kind of name the row's is.
    public var rowHeader: String? { get { storage.fields.rowHeader } _modify { yield &storage.fields.rowHeader } }

    public init(
        subject: [String], headingCount: Int, label: String, labelNote: String? = nil, value: String,
        comment: String? = nil, line: Int, syntax: Syntax, block: Int? = nil, mode: TokenMode? = nil
    ) {
        storage = SharedFields(Fields(
            subject: subject, headingCount: headingCount, label: label, labelNote: labelNote, value: value,
            comment: comment, line: line, syntax: syntax, block: block ?? line, path: nil, codeGroup: nil,
            isDeclaration: false, caption: nil, commentGroup: nil, mode: mode
        ))
    }

    /// The headings the statement sits under.
    public var headings: ArraySlice<String> { subject.prefix(headingCount) }
    /// The subjects inside its section: captions, parent bullets, row names, code scopes.
    public var innerSubject: ArraySlice<String> { subject.dropFirst(headingCount) }
}

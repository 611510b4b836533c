import SpecimenModel
import SpecimenReading

/// One side of a comparison, read and analysed: what the comparer works on.
public struct DiffInput: Sendable {
    public var side: DiffSide
    public var systems: [AnalyzedSystem]
    /// Prefix that turns a system's document path into one relative to the repository root, for
    /// SARIF (`Content` for `acme/DESIGN.md`); empty when documents are named as given.
    public var artifactRoot: String
    /// What the reader had to assume, for stderr ("Content does not exist at v1: …").
    public var notes: [String]

    public init(side: DiffSide, systems: [AnalyzedSystem], artifactRoot: String = "", notes: [String] = []) {
        self.side = side
        self.systems = systems
        self.artifactRoot = artifactRoot
        self.notes = notes
    }

    /// True when each side is one document: its one system is compared with the other side's,
    /// whatever the two files are called.
    package var isSingleDocument: Bool {
        switch side {
        case .document: true
        case .revision: isDocumentRevision
        case .folder: false
        }
    }

    /// Set by the reader when a revision's path is a file.
    package var isDocumentRevision = false
}

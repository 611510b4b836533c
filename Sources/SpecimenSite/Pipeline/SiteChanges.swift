import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// What `specimen build --base REV` compares the site with: the content folder at REV, read
/// and analysed as `specimen diff --base` reads it, and how each system this build read
/// differs from it. The Render stage turns it into a Changes page per system and a list on the
/// site home.
public struct SiteChanges: Sendable {
    /// The revision as given (`HEAD`, `origin/main`): pages name it.
    public var base: String
    /// Names a file of the content folder in the revision: `HEAD:Content/`, so that
    /// `HEAD:Content/acme/DESIGN.md:12` is what `git show` takes, plus a line.
    public var beforeRoot: String
    /// The systems of the revision, by slug.
    public var before: [String: AnalyzedSystem]
    /// Each system this build read, compared with the revision: `added` when the revision
    /// lacks it. Systems the build cache supplied are not here; their pages are reused.
    public var systems: [String: SystemDiff]
    /// What reading the revision noted (a document there that could not be read), for the
    /// progress line.
    public var readNotes: [String]

    public init(base: String, beforeRoot: String, before: [String: AnalyzedSystem], systems: [String: SystemDiff], readNotes: [String] = []) {
        self.readNotes = readNotes
        self.base = base
        self.beforeRoot = beforeRoot
        self.before = before
        self.systems = systems
    }
}

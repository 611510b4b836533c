import Foundation
import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// `specimen build --base REV`: the Compare stage, and what the build cache must know of REV.
extension SiteBuilder {
    /// The commit `--base` names, or an error naming the revision: a mistyped branch must fail
    /// the build before anything is read, and leave the previous site as it was.
    public static func resolveBase(_ base: String, revisions: GitRevisionReader) throws -> String {
        do {
            return try revisions.commit(base)
        } catch let error as SpecimenError {
            let inRepository = (try? revisions.git(["rev-parse", "--git-dir"]).status) == 0
            throw SpecimenError(
                inRepository ? "--base names no commit this repository knows" : "--base needs a git repository: \(revisions.directory) is not inside one",
                file: error.file ?? base)
        }
    }

    /// What the Changes pages depend on besides the systems' own files, for the site key: the
    /// revision's name (pages show it) and the git object of the content folder in it, which
    /// changes with every commit that touches the folder and with nothing else. With it in the
    /// key, a changed `--base` or a new commit at REV that changes the content rebuilds every
    /// system; an unchanged one lets unchanged systems reuse their Changes pages, which are
    /// then exactly what a clean build writes.
    package func baseKey(_ options: BuildOptions) throws -> String? {
        guard let base = options.base else { return nil }
        let commit = try Self.resolveBase(base, revisions: revisions)
        let path = try revisions.repositoryPath(options.contentPath)
        let object = try revisions.objectID(commit, path: path) ?? "missing"
        return "changes since \(base) at \(path) \(object)"
    }

    /// Reads the content folder at `--base` (out of git into a temporary folder, never touching
    /// the checkout) and compares each system read this build with it, as `specimen diff --base`
    /// does. Without `--base` it does nothing.
    package var compare: BuildStage {
        BuildStage(systems: "Compare", prepare: { [revisions] state in
            guard let base = state.options.base else { return }
            let content = state.options.contentPath
            _ = try Self.resolveBase(base, revisions: revisions)
            var old = try DiffSideReader(revisions: revisions).read(.revision(base, path: content), missingIsEmpty: true)
            // A lone document at REV is read alone, named by its file; it is this build's system.
            if let document = state.options.document {
                old.systems = old.systems.map { $0.renamed(document.slug) }
            }
            let before = Dictionary(old.systems.map { ($0.slug, $0) }, uniquingKeysWith: { first, _ in first })
            let root = try revisions.repositoryPath(state.options.content)
            state.changes = SiteChanges(
                base: base, beforeRoot: "\(base):\(root.isEmpty ? "" : root + "/")", before: before, systems: [:], readNotes: old.notes)
        }, run: { state in
            guard let base = state.options.base, var changes = state.changes else { return "no --base, no Changes pages" }
            let comparer = ContentComparer(level: .aa)
            for system in state.systems {
                changes.systems[system.slug] = changes.before[system.slug].map { comparer.compare($0, system) } ?? comparer.added(system)
            }
            state.changes = changes
            let note = changes.readNotes.isEmpty ? "" : " (\(changes.readNotes.joined(separator: "; ")))"
            let changed = state.systems.filter { changes.systems[$0.slug]?.hasChanges == true }.count
            return BuildStage.Note(counts: [changed, state.systems.count]) { "\($0[0]) of \(counted($0[1], "system")) read differ from \(base)\(note)" }
        })
    }
}

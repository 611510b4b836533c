import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// `specimen build --base REV`: a Changes page per system, built against revisions of a
/// temporary git repository holding the Tidepool fixture (`Fixtures/changes/`).
@Suite("Changes page") struct ChangesPageTests {
    static let fixture = TestSupport.fixturesFolder + "/changes/tidepool/DESIGN.md"
    /// Kelp turned pale: the white text of the Primary Button on it fails AA.
    static let paleKelp = (old: "| Kelp | #1F5C4A |", new: "| Kelp | #8FC9B5 |")

    /// A repository with `Content/tidepool/DESIGN.md` committed, and Kelp made pale in the
    /// working tree (uncommitted). User name and e-mail are set in the repository only.
    static func repository(committingTheChange: Bool = false) throws -> String {
        let repository = try TestGit.newRepository()
        try FileManager.default.createDirectory(atPath: repository + "/Content/tidepool", withIntermediateDirectories: true)
        let text = try String(contentsOfFile: fixture, encoding: .utf8)
        let document = repository + "/Content/tidepool/DESIGN.md"
        try text.write(toFile: document, atomically: true, encoding: .utf8)
        try TestGit.run(["add", "-A"], in: repository)
        try TestGit.run(["commit", "-q", "-m", "Tidepool"], in: repository)
        #expect(text.contains(paleKelp.old))
        try text.replacingOccurrences(of: paleKelp.old, with: paleKelp.new).write(toFile: document, atomically: true, encoding: .utf8)
        if committingTheChange { try TestGit.run(["commit", "-q", "-am", "Pale kelp"], in: repository) }
        return repository
    }

    static func builder(_ repository: String) -> SiteBuilder {
        var builder = SiteBuilder(fileIO: .local, fontCatalog: FontCatalog(faces: []))
        builder.revisions = GitRevisionReader(directory: repository)
        return builder
    }

    static func options(_ repository: String, output: String, base: String?, incremental: Bool = true) -> BuildOptions {
        BuildOptions(content: repository + "/Content", templates: TestSupport.templatesFolder, output: output, incremental: incremental, base: base)
    }

    /// Every file of a built site with its bytes.
    static func snapshot(_ output: String) -> [String: Data] {
        let inspector = SiteInspector(root: output)
        return Dictionary(uniqueKeysWithValues: inspector.files.compactMap { path in
            (try? Data(contentsOf: URL(fileURLWithPath: output + "/" + path))).map { (path, $0) }
        })
    }

    /// The part of the page between two markers.
    static func slice(_ html: String, from start: String, to end: String) -> String {
        guard let lower = html.range(of: start) else { return "" }
        let rest = html[lower.upperBound...]
        return String(rest[..<(rest.range(of: end)?.lowerBound ?? rest.endIndex)])
    }

    @Test func theChangesPageListsTheChangeAndDrawsTheComponentBeforeAndAfter() throws {
        let repository = try Self.repository()
        let output = TestSupport.temporaryFolder() + "/Public"
        let state = try Self.builder(repository).build(Self.options(repository, output: output, base: "HEAD"))
        let site = BuiltSite(output: output, state: state)
        let html = try site.text("tidepool/changes/index.html")

        #expect(html.contains("Changes since <code>HEAD</code>"))
        // The token, with both values and chips of both colours.
        let tokens = Self.slice(html, from: "id=\"tokens\"", to: "</section>")
        #expect(tokens.contains("Kelp"))
        #expect(tokens.contains("<code>#1F5C4A</code>") && tokens.contains("<code>#8FC9B5</code>"))
        #expect(tokens.contains("class=\"change-chip\" style=\"background: #1F5C4A\""))
        #expect(tokens.contains("class=\"change-chip\" style=\"background: #8FC9B5\""))
        // Its line: the before side as git names it, the after side linked to the document page.
        #expect(tokens.contains("HEAD:Content/tidepool/DESIGN.md:9"))
        #expect(tokens.contains("href=\"../colours/index.html#L"))

        // The new failing pair, with its ratio before and after.
        let contrast = Self.slice(html, from: "id=\"contrast\"", to: "</section>")
        #expect(contrast.contains("Newly failing at AA"))
        #expect(contrast.contains("Primary Button"))
        let diff = try #require(state.changes?.systems["tidepool"])
        let failure = try #require(diff.newFailures.first)
        let before = try #require(failure.before)
        let after = try #require(failure.after)
        #expect(before.passes && !after.passes)
        #expect(contrast.contains("\(before.ratioText):1") && contrast.contains("\(after.ratioText):1"))

        // The Primary Button drawn twice, through the gallery's markup: before in Kelp, after in pale Kelp.
        let button = Self.slice(html, from: "id=\"change-primary-button\"", to: "</article>")
        let beforeSide = Self.slice(button, from: "change-side--before", to: "change-side--after")
        let afterSide = Self.slice(button, from: "change-side--after", to: "</article>")
        #expect(beforeSide.contains("class=\"state-cell\"") && beforeSide.contains("data-spec-fill=\"#1F5C4A\""))
        #expect(afterSide.contains("class=\"state-cell\"") && afterSide.contains("data-spec-fill=\"#8FC9B5\""))
        #expect(!html.contains("id=\"change-warning-badge\""), "an unchanged component is not listed")
        let gallery = try site.text("tidepool/components/index.html")
        let galleryCell = Self.slice(gallery, from: "data-spec-fill=\"#8FC9B5\"", to: "</figure>")
        #expect(!galleryCell.isEmpty && afterSide.contains(galleryCell), "the after preview is the gallery's own cell")

        // Linked from every page of the system, and listed on the home page.
        #expect(try site.text("tidepool/tokens/index.html").contains("href=\"../changes/index.html\""))
        #expect(try site.text("tidepool/index.html").contains("href=\"changes/index.html\""))
        let home = try site.text("index.html")
        #expect(home.contains("Changes since <code>HEAD</code>") && home.contains("href=\"tidepool/changes/index.html\""))

        let inspector = SiteInspector(root: output)
        #expect(inspector.brokenLinks().isEmpty, "\(inspector.brokenLinks())")
        let ids = SiteInspector.attributeValues("id", in: html)
        #expect(Set(ids).count == ids.count, "no id repeats")
        let links = SiteInspector.attributeValues("href", in: html)
        #expect(links.allSatisfy { !$0.hasPrefix("/") && !$0.hasSuffix("/") }, "relative links to files: works from disk and under a subpath")
    }

    @Test func anUnchangedTreeSaysNoChanges() throws {
        let repository = try Self.repository(committingTheChange: true)
        let output = TestSupport.temporaryFolder() + "/Public"
        _ = try Self.builder(repository).build(Self.options(repository, output: output, base: "HEAD"))
        let html = try String(contentsOfFile: output + "/tidepool/changes/index.html", encoding: .utf8)
        #expect(html.contains("No changes since <code>HEAD</code>"))
        #expect(!html.contains("class=\"component change-component\""))
    }

    @Test func withoutBaseThereIsNoChangesPageAndNoLinkToOne() throws {
        let repository = try Self.repository()
        let output = TestSupport.temporaryFolder() + "/Public"
        let state = try Self.builder(repository).build(Self.options(repository, output: output, base: nil))
        #expect(state.changes == nil)
        let inspector = SiteInspector(root: output)
        #expect(!inspector.files.contains { $0.contains("changes/") })
        for page in inspector.pages {
            let html = inspector.text(page)
            #expect(!html.contains("changes/index.html") && !html.contains("Changes since"), "\(page)")
        }
    }

    @Test func theOutputIsTheSameOnEveryBuild() throws {
        let repository = try Self.repository()
        let first = TestSupport.temporaryFolder() + "/Public"
        let second = TestSupport.temporaryFolder() + "/Public"
        _ = try Self.builder(repository).build(Self.options(repository, output: first, base: "HEAD", incremental: false))
        _ = try Self.builder(repository).build(Self.options(repository, output: second, base: "HEAD", incremental: false))
        #expect(Self.snapshot(first) == Self.snapshot(second))
    }

    /// The cache keys on the revision's name and the content folder's tree in it: a new commit
    /// or another `--base` rebuilds; the same one reuses pages a clean build would write.
    @Test func theCacheNeverReusesAStaleChangesPage() throws {
        let repository = try Self.repository()
        let output = TestSupport.temporaryFolder() + "/Public"
        let builder = Self.builder(repository)
        _ = try builder.build(Self.options(repository, output: output, base: "HEAD"))
        let again = try builder.build(Self.options(repository, output: output, base: "HEAD"))
        #expect(again.reused.count == 1, "same inputs, same revision: reused")
        #expect(try String(contentsOfFile: output + "/tidepool/changes/index.html", encoding: .utf8).contains("#8FC9B5"))

        try TestGit.run(["commit", "-q", "-am", "Pale kelp"], in: repository)
        let committed = try builder.build(Self.options(repository, output: output, base: "HEAD"))
        #expect(committed.reused.isEmpty, "HEAD moved: the Changes page is built afresh")
        #expect(try String(contentsOfFile: output + "/tidepool/changes/index.html", encoding: .utf8).contains("No changes since"))

        let other = try builder.build(Self.options(repository, output: output, base: "HEAD~1"))
        #expect(other.reused.isEmpty, "another --base: built afresh")
        let clean = TestSupport.temporaryFolder() + "/Public"
        _ = try builder.build(Self.options(repository, output: clean, base: "HEAD~1", incremental: false))
        #expect(Self.snapshot(output) == Self.snapshot(clean))
    }

    @Test func addedAndRemovedSystemsAreListedOnTheHomePage() throws {
        let repository = try Self.repository(committingTheChange: true)
        try "# Lagoon\n\nA second system.\n\n## Colours\n\n- Lagoon Blue: #0E6E8C\n".write(
            toFile: repository + "/Content/lagoon.md", atomically: true, encoding: .utf8)
        try TestGit.run(["add", "-A"], in: repository)
        try TestGit.run(["commit", "-q", "-m", "Lagoon"], in: repository)
        try FileManager.default.removeItem(atPath: repository + "/Content/lagoon.md")
        try "# Reef\n\nA third system.\n\n## Colours\n\n- Reef Red: #A3312A\n".write(
            toFile: repository + "/Content/reef.md", atomically: true, encoding: .utf8)

        let output = TestSupport.temporaryFolder() + "/Public"
        _ = try Self.builder(repository).build(Self.options(repository, output: output, base: "HEAD"))
        let home = try String(contentsOfFile: output + "/index.html", encoding: .utf8)
        let changes = Self.slice(home, from: "id=\"changes-title\"", to: "</section>")
        #expect(changes.contains("Removed</span> <span class=\"home-changes__name\">Lagoon</span>"))
        #expect(changes.contains("Added</span> <a href=\"reef/changes/index.html\">Reef</a>"))
        #expect(changes.contains("Unchanged</span> <a href=\"tidepool/changes/index.html\">Tidepool</a>"))
        let reef = try String(contentsOfFile: output + "/reef/changes/index.html", encoding: .utf8)
        #expect(reef.contains("Reef is new"))
    }

    @Test func anUnknownRevisionIsNamedAndLeavesTheSiteAlone() throws {
        let repository = try Self.repository()
        let output = TestSupport.temporaryFolder() + "/Public"
        let builder = Self.builder(repository)
        _ = try builder.build(Self.options(repository, output: output, base: "HEAD"))
        let before = Self.snapshot(output)
        let error = #expect(throws: SpecimenError.self) {
            try builder.build(Self.options(repository, output: output, base: "no-such-branch"))
        }
        #expect(error?.formatted.hasPrefix("no-such-branch: error:") == true, "\(String(describing: error))")
        #expect(Self.snapshot(output) == before)

        // The executable: a usage error naming the revision, and the site untouched.
        let result = try SpecimenBinary.run(
            ["build", "--base", "no-such-branch", "--templates", TestSupport.templatesFolder, "--output", output], in: repository)
        #expect(result.status == 2, "\(result.output)")
        #expect(result.output.contains("no-such-branch: error: --base names no commit"), "\(result.output)")
        #expect(Self.snapshot(output) == before)
    }

    @Test func helpDocumentsBaseWithAnExample() throws {
        let result = try SpecimenBinary.run(["build", "--help"])
        #expect(result.status == 0)
        #expect(result.output.contains("--base <rev>"))
        #expect(result.output.contains("specimen build --base origin/main"))
    }
}

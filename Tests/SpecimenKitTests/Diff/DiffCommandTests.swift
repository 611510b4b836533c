import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension DiffTests {
    /// Runs the built `specimen` binary, as a CI job would.
    @Suite("specimen diff and audit --baseline") struct DiffCommandTests {
        /// A repository with the fixtures as `Content/`: a first commit, then one where Harbor's
        /// blue turned pale. User name and e-mail are set in the repository only.
        static func repository() throws -> String {
            let repository = try TestGit.newRepository()
            try DiffFixture.write(into: repository + "/Content")
            try TestGit.run(["add", "-A"], in: repository)
            try TestGit.run(["commit", "-q", "-m", "First"], in: repository)
            try DiffFixture.write(into: repository + "/Content", edits: [DiffFixture.paleHarbourBlue])
            try TestGit.run(["commit", "-q", "-am", "Pale blue"], in: repository)
            return repository
        }

        @Test func unchangedFoldersExitZeroWithNoChanges() throws {
            let result = try SpecimenBinary.run(["diff", try DiffFixture.content(), try DiffFixture.content()])
            #expect(result.status == 0, "\(result.output)")
            #expect(result.output.contains("no changes"))
        }

        @Test func aRegressionExitsOneAndAChangeWithoutOneExitsZero() throws {
            let before = try DiffFixture.content()
            let failing = try SpecimenBinary.run(["diff", before, try DiffFixture.content([DiffFixture.paleHarbourBlue])])
            #expect(failing.status == 1, "\(failing.output)")
            #expect(failing.output.contains("New failures at AA"))
            let renamed = try SpecimenBinary.run(["diff", before, try DiffFixture.content([DiffFixture.petalRenamed]), "--format", "json"], stdoutOnly: true)
            #expect(renamed.status == 0, "\(renamed.output)")
            let diff = try JSONDecoder().decode(ContentDiff.self, from: Data(renamed.output.utf8))
            #expect(diff.changed && !diff.regressed && diff.summary.tokensRenamed == 1)
        }

        @Test(arguments: [
            ["diff", "only-one-side"],
            ["diff", "--base", "HEAD", "a", "b"],
            ["diff", "--format", "html", "a", "b"],
            ["diff", "/nonexistent/before", "/nonexistent/after"],
        ])
        func usageErrorsExitTwo(_ arguments: [String]) throws {
            let result = try SpecimenBinary.run(arguments, in: TestSupport.temporaryFolder())
            #expect(result.status == 2, "\(result.output)")
        }

        @Test func anUnknownRevisionIsNamedAndExitsTwo() throws {
            let repository = try Self.repository()
            let result = try SpecimenBinary.run(["diff", "no-such-branch", "HEAD"], in: repository)
            #expect(result.status == 2)
            #expect(result.output.contains("no-such-branch: error:"), "\(result.output)")
        }

        @Test func revisionsOfATemporaryRepository() throws {
            let repository = try Self.repository()
            let committed = try SpecimenBinary.run(["diff", "HEAD~1", "HEAD"], in: repository)
            #expect(committed.status == 1, "\(committed.output)")
            #expect(committed.output.contains("HEAD~1:Content → HEAD:Content"))
            #expect(committed.output.contains("#0B4F6C  #7FB3C8"))

            // A document in a revision against the same document in the working tree.
            let document = try SpecimenBinary.run(["diff", "HEAD~1:Content/harbor/DESIGN.md", "Content/harbor/DESIGN.md", "--format", "json"], in: repository, stdoutOnly: true)
            #expect(document.status == 1)
            let diff = try JSONDecoder().decode(ContentDiff.self, from: Data(document.output.utf8))
            #expect(diff.before.kind == "revision" && diff.after.kind == "document")
            #expect(diff.systems.first?.documentBefore == "HEAD~1:Content/harbor/DESIGN.md")
            #expect(diff.systems.first?.tokens.map(\.name) == ["primary"])

            // From a subfolder, REV:PATH is relative to it; an absolute --content is found in the work tree.
            let inside = try SpecimenBinary.run(["diff", "HEAD~1:./harbor", "harbor", "--format", "json"], in: repository + "/Content", stdoutOnly: true)
            #expect(inside.status == 1, "\(inside.output)")
            let absolute = try SpecimenBinary.run(["diff", "HEAD~1", "HEAD", "--content", repository + "/Content"], in: TestSupport.temporaryFolder())
            #expect(absolute.status == 2, "outside the repository, a revision names nothing: \(absolute.output)")
            let fromRoot = try SpecimenBinary.run(["diff", "HEAD~1", "HEAD", "--content", repository + "/Content", "--format", "json"], in: repository, stdoutOnly: true)
            #expect(fromRoot.status == 1, "\(fromRoot.output)")
        }

        @Test func baseComparesTheWorkingTreeWithoutTouchingTheCheckout() throws {
            let repository = try Self.repository()
            // Uncommitted work: the fix, and a rename.
            try DiffFixture.write(into: repository + "/Content", edits: [DiffFixture.petalRenamed])
            let head = try TestGit.run(["rev-parse", "HEAD"], in: repository)
            let status = try TestGit.run(["status", "--porcelain"], in: repository)
            let stash = try TestGit.run(["stash", "list"], in: repository)

            let result = try SpecimenBinary.run(["diff", "--base", "HEAD", "--format", "json"], in: repository, stdoutOnly: true)
            #expect(result.status == 0, "fixing a failure and renaming a token regress nothing: \(result.output)")
            let diff = try JSONDecoder().decode(ContentDiff.self, from: Data(result.output.utf8))
            #expect(diff.before.label == "HEAD:Content" && diff.after.label == "Content")
            #expect(diff.summary.fixedFailures == 1 && diff.summary.tokensRenamed == 1 && diff.summary.tokensModified == 1)

            #expect(try TestGit.run(["rev-parse", "HEAD"], in: repository) == head)
            #expect(try TestGit.run(["status", "--porcelain"], in: repository) == status)
            #expect(try TestGit.run(["stash", "list"], in: repository) == stash)
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: repository).sorted()
            #expect(leftovers == [".git", "Content"])
        }

        @Test func baseWithoutTheContentFolderCountsEverySystemAsAdded() throws {
            let repository = try TestGit.newRepository()
            try "notes\n".write(toFile: repository + "/README.txt", atomically: true, encoding: .utf8)
            try TestGit.run(["add", "-A"], in: repository)
            try TestGit.run(["commit", "-q", "-m", "Before any design system"], in: repository)
            try DiffFixture.write(into: repository + "/Content")
            let result = try SpecimenBinary.run(["diff", "--base", "HEAD"], in: repository)
            #expect(result.status == 0, "\(result.output)")
            #expect(result.output.contains("every system counts as added"))
            #expect(result.output.contains("Harbor (harbor): added"))
        }

        /// The Markdown of a real change, rendered as GitHub's own renderer (cmark-gfm with its
        /// table extension) would: the tables are tables, the chips are code spans, nothing leaks.
        @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/cmark-gfm")))
        func markdownRendersWithCmarkGFM() throws {
            let folder = TestSupport.temporaryFolder()
            let markdown = DiffMarkdownFormatter().format(try DiffFormatTests.regression())
            try markdown.write(toFile: folder + "/comment.md", atomically: true, encoding: .utf8)
            let (status, html) = try TestProcess.run(
                "/usr/bin/cmark-gfm", ["-e", "table", "-e", "strikethrough", "-e", "autolink", "-e", "tagfilter", folder + "/comment.md"],
                stderr: false)
            #expect(status == 0)
            #expect(html.components(separatedBy: "<table>").count - 1 == 5, "systems, new failures, the system's tokens, and the component the paler colour redraws")
            #expect(html.contains("<td><code>#0B4F6C</code> <code>primary (#0B4F6C)</code></td>"))
            #expect(html.contains("<td><code>#0B4F6C</code></td>\n<td><code>#7FB3C8</code></td>"))
            #expect(html.contains("<td><code>#FFFFFF</code> on-primary</td>"))
            #expect(html.contains("<strong>Regression</strong>"))
            #expect(!html.contains("|"), "every pipe belongs to a table")
        }

        @Test func auditBaselineOnTheShippedContent() throws {
            let folder = TestSupport.temporaryFolder()
            let baseline = folder + "/audit-baseline.json"
            let written = try SpecimenBinary.run(["audit", "--content", TestSupport.contentFolder, "--write-baseline", baseline], stdoutOnly: true)
            #expect(written.status == 0, "writing a baseline accepts what it records")
            let run = try JSONDecoder().decode(AuditRun.self, from: Data(contentsOf: URL(fileURLWithPath: baseline)))
            #expect(!run.passed, "the shipped content fails somewhere; that is the point of a baseline")

            let clean = try SpecimenBinary.run(["audit", "--content", TestSupport.contentFolder, "--baseline", baseline])
            #expect(clean.status == 0, "\(clean.output)")
            #expect(clean.output.contains("no changes"))

            // One new failure: a stated pairing of two of Paper IDE's colours that fail together.
            let content = folder + "/Content"
            try FileManager.default.copyItem(atPath: TestSupport.contentFolder, toPath: content)
            let document = content + "/paper-ide/DESIGN.md"
            let text = try String(contentsOfFile: document, encoding: .utf8)
            try (text + "\nDocket labels are set in Fade text on Canvas.\n").write(toFile: document, atomically: true, encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count

            let failing = try SpecimenBinary.run(["audit", "--content", content, "--baseline", baseline, "--format", "json"], stdoutOnly: true)
            #expect(failing.status == 1)
            let diff = try JSONDecoder().decode(ContentDiff.self, from: Data(failing.output.utf8))
            let failures = diff.systems.flatMap(\.newFailures)
            #expect(failures.map(\.id) == ["paper-ide/light/stated-pairing/fade/canvas/-/text"])
            #expect(failures.first?.after?.source.line == lines + 1)
            #expect(diff.summary.fixedFailures == 0 && diff.summary.newContradictedClaims == 0)
            #expect(diff.summary.unchangedFailures == run.summary.aa.failingPairs)

            let text2 = try SpecimenBinary.run(["audit", "--content", content, "--baseline", baseline], stdoutOnly: true)
            #expect(text2.status == 1)
            #expect(text2.output.contains("Fade") && text2.output.contains("1 newly failing"))
            #expect(!text2.output.contains("Ticker"), "only the new failure is named")
        }

        @Test func auditBaselineReportsFixedFailuresAndMatchesMovedIds() throws {
            let folder = TestSupport.temporaryFolder()
            let baseline = folder + "/baseline.json"
            let failing = try DiffFixture.content([DiffFixture.paleHarbourBlue])
            #expect(try SpecimenBinary.run(["audit", "--content", failing, "--write-baseline", baseline], stdoutOnly: true).status == 0)

            let moved = try SpecimenBinary.run(["audit", "--content", try DiffFixture.content([DiffFixture.paleHarbourBlue, DiffFixture.buttonRenamed]), "--baseline", baseline])
            #expect(moved.status == 0, "the same failure under a new id is still in the baseline: \(moved.output)")

            let fixed = try SpecimenBinary.run(["audit", "--content", try DiffFixture.content(), "--baseline", baseline], stdoutOnly: true)
            #expect(fixed.status == 0)
            #expect(fixed.output.contains("1 fixed"))
            #expect(fixed.output.contains("tighten it with `specimen audit --write-baseline \(baseline)`"))
        }

        @Test(arguments: [["--baseline", "/nonexistent/baseline.json"], ["--baseline", "Package.swift"], ["--baseline", "x.json", "--format", "junit"]])
        func badBaselinesAreUsageErrors(_ arguments: [String]) throws {
            let result = try SpecimenBinary.run(["audit", "--content", TestSupport.contentFolder] + arguments, in: TestSupport.repositoryRoot)
            #expect(result.status == 2, "\(result.output)")
        }

        @Test func helpTeachesWithExamples() throws {
            let diff = try SpecimenBinary.run(["diff", "--help"])
            #expect(diff.status == 0)
            #expect(diff.output.contains("specimen diff --base origin/main --format markdown"))
            let audit = try SpecimenBinary.run(["audit", "--help"])
            #expect(audit.output.contains("specimen audit --baseline audit-baseline.json"))
        }
    }
}

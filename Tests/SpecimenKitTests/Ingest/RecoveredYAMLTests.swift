import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// Where a document keeps its DESIGN.md YAML (`YAMLSources`): a front matter that is not valid
/// YAML is a lint finding and the system is built from its prose; ```yaml blocks of tokens are
/// read as front matter.
@Suite struct RecoveredYAMLTests {
    static let good = "# Good\n\n## Colours\n\n- **Ink:** #222222\n"

    /// Builds `documents` in memory and returns the file system and the state.
    static func build(_ documents: [String: String]) throws -> (InMemoryFileSystem, BuildState) {
        let memory = try TestSupport.memorySite(documents: documents)
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).build(TestSupport.memoryOptions)
        return (memory, state)
    }

    @Test func invalidYAMLBuildsTheSystemFromItsProseWithABanner() throws {
        let (memory, state) = try Self.build([
            "good/DESIGN.md": Self.good, "bad/DESIGN.md": try TestSupport.fixture("frontmatter/invalid-yaml.md"),
        ])
        let bad = try #require(state.systems.first { $0.slug == "bad" })
        #expect(bad.frontMatter == nil)
        // libyaml names the stray word: file line 5, column 22.
        let finding = try #require(bad.lintFindings.first { $0.rule == "parser:YAML_PARSE_ERROR" })
        #expect(finding.severity == .error)
        #expect(finding.line == 5 && finding.column == 22)
        #expect(finding.message.contains("did not find expected key"))
        // The prose is still read: its one colour is a token, its sections are pages.
        #expect(bad.tokens.tokens.contains { $0.name == "Primary" })
        for page in ["bad/index.html", "bad/overview/index.html", "bad/tokens/index.html", "bad/components/index.html", "bad/audit/index.html"] {
            let html = try #require(memory.text("/Public/" + page), "\(page) was not written")
            #expect(html.contains("class=\"page-banner\""), "\(page) has no banner")
            #expect(html.contains("bad/DESIGN.md:5:22"), "\(page) does not name the place")
            #expect(html.contains("did not find expected key"), "\(page) does not name the error")
        }
        // The other system is built as usual, without a banner.
        #expect(memory.text("/Public/good/index.html")?.contains("page-banner") == false)
        #expect(memory.text("/Public/index.html")?.contains("page-banner") == false)
    }

    @Test func theBuildReportsTheErrorAndStrictFailsOnIt() throws {
        let memory = try TestSupport.memorySite(documents: ["bad/DESIGN.md": try TestSupport.fixture("frontmatter/invalid-yaml.md")])
        let builder = SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: []))
        let state = try builder.build(TestSupport.memoryOptions)
        #expect(state.diagnostics.contains { $0.severity == .error && $0.line == 5 && $0.message.hasPrefix("[parser:YAML_PARSE_ERROR]") })
        var strict = TestSupport.memoryOptions
        strict.strict = true
        #expect(throws: SpecimenError.self) { try builder.build(strict) }
    }

    @Test func likeTheReferenceInvalidYAMLIsAWarningAndTheWholeReport() throws {
        let text = try TestSupport.fixture("frontmatter/invalid-yaml.md")
        let system = try LintFixtures.system(text: text)
        let findings = Linter(options: LintOptions(likeReference: true)).lint(system.system)
        #expect(findings.map(ExpectedFinding.init) == [ExpectedFinding("parser:YAML_PARSE_ERROR", .warning, "", 5)])
        #expect(LintRun(findings: findings, documents: 1).exitStatus == 0)
    }

    @Test func yamlBlocksAreTokensMergedByGroup() throws {
        let system = try LintFixtures.system(text: """
            # Fernbank

            ## Colors

            ```yaml
            colors:
              primary: "#2F6B4F"
              paper: "#FBFAF6"
            ```

            ## Typography

            ```yml title="type"
            typography:
              body: { fontFamily: Inter, fontSize: 16px }
            ```
            """)
        let root = try #require(system.frontMatter?.root)
        #expect(root.entries?.map(\.key) == ["colors", "typography"])
        #expect(root["colors"]?["primary"]?.line == 7)
        #expect(system.frontMatter?.firstLine == 6)
        let colors = system.tokens.tokens.filter { $0.group == "colors" }
        #expect(colors.map(\.name).sorted() == ["paper", "primary"])
        // Read once, as front matter: the block is not read again as prose.
        #expect(system.tokens.tokens.filter { $0.name.lowercased() == "primary" }.count == 1)
        #expect(system.tokens.tokens.contains { $0.group == "typography" && $0.name == "body" })
    }

    @Test func aBlockRepeatingAGroupIsAWarningAndTheFirstIsKept() throws {
        let system = try LintFixtures.system(text: """
            ---
            colors:
              primary: "#2F6B4F"
            ---

            ```yaml
            colors:
              primary: "#000000"
            ```
            """)
        #expect(system.frontMatter?.root["colors"]?["primary"]?.string == "#2F6B4F")
        let duplicate = try #require(system.lintFindings.first { $0.rule == "parser:DUPLICATE_SECTION" })
        #expect(duplicate.line == 7 && duplicate.severity == .warning)
        #expect(duplicate.message.contains("front matter and code block 1"))
    }

    /// A CI workflow or a config file shown as an example is prose: its `name:` must not rename
    /// the system, and its keys are no tokens.
    @Test func aYAMLBlockWithoutTokenGroupsIsAnExample() throws {
        let system = try LintFixtures.system(text: """
            # Fernbank

            ```yaml
            name: Design review
            on: pull_request
            ```
            """)
        #expect(system.frontMatter == nil)
        #expect(system.name == "Fernbank")
        #expect(system.yamlSources.count == 0)
    }

    @Test func anInvalidBlockOfTokensIsReportedAndTheFrontMatterStillRead() throws {
        let system = try LintFixtures.system(text: """
            ---
            colors:
              primary: "#2F6B4F"
            ---

            ```yaml
            spacing:
              md: 16px
               lg: 24px
            ```
            """)
        #expect(system.frontMatter?.root["colors"] != nil)
        #expect(system.frontMatter?.root["spacing"] == nil)
        let error = try #require(system.lintFindings.first { $0.rule == "parser:YAML_PARSE_ERROR" })
        #expect(error.line == 9)
        #expect(error.message.hasPrefix("code block 1: invalid YAML"))
    }

    @Test func noYAMLAtAllIsReportedByLintNotByTheBuild() throws {
        let text = "# Fernbank\n\n## Colors\n\n- **Ink:** #222222\n"
        #expect(try LintFixtures.system(text: text).lintFindings.isEmpty)
        let linted = try LintFixtures.system(text: text, options: LintOptions()).lintFindings
        #expect(linted.map(ExpectedFinding.init) == [ExpectedFinding("parser:NO_YAML_FOUND", .warning, "", 1)])
    }
}

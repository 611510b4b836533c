import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// Reading the DESIGN.md front matter: where it ends, what the body keeps, and how each kind of
/// malformed front matter fails (with the file's line, fast, never as prose).
@Suite struct FrontMatterTests {
    static let file = "pinecone/DESIGN.md"

    func fixture(_ name: String) throws -> String {
        try TestSupport.fixture("frontmatter/\(name)")
    }

    @Test func splitsAtTheClosingLineAndBlanksItsLines() throws {
        let text = try fixture("complete.md")
        let (frontMatter, body) = try FrontMatter.split(text, file: Self.file)
        let matter = try #require(frontMatter)
        #expect(matter.closingLine == 68)
        #expect(matter.name == "Pinecone")
        #expect(matter.description?.hasPrefix("A small forest-toned system") == true)
        let bodyLines = body.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(bodyLines.count == text.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(bodyLines.prefix(68).allSatisfy { $0.isEmpty })
        #expect(bodyLines[69] == "## Overview")
        // Lines of keys are lines of the file, including keys of nested mappings.
        #expect(matter.root["colors"]?["primary"]?.line == 6)
        #expect(matter.root["components"]?["card"]?.line == 61)
        #expect(matter.root["typography"]?["label"]?["fontFeature"]?.line == 32)
    }

    @Test func noPageShowsTheYAML() throws {
        let memory = try TestSupport.memorySite(documents: ["pinecone/DESIGN.md": try fixture("complete.md")])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).build(TestSupport.memoryOptions)
        let system = try #require(state.systems.first)
        #expect(system.name == "Pinecone")
        #expect(system.summary == "A small forest-toned system that exercises every front-matter feature.")
        #expect(system.outline.sections.map(\.title).first == "Overview")
        for path in memory.allFiles(under: "/Public/pinecone") where path.hasSuffix(".html") {
            let html = String(decoding: memory.contents(path) ?? Data(), as: UTF8.self)
            // As YAML would show (`backgroundColor: "{…}"`), not as a lint message names a path
            // (`components.chip-selected.backgroundColor: textColor …`).
            #expect(!html.contains("backgroundColor: &quot;"), "\(path) shows YAML")
            #expect(!html.contains("fontVariation: "), "\(path) shows YAML")
        }
    }

    @Test func aDocumentWithoutFrontMatterIsUntouched() throws {
        let text = "# Plain\n\n---\n\nA rule above, not front matter.\n"
        let (frontMatter, body) = try FrontMatter.split(text, file: "plain.md")
        #expect(frontMatter == nil)
        #expect(body == text)
    }

    /// `---` over headings and bullets, then `---`: a document that opens with a rule. YAML would
    /// read its headings as comments and its bullets as a list, no mapping; it is Markdown, whole.
    @Test func aRuleOverMarkdownIsNoFrontMatter() throws {
        let text = "---\n## Parts\n\n### Buttons\n- Square corners\n- Primary: solid Moss\n---\n\n## Voice\n\nPlain words.\n"
        let (frontMatter, body) = try FrontMatter.split(text, file: "rule.md")
        #expect(frontMatter == nil)
        #expect(body == text)
        #expect(FrontMatter.opensWithRuleOverMarkdown(text))
        // YAML whose top is a list, with no heading among it, is still refused.
        #expect(throws: SpecimenError.self) { _ = try FrontMatter.split("---\n- moss\n- fern\n---\n\n# Doc\n", file: "list.md") }
        #expect(!FrontMatter.opensWithRuleOverMarkdown("---\nname: Moss\n# a comment\n---\n"))
    }

    @Test func aDocumentOpeningWithARuleBuildsWithANote() throws {
        let text = "---\n## Parts\n\n### Buttons\n- Square corners\n- Primary: #2F5D3A fill, white text\n---\n\n## Voice\n\nPlain words.\n"
        let memory = try TestSupport.memorySite(documents: ["ruled/DESIGN.md": text])
        let builder = SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: []))
        let built = try builder.build(TestSupport.memoryOptions)
        #expect(built.diagnostics.contains { $0.line == 1 && $0.message.contains("read as a rule, not a front matter") })
        #expect(memory.allFiles(under: "/Public").contains { $0.hasSuffix("components/index.html") })
    }

    @Test func frontMatterThatNeverClosesIsAnErrorAtLineOne() throws {
        #expect {
            _ = try FrontMatter.split(try fixture("unclosed.md"), file: Self.file)
        } throws: { error in
            let error = error as? SpecimenError
            return error?.line == 1 && error?.reason.contains("never closes") == true
        }
    }

    @Test func invalidYAMLNamesTheFileLine() throws {
        #expect {
            _ = try FrontMatter.split(try fixture("invalid-yaml.md"), file: Self.file)
        } throws: { error in
            let error = error as? SpecimenError
            return error?.line == 5 && error?.reason.hasPrefix("invalid YAML") == true
        }
    }

    /// A colon and a space inside a plain value is the usual mistake in a long description:
    /// the value is read as if quoted, and libyaml's error is kept with its column, the words
    /// there and the fix, for the lint to name.
    @Test func anUnquotedColonIsReadAsIfQuotedAndItsErrorKept() throws {
        let text = "---\nname: Acme\ndescription: Acme is calm and plain: nothing shouts.\ncolors:\n  ink: \"#111111\"\n---\n# Acme\n"
        let frontMatter = try #require(try FrontMatter.split(text, file: Self.file).0)
        #expect(frontMatter.description == "Acme is calm and plain: nothing shouts.")
        #expect(frontMatter.root["colors"]?["ink"]?.string == "#111111")
        let quoted = try #require(frontMatter.quotedValues)
        #expect(quoted.lines == [3])
        #expect(quoted.problem.line == 3)
        #expect(quoted.problem.error.reason.contains("(column 36, at ': nothing shouts.')"))
        #expect(quoted.problem.error.reason.contains("must be quoted"))
    }

    @Test func anAliasBombFailsFastInFrontMatter() throws {
        let text = try fixture("alias-bomb.md")
        let started = ContinuousClock.now
        #expect {
            _ = try FrontMatter.split(text, file: Self.file)
        } throws: { error in
            (error as? SpecimenError)?.reason.contains("expands to more than") == true
        }
        // A hang guard, not a speed test: expanding the bomb would take minutes.
        #expect(ContinuousClock.now - started < .seconds(10))
    }

    @Test func anAliasBombFailsFastInASidecar() throws {
        var yaml = "name: Bomb\nsamples:\n  a: &a [\"x\",\"x\",\"x\",\"x\",\"x\",\"x\",\"x\",\"x\",\"x\"]\n"
        for (previous, name) in zip("abcdefgh", "bcdefghi") {
            yaml += "  \(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ",") + "]\n"
        }
        let started = ContinuousClock.now
        #expect {
            _ = try SidecarParser().parse(yaml, file: "bomb/specimen.yml")
        } throws: { error in
            let error = error as? SpecimenError
            return error?.file == "bomb/specimen.yml" && error?.line != nil && error?.reason.contains("expands to more than") == true
        }
        #expect(ContinuousClock.now - started < .seconds(10))
    }

    /// Invalid YAML no longer stops the build: the system is built from its prose
    /// (`RecoveredYAMLTests`). A front matter that never closes, or that expands past the limit,
    /// still does.
    @Test func aBadFrontMatterFailsTheBuildAndKeepsThePreviousSite() throws {
        for (name, reason, line) in [("unclosed.md", "never closes", 1), ("alias-bomb.md", "expands to more than", 2)] {
            let memory = try TestSupport.memorySite(documents: ["good/DESIGN.md": "# Good\n\n## Colours\n\n- **Ink:** #222222\n"])
            let builder = SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: []))
            _ = try builder.build(TestSupport.memoryOptions)
            let before = memory.allFiles(under: "/Public").map { ($0, memory.contents($0)) }
            memory.add("/Content/bad/DESIGN.md", Data(try fixture(name).utf8))
            do {
                _ = try builder.build(TestSupport.memoryOptions)
                Issue.record("\(name): the build succeeded")
            } catch let error as SpecimenError {
                #expect(error.reason.contains(reason), "\(name): \(error.formatted)")
                #expect(error.file?.hasSuffix("bad/DESIGN.md") == true, "\(name): \(error.formatted)")
                #expect(error.line == line, "\(name): \(error.formatted)")
            }
            let after = memory.allFiles(under: "/Public").map { ($0, memory.contents($0)) }
            #expect(after.map(\.0) == before.map(\.0) && zip(after, before).allSatisfy { $0.1 == $1.1 }, "\(name): the previous site changed")
        }
    }

    @Test func valuesOfTheWrongTypeAreWarningsAtTheirLines() throws {
        let (frontMatter, _) = try FrontMatter.split(try fixture("wrong-type.md"), file: Self.file)
        let findings = FrontMatterTokenReader(try #require(frontMatter)).read()
        let warnings = findings.diagnostics.filter { $0.severity == .warning }
        #expect(warnings.contains { $0.line == 5 && $0.message.contains("'colors' must map token names") })
        #expect(warnings.contains { $0.line == 11 && $0.message.contains("fontSize must be a single value") })
    }
}

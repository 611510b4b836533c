import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension LintTests {
    /// `specimen lint` as a user runs it: the built binary.
    @Suite("specimen lint") struct LintCommandTests {
        func fixture(_ name: String) -> String { TestSupport.fixturesFolder + "/frontmatter/\(name)" }

        @Test func anErrorExitsOne() throws {
            let result = try SpecimenBinary.run(["lint", fixture("lint-broken-ref-fires.md")])
            #expect(result.status == 1, "\(result.output)")
            #expect(result.output.contains("lint-broken-ref-fires.md:34: error: [broken-ref] components.badge.backgroundColor:"))
            // The info is the token summary.
            #expect(result.output.contains("1 error, 0 warnings, 1 info in 1 document"))
        }

        @Test func warningsAndInfoExitZero() throws {
            let result = try SpecimenBinary.run(["lint", fixture("lint-missing-primary-fires.md"), fixture("lint-missing-sections-fires.md")])
            #expect(result.status == 0, "\(result.output)")
            // Two missing-sections notes and each document's token summary.
            #expect(result.output.contains("0 errors, 1 warning, 4 info in 2 documents"))
        }

        @Test func aQuietDocumentSaysSo() throws {
            let result = try SpecimenBinary.run(["lint", fixture("lint-orphaned-tokens-quiet.md")])
            #expect(result.status == 0)
            let file = fixture("lint-orphaned-tokens-quiet.md")
            #expect(result.output == "\(file):1: info: [token-summary] Design system defines 4 colors, 1 typography scale, 1 rounding level, 1 spacing token, 2 components.\n0 errors, 0 warnings, 1 info in 1 document\n")
        }

        @Test func jsonForToolsAndAgents() throws {
            let result = try SpecimenBinary.run(["lint", "--format", "json", fixture("lint-contrast-ratio-fires.md")], stdoutOnly: true)
            #expect(result.status == 0)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
            let finding = try #require((object["findings"] as? [[String: Any]])?.first { $0["rule"] as? String == "contrast-ratio" })
            #expect(finding["rule"] as? String == "contrast-ratio")
            #expect(finding["severity"] as? String == "warning")
            #expect(finding["path"] as? String == "components.hint.textColor")
            #expect(finding["file"] as? String == fixture("lint-contrast-ratio-fires.md"))
            #expect(finding["line"] as? Int == 36)
            #expect(object["summary"] as? [String: Int] == ["errors": 0, "warnings": 1, "info": 1])
        }

        @Test func aContentFolderIsLintedWithPathsUnderIt() throws {
            let folder = TestSupport.temporaryFolder()
            try FileManager.default.createDirectory(atPath: folder + "/sorrel", withIntermediateDirectories: true)
            try TestSupport.fixture("frontmatter/lint-duplicate-section-fires.md").write(toFile: folder + "/sorrel/DESIGN.md", atomically: true, encoding: .utf8)
            let result = try SpecimenBinary.run(["lint", "--content", folder])
            #expect(result.status == 1)
            #expect(result.output.contains("\(folder)/sorrel/DESIGN.md:44: error: [duplicate-section]"))
            let sarif = try SpecimenBinary.run(["lint", "--content", folder, "--format", "sarif"], stdoutOnly: true)
            #expect(sarif.status == 1)
            #expect(sarif.output.contains("\"startLine\" : 44"))
            #expect(try SARIFValidator.validate(sarif.output).valid)
        }

        @Test func helpTeachesWithExamples() throws {
            let result = try SpecimenBinary.run(["lint", "--help"])
            #expect(result.status == 0)
            #expect(result.output.contains("Examples:"))
            for rule in Linter.rules { #expect(result.output.contains(rule.id)) }
        }

        @Test(arguments: [["--format", "html"], ["--content", "Content", "DESIGN.md"], ["--bogus"]])
        func usageErrorsExitTwo(_ arguments: [String]) throws {
            let result = try SpecimenBinary.run(["lint"] + arguments)
            #expect(result.status == 2, "\(result.output)")
        }

        @Test func anUnreadableDocumentExitsOneWithItsName() throws {
            let result = try SpecimenBinary.run(["lint", fixture("unclosed.md")])
            #expect(result.status == 1)
            #expect(result.output.contains("unclosed.md:1: error:"))
            let missing = try SpecimenBinary.run(["lint", fixture("nothing-here.md")])
            #expect(missing.status == 1)
            #expect(missing.output.contains("nothing-here.md: error: no such file"))
        }
    }
}

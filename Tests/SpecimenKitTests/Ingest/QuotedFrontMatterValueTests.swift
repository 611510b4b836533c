import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenSite

/// Front matter whose only faults are plain values holding ': ' is read with those values
/// quoted; any other fault, or a faulty line that is not one key and its value, leaves the whole
/// front matter unread, as before.
@Suite struct QuotedFrontMatterValueTests {
    static let file = "acme/DESIGN.md"

    @Test func everyFaultyValueIsQuotedAndTheRestReadAsWritten() throws {
        let text = """
            ---
            name: Harbour
            description: Quiet by default: colour only where it means something.
            tagline: Calm: "steady" and plain # a comment
            colors:
              sea: "#1F4E79"
              sand: "#F4EBD9"
            ---
            # Harbour
            """
        let frontMatter = try #require(try FrontMatter.split(text, file: Self.file).0)
        #expect(frontMatter.description == "Quiet by default: colour only where it means something.")
        // The quotes inside survive, and the comment stays a comment.
        #expect(frontMatter.root["tagline"]?.string == "Calm: \"steady\" and plain")
        #expect(frontMatter.root["colors"]?["sand"]?.string == "#F4EBD9")
        #expect(frontMatter.quotedValues?.lines == [3, 4])
    }

    @Test func anotherFaultLeavesTheFrontMatterUnreadWithTheFirstError() throws {
        let text = """
            ---
            description: Quiet by default: colour only where it means something.
            colors:
              sea: "#1F4E79"
              - a stray item
            ---
            # Harbour
            """
        let read = try FrontMatter.read(text, file: Self.file)
        #expect(read.frontMatter == nil)
        #expect(read.problem?.line == 2)
        #expect(read.problem?.error.reason.contains("must be quoted") == true)
    }

    /// A second line of a long plain value is no key of its own: quoting it would invent one.
    @Test func aContinuationLineIsNotQuoted() throws {
        #expect(BoundedYAML.quotingPlainValue(of: "  and then the rest: of it") == nil)
        #expect(BoundedYAML.quotingPlainValue(of: "  note: keep it: short") == "  note: \"keep it: short\"")
        #expect(BoundedYAML.quotingPlainValue(of: "summary: 'already: quoted") == nil)
        #expect(BoundedYAML.quotingPlainValue(of: "summary: [a: b]") == nil)
    }

    @Test func theLintWarnsThatOtherToolsWillNotReadItAndTheTokensAreRead() throws {
        let text = """
            ---
            name: Harbour
            description: Quiet by default: colour only where it means something.
            colors:
              sea: "#1F4E79"
              sand: "#F4EBD9"
            ---
            # Harbour
            """
        let system = try LintFixtures.system(text: text)
        #expect(system.tokens.tokens.contains { $0.name == "sea" })
        #expect(system.system.unreadFrontMatter.isEmpty)
        #expect(system.system.yamlSources.syntaxError == nil)
        let finding = try #require(system.lintFindings.first { $0.rule == "parser:YAML_PARSE_ERROR" })
        #expect(finding.severity == .warning)
        #expect(finding.line == 3)
        #expect(finding.message.contains("reads the value of line 3 as if quoted, but other tools that read the format will not"))
    }
}

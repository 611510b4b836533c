import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension DiffTests {
    @Suite("diff formats") struct DiffFormatTests {
        /// Harbor's blue turned pale and Meadow's Petal renamed: a regression and a quiet change.
        static func regression() throws -> ContentDiff {
            let (before, after) = try folders()
            return try DiffFixture.compare(before, after)
        }

        static func folders() throws -> (before: String, after: String) {
            (try DiffFixture.content(), try DiffFixture.content([DiffFixture.paleHarbourBlue, DiffFixture.petalRenamed]))
        }

        @Test func textIsAnAlignedTableWithColourOnlyWhenAsked() throws {
            let diff = try Self.regression()
            let plain = DiffTextFormatter(color: false).format(diff)
            #expect(!plain.contains("\u{1B}["))
            #expect(plain.contains("modified  primary"))
            #expect(plain.contains("#0B4F6C  #7FB3C8"))
            #expect(plain.contains("Petal → Blossom"))
            #expect(plain.contains("harbor/DESIGN.md:15"))
            #expect(plain.hasSuffix("Regressed.\n"))
            #expect(!plain.split(separator: "\n").contains { $0.hasSuffix(" ") }, "no line ends in spaces")
            #expect(DiffTextFormatter(color: true).format(diff).contains("\u{1B}[31m"))
        }

        @Test func jsonIsDeterministicAndDecodes() throws {
            let (before, after) = try Self.folders()
            let first = DiffJSONFormatter().format(try DiffFixture.compare(before, after))
            let second = DiffJSONFormatter().format(try DiffFixture.compare(before, after))
            #expect(first == second, "the same two sides give the same bytes")
            let decoded = try JSONDecoder().decode(ContentDiff.self, from: Data(first.utf8))
            #expect(decoded.schemaVersion == 1 && decoded.regressed && decoded.level == .aa)
            #expect(decoded.systems.map(\.system) == ["harbor", "meadow"])
            let object = try #require(try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
            #expect(Set(object.keys) == ["schemaVersion", "before", "after", "level", "regressed", "changed", "summary", "systems"])
            #expect(!first.contains(TestSupport.repositoryRoot), "document paths are relative to the content folder")
        }

        @Test func markdownHasChipsTablesAndNoHTML() throws {
            let markdown = DiffMarkdownFormatter().format(try Self.regression())
            #expect(markdown.contains("**Regression** at WCAG AA: 1 new failing contrast pair."))
            #expect(markdown.contains("| modified | primary |  | `#0B4F6C` | `#7FB3C8` | 5 |"))
            #expect(markdown.contains("| renamed | Petal → Blossom |  | `#F8BBD0` | `#F8BBD0` | 12 |"))
            #expect(markdown.contains("`#FFFFFF` on-primary"))
            #expect(!markdown.contains("<"), "GitHub strips HTML; the comment uses none")
        }

        @Test func markdownEscapesWhatADocumentWrites() {
            let formatter = DiffMarkdownFormatter()
            #expect(formatter.code("a|b") == "`a\\|b`")
            #expect(formatter.code("`tick`") == "`` `tick` ``")
            #expect(formatter.cell("<script>*x*</script>") == "\\<script\\>\\*x\\*\\</script\\>")
        }

        @Test func sarifHoldsOnlyTheNewFailuresAtTheAfterSidesLines() throws {
            let sarif = DiffSARIFFormatter(artifactRoot: "Content").format(try Self.regression())
            let validation = try SARIFValidator.validate(sarif)
            #expect(validation.valid, "\(validation.output)")
            let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
            let results = try #require(((log["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
            #expect(results.count == 1)
            let result = try #require(results.first)
            #expect(result["ruleId"] as? String == "contrast-text-aa")
            let location = ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any]
            #expect((location?["artifactLocation"] as? [String: Any])?["uri"] as? String == "Content/harbor/DESIGN.md")
            #expect((location?["region"] as? [String: Any])?["startLine"] as? Int == 15)
        }
    }
}

import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension LintTests {
    @Suite("Report formats") struct LintFormatTests {
        /// Every fires fixture at once: every rule and severity is in the run.
        func run() throws -> LintRun {
            let files = Linter.rules.map { LintRuleTests.fixture($0.id, "fires") }
            let findings = try files.flatMap { name in
                try LintFixtures.findings(fixture: name).map { finding in
                    var finding = finding
                    finding.file = "fixtures/\(name)"
                    return finding
                }
            }
            return LintRun(findings: findings, documents: files.count)
        }

        @Test func textIsOneCompilerStyleLinePerFindingAndASummary() throws {
            let run = try run()
            let lines = LintTextFormatter().format(run).split(separator: "\n").map(String.init)
            #expect(lines.count == run.findings.count + 1)
            #expect(lines.contains("fixtures/lint-broken-ref-fires.md:34: error: [broken-ref] components.badge.backgroundColor: '{colors.missing}' names nothing in the front matter"))
            #expect(lines.contains { $0.hasPrefix("fixtures/lint-missing-sections-fires.md:1: info: [missing-sections] rounded:") })
            // 23 fixtures; 22 have tokens and so a token summary each (the invalid-YAML one is
            // read past its one faulty line; the one without YAML has none), beside
            // missing-sections' two notes. A build does not report a document without YAML, so
            // its fixture is quiet here.
            #expect(lines.last == "11 errors, 10 warnings, 24 info in 23 documents")
        }

        @Test func jsonHasTheDocumentedShape() throws {
            let run = try run()
            let text = LintJSONFormatter().format(run)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            #expect(Set(object.keys) == ["findings", "summary"])
            let summary = try #require(object["summary"] as? [String: Int])
            #expect(summary == ["errors": 11, "warnings": 10, "info": 24])
            let findings = try #require(object["findings"] as? [[String: Any]])
            #expect(findings.count == run.findings.count)
            for finding in findings {
                // A column only where the problem has one (a YAML syntax error).
                let keys: Set<String> = ["rule", "severity", "path", "file", "line", "message"]
                #expect(Set(finding.keys) == (finding["rule"] as? String == "parser:YAML_PARSE_ERROR" ? keys.union(["column"]) : keys))
                #expect(finding["line"] is Int)
            }
            #expect(try JSONDecoder().decode(LintRun.self, from: Data(text.utf8)).findings == run.findings)
            #expect(LintJSONFormatter().format(run) == text)  // deterministic
        }

        @Test func sarifValidatesAgainstTheOfficialSchema() throws {
            let run = try run()
            let sarif = LintSARIFFormatter(artifactRoot: "Content").format(run)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
            #expect(object["version"] as? String == "2.1.0")
            let runs = try #require(object["runs"] as? [[String: Any]])
            let driver = (runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any]
            let rules = try #require(driver?["rules"] as? [[String: Any]])
            #expect(rules.compactMap { $0["id"] as? String } == Linter.rules.map(\.id))
            let results = try #require(runs.first?["results"] as? [[String: Any]])
            #expect(results.count == run.findings.count)
            #expect(Set(results.compactMap { $0["level"] as? String }) == ["error", "warning", "note"])
            let first = try #require(results.first { $0["ruleId"] as? String == "broken-ref" })
            let location = (first["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            #expect((location?["artifactLocation"] as? [String: Any])?["uri"] as? String == "Content/fixtures/lint-broken-ref-fires.md")
            #expect((location?["region"] as? [String: Any])?["startLine"] as? Int == 34)
            let fingerprints = results.compactMap { ($0["partialFingerprints"] as? [String: String])?["specimenLintId"] }
            #expect(Set(fingerprints).count == results.count)

            let validation = try SARIFValidator.validate(sarif)
            #expect(validation.valid, "SARIF must validate (python3 with jsonschema, see scripts/setup): \(validation.output)")
        }
    }
}

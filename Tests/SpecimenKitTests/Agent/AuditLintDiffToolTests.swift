import Foundation
import MCP
import Testing
@testable import SpecimenAgent
@testable import SpecimenAudit
@testable import SpecimenModel

@Suite("Agent: list_systems, audit, lint and diff") struct AuditLintDiffToolTests {
    @Test func listSystemsNamesEveryShippedSystem() async throws {
        let answer = try await AgentTestSupport.answer("list_systems")
        let slugs = answer["systems"]?.array.compactMap { $0["system"]?.string }
        #expect(slugs == ["joho", "lumen-labs", "mabel", "paper-ide", "ticker", "zottie"])
        for system in answer["systems"]?.array ?? [] {
            #expect(system["error"] == nil)
            #expect((system["tokens"]?.number ?? 0) > 0)
            #expect(system["resources"]?.array.count == 3)
        }
    }

    /// The tool's failures are the gate's: the pairs `specimen audit` counts, each with its line.
    @Test(arguments: ["joho", "lumen-labs", "mabel", "paper-ide", "ticker", "zottie"])
    func auditFailuresAreTheGates(system: String) async throws {
        let analysed = try await AgentTestSupport.library.system(system)
        let report = try #require(analysed.audit)
        for level in WCAGLevel.allCases {
            let answer = try await AgentTestSupport.answer("audit", ["system": .string(system), "level": .string(level.rawValue)])
            let failures = answer["failures"]?.array ?? []
            #expect(failures.count == report.pairs.filter { $0.fails(level) }.count)
            #expect(answer["passed"] == .bool(AuditRun(reports: [report], level: level).passed))
            for failure in failures {
                #expect((failure["source"]?["line"]?.number ?? 0) >= 1)
                #expect(failure["verdicts"]?[level.rawValue]?["passes"] == .bool(false))
            }
        }
    }

    @Test func tickerFailsAA() async throws {
        let answer = try await AgentTestSupport.answer("audit", ["system": "ticker"])
        #expect(answer["passed"] == .bool(false))
        #expect(!(answer["failures"]?.array.isEmpty ?? true))
    }

    @Test func lintTextFindsABrokenReferenceOnItsLine() async throws {
        let text = """
            ---
            name: Probe
            colors:
              primary: "#1A73E8"
            components:
              button:
                backgroundColor: "{colors.missing}"
            ---
            # Probe
            """
        let answer = try await AgentTestSupport.answer("lint", ["text": .string(text)])
        let broken = try #require(answer["findings"]?.array.first { $0["rule"]?.string == "broken-ref" })
        #expect(broken["line"]?.number == 7)
        #expect(broken["severity"]?.string == "error")
        #expect(answer["document"]?.string == "text")
        #expect((answer["summary"]?["errors"]?.number ?? 0) >= 1)
    }

    /// A system's document is linted as `specimen lint` lints it, sidecar and all.
    @Test func lintPathIsTheCommandsLint() async throws {
        let analysed = try await AgentTestSupport.library.system("lumen-labs")
        let expected = Linter(options: LintOptions(reportsMissingYAML: true)).lint(analysed.system)
        for path in ["lumen-labs", "lumen-labs/DESIGN.md", "lumen-labs/", TestSupport.contentFolder + "/lumen-labs/DESIGN.md"] {
            let answer = try await AgentTestSupport.answer("lint", ["path": .string(path)])
            #expect(answer["findings"]?.array.count == expected.count, "\(path)")
            #expect(answer["document"]?.string == "lumen-labs/DESIGN.md")
        }
    }

    @Test(arguments: [
        (["path": "../Package.swift"] as [String: Value], "path", "'..'"),
        (["path": "/etc/hostname"], "path", "outside the content folder"),
        (["path": "no-such/DESIGN.md"], "path", "does not exist"),
        (["path": "paper-ide/specimen.yml"], "path", "not a Markdown document"),
        ([:], "path", "give `path`"),
        (["path": "paper-ide", "text": "# x"], "text", "not both"),
        (["path": 3], "path", "must be a string"),
    ])
    func lintRefusesWhatItCannotRead(arguments: [String: Value], argument: String, words: String) async throws {
        let message = try await AgentTestSupport.failure("lint", arguments)
        #expect(message.hasPrefix("argument '\(argument)': "), "\(message)")
        #expect(message.contains(words), "\(message)")
    }

    /// An edit checked before it is saved: the document against the agent's version of it.
    @Test func diffAgainstTextShowsAChangedColour() async throws {
        let path = TestSupport.contentFolder + "/lumen-labs/DESIGN.md"
        let original = try String(contentsOfFile: path, encoding: .utf8)
        let tokens = try await AgentTestSupport.answer("get_tokens", ["system": "lumen-labs", "group": "color", "appearance": "light"])
        // The first colour stated as a literal, changed on the line the tool cites for it.
        let colour = try #require(tokens["tokens"]?.array.first { $0["light"]?["aliasOf"] == nil && $0["light"]?["hex"]?.string?.count == 7 })
        let hex = try #require(colour["light"]?["hex"]?.string)
        let line = Int(try #require(colour["light"]?["source"]?["line"]?.number))
        var lines = original.components(separatedBy: "\n")
        #expect(lines[line - 1].uppercased().contains(hex))
        lines[line - 1] = lines[line - 1].replacingOccurrences(of: hex, with: hex == "#123456" ? "#654321" : "#123456", options: .caseInsensitive)
        let edited = lines.joined(separator: "\n")
        let answer = try await AgentTestSupport.answer("diff", ["before": "lumen-labs/DESIGN.md", "after_text": .string(edited)])
        #expect(answer["changed"] == .bool(true))
        let changes = answer["systems"]?.array.first?["tokens"]?.array ?? []
        #expect(changes.contains { $0["change"]?.string == "modified" && $0["name"]?.string == colour["name"]?.string })
        let same = try await AgentTestSupport.answer("diff", ["before": "lumen-labs", "after_text": .string(original)])
        #expect(same["changed"] == .bool(false))
    }

    @Test func diffNeedsBothSides() async throws {
        let message = try await AgentTestSupport.failure("diff", ["before": "paper-ide"])
        #expect(message.hasPrefix("argument 'after': is required"))
        let mixed = try await AgentTestSupport.failure("diff", ["before": ".", "after": "paper-ide"])
        #expect(mixed.contains("not alike"))
    }

    @Test func anUnknownToolIsAProtocolError() async throws {
        await #expect(throws: MCPError.self) {
            _ = try await AgentTestSupport.call("delete_everything")
        }
    }
}

import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// Parent of every lint suite, so `swift test --filter Lint` selects exactly the lint tests.
@Suite("Lint") enum LintTests {}

/// Fixtures analysed the way a build analyses them, for the lint tests to share.
enum LintFixtures {
    static let document = "sorrel/DESIGN.md"

    /// The analysed system of one document, as `sorrel/DESIGN.md` in an in-memory content folder.
    /// `options`: how the Lint stage judges; a build's by default.
    static func system(text: String, options lint: LintOptions = BuildOptions().lint) throws -> AnalyzedSystem {
        let memory = try TestSupport.memorySite(documents: [document: text])
        var options = TestSupport.memoryOptions
        options.lint = lint
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(options)
        return try #require(state.systems.first)
    }

    static func system(fixture name: String, options: LintOptions = BuildOptions().lint) throws -> AnalyzedSystem {
        try system(text: try TestSupport.fixture("frontmatter/\(name)"), options: options)
    }

    static func findings(fixture name: String, options: LintOptions = BuildOptions().lint) throws -> [LintFinding] {
        try system(fixture: name, options: options).lintFindings
    }
}

/// What a test pins of a finding: everything but the wording.
struct ExpectedFinding: Sendable, Hashable, CustomStringConvertible {
    var rule: String
    var severity: LintSeverity
    var path: String
    var line: Int

    init(_ rule: String, _ severity: LintSeverity, _ path: String, _ line: Int) {
        self.rule = rule
        self.severity = severity
        self.path = path
        self.line = line
    }

    init(_ finding: LintFinding) {
        self.init(finding.rule, finding.severity, finding.path, finding.line)
    }

    var description: String { "\(rule) \(severity.rawValue) \(path) :\(line)" }
}

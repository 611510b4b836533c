import MCP
import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// `list_systems`: the design systems in the content folder, what each holds, how its audit
/// and lint stand, and what could not be read.
enum ListSystemsTool {
    struct Answer: Encodable {
        var content: String
        var systems: [System]
        var problems: [Problem]
    }

    struct System: Encodable {
        var system: String
        var name: String
        var summary: String?
        var document: String
        var sidecar: String?
        var frontMatter: Bool
        var appearances: [String]
        var tokens: Int
        /// The components' names, as get_component takes them.
        var components: [String]
        var audit: Audit?
        var lint: LintRun.Summary?
        var resources: [String]
        /// Set when the document could not be read at all; the counts are then zero.
        var error: Problem?
    }

    struct Audit: Encodable {
        var pairs: Int
        var failingAA: Int
        var failingAAA: Int
        var claims: Int
        var contradictedClaims: Int
    }

    struct Problem: Encodable {
        var severity: String
        var message: String
        var file: String?
        var line: Int?
    }

    static let tool = AgentTool(
        name: "list_systems", title: "List design systems",
        description: """
            The design systems in the content folder: each one's slug (the `system` argument of \
            the other tools), name, document, whether it has DESIGN.md front matter and dark \
            values, how many tokens were read and the names of its components, its contrast audit \
            at AA and AAA and its lint counts, and its resources. Start here.
            """,
        input: JSONSchema.object([:], additional: false),
        output: JSONSchema.object([
            "content": JSONSchema.string("The content folder the server reads."),
            "systems": JSONSchema.array(JSONSchema.object([
                "system": JSONSchema.string(), "name": JSONSchema.string(), "document": JSONSchema.string(),
                "tokens": JSONSchema.integer(), "components": JSONSchema.array(JSONSchema.string()),
                "appearances": JSONSchema.array(JSONSchema.string()), "resources": JSONSchema.array(JSONSchema.string()),
            ], required: ["system", "name", "document", "tokens", "components", "appearances", "resources"])),
            "problems": JSONSchema.array(JSONSchema.object(["severity": JSONSchema.string(), "message": JSONSchema.string()], required: ["severity", "message"])),
        ], required: ["content", "systems", "problems"]),
        run: { _, library in
            let snapshot = try await library.snapshot()
            let answer = Answer(
                content: library.content,
                systems: snapshot.readings.map(system),
                problems: snapshot.problems.map { Problem(severity: $0.severity.rawValue, message: $0.message, file: $0.file, line: $0.line) })
            let lines = answer.systems.map { system in
                let audit = system.audit.map { ", \($0.failingAA) pairs failing AA" } ?? ""
                let error = system.error.map { " (cannot be read: \($0.message))" } ?? ""
                return "- \(system.system): \(system.name), \(system.tokens) tokens, \(system.components.count) components\(audit)\(error)"
            }
            let count = answer.systems.count
            let summary = "\(count) design system\(count == 1 ? "" : "s") in \(library.content):\n" + lines.joined(separator: "\n")
            return try ToolAnswer(summary: summary, encoding: answer)
        })

    private static func system(_ reading: ContentLibrary.Reading) -> System {
        let source = reading.source
        let resources = AgentResources.Kind.allCases.map { AgentResources.uri(source.slug, $0) }
        let sidecar = source.sidecarPath.map { _ in source.displayPath.deletingLastPathComponent.appendingPathComponent(ContentScanner.sidecarName) }
        switch reading.result {
        case .success(let system):
            let audit = system.audit.map { report in
                Audit(
                    pairs: report.pairs.count, failingAA: report.pairs.filter { $0.fails(.aa) }.count,
                    failingAAA: report.pairs.filter { $0.fails(.aaa) }.count, claims: report.claims.count,
                    contradictedClaims: report.summary.contradictedClaims)
            }
            return System(
                system: system.slug, name: system.name, summary: system.summary, document: source.displayPath, sidecar: sidecar,
                frontMatter: system.frontMatter != nil, appearances: system.tokens.hasDarkMode ? ["light", "dark"] : ["light"],
                tokens: system.tokens.tokens.count, components: system.components.map(\.name), audit: audit,
                lint: LintRun(findings: system.lintFindings, documents: 1).summary, resources: resources, error: nil)
        case .failure(let error):
            return System(
                system: source.slug, name: source.slug, summary: nil, document: source.displayPath, sidecar: sidecar,
                frontMatter: false, appearances: [], tokens: 0, components: [], audit: nil, lint: nil, resources: resources,
                error: Problem(severity: "error", message: error.message, file: error.file, line: error.line))
        }
    }
}

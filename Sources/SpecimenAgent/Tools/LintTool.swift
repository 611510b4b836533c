import MCP
import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// `lint`: a document checked against the DESIGN.md format, as `specimen lint --format json`.
enum LintTool {
    struct Answer: Encodable {
        /// What was linted: a path relative to the content folder, the folder itself, or `text`.
        var document: String
        var findings: [LintFinding]
        var summary: LintRun.Summary
    }

    static let tool = AgentTool(
        name: "lint", title: "Lint a design document",
        description: """
            Checks a design document against the DESIGN.md format with the reference linter's rules \
            (broken references, missing primary colour, contrast, orphaned tokens, sections, unknown \
            keys, invalid YAML…): each finding with its rule, severity, token path, file and line. \
            Give `path` (a system's folder or document, another Markdown file in the content \
            folder, or the content folder itself), or `text`: the Markdown of a document you are \
            writing, read alone. `like_reference` answers as @google/design.md does where Specimen \
            deliberately differs.
            """,
        input: JSONSchema.object([
            "path": JSONSchema.string("A path relative to the content folder (or absolute inside it)."),
            "text": JSONSchema.string("A document's Markdown, front matter included."),
            "like_reference": JSONSchema.boolean("Answer as the reference linter where Specimen differs (default false)."),
        ], additional: false, description: "Exactly one of `path` and `text`."),
        output: JSONSchema.object([
            "document": JSONSchema.string(),
            "findings": JSONSchema.array(JSONSchema.object([
                "rule": JSONSchema.string(), "severity": JSONSchema.string(oneOf: ["error", "warning", "info"]), "path": JSONSchema.string(),
                "file": JSONSchema.string(), "line": JSONSchema.integer(), "message": JSONSchema.string(),
            ], required: ["rule", "severity", "path", "file", "line", "message"])),
            "summary": JSONSchema.object(["errors": JSONSchema.integer(), "warnings": JSONSchema.integer(), "info": JSONSchema.integer()], required: ["errors", "warnings", "info"]),
        ], required: ["document", "findings", "summary"]),
        run: { arguments, library in
            let path = try arguments.string("path")
            let text = try arguments.string("text")
            let options = LintOptions(likeReference: try arguments.bool("like_reference") ?? false, reportsMissingYAML: true)
            let named: NamedDocuments
            switch (path, text) {
            case let (path?, nil): named = try await NamedDocuments.read(path: path, argument: "path", library: library, lint: options)
            case let (nil, text?): named = try await NamedDocuments.read(text: text, argument: "text", lint: options)
            case (.some, .some): throw AgentError("give `path` or `text`, not both", argument: "text")
            case (nil, nil): throw AgentError("give `path` (a document or system in the content folder) or `text` (a document's Markdown)", argument: "path")
            }
            let run = LintRun(findings: named.systems.flatMap(\.lintFindings), documents: named.systems.count)
            let answer = Answer(document: named.label, findings: run.findings, summary: run.summary)
            var lines = ["\(named.label): \(run.summaryText)"]
            lines += run.findings.prefix(15).map(\.formatted)
            if run.findings.count > 15 { lines.append("… and \(run.findings.count - 15) more (structured content has all)") }
            return try ToolAnswer(summary: lines.joined(separator: "\n"), encoding: answer)
        })
}

import MCP
import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// `diff`: what a change to a design document changes, as `specimen diff --format json`: tokens,
/// component properties, contrast pairs newly failing or fixed, claims and lint findings.
enum DiffTool {
    static let tool = AgentTool(
        name: "diff", title: "Compare two versions of a design document",
        description: """
            Compares two sides, each a path in the content folder (a system's folder or document, \
            another Markdown file, or the content folder itself) or a document's Markdown given as \
            text: check an edit before you save it by comparing `before` (the system's document) \
            with `after_text` (your version). Reports tokens added, removed, modified and renamed, \
            component properties before and after, contrast pairs newly failing and fixed at \
            `level`, claims newly contradicted and lint findings added and removed, each with its \
            lines. `regressed` is true when the after side makes things worse (what fails \
            `specimen diff`). The schema is `specimen diff --format json`'s.
            """,
        input: JSONSchema.object([
            "before": JSONSchema.string("The before side: a path relative to the content folder."),
            "after": JSONSchema.string("The after side: a path relative to the content folder."),
            "before_text": JSONSchema.string("The before side as Markdown, instead of `before`."),
            "after_text": JSONSchema.string("The after side as Markdown, instead of `after`."),
            "level": JSONSchema.level,
        ], additional: false, description: "One of `before` and `before_text`, and one of `after` and `after_text`."),
        output: JSONSchema.object([
            "schemaVersion": JSONSchema.integer(),
            "before": JSONSchema.object(["label": JSONSchema.string(), "kind": JSONSchema.string()], required: ["label", "kind"]),
            "after": JSONSchema.object(["label": JSONSchema.string(), "kind": JSONSchema.string()], required: ["label", "kind"]),
            "level": JSONSchema.string(oneOf: ["AA", "AAA"]), "regressed": JSONSchema.boolean(), "changed": JSONSchema.boolean(),
            "summary": JSONSchema.object(["newFailures": JSONSchema.integer(), "fixedFailures": JSONSchema.integer()], required: ["newFailures", "fixedFailures"]),
            "systems": JSONSchema.array(JSONSchema.object(["system": JSONSchema.string(), "status": JSONSchema.string()], required: ["system", "status"])),
        ], required: ["schemaVersion", "before", "after", "level", "regressed", "changed", "summary", "systems"]),
        run: { arguments, library in
            let level = try arguments.choice("level", from: WCAGLevel.allCases.map(\.rawValue)).flatMap(WCAGLevel.init(rawValue:)) ?? .aa
            let before = try await side("before", arguments, library: library)
            let after = try await side("after", arguments, library: library)
            guard before.isFolder == after.isFolder else {
                throw AgentError("compare the content folder with a folder, or a document with a document; \(before.label) and \(after.label) are not alike", argument: "after")
            }
            let diff = ContentComparer(level: level).compare(input(before), input(after))
            return try ToolAnswer(summary: summary(diff), encoding: diff)
        })

    private static func side(_ name: String, _ arguments: ToolArguments, library: ContentLibrary) async throws -> NamedDocuments {
        // A diff's sides are linted as a build lints them, as `specimen diff` does.
        let lint = LintOptions(reportsMissingYAML: false)
        switch (try arguments.string(name), try arguments.string(name + "_text")) {
        case let (path?, nil): return try await NamedDocuments.read(path: path, argument: name, library: library, lint: lint)
        case let (nil, text?): return try await NamedDocuments.read(text: text, argument: name + "_text", lint: lint)
        case (.some, .some): throw AgentError("give `\(name)` or `\(name)_text`, not both", argument: name + "_text")
        case (nil, nil): throw AgentError("is required (or `\(name)_text`)", argument: name)
        }
    }

    private static func input(_ named: NamedDocuments) -> DiffInput {
        DiffInput(side: named.isFolder ? .folder(named.label) : .document(named.label), systems: named.systems)
    }

    private static func summary(_ diff: ContentDiff) -> String {
        let counts = diff.summary
        guard diff.changed else { return "\(diff.before.label) → \(diff.after.label): no changes" }
        var parts: [String] = []
        func add(_ count: Int, _ what: String) { if count > 0 { parts.append("\(count) \(what)") } }
        add(counts.tokensAdded, "tokens added"); add(counts.tokensRemoved, "tokens removed")
        add(counts.tokensModified, "tokens modified"); add(counts.tokensRenamed, "tokens renamed")
        add(counts.componentsAdded, "components added"); add(counts.componentsRemoved, "components removed")
        add(counts.componentsModified, "components modified")
        add(counts.newFailures, "pairs newly failing \(diff.level.rawValue)"); add(counts.fixedFailures, "pairs fixed")
        add(counts.newContradictedClaims, "claims newly contradicted"); add(counts.resolvedClaims, "claims no longer contradicted")
        add(counts.lintAdded, "lint findings added"); add(counts.lintRemoved, "lint findings removed")
        var lines = ["\(diff.before.label) → \(diff.after.label): \(diff.regressed ? "regressed" : "no regression"); " + parts.joined(separator: ", ")]
        for system in diff.systems {
            for failure in system.newFailures.prefix(5) {
                let ratio = failure.after.map { " \($0.ratioText):1" } ?? ""
                lines.append("- new failure: \(failure.context)\(ratio)\(failure.after.map { " (\($0.source.location))" } ?? "")")
            }
            for token in system.tokens.prefix(8) {
                lines.append("- \(token.change.rawValue) token \(token.name)\(token.before.map { ": \($0.value)" } ?? "")\(token.after.map { " → \($0.value)" } ?? "")")
            }
        }
        return lines.joined(separator: "\n")
    }
}

import MCP
import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// `audit`: what fails a system's contrast gate at a level, each failure with its line and the
/// nearest passing colours, as `specimen audit --format json` reports them.
enum AuditTool {
    struct Answer: Encodable {
        var system: String
        var name: String
        var level: String
        /// False when a used pair fails at `level` or a claim is contradicted: `specimen audit`'s exit status.
        var passed: Bool
        var summary: Summary
        /// The pairs failing at `level` (exempt pairs left out), in the audit JSON's schema.
        var failures: [ContrastPair]
        /// The document's contrast claims the measurements contradict.
        var contradictedClaims: [ContrastClaim]
        /// What the pairs were measured on, per appearance.
        var backgrounds: [AuditReport.Background]
    }

    struct Summary: Encodable {
        var pairs: Int
        var failing: Int
        var exempt: Int
        var skipped: Int
        var claims: Int
        var contradictedClaims: Int
        var unverifiableClaims: Int
    }

    static let tool = AgentTool(
        name: "audit", title: "Audit a system's contrast",
        description: """
            The WCAG contrast audit of a design system at AA (default) or AAA: every pair that \
            fails (component text on its fill in each variant, state and appearance, UI \
            boundaries, stated pairings, text tokens on the page), each with its ratio, the file \
            and line that defines it and the nearest passing colours, and the document's own \
            contrast claims that the measurements contradict. `passed` is the CI gate's verdict. \
            The same pairs and schema as `specimen audit --format json`.
            """,
        input: JSONSchema.object([
            "system": JSONSchema.system,
            "level": JSONSchema.level,
        ], required: ["system"], additional: false),
        output: JSONSchema.object([
            "system": JSONSchema.string(), "name": JSONSchema.string(), "level": JSONSchema.string(oneOf: ["AA", "AAA"]),
            "passed": JSONSchema.boolean(),
            "summary": JSONSchema.object(["pairs": JSONSchema.integer(), "failing": JSONSchema.integer()], required: ["pairs", "failing"]),
            "failures": JSONSchema.array(JSONSchema.object([
                "id": JSONSchema.string(), "ratio": JSONSchema.number(), "ratioText": JSONSchema.string(), "source": JSONSchema.source,
                "foreground": JSONSchema.object(["hex": JSONSchema.string()], required: ["hex"]),
                "background": JSONSchema.object(["hex": JSONSchema.string()], required: ["hex"]),
            ], required: ["id", "ratio", "ratioText", "source", "foreground", "background"])),
            "contradictedClaims": JSONSchema.array(JSONSchema.object(["text": JSONSchema.string(), "source": JSONSchema.source], required: ["text", "source"])),
        ], required: ["system", "name", "level", "passed", "summary", "failures", "contradictedClaims"]),
        run: { arguments, library in
            let slug = try arguments.requiredString("system")
            let level = try arguments.choice("level", from: WCAGLevel.allCases.map(\.rawValue)).flatMap(WCAGLevel.init(rawValue:)) ?? .aa
            let system = try await library.system(slug)
            let answer = audit(system, level: level)
            return try ToolAnswer(summary: summary(answer), encoding: answer)
        })

    static func audit(_ system: AnalyzedSystem, level: WCAGLevel) -> Answer {
        let report = system.audit
        let pairs = report?.pairs ?? []
        let claims = report?.claims ?? []
        let failures = pairs.filter { $0.fails(level) }
        let contradicted = claims.filter { !$0.holds }
        return Answer(
            system: system.slug, name: system.name, level: level.rawValue, passed: failures.isEmpty && contradicted.isEmpty,
            summary: Summary(
                pairs: pairs.count, failing: failures.count, exempt: pairs.filter { $0.exemption != nil }.count,
                skipped: report?.skipped.count ?? 0, claims: claims.count, contradictedClaims: contradicted.count,
                unverifiableClaims: claims.filter { !$0.verifiable }.count),
            failures: failures, contradictedClaims: contradicted, backgrounds: report?.backgrounds ?? [])
    }

    private static func summary(_ answer: Answer) -> String {
        var lines = [
            "\(answer.name) (\(answer.system)) at \(answer.level): \(answer.passed ? "passes" : "fails"); "
                + "\(answer.summary.failing) of \(answer.summary.pairs) pairs fail, \(answer.summary.contradictedClaims) claim\(answer.summary.contradictedClaims == 1 ? "" : "s") contradicted",
        ]
        for pair in answer.failures.prefix(10) {
            let fix = pair.suggestions.first { $0.level.rawValue == answer.level }?.fixes.first.map { "; try \($0.changes) \($0.hex)" } ?? ""
            lines.append("- \(pair.source.location): \(pair.context.summary): \(pair.foreground.hex) on \(pair.background.hex) \(pair.ratioText):1\(fix)")
        }
        if answer.failures.count > 10 { lines.append("… and \(answer.failures.count - 10) more (structured content has all)") }
        for claim in answer.contradictedClaims.prefix(5) {
            lines.append("- \(claim.source.location): claim contradicted: \(claim.text)")
        }
        return lines.joined(separator: "\n")
    }
}

import MCP
import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// `get_tokens`: a system's palette, resolved through aliases and the sidecar, each value with
/// the line that states it.
enum GetTokensTool {
    struct Answer: Encodable {
        var system: String
        var name: String
        var group: String?
        var appearance: String?
        var count: Int
        var tokens: [TokenRecord]
    }

    static let tool = AgentTool(
        name: "get_tokens", title: "Get a system's tokens",
        description: """
            A design system's tokens (colours, gradients, spacing, radii, sizes, border widths, type \
            styles, font families, shadows, opacities), resolved: aliases followed, specimen.yml \
            merged, light and dark. Each token has its value in each appearance with the file and \
            line that states it, its DTCG reference as in tokens.json ({color.ink}) and its CSS \
            custom property. `group` keeps one group; `appearance` one appearance (dark falls back \
            to the light value where the document gives no dark one, as CSS does).
            """,
        input: JSONSchema.object([
            "system": JSONSchema.system,
            "group": JSONSchema.string("Only this group of tokens.json.", oneOf: TokenRecord.groups),
            "appearance": JSONSchema.appearance,
        ], required: ["system"], additional: false),
        output: JSONSchema.object([
            "system": JSONSchema.string(), "name": JSONSchema.string(), "count": JSONSchema.integer(),
            "tokens": JSONSchema.array(JSONSchema.object([
                "name": JSONSchema.string(), "group": JSONSchema.string(), "key": JSONSchema.string(), "reference": JSONSchema.string(),
                "supplied": JSONSchema.boolean(),
                "light": definition, "dark": definition,
            ], required: ["name", "group", "key", "reference", "supplied"])),
        ], required: ["system", "name", "count", "tokens"]),
        run: { arguments, library in
            let slug = try arguments.requiredString("system")
            let group = try arguments.choice("group", from: TokenRecord.groups)
            let appearance = try arguments.choice("appearance", from: ["light", "dark"]).flatMap(TokenMode.init(rawValue:))
            let system = try await library.system(slug)
            let (catalog, entries) = TokenRecord.palette(of: system)
            let cssNames = CSSTokenExporter().propertyNames(catalog)
            let tokens = entries
                .filter { group == nil || DTCGExporter.groupName(for: $0.kind) == group }
                .map { TokenRecord($0, catalog: catalog, cssNames: cssNames, appearance: appearance) }
                .filter { $0.light != nil || $0.dark != nil }
            let answer = Answer(system: system.slug, name: system.name, group: group, appearance: appearance?.rawValue, count: tokens.count, tokens: tokens)
            return try ToolAnswer(summary: summary(answer), encoding: answer)
        })

    private static let definition = JSONSchema.object([
        "value": JSONSchema.string(), "hex": JSONSchema.string(), "aliasOf": JSONSchema.string(), "mode": JSONSchema.string(),
        "source": JSONSchema.object(["file": JSONSchema.string(), "line": JSONSchema.integer(), "text": JSONSchema.string()], required: ["file", "line"]),
    ], required: ["value", "source"])

    private static func summary(_ answer: Answer) -> String {
        let scope = [answer.group.map { "\($0) " }, answer.appearance.map { "(\($0)) " }].compactMap { $0 }.joined()
        var lines = ["\(answer.name) (\(answer.system)): \(answer.count) \(scope)token\(answer.count == 1 ? "" : "s")"]
        for token in answer.tokens.prefix(12) {
            let value = (token.light ?? token.dark).map { "\($0.value)  \($0.source.file):\($0.source.line)" } ?? ""
            lines.append("- \(token.reference) \(token.name) = \(value)")
        }
        if answer.tokens.count > 12 { lines.append("… and \(answer.tokens.count - 12) more (structured content has all)") }
        return lines.joined(separator: "\n")
    }
}

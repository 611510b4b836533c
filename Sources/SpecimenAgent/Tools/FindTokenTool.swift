import Foundation
import MCP
import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// `find_token`: the tokens nearest a raw colour or length, so an agent can write
/// `{color.primary}` (or `var(--primary)`) where it had `#3366FF`.
enum FindTokenTool {
    struct Answer: Encodable {
        var system: String
        var query: Query
        var matches: [Match]
    }

    struct Query: Encodable {
        var input: String
        /// `color` or `length`.
        var kind: String
        var hex: String?
        var px: Double?
    }

    struct Match: Encodable {
        var name: String
        var group: String
        var key: String
        var reference: String
        var cssVariable: String?
        var value: String
        var hex: String?
        var px: Double?
        /// For a colour, the OKLab distance (ΔE OK) as seen on the system's page, where 0.02 is
        /// about the least a reader notices; for a length, the token's px minus the query's.
        var distance: Double
        var exact: Bool
        /// The appearance this value belongs to, when the document gives it for one.
        var mode: String?
        var source: SourceLine
    }

    static let lengthGroups: [TokenKind] = [.spacing, .radius, .size, .borderWidth]
    static let limit = 5

    static let tool = AgentTool(
        name: "find_token", title: "Find the token for a value",
        description: """
            The tokens of a system nearest a raw value, nearest first: for a colour (any CSS \
            colour) by OKLab distance as seen on the system's page, for a length (16, 16px, 12pt, \
            1rem at 16px) among spacing, radius, size and border-width tokens by px. Each match has \
            its DTCG reference ({color.primary}), CSS custom property and source line, and says \
            whether it is exact, so `#3366FF` can be written as the token the design system means.
            """,
        input: JSONSchema.object([
            "system": JSONSchema.system,
            "value": JSONSchema.string("A CSS colour (#3366FF, rgb(51 102 255), a colour name) or a length (16, 16px, 12pt, 1.5rem)."),
            "group": JSONSchema.string("For a length: only this group.", oneOf: lengthGroups.map(DTCGExporter.groupName(for:))),
            "appearance": JSONSchema.string("For a colour: compare with the light (default) or dark values.", oneOf: ["light", "dark"]),
        ], required: ["system", "value"], additional: false),
        output: JSONSchema.object([
            "system": JSONSchema.string(),
            "query": JSONSchema.object(["input": JSONSchema.string(), "kind": JSONSchema.string(oneOf: ["color", "length"])], required: ["input", "kind"]),
            "matches": JSONSchema.array(JSONSchema.object([
                "name": JSONSchema.string(), "reference": JSONSchema.string(), "value": JSONSchema.string(),
                "distance": JSONSchema.number(), "exact": JSONSchema.boolean(), "source": JSONSchema.source,
            ], required: ["name", "reference", "value", "distance", "exact", "source"])),
        ], required: ["system", "query", "matches"]),
        run: { arguments, library in
            let system = try await library.system(try arguments.requiredString("system"))
            let answer = try find(arguments, in: system)
            return try ToolAnswer(summary: summary(answer), encoding: answer)
        })

    static func find(_ arguments: ToolArguments, in system: AnalyzedSystem) throws -> Answer {
        let input = try arguments.requiredString("value")
        let group = try arguments.choice("group", from: lengthGroups.map(DTCGExporter.groupName(for:)))
        let appearance = try arguments.choice("appearance", from: ["light", "dark"]).flatMap(TokenMode.init(rawValue:)) ?? .light
        let (catalog, entries) = TokenRecord.palette(of: system)
        let cssNames = CSSTokenExporter().propertyNames(catalog)
        func match(_ entry: ExportEntry, token: DesignToken, value: TokenValue, distance: Double, exact: Bool) -> Match {
            var hex: String?
            var px: Double?
            switch value {
            case .color(let color): hex = color.hex
            case .dimension(let length, _), .borderWidth(let length): px = length.cssPixels
            default: break
            }
            return Match(
                name: entry.displayName, group: DTCGExporter.groupName(for: entry.kind), key: entry.key,
                reference: DTCGExporter.reference(to: entry), cssVariable: cssNames[entry.key], value: TokenTableFormatter.describe(value),
                hex: hex, px: px, distance: distance, exact: exact, mode: token.mode?.rawValue, source: SourceLine(token.provenance))
        }
        if case .success(let parsed) = CSSColor.parse(input) {
            if group != nil { throw AgentError("applies to lengths; '\(input)' is a colour", argument: "group") }
            let page = PageBackground.choose(in: system.tokens, mode: appearance, prose: system.prose).representativeColor
            let wanted = OKLab(parsed.color.composited(over: page))
            var found: [(match: Match, order: Int)] = []
            for (order, entry) in entries.enumerated() where entry.kind == .color {
                guard let token = entry.token(in: appearance), case .color(let color)? = catalog.value(of: token, in: appearance) else { continue }
                let distance = OKLab(color.composited(over: page)).distance(to: wanted)
                let exact = color.hex == parsed.color.hex
                found.append((match(entry, token: token, value: .color(color), distance: rounded(distance), exact: exact), order))
            }
            let nearest = found.sorted { ($0.match.distance, $0.order) < ($1.match.distance, $1.order) }.prefix(limit).map(\.match)
            return Answer(system: system.slug, query: Query(input: input, kind: "color", hex: parsed.color.hex, px: nil), matches: Array(nearest))
        }
        guard let length = Self.length(input) else {
            throw AgentError("'\(input)' is neither a CSS colour nor a length (16, 16px, 12pt, 1.5rem)", argument: "value")
        }
        var found: [(match: Match, order: Int)] = []
        for (order, entry) in entries.enumerated() where lengthGroups.contains(entry.kind) {
            if let group, DTCGExporter.groupName(for: entry.kind) != group { continue }
            guard let token = entry.token(in: appearance), let value = catalog.value(of: token, in: appearance) else { continue }
            let px: Double
            switch value {
            case .dimension(let tokenLength, _), .borderWidth(let tokenLength): px = tokenLength.cssPixels
            default: continue
            }
            found.append((match(entry, token: token, value: value, distance: rounded(px - length), exact: px == length), order))
        }
        let nearest = found.sorted { (abs($0.match.distance), $0.order) < (abs($1.match.distance), $1.order) }.prefix(limit).map(\.match)
        return Answer(system: system.slug, query: Query(input: input, kind: "length", hex: nil, px: length), matches: Array(nearest))
    }

    /// A length in CSS px: a bare number is px, as CSS and the gallery read it; rem and em at 16px.
    static func length(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let number = Double(trimmed), Length.isDrawable(number) { return number }
        return FrontMatterTokenReader.length(trimmed)?.cssPixels
    }

    private static func rounded(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }

    private static func summary(_ answer: Answer) -> String {
        guard let best = answer.matches.first else {
            return "\(answer.system) has no \(answer.query.kind == "color" ? "colour" : "length") tokens to compare \(answer.query.input) with."
        }
        let unit = answer.query.kind == "color" ? "ΔE" : "Δpx"
        var text = best.exact
            ? "\(answer.query.input) is \(best.reference) (\(best.name), \(best.source.file):\(best.source.line))."
            : "\(answer.query.input) is nearest \(best.reference) (\(best.name) = \(best.value), \(unit) \(RGBAColor.format(best.distance)), \(best.source.file):\(best.source.line)); no token has it exactly."
        let others = answer.matches.dropFirst().map { "\($0.reference) \($0.value) (\(unit) \(RGBAColor.format($0.distance)))" }
        if !others.isEmpty { text += "\nNext: " + others.joined(separator: ", ") }
        return text
    }
}

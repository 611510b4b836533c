import Foundation

/// The audit as SARIF 2.1.0, for code-scanning services that annotate the design document
/// itself: each failing pair or contradicted claim is a result at the line that defines it.
public struct AuditSARIFFormatter: AuditReportFormatter {
    /// Prefix that turns a content-relative document path into one relative to the repository
    /// root (`Content` → `Content/acme/DESIGN.md`).
    public var artifactRoot: String

    public init(artifactRoot: String = "Content") {
        self.artifactRoot = artifactRoot
    }

    public static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    struct Rule: Encodable {
        struct Text: Encodable { var text: String }
        struct Configuration: Encodable { var level: String }
        var id: String
        var name: String
        var shortDescription: Text
        var fullDescription: Text
        var helpUri: String
        var defaultConfiguration: Configuration
    }

    static let rules: [Rule] = [
        Rule(id: "contrast-text-aa", name: "TextContrastAA",
             shortDescription: .init(text: "Text contrast below WCAG AA"),
             fullDescription: .init(text: "Text needs 4.5:1 against its background, or 3:1 when large (24px, or 18.67px bold)."),
             helpUri: "https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html", defaultConfiguration: .init(level: "error")),
        Rule(id: "contrast-text-aaa", name: "TextContrastAAA",
             shortDescription: .init(text: "Text contrast below WCAG AAA"),
             fullDescription: .init(text: "Text needs 7:1 against its background, or 4.5:1 when large (24px, or 18.67px bold)."),
             helpUri: "https://www.w3.org/WAI/WCAG22/Understanding/contrast-enhanced.html", defaultConfiguration: .init(level: "error")),
        Rule(id: "contrast-non-text", name: "NonTextContrast",
             shortDescription: .init(text: "UI boundary contrast below 3:1"),
             fullDescription: .init(text: "Borders, focus rings, badge fills and indicators need 3:1 against adjacent colours (WCAG 1.4.11)."),
             helpUri: "https://www.w3.org/WAI/WCAG22/Understanding/non-text-contrast.html", defaultConfiguration: .init(level: "error")),
        Rule(id: "contrast-claim", name: "ContrastClaim",
             shortDescription: .init(text: "Contrast claim contradicted"),
             fullDescription: .init(text: "The document states a contrast ratio or WCAG level that its own colours do not reach."),
             helpUri: "https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html", defaultConfiguration: .init(level: "error")),
    ]

    static func ruleID(for pair: ContrastPair, level: WCAGLevel) -> String {
        pair.category.isText ? "contrast-text-\(level.rawValue.lowercased())" : "contrast-non-text"
    }

    struct Log: Encodable {
        var schema = AuditSARIFFormatter.schemaURI
        var version = "2.1.0"
        var runs: [Run]
        enum CodingKeys: String, CodingKey { case schema = "$schema", version, runs }
    }

    struct Run: Encodable {
        struct Tool: Encodable { var driver: Driver }
        struct Driver: Encodable {
            var name = "Specimen"
            var informationUri = "https://www.w3.org/TR/WCAG22/"
            var rules: [Rule]
        }
        var tool: Tool
        var results: [Result]
    }

    struct Result: Encodable {
        struct Message: Encodable { var text: String }
        struct Location: Encodable { var physicalLocation: PhysicalLocation }
        struct PhysicalLocation: Encodable {
            var artifactLocation: ArtifactLocation
            var region: Region
        }
        struct ArtifactLocation: Encodable { var uri: String }
        struct Region: Encodable { var startLine: Int }
        struct Fingerprints: Encodable { var specimenPairId: String }
        var ruleId: String
        var ruleIndex: Int
        var level = "error"
        var message: Message
        var locations: [Location]
        var partialFingerprints: Fingerprints
    }

    public func format(_ run: AuditRun) -> String {
        let level = run.level
        var results: [Result] = []
        func location(_ source: SourceReference) -> [Result.Location] {
            let root = artifactRoot.hasSuffix("/") ? String(artifactRoot.dropLast()) : artifactRoot
            let uri = root.isEmpty || root == "." ? source.file : "\(root)/\(source.file)"
            return [.init(physicalLocation: .init(artifactLocation: .init(uri: Self.encodeURI(uri)), region: .init(startLine: max(1, source.line))))]
        }
        for report in run.systems {
            for pair in report.pairs where pair.fails(level) {
                let rule = Self.ruleID(for: pair, level: level)
                let verdict = pair.verdicts[level]
                var text = "\(pair.foreground.name) (\(pair.foreground.hex)) on \(pair.background.name) (\(pair.background.hex)) is \(pair.ratioText):1; "
                    + "\(pair.category.label) needs \(ContrastRatio(verdict.minimum).formatted):1 at \(level.rawValue). \(pair.context.summary)."
                if let fix = pair.suggestions.first(where: { $0.level == level }) ?? pair.suggestions.first {
                    if let hex = fix.hex { text += " Nearest passing colour: \(hex)." }
                    if let token = fix.palette.first { text += " Nearest passing token: \(token.name) (\(token.hex))." }
                }
                results.append(Result(
                    ruleId: rule, ruleIndex: Self.rules.firstIndex { $0.id == rule } ?? 0, message: .init(text: text),
                    locations: location(pair.source), partialFingerprints: .init(specimenPairId: pair.id)))
            }
            for claim in report.contradictedClaims {
                results.append(Result(
                    ruleId: "contrast-claim", ruleIndex: 3,
                    message: .init(text: "The document claims \(claim.claimed.text) (\"\(claim.text)\"), but \(claim.measured.text)."),
                    locations: location(claim.source), partialFingerprints: .init(specimenPairId: claim.id)))
            }
        }
        let log = Log(runs: [Run(tool: .init(driver: .init(rules: Self.rules)), results: results)])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(log), let text = String(data: data, encoding: .utf8) else { return "{}\n" }
        return text + "\n"
    }

    /// Percent-encodes what a relative URI reference cannot hold (spaces, non-ASCII), keeping slashes.
    static func encodeURI(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }
}

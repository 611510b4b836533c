import Foundation
import SpecimenModel
import SpecimenReading

/// The audit as SARIF 2.1.0, for code-scanning services that annotate the design document
/// itself: each failing pair or contradicted claim is a result at the line that defines it.
public struct AuditSARIFFormatter: AuditReportFormatter {
    /// Prefix that turns a content-relative document path into one relative to the repository
    /// root (`Content` → `Content/acme/DESIGN.md`).
    public var artifactRoot: String

    public init(artifactRoot: String = "Content") {
        self.artifactRoot = artifactRoot
    }

    public static let schemaURI = SARIFLog.schemaURI

    package typealias Rule = SARIFLog.Rule

    package static let rules: [Rule] = [
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

    package static func ruleID(for pair: ContrastPair, level: WCAGLevel) -> String {
        pair.category.isText ? "contrast-text-\(level.rawValue.lowercased())" : "contrast-non-text"
    }

    public func format(_ run: AuditRun) -> String {
        let level = run.level
        var results: [SARIFLog.Result] = []
        func location(_ source: SourceReference) -> [SARIFLog.Result.Location] {
            SARIFLog.location(file: source.file, line: source.line, artifactRoot: artifactRoot)
        }
        for report in run.systems {
            for pair in report.pairs where pair.fails(level) {
                let rule = Self.ruleID(for: pair, level: level)
                let verdict = pair.verdicts[level]
                var text = "\(pair.foreground.name) (\(pair.foreground.hex)) on \(pair.background.name) (\(pair.background.hex)) is \(pair.ratioText):1; "
                    + "\(pair.category.label) needs \(ContrastRatio(verdict.minimum).formatted):1 at \(level.rawValue). \(pair.context.summary)."
                if let fix = pair.suggestions.first(where: { $0.level == level }) ?? pair.suggestions.first {
                    for change in fix.fixes { text += " Nearest passing \(change.changes): \(change.hex)." }
                    if let token = fix.palette.first { text += " Nearest passing token: \(token.name) (\(token.hex))." }
                }
                results.append(SARIFLog.Result(
                    ruleId: rule, ruleIndex: Self.rules.firstIndex { $0.id == rule } ?? 0, message: .init(text: text),
                    locations: location(pair.source), partialFingerprints: ["specimenPairId": pair.id]))
            }
            for claim in report.contradictedClaims {
                results.append(SARIFLog.Result(
                    ruleId: "contrast-claim", ruleIndex: 3,
                    message: .init(text: "The document claims \(claim.claimed.text) (\"\(claim.text)\"), but \(claim.measured.text)."),
                    locations: location(claim.source), partialFingerprints: ["specimenPairId": claim.id]))
            }
        }
        return SARIFLog(informationUri: "https://www.w3.org/TR/WCAG22/", rules: Self.rules, results: results).text
    }
}

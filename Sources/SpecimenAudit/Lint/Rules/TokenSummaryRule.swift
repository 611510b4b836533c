import SpecimenModel
import SpecimenReading

/// `token-summary`: how many tokens the front matter defines, as the format's tools count them
/// (colours, radii and spacing that were read; every type style and component). Information
/// only, so a reader of the report sees at once what the tools found.
package struct TokenSummaryRule: LintRule {
    package let id = "token-summary"
    package let severity = LintSeverity.info
    package let summary = "How many colours, type styles, radii, spacing values and components the front matter defines."

    package func check(_ subject: LintSubject) -> [LintFinding] {
        guard let counts = subject.model?.counts else { return [] }
        let parts = [
            (counts.colors, "color", "colors"), (counts.typography, "typography scale", "typography scales"),
            (counts.rounded, "rounding level", "rounding levels"), (counts.spacing, "spacing token", "spacing tokens"),
            (counts.components, "component", "components"),
        ].filter { $0.0 > 0 }.map { count, one, many in "\(count) \(count == 1 ? one : many)" }
        guard !parts.isEmpty else { return [] }
        return [finding(subject, path: "", line: subject.frontMatterLine, "Design system defines \(parts.joined(separator: ", ")).")]
    }
}

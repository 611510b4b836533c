import SpecimenModel
import SpecimenReading

/// `missing-typography`: colours without type styles, so agents fall back to their own fonts.
/// Quiet when `omitted:` lists typography.
package struct MissingTypographyRule: LintRule {
    package let id = "missing-typography"
    package let severity = LintSeverity.warning
    package let summary = "The front matter defines colors but no typography tokens (and omitted: does not list typography)."

    package func check(_ subject: LintSubject) -> [LintFinding] {
        let group = DesignMDSchema.typographyGroup
        guard !subject.entries(of: DesignMDSchema.colorGroup).isEmpty, subject.entries(of: group).isEmpty,
              !subject.omitted.contains(group) else { return [] }
        return [finding(subject, path: group, line: subject.frontMatterLine,
                        "\(group): no type styles; agents will use their default fonts, so the system's typographic identity is less under your control")]
    }
}

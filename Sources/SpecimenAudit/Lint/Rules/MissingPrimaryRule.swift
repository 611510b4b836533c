import SpecimenModel
import SpecimenReading

/// `missing-primary`: the front matter defines colours but none is called `primary`, so agents
/// choose the key colour themselves.
package struct MissingPrimaryRule: LintRule {
    package let id = "missing-primary"
    package let severity = LintSeverity.warning
    package let summary = "The front matter defines colors but no 'primary' colour."

    package func check(_ subject: LintSubject) -> [LintFinding] {
        let group = DesignMDSchema.colorGroup
        guard let colors = subject.frontMatter?.root[group], let entries = colors.entries, !entries.isEmpty,
              !entries.contains(where: { $0.key == DesignMDSchema.primaryColor }) else { return [] }
        return [finding(subject, path: group, line: colors.line,
                        "\(group): no '\(DesignMDSchema.primaryColor)' colour; agents will choose the key colours themselves, so the palette is less under your control")]
    }
}

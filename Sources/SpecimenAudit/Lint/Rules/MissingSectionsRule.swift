import SpecimenModel
import SpecimenReading

/// `missing-sections`: an optional token group (spacing, rounded) is absent and `omitted:` does
/// not say so. Only informative: agents fall back to their own defaults.
package struct MissingSectionsRule: LintRule {
    package let id = "missing-sections"
    package let severity = LintSeverity.info
    package let summary = "The front matter defines colors but no spacing or no rounded group, and omitted: does not list it."

    package func check(_ subject: LintSubject) -> [LintFinding] {
        guard !subject.entries(of: DesignMDSchema.colorGroup).isEmpty else { return [] }
        return DesignMDSchema.optionalGroups.compactMap { group in
            guard subject.entries(of: group).isEmpty, !subject.omitted.contains(group) else { return nil }
            return finding(subject, path: group, line: subject.frontMatterLine,
                           "\(group): no '\(group)' group; agents will use their own defaults (list it under omitted: if that is intended)")
        }
    }
}

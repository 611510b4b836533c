import SpecimenModel
import SpecimenReading

/// `unknown-key`: a top-level key of the front matter, or a component property, that the format
/// does not define. Tools that follow the format ignore it, so a misspelt group (`typograpy:`)
/// silently loses its tokens. Suggests the closest known key.
package struct UnknownKeyRule: LintRule {
    package let id = "unknown-key"
    package let severity = LintSeverity.warning
    package let summary = "A top-level front-matter key or a component property is not part of the format; the closest known name is suggested."

    package func check(_ subject: LintSubject) -> [LintFinding] {
        guard let root = subject.frontMatter?.root else { return [] }
        var findings: [LintFinding] = []
        for (key, value) in root.entries ?? [] where !DesignMDSchema.topLevelKeys.contains(key) {
            findings.append(finding(subject, path: key, line: value.line,
                                    "unknown top-level key '\(key)'\(Self.hint(key, among: DesignMDSchema.topLevelKeys)): tools that follow DESIGN.md ignore it"))
        }
        for (component, value) in subject.entries(of: DesignMDSchema.componentsKey) {
            for (property, raw) in value.entries ?? [] where !DesignMDSchema.componentProperties.contains(property) {
                let path = "\(DesignMDSchema.componentsKey).\(component).\(property)"
                let effect = FrontMatterComponentReader.drawnExtras.contains(property)
                    ? "Specimen draws it, other tools may ignore it" : "kept, not drawn"
                findings.append(finding(subject, path: path, line: raw.line,
                                        "\(path): '\(property)' is not a component property\(Self.hint(property, among: DesignMDSchema.componentProperties)): \(effect)"))
            }
        }
        return findings
    }

    package static func hint(_ key: String, among known: [String]) -> String {
        SidecarParser.closest(to: key, in: known).map { " (did you mean '\($0)'?)" } ?? ""
    }
}

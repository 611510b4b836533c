import SpecimenModel
import SpecimenReading

/// `unknown-key`: a top-level key of the front matter that looks like a misspelt key of the
/// format (`typografy:`, `colours:`, within two edits of one), or a component property the
/// format does not define. Tools that follow the format ignore both, so a misspelt group
/// silently loses its tokens. Suggests the known key.
///
/// A key far from every known one (`icons:`, `motion:`) is an extension, not a typo: it is
/// left alone, and `token-like-ignored` speaks up if it holds tokens.
package struct UnknownKeyRule: LintRule {
    package let id = "unknown-key"
    package let severity = LintSeverity.warning
    package let summary = "A top-level front-matter key within two edits of a key of the format (a misspelling), or a component property that is not part of the format; the known name is suggested."

    /// How far a key may be from a known one to be taken for a misspelling of it.
    package static let maxDistance = 2

    package func check(_ subject: LintSubject) -> [LintFinding] {
        guard let root = subject.frontMatter?.root else { return [] }
        var findings: [LintFinding] = []
        for (key, value) in root.entries ?? [] where !DesignMDSchema.topLevelKeys.contains(key) {
            guard let known = Self.misspelt(key, among: DesignMDSchema.topLevelKeys) else { continue }
            findings.append(finding(subject, path: key, line: value.line,
                                    "unknown top-level key '\(key)' (did you mean '\(known)'?): tools that follow DESIGN.md ignore it"))
        }
        for (component, value) in subject.entries(of: DesignMDSchema.componentsKey) {
            for (property, raw) in value.entries ?? [] where !DesignMDSchema.componentProperties.contains(property) {
                let path = "\(DesignMDSchema.componentsKey).\(component).\(property)"
                if subject.options.likeReference {
                    // The reference files this under broken-ref, as a warning.
                    findings.append(LintFinding(
                        rule: BrokenReferenceRule().id, severity: .warning, path: path, file: subject.file, line: raw.line,
                        message: "'\(property)' is not a recognized component sub-token. Valid sub-tokens: \(DesignMDSchema.componentProperties.joined(separator: ", "))."))
                    continue
                }
                let effect = FrontMatterComponentReader.keyAliases[property].map { "Specimen draws it as '\($0)', other tools may ignore it" }
                    ?? (FrontMatterComponentReader.typeKeys.contains(property) ? "Specimen draws it as part of 'typography', other tools may ignore it" : nil)
                    ?? (FrontMatterComponentReader.drawnExtras.contains(property)
                    ? "Specimen draws it, other tools may ignore it"
                    : FrontMatterExtraKeys.drawsKey(property) ? "Specimen draws it by its name, other tools may ignore it" : "kept, not drawn")
                findings.append(finding(subject, path: path, line: raw.line,
                                        "\(path): '\(property)' is not a component property\(Self.hint(property, among: DesignMDSchema.componentProperties)): \(effect)"))
            }
        }
        return findings
    }

    /// The known key `key` is a misspelling of: the first of the nearest, ignoring case, when
    /// it is at most `maxDistance` edits away. Keys whose lengths differ by more than that are
    /// not compared, so a very long key costs nothing.
    package static func misspelt(_ key: String, among known: [String]) -> String? {
        let lower = key.lowercased()
        var best: (key: String, distance: Int)?
        for candidate in known where abs(candidate.count - lower.count) <= maxDistance {
            let distance = SidecarParser.editDistance(lower, candidate.lowercased())
            if distance <= maxDistance, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.key
    }

    package static func hint(_ key: String, among known: [String]) -> String {
        SidecarParser.closest(to: key, in: known).map { " (did you mean '\($0)'?)" } ?? ""
    }
}

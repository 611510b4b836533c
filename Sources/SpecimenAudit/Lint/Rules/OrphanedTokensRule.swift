import SpecimenModel
import SpecimenReading

/// `orphaned-tokens`: a colour of the front matter that no component refers to, directly or
/// through other tokens. Quiet when there are no components at all; for a member of a family a
/// component uses (`on-primary`, `primary-container` once `primary` is used) and for the
/// Material Design 3 roles, as the reference linter; and for `name-dark` when `name` is used
/// (Specimen reads it as the dark appearance of `name`).
package struct OrphanedTokensRule: LintRule {
    package let id = "orphaned-tokens"
    package let severity = LintSeverity.warning
    package let summary = "A colour in the front matter is referenced by no component (checked only when there are components)."

    package static let darkSuffix = "-dark"

    package func check(_ subject: LintSubject) -> [LintFinding] {
        guard let references = subject.references, let components = subject.frontMatter?.root[DesignMDSchema.componentsKey],
              !(components.entries ?? []).isEmpty else { return [] }
        var used: Set<String> = []
        for (_, scalar) in LintSubject.scalars(in: components, path: DesignMDSchema.componentsKey) {
            for path in FrontMatterReferences.embeddedPaths(in: scalar.string ?? "") {
                used.insert(path)
                used.formUnion(references.chain(of: .scalar("{\(path)}", line: scalar.line)))
            }
        }
        // A component the prose describes under a components heading (`**Breadcrumb** — … dots
        // in {colors.stone}`) refers to the colours it names too, drawn or not.
        for path in Self.proseComponentReferences(subject.system.document) {
            used.insert(path)
            used.formUnion(references.chain(of: .scalar("{\(path)}", line: 0)))
        }
        let group = DesignMDSchema.colorGroup
        guard let colors = subject.frontMatter?.root[group] else { return [] }
        let prefix = group + "."
        let usedFamilies = Set(used.filter { $0.hasPrefix(prefix) }.map { DesignMDSchema.colorFamily(String($0.dropFirst(prefix.count))) })
        // Only colours that were read: an invalid one, or the loser of a collision, is already
        // a finding of its own, and no component could use it.
        let read = Set((subject.model?.colors ?? []).map { prefix + $0.name })
        return LintSubject.scalars(in: colors, path: group).compactMap { path, value in
            guard !used.contains(path), !used.contains(Self.tokenPath(path, in: subject.frontMatter?.root)), read.contains(path) else { return nil }
            if path.hasSuffix(Self.darkSuffix), used.contains(String(path.dropLast(Self.darkSuffix.count))) { return nil }
            let family = DesignMDSchema.colorFamily(String(path.dropFirst(prefix.count)))
            if usedFamilies.contains(family) || DesignMDSchema.baselineColorFamilies.contains(family) { return nil }
            return finding(subject, path: path, line: value.line, "\(path) is defined but no component refers to it")
        }
    }

    /// `colors.paper.value` → `colors.paper`: the token a value written as a mapping
    /// (`paper: { value: … }`) belongs to, which references name; any other path as it is.
    static func tokenPath(_ path: String, in root: YAMLValue?) -> String {
        guard let dot = path.lastIndex(of: "."), var node = root else { return path }
        let parent = String(path[..<dot])
        for key in parent.split(separator: ".") {
            guard let next = node[String(key)] else { return path }
            node = next
        }
        return FrontMatterReferences.wrappedValue(of: node) != nil ? parent : path
    }

    /// The references written in the prose under headings that gather components (`## Components`).
    static func proseComponentReferences(_ document: MarkdownDocument) -> Set<String> {
        var out: Set<String> = []
        var headings: [(level: Int, components: Bool)] = []
        var inCode = false
        for raw in document.lines {
            let line = raw.trimmingWhitespace
            if line.hasPrefix("```") || line.hasPrefix("~~~") { inCode.toggle(); continue }
            guard !inCode else { continue }
            if line.hasPrefix("#") {
                let level = line.prefix { $0 == "#" }.count
                let title = line.dropFirst(level).trimmingWhitespace
                if level <= 6, line.dropFirst(level).first == " " {
                    headings.removeAll { $0.level >= level }
                    headings.append((level, Vocabulary.standard.introducesComponents(title)))
                    continue
                }
            }
            guard headings.contains(where: \.components), line.contains(literal: "{") else { continue }
            out.formUnion(FrontMatterReferences.embeddedPaths(in: line))
        }
        return out
    }
}

import SpecimenModel
import SpecimenReading

/// `broken-ref`: a `{group.token}` reference in the front matter that names nothing, names a
/// whole group where a value is needed, or goes round in a cycle. The value is left unset, so
/// the document does not say what it seems to.
package struct BrokenReferenceRule: LintRule {
    package let id = "broken-ref"
    package let severity = LintSeverity.error
    package let summary = "A {group.token} reference in the front matter names nothing, names a group instead of a value, or is part of a cycle."

    package func check(_ subject: LintSubject) -> [LintFinding] {
        guard let root = subject.frontMatter?.root, let references = subject.references else { return [] }
        var findings: [LintFinding] = []
        for (group, value) in root.entries ?? [] where !DesignMDSchema.metadataKeys.contains(group) {
            for (path, scalar) in LintSubject.scalars(in: value, path: group) {
                guard let text = scalar.string else { continue }
                if FrontMatterReferences.path(in: text) != nil {
                    guard case .failure(let problem) = references.resolve(scalar, allowComposite: Self.mayNameComposite(path)) else { continue }
                    findings.append(finding(subject, path: path, line: scalar.line, message(path: path, written: text, problem: problem)))
                } else {
                    for target in FrontMatterReferences.embeddedPaths(in: text) where references.lookup(target) == nil {
                        findings.append(finding(subject, path: path, line: scalar.line, "\(path): \(FrontMatterReferences.Problem.missing(path: target))"))
                    }
                }
            }
        }
        return findings
    }

    /// The format lets components refer to composite values (`{typography.label-md}`), and a
    /// type style may be another style (`caption: "{typography.body}"`); everywhere else, and
    /// for a type style's own properties, a reference must end at one value.
    package static func mayNameComposite(_ path: String) -> Bool {
        let keys = path.split(separator: ".").map(String.init)
        switch keys.first {
        case DesignMDSchema.componentsKey: return true
        case DesignMDSchema.typographyGroup: return FrontMatterTokenReader.TypeStyleKey(rawValue: keys.last ?? "") == nil
        default: return false
        }
    }

    private func message(path: String, written: String, problem: FrontMatterReferences.Problem) -> String {
        let written = written.trimmingWhitespace
        switch problem {
        case .missing(let target) where "{\(target)}" != written:
            return "\(path): \(written) does not resolve: \(problem)"
        default:
            return "\(path): \(problem)"
        }
    }
}

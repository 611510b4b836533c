import SpecimenModel
import SpecimenReading

/// One check of a design document. A rule is a pure function of the analysed system: it reads
/// what earlier stages left (the front matter, the outline, the audit) and reports findings.
public protocol LintRule: Sendable {
    /// The id findings, `--format json` and SARIF use (`broken-ref`).
    var id: String { get }
    var severity: LintSeverity { get }
    /// What makes the rule fire, in one sentence, for help texts and SARIF.
    var summary: String { get }

    func check(_ subject: LintSubject) -> [LintFinding]

    /// A rule of Specimen's own, which the reference DESIGN.md linter does not have:
    /// `--like-reference` leaves it out.
    var isSpecimenOwn: Bool { get }
}

extension LintRule {
    public var isSpecimenOwn: Bool { false }

    /// A finding of this rule in the subject's document.
    package func finding(_ subject: LintSubject, path: String, line: Int, _ message: String) -> LintFinding {
        LintFinding(rule: id, severity: severity, path: path, file: subject.file, line: line, message: message)
    }
}

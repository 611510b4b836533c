import SpecimenModel
import SpecimenReading

/// `parser:YAML_PARSE_ERROR`, `parser:DUPLICATE_SECTION` and `parser:NO_YAML_FOUND`: what is
/// wrong with where a document keeps its DESIGN.md YAML (`YAMLSources`), under the labels the
/// reference linter's parser uses.
///
/// Invalid YAML is an error here, where the reference makes it a warning and exits 0: the
/// tokens of that block are lost, and a gate that passes such a document passes a design
/// system nobody can read. The build still publishes the system from its prose, with a banner
/// naming the error. `--like-reference` gives the reference's warning. A front matter whose only
/// faults are plain values holding ': ' is read with them quoted, and is a warning: its tokens
/// are read, but tools that follow the format strictly will not read them.
package struct YAMLParserRule: LintRule {
    package enum Check: Sendable { case syntax, duplicateSection, missing }

    package let id: String
    package let severity: LintSeverity
    package let summary: String
    package let check: Check

    package static let all: [YAMLParserRule] = [
        YAMLParserRule(
            id: "parser:YAML_PARSE_ERROR", severity: .error,
            summary: "The front matter or a ```yaml block of tokens is not valid YAML (line and column given); its tokens are not read.",
            check: .syntax),
        YAMLParserRule(
            id: "parser:DUPLICATE_SECTION", severity: .warning,
            summary: "Two YAML sources (the front matter, ```yaml blocks) define the same top-level key; the first is kept.",
            check: .duplicateSection),
        YAMLParserRule(
            id: "parser:NO_YAML_FOUND", severity: .warning,
            summary: "The document has no front matter and no ```yaml block of tokens (reported by `specimen lint`, not by builds, which read the prose).",
            check: .missing),
    ]

    package func check(_ subject: LintSubject) -> [LintFinding] {
        let sources = subject.system.yamlSources
        switch check {
        case .missing:
            guard subject.options.reportsMissingYAML, sources.count == 0 else { return [] }
            return [LintFinding(
                rule: id, severity: severity, path: "", file: subject.file, line: 1,
                message: "no DESIGN.md YAML: no front matter (---) and no ```yaml block of tokens, so tools that follow the format read no tokens from this document (Specimen reads its prose)")]
        case .syntax, .duplicateSection:
            let kind: YAMLSourceProblem.Kind = check == .syntax ? .syntax : .duplicateSection
            // The reference makes invalid YAML a warning.
            let severity = check == .syntax && subject.options.likeReference ? LintSeverity.warning : severity
            return sources.problems.filter { $0.kind == kind }.map { problem in
                var message = "\(problem.source): \(problem.message)"
                var severity = severity
                if kind == .syntax, !problem.skippedLines.isEmpty {
                    // The tokens on those lines are lost, to Specimen too: still an error.
                    let lines = problem.skippedLines.map(String.init).joined(separator: ", ")
                    message += "; Specimen skips line\(problem.skippedLines.count == 1 ? "" : "s") \(lines) and reads the rest, but other tools that read the format read none of it"
                } else if kind == .syntax, !problem.quotedLines.isEmpty {
                    // The tokens were read; only tools that follow the format strictly lose them.
                    let lines = problem.quotedLines.map(String.init).joined(separator: ", ")
                    message += "; Specimen reads the value\(problem.quotedLines.count == 1 ? " of line" : "s of lines") \(lines) as if quoted, but other tools that read the format will not"
                    severity = .warning
                } else if kind == .syntax {
                    message += "; its tokens are not read, and the system is built from its prose"
                }
                var finding = LintFinding(rule: id, severity: severity, path: "", file: subject.file, line: problem.line, message: message)
                finding.column = problem.column
                return finding
            }
        }
    }
}

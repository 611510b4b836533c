import SpecimenModel
import SpecimenReading

/// One problem a lint rule found: which rule, how much it matters, the token path or section it
/// concerns (`colors.spare`, `components.badge.backgroundColor`, `sections.Colors`) and the
/// line of the document.
public struct LintFinding: Sendable, Hashable, Codable {
    public var rule: String
    public var severity: LintSeverity
    public var path: String
    public var file: String
    public var line: Int
    /// The column, where the problem has one (a YAML syntax error); absent from the JSON otherwise.
    public var column: Int?
    public var message: String

    public init(rule: String, severity: LintSeverity, path: String, file: String, line: Int, message: String) {
        self.rule = rule
        self.severity = severity
        self.path = path
        self.file = file
        self.line = line
        self.message = message
    }

    /// The finding as the build reports problems: printed, shown on the token page's
    /// diagnostics panel, and failing `--strict` unless it is only info.
    public var diagnostic: Diagnostic {
        Diagnostic(severity.diagnosticSeverity, "[\(rule)] \(message)", file: file, line: line)
    }

    /// `file:line: severity: [rule] message`, the shape of the build's own diagnostics.
    public var formatted: String {
        "\(file):\(line)\(column.map { ":\($0)" } ?? ""): \(severity.rawValue): [\(rule)] \(message)"
    }
}

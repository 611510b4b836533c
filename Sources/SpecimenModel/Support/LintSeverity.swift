/// How much a lint finding matters, in the reference DESIGN.md linter's three levels.
public enum LintSeverity: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case info, warning, error

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// The build's own scale: info is a note, which `--strict` lets pass.
    public var diagnosticSeverity: Diagnostic.Severity {
        switch self {
        case .info: .note
        case .warning: .warning
        case .error: .error
        }
    }

    /// SARIF 2.1.0 `level`.
    package var sarifLevel: String {
        switch self {
        case .info: "note"
        case .warning: "warning"
        case .error: "error"
        }
    }
}

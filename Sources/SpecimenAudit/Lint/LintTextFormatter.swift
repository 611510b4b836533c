import SpecimenModel
import SpecimenReading

/// One `file:line: severity: [rule] message` line per finding, as compilers and the build
/// print them, then a summary line.
public struct LintTextFormatter: LintReportFormatter {
    public init() {}

    public func format(_ run: LintRun) -> String {
        (run.findings.map(\.formatted) + [run.summaryText]).joined(separator: "\n") + "\n"
    }
}

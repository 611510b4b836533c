import SpecimenModel
import SpecimenReading

/// Renders a lint run in one output format.
public protocol LintReportFormatter: Sendable {
    func format(_ run: LintRun) -> String
}

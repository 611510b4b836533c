import SpecimenModel
import SpecimenReading

/// Renders an audit run in one output format.
public protocol AuditReportFormatter: Sendable {
    func format(_ run: AuditRun) -> String
}

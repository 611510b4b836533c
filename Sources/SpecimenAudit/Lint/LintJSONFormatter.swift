import Foundation
import SpecimenModel
import SpecimenReading

/// The run as JSON for tools and agents, keys sorted, so the same input gives the same bytes.
public struct LintJSONFormatter: LintReportFormatter {
    public init() {}

    public func format(_ run: LintRun) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(run), let text = String(data: data, encoding: .utf8) else { return "{}\n" }
        return text + "\n"
    }
}

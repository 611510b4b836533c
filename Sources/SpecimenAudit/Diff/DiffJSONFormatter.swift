import Foundation
import SpecimenModel
import SpecimenReading

/// The comparison as JSON: `ContentDiff` encoded with sorted keys, so equal comparisons give
/// equal bytes. The schema is documented in docs/AUDIT.md ("Diff JSON schema").
public struct DiffJSONFormatter: DiffReportFormatter {
    public init() {}

    public func format(_ diff: ContentDiff) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(diff), let text = String(data: data, encoding: .utf8) else { return "{}\n" }
        return text + "\n"
    }
}

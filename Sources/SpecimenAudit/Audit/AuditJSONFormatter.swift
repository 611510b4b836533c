import Foundation
import SpecimenModel
import SpecimenReading

/// The audit as JSON: `AuditRun` encoded with sorted keys, so equal runs give equal bytes
/// (through `JSONValueEncoder`, in the format `JSONEncoder` writes).
/// The schema is documented field by field in docs/AUDIT.md ("Audit JSON schema").
public struct AuditJSONFormatter: AuditReportFormatter {
    public init() {}

    public func format(_ run: AuditRun) -> String {
        // Every value in the model is finite and encodable, so encoding cannot fail.
        (try? JSONValueEncoder.encode(run).pretty()) ?? "{}\n"
    }

    /// The same text through Foundation's `JSONEncoder`, which `format` must match byte for byte.
    package static func foundationFormat(_ run: AuditRun) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(run), let text = String(data: data, encoding: .utf8) else { return "{}\n" }
        return text + "\n"
    }
}

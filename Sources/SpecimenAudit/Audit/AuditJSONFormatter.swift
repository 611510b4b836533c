import Foundation
import SpecimenModel
import SpecimenReading

/// The audit as JSON: `AuditRun` encoded with sorted keys, so equal runs give equal bytes
/// (through `JSONValueEncoder`, in the format `JSONEncoder` writes).
/// The schema is documented field by field in docs/AUDIT.md ("Audit JSON schema").
public struct AuditJSONFormatter: AuditReportFormatter {
    /// Without indentation: the `audit.json` a site publishes, for tools; `specimen audit
    /// --format json` stays indented for people.
    public var compact: Bool

    public init(compact: Bool = false) {
        self.compact = compact
    }

    public func format(_ run: AuditRun) -> String {
        // Every value in the model is finite and encodable, so encoding cannot fail.
        guard let value = try? JSONValueEncoder.encode(run) else { return "{}\n" }
        return compact ? value.compact() : value.pretty()
    }

    /// The same text through Foundation's `JSONEncoder`, which `format` must match byte for byte.
    package static func foundationFormat(_ run: AuditRun, compact: Bool = false) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = compact ? [.sortedKeys, .withoutEscapingSlashes] : [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(run), let text = String(data: data, encoding: .utf8) else { return "{}\n" }
        return text + "\n"
    }
}

import SpecimenModel
import SpecimenReading

/// How a lint run judges. Specimen differs from the reference DESIGN.md linter on purpose in a
/// few places (`LintOptions.deliberateDifferences`); `likeReference` gives the reference's
/// answer instead, for teams that gate on agreement with it.
public struct LintOptions: Sendable, Hashable {
    /// Answer as `@google/design.md` 0.3.0 does: contrast at 4.5:1 for every text size with
    /// alpha ignored, invalid YAML a warning that replaces the report, and none of Specimen's
    /// own rules.
    public var likeReference: Bool
    /// Whether a document with no DESIGN.md YAML at all is a finding (`parser:NO_YAML_FOUND`).
    /// `specimen lint` says so, as the format's tools would; a build does not, since reading
    /// the prose of such a document is what it is for.
    public var reportsMissingYAML: Bool

    public init(likeReference: Bool = false, reportsMissingYAML: Bool = true) {
        self.likeReference = likeReference
        self.reportsMissingYAML = reportsMissingYAML
    }

    /// Where Specimen's answer is not the reference's, and why: `specimen lint --help` and
    /// docs/AUDIT.md list them.
    public static let deliberateDifferences: [(name: String, specimen: String, reference: String)] = [
        ("large text", "contrast-ratio asks 3:1 of large text (24px, or 18.67px bold), as WCAG AA does",
         "4.5:1 for every size"),
        ("alpha", "a translucent fill or text colour is composited over what lies beneath (the system's page background) before measuring",
         "alpha is ignored: the colour is measured as if opaque"),
        ("state entries", "contrast-ratio lets button-primary-hover take what it leaves out from button-primary, and exempts disabled states",
         "each entry alone, no exemption"),
        ("invalid YAML", "parser:YAML_PARSE_ERROR is an error (exit 1) beside the other findings; the system is still built from its prose",
         "a warning that replaces every other finding, exit 0"),
        ("own rules", "duplicate-section (error) also runs",
         "no such rule"),
        ("component properties", "an unknown one is unknown-key",
         "broken-ref, as a warning"),
    ]
}

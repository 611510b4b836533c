import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// A notice over every page of a system whose DESIGN.md YAML does not parse: the pages show the
/// prose, and a reader must know the tokens the document meant are missing, and why.
package struct PageBanner: Sendable, Encodable {
    package var title: String
    package var detail: String
    /// `DESIGN.md:4:14`, where the error is.
    package var location: String

    /// How libyaml's messages start (`BoundedYAML.describe`), which the banner's title says already.
    package static let prefix = "invalid YAML: "

    /// The banner for a system, or nil when its YAML was read.
    package init?(_ system: DesignSystem) {
        guard let problem = system.yamlSources.syntaxError else { return nil }
        title = "The \(problem.source) of this document is not valid YAML, so its tokens were not read."
        var error = problem.message
        if error.hasPrefix(Self.prefix) { error.removeFirst(Self.prefix.count) }
        detail = "These pages are built from the document's prose. The error: \(error)\(error.hasSuffix(".") ? "" : ".")"
        location = "\(system.source.displayPath):\(problem.line)\(problem.column.map { ":\($0)" } ?? "")"
    }
}

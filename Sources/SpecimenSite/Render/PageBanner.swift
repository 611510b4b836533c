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
        let skipped = system.yamlSources.syntaxError == nil ? system.yamlSources.skippedLines : nil
        guard let problem = system.yamlSources.syntaxError ?? skipped else { return nil }
        var error = problem.message
        if error.hasPrefix(Self.prefix) { error.removeFirst(Self.prefix.count) }
        error += error.hasSuffix(".") ? "" : "."
        if let skipped {
            let lines = skipped.skippedLines.map(String.init).joined(separator: ", ")
            let many = skipped.skippedLines.count > 1
            title = "Line\(many ? "s" : "") \(lines) of the \(problem.source) \(many ? "are" : "is") not valid YAML, so \(many ? "they were" : "it was") skipped; the rest was read."
            detail = "The colours on \(many ? "those lines" : "that line") are listed as unread on the tokens page. The error: \(error)"
        } else {
            title = "The \(problem.source) of this document is not valid YAML, so its tokens were not read."
            detail = "These pages are built from the document's prose. The error: \(error)"
        }
        location = "\(system.source.displayPath):\(problem.line)\(problem.column.map { ":\($0)" } ?? "")"
    }
}

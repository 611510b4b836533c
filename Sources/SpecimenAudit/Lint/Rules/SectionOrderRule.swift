import SpecimenModel
import SpecimenReading

/// `section-order`: the format's sections (Overview, Colors, Typography, Layout, Elevation &
/// Depth, Shapes, Components, Do's and Don'ts, or their aliases) appear out of that order.
/// Other headings are ignored, so it runs on any document; it reports the first break only.
package struct SectionOrderRule: LintRule {
    package let id = "section-order"
    package let severity = LintSeverity.warning
    package let summary = "The format's sections (Overview … Do's and Don'ts) are out of the order the format gives."

    package func check(_ subject: LintSubject) -> [LintFinding] {
        let known = subject.system.outline.sections.compactMap { section in
            DesignMDSchema.section(named: section.title).map { (section: section, index: $0.index) }
        }
        for (previous, next) in zip(known, known.dropFirst()) where next.index < previous.index {
            let order = DesignMDSchema.sections.map(\.name).joined(separator: ", ")
            return [finding(subject, path: "sections.\(next.section.title)", line: next.section.startLine,
                            "'\(next.section.title)' comes after '\(previous.section.title)' (line \(previous.section.startLine)); the format orders sections \(order)")]
        }
        return []
    }
}

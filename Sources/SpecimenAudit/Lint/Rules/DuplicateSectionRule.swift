import SpecimenModel
import SpecimenReading

/// `duplicate-section`: two top-level sections with the same heading (or two headings for the
/// same section of the format, such as Colors and Colours). The format rejects such a file, and
/// a reader cannot tell which one holds.
package struct DuplicateSectionRule: LintRule {
    package let id = "duplicate-section"
    package let severity = LintSeverity.error
    package let summary = "Two top-level sections have the same heading, or two headings name the same section of the format."
    // The format's spec asks for it ("duplicate section heading: error"); the reference
    // linter does not implement it.
    package let isSpecimenOwn = true

    package func check(_ subject: LintSubject) -> [LintFinding] {
        var first: [String: DocumentSection] = [:]
        var findings: [LintFinding] = []
        for section in subject.system.outline.sections {
            let key = DesignMDSchema.section(named: section.title).map { "#\($0.section.name)" } ?? DesignMDSchema.headingKey(section.title)
            guard let earlier = first[key] else {
                first[key] = section
                continue
            }
            findings.append(finding(subject, path: "sections.\(section.title)", line: section.startLine,
                                    "'\(section.title)' repeats the section '\(earlier.title)' of line \(earlier.startLine)"))
        }
        return findings
    }
}

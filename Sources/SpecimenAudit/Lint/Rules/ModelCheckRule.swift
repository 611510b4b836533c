import SpecimenModel
import SpecimenReading

/// The value checks of the DESIGN.md format (`model:invalid-color`, `model:invalid-unit`…), one
/// rule per check under the reference linter's labels: the findings `DesignMDModel` makes while
/// reading the front matter as the format's tools read it.
package struct ModelCheckRule: LintRule {
    package let id: String
    package let severity: LintSeverity
    package let summary: String

    package static let all: [ModelCheckRule] = [
        ModelCheckRule(id: "model:invalid-color", severity: .error,
                       summary: "A colour in colors is not a CSS colour (hex, a colour function, color-mix(in srgb, …) or a named colour); it is not read."),
        ModelCheckRule(id: "model:invalid-unit", severity: .error,
                       summary: "A radius or a type dimension is in a unit other than px, rem or em (2vh, 50%); it is kept as written."),
        ModelCheckRule(id: "model:invalid-dimension", severity: .error,
                       summary: "A radius or a type dimension is not a number followed by a unit (px, rem, '12 px'); it is not read."),
        ModelCheckRule(id: "model:font-family-color", severity: .error,
                       summary: "A type style's fontFamily is a colour (#ffffff, or a colour name such as Tan)."),
        ModelCheckRule(id: "model:font-weight", severity: .error,
                       summary: "A type style's fontWeight is not a number (bold: write 700)."),
        ModelCheckRule(id: "model:typography-prop", severity: .warning,
                       summary: "A type style has a property the format does not define (textTransform); tools that follow the format drop it."),
        ModelCheckRule(id: "model:nesting-depth", severity: .error,
                       summary: "A colors, rounded or spacing group nests deeper than 20 levels; the deeper tokens are not read."),
        ModelCheckRule(id: "model:duplicate-token", severity: .error,
                       summary: "Two tokens of a group have the same dotted path (a nested key and a key written with dots); the first is kept."),
        ModelCheckRule(id: "model:flatten-collision", severity: .error,
                       summary: "Two tokens of a group have the same name once dots become hyphens (utility-info-50 and utility-info.50); the first is kept."),
    ]

    package func check(_ subject: LintSubject) -> [LintFinding] {
        (subject.model?.findings ?? []).filter { $0.rule == id }.map { found in
            LintFinding(rule: id, severity: found.severity, path: found.path, file: subject.file, line: found.line,
                        message: "\(found.path): \(found.message)")
        }
    }
}

import SpecimenModel

/// How the exporters read a `TypeStyle` the same way: which generic family stands in for a
/// missing one, and whether a line height is a multiplier or a length.
package enum TypeStyleReading {
    /// CSS `font: medium`, the size a style without one renders at.
    package static let defaultSize = 16.0
    /// Roughly CSS `line-height: normal`.
    package static let defaultLineHeight = 1.2

    /// Documents write line height either as a multiplier (1.4) or as points (22); no text
    /// style has a multiplier this large or a line this small.
    package static func isAbsoluteLineHeight(_ value: Double) -> Bool { value > 4 }

    /// The line height as a multiplier of the size, when it can be told.
    package static func lineHeightRatio(_ style: TypeStyle) -> Double? {
        guard let lineHeight = style.lineHeight, lineHeight > 0 else { return nil }
        guard isAbsoluteLineHeight(lineHeight) else { return lineHeight }
        guard let size = style.size, size.cssPixels > 0 else { return nil }
        return lineHeight / size.cssPixels
    }

    /// System families for a style that names a design (`rounded`, `Mono`) but no family.
    package static func genericFamilies(for style: TypeStyle) -> [String] {
        let design = (style.design ?? "").lowercased()
        if design.contains(literal: "mono") { return ["ui-monospace", "monospace"] }
        if design.contains(literal: "rounded") { return ["ui-rounded", "system-ui", "sans-serif"] }
        if design.contains(literal: "serif") { return ["ui-serif", "serif"] }
        return ["system-ui", "sans-serif"]
    }
}

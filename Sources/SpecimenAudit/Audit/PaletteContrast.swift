import SpecimenModel
import SpecimenReading

/// One cell of the palette matrix: two colour tokens of the same appearance, whatever their use.
/// The matrix is a reference for designers choosing combinations, so it never fails an audit.
public struct PaletteContrast: Sendable, Hashable, Codable {
    public var mode: TokenMode
    public var first: AuditColor
    public var second: AuditColor
    public var ratio: Double
    public var ratioText: String
    /// The categories this combination would pass at each level, e.g. AA: normal-text, large-text, non-text.
    public var passesAA: [ContrastCategory]
    public var passesAAA: [ContrastCategory]

    /// The colours a matrix compares, per appearance: its cells grow with the square of the
    /// palette, and past this a table is no longer something a designer reads (2,016 cells).
    public static let colorLimit = 64

    /// Every unordered pair of the palette's first `colorLimit` colours, in palette order.
    /// Translucent tokens are flattened over `backdrop`, the colour they would most often be seen on.
    package static func matrix(_ palette: AuditPalette, backdrop: RGBAColor) -> [PaletteContrast] {
        let base = LayerStack(base: backdrop)
        // Each colour's luminance and hex once, not once per cell of the matrix.
        let seen = palette.entries.prefix(colorLimit).map { entry in
            let color = base.effectiveColor(of: entry.color)
            return (color: AuditColor(hex: color.opaqueHex, name: entry.name, declared: entry.color.hex), luminance: color.relativeLuminance)
        }
        var cells: [PaletteContrast] = []
        for i in seen.indices {
            for j in seen.indices where j > i {
                let ratio = ContrastRatio(luminance: seen[i].luminance, and: seen[j].luminance)
                func passing(_ level: WCAGLevel) -> [ContrastCategory] {
                    ContrastCategory.allCases.filter { $0.requirement(at: level).isMet(by: ratio) }
                }
                cells.append(PaletteContrast(
                    mode: palette.mode,
                    first: seen[i].color, second: seen[j].color,
                    ratio: ratio.value, ratioText: ratio.formatted, passesAA: passing(.aa), passesAAA: passing(.aaa)))
            }
        }
        return cells
    }
}

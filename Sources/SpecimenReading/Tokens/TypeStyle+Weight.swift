import SpecimenModel

extension TypeStyle {
    /// Numeric CSS weight for the names SwiftUI and CSS share.
    public var numericWeight: Int? {
        guard let weight else { return nil }
        return CSSFontWeight.parse(weight)
    }

    /// Weight names as CSS numbers: the one table in `CSSFontWeight`.
    package static var weights: [String: Int] { CSSFontWeight.byName }
}

import SpecimenModel
import SpecimenReading

/// WCAG's split between normal and large text, which decides the contrast threshold.
///
/// WCAG defines large text as at least 18pt, or at least 14pt bold, in CSS points (1pt = 4/3 px).
/// Design documents written for iOS use points, and one iOS point is rendered as one CSS px, so
/// sizes here are CSS px and an iOS point size can be passed unchanged.
public enum TextSizeCategory: String, Sendable, Hashable, CaseIterable, Codable {
    case normal
    case large

    /// 18pt in CSS px.
    public static let largeMinimumPixels: Double = 24
    /// 14pt in CSS px, kept as the exact fraction so that "14pt" converted elsewhere lands on it.
    public static let boldLargeMinimumPixels: Double = 14.0 * 4.0 / 3.0
    /// CSS `bold` is 700; 600 (semibold) is not bold for WCAG's purposes.
    public static let boldMinimumWeight = 700

    /// - Parameters:
    ///   - pixelSize: font size in CSS px (equivalently, iOS points).
    ///   - weight: CSS numeric weight, 100...900.
    public init(pixelSize: Double, weight: Int) {
        let isBold = weight >= Self.boldMinimumWeight
        if pixelSize >= Self.largeMinimumPixels || (isBold && pixelSize >= Self.boldLargeMinimumPixels) {
            self = .large
        } else {
            self = .normal
        }
    }
}

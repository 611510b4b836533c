import SpecimenModel
import SpecimenReading

/// The WCAG conformance levels that have contrast criteria. Level A has none.
public enum WCAGLevel: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
    case aa = "AA"
    case aaa = "AAA"

    public static func < (lhs: WCAGLevel, rhs: WCAGLevel) -> Bool {
        lhs == .aa && rhs == .aaa
    }
}

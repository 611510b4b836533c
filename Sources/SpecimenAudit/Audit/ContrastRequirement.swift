import SpecimenModel
import SpecimenReading

/// One WCAG contrast success criterion and its minimum ratio.
public enum ContrastRequirement: Sendable, Hashable {
    /// 1.4.3 (AA) or 1.4.6 (AAA).
    case text(WCAGLevel, TextSizeCategory)
    /// 1.4.11 non-text contrast: UI component boundaries, focus indicators, meaningful graphics.
    /// WCAG has no enhanced (AAA) version, so an AAA audit still asks 3:1 here.
    case nonText

    public var minimumRatio: Double {
        switch self {
        case .text(.aa, .normal): 4.5
        case .text(.aa, .large): 3
        case .text(.aaa, .normal): 7
        case .text(.aaa, .large): 4.5
        case .nonText: 3
        }
    }

    /// The success criterion number, for reports that link to the WCAG text.
    public var successCriterion: String {
        switch self {
        case .text(.aa, _): "1.4.3"
        case .text(.aaa, _): "1.4.6"
        case .nonText: "1.4.11"
        }
    }

    public func isMet(by ratio: ContrastRatio) -> Bool {
        ratio.meets(minimumRatio)
    }
}

extension ContrastRatio {
    /// The highest level this ratio reaches for text of the given size, or nil when it fails AA.
    public func highestLevel(for size: TextSizeCategory) -> WCAGLevel? {
        if ContrastRequirement.text(.aaa, size).isMet(by: self) { return .aaa }
        if ContrastRequirement.text(.aa, size).isMet(by: self) { return .aa }
        return nil
    }
}

import SpecimenModel
import SpecimenReading

/// Whether a ratio meets one WCAG level for the pair's category.
public struct ContrastVerdict: Sendable, Hashable, Codable {
    public var minimum: Double
    /// "1.4.3", "1.4.6" or "1.4.11".
    public var criterion: String
    public var passes: Bool

    public init(requirement: ContrastRequirement, ratio: ContrastRatio) {
        self.minimum = requirement.minimumRatio
        self.criterion = requirement.successCriterion
        self.passes = requirement.isMet(by: ratio)
    }
}

/// The verdicts at both levels, so one report serves an AA gate and an AAA gate alike.
public struct ContrastVerdicts: Sendable, Hashable, Codable {
    public var aa: ContrastVerdict
    public var aaa: ContrastVerdict

    package enum CodingKeys: String, CodingKey {
        case aa = "AA"
        case aaa = "AAA"
    }

    public init(category: ContrastCategory, ratio: ContrastRatio) {
        self.aa = ContrastVerdict(requirement: category.requirement(at: .aa), ratio: ratio)
        self.aaa = ContrastVerdict(requirement: category.requirement(at: .aaa), ratio: ratio)
    }

    public subscript(level: WCAGLevel) -> ContrastVerdict {
        level == .aa ? aa : aaa
    }
}

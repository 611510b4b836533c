import SpecimenModel
import SpecimenReading

/// Which WCAG threshold a pair is held to: text (by its size) or a user-interface boundary.
public enum ContrastCategory: String, Sendable, Hashable, Codable, CaseIterable {
    case normalText = "normal-text"
    case largeText = "large-text"
    case nonText = "non-text"

    public init(textSize: TextSizeCategory) {
        self = textSize == .large ? .largeText : .normalText
    }

    public var isText: Bool { self != .nonText }

    public func requirement(at level: WCAGLevel) -> ContrastRequirement {
        switch self {
        case .normalText: .text(level, .normal)
        case .largeText: .text(level, .large)
        case .nonText: .nonText
        }
    }

    /// For tables and messages: "normal text", "large text", "non-text".
    public var label: String {
        switch self {
        case .normalText: "normal text"
        case .largeText: "large text"
        case .nonText: "non-text"
        }
    }
}

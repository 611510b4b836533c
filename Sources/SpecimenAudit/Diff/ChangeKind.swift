import SpecimenModel
import SpecimenReading

/// What happened to a token, a component or a property between the two sides.
public enum ChangeKind: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case added, removed, modified
    /// The same value under a new name (tokens only).
    case renamed

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// The sign a diff line starts with.
    package var sign: String {
        switch self {
        case .added: "+"
        case .removed: "-"
        case .modified: "~"
        case .renamed: ">"
        }
    }
}

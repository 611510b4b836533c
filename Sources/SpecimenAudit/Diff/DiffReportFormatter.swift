import SpecimenModel
import SpecimenReading

/// Renders a comparison in one output format.
public protocol DiffReportFormatter: Sendable {
    func format(_ diff: ContentDiff) -> String
}

extension SourceReference {
    /// "12", "12 → 14", or "was 12" for a line that only the before side has.
    package static func lineChange(_ before: SourceReference?, _ after: SourceReference?) -> String {
        switch (before, after) {
        case let (old?, new?): old.line == new.line ? "\(new.line)" : "\(old.line) → \(new.line)"
        case let (nil, new?): "\(new.line)"
        case let (old?, nil): "was \(old.line)"
        case (nil, nil): ""
        }
    }
}

extension PairChange {
    /// The measurement that shows the change: the failing one after, or the failing one before.
    package var shown: Measurement { (after?.passes == false ? after : before) ?? after ?? before! }

    /// "2.51:1 (was 5.10:1)" for a new failure, "4.62:1 (was 3.10:1)" for a fixed one.
    package var ratioChange: String {
        switch (before, after) {
        case let (old?, new?): "\(new.ratioText):1 (was \(old.ratioText):1)"
        case let (nil, new?): "\(new.ratioText):1 (new pair)"
        case let (old?, nil): "was \(old.ratioText):1 (pair gone)"
        case (nil, nil): ""
        }
    }
}

extension TokenChange {
    /// "Ink → Night" for a rename, the name otherwise.
    package var displayName: String {
        if change == .renamed, let before, let after { return "\(before.name) → \(after.name)" }
        return name
    }
}

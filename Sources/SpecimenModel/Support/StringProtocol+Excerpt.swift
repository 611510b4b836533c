import Foundation

extension StringProtocol {
    /// The words as a message quotes them: at most `limit` characters, the cut marked with an
    /// ellipsis. A value pasted whole on one line (a minified style sheet, a run-on cell) stays
    /// recognisable by its start and its line number without flooding a warning or a comment.
    package func excerpt(_ limit: Int = 120) -> String {
        count > limit ? String(prefix(limit - 1)) + "…" : String(self)
    }
}

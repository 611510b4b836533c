import SpecimenModel
import SpecimenReading

extension ResolvedTokens {
    /// Whether every colour the document gives is a dark-mode value: a palette under "Tema
    /// Oscuro (Principal)" or a `.dark {` block, and no light or unmarked colour beside it. Such
    /// a document describes one appearance, the dark one: there is no light page to measure or
    /// draw on, and a white one would be invented (`Backdrop`).
    package var describesOnlyDark: Bool {
        var anyDark = false
        for token in tokens {
            guard let kind = resolvedKind(of: token), kind == .color || kind == .gradient else { continue }
            guard token.mode == .dark else { return false }
            anyDark = true
        }
        return anyDark
    }
}

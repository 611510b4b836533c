import SpecimenModel

extension DimensionRole {
    /// The first text (name first, then the nearest context) that says what the length is for.
    package static func infer(from texts: [String]) -> DimensionRole {
        for text in texts {
            if let role = mentioned(in: text) { return role }
        }
        return .size
    }

    package static func mentioned(in text: String) -> DimensionRole? {
        let lower = text.lowercased()
        let roles = Vocabulary.standard.dimensionRoles
        // Letter spacing is a text measure, and `monospace` is not about layout spacing.
        if roles.size.contains(where: { lower.contains(literal: $0) }) { return .size }
        if roles.radius.contains(where: { lower.contains(literal: $0) }) { return .radius }
        if roles.spacing.contains(where: { lower.contains(literal: $0) }) { return .spacing }
        return nil
    }

    /// Border-width wording, which turns a length into a `.borderWidth` value instead. A border's
    /// radius (`Border Radius`, `borderRadius`) is a radius: a 9999px pill is no 9999px frame.
    package static func mentionsBorder(_ text: String) -> Bool {
        let lower = text.lowercased()
        let roles = Vocabulary.standard.dimensionRoles
        return Vocabulary.standard.borderWidthWords.contains(where: { lower.contains(literal: $0) })
            && !roles.radius.contains(where: { lower.contains(literal: $0) })
    }
}

extension DimensionRole {
    /// The first text (name first, then the nearest context) that says what the length is for.
    static func infer(from texts: [String]) -> DimensionRole {
        for text in texts {
            if let role = mentioned(in: text) { return role }
        }
        return .size
    }

    static func mentioned(in text: String) -> DimensionRole? {
        let lower = text.lowercased()
        // Letter spacing is a text measure, and `monospace` is not about layout spacing.
        if ["tracking", "kerning", "letter", "mono"].contains(where: lower.contains) { return .size }
        if ["radius", "radii", "corner"].contains(where: lower.contains) { return .radius }
        if ["spacing", "space", "gap", "padding", "margin", "inset", "gutter"].contains(where: lower.contains) { return .spacing }
        return nil
    }

    /// Border-width wording, which turns a length into a `.borderWidth` value instead.
    static func mentionsBorder(_ text: String) -> Bool {
        let lower = text.lowercased()
        return ["border", "stroke", "linewidth", "line width", "hairline"].contains(where: lower.contains)
    }
}

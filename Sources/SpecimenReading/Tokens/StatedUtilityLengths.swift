import SpecimenModel

/// The lengths a document gives its own utility classes, where its theme is not the framework's
/// default: `Radius: 4px (rounded-md)`, `rounded-6 // buttons (6px)`, `` `gap-4` = 4px ``. A class
/// the document maps is that length, whatever the framework's step of that name; and where the
/// document's spacing steps are pixels (`gap-4` = 4px, not Tailwind's 16px), every numeric
/// spacing step is (`px-16` is 16px). Read once per document.
package struct StatedUtilityLengths: Sendable, Equatable {
    /// The length of each class the document states one for (the first it states wins).
    package var lengths: [String: Length] = [:]
    /// The length one numeric spacing step stands for, where the document's stated steps all
    /// agree on one other than the framework's quarter rem.
    package var spacingStep: Double?
    /// The same for the corner scale (`rounded-6` = 6px).
    package var radiusStep: Double?

    package init() {}

    package init(lines: [Substring]) {
        for line in lines where line.contains(literal: "px") && line.contains(literal: "-") {
            let text = line.replacing(literal: "`", with: "").replacing(literal: "*", with: "")
            for pattern in Self.patterns {
                for match in text.matches(of: pattern) {
                    guard let utility = match.output["utility"]?.substring.map(String.init), lengths[utility] == nil,
                          let number = match.output["number"]?.substring.flatMap({ Double($0) }) else { continue }
                    lengths[utility] = Length(number, .px)
                }
            }
        }
        spacingStep = Self.step(of: lengths, prefixes: Self.spacingPrefixes)
        radiusStep = Self.step(of: lengths, prefixes: ["rounded"])
    }

    /// The length the document gives a class: its own mapping of that class, else its numeric
    /// step on the document's scale (`px-16` with pixel steps). Nil where the document says
    /// nothing of it, and the framework's default holds.
    package func length(ofClass utility: String) -> Length? {
        if let stated = lengths[utility] { return stated }
        guard let dash = utility.lastIndex(of: "-"), let steps = Double(utility[utility.index(after: dash)...]) else { return nil }
        let prefix = String(utility[..<dash])
        if prefix == "rounded" { return radiusStep.map { Length(steps * $0, .px) } }
        return Self.spacingPrefixes.contains(prefix) ? spacingStep.map { Length(steps * $0, .px) } : nil
    }

    /// The prefixes of utilities that take the spacing scale's steps.
    private static let spacingPrefixes: Set<String> = ["p", "px", "py", "pt", "pb", "pl", "pr", "ps", "pe", "m", "mx", "my", "mt", "mb", "ml", "mr",
                                                       "gap", "gap-x", "gap-y", "space-x", "space-y", "h", "w", "size", "min-h", "min-w"]

    /// The length per step that every numeric step stated for these prefixes gives, when they
    /// agree and it is not the framework's 4px.
    private static func step(of lengths: [String: Length], prefixes: Set<String>) -> Double? {
        var found: Set<Double> = []
        for (utility, length) in lengths {
            guard let dash = utility.lastIndex(of: "-"), prefixes.contains(String(utility[..<dash])),
                  let steps = Double(utility[utility.index(after: dash)...]), steps > 0 else { continue }
            found.insert(length.value / steps)
        }
        guard found.count == 1, let step = found.first, step != 4 else { return nil }
        return step
    }

    // A utility of a length (corners, spacing, sizes) and the pixels stated beside it:
    // `rounded-md = 4px`, `4px (rounded-md)`, `rounded-6 (6px)`, `rounded-4 // tags (4px)`.
    private static let utility = #"(?<utility>(?:rounded|gap(?:-[xy])?|space-[xy]|p[xytblrse]?|m[xytblr]?|min-[hw]|size|h|w)-[a-z0-9.]+)"#
    private static let pixels = #"(?<number>\d+(?:\.\d+)?)px\b"#
    nonisolated(unsafe) private static let patterns: [Regex<AnyRegexOutput>] = [
        try! Regex(#"(?:^|[^\w-])"# + utility + #"\s*(?:=|:|→|->)\s*"# + pixels),
        try! Regex(pixels + #"\s*\(\s*"# + utility + #"\s*\)"#),
        try! Regex(#"(?:^|[^\w-])"# + utility + #"\s*(?://[^()\n]*)?\(\s*"# + pixels + #"\s*\)"#),
    ]
}

/// Which pairs a claim speaks about, read from its subject words ("Large text (18pt+)",
/// "Status badges", "Icons", "All text", "contrast").
struct ClaimScope {
    var description: String
    var includes: @Sendable (ContrastPair) -> Bool

    static func read(_ subject: String) -> ClaimScope {
        let words = Set(ComponentKind.words(of: subject))
        if words.contains("icon") || words.contains("graphic") {
            return ClaimScope(description: "icons and indicators") { $0.category == .nonText && ["indicator", "icon"].contains($0.context.element) }
        }
        if !words.isDisjoint(with: ["border", "boundary", "outline", "focus", "non"]) {
            return ClaimScope(description: "non-text pairs") { $0.category == .nonText }
        }
        if let kind = ComponentKind.classify(subject), kind != .other {
            return ClaimScope(description: "\(kind.rawValue) text") { $0.context.kind == kind && $0.category.isText }
        }
        if words.contains("large") || words.contains("heading") || words.contains("headline") {
            return ClaimScope(description: "large text pairs") { $0.category == .largeText }
        }
        if words.contains("body") || words.contains("small") || words.contains("normal") {
            return ClaimScope(description: "normal text pairs") { $0.category == .normalText }
        }
        if words.contains("text") || words.contains("type") || words.contains("typography") {
            return ClaimScope(description: "all text pairs") { $0.category.isText }
        }
        return ClaimScope(description: "all used pairs") { _ in true }
    }
}

/// Which pairs a claim speaks about, read from its subject words ("Large text (18pt+)",
/// "Status badges", "Icons", "All text", "contrast").
struct ClaimScope {
    var description: String
    var includes: @Sendable (ContrastPair) -> Bool

    /// The scope the words name, or nil when they name none: a claim is widened to a set of
    /// pairs only when its words say so.
    static func read(_ subject: String) -> ClaimScope? {
        let words = Set(ComponentKind.words(of: subject))
        let scopes = Vocabulary.standard.claimScopes
        if !words.isDisjoint(with: scopes.icon) {
            return ClaimScope(description: "icons and indicators") { $0.category == .nonText && ["indicator", "icon"].contains($0.context.element) }
        }
        if !words.isDisjoint(with: scopes.nonText) {
            return ClaimScope(description: "non-text pairs") { $0.category == .nonText }
        }
        if let kind = ComponentKind.classify(subject), kind != .other {
            return ClaimScope(description: "\(kind.rawValue) text") { $0.context.kind == kind && $0.category.isText }
        }
        if !words.isDisjoint(with: scopes.largeText) {
            return ClaimScope(description: "large text pairs") { $0.category == .largeText }
        }
        if !words.isDisjoint(with: scopes.normalText) {
            return ClaimScope(description: "normal text pairs") { $0.category == .normalText }
        }
        if !words.isDisjoint(with: scopes.text) {
            return ClaimScope(description: "all text pairs") { $0.category.isText }
        }
        if !words.isDisjoint(with: scopes.all) {
            return ClaimScope(description: "all used pairs") { _ in true }
        }
        return nil
    }
}

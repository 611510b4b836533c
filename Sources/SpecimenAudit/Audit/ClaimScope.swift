import SpecimenModel
import SpecimenReading

/// Which pairs a claim speaks about, read from its subject words ("Large text (18pt+)",
/// "Status badges", "Icons", "All text", "contrast").
package struct ClaimScope {
    package var description: String
    package var includes: @Sendable (ContrastPair) -> Bool

    /// The scope the words name, or nil when they name none: a claim is widened to a set of
    /// pairs only when its words say so.
    package static func read(_ subject: String) -> ClaimScope? {
        // "(WCAG AA minimum)": what a parenthesis says counts here.
        let words = ComponentKind.words(of: String(subject.map { "()（）".contains($0) ? " " : $0 }))
        let scopes = Vocabulary.standard.claimScopes
        if scopes.icon.occurs(in: words) {
            return ClaimScope(description: "icons and indicators") { $0.category == .nonText && ["indicator", "icon"].contains($0.context.element) }
        }
        if scopes.nonText.occurs(in: words) {
            return ClaimScope(description: "non-text pairs") { $0.category == .nonText }
        }
        if let kind = ComponentKind.classify(subject), kind != .other {
            return ClaimScope(description: "\(kind.rawValue) text") { $0.context.kind == kind && $0.category.isText }
        }
        // "4.5:1 for normal text, 3:1 for large text" speaks of all text.
        if scopes.largeText.occurs(in: words), scopes.normalText.occurs(in: words) || scopes.body.occurs(in: words) {
            return ClaimScope(description: "all text pairs") { $0.category.isText }
        }
        if scopes.largeText.occurs(in: words) {
            return ClaimScope(description: "large text pairs") { $0.category == .largeText }
        }
        // Body text is the system's text colours on its surfaces; a control's label is not.
        if scopes.body.occurs(in: words) {
            return ClaimScope(description: "body text pairs") { $0.category == .normalText && $0.origin != .component }
        }
        if scopes.normalText.occurs(in: words) {
            return ClaimScope(description: "normal text pairs") { $0.category == .normalText }
        }
        if scopes.text.occurs(in: words) {
            return ClaimScope(description: "all text pairs") { $0.category.isText }
        }
        if scopes.all.occurs(in: words) {
            return ClaimScope(description: "all used pairs") { _ in true }
        }
        return nil
    }
}

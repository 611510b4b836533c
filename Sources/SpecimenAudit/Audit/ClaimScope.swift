import SpecimenModel
import SpecimenReading

/// Which pairs a claim speaks about, read from its subject words ("Large text (18pt+)",
/// "Status badges", "Icons", "All text", "contrast").
package struct ClaimScope {
    package var description: String
    package var includes: @Sendable (ContrastPair) -> Bool
    /// Named only by a quantifier ("minimum contrast", "all combinations"): every pair, text
    /// or not, whatever figure the claim gives.
    package var spansEveryPair = false

    /// Whether the words name what contrast is measured on (text of any size, icons, borders,
    /// focus rings), so that a figure beside them is a contrast claim.
    package static func namesText(_ words: [String], graphics: Bool = true) -> Bool {
        let scopes = Vocabulary.standard.claimScopes
        return ([scopes.text, scopes.body, scopes.largeText, scopes.normalText] + (graphics ? [scopes.icon, scopes.nonText] : []))
            .contains { $0.occurs(in: words) }
    }

    /// What a scope is decided on: a measured pair, or one the audit could not measure, whose
    /// text size may be unknown (`category` nil: it is text of some size).
    package struct Facts {
        package var category: ContrastCategory?
        package var isText: Bool
        package var origin: ContrastPair.Origin
        package var kind: ComponentKind?
        package var element: String

        package init(_ pair: ContrastPair) {
            (category, isText, origin, kind, element) = (pair.category, pair.category.isText, pair.origin, pair.context.kind, pair.context.element)
        }

        /// A skipped pair comes from a component; its element says whether it is text.
        package init(_ skipped: SkippedPair) {
            isText = skipped.context.element == "text"
            category = isText ? nil : .nonText
            (origin, kind, element) = (.component, skipped.context.kind, skipped.context.element)
        }
    }

    /// Whether the scope covers a pair that was not measured: a claim about it cannot be
    /// checked in full. A text pair of unknown size is in every text scope.
    package func covers(_ skipped: SkippedPair) -> Bool { decides(Facts(skipped)) }

    package var decides: @Sendable (Facts) -> Bool

    package init(description: String, decides: @escaping @Sendable (Facts) -> Bool) {
        self.description = description
        self.decides = decides
        self.includes = { decides(Facts($0)) }
    }

    /// The scope the words name, or nil when they name none: a claim is widened to a set of
    /// pairs only when its words say so.
    package static func read(_ subject: String) -> ClaimScope? {
        // "(WCAG AA minimum)": what a parenthesis says counts here.
        let words = ComponentKind.words(of: String(subject.map { "()（）".contains($0) ? " " : $0 }))
        let scopes = Vocabulary.standard.claimScopes
        if scopes.icon.occurs(in: words) {
            return ClaimScope(description: "icons and indicators") { !$0.isText && ["indicator", "icon"].contains($0.element) }
        }
        if scopes.nonText.occurs(in: words) {
            return ClaimScope(description: "non-text pairs") { !$0.isText }
        }
        if let kind = ComponentKind.classify(subject), kind != .other {
            return ClaimScope(description: "\(kind.rawValue) text") { $0.kind == kind && $0.isText }
        }
        // "4.5:1 for normal text, 3:1 for large text" speaks of all text.
        if scopes.largeText.occurs(in: words), scopes.normalText.occurs(in: words) || scopes.body.occurs(in: words) {
            return ClaimScope(description: "all text pairs") { $0.isText }
        }
        if scopes.largeText.occurs(in: words) {
            return ClaimScope(description: "large text pairs") { $0.isText && $0.category != .normalText }
        }
        // Body text is the system's text colours on its surfaces; a control's label is not.
        if scopes.body.occurs(in: words) {
            return ClaimScope(description: "body text pairs") { $0.isText && $0.category != .largeText && $0.origin != .component }
        }
        if scopes.normalText.occurs(in: words) {
            return ClaimScope(description: "normal text pairs") { $0.isText && $0.category != .largeText }
        }
        if scopes.text.occurs(in: words) {
            return ClaimScope(description: "all text pairs") { $0.isText }
        }
        if scopes.all.occurs(in: words) {
            var scope = ClaimScope(description: "all used pairs") { _ in true }
            scope.spansEveryPair = true
            return scope
        }
        return nil
    }
}

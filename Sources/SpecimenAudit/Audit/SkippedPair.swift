import SpecimenModel
import SpecimenReading

/// A pair the audit did not measure, and why, so that nothing disappears silently: a colour the
/// document names but that resolves to nothing, or a text colour on the same colour (a pair no
/// design intends, so a misreading or a mistake in the document, never a measurement).
public struct SkippedPair: Sendable, Hashable, Codable {
    public var context: PairContext
    public var reason: String
    public var source: SourceReference

    public init(context: PairContext, reason: String, source: SourceReference) {
        self.context = context
        self.reason = reason
        self.source = source
    }

    /// Why `pair` is not measured when it draws a colour on itself; nil when its colours differ.
    package static func sameColor(_ pair: ContrastPair) -> SkippedPair? {
        guard pair.foreground.hex == pair.background.hex else { return nil }
        let what = pair.category == .nonText ? "\(pair.context.element) is drawn" : "text is"
        return SkippedPair(
            context: pair.context,
            reason: "the \(what) \(pair.foreground.hex) on \(pair.background.hex), the same colour: check which colour the document means",
            source: pair.source)
    }
}

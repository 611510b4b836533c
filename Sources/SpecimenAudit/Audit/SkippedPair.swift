import SpecimenModel
import SpecimenReading

/// A pair the audit did not measure, and why, so that nothing disappears silently: a colour the
/// document names but that resolves to nothing, or a text colour on the same colour (a pair no
/// design intends, so a misreading or a mistake in the document, never a measurement).
public struct SkippedPair: Sendable, Hashable, Codable {
    /// Why the pair was not measured. A pair the document describes but that could not be
    /// measured leaves a claim covering it unverified; a dark look the document never describes
    /// is no pair of the system at all.
    package enum Cause: Sendable, Hashable {
        case unknownColor, sameColor, undescribed
        /// Described, but on a backdrop no one ratio holds over (a photo, a gradient named in
        /// words), or at a size the document does not give where the verdict depends on it.
        case unverifiable
    }

    public var context: PairContext
    public var reason: String
    public var source: SourceReference
    package var cause: Cause = .unknownColor

    private enum CodingKeys: String, CodingKey { case context, reason, source }

    public init(context: PairContext, reason: String, source: SourceReference) {
        self.context = context
        self.reason = reason
        self.source = source
    }

    package init(context: PairContext, reason: String, source: SourceReference, cause: Cause) {
        self.init(context: context, reason: reason, source: source)
        self.cause = cause
    }

    /// Whether the document describes the pair, so a claim about it cannot be checked without it.
    package var isDescribed: Bool { cause != .undescribed }

    // The cause is the audit's own bookkeeping, not part of the report: a report read back from
    // JSON is the same report.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        (lhs.context, lhs.reason, lhs.source) == (rhs.context, rhs.reason, rhs.source)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(context)
        hasher.combine(reason)
        hasher.combine(source)
    }

    /// Why `pair` is not measured when it draws a colour on itself; nil when its colours differ.
    package static func sameColor(_ pair: ContrastPair) -> SkippedPair? {
        guard pair.foreground.hex == pair.background.hex else { return nil }
        let what = pair.category == .nonText ? "\(pair.context.element) is drawn" : "text is"
        return SkippedPair(
            context: pair.context,
            reason: "the \(what) \(pair.foreground.hex) on \(pair.background.hex), the same colour: check which colour the document means",
            source: pair.source, cause: .sameColor)
    }
}

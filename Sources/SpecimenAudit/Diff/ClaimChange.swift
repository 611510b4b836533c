import SpecimenModel
import SpecimenReading

/// A claim of the document that became contradicted, or stopped being contradicted.
public struct ClaimChange: Sendable, Hashable, Codable {
    /// The claim as one side checks it.
    public struct Check: Sendable, Hashable, Codable {
        public var holds: Bool
        /// "4.23:1 for White on Red", as the audit words it.
        public var measured: String
        public var source: SourceReference

        public init(_ claim: ContrastClaim) {
            holds = claim.holds
            measured = claim.measured.text
            source = claim.source
        }
    }

    /// The sentence or table row, as written.
    public var text: String
    /// What it claims: "4.5:1, AA".
    public var claimed: String
    /// Nil when the claim is not in that side's document.
    public var before: Check?
    public var after: Check?

    public init(text: String, claimed: String, before: Check?, after: Check?) {
        self.text = text
        self.claimed = claimed
        self.before = before
        self.after = after
    }
}

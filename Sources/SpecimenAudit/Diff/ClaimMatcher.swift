import SpecimenModel
import SpecimenReading

/// Matches contradicted claims across two sides. A claim's id carries its line, which any edit
/// above it moves; a claim is the same claim when it says the same thing: its text and figure.
package struct ClaimMatcher {
    package struct Key: Hashable {
        package var system: String
        package var text: String
        package var claimed: String

        package init(_ claim: ContrastClaim) {
            system = claim.system
            text = claim.text.split(whereSeparator: \.fastIsWhitespace).joined(separator: " ")
            claimed = claim.claimed.text
        }
    }

    /// Contradicted after and not before (new), and contradicted before and not after (resolved),
    /// each with the other side's check of the same claim when it still exists.
    package static func compare(before: [ContrastClaim], after: [ContrastClaim]) -> (new: [ClaimChange], resolved: [ClaimChange]) {
        var contradictedBefore = before.filter { !$0.holds }
        var new: [ClaimChange] = []
        for claim in after where !claim.holds {
            let key = Key(claim)
            if let index = contradictedBefore.firstIndex(where: { Key($0) == key }) {
                contradictedBefore.remove(at: index)
            } else {
                let previous = before.first { Key($0) == key }
                new.append(ClaimChange(text: claim.text, claimed: claim.claimed.text, before: previous.map(ClaimChange.Check.init), after: .init(claim)))
            }
        }
        let resolved = contradictedBefore.map { claim in
            let current = after.first { Key($0) == Key(claim) }
            return ClaimChange(text: claim.text, claimed: claim.claimed.text, before: .init(claim), after: current.map(ClaimChange.Check.init))
        }
        return (new, resolved)
    }
}

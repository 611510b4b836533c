import SpecimenModel
import SpecimenReading

/// Matches the failing pairs of two audits: by stable id first, then, for those left, by what
/// is measured (the same colours, category and appearance), so a pair whose id moved (its
/// component renamed, a twin inserted before it) is still the same failure.
public struct FailureMatcher: Sendable {
    public var level: WCAGLevel

    public init(level: WCAGLevel) {
        self.level = level
    }

    public struct Result: Sendable {
        /// Failing after and matched to nothing before.
        public var new: [ContrastPair] = []
        /// Failing before and matched to nothing after.
        public var fixed: [ContrastPair] = []
        /// Failing on both sides.
        public var unchanged: [(before: ContrastPair, after: ContrastPair)] = []
    }

    /// What identifies a pair when its id moved.
    package struct ValueKey: Hashable {
        package var foreground: String
        package var background: String
        package var category: ContrastCategory
        package var mode: TokenMode
        package var element: String

        package init(_ pair: ContrastPair) {
            foreground = pair.foreground.hex
            background = pair.background.hex
            category = pair.category
            mode = pair.context.mode
            element = pair.context.element
        }
    }

    public func match(before: [ContrastPair], after: [ContrastPair]) -> Result {
        let failingBefore = before.filter { $0.fails(level) }
        let failingAfter = after.filter { $0.fails(level) }
        var result = Result()
        var open = failingBefore
        var unmatched: [ContrastPair] = []
        for pair in failingAfter {
            if let index = open.firstIndex(where: { $0.id == pair.id }) {
                result.unchanged.append((open.remove(at: index), pair))
            } else {
                unmatched.append(pair)
            }
        }
        for pair in unmatched {
            let key = ValueKey(pair)
            if let index = open.firstIndex(where: { ValueKey($0) == key }) {
                result.unchanged.append((open.remove(at: index), pair))
            } else {
                result.new.append(pair)
            }
        }
        result.fixed = open
        return result
    }
}

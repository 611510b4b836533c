import SpecimenModel
import SpecimenReading

extension ContrastClaim {
    /// One pair a claim covers, as measured.
    package struct Covered {
        package var id: String
        package var label: String
        package var ratio: ContrastRatio
        package var category: ContrastCategory
    }

    /// Checks each statement against the pairs. Statements about a stated pair are measured
    /// directly (and linked to the stated pairing with the same colours when there is one);
    /// statements about a scope take the non-exempt used pairs in it.
    /// A claim holds only when every pair it covers was measured: a scope holding a pair the
    /// audit could not measure (a colour that names nothing) is not verifiable unless a measured
    /// pair already contradicts it.
    package static func check(
        _ statements: [ClaimExtractor.Statement], pairs: [ContrastPair], skipped: [SkippedPair] = [], system: String, file: String
    ) -> [ContrastClaim] {
        var coveredByStatement: [[Covered]] = []
        var unmeasuredByStatement: [[SkippedPair]] = []
        var claims: [ContrastClaim] = []
        let described = skipped.filter(\.isDescribed)
        for (index, statement) in statements.enumerated() {
            let covered: [Covered]
            var unmeasured: [SkippedPair] = []
            let scope: String
            let kind: Kind
            var spansEveryPair = false
            switch statement.subject {
            case .pair(let foreground, let background, let label):
                kind = .pair
                scope = label
                covered = foreground.colors.flatMap { fg in
                    background.colors.filter { $0.name != fg.name }.map { bg in
                        let linked = pairs.first {
                            $0.origin == .statedPairing && $0.context.mode == .light
                                && $0.foreground.name == fg.name && $0.background.name == bg.name
                        }
                        return Covered(
                            id: linked?.id ?? "\(system):claim:\(fg.name) on \(bg.name)", label: "\(fg.name) on \(bg.name)",
                            ratio: ContrastRatio(foreground: fg.color, background: bg.color), category: .normalText)
                    }
                }
            case .scope(let claimScope):
                kind = statement.ratio != nil ? .minimumRatio : .level
                scope = claimScope.description
                spansEveryPair = claimScope.spansEveryPair
                covered = pairs.filter { $0.exemption == nil && claimScope.includes($0) }.map {
                    Covered(id: $0.id, label: $0.description, ratio: $0.contrast, category: $0.category)
                }
                unmeasured = described.filter { $0.context.state != .disabled && claimScope.covers($0) }
            case .rows(let rows):
                kind = statement.ratio != nil ? .minimumRatio : .level
                scope = "the pairs of the table above"
                let earlier = rows.filter { $0 < coveredByStatement.count }
                covered = earlier.flatMap { coveredByStatement[$0] }
                unmeasured = earlier.flatMap { unmeasuredByStatement[$0] }
                // A row whose pair could not be found leaves "all of these" unchecked too.
                if earlier.contains(where: { coveredByStatement[$0].isEmpty }) {
                    unmeasured.append(SkippedPair(
                        context: PairContext(mode: .light, element: "text"), reason: "a row of the table names no pair of the system",
                        source: SourceReference(file: file, line: statement.line)))
                }
            case .unverifiable(let reason):
                kind = .pair
                scope = reason
                covered = []
            }
            coveredByStatement.append(covered)
            unmeasuredByStatement.append(unmeasured)

            var failing: [Covered] = []
            for pair in covered {
                var fails = false
                // A pair's figure may be rounded in the document (4.6:1 for 4.59:1); a minimum
                // is a threshold, and 4.47:1 is not "at least 4.5:1".
                let tolerance = kind == .pair ? ratioTolerance : 0
                if let ratio = statement.ratio, pair.ratio.value < Self.figure(ratio, for: pair, spansEveryPair: spansEveryPair) - tolerance { fails = true }
                if let level = statement.level, !pair.category.requirement(at: level).isMet(by: pair.ratio) { fails = true }
                if fails { failing.append(pair) }
            }
            // The document's own figure, as written: `4.6:1` stays `4.6:1`.
            let claimedText = [statement.ratioText ?? statement.ratio.map { ContrastRatio($0).formatted + ":1" }, statement.level?.rawValue]
                .compactMap { $0 }.joined(separator: ", ")
            let lowest = covered.min { $0.ratio < $1.ratio }
            var measuredText: String
            if let lowest {
                if covered.count == 1 {
                    measuredText = "\(lowest.ratio) for \(lowest.label)"
                } else {
                    measuredText = "\(failing.count) of \(covered.count) pairs contradict it; lowest \(lowest.ratio) (\(lowest.label))"
                }
            } else if case .unverifiable(let reason) = statement.subject {
                measuredText = "not verifiable: the claim \(reason)"
            } else {
                measuredText = "no pair of the system is in scope"
            }
            // Pairs in scope that were never measured: unless one measured already contradicts
            // the claim, it cannot be said to hold.
            let complete = unmeasured.isEmpty || !failing.isEmpty
            if !complete {
                let count = unmeasured.count
                let first = unmeasured[0]
                let what = first.context.component.map { "\($0) · \(first.context.element)" } ?? "a pair"
                measuredText = (covered.isEmpty ? "" : measuredText + "; ")
                    + "not verifiable: \(count) \(count == 1 ? "pair" : "pairs") in scope could not be measured (\(what): \(first.reason))"
            }
            claims.append(ContrastClaim(
                id: "\(system):claim:\(statement.line):\(index)", system: system, kind: kind, text: statement.text,
                source: SourceReference(file: file, line: statement.line), scope: scope,
                claimed: Claimed(ratio: statement.ratio, level: statement.level, text: claimedText),
                measured: Measured(
                    ratio: lowest?.ratio.value, ratioText: lowest?.ratio.formatted, pairs: covered.count, failing: failing.count,
                    failingPairs: failing.map(\.id), text: measuredText),
                holds: failing.isEmpty, verifiable: !covered.isEmpty && complete))
        }
        return claims
    }

    /// The figure a pair is held to. 4.5:1 and 7:1 are WCAG's figures for text: a minimum over
    /// every pair that gives one holds a border or a focus ring to WCAG's figure for those,
    /// 3:1, as the audit's own rows do; a claim naming borders or focus keeps its figure.
    static func figure(_ claimed: Double, for pair: Covered, spansEveryPair: Bool) -> Double {
        let nonText = ContrastRequirement.nonText.minimumRatio
        return spansEveryPair && !pair.category.isText && claimed > nonText ? nonText : claimed
    }
}

extension ContrastPair {
    /// "White on Critical Red (Primary Button · text · light)"
    public var description: String {
        "\(foreground.name) on \(background.name) (\(context.summary))"
    }
}

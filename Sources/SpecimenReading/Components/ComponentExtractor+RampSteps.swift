import SpecimenModel

extension ComponentExtractor {
    /// `Hover: darken fill ~6–8% or use \`primary-500\` step` under looks filled `primary-600`,
    /// `danger-600` and `surface`: a state's fill named as a step of a colour ramp (a word of the
    /// vocabulary's `rampStepWords` or `lightnessChangeWords` beside it) is a step from the look's
    /// own fill, so it is the state of the looks filled from that ramp alone. For every other
    /// look the change is one the document gives no colour for: its fill in that state is the
    /// words, not understood. A look that states the state's fill itself keeps its own.
    static func keepRampStepsOnTheirRamp(_ specs: inout [ComponentSpec]) {
        let vocabulary = Vocabulary.standard
        for index in specs.indices where !specs[index].variants.isEmpty && specs[index].base.name != "default" {
            var spec = specs[index]
            for (state, set) in spec.base.states.sorted(by: { $0.key < $1.key }) where state != .default {
                guard let fill = set.fill, let ramp = rampName(fill.reference ?? fill.raw) else { continue }
                let lower = " " + fill.raw.lowercased()
                let words = Set(ComponentKind.words(of: fill.raw))
                guard !words.isDisjoint(with: vocabulary.rampStepWords)
                    || vocabulary.lightnessChangeWords.contains(where: { lower.contains(literal: $0) }) else { continue }
                let onRamp = spec.variants.map { variant in
                    (variant[.default].fill ?? spec.base[.default].fill).flatMap { rampName($0.reference ?? $0.raw) } == ramp
                }
                guard onRamp.contains(true), onRamp.contains(false) else { continue }
                // (The clause that changes the lightness is what the other looks are told.)
                let change = PropertyPhraseReader.clauses(of: fill.raw).first { clause in
                    let lower = " " + clause.lowercased()
                    return vocabulary.lightnessChangeWords.contains { lower.contains(literal: $0) }
                }.map { $0.trimmingWhitespace } ?? fill.raw
                for at in spec.variants.indices where spec.variants[at][state].fill == nil {
                    spec.variants[at][state].fill = onRamp[at] ? fill : .unknown(raw: change, provenance: fill.provenance)
                }
                spec.base[state].fill = nil
            }
            specs[index] = spec
        }
    }

    /// `primary-500`, `Blue 600`, `{colors.danger-600}`: the ramp a step belongs to, lower-cased
    /// (`primary`). Nil for a name that ends in no step number.
    static func rampName(_ reference: String) -> String? {
        let words = ComponentKind.words(of: TokenIndex.clean(ValueScanner.clean(reference)))
        guard words.count >= 2, let last = words.last, (2...4).contains(last.count), last.allSatisfy(\.isNumber) else { return nil }
        return words.dropLast().joined(separator: " ")
    }
}

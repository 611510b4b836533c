import SpecimenModel

extension ComponentExtractor {
    /// `### Button states` after the buttons' looks: a section named by a component's words and a
    /// word for its states (`stateListLabels`) that gives states alone, no look of its own, holds
    /// the states of the components of that kind described before it under the same parent
    /// heading (its siblings' and theirs). They are shared states: each variant that states none
    /// of a state's properties takes them.
    static func foldStateSections(_ specs: inout [ComponentSpec], sections: [ComponentSection]) {
        var folded: [Int] = []
        for index in specs.indices {
            let states = specs[index]
            guard states.variants.isEmpty, states.base[.default].isEmpty,
                  states.base.states.contains(where: { $0.key != .default && !$0.value.isEmpty }),
                  namesStatesOfKind(states.name, kind: states.kind),
                  let own = sections.last(where: { $0.line <= states.provenance.line }) else { continue }
            let parent = sections.last { $0.line < own.line && $0.level < own.level }?.line ?? 0
            let targets = specs.indices.filter { at in
                at != index && !folded.contains(at) && specs[at].kind == states.kind && specs[at].provenance.file == states.provenance.file
                    && specs[at].provenance.line > parent && specs[at].provenance.line < own.line
                    && !namesStatesOfKind(specs[at].name, kind: specs[at].kind)
            }
            guard !targets.isEmpty else { continue }
            for target in targets {
                for (state, set) in states.base.states.sorted(by: { $0.key < $1.key }) where state != .default {
                    specs[target].base[state] = specs[target].base[state].merged(over: set)
                }
                for written in states.notDrawn where !specs[target].notDrawn.contains(written) { specs[target].notDrawn.append(written) }
                specs[target].rules += states.rules.filter { rule in !specs[target].rules.contains { $0.text == rule.text } }
                specs[target].restatedAt.append(states.provenance)
            }
            folded.append(index)
        }
        for index in folded.sorted(by: >) { specs.remove(at: index) }
    }

    /// Whether `name` is a states word after words of `kind` alone (`Button states`).
    private static func namesStatesOfKind(_ name: String, kind: ComponentKind) -> Bool {
        let words = ComponentKind.words(of: name)
        let labels = Vocabulary.standard.stateListLabels
        for cut in [2, 1] where words.count > cut {
            guard labels.contains(words.suffix(cut).joined(separator: " ")) else { continue }
            return Set(words.dropLast(cut)).isSubset(of: Vocabulary.kindWords(of: kind))
        }
        return false
    }
}

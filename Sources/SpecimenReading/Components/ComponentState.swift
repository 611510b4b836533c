import SpecimenModel

/// An interaction state a document describes for a component.
public enum ComponentState: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case `default`, hover, pressed, focus, disabled, selected, error

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// Reads a state from a label such as `Press state`, `Active/Pressed`, `Focused`,
    /// `Unselected`, `isEnabled`. "Active" means pressed for buttons but selected for
    /// tabs, pills and segments, where it marks the current choice.
    public static func from(label: String, kind: ComponentKind?) -> ComponentState? {
        let words = ComponentKind.words(of: label)
        guard !words.isEmpty, words.count <= 4 else { return nil }
        // `Select dropdown`: a word the vocabulary's `componentStateWords` lists, before the name
        // of a kind, names the component (`Selected tab` is a state of a tab).
        if words.count > 1, let first = words.first, Vocabulary.standard.componentStateWords.contains(first),
           case let rest = words.dropFirst().joined(separator: " "),
           ComponentKind.classifyHead(rest) != nil || ComponentKind.classifyComponentName(rest) != nil {
            return nil
        }
        // `Input/textarea/select`, `Input, select`: beside the names of kinds it is listed with,
        // such a word is one more element, not a state of the others.
        let alternatives = label.split(whereSeparator: { "/,／".contains($0) }).map { ComponentKind.words(of: String($0)) }
        if alternatives.count > 1, alternatives.contains(where: { $0.count == 1 && Vocabulary.standard.componentStateWords.contains($0[0]) }),
           alternatives.contains(where: { words in
               let text = words.joined(separator: " ")
               return !words.isEmpty && (ComponentKind.classifyHead(text) != nil || ComponentKind.classifyComponentName(text) != nil)
           }) {
            return nil
        }
        let vocabulary = Vocabulary.standard
        // `Base:` beside `Hover:`: the look at rest, only as the whole label (`Base color` is a fill).
        if words.count == 1, let state = vocabulary.soleStateWords[words[0]] { return state }
        // `Active / Success`, `Pending / Warning` over a badge's classes: names offered as
        // alternatives, one of which names a look of the component (`variantNames`) and no state,
        // name that look, a variant, never a state of another look.
        if label.contains(literal: " / ") {
            let alternatives = label.split(separator: "/").map { ComponentKind.words(of: String($0)) }
            if alternatives.count >= 2, alternatives.contains(where: { words in
                !words.isEmpty && words.allSatisfy { vocabulary.variantNames.contains($0) && vocabulary.stateWords[$0] == nil }
                    && !words.contains(where: vocabulary.activeStateWords.contains)
            }) { return nil }
        }
        for (index, word) in words.enumerated() {
            // `non sélectionnées`, `not active`: a control out of that state, at rest.
            let negated = index > 0 && vocabulary.stateNegations.contains(words[index - 1])
            if vocabulary.activeStateWords.contains(word) {
                if negated { return .default }
                return kind.map(vocabulary.activeMeansSelected.contains) == true ? .selected : .pressed
            }
            if let state = vocabulary.stateWords[word] {
                return negated && vocabulary.negatableStates.contains(state) ? .default : state
            }
        }
        return nil
    }

    /// A SwiftUI condition such as `configuration.isPressed`, `isFocused`, `selection == tab`
    /// or `!isEnabled`: the state it selects when true, and whether the true branch means
    /// that state (false for `isEnabled`, whose false branch is the disabled look).
    package static func from(condition: String) -> (state: ComponentState, whenTrue: Bool)? {
        let text = condition.trimmingWhitespace
        let negated = text.hasPrefix("!")
        let lower = text.lowercased()
        // The `stateConditions` of `vocabulary.yml`: fragments, not whole words (`isOn` holds "ison").
        guard let found = Vocabulary.standard.stateConditions.first(where: { lower.contains($0.fragment) }) else { return nil }
        return (found.state, negated ? !found.whenTrue : found.whenTrue)
    }
}

import SpecimenModel

extension ComponentExtractor {
    /// `### Containers & feedback` over `- **Card:** 16px padding, …`, `- **Toast:** 280px wide, …`
    /// and `- **Menu:** min 200px, …`; `### Toggle inputs` over `- **Checkbox:** …` and
    /// `- **Switch:** …`: a heading whose list is nothing but one-line bullets, each labelled with a
    /// component's name, two or more of them of different kinds (kinds or component names), one of
    /// another kind than the heading's own, gathers those components: it is none itself, even when
    /// its words name a kind. A label naming a property, a state, a part, a variant, a look or a
    /// rule keeps the heading one component (`### Navigation` over `- **Nav links**: 15px`). Under
    /// a title that joins several names (`&`, `and`, `/`) that is enough; under any other, every
    /// label must name a kind, none the heading's own.
    static func gathersNamedComponents(_ section: ComponentSection, ownKind: ComponentKind) -> Bool {
        var labels: [String] = []
        for block in section.blocks {
            switch block.kind {
            case .list:
                for item in block.items {
                    guard item.sublists.isEmpty, let (label, rest) = item.leadParagraph?.markedText.labelSplit, !rest.isEmpty else { return false }
                    labels.append(ComponentKind.droppingParentheticals(label).trimmingWhitespace)
                }
            case .paragraph, .thematicBreak:
                continue
            default:
                return false
            }
        }
        guard labels.count >= 2 else { return false }
        let vocabulary = Vocabulary.standard
        var kinds: [ComponentKind] = []
        for label in labels {
            guard LabelledText.isName(label, maxWords: 4), PropertyPhraseReader.meaning(ofLabel: label) == nil,
                  ComponentState.from(label: label, kind: ownKind) == nil, !vocabulary.isLookLabel(label),
                  !vocabulary.ruleLabels.contains(label.lowercased()) else { return false }
            let words = ComponentKind.words(of: label)
            // (`Header Background`, `Header Text` under `### Data Table`: a part's property.)
            guard !words.isEmpty, !vocabulary.namesVariantOnly(words),
                  !words.contains(where: { PropertyPhraseReader.meaning(ofLabel: $0) != nil }) else { return false }
            // (`Toggle group`: a group of toggles still names their kind.)
            if let kind = ComponentKind.classifyHead(label) ?? headKind(of: label) ?? ComponentKind.classify(label), kind != .other {
                kinds.append(kind)
            } else if words.contains(where: vocabulary.partNames.contains) {
                return false
            }
        }
        // (`### Snippets` over `**Code panel:**` and `**Footnote panel:**`: looks of one kind are
        // that kind's variants.)
        guard Set(kinds).count >= 2, kinds.contains(where: { $0 != ownKind }) else { return false }
        // (`### Navigation` over `Top nav`, `CTA button`, `Mobile` and `Sticky`: a name that is no
        // kind's may be a mode of the section's own component; only a title joining names says
        // the bullets are its members.)
        if joinsNames(section.title) { return true }
        return kinds.count == labels.count && !kinds.contains(ownKind)
    }

    /// `Navigation & layout`, `Dialogs and forms`, `Inputs / selects`: a title of several names
    /// joined (`labelPartJoiners`).
    private static func joinsNames(_ title: String) -> Bool {
        let lower = title.lowercased()
        let words = Set(lower.split(whereSeparator: { !$0.isLetter }).map(String.init))
        return Vocabulary.standard.labelPartJoiners.contains { joiner in
            joiner.count == 1 && !joiner.first!.isLetter ? lower.contains(literal: joiner) : words.contains(joiner)
        }
    }
}

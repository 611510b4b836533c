import SpecimenModel

extension ComponentExtractor {
    /// `### Checkout page` over `- **Pay button**: Accent (lg)` and `- **Footer links**: Quiet (sm) +
    /// Outline (sm) for the rest`: a section whose list only says which look, at which size, each
    /// place uses. It describes where components are used, not a component: no look is read from
    /// it, and its heading is no component either. Each bullet's value is one or more variant
    /// names, each with its size in brackets (`sizeScales.names`), joined by `+` or commas, with at
    /// most a few words after each that give no value (no colour, no length).
    static func listsVariantUses(_ section: ComponentSection) -> Bool {
        var uses = 0
        for block in section.blocks {
            switch block.kind {
            case .list:
                for item in block.items {
                    guard item.sublists.isEmpty, let (label, rest) = item.leadParagraph?.markedText.labelSplit, namesPlace(label), namesVariantUses(rest) else { return false }
                    uses += 1
                }
            case .paragraph, .thematicBreak:
                continue
            default:
                return false
            }
        }
        return uses >= 1
    }

    /// `Pay button`, `Hero CTAs`: a place's name, not a property's, an aspect's (`Size: Medium
    /// (md)`, `Variant: Primary (default)` state a component's own look) nor a look's.
    private static func namesPlace(_ label: String) -> Bool {
        let vocabulary = Vocabulary.standard
        let lower = label.lowercased()
        return LabelledText.isName(label, maxWords: 4) && PropertyPhraseReader.meaning(ofLabel: label) == nil
            && !vocabulary.variantListLabels.contains(lower) && !vocabulary.sizeScaleHeadings.contains(ComponentKind.words(of: label).joined(separator: " "))
            && !vocabulary.isLookLabel(label)
    }

    /// `Gradient (xl) + Outline (xl)`, `Default (lg) für andere`: variant names with their sizes.
    static func namesVariantUses(_ text: String) -> Bool {
        guard ColorValueScanner.first(in: text) == nil, ValueScanner.length(in: text) == nil else { return false }
        let pieces = text.split(whereSeparator: { $0 == "+" || $0 == "," || $0 == ";" })
        guard !pieces.isEmpty else { return false }
        // (`Accent (md), full width on phones`: a later piece of words alone qualifies the use.)
        return pieces.enumerated().allSatisfy { index, piece in
            guard let open = piece.firstIndex(of: "("), let close = piece[open...].firstIndex(of: ")") else {
                return index > 0 && piece.split(whereSeparator: \.fastIsWhitespace).count <= 6
            }
            let name = piece[..<open].trimmingWhitespace
            let size = ComponentKind.words(of: String(piece[piece.index(after: open)..<close])).joined(separator: " ")
            let after = piece[piece.index(after: close)...].split(whereSeparator: \.fastIsWhitespace)
            return (1...2).contains(name.split(separator: " ").count) && name.allSatisfy { $0.isLetter || $0 == " " || $0 == "-" }
                && Vocabulary.standard.sizeNames.contains(size) && after.count <= 6
        }
    }
}

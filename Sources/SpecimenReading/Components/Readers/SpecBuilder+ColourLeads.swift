import SpecimenModel

extension SpecBuilder {
    /// `Add a coloured accent border (3px left)`: a line that names a part's colour (a border,
    /// a fill) with a word of colouring (`colourLeadWords`) and gives none. Kept for the lines
    /// after it that each give one look's colour (`readColourListItem`).
    mutating func noteColourLead(_ text: String, line: Int, variant: Int?) {
        let lower = text.lowercased()
        guard let role = PropertyPhraseReader.role(in: lower), role == .border || role == .fill,
              !Vocabulary.standard.colourLeadWords.isDisjoint(with: ComponentKind.words(of: text)),
              ColorValueScanner.matches(in: text).isEmpty, phrases.color(in: text, provenance: context.provenance(line: line)) == nil else { return }
        colourLeads[variant.map { spec.variants[$0].name } ?? ""] = (text, role, line)
    }

    /// `- Pending: Honey` under `Add a coloured accent border (3px left)`: a label that names no
    /// part nor property, over a colour alone, after a line that says what is coloured. A look of
    /// its own, named by the label after the variant it is under (`Status Pending`), with
    /// that line's part in the colour and the variant's other looks; never a part whose text
    /// is the colour. False for any other line.
    mutating func readColourListItem(label: String, rest: String, line: Int, variant: Int?) -> Bool {
        let owner = variant.map { spec.variants[$0].name }
        guard let lead = colourLeads[owner ?? ""], !label.isEmpty, PropertyPhraseReader.meaning(ofLabel: label) == nil else { return false }
        let words = ComponentKind.words(of: label)
        let vocabulary = Vocabulary.standard
        guard !words.isEmpty, words.count <= 3, !words.contains(where: vocabulary.partNames.contains),
              rest.split(separator: " ").count <= 4, PropertyPhraseReader.role(in: rest.lowercased()) == nil,
              var color = phrases.color(in: rest, provenance: context.provenance(line: line)) else { return false }
        color.roleImplied = false
        var set = PropertySet()
        phrases.phrase(lead.text, line: lead.line, defaultRole: lead.role, into: &set)
        switch lead.role {
        case .border: set.borderColor = color
        default: set.fill = color
        }
        // The look the line is said of has that part in some colour of the list: not known, never
        // a default of the preview's.
        let unknown = PropertyValue<RGBAColor>.unknown(raw: lead.text, provenance: context.provenance(line: lead.line))
        withVariant(variant) { target in
            switch lead.role {
            case .border: if target[.default].borderColor == nil { target[.default].borderColor = unknown }
            default: if target[.default].fill == nil { target[.default].fill = unknown }
            }
        }
        let parent = variant.map { spec.variants[$0][.default] } ?? spec.base[.default]
        let index = variantIndex(owner.map { "\($0) \(label)" } ?? label, line: line)
        withVariant(index) { $0[.default] = set.merged(over: $0[.default]).merged(over: parent) }
        return true
    }
}

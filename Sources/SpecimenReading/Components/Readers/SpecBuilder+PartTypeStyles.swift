import SpecimenModel

extension SpecBuilder {
    /// `Headline M`, `uses Caption`, `set in Body Small`: a style of the document's type scale
    /// named by its capitalised name in a part's words, the longest name first; nil where the
    /// words name none.
    func namedTypeStyle(in text: String) -> String? {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == ";" }).map { $0.trimming(charactersIn: "`*_.:()\"") }
        guard words.contains(where: { $0.first?.isUppercase == true }) else { return nil }
        for length in stride(from: min(3, words.count), through: 1, by: -1) {
            for start in 0...(words.count - length) {
                let name = words[start..<(start + length)].joined(separator: " ")
                guard name.first?.isUppercase == true, context.colorToken(named: name) == nil,
                      let token = context.tokens.index.lookup(name, preferring: .typeStyle), token.kind == .typeStyle else { continue }
                return token.name
            }
        }
        return nil
    }

    /// The part's type set in the style its words name (`Title: Headline M`, `Meta uses
    /// Caption in Slate`), where no other reading gave it one.
    func settingNamedTypeStyle(of part: inout PropertySet, in text: String, line: Int) {
        guard part.font?.value?.styleReference == nil, let style = namedTypeStyle(in: text) else { return }
        var font = part.font?.value ?? FontSpec()
        font.styleReference = style
        part.font = PropertyValue(raw: text, value: font, provenance: context.provenance(line: line))
    }

    /// `Label: Caption` in a card, a container or a section box: a line of text the component
    /// holds, a part, never the component's own text (a button's or a chip's label is its own).
    func labelNamesAPart(_ label: String) -> Bool {
        guard [.card, .container, .sectionBox].contains(spec.kind) else { return false }
        let words = ComponentKind.words(of: label)
        return words.count == 1 && Vocabulary.standard.colouredPartLines.contains(words[0])
            && !ComponentKind.words(of: spec.name).contains(words[0])
    }
}

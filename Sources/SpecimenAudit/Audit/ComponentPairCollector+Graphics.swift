import SpecimenModel
import SpecimenReading

/// Where a clause of a line ends; a full stop or a colon only before a space.
private let clauseBreaks: Set<Character> = [",", ";", "|", "—", "–", "、", "。", "；", "："]

extension ComponentPairCollector {
    /// A part that draws an icon, an indicator or a checkmark rather than text: its colour is a
    /// graphical object's (3:1), not text's. Its name says so (`Leading icon`, `Sort chevron`),
    /// or, for a part whose name names no line of text, the clause of its line that gives its
    /// colour does (`Photo Picker: … checkmarks (system blue circles)`). A line that colours
    /// several parts (`product name … {colors.ink}, swatch dot row …`) makes none of its text
    /// parts a graphic for the mark it also names.
    package static func isGraphic(_ part: ResolvedPart) -> Bool {
        let vocabulary = Vocabulary.standard
        let name = ComponentKind.words(of: part.name)
        let textWords = vocabulary.iconOnlyButtons.text
        let line = part.properties.provenance["textColor"]?.excerpt ?? ""
        // The words that give its colour: that clause where the line names it, else the whole line.
        let clause = part.properties.textColor.flatMap { colorClauseWords($0, token: part.properties.tokenNames["textColor"], in: line, name: part.name) }
        let said = clause ?? ComponentKind.words(of: line)
        // What the line's label says it colours (`textColor: {colors.ink}`).
        let label = line.range(of: ": ").map { ComponentKind.words(of: String(line[..<$0.lowerBound])) } ?? []
        // (`Stars / benefits list in white text`: words that say text colour text, whatever the
        // name draws.)
        if !Set(name).isDisjoint(with: vocabulary.graphicParts) || vocabulary.graphicPartPhrases.occurs(in: name) {
            return Set(name + said + label).isDisjoint(with: textWords)
        }
        // `Product name`, `Category subtitle`, `Link rows`: a line of text, whatever else its line draws.
        if name.contains(where: { vocabulary.colouredPartLines.contains($0) || vocabulary.ownTextLabels.contains($0) || vocabulary.textOnSurfaceWords.contains($0) })
            || vocabulary.textTokens.roles.occurs(in: name) {
            return false
        }
        let named = !Set(said).isDisjoint(with: vocabulary.graphicParts) || vocabulary.graphicPartPhrases.occurs(in: said)
        return named && Set(said).isDisjoint(with: textWords)
    }

    /// A graphic whose line names the thumb or knob a user drags (`#c9ced4 thumb`), named so.
    static func isThumb(_ part: ResolvedPart) -> Bool {
        let line = part.properties.provenance["textColor"]?.excerpt ?? ""
        return !Set(ComponentKind.words(of: part.name + " " + line)).isDisjoint(with: Vocabulary.standard.graphicThumbs)
    }

    /// A component named for the icon it is (`Section icons`, `Status glyph`) that sets no text
    /// (no font, no copy): the colour it gives is the icon's stroke or fill, a graphic held to
    /// 3:1, not a line of text nobody wrote. A name that also says text or label keeps its text.
    package static func isIcon(_ component: ResolvedComponent, _ properties: ResolvedProperties) -> Bool {
        guard properties.font == nil, properties.sampleText == nil else { return false }
        let vocabulary = Vocabulary.standard
        let words = ComponentKind.words(of: component.name)
        let singular = words.map { $0.count > 3 && $0.hasSuffix("s") ? String($0.dropLast()) : $0 }
        return vocabulary.pairingElements.graphic.occurs(in: singular) && Set(words).isDisjoint(with: vocabulary.iconOnlyButtons.text)
    }

    /// A part of a set of status dots (an `indicatorDot` component, whose fill is the dot)
    /// whose name names no mark, icon or line of text: a status of its own (`Complete`), read as
    /// a part beside the statuses read as the dots' variants and states. Its colour is its own
    /// dot's, measured where the dots stand, never on a sibling's fill.
    package static func isSiblingDot(_ part: ResolvedPart, in component: ResolvedComponent) -> Bool {
        guard component.kind == .indicatorDot, part.child == nil, part.properties.textColor != nil,
              part.properties.fill == nil || part.properties.fill?.alpha == 0 else { return false }
        let vocabulary = Vocabulary.standard
        let name = ComponentKind.words(of: part.name)
        return Set(name).isDisjoint(with: vocabulary.graphicParts) && !vocabulary.graphicPartPhrases.occurs(in: name)
            && !vocabulary.textTokens.roles.occurs(in: name) && Set(name).isDisjoint(with: vocabulary.iconOnlyButtons.text)
    }

    /// Below this many px across, a shape holds no line of text: the smallest text any
    /// document sets is taller.
    static let thinnestText = 8.0

    /// A bar or a handle too thin to hold text (`Handle: 36x4px, #E5E5EA`, a progress bar of
    /// `Height: 3px` with `Color: …`) and given no copy: the colour its lines give is the
    /// shape's, a graphic held to WCAG 1.4.11's 3:1 (element `shape`), never text at 4.5:1.
    package static func isThinShape(_ properties: ResolvedProperties) -> Bool {
        guard properties.sampleText == nil, properties.textColor != nil else { return false }
        return [properties.height, properties.width].contains { side in side.map { $0 > 0 && $0 < thinnestText } ?? false }
    }

    /// The words of the clause of `line` that gives `color`, by its literal or by its token's
    /// name (`{colors.mute}`, `Ink Black`), found from where the line names the part (`label …
    /// {colors.ink}; chevron {colors.ink}`: the chevron's is the second), the part's own name
    /// left out; nil where the line writes it neither way.
    static func colorClauseWords(_ color: RGBAColor, token: String?, in line: String, name: String) -> [String]? {
        if let around = AuditContext.wordsAround(color, in: line, name: name) { return around }
        guard let token, !token.isEmpty else { return nil }
        let from = line.range(of: name, options: .caseInsensitive)?.lowerBound ?? line.startIndex
        guard let found = line.range(of: "{colors.\(token)}", options: .caseInsensitive, range: from..<line.endIndex)
            ?? line.range(of: token, options: .caseInsensitive, range: from..<line.endIndex) else { return nil }
        // A clause ends at a comma, a semicolon, a dash, a bar, a colon or a stop before a space.
        func ends(_ index: String.Index) -> Bool {
            let character = line[index]
            if clauseBreaks.contains(character) { return true }
            guard character == "." || character == ":" else { return false }
            let next = line.index(after: index)
            return next == line.endIndex || line[next] == " "
        }
        var start = found.lowerBound
        while start > line.startIndex, !ends(line.index(before: start)) { start = line.index(before: start) }
        var end = found.upperBound
        while end < line.endIndex, !ends(end) { end = line.index(after: end) }
        var clause = String(line[start..<end])
        if let again = clause.range(of: String(line[found]), options: .caseInsensitive) { clause.replaceSubrange(again, with: " ") }
        let named = Set(ComponentKind.words(of: name))
        return ComponentKind.words(of: String(clause.map { "()（）`*{}".contains($0) ? " " : $0 })).filter { !named.contains($0) }
    }

    /// The exemption of a picture drawn beside the component's text (an icon, a chevron, a dot:
    /// the vocabulary's `graphicMeaning.pictures`) that the document does not say carries
    /// meaning: WCAG 1.4.11 asks 3:1 only of graphics needed to understand the content, and the
    /// text beside it may say all it says. Nil, and the picture held to 3:1, where its name or its
    /// colour's line says it carries meaning (a status icon, an icon that signals an error), in a
    /// component that is its icon (an icon button, a button whose look states no text), and for
    /// marks that show a state (an indicator, a checkmark).
    static func unexplainedPicture(_ part: ResolvedPart, in component: ResolvedComponent) -> String? {
        let vocabulary = Vocabulary.standard
        let name = Set(ComponentKind.words(of: part.name))
        guard !name.isDisjoint(with: vocabulary.graphicPictures),
              name.isDisjoint(with: vocabulary.graphicParts.subtracting(vocabulary.graphicPictures)) else { return nil }
        let line = part.properties.provenance["textColor"]?.excerpt ?? ""
        let said = name.union(ComponentKind.words(of: line))
        guard said.isDisjoint(with: vocabulary.graphicMeaningWords) else { return nil }
        // An icon button's glyph is all it shows (`Icon Button`, not `Icon and label button`).
        let own = Set(ComponentKind.words(of: component.name))
        guard own.isDisjoint(with: vocabulary.graphicPictures) || !own.isDisjoint(with: vocabulary.iconOnlyButtons.text) else { return nil }
        // Text beside it: a component made of parts (a card, a row) holds its lines; any other (a
        // round `Mic button`) shows text only where its look states a colour for it.
        let container = (part.variant.flatMap { variant in component.variants.first { $0.name == variant } } ?? component.variants.first)?[.default]
        guard component.kind.holdsParts || container?.textColor != nil else { return nil }
        return "a picture beside the component's text that the document does not say carries meaning of its own: WCAG 1.4.11 asks 3:1 only of graphics needed to understand the content"
    }
}

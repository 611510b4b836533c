import SpecimenModel

/// Controls drawn in a shape of their own: a switch's track and thumb, a progress bar's track and
/// fill, a checkbox's tick, a radio's dot.
extension SpecBuilder {
    /// `Track: 44×24, Mist when off, Harbor when on` on a switch: the track is the control's own
    /// body, its size and colour, in each state its clauses name. `Thumb: 20px white circle`,
    /// a progress bar's `Fill: Harbor`: the mark drawn inside it, a part whose colour is its fill
    /// (it holds no text, and a bare length is its size, not a type size). False when the label
    /// names neither, or the kind is drawn with neither.
    mutating func readControlShapeLine(label: String, rest: String, line: Int, variant: Int?, state: ComponentState) -> Bool {
        let shapes = Vocabulary.standard.controlShapes
        let words = ComponentKind.words(of: label)
        guard !words.isEmpty, !rest.isEmpty else { return false }
        if state == .default, shapes.trackKinds.contains(spec.kind), shapes.track.covers(words) {
            let split = PropertyPhraseReader.closingStates(in: rest, kind: spec.kind, valueWords: 1, fromSecond: true)
            readTrackLook(split?.look ?? rest, line: line, variant: variant, state: .default)
            for found in split?.states ?? [] {
                readTrackLook(found.words, line: line, variant: variant, state: found.state)
                if !mentionedStates.contains(where: { $0.state == found.state }) { mentionedStates.append((found.state, line)) }
            }
            return true
        }
        // (`**Progress Bar**: thin white line` names the component itself, not its bar.)
        guard state == .default, let marks = shapes.marks[spec.kind], marks.covers(words),
              ComponentKind.classify(label) != spec.kind else { return false }
        let before = spec.parts.count
        _ = readPart(label: label, rest: rest, line: line, subItems: [], variant: variant)
        if spec.parts.count == before {
            // `Fill: Gradient (#FF6B6B → #4ECDC4)`: a colour in words not understood, kept as
            // written and drawn as unknown, never a default.
            var set = PropertySet()
            set.fill = .unknown(raw: rest, provenance: context.provenance(line: line))
            spec.parts.append(ComponentPart(name: label, properties: set, provenance: context.provenance(line: line),
                                            variant: variant.map { spec.variants[$0].name }))
        }
        for index in before..<spec.parts.count { Self.colourMark(&spec.parts[index].properties) }
        return true
    }

    /// One state's look of a track, read as the control's own.
    private mutating func readTrackLook(_ text: String, line: Int, variant: Int?, state: ComponentState) {
        let set = look(of: text, line: line, defaultRole: .fill)[.default] ?? PropertySet()
        withVariant(variant) { $0[state] = set.merged(over: $0[state]) }
    }

    /// A mark holds no text: the colour its line gives is its fill, and a lone length its size.
    static func colourMark(_ set: inout PropertySet) {
        if set.fill == nil, let colour = set.textColor { set.fill = colour }
        set.textColor = nil
        if let size = set.font?.value?.size, set.width == nil, set.height == nil {
            let side = PropertyValue(raw: set.font?.raw ?? "", value: size, provenance: set.font!.provenance)
            set.height = side
            if set.fullyRounded?.value == true { set.width = side }
        }
        set.font = nil
    }
}

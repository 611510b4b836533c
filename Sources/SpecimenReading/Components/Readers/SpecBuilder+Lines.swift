import Foundation
import SpecimenModel

// Compiled once: a regex literal inside a function is parsed again on every call.
nonisolated(unsafe) private let shoutedVariantLine = #/([A-Z][A-Z0-9 ]+?)\s+[-–—]\s+(.+)$/#

/// Statements that are lines rather than labelled values: a variant line under `States:`, a
/// drawing's line and its note, a table cell.
extension SpecBuilder {
    /// `🔵 SCHEDULED  - Blue background` under a variants section: the variant and how it looks.
    /// Returns false when the line is not a shouted name and a description.
    package mutating func readVariantLine(_ text: String, line: Int) -> Bool {
        guard let match = text.firstMatch(of: shoutedVariantLine) else { return false }
        let name = String(match.1), description = String(match.2)
        let index = variantIndex(name, line: line)
        let provenance = context.provenance(line: line)
        var set = PropertySet()
        phrases.phrase(description, line: line, defaultRole: .fill, into: &set)
        // `Blue background` names no colour the system defines; a token named after the
        // variant does.
        if set.fill?.value == nil, set.fill?.reference == nil || context.colorToken(named: set.fill!.reference!) == nil,
           let token = Self.token(namedLike: name, context: context) {
            set.fill = PropertyValue(raw: description, reference: token.name, provenance: provenance)
        }
        set.sampleText = PropertyValue(raw: name, value: name, provenance: provenance)
        spec.variants[index][.default] = set.merged(over: spec.variants[index][.default])
        addSample(name, line: line)
        return true
    }

    /// A colour token named like a variant: `Scheduled` for SCHEDULED, `Alert Active` for ALERTING.
    package static func token(namedLike name: String, context: ComponentContext) -> DesignToken? {
        if let exact = context.colorToken(named: name.capitalized) { return exact }
        var stem = name.lowercased()
        for ending in Vocabulary.standard.variantNameEndings where stem.hasSuffix(ending) && stem.count - ending.count >= 4 {
            stem.removeLast(ending.count)
            break
        }
        let colors = context.tokens.tokens(of: .color)
        let byName = colors.filter { token in token.slug.split(separator: "-").contains { $0.hasPrefix(stem) } }
        if byName.count == 1 { return byName[0] }
        let byUsage = colors.filter { token in
            ComponentKind.words(of: token.usage ?? "").contains { $0.hasPrefix(stem) }
        }
        return byUsage.count == 1 ? byUsage[0] : nil
    }

    /// `│    No Saved Items       │  28pt Heavy`: text drawn in a frame, styled by its note, is a
    /// part; text whose note names a component (`← Status badge`) is a sample.
    package mutating func readDiagramLine(text: String, note: String, line: Int) {
        let provenance = context.provenance(line: line)
        let icon = Vocabulary.standard.iconOnlyButtons.icon
        if let font = phrases.font(in: note, provenance: provenance), ValueScanner.length(in: note) != nil,
           !ComponentKind.words(of: note).contains(where: icon.contains) {
            var part = PropertySet()
            part.font = font
            part.sampleText = PropertyValue(raw: text, value: text, provenance: provenance)
            spec.parts.append(ComponentPart(name: text, properties: part, provenance: provenance))
            addSample(text, line: line)
        } else if ComponentKind.classify(note) != nil {
            addSample(text, line: line)
        }
    }

    /// One cell of a property table (`| Hover | #1B4F8A | White |`): the property its column
    /// names, or the sample text a Label or Example column gives. Returns false for any other
    /// column, which says nothing about how the component looks.
    @discardableResult
    package mutating func readCell(label: String, text: String, line: Int, variant: Int?, state: ComponentState) -> Bool {
        let cell = text.trimmingWhitespace
        guard !cell.isEmpty, cell != "—", cell != "-" else { return false }
        // `| Primary | Filled blue, white text, 10pt radius |` under a Style column: the row's look
        // in words, read as a `Style:` line is.
        if state == .default, Vocabulary.standard.isLookLabel(label) {
            // Only a cell cut by semicolons gives states (`bg var(--gold); disabled → rgba(…)`).
            let clauses = cell.contains(";") ? StateArrowClauses(cell, kind: spec.kind, colons: true) : nil
            let resting = clauses.map { $0.resting.joined(separator: "; ") } ?? cell
            let stated = clauses?.states ?? []
            let states = look(of: resting, line: line, defaultRole: .fill)
            withVariant(variant) { target in
                for (state, set) in states.sorted(by: { $0.key < $1.key }) { target[state] = set.merged(over: target[state]) }
            }
            for (state, _, words, written) in stated {
                readStateLook(state, words: words, written: written, line: line, variant: variant, defaultRole: .fill)
            }
            return !states.isEmpty || !stated.isEmpty
        }
        let phrases = self.phrases
        let provenance = context.provenance(line: line)
        var handled = false
        let sampleColumn = Vocabulary.standard.sampleColumns.contains(where: { label.lowercased().contains($0) })
        withVariant(variant) { target in
            var set = target[state]
            // `| Label | "Book a berth" |`: quoted copy in a Label column is the sample, never read
            // for a colour or a weight (`Book` is a weight's name).
            if sampleColumn, let quoted = cell.quotedCopy.first {
                set.sampleText = PropertyValue(raw: cell, value: quoted, provenance: provenance)
                handled = true
            } else if phrases.apply(label: label, text: cell, line: line, to: &set) {
                handled = true
            } else if sampleColumn {
                set.sampleText = PropertyValue(raw: cell, value: cell.trimming(charactersIn: "\""), provenance: provenance)
                handled = true
            }
            target[state] = set
        }
        return handled
    }

    /// `| Hover |`, `| Hover background |`, `| Background (pressed) |`: a table column headed by
    /// a state, alone or with the property it changes; nil for a column of any other header.
    package func stateColumn(_ header: String) -> (state: ComponentState, property: String?)? {
        // (A property's label reads its brackets as its own words: `Background (hover)` is a fill.)
        if let open = header.firstIndex(ofSingleScalar: LabelledText.openers),
           let close = LabelledText.closingIndex(in: header[open...]), header.index(after: close) == header.endIndex {
            let property = String(header[..<open]).trimmingWhitespace
            guard PropertyPhraseReader.meaning(ofLabel: property) != nil,
                  let state = ComponentState.from(label: String(header[header.index(after: open)..<close]), kind: spec.kind),
                  state != .default else { return nil }
            return (state, property)
        }
        guard PropertyPhraseReader.meaning(ofLabel: header) == nil else { return nil }
        if let (state, property) = qualifiedProperty(header) {
            return state.map { ($0, property) }
        }
        // The state's word alone, or with `state` after it.
        let vocabulary = Vocabulary.standard
        let words = ComponentKind.words(of: header)
        guard (1...2).contains(words.count), spec.kind != .statusBadge,
              words.allSatisfy({ vocabulary.stateWords[$0] != nil || vocabulary.activeStateWords.contains($0) || vocabulary.stateNouns.contains($0) }),
              let state = ComponentState.from(label: header, kind: spec.kind), state != .default else { return nil }
        return (state, nil)
    }

    /// A cell of a state's column: that state's look. Under a column naming the property, the
    /// cell is that property's value. Under a state alone, a colour with no word of the part it
    /// colours changes the property the table's other columns say the rows are drawn with: the
    /// fill where there is a fill column (`| Background | Text | Hover |`), else the one colour
    /// column there is; where they do not say, the words are listed as not understood.
    package mutating func readStateCell(_ state: ComponentState, property: String?, header: String, text: String, line: Int,
                                        variant: Int?, columns: [String]) {
        let cell = text.trimmingWhitespace
        // A dash or `none` says the state changes nothing, or has no look of its own.
        guard !cell.isEmpty, cell != "—", cell != "-", cell != "–",
              !Vocabulary.standard.phraseFlags.noFill.contains(ValueScanner.clean(cell).lowercased()) else { return }
        let written = "\(header): \(cell)"
        let provenance = context.provenance(line: line)
        defer { if !mentionedStates.contains(where: { $0.state == state }) { mentionedStates.append((state, line)) } }
        // `| Hover BG | darker brand-g |`: a shade of a named colour the document does not give,
        // never the named colour itself; a literal beside the words is the shade's value.
        let lower = " " + cell.lowercased()
        if Vocabulary.standard.lightnessChangeWords.contains(where: { lower.contains(literal: $0) }), ColorValueScanner.matches(in: cell).isEmpty {
            spec.notDrawn.append(DocumentText(text: written, provenance: provenance))
            return
        }
        if let property {
            if !readCell(label: property, text: cell, line: line, variant: variant, state: state) {
                spec.notDrawn.append(DocumentText(text: written, provenance: provenance))
            }
            return
        }
        // `| :hover | bg-loch-deep text-heather |`: utility classes name what each colour sets.
        if let read = UtilityClassReader(context: context).read(cell.replacing(literal: ",", with: " "), line: line),
           read.count == 1, let set = read[.default] {
            withVariant(variant) { target in target[state] = set.merged(over: target[state]) }
            return
        }
        let roles = Set(columns.compactMap { column -> PropertyPhraseReader.Role? in
            switch PropertyPhraseReader.meaning(ofLabel: column) {
            case .fill?: .fill
            case .text?: .text
            case .border?: .border
            default: nil
            }
        })
        let tableRole: PropertyPhraseReader.Role? = roles.contains(.fill) ? .fill : roles.count == 1 ? roles.first : nil
        if tableRole == nil, PropertyPhraseReader.role(in: lower) == nil,
           phrases.color(in: cell, provenance: provenance) != nil || Vocabulary.standard.lightnessChangeWords.contains(where: { lower.contains(literal: $0) }) {
            spec.notDrawn.append(DocumentText(text: written, provenance: provenance))
            return
        }
        readStateLook(state, words: cell, written: written, line: line, variant: variant, defaultRole: tableRole)
        // The table's columns name the part, so a fill read here stays a fill on a variant drawn
        // without a box (`| Ghost | transparent | Ink | Mist |`): its hover tints it.
        guard tableRole == .fill else { return }
        withVariant(variant) { target in
            if target[state].fill?.provenance.line == line { target[state].fill?.roleImplied = false }
        }
    }
}

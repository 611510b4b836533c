import SpecimenModel

/// What a front-matter component's keys outside the format say, where their names say it
/// plainly: `aspect-ratio: 1 / 1` is the box's proportion; a key naming a part and one of its
/// properties (`headerBackground`, `captionTypography`, `rowBorder`) styles that part; a key
/// naming a line between items (`item-divider`) is that divider's colour. A part shown in one
/// state only (`activeIndicator`), and any other such key (and any of
/// these whose value is not read) is kept with its line as not drawn, so the component's page
/// says so. Keys `FrontMatterComponentReader.drawnExtras` draws, and `description`, are left alone.
package struct FrontMatterExtraKeys {
    package let frontMatter: FrontMatter
    package let context: ComponentContext

    package init(frontMatter: FrontMatter, context: ComponentContext) {
        self.frontMatter = frontMatter
        self.context = context
    }

    package func apply(to specs: inout [ComponentSpec]) {
        guard let entries = frontMatter.root["components"]?.entries else { return }
        let names = Set(entries.map(\.key))
        let indexByName = Dictionary(specs.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { first, _ in first })
        let phrases = PropertyPhraseReader(context: context)
        let references = FrontMatterReferences(root: frontMatter.root)
        for (key, value) in entries {
            guard let properties = value.entries else { continue }
            let (owner, state) = FrontMatterComponentReader.stateSplit(key, among: names)
            guard let index = indexByName[owner ?? key] else { continue }
            if owner == nil, specs[index].kind.holdsParts, let description = properties.first(where: { $0.key == "description" })?.value,
               let text = description.string {
                for child in Self.childKeys(in: text, keys: Set(indexByName.keys), own: key)
                where !specs[index].parts.contains(where: { $0.child == child }) {
                    specs[index].parts.append(ComponentPart(name: child, provenance: context.provenance(line: description.line), child: child))
                }
            }
            for (property, raw) in properties {
                guard !DesignMDSchema.componentProperties.contains(property), !FrontMatterComponentReader.drawnExtras.contains(property),
                      !FrontMatterComponentReader.readsKey(property, kind: specs[index].kind, in: properties),
                      property != "description", let text = raw.string?.trimmingWhitespace, !text.isEmpty else { continue }
                let written = DocumentText(text: "\(property): \(text)", provenance: context.provenance(line: raw.line))
                // `{spacing.md} {spacing.lg}`: each reference to a length is that length.
                let lengths = text.split(separator: " ").map { piece -> String in
                    let word = String(piece)
                    guard let path = FrontMatterReferences.path(in: word), !path.hasPrefix("colors."), !path.hasPrefix("colours."),
                          !path.hasPrefix("typography."), let resolved = references.lookup(path)?.string else { return word }
                    return resolved
                }.joined(separator: " ")
                if read(property, lengths, line: raw.line, state: state ?? .default, phrases: phrases, into: &specs[index]) { continue }
                specs[index].notDrawn.append(written)
            }
            if owner == nil, let text = properties.first(where: { $0.key == "description" })?.value.string {
                Self.capitalise(partsIn: text, of: &specs[index])
            }
        }
    }

    /// `Header uses caption-mono uppercase mono; body uses body-sm.`: a clause of a description
    /// that opens with the name of a part the keys style (`headerTypography`) and says capitals
    /// sets that part's text in capitals.
    static func capitalise(partsIn description: String, of spec: inout ComponentSpec) {
        for clause in description.split(whereSeparator: { ".;".contains($0) }) where LetterCase.saysUppercase(String(clause)) {
            let words = ComponentKind.words(of: String(clause))
            guard let at = spec.parts.firstIndex(where: { part in
                let name = ComponentKind.words(of: part.name)
                return part.child == nil && !name.isEmpty && words.starts(with: name)
            }) else { continue }
            var font = spec.parts[at].properties.font ?? PropertyValue(raw: String(clause), value: FontSpec(), provenance: spec.parts[at].provenance)
            guard var value = font.value, value.textCase == nil else { continue }
            value.uppercase = true
            font.value = value
            spec.parts[at].properties.font = font
        }
    }

    /// Whether the key was read into the spec.
    private func read(_ property: String, _ text: String, line: Int, state: ComponentState, phrases: PropertyPhraseReader, into spec: inout ComponentSpec) -> Bool {
        let words = ComponentKind.words(of: property)
        let provenance = context.provenance(line: line)
        if words == ["aspect", "ratio"] {
            guard state == .default, let ratio = Self.ratio(text) else { return false }
            spec.aspectRatio = PropertyValue(raw: text, value: ratio, provenance: provenance)
            return true
        }
        let vocabulary = Vocabulary.standard
        let partWords = vocabulary.partNames.union(vocabulary.graphicParts)
        // `activeIndicator`: a part shown in one state, which a preview does not draw apart.
        let rest = words
        guard state == .default, !rest.contains(where: { ComponentState.from(label: $0, kind: spec.kind).map { $0 != .default } ?? false }) else { return false }
        guard let partAt = rest.firstIndex(where: partWords.contains) else { return false }
        let propertyWords = rest[(partAt + 1)...].filter { !partWords.contains($0) }
        let partName = rest[...partAt].joined(separator: " ")
        // `cellPadding` of a `data-table-cell`: the part the component's own name names is the
        // component itself.
        let own = Set(ComponentKind.words(of: spec.name))
        if !propertyWords.isEmpty, rest[...partAt].allSatisfy(own.contains) {
            var base = spec.base[.default]
            guard phrases.apply(label: propertyWords.joined(separator: " "), text: text, line: line, to: &base), base.hasVisualProperty else { return false }
            spec.base[.default] = spec.base[.default].merged(over: base)
            return true
        }
        var set = PropertySet()
        let value = text.hasPrefix("{") ? "`\(text)`" : text
        if propertyWords.isEmpty {
            // `item-divider: {colors.mute}`, `activeIndicator: {colors.primary}`: a line's or a
            // mark's colour; a divider is drawn as a rule, a mark as its fill.
            guard let color = phrases.color(in: value, provenance: provenance) else { return false }
            if vocabulary.graphicParts.contains(rest[partAt]) { set.fill = color } else { set.borderColor = color }
        } else {
            let label = propertyWords.joined(separator: " ")
            if PropertyPhraseReader.meaning(ofLabel: label).map({ if case .font = $0 { true } else { false } }) == true,
               let style = FrontMatterReferences.path(in: text), style.hasPrefix("typography."), context.tokens.index.lookup(style) != nil {
                var font = FontSpec()
                font.styleReference = style
                set.font = PropertyValue(raw: text, value: font, provenance: provenance)
            } else {
                guard phrases.apply(label: label, text: value, line: line, to: &set), set.hasVisualProperty else { return false }
            }
        }
        // The part a row of such keys styles is one part (`headerBackground` and `headerTypography`).
        if let at = spec.parts.firstIndex(where: { $0.name == partName && $0.variant == nil && $0.child == nil }) {
            spec.parts[at].properties = spec.parts[at].properties.merged(over: set)
        } else {
            spec.parts.append(ComponentPart(name: partName, properties: set, provenance: provenance))
        }
        return true
    }

    /// Whether a key outside the format has a name this reader draws by (`aspect-ratio`, a
    /// part and a property, a divider), for the lint to say so truly. The value may still not
    /// be read; the component's page then lists it as not drawn.
    package static func drawsKey(_ property: String) -> Bool {
        // A description is words about the component; only the components it names are drawn.
        guard property != "description" else { return false }
        if FrontMatterComponentReader.stateProperty(property, kind: nil) != nil || FrontMatterComponentReader.sideBorder(property) != nil { return true }
        let words = ComponentKind.words(of: property)
        if words == ["aspect", "ratio"] { return true }
        let vocabulary = Vocabulary.standard
        let partWords = vocabulary.partNames.union(vocabulary.graphicParts)
        guard !words.contains(where: { ComponentState.from(label: $0, kind: nil).map { $0 != .default } ?? false }),
              let at = words.firstIndex(where: partWords.contains) else { return false }
        let rest = words[(at + 1)...].filter { !partWords.contains($0) }
        return rest.isEmpty || PropertyPhraseReader.meaning(ofLabel: rest.joined(separator: " ")) != nil
    }

    /// `then `button-solid` + `button-hollow` pair`, `with field-plain controls inside`: the
    /// other front-matter components a sentence puts inside this one, by key, in order. A
    /// clause that borrows another's look (`Mirrors card-plain chrome`) names none.
    static func childKeys(in text: String, keys: Set<String>, own: String) -> [String] {
        childClauses(in: text, keys: keys, own: own).map(\.key)
    }

    /// The keys `childKeys` finds, each with the clause that names it.
    static func childClauses(in text: String, keys: Set<String>, own: String) -> [(key: String, clause: String)] {
        var found: [(key: String, clause: String)] = []
        // `paired with button-x`: beside it, one clause with the word that says so.
        let clauses = text.replacing(literal: " paired with ", with: " paired ").replacing(literal: " with ", with: ", ").split(whereSeparator: { ",;.".contains($0) })
        for clause in clauses {
            let words = Set(ComponentKind.words(of: String(clause)))
            guard words.isDisjoint(with: Vocabulary.standard.borrowedLookWords) else { continue }
            let tokens = clause.split(whereSeparator: { $0 == " " || $0 == "`" || $0 == "+" || $0 == "(" || $0 == ")" || $0 == "*" })
            for (at, token) in tokens.enumerated() {
                let key = String(token).lowercased()
                // `shown inside top-strip`: the one it sits in.
                if at > 0, Vocabulary.standard.hostWords.contains(tokens[at - 1].lowercased()) { continue }
                guard key != own, keys.contains(key), !found.contains(where: { $0.key == key }) else { continue }
                found.append((key, clause.trimmingWhitespace))
            }
        }
        return found
    }

    /// `1 / 1`, `16:9`, `4/3`, `1.5`: width over height.
    static func ratio(_ text: String) -> Double? {
        let pieces = text.split(whereSeparator: { $0 == "/" || $0 == ":" }).map { $0.trimmingWhitespace }
        let numbers = pieces.compactMap(Double.init)
        guard numbers.count == pieces.count, numbers.allSatisfy({ $0 > 0 }) else { return nil }
        switch numbers.count {
        case 1: return numbers[0]
        case 2: return numbers[0] / numbers[1]
        default: return nil
        }
    }
}

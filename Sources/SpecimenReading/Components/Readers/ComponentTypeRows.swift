import SpecimenModel

/// The type a document's type scale gives its components: a row named like a variant
/// (`| Subscribe CTA | 12px | 700 |` for the Subscribe CTA button), like the component, or like
/// the component's kind (`| Button Label | 13px | 600 |` for every button), for a component that
/// states no type size of its own. The row is the value, with its line: the preview draws that
/// row's family, size, weight, tracking and line height, and `extract` names the row's line.
package struct ComponentTypeRows {
    private struct Row {
        var name: String
        var provenance: Provenance
        /// The row's words, and each side of a slash (`Body / Button`) as an alternative.
        var alternatives: [[String]]
        /// The words of its other cells (`LamboType, uppercase, ghost buttons`): whom a notes
        /// column says it is for.
        var noteWords: Set<String>
        /// `noteWords` without plurals' `s`.
        var noteStems: Set<String> { Set(noteWords.map(ComponentKind.singular)) }
        /// A note clause that opens with a case word (`uppercase`, `uppercase badges`, `Labels
        /// (all-caps)`; not `mixed case and uppercase variants`): `LetterCase.notesSayUppercase`.
        var uppercase: Bool
        /// The family its Font column names.
        var family: String?
        /// Its type as the row gives it.
        var style: TypeStyle?
    }

    private let rows: [Row]

    package init(tokens: ResolvedTokens) {
        rows = tokens.tokens(of: .typeStyle).map { token in
            var family: String?
            var style: TypeStyle?
            if case .typeStyle(let value)? = tokens.value(of: token) { (family, style) = (value.family, value) }
            let sides = token.name.split(whereSeparator: { $0 == "/" || $0 == "／" }).map { ComponentKind.words(of: String($0)) }
            let cells = token.provenance.excerpt.split(separator: "|").map { $0.trimmingWhitespace }.filter { !$0.isEmpty }.dropFirst()
            return Row(name: token.name, provenance: token.provenance, alternatives: [ComponentKind.words(of: token.name)] + (sides.count > 1 ? sides : []),
                       noteWords: Set(cells.flatMap { ComponentKind.words(of: $0) }),
                       uppercase: token.provenance.excerpt.hasPrefix("|") && LetterCase.notesSayUppercase(cells), family: family, style: style)
        }
    }

    /// `spec` with the type its rows give: each variant named by a row takes that row, and the
    /// component takes the row named like it or, for a kind whose type is its label, like its kind.
    package func apply(to spec: inout ComponentSpec) {
        guard !rows.isEmpty else { return }
        let kindWords = Vocabulary.kindWords(of: spec.kind)
        for index in spec.variants.indices {
            let written = SpecBuilder.variantKey(spec.variants[index].name)
            let own = written.filter { !kindWords.contains($0) }
            // A row named by another kind's word (`Badge` for a card's Badge variant) is that
            // kind's type, and one named for running text (`Link` for a card's Link variant) is
            // that text's, not the variant's.
            guard !own.isEmpty, !namesOtherKind(own, than: spec.kind) else { continue }
            // Named as the variant is, kind word and all (`Subscribe CTA`), or without it (`Login`
            // for the Login Button).
            if let row = rows.first(where: { $0.alternatives.contains(written) || $0.alternatives.contains(own) }) {
                give(row, to: &spec.variants[index], named: true)
            } else if let row = noteRow(naming: own, kindWords: kindWords) {
                give(row, to: &spec.variants[index])
            }
        }
        let name = ComponentKind.words(of: spec.name)
        // (`Cards` is the kind's word as much as `Card` is.)
        let kindStems = Set(kindWords.map(ComponentKind.singular))
        let own = name.filter { !kindWords.contains($0) && !kindStems.contains(ComponentKind.singular($0)) }
        if let row = rows.first(where: { $0.alternatives.contains(name) }) {
            give(row, to: &spec.base, named: true)
        } else if let row = kindRow(spec.kind, kindWords: kindWords) {
            // A row named for every component of the kind gives its size, not a case its notes
            // give some of them (`Button Standard … uppercase, ghost buttons`); notes that name
            // none of them (`Button Text … text-transform: uppercase`) give every one its case.
            giveShared(row, to: &spec, case: row.noteWords.isDisjoint(with: kindWords))
        } else if let row = noteRow(naming: own, kindWords: kindWords) {
            if let reached = looksReached(by: row, in: spec) {
                for index in reached { give(row, to: &spec.variants[index]) }
            } else {
                giveShared(row, to: &spec, case: true)
            }
        }
    }

    /// Of a component's looks, the ones a row found by its notes reaches, when not all: those
    /// its notes name by a word of their own (`Titles inside recipe cards` for the Recipe Card,
    /// not the Gallery Frame beside it). A word for a part, a text or a plain qualifier (`Card
    /// title text`) names none of them: a `Text` look is not the one such a row is for. Nil
    /// when the notes name no look apart, and the row is every look's.
    private func looksReached(by row: Row, in spec: ComponentSpec) -> [Int]? {
        guard spec.variants.count > 1 else { return nil }
        let notes = row.noteStems
        let vocabulary = Vocabulary.standard
        func names(_ word: String) -> Bool {
            word.count > 1 && notes.contains(word) && !Vocabulary.allKindWords.contains(word)
                && !vocabulary.partNames.contains(word) && !vocabulary.typeRowQualifiers.contains(word)
        }
        let named = spec.variants.indices.filter { index in
            SpecBuilder.variantKey(spec.variants[index].name).map(ComponentKind.singular).contains(where: names)
        }
        return named.isEmpty ? nil : named
    }

    /// A row every variant of the component shares, given to the base they inherit from. A
    /// variant that sets its own type in another family (`Kelp Sans 16px / 400` beside a mono
    /// label row) keeps its own words: then the row is given to each of the others instead.
    private func giveShared(_ row: Row, to spec: inout ComponentSpec, case takesCase: Bool) {
        let ownType = spec.variants.map { setsOwnType($0.merged(over: spec.base), apartFrom: row) }
        guard ownType.contains(true) else { return give(row, to: &spec.base, case: takesCase) }
        // The others take the type they would have inherited from the base given the row.
        var shared = spec.base
        give(row, to: &shared, case: takesCase)
        guard let given = shared[.default].font?.value else { return }
        for index in spec.variants.indices where !ownType[index] {
            var set = spec.variants[index][.default]
            let own = set.font?.value ?? FontSpec()
            set.font = PropertyValue(raw: set.font?.raw ?? row.provenance.excerpt, value: own.merged(over: given),
                                     reference: set.font?.reference, provenance: set.font?.provenance ?? row.provenance)
            spec.variants[index][.default] = set
        }
    }

    /// The one row whose notes name the component's kind and its own words (`ghost buttons` for
    /// the Ghost button; `uppercase badges` for a badge with no words of its own). A component
    /// named by kinds' words (`Tags / Badges`) is named by any of them (`Labels, badges`).
    private func noteRow(naming own: [String], kindWords: Set<String>) -> Row? {
        // Scripts without spaces are split a character at a time (`ComponentKind.words`): one
        // character shared (`ン` in `アウトライン` and `セクション`) names nothing.
        let own = Set(own.filter { $0.count > 1 }.map(ComponentKind.singular))
        // (Only a name made of kinds' words alone: `Feature Section Cards` is named by `feature`.)
        let namedByKinds = !own.isEmpty && own.allSatisfy(Vocabulary.allKindWords.contains)
        let kindWords = Set(kindWords.filter { $0.count > 1 }.map(ComponentKind.singular)).union(namedByKinds ? own : [])
        let found = rows.filter { row in
            let notes = row.noteStems
            return !notes.isDisjoint(with: kindWords) && (own.isEmpty || !notes.isDisjoint(with: own))
        }
        return found.count == 1 ? found[0] : nil
    }

    /// The row named by the kind's word alone (`Button`), else by it and a qualifier (`Button
    /// Label`), in document order.
    private func kindRow(_ kind: ComponentKind, kindWords: Set<String>) -> Row? {
        guard Vocabulary.standard.typeRowKinds.contains(kind) else { return nil }
        let qualifiers = Vocabulary.standard.typeRowQualifiers
        func names(_ words: [String], qualified: Bool) -> Bool {
            let own = words.filter { !kindWords.contains($0) }
            guard own.count < words.count, ComponentKind.classify(words.joined(separator: " ")) == kind else { return false }
            return qualified ? own.allSatisfy(qualifiers.contains) : own.isEmpty
        }
        for qualified in [false, true] {
            if let row = rows.first(where: { $0.alternatives.contains { names($0, qualified: qualified) } }) { return row }
        }
        return nil
    }

    /// Whether words alone name a kind of component other than `kind`, or, for a kind whose
    /// type is no label (a card), a role of running text (`Link`, `Caption`).
    private func namesOtherKind(_ words: [String], than kind: ComponentKind) -> Bool {
        if let named = ComponentKind.classify(words.joined(separator: " ")) { return named != kind }
        guard !Vocabulary.standard.typeRowKinds.contains(kind) else { return false }
        return Vocabulary.standard.textTokens.roles.phrases.contains(words)
    }

    /// Whether a variant's own words set its type in a family other than the row's, at a size
    /// of their own (`Kelp Sans 16px / 400`). A generic design (`Mono`, read from `Kelp Mono
    /// 12px`) is the row's own when the row's family is one of that design.
    private func setsOwnType(_ variant: ComponentVariant, apartFrom row: Row) -> Bool {
        guard let font = variant[.default].font?.value, font.size != nil || font.sizeReference != nil else { return false }
        guard let family = font.family?.lowercased(), let rowFamily = row.family?.lowercased() else {
            // A size of its own beside a row that names no family (`72px` beside a 24px card
            // title row) is its own type: the row's line height and tracking are for its size.
            // A row giving a range (`14–16px`) holds each size within it.
            return row.family == nil && (font.sizeReference != nil || (font.size?.cssPixels != row.style?.size?.cssPixels
                && !(font.size.map { Self.range(in: row.provenance.excerpt, holds: $0.cssPixels) } ?? false)))
        }
        let generics = ["mono": "mono", "monospace": "mono", "serif": "serif", "sans-serif": "sans", "rounded": "rounded"]
        if let design = generics[family] { return !ComponentKind.words(of: rowFamily).contains(design) }
        return family != rowFamily
    }

    /// Whether the text states a range of lengths (`14–16px`, `14 to 16pt`) that holds `size`.
    static func range(in text: String, holds size: Double) -> Bool {
        var index = text.startIndex
        while index < text.endIndex {
            guard text[index].isASCII, text[index].isNumber else { index = text.index(after: index); continue }
            let start = index
            while index < text.endIndex, text[index].isASCII, text[index].isNumber || text[index] == "." { index = text.index(after: index) }
            let unit = text[index...].drop { $0 == " " }.prefix(2).lowercased()
            if unit == "px" || unit == "pt", let end = Double(text[start..<index]),
               let low = ValueScanner.rangeStart(before: start, in: text), low <= size, size <= end {
                return true
            }
        }
        return false
    }

    /// A variant's default type, unless it states a size or names a style itself; the row's
    /// case either way (a badge that states its 10px is still set in the capitals its row says).
    /// A row `named` like the variant is its own type, so its size stated again
    /// (`Font Size: 12px / 700` under the `Subscribe CTA · 12px · 700 · 19.8px` row) still takes
    /// the weight, line height and tracking the row adds; its own words win where both speak.
    /// Not the row's family: a Font cell may say "as the body" in words, not name a family.
    private func give(_ row: Row, to variant: inout ComponentVariant, case takesCase: Bool = true, named: Bool = false) {
        var set = variant[.default]
        var font = set.font?.value ?? FontSpec()
        if takesCase, row.uppercase, !font.uppercase, font.textCase == nil {
            font.uppercase = true
            set.font = PropertyValue(raw: set.font?.raw ?? row.provenance.excerpt, value: font, reference: set.font?.reference, provenance: set.font?.provenance ?? row.provenance)
            variant[.default] = set
        }
        guard font.sizeReference == nil, font.styleReference == nil else { return }
        if let size = font.size {
            guard named, let style = row.style, size.cssPixels == style.size?.cssPixels else { return }
            var added = font
            added.weight = font.weight ?? style.weight
            if font.lineHeight == nil, font.lineHeightLength == nil, let height = style.lineHeight {
                // A type style's line height is a multiplier up to a few, a height in px past that.
                if height <= 4 { added.lineHeight = height } else { added.lineHeightLength = Length(height, .px) }
            }
            if font.letterSpacing == nil, font.letterSpacingEms == nil { added.letterSpacing = style.tracking }
            guard added != font else { return }
            set.font = PropertyValue(raw: set.font?.raw ?? row.provenance.excerpt, value: added, reference: set.font?.reference, provenance: set.font?.provenance ?? row.provenance)
            variant[.default] = set
            return
        }
        var merged = font
        merged.styleReference = row.name
        set.font = PropertyValue(raw: set.font?.raw ?? row.provenance.excerpt, value: merged, reference: set.font?.reference, provenance: set.font?.provenance ?? row.provenance)
        variant[.default] = set
    }
}

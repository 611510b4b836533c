import SpecimenModel

/// A style sheet's variables named for a kind of component, as Bootstrap and the themes built on
/// it write them (`$btn-padding-y: .5rem;`, `$card-border-radius: 8px;`, `$input-focus-border-color:
/// #57072F;`): the kind's word (or an abbreviation of it, `btn`) first, then a property the
/// vocabulary knows, perhaps after a state (`focus border color`). Each kind named so is one
/// component, read from those lines as its bullets would be. A variable whose rest names no
/// property (`$card-spacer-x`), or a size's variant of one (`$btn-border-radius-lg`), is listed
/// under the component as written; a value naming another variable of the same sheet
/// (`$btn-border-radius: $border-radius;`) is that variable's value.
package enum StyleVariableComponents {
    /// The components the `$kind-property: value` lines among `statements` (a section's style
    /// sheet declarations) describe, in the order their kinds first appear.
    package static func components(in statements: [Statement], context: ComponentContext) -> [ComponentSpec] {
        let declared = statements.filter { $0.syntax == .code && $0.label.hasPrefix("$") && $0.label.count > 1 }
        guard declared.count >= 1 else { return [] }
        var values: [String: String] = [:]
        for statement in declared { values[statement.label.lowercased()] = value(of: statement) }
        var order: [String] = []
        var builders: [String: SpecBuilder] = [:]
        for statement in declared {
            let segments = statement.label.dropFirst().lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
            guard segments.count >= 2, let (kind, word) = kind(named: segments[0]) else { continue }
            if builders[word] == nil {
                order.append(word)
                builders[word] = SpecBuilder(name: word.prefix(1).uppercased() + word.dropFirst(), kind: kind, line: statement.line, context: context)
            }
            var written = value(of: statement)
            // `$btn-border-radius: $border-radius;`: the sheet's own variable, by its value.
            if written.hasPrefix("$"), let named = values[written.lowercased()], !named.hasPrefix("$") { written = named }
            let property = segments.dropFirst()
            let label = property.joined(separator: " ")
            // `$btn-border-radius-lg`: a size's value, which the default look does not take.
            let sized = property.count > 1 && Vocabulary.standard.sizeNames.contains(property.last!)
            // (A rest that names no property, `spacer x`, is no part either: a variable is no caption.)
            let names = PropertyPhraseReader.meaning(ofLabel: label) != nil || builders[word]!.qualifiedProperty(label).map { $0.0 != nil } == true
            if sized || !names || !builders[word]!.readLabelled(label: label, rest: written, line: statement.line, variant: nil) {
                let text = "\(statement.label): \(written)"
                builders[word]!.spec.notDrawn.append(DocumentText(text: text, provenance: context.provenance(line: statement.line)))
            }
        }
        return order.compactMap { word in
            guard var builder = builders[word] else { return nil }
            let spec = builder.finish()
            return spec.hasContent ? spec : nil
        }
    }

    /// The value as written, without the `;` that ends it, a `!default` flag or a comment after it.
    private static func value(of statement: Statement) -> String {
        var text = statement.value
        if let comment = text.range(ofLiteral: "//") { text = String(text[..<comment.lowerBound]) }
        text = text.trimmingWhitespace.trimming(charactersIn: "; ")
        if let flag = text.range(ofLiteral: "!default") { text = String(text[..<flag.lowerBound]).trimmingWhitespace }
        return text
    }

    /// The kind a variable's first word names, and that kind's word: a kind's own word
    /// (`card`, `input`, `navbar`), or an abbreviation of one of three letters or more (`btn`).
    private static func kind(named word: String) -> (ComponentKind, String)? {
        if let kind = ComponentKind.classifyComponentName(word) { return (kind, word) }
        guard word.count >= 3 else { return nil }
        for full in abbreviable where StatementSpecReader.abbreviates(word, full) {
            if let kind = ComponentKind.classify(full) { return (kind, full) }
        }
        return nil
    }

    /// The kinds' one-word names, in the vocabulary's order, that an abbreviation may stand for.
    private static let abbreviable: [String] = {
        var seen: Set<String> = []
        return Vocabulary.standard.kinds.compactMap { entry in
            entry.phrase.count == 1 && seen.insert(entry.phrase[0]).inserted ? entry.phrase[0] : nil
        }
    }()
}

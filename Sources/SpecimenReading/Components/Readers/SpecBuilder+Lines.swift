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
}

import SpecimenModel
import SpecimenReading

/// The section a component's own description puts it on ("sits on the ink hero", "Used on
/// dark-green feature bands", "for use on `{colors.canvas-dark}` hero bands"): what shows
/// through a missing or translucent fill, in the audit and in the gallery alike.
package struct StatedSection: Sendable, Hashable {
    /// The section's colour; nil when the words name a dark section whose colour the document
    /// does not give, so nothing drawn or measured on the page would be what it describes.
    package var color: RGBAColor?
    /// "ink hero (line 12)": the words, and their line.
    package var name: String
    package var line: Int

    /// The section the component's description names, if any. First "on <colour> <surface>"
    /// in the lines from the component's heading to its text colour's line, as ever; then, in
    /// the blocks of every line its values come from, "on [the] <words>
    /// <surface>", whose colour is a palette colour the words name (`{colors.canvas-dark}`), or
    /// the opaque fill of another component they name ("feature band"); with neither, a section
    /// the words call dark ("dark-green") has an unknown colour.
    package static func find(
        component: ResolvedComponent, properties: ResolvedProperties, document: DocumentProse,
        palette: [(name: String, color: RGBAColor)], components: [ResolvedComponent]
    ) -> StatedSection? {
        guard component.spec.provenance.file == document.file else { return nil }
        let context = Vocabulary.standard.auditContext
        if let textLine = properties.provenance["textColor"], textLine.file == document.file {
            let start = component.spec.provenance.line
            if start <= textLine.line, textLine.line - start <= 40 {
                for number in start...textLine.line {
                    let words = AuditContext.words(of: document.line(number))
                    for index in words.indices where words[index] == "on" {
                        // "on [the|a] <colour, one or two words> <surface>"
                        var at = index + 1
                        if at < words.count, ["the", "a", "an"].contains(words[at]) { at += 1 }
                        for length in [2, 1] where at + length < words.count && context.surfaces.occurs(in: [words[at + length]]) {
                            let name = words[at..<at + length].joined(separator: " ")
                            if let color = palette.first(where: { ComponentKind.words(of: $0.name) == Array(words[at..<at + length]) })?.color
                                ?? Vocabulary.standard.basicColors[name], color.isOpaque {
                                return StatedSection(color: color, name: "\(name) \(words[at + length]) (line \(number))", line: number)
                            }
                        }
                    }
                }
            }
        }
        // The blocks of the lines its values come from: a front-matter component's prose
        // description, a note below its text colour ("Used on …"). Not the lines from the
        // heading, which may hold other variants' notes.
        var lines: Set<Int> = []
        for provenance in properties.provenance.values where provenance.file == document.file {
            lines.formUnion(AuditContext.block(around: provenance.line, in: document).map(\.line))
        }
        // A front-matter component's prose caption (`**`nav-link`** — the link items inside
        // `nav-strip`) and the lines below it.
        for line in component.spec.describedAt {
            lines.formUnion(AuditContext.block(around: line, in: document).map(\.line))
        }
        for number in lines.sorted() {
            if let found = section(in: document.line(number), line: number, own: component, palette: palette, components: components) {
                return found
            }
        }
        return nil
    }

    /// The words as the line writes them ("dark-green feature bands", "`{colors.canvas-dark}`
    /// hero bands"): from the first word to the end of the last, else the words joined.
    private static func written(_ words: ArraySlice<String>, in text: String) -> String {
        let lower = text.lowercased()
        guard let first = words.first, let last = words.last,
              let start = lower.range(of: " on ").flatMap({ on in lower.range(of: first, range: on.upperBound..<lower.endIndex) }),
              let end = lower.range(of: last, range: start.upperBound..<lower.endIndex) else { return words.joined(separator: " ") }
        var from = start.lowerBound
        // Back to the start of the code span or reference the first word is in.
        while from > lower.startIndex, !" ".contains(lower[lower.index(before: from)]) { from = lower.index(before: from) }
        var to = end.upperBound
        while to < lower.endIndex, lower[to].isLetter { to = lower.index(after: to) }
        let offset = (lower.distance(from: lower.startIndex, to: from), lower.distance(from: lower.startIndex, to: to))
        let original = Array(text)
        guard offset.1 <= original.count, lower.count == text.count else { return words.joined(separator: " ") }
        return String(original[offset.0..<offset.1])
    }

    /// "on [the|a] <up to four words> <surface>[s]" in one line.
    private static func section(
        in text: String, line: Int, own: ResolvedComponent, palette: [(name: String, color: RGBAColor)], components: [ResolvedComponent]
    ) -> StatedSection? {
        let surfaces = Vocabulary.standard.auditContext.surfaces
        let words = AuditContext.words(of: text)
        func surface(_ word: String) -> String? {
            if surfaces.occurs(in: [word]) { return word }
            for suffix in ["es", "s"] where word.hasSuffix(suffix) && surfaces.occurs(in: [String(word.dropLast(suffix.count))]) {
                return String(word.dropLast(suffix.count))
            }
            return nil
        }
        for index in words.indices where words[index] == "on" {
            var at = index + 1
            if at < words.count, ["the", "a", "an"].contains(words[at]) { at += 1 }
            guard var end = (at..<min(words.count, at + 5)).first(where: { surface(words[$0]) != nil }) else { continue }
            // "hero bands": the last of the surface words in a row.
            while end + 1 < words.count, surface(words[end + 1]) != nil { end += 1 }
            guard let noun = surface(words[end]) else { continue }
            // `{colors.canvas-dark}`: the group's word says "a colour", not which.
            let modifiers = words[at..<end].filter { word in
                !Vocabulary.standard.colorFillerWords.contains(word) && !Vocabulary.standard.colorFillerWords.contains(String(word.dropLast()))
            }
            let name = "\(Self.written(words[at...end], in: text)) (line \(line))"
            // A colour the words name: the longest run of them that is a palette colour's name.
            for length in stride(from: modifiers.count, through: 1, by: -1) {
                for from in 0...(modifiers.count - length) {
                    let run = Array(modifiers[from..<from + length])
                    if let color = palette.first(where: { ComponentKind.words(of: $0.name) == run })?.color
                        ?? (length == 1 ? Vocabulary.standard.basicColors[run[0]] : nil), color.isOpaque {
                        return StatedSection(color: color, name: name, line: line)
                    }
                }
            }
            // "feature bands": the fill of the component named so.
            let named = Set(modifiers + [noun])
            if let other = components.first(where: { candidate in
                let words = ComponentKind.words(of: candidate.name)
                return candidate.name != own.name && words.contains(noun) && Set(words).isSubset(of: named)
                    && (candidate.variants.first?[.default]?.fill?.isOpaque ?? false)
            }), let fill = other.variants.first?[.default]?.fill {
                return StatedSection(color: fill, name: name, line: line)
            }
            if modifiers.contains(where: { Vocabulary.standard.column($0) == .dark }) {
                return StatedSection(color: nil, name: name, line: line)
            }
        }
        // "inside `nav-strip`": the opaque fill of the component named right after.
        let within = Vocabulary.standard.auditContext.within
        for index in words.indices where within.contains(words[index]) {
            let after = words[(index + 1)...]
            if let other = components.first(where: { candidate in
                let name = ComponentKind.words(of: candidate.name)
                return candidate.name != own.name && !name.isEmpty && after.starts(with: name)
                    && (candidate.variants.first?[.default]?.fill?.isOpaque ?? false)
            }), let fill = other.variants.first?[.default]?.fill {
                return StatedSection(color: fill, name: "\(other.name) (\(words[index]) it, line \(line))", line: line)
            }
        }
        return nil
    }
}

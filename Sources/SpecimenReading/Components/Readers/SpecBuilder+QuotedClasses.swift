import SpecimenModel

// Compiled once: a regex literal inside a function is parsed again on every call.
/// A code span.
nonisolated(unsafe) private let codeSpan = #/`([^`]+)`/#

extension SpecBuilder {
    /// `Quiet style with `bg-mist` and `border-fog``: a sentence that quotes utility classes,
    /// each code span a class list, the words between them naming no colour, role or length.
    /// The classes, as one list, so each sets what its prefix names (the fill, the border),
    /// never the role word a class's prefix spells in the sentence. Nil for any other line.
    func quotedClasses(in text: String) -> String? {
        guard text.contains("`") else { return nil }
        let spans = text.matches(of: codeSpan)
        guard !spans.isEmpty, spans.allSatisfy({ UtilityClassReader.isClassList(String($0.1)) }),
              spans.contains(where: { String($0.1).split(separator: " ").contains { UtilityClassReader.isColorClass(String($0)) } }) else { return nil }
        let words = text.replacing(codeSpan, with: " ")
        guard !words.contains(where: \.isNumber), PropertyPhraseReader.role(in: words.lowercased()) == nil,
              phrases.color(in: words, provenance: context.provenance(line: 0)) == nil else { return nil }
        return spans.map { String($0.1) }.joined(separator: " ")
    }
}

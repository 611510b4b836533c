import SpecimenModel

extension Statement {
    /// Whether the statement describes a component rather than the palette or a scale: it sits
    /// under a subject that names a kind (`### Buttons`, `**Primary Button**`), or in a section
    /// under a `## Components` heading, whose every subsection is a component whatever its name
    /// ("Notice Bar"), as `ComponentExtractor` reads them. A long title that mentions components
    /// ("Acme UI Components Design System") is no such heading.
    package var isAboutComponent: Bool {
        if subject.contains(where: { ComponentKind.classifyHead($0) != nil }) { return true }
        let headings = self.headings
        guard let index = headings.firstIndex(where: { heading in
            ComponentKind.isShortHeading(heading)
                && Vocabulary.standard.introducesComponents(heading)
        }) else { return false }
        return index < headings.endIndex - 1
    }
}

import SpecimenModel

extension SpecBuilder {
    /// An element's classes (a `.markup` statement): its look, in `state` where the element's
    /// place names one (a `.button:hover` rule's `@apply`), each state prefix's classes in that
    /// state; the words it shows are its copy. Its `dark:` classes are listed, not drawn: the
    /// dark previews take the tokens' dark values, and a component has no dark look of its own;
    /// so are its pseudo-elements' (`after:bg-primary`).
    package mutating func readMarkup(_ classes: String, copy: String?, line: Int, variant: Int?, state: ComponentState) {
        if let states = UtilityClassReader(context: context).read(classes, line: line) {
            withVariant(variant) { target in
                for (own, set) in states.sorted(by: { $0.key < $1.key }) {
                    let at = own == .default ? state : own
                    target[at] = set.merged(over: target[at])
                }
            }
        }
        if let copy { addSample(copy, line: line) }
        let dark = classes.split(separator: " ").filter { $0.hasPrefix("dark:") }
        if !dark.isEmpty {
            spec.notDrawn.append(DocumentText(text: dark.joined(separator: " "), provenance: context.provenance(line: line)))
        }
        // `after:h-0.5 after:bg-primary`: a pseudo-element the preview does not draw (a link's
        // underline), listed with its classes.
        let pseudo = UtilityClassReader.pseudoElementClasses(classes)
        if !pseudo.isEmpty {
            spec.notDrawn.append(DocumentText(text: pseudo.joined(separator: " "), provenance: context.provenance(line: line)))
        }
    }

    /// A part's element (`<CardHeader className="bg-gray-50 border-b-2">` in a card): its resting
    /// classes are the part's look, the words it shows its text.
    package mutating func readMarkupPart(_ name: String, classes: String, copy: String?, line: Int, variant: String?) {
        let provenance = context.provenance(line: line)
        var set = UtilityClassReader(context: context).read(classes, line: line)?[.default] ?? PropertySet()
        if let copy { set.sampleText = PropertyValue(raw: copy, value: copy, provenance: provenance) }
        guard !set.isEmpty else { return }
        if let index = spec.parts.firstIndex(where: { $0.name == name && $0.variant == variant }) {
            spec.parts[index].properties = set.merged(over: spec.parts[index].properties)
        } else {
            spec.parts.append(ComponentPart(name: name, properties: set, provenance: provenance, variant: variant))
        }
    }
}

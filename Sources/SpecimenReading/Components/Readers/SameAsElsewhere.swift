import SpecimenModel

/// `Mismo que Primary Button`, `Same as Text Input`, `Igual que la tarjeta por defecto` in the
/// section of another component: the look (or the properties named, or the ones the caption
/// over the line names, `**Dimensiones:**`) is that component's, wherever this one leaves it
/// unstated. A sibling look of the same component is looked for first (`SameAsReference`); this
/// is what is left once no sibling has the name. A component not found leaves the reference as
/// the document's words, not understood, and draws nothing in its place.
package struct SameAsElsewhere: Sendable, Hashable {
    /// The variant the line is about, by name; nil for the component as a whole.
    var variant: String?
    var state: ComponentState
    /// The property groups of the vocabulary's `sameAs.properties`; empty for the whole look.
    var groups: [String]
    var referent: String
    var raw: String
    var provenance: Provenance


    /// Resolves every component's references, in document order: a component copied from
    /// another that copies in turn has already taken what it copies. `followingOthers` false
    /// (a front matter's components, whose prose borrows looks its own way): each reference is
    /// only marked, as one to a sibling not found is.
    package static func apply(to specs: inout [ComponentSpec], followingOthers: Bool = true) {
        guard specs.contains(where: { !$0.sameAsElsewhere.isEmpty }) else { return }
        guard followingOthers else {
            for index in specs.indices {
                for reference in specs[index].sameAsElsewhere { markNotUnderstood(reference, in: &specs[index], listing: false) }
                specs[index].sameAsElsewhere = []
            }
            return
        }
        let names = specs.map { ComponentKind.words(of: $0.name).filter { !Vocabulary.standard.sameAs.articles.contains($0) } }
        for index in specs.indices where !specs[index].sameAsElsewhere.isEmpty {
            let references = specs[index].sameAsElsewhere
            specs[index].sameAsElsewhere = []
            for reference in references {
                let wanted = ComponentKind.words(of: reference.referent).filter { !Vocabulary.standard.sameAs.articles.contains($0) }
                // The component named exactly, else the one component whose name holds every word.
                let others = names.indices.filter { $0 != index }
                let exact = others.filter { names[$0] == wanted }
                let holding = others.filter { !wanted.isEmpty && Set(wanted).isSubset(of: Set(names[$0])) }
                let found = exact.count == 1 ? exact.first : (exact.isEmpty && holding.count == 1 ? holding.first : nil)
                guard let found else {
                    markNotUnderstood(reference, in: &specs[index])
                    continue
                }
                let source = specs[found].base
                copy(reference, from: source, into: &specs[index])
            }
        }
    }

    private static func copy(_ reference: SameAsElsewhere, from source: ComponentVariant, into spec: inout ComponentSpec) {
        let line = reference.provenance.line
        let properties = reference.groups.filter { $0 != "states" }
        let withStates = reference.groups.contains("states") || reference.groups.isEmpty
        spec.withVariant(named: reference.variant) { target in
            // The named properties, or the whole look, in the line's state.
            if !properties.isEmpty || reference.groups.isEmpty {
                let own = target[reference.state]
                var set = own
                SpecBuilder.copy(properties, from: source[reference.state], into: &set, line: line)
                // A least height or width of its own (a text area's) is its size: the other's
                // fixed one is not taken over it.
                if own.minHeight != nil, own.height == nil { set.height = nil }
                if own.minWidth != nil || own.width != nil { set.width = own.width; set.minWidth = own.minWidth }
                target[reference.state] = set
            }
            // The other's states, each where this one states none of its own.
            guard withStates, reference.state == .default else { return }
            for (state, theirs) in source.states where state != .default && target.states[state] == nil {
                var copied = theirs
                copied.sampleText = nil
                target[state] = copied
            }
        }
    }

    /// The words of a reference to a component the document does not have: the properties it
    /// names, where unstated, are those words; a whole look, which no property holds, is listed
    /// with them (`listing`).
    private static func markNotUnderstood(_ reference: SameAsElsewhere, in spec: inout ComponentSpec, listing: Bool = true) {
        spec.withVariant(named: reference.variant) { target in
            var set = target[reference.state]
            SpecBuilder.markUnknown(reference.groups, raw: reference.raw, provenance: reference.provenance, in: &set)
            target[reference.state] = set
        }
        let written = DocumentText(text: reference.raw, provenance: reference.provenance)
        if listing, reference.groups.isEmpty || reference.groups == ["states"], !spec.notDrawn.contains(written) { spec.notDrawn.append(written) }
    }
}

extension ComponentSpec {
    /// Changes the variant of that name, or the component's own look for nil (or a name no
    /// variant has any longer).
    fileprivate mutating func withVariant(named name: String?, _ change: (inout ComponentVariant) -> Void) {
        if let name, let at = variants.firstIndex(where: { $0.name == name }) {
            change(&variants[at])
        } else {
            change(&base)
        }
    }
}

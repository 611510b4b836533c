import SpecimenModel

extension ComponentSpec {
    /// Takes what a code snippet under the component's heading builds where its prose states
    /// nothing: the prose is the document's words for the component, the snippet fills the gaps.
    package mutating func fill(from snippet: ComponentSpec) {
        for (state, properties) in snippet.base.states {
            base[state] = base[state].merged(over: properties)
        }
        parts += snippet.parts.filter { part in !parts.contains { $0.name == part.name } }
        if samples.isEmpty { samples = snippet.samples }
    }
}

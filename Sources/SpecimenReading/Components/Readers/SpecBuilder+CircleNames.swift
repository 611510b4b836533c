import SpecimenModel

extension SpecBuilder {
    /// `Avatar Circle`, `Icon Button (Circular)`, `Round Avatar`: a component or variant named
    /// for its round shape is fully rounded where it states no radius, and as wide as it is tall
    /// where it states one side only.
    mutating func applyCircleNames() {
        func namesCircle(_ name: String) -> Bool {
            let words = name.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
            return words.contains { Vocabulary.standard.circleNames.contains($0) }
        }
        func round(_ set: inout PropertySet, named name: String) {
            if set.radius == nil, set.fullyRounded == nil {
                set.fullyRounded = PropertyValue(raw: name, value: true, provenance: spec.provenance)
            }
            guard set.fullyRounded?.value == true else { return }
            if set.width == nil, let height = set.height { set.width = height }
            if set.height == nil, let width = set.width { set.height = width }
        }
        if namesCircle(spec.name) { round(&spec.base[.default], named: spec.name) }
        for index in spec.variants.indices where namesCircle(spec.variants[index].name) {
            round(&spec.variants[index][.default], named: spec.variants[index].name)
        }
    }
}

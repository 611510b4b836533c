import SpecimenModel

extension ComponentSpec {
    /// A part named for the track (`// Background track` over a shape in SwiftUI, a `Track`
    /// caption) of a control drawn along one is the control's own body: its look is the
    /// component's where the component states none of its own, and it is no part of it.
    package mutating func mergeTrackParts() {
        let shapes = Vocabulary.standard.controlShapes
        guard shapes.trackKinds.contains(kind) else { return }
        for index in parts.indices.reversed() where parts[index].child == nil
            && shapes.track.covers(ComponentKind.words(of: parts[index].name)) {
            let part = parts.remove(at: index)
            if let name = part.variant, let owner = variants.firstIndex(where: { $0.name == name }) {
                variants[owner][.default] = variants[owner][.default].merged(over: part.properties)
            } else {
                base[.default] = base[.default].merged(over: part.properties)
            }
        }
    }
}
